/**
 * Laporan (head office): a period (from, to) and a grouping (day, week, month, outlet, item,
 * category, option, payment method, transaction type, hour) over the user's outlets; a bar chart of
 * this period against the previous one (@mantine/charts), the table with the change, and the Excel
 * and CSV exports (GET /api/hq/reports/export). Dates read DD/MM/YYYY everywhere (reportLabels.ts).
 */
import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { HQ_MSG, jakartaParts } from "@waroeng/domain";
import { HQ_REPORT_BY } from "@waroeng/domain/contracts";
import { useState } from "react";
import { ApiError } from "../../api/client.ts";
import { type HqReportBy, type HqReportParams, hqApi, hqDownload, reportQueryString } from "../../api/hq.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { DateField } from "../../components/DateField.tsx";
import { axisMoney, hqMoney } from "./hqMoney.ts";
import { periodLabel, shownDate } from "./reportLabels.ts";

const BY_LABEL: Record<HqReportBy, () => string> = {
  day: () => HQ_MSG.BY_DAY,
  week: () => HQ_MSG.BY_WEEK,
  month: () => HQ_MSG.BY_MONTH,
  outlet: () => HQ_MSG.BY_OUTLET,
  item: () => HQ_MSG.BY_ITEM,
  category: () => HQ_MSG.BY_CATEGORY,
  option: () => HQ_MSG.BY_OPTION,
  method: () => HQ_MSG.BY_METHOD,
  type: () => HQ_MSG.BY_TYPE,
  hour: () => HQ_MSG.BY_HOUR,
};

const UNITS: HqReportBy[] = ["item", "category", "option"];

/** The change from `before` to `now` in percent, or "–" without a previous figure. */
function change(now: number, before: number): string {
  if (before === 0) {
    return "–";
  }
  const pct = ((now - before) / Math.abs(before)) * 100;
  return `${pct >= 0 ? "+" : ""}${pct.toFixed(1)}%`;
}

function daysAgo(n: number): string {
  return jakartaParts(new Date(Date.now() - n * 86_400_000)).date;
}

