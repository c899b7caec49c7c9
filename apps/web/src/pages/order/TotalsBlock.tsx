import { Divider, Group, Stack, Text } from "@mantine/core";
import { type Currency, formatMoney, type Totals } from "@waroeng/domain";

interface TotalsBlockProps {
  totals: Totals;
  currency: Currency;
  taxPercent: number | string;
  servicePercent: number | string;
}

function Row({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text fz={strong ? "lg" : "sm"} fw={strong ? 800 : 500} c={strong ? "dark" : "dimmed"}>
        {label}
      </Text>
      <Text fz={strong ? 26 : "sm"} fw={strong ? 800 : 600} className="tabular" c={strong ? "orange.9" : undefined} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** Subtotal, Pajak, Service Charge, Tarik Tunai (if any), Pembulatan and Total (rounded). */
export function TotalsBlock({ totals, currency, taxPercent, servicePercent }: TotalsBlockProps) {
  const fmt = (n: number) => formatMoney(n, currency);
  return (
    <Stack gap={2} data-testid="totals">
      <Row label="Subtotal" value={fmt(totals.subtotal)} testId="total-subtotal" />
      <Row label={`Pajak (${Number(taxPercent)}%)`} value={fmt(totals.tax)} testId="total-tax" />
      <Row label={`Service Charge (${Number(servicePercent)}%)`} value={fmt(totals.serviceCharge)} testId="total-service" />
      {totals.cashWithdrawal > 0 && <Row label="Tarik Tunai" value={fmt(totals.cashWithdrawal)} testId="total-tarik-tunai" />}
      <Row label="Pembulatan" value={fmt(totals.rounding)} testId="total-rounding" />
      <Divider my={4} />
      <Row label="Total" value={fmt(totals.rounded)} testId="total-total" strong />
    </Stack>
  );
}
