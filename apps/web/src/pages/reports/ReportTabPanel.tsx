/** One tab of Laporan Penjualan: its chart, and its table with its Unduh CSV button (TableCard). */
import "@mantine/charts/styles.css";
import { BarChart, DonutChart } from "@mantine/charts";
import { Group, Paper, SimpleGrid, Text } from "@mantine/core";
import { formatMoney, intlTag, REPORT_MSG, toWireMoney } from "@waroeng/domain";
import type { SalesReport } from "../../api/reports.ts";
import { useCurrency } from "../../hooks/useOutlet.ts";
import { barLayout, chartData, type ReportTab, reportTable, shortLabel, TAB_LABELS } from "./reportTables.ts";
import { TableCard } from "./TableCard.tsx";

const COLORS = ["teal.6", "blue.6", "orange.6", "grape.6", "cyan.6", "red.6", "lime.6", "indigo.6"];
const DONUT_TABS: ReadonlySet<ReportTab> = new Set(["category", "payment", "tips"]);

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
  const chart = chartData(report, tab);
  const table = (
    <TableCard
      title={TAB_LABELS[tab]}
      table={reportTable(report, tab)}
      fileName={`laporan-${tab}-${report.dari}-${report.sampai}.csv`}
      testId={`report-table-${tab}`}
    />
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