export function HqReportsPage() {
  const [params, setParams] = useState<HqReportParams>({ from: daysAgo(6), to: daysAgo(0), by: "day" });
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState<"xlsx" | "csv" | null>(null);
  const report = useQuery({ queryKey: queryKeys.hq.report(reportQueryString(params)), queryFn: () => hqApi.report(params) });
  const currency = report.data?.currency ?? undefined;
  const money = (v: number) => hqMoney(v, currency);
  const countLabel = UNITS.includes(params.by) ? HQ_MSG.QTY : HQ_MSG.BILLS;

  const download = async (format: "xlsx" | "csv") => {
    setExportError(null);
    setExporting(format);
    try {
      const { blob, name } = await hqDownload(`reports/export?${reportQueryString(params, format)}`);
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setExportError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setExporting(null);
    }
  };

  const rows = report.data?.rows ?? [];
  /** The grouping of the rows shown (the reply's: the query may have changed meanwhile). */
  const shownBy = report.data?.by ?? params.by;
  return (
    <Stack gap="md">
      <Title order={2}>{HQ_MSG.REPORTS_TITLE}</Title>
      <Paper withBorder radius="lg" p="md">
        <SimpleGrid cols={{ base: 1, xs: (report.data?.currencies.length ?? 0) > 1 ? 4 : 3 }} spacing="sm">
          <DateField
            label={HQ_MSG.FROM}
            value={params.from}
            onChange={(from) => from && setParams({ ...params, from })}
            data-testid="hq-report-from"
          />
          <DateField label={HQ_MSG.TO} value={params.to} onChange={(to) => to && setParams({ ...params, to })} data-testid="hq-report-to" />
          <Select
            label={HQ_MSG.GROUP_BY}
            data={HQ_REPORT_BY.map((b) => ({ value: b, label: BY_LABEL[b]() }))}
            value={params.by}
            allowDeselect={false}
            onChange={(v) => v && setParams({ ...params, by: v as HqReportBy })}
            data-testid="hq-report-by"
          />
          {(report.data?.currencies.length ?? 0) > 1 && (
            <Select
              label={HQ_MSG.CURRENCY}
              data={report.data?.currencies ?? []}
              value={currency ?? null}
              allowDeselect={false}
              onChange={(v) => v && setParams({ ...params, currency: v })}
              data-testid="hq-report-currency"
            />
          )}
        </SimpleGrid>
        <Group mt="md" gap="sm">
          <Button onClick={() => download("xlsx")} loading={exporting === "xlsx"} data-testid="hq-export-xlsx">
            {HQ_MSG.EXPORT_EXCEL}
          </Button>
          <Button variant="light" onClick={() => download("csv")} loading={exporting === "csv"} data-testid="hq-export-csv">
            {HQ_MSG.EXPORT_CSV}
          </Button>
        </Group>
      </Paper>
      {(report.error || exportError) && (
        <Alert color="red" data-testid="hq-report-error">
          {exportError ?? (report.error instanceof ApiError ? report.error.message : String(report.error))}
        </Alert>
      )}
      {report.data && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Paper withBorder radius="lg" p="md">
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {HQ_MSG.TOTAL} · {shownDate(report.data.from)} – {shownDate(report.data.to)}
              </Text>
              <Text fz={26} fw={800} data-testid="hq-report-total">
                {money(report.data.totals.total)}
              </Text>
              <Text fz="sm" c="dimmed">
                {countLabel}: {report.data.totals.count}
              </Text>
            </Paper>
            <Paper withBorder radius="lg" p="md">
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {HQ_MSG.PREVIOUS} · {shownDate(report.data.previous_from)} – {shownDate(report.data.previous_to)}
              </Text>
              <Text fz={26} fw={800}>
                {money(report.data.totals.previous_total)}
              </Text>
              <Text fz="sm" c="dimmed">
                {HQ_MSG.CHANGE}: {change(report.data.totals.total, report.data.totals.previous_total)}
              </Text>
            </Paper>
          </SimpleGrid>
          {rows.length === 0 ? (
            <Text c="dimmed" data-testid="hq-report-empty">
              {HQ_MSG.NO_DATA}
            </Text>
          ) : (
            <>
              <Paper withBorder radius="lg" p="md">
                <BarChart
                  h={260}
                  data={rows.slice(0, 20).map((r) => ({
                    label: periodLabel(shownBy, r.key, r.label),
                    [HQ_MSG.TOTAL]: r.total,
                    [HQ_MSG.PREVIOUS]: r.previous_total,
                  }))}
                  dataKey="label"
                  series={[
                    { name: HQ_MSG.TOTAL, color: "orange.6" },
                    { name: HQ_MSG.PREVIOUS, color: "gray.5" },
                  ]}
                  valueFormatter={money}
                  yAxisProps={{ tickFormatter: (v: number) => axisMoney(v, currency), width: 84 }}
                  withLegend
                />
              </Paper>
              <Table.ScrollContainer minWidth={560}>
                <Table striped verticalSpacing="xs" data-testid="hq-report-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{BY_LABEL[params.by]()}</Table.Th>
                      <Table.Th ta="right">{countLabel}</Table.Th>
                      <Table.Th ta="right">{HQ_MSG.TOTAL}</Table.Th>
                      <Table.Th ta="right">{HQ_MSG.PREVIOUS}</Table.Th>
                      <Table.Th ta="right">{HQ_MSG.CHANGE}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((r) => (
                      <Table.Tr key={r.key}>
                        <Table.Td>{periodLabel(shownBy, r.key, r.label)}</Table.Td>
                        <Table.Td ta="right">{r.count}</Table.Td>
                        <Table.Td ta="right">{money(r.total)}</Table.Td>
                        <Table.Td ta="right">{money(r.previous_total)}</Table.Td>
                        <Table.Td ta="right">{change(r.total, r.previous_total)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
