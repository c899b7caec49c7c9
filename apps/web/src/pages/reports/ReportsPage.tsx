/**
 * Laporan Penjualan (`/admin/laporan`): the sales report of a date range and an outlet —
 * tabs for the summary, per day, per hour, per menu item, per category, per payment method, per
 * transaction type, cancellations and warranty, discounts and vouchers, tips, menu options sold
 * (GET /laporan/opsi, OptionsSoldPanel) — each with a chart
 * (@mantine/charts), a table and an Unduh CSV button (`@waroeng/domain/csv`, formula-escaped).
 * The server checks the range and the outlet (GET /laporan); its refusal shows as it says.
 */
import { Button, Center, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { formatMoney, REPORT_MSG } from "@waroeng/domain";
import { useState } from "react";
import { Link } from "react-router";
import { queryKeys } from "../../api/queryKeys.ts";
import { fetchReport } from "../../api/reports.ts";
import { useCurrency } from "../../hooks/useOutlet.ts";
import { OptionsSoldPanel } from "./OptionsSoldPanel.tsx";
import { ReportRangeFields, ReportRefusal, useReportRange } from "./ReportRange.tsx";
import { ReportTabPanel } from "./ReportTabPanel.tsx";
import { REPORT_TABS, type ReportTab, TAB_LABELS } from "./reportTables.ts";

/** The Opsi Menu tab: its own report (GET /laporan/opsi) over the same range and outlet. */
const OPTIONS_TAB = "options";

export function ReportsPage() {
  const range = useReportRange(queryKeys.reports.sales, fetchReport);
  const [tab, setTab] = useState<ReportTab | typeof OPTIONS_TAB>("summary");
  const currency = useCurrency();
  const { report } = range;
  const data = report.data;

  return (
    <Stack p="md" gap="md" maw={1280} mx="auto" data-testid="report-page">
      <Group justify="space-between">
        <Title order={2}>{REPORT_MSG.TITLE}</Title>
        <Button component={Link} to="/" variant="subtle">
          {REPORT_MSG.BACK}
        </Button>
      </Group>
      <ReportRangeFields range={range} testId="report">
        {data ? (
          <Text fz="sm" c="dimmed" ml="auto" mt={34}>
            {data.waroeng_nama} · {REPORT_MSG.SALES_TOTAL}:{" "}
            <b data-testid="report-sales-total" data-minor={data.ringkasan.sales_total}>
              {formatMoney(data.ringkasan.sales_total, currency)}
            </b>
          </Text>
        ) : null}
      </ReportRangeFields>
      <ReportRefusal range={range} testId="report" />
      {report.isPending ? (
        <Center p="xl">
          <Loader />
        </Center>
      ) : data ? (
        <Tabs value={tab} onChange={(v) => setTab((v as ReportTab | typeof OPTIONS_TAB | null) ?? "summary")} keepMounted={false}>
          <Tabs.List>
            {REPORT_TABS.map((t) => (
              <Tabs.Tab key={t} value={t} data-testid={`report-tab-${t}`}>
                {TAB_LABELS[t]}
              </Tabs.Tab>
            ))}
            <Tabs.Tab value={OPTIONS_TAB} data-testid={`report-tab-${OPTIONS_TAB}`}>
              {REPORT_MSG.TAB_OPTIONS}
            </Tabs.Tab>
          </Tabs.List>
          {REPORT_TABS.map((t) => (
            <Tabs.Panel key={t} value={t} pt="md">
              <ReportTabPanel report={data} tab={t} />
            </Tabs.Panel>
          ))}
          <Tabs.Panel value={OPTIONS_TAB} pt="md">
            <OptionsSoldPanel query={range.query} />
          </Tabs.Panel>
        </Tabs>
      ) : null}
    </Stack>
  );
}
