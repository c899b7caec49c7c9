import { Anchor, Group, Stack, Text } from "@mantine/core";
import { type Currency, formatMoney, REFUND_MSG } from "@waroeng/domain";
import { touchLink } from "./RefundPane.tsx";
import type { RefundState } from "./useRefundState.ts";

function Row({ label, value, testId, toggle }: { label: string; value: string; testId: string; toggle?: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Text fz="sm">{label}</Text>
        {toggle}
      </Group>
      <Text fz="sm" fw={700} className="tabular" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The refund's totals (payment §2.3, §9): subtotal, restaurant tax and service charge with their
 * current percent, total. A toggle link (Nolkan / Pulihkan, a 44 px touch target) zeroes a charge
 * or restores the bill's percent; it shows only when the bill had that charge.
 */
export function RefundTotals({ s, currency }: { s: RefundState; currency: Currency }) {
  const fmt = (v: number) => formatMoney(v, currency);
  const toggle = (on: boolean, flip: () => void, testId: string) => (
    <Anchor component="button" type="button" fz="xs" fw={700} px={6} onClick={flip} data-testid={testId} style={touchLink}>
      {on ? REFUND_MSG.SWITCH_OFF : REFUND_MSG.SWITCH_ON}
    </Anchor>
  );
  return (
    <Stack gap={4} data-testid="refund-totals">
      <Row label={REFUND_MSG.SUBTOTAL} value={fmt(s.totals.subtotal)} testId="refund-subtotal" />
      <Row
        label={`${REFUND_MSG.TAX} (${s.taxBp / 100}%)`}
        value={fmt(s.totals.tax)}
        testId="refund-tax"
        toggle={s.billTaxBp > 0 ? toggle(s.taxOn, s.toggleTax, "refund-tax-toggle") : null}
      />
      <Row
        label={`${REFUND_MSG.SERVICE} (${s.scBp / 100}%)`}
        value={fmt(s.totals.serviceCharge)}
        testId="refund-sc"
        toggle={s.billScBp > 0 ? toggle(s.scOn, s.toggleSc, "refund-sc-toggle") : null}
      />
      <Group justify="space-between" wrap="nowrap" mt={4}>
        <Text fw={800}>{REFUND_MSG.TOTAL}</Text>
        <Text fw={900} fz="lg" className="tabular" data-testid="refund-total">
          {fmt(s.totals.rounded)}
        </Text>
      </Group>
    </Stack>
  );
}
