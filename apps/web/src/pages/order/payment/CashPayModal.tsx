import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { type Currency, formatMoney, LABELS, money, quickCashSuggestions, SCREEN_MSG, WEB_MSG } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { AmountInput } from "../../../components/AmountInput.tsx";
import { PayModal } from "./PayModal.tsx";

interface CashPayModalProps {
  opened: boolean;
  /** Rounded total, integer minor units. */
  total: number;
  currency: Currency;
  busy: boolean;
  onClose: () => void;
  onPay: (paid: number) => void;
}

/** Cash payment: the rounded total, quick-cash buttons, the amount handed over and the change. */
export function CashPayModal({ opened, total, currency, busy, onClose, onPay }: CashPayModalProps) {
  // Minor units handed over; null while the field holds an invalid amount ("10,5" rupiah).
  const [paid, setPaid] = useState<number | null>(0);
  useEffect(() => {
    if (opened) {
      setPaid(0);
    }
  }, [opened]);
  const enough = paid !== null && paid >= total && total > 0;
  const suggestions = quickCashSuggestions(money(total), currency);
  return (
    <PayModal opened={opened} onClose={onClose} title={WEB_MSG.CASH_PAYMENT} busy={busy}>
      <Stack gap="md">
        <div>
          <Text c="dimmed" fz="sm" ta="center">
            {SCREEN_MSG.TOTAL_PAID}
          </Text>
          <Text ta="center" fz={44} fw={800} c="orange.9" className="tabular" lh={1.1} data-testid="cash-total">
            {formatMoney(total, currency)}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {suggestions.map((amount) => (
            <Button
              key={amount}
              h={56}
              fz="lg"
              variant={paid === amount ? "filled" : "light"}
              className="tabular"
              onClick={() => setPaid(amount)}
              data-testid={`quick-cash-${amount}`}
            >
              {formatMoney(amount, currency)}
            </Button>
          ))}
        </SimpleGrid>
        <AmountInput
          kind="money"
          currency={currency}
          label={WEB_MSG.CASH_AMOUNT}
          size="xl"
          hideControls
          leftSection={<Text fw={700}>{currency === "MYR" ? "RM" : "Rp"}</Text>}
          value={paid}
          onChange={setPaid}
          styles={{ input: { fontVariantNumeric: "tabular-nums", fontWeight: 700, textAlign: "right" } }}
          data-testid="cash-amount"
        />
        <Group justify="space-between">
          <Text c="dimmed">{LABELS.CHANGE}</Text>
          <Text fz="xl" fw={800} className="tabular" c={enough ? "green.8" : "dimmed"} data-testid="cash-change-preview">
            {enough ? formatMoney(paid - total, currency) : "-"}
          </Text>
        </Group>
        <Button
          size="xl"
          h={60}
          color="green"
          disabled={!enough}
          loading={busy}
          onClick={() => enough && onPay(paid)}
          data-testid="cash-pay"
        >
          {SCREEN_MSG.PAY_NOW}
        </Button>
      </Stack>
    </PayModal>
  );
}
