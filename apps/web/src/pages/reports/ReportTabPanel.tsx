/** One tab of Laporan Penjualan: its chart, its table and its Unduh CSV button. */
import "@mantine/charts/styles.css";
import { BarChart, DonutChart } from "@mantine/charts";
import { Button, Group, Paper, SimpleGrid, Table, Text } from "@mantine/core";
import { type Currency, formatMoney, intlTag, REPORT_MSG, toWireMoney } from "@waroeng/domain";
import { reportCsv } from "@waroeng/domain/csv";
import type { SalesReport } from "../../api/reports.ts";
import { useCurrency } from "../../hooks/useOutlet.ts";
import { barLayout, type Cell, chartData, type ReportTab, reportTable, shortLabel, TAB_LABELS } from "./reportTables.ts";

const COLORS = ["teal.6", "blue.6", "orange.6", "grape.6", "cyan.6", "red.6", "lime.6", "indigo.6"];
const DONUT_TABS: ReadonlySet<ReportTab> = new Set(["category", "payment", "tips"]);

const shown = (c: Cell, currency: Currency): string =>
  typeof c === "object" ? formatMoney(c.money, currency) : typeof c === "number" ? c.toLocaleString(intlTag()) : c;

/** Saves the tab's table as a CSV file (money in the major unit). */
function download(report: SalesReport, tab: ReportTab, currency: Currency) {
  const { header, rows } = reportTable(report, tab);
  const csv = reportCsv(
    header,
    rows.map((r) => r.map((c) => (typeof c === "object" ? toWireMoney(c.money, currency) : c))),
  );
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = `laporan-${tab}-${report.dari}-${report.sampai}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

function Chart({ report, tab }: { report: SalesReport; tab: ReportTab }) {
  const currency = useCurrency();
  const data = chartData(report, tab);
  if (!data || data.length === 0) {
    return null;
  }
  const money = (v: number) => formatMoney(v, currency);
  if (DONUT_TABS.has(tab)) {
    return (
      <Group wrap="nowrap" align="center" data-testid="report-chart">
        <DonutChart
          size={200}
          thickness={30}
          data={data.map((d, i) => ({ name: d.label, value: d.value, color: COLORS[i % COLORS.length] ?? "gray.6" }))}
          valueFormatter={money}
          withTooltip
        />
        <div>
          {data.map((d) => (
            <Text key={d.label} fz="sm">
              {d.label}: <b>{money(d.value)}</b>
            </Text>
          ))}
        </div>
      </Group>
    );
  }
  // The value axis reads in short numbers of the major unit (1,2 jt); the tooltip in full money.
  const compact = new Intl.NumberFormat(intlTag(), { notation: "compact", maximumFractionDigits: 1 });
  const axisValue = (v: number) => compact.format(toWireMoney(v, currency));
  const layout = barLayout(tab, data.length);
  const rows = data.map((d) => ({ label: d.label, [REPORT_MSG.NOMINAL]: d.value }));
  const series = [{ name: REPORT_MSG.NOMINAL, color: "orange.6" }];
  if (layout.horizontal) {
    return (
      <BarChart
        h={layout.height}
        data={rows}
        dataKey="label"
        orientation="vertical"
        series={series}
        valueFormatter={money}
        gridAxis="x"
        xAxisProps={{ tickFormatter: axisValue }}
        yAxisProps={{ width: 130, interval: 0, tickFormatter: (l: string) => shortLabel(l) }}
        maxBarWidth={22}
        data-testid="report-chart"
        data-orientation="horizontal"
      />
    );
  }
  return (
    <BarChart
      h={layout.height}
      data={rows}
      dataKey="label"
      series={series}
      valueFormatter={money}
      xAxisProps={{ interval: 0 }}
      yAxisProps={{ tickFormatter: axisValue, width: 56 }}
      maxBarWidth={64}
      data-testid="report-chart"
    />
  );
}

export function ReportTabPanel({ report, tab }: { report: SalesReport; tab: ReportTab }) {
  const currency = useCurrency();
  const { header, rows } = reportTable(report, tab);
  const chart = chartData(report, tab);
  const table = (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" mb="sm">
        <Text fw={700}>{TAB_LABELS[tab]}</Text>
        <Button size="xs" variant="light" onClick={() => download(report, tab, currency)} data-testid="report-csv">
          {REPORT_MSG.DOWNLOAD_CSV}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm" data-testid="report-empty">
          {REPORT_MSG.EMPTY}
        </Text>
      ) : (
        <Table striped highlightOnHover data-testid={`report-table-${tab}`}>
          <Table.Thead>
            <Table.Tr>
              {header.map((h, i) => (
                <Table.Th key={h} ta={i === 0 ? "left" : "right"}>
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, ri) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are a read-only snapshot of the report
              <Table.Tr key={ri}>
                {r.map((c, ci) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per tab
                  <Table.Td key={ci} ta={ci === 0 ? "left" : "right"} className="tabular">
                    {shown(c, currency)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
  if (!chart || chart.length === 0) {
    return table;
  }
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <Paper withBorder radius="lg" p="md">
        <Chart report={report} tab={tab} />
      </Paper>
      {table}
    </SimpleGrid>
  );
}
