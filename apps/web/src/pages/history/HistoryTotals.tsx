import { Divider, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { Currency } from "@waroeng/domain";
import { SCREEN_MSG } from "@waroeng/domain";
import type { HistoryTransaction } from "../../api/history.ts";
import { historyAmount } from "./historyFormat.ts";

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid={testId}>
      <Text fz={strong ? "lg" : "sm"} fw={strong ? 800 : 500} c={strong ? undefined : "dark.4"}>
        {label}
      </Text>
      <Text fz={strong ? 24 : "md"} fw={strong ? 900 : 600} className="tabular">
        {value}
      </Text>
    </Group>
  );
}

/** Totals block of the history detail (spec 03 §2.4), compact in two columns. */
export function HistoryTotals({ tx, currency }: { tx: HistoryTransaction; currency: Currency }) {
  const f = (n: number | null | undefined) => historyAmount(n, currency);
  return (
    <Stack gap={4} data-testid="history-totals">
      <SimpleGrid cols={2} spacing="lg" verticalSpacing={2}>
        <Row label={SCREEN_MSG.SUBTOTAL} value={f(tx.r_t_nominal)} testId="total-subtotal" />
        <Row label={SCREEN_MSG.DISCOUNT} value={f(tx.r_t_nominal_diskon)} testId="total-diskon" />
        <Row label={SCREEN_MSG.TAX} value={f(tx.r_t_nominal_pajak)} testId="total-pajak" />
        <Row label={SCREEN_MSG.VOUCHER} value={f(tx.r_t_nominal_voucher)} testId="total-voucher" />
        <Row label={SCREEN_MSG.SERVICE_CHARGE} value={f(tx.r_t_nominal_sc)} testId="total-sc" />
        <Row label={SCREEN_MSG.ROUNDING} value={f(tx.r_t_nominal_pembulatan)} testId="total-pembulatan" />
        {tx.r_t_nominal_tarik_tunai ? (
          <Row label={SCREEN_MSG.CASH_WITHDRAWAL} value={f(tx.r_t_nominal_tarik_tunai)} testId="total-tarik-tunai" />
        ) : null}
      </SimpleGrid>
      <Divider my={4} />
      <Row label={SCREEN_MSG.TOTAL_PAID} value={f(tx.r_t_nominal_total_bayar)} strong testId="total-bayar" />
      <SimpleGrid cols={2} spacing="lg" verticalSpacing={2}>
        <Row label={SCREEN_MSG.CASH_TENDERED} value={f(tx.r_t_nominal_uang)} testId="total-tunai" />
        <Row label={SCREEN_MSG.CHANGE} value={f(tx.r_t_nominal_kembalian)} testId="total-kembalian" />
      </SimpleGrid>
    </Stack>
  );
}
