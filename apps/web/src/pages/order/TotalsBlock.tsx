import { ActionIcon, Anchor, Divider, Group, SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import { type Currency, formatMoney, LABELS, LINE_MSG, ORDER_MSG, REFUND_MSG, type Totals } from "@waroeng/domain";
import type { ReactNode } from "react";

interface TotalsBlockProps {
  totals: Totals;
  currency: Currency;
  taxPercent: number | string;
  servicePercent: number | string;
  /** The service-charge switch (kasir and co. when the order's rate is above 0); absent = no switch. */
  serviceSwitch?: { on: boolean; busy: boolean; onChange: (on: boolean) => void } | undefined;
  /** The stored Diskon Transaksi's percent (e.g. 10), shown beside its label; absent = a nominal. */
  discountPercent?: number | undefined;
  /** Removes the Diskon Transaksi / the voucher; absent = no remove button. */
  onRemoveDiscount?: (() => void) | undefined;
  onRemoveVoucher?: (() => void) | undefined;
  /** The NIK/ID Member entered for the payment ("" none), shown under the total; `onMember` opens its popup. */
  memberId?: string;
  onMember?: (() => void) | undefined;
}

function Row({
  label,
  value,
  testId,
  strong,
  extra,
}: {
  label: ReactNode;
  value: string;
  testId: string;
  strong?: boolean;
  extra?: ReactNode;
}) {
  return (
    <Group justify="space-between" gap={4} wrap="nowrap">
      <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
        <Text fz={strong ? "lg" : "xs"} fw={strong ? 800 : 500} c={strong ? "dark" : "dimmed"} truncate>
          {label}
        </Text>
        {extra}
      </Group>
      <Text
        fz={strong ? 24 : "xs"}
        fw={strong ? 800 : 600}
        className="tabular"
        c={strong ? "orange.9" : undefined}
        data-testid={testId}
        style={{ whiteSpace: "nowrap" }}
      >
        {value}
      </Text>
    </Group>
  );
}

/** The small red × that takes a discount, voucher or cash withdrawal off the bill (also the split screen's). */
export function Remove({ onClick, testId }: { onClick: () => void; testId: string }) {
  return (
    <ActionIcon size="xs" variant="subtle" color="red" onClick={onClick} aria-label={ORDER_MSG.REMOVE} data-testid={testId}>
      ×
    </ActionIcon>
  );
}

/**
 * Subtotal, Pajak, Service Charge (with its switch), Tarik Tunai, Diskon and Voucher (each removable)
 * and Pembulatan in two compact columns (one on a phone), then Total (rounded) and the member id.
 * Payment §2.1, §5, §6, §9.
 */
export function TotalsBlock({
  totals,
  currency,
  taxPercent,
  servicePercent,
  serviceSwitch,
  discountPercent,
  onRemoveDiscount,
  onRemoveVoucher,
  memberId = "",
  onMember,
}: TotalsBlockProps) {
  const fmt = (n: number) => formatMoney(n, currency);
  const sc = serviceSwitch ? (
    <Switch
      size="xs"
      checked={serviceSwitch.on}
      disabled={serviceSwitch.busy}
      onChange={(e) => serviceSwitch.onChange(e.currentTarget.checked)}
      aria-label={ORDER_MSG.SERVICE_CHARGE}
      data-testid="switch-service-charge"
    />
  ) : null;
  return (
    <Stack gap={2} data-testid="totals">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing={0}>
        <Row label={REFUND_MSG.SUBTOTAL} value={fmt(totals.subtotal)} testId="total-subtotal" />
        <Row label={`${LINE_MSG.TAX} (${Number(taxPercent)}%)`} value={fmt(totals.tax)} testId="total-tax" />
        <Row
          label={`${LINE_MSG.SERVICE_CHARGE} (${Number(servicePercent)}%)`}
          value={fmt(totals.serviceCharge)}
          testId="total-service"
          extra={sc}
        />
        <Row label={REFUND_MSG.ROUNDING} value={fmt(totals.rounding)} testId="total-rounding" />
        {totals.cashWithdrawal > 0 && <Row label={LABELS.CASH_WITHDRAWAL} value={fmt(totals.cashWithdrawal)} testId="total-tarik-tunai" />}
        {totals.globalDiscount > 0 && (
          <Row
            label={discountPercent ? `${ORDER_MSG.DISCOUNT_NOMINAL} (${discountPercent}%)` : ORDER_MSG.DISCOUNT_NOMINAL}
            value={`- ${fmt(totals.globalDiscount)}`}
            testId="total-discount"
            extra={onRemoveDiscount && <Remove onClick={onRemoveDiscount} testId="remove-discount" />}
          />
        )}
        {totals.voucher > 0 && (
          <Row
            label={ORDER_MSG.VOUCHER}
            value={`- ${fmt(totals.voucher)}`}
            testId="total-voucher"
            extra={onRemoveVoucher && <Remove onClick={onRemoveVoucher} testId="remove-voucher" />}
          />
        )}
      </SimpleGrid>
      <Divider my={2} />
      <Row label={REFUND_MSG.TOTAL} value={fmt(totals.rounded)} testId="total-total" strong />
      {memberId !== "" && (
        <Text fz="xs" c="dimmed" data-testid="member-chip">
          {ORDER_MSG.MEMBER_ID}:{" "}
          {onMember ? (
            <Anchor component="button" type="button" fz="xs" onClick={onMember}>
              {memberId}
            </Anchor>
          ) : (
            memberId
          )}
        </Text>
      )}
    </Stack>
  );
}
