import { Button, Group, Stack, Table, Text } from "@mantine/core";
import {
  type Currency,
  DomainError,
  formatMoney,
  MULTIPAY_METHODS,
  money,
  PAY_MSG,
  PAYMENT_METHOD,
  SCREEN_MSG,
  settleTenders,
} from "@waroeng/domain";
import { useEffect, useState } from "react";
import { AmountInput } from "../../../components/AmountInput.tsx";
import { useNonCashMethods } from "./EdcPayModal.tsx";
import { PayModal } from "./PayModal.tsx";

interface MultipayModalProps {
  opened: boolean;
  total: number;
  currency: Currency;
  busy: boolean;
  onClose: () => void;
  onPay: (tenders: Array<{ payment_method: number; nominal: number }>) => void;
}

/**
 * Multipayment (payment §2.1, designed here): an amount per method (cash, Mandiri, BNI, BRI, BCA,
 * OVO, GoPay); the domain's `settleTenders` says when it adds up — non-cash never above the total,
 * change only from cash — and Bayar is enabled only then.
 */
export function SplitTenderModal({ opened, total, currency, busy, onClose, onPay }: MultipayModalProps) {
  const methods = useNonCashMethods(opened);
  const [amounts, setAmounts] = useState<Record<number, number | null>>({});
  useEffect(() => {
    if (opened) {
      setAmounts({});
    }
  }, [opened]);
  const { names } = methods;
  // QRIS only where the outlet offers it (rupiah outlets).
  const offered = MULTIPAY_METHODS.filter((id) => id !== PAYMENT_METHOD.QRIS || methods.qris !== null);
  const tenders = offered.map((id) => ({ payment_method: id, nominal: amounts[id] ?? 0 })).filter((t) => t.nominal > 0);
  const given = tenders.reduce((s, t) => s + t.nominal, 0);
  let problem = "";
  let change = 0;
  try {
    change = settleTenders(
      tenders.map((t) => ({ methodId: t.payment_method, amount: t.nominal })),
      money(total),
    ).change;
  } catch (e) {
    problem = e instanceof DomainError ? e.message : String(e);
  }
  const invalid = Object.values(amounts).some((v) => v === null);
  return (
    <PayModal opened={opened} onClose={onClose} title={PAY_MSG.MULTIPAY} busy={busy}>
      <Stack gap="sm">
        <Text ta="center" fz={36} fw={800} c="orange.9" className="tabular" data-testid="multi-total">
          {formatMoney(total, currency)}
        </Text>
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {offered.map((id) => (
              <Table.Tr key={id}>
                <Table.Td w="40%">
                  <Text fw={600}>{id === PAYMENT_METHOD.CASH ? SCREEN_MSG.CASH : (names.get(id) ?? "")}</Text>
                </Table.Td>
                <Table.Td>
                  <AmountInput
                    kind="money"
                    currency={currency}
                    hideControls
                    value={amounts[id] ?? 0}
                    onChange={(v) => setAmounts((a) => ({ ...a, [id]: v }))}
                    styles={{ input: { textAlign: "right", fontVariantNumeric: "tabular-nums" } }}
                    data-testid={`multi-amount-${id}`}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text c="dimmed">{given >= total ? PAY_MSG.CHANGE : PAY_MSG.REMAINING}</Text>
          <Text fz="xl" fw={800} className="tabular" c={problem ? "red.7" : "green.8"} data-testid="multi-rest">
            {formatMoney(given >= total ? (problem ? given - total : change) : total - given, currency)}
          </Text>
        </Group>
        {problem && tenders.length > 0 && (
          <Text c="red.7" fz="sm" ta="right" data-testid="multi-problem">
            {problem}
          </Text>
        )}
        <Button
          size="xl"
          h={60}
          color="grape"
          disabled={problem !== "" || invalid}
          loading={busy}
          onClick={() => onPay(tenders)}
          data-testid="multi-pay"
        >
          {PAY_MSG.PAY}
        </Button>
      </Stack>
    </PayModal>
  );
}
