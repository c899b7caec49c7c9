/**
 * The sub-bill's totals block (payment §2.2, §4 "Split bill", §9 "Split"): Subtotal, Pajak and
 * Service Charge each with a switch when the order's rate is above 0, Tarik Tunai, Diskon and Voucher
 * (each removable), Pembulatan and the sub-bill's total under its name ("Total S1"). Its own
 * component, so an order-level discount shown here later is one change in one place. Every switch and
 * remove button is a tap target of at least 44 × 44 px.
 */
import { ActionIcon, Divider, Group, Stack, Switch, Text } from "@mantine/core";
import { type Currency, formatMoney, LABELS, ORDER_MSG, SCREEN_MSG, type Totals } from "@waroeng/domain";
import type { ReactNode } from "react";

interface SplitTotalsProps {
  totals: Totals;
  /** The total's label: which bill it is ("Total S1"). */
  totalLabel: string;
  currency: Currency;
  taxRateBp: number;
  serviceRateBp: number;
  taxOn: boolean;
  serviceOn: boolean;
  onTax: (on: boolean) => void;
  onService: (on: boolean) => void;
  /** Absent: the discount is the order's stored percent, removed on the order screen only. */
  onRemoveDiscount?: (() => void) | undefined;
  onRemoveVoucher: () => void;
  onRemoveCashWithdrawal: () => void;
}

function Row({
  label,
  value,
  testId,
  extra,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  extra?: ReactNode;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Group gap={6} wrap="nowrap">
        <Text fz={strong ? "lg" : "sm"} fw={strong ? 800 : 500} c={strong ? "dark" : "dimmed"}>
          {label}
        </Text>
        {extra}
      </Group>
      <Text fz={strong ? 26 : "sm"} fw={strong ? 800 : 600} className="tabular" c={strong ? "orange.9" : undefined} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** A 44 px tall switch (its track is what a finger taps). */
const bigSwitch = () => ({ root: { "--switch-height": "44px", "--switch-width": "76px", "--switch-thumb-size": "36px" } });

function ChargeSwitch({ on, onChange, label, testId }: { on: boolean; onChange: (on: boolean) => void; label: string; testId: string }) {
  return (
    <Switch checked={on} onChange={(e) => onChange(e.currentTarget.checked)} aria-label={label} data-testid={testId} vars={bigSwitch} />
  );
}

/** Removes a discount, voucher or Tarik Tunai from the sub-bill: a 44 × 44 px ×. */
function Remove({ onClick, testId }: { onClick: () => void; testId: string }) {
  return (
    <ActionIcon size={44} variant="subtle" color="red" onClick={onClick} aria-label={ORDER_MSG.REMOVE} data-testid={testId}>
      ×
    </ActionIcon>
  );
}

export function SplitTotals(p: SplitTotalsProps) {
  const fmt = (n: number) => formatMoney(n, p.currency);
  const t = p.totals;
  return (
    <Stack gap={2} data-testid="split-totals">
      <Row label={SCREEN_MSG.SUBTOTAL} value={fmt(t.subtotal)} testId="split-subtotal" />
      <Row
        label={`${SCREEN_MSG.TAX} (${p.taxOn ? p.taxRateBp / 100 : 0}%)`}
        value={fmt(t.tax)}
        testId="split-tax"
        extra={
          p.taxRateBp > 0 ? <ChargeSwitch on={p.taxOn} onChange={p.onTax} label={SCREEN_MSG.TAX} testId="split-tax-switch" /> : undefined
        }
      />
      <Row
        label={`${ORDER_MSG.SERVICE_CHARGE} (${p.serviceOn ? p.serviceRateBp / 100 : 0}%)`}
        value={fmt(t.serviceCharge)}
        testId="split-service"
        extra={
          p.serviceRateBp > 0 ? (
            <ChargeSwitch on={p.serviceOn} onChange={p.onService} label={ORDER_MSG.SERVICE_CHARGE} testId="split-service-switch" />
          ) : undefined
        }
      />
      {t.cashWithdrawal > 0 && (
        <Row
          label={LABELS.CASH_WITHDRAWAL}
          value={fmt(t.cashWithdrawal)}
          testId="split-tarik-tunai"
          extra={<Remove onClick={p.onRemoveCashWithdrawal} testId="split-remove-tarik-tunai" />}
        />
      )}
      {t.globalDiscount > 0 && (
        <Row
          label={SCREEN_MSG.DISCOUNT}
          value={`- ${fmt(t.globalDiscount)}`}
          testId="split-discount"
          extra={p.onRemoveDiscount ? <Remove onClick={p.onRemoveDiscount} testId="split-remove-discount" /> : undefined}
        />
      )}
      {t.voucher > 0 && (
        <Row
          label={SCREEN_MSG.VOUCHER}
          value={`- ${fmt(t.voucher)}`}
          testId="split-voucher"
          extra={<Remove onClick={p.onRemoveVoucher} testId="split-remove-voucher" />}
        />
      )}
      {t.rounding !== 0 && <Row label={SCREEN_MSG.ROUNDING} value={fmt(t.rounding)} testId="split-rounding" />}
      <Divider my={4} />
      <Row label={p.totalLabel} value={fmt(t.rounded)} testId="split-total" strong />
    </Stack>
  );
}
