import { Button, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { type Currency, formatMoney, PAY_MSG, QRIS_MSG, SCREEN_MSG } from "@waroeng/domain";

interface PayChooserProps {
  opened: boolean;
  total: number;
  currency: Currency;
  /** The delivery platform's wallet (gojek → GoPay …), offered first; null or absent for other orders. */
  defaultMethod?: { id: number; name: string } | null;
  /** Lost Bill hidden (gojek, grab, shopeefood: their platform pays). */
  lostBillHidden?: boolean;
  /** The bill carries a Tarik Tunai: LOSTBILL is disabled (the server refuses a write-off then). */
  writeOffBlocked?: boolean;
  onClose: () => void;
  onCash: () => void;
  onEdc: () => void;
  /** QRIS (rupiah outlets): shown only with its handler. */
  onQris?: () => void;
  /** Pays at once with the platform's wallet (after the EDC confirmation). */
  onDefault?: () => void;
  /** LOSTBILL, Lainnya and Multipayment: each shown only with its handler (a split bill offers Cash and EDC). */
  onLostBill?: () => void;
  onOther?: () => void;
  onMulti?: () => void;
}

/** A button label that wraps instead of being cut on a phone. */
const WRAP = { label: { whiteSpace: "normal", textAlign: "center" } } as const;

/**
 * "Bayar" (payment §2.1, §4 Online vendor defaults): Cash, EDC, QRIS (rupiah outlets) and LOSTBILL, then Lainnya and
 * Multipayment. A delivery order shows its platform's wallet first and no LOSTBILL.
 */
export function PayChooser(p: PayChooserProps) {
  const lostBill = p.onLostBill !== undefined && !p.lostBillHidden;
  const count = 2 + (lostBill ? 1 : 0) + (p.onQris ? 1 : 0);
  return (
    <Modal opened={p.opened} onClose={p.onClose} title={<Text fw={800}>{PAY_MSG.CHOOSE_METHOD}</Text>} centered size="lg">
      <Stack gap="md">
        <Text ta="center" fz={36} fw={800} c="orange.9" className="tabular" data-testid="pay-total">
          {formatMoney(p.total, p.currency)}
        </Text>
        {p.defaultMethod && (
          <Button h={72} fz="xl" color="teal" onClick={p.onDefault} data-testid="pay-default">
            {p.defaultMethod.name}
            <Text span fz="sm" ml="sm" opacity={0.85}>
              ({PAY_MSG.DEFAULT_METHOD})
            </Text>
          </Button>
        )}
        <SimpleGrid cols={{ base: 2, sm: count === 3 ? 3 : 2 }} spacing="sm">
          <Button h={88} fz="xl" color="green" onClick={p.onCash} data-testid="pay-cash">
            {SCREEN_MSG.CASH}
          </Button>
          <Button h={88} fz="xl" color="blue" onClick={p.onEdc} data-testid="pay-edc">
            {SCREEN_MSG.EDC}
          </Button>
          {p.onQris && (
            <Button h={88} fz="xl" color="pink.8" onClick={p.onQris} data-testid="pay-qris">
              {QRIS_MSG.METHOD}
            </Button>
          )}
          {lostBill && (
            <Button
              h={88}
              fz="xl"
              color="gray"
              variant="light"
              onClick={p.onLostBill}
              disabled={p.writeOffBlocked}
              styles={WRAP}
              data-testid="pay-lostbill"
            >
              <Stack gap={2} align="center">
                {SCREEN_MSG.LOSTBILL}
                <Text span fz="xs" fw={500} data-testid="pay-lostbill-hint">
                  {PAY_MSG.LOSTBILL_HINT}
                </Text>
              </Stack>
            </Button>
          )}
        </SimpleGrid>
        {(p.onMulti || p.onOther) && (
          <SimpleGrid cols={2} spacing="sm">
            {p.onMulti && (
              <Button h={56} fz="md" variant="light" color="grape" onClick={p.onMulti} styles={WRAP} data-testid="pay-multi">
                {PAY_MSG.MULTIPAY}
              </Button>
            )}
            {p.onOther && (
              <Button h={56} fz="lg" variant="light" color="gray" onClick={p.onOther} data-testid="pay-other">
                {PAY_MSG.OTHER}
              </Button>
            )}
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}
