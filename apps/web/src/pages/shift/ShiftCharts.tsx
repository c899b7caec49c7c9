/** The shift recap's charts: sales by hour and by payment method (@mantine/charts). */
import "@mantine/charts/styles.css";
import { BarChart, DonutChart } from "@mantine/charts";
import { Group, Paper, SimpleGrid, Text } from "@mantine/core";
import { CASH_UI, formatMoney } from "@waroeng/domain";
import type { PaymentRecap, SalesRecap } from "../../api/cashBook.ts";
import { useCurrency } from "../../hooks/useOutlet.ts";

const COLORS = ["teal.6", "blue.6", "orange.6", "grape.6", "cyan.6", "red.6", "lime.6", "indigo.6"];

export function ShiftCharts({ sales, payment }: { sales: SalesRecap; payment: PaymentRecap }) {
  const currency = useCurrency();
  const money = (v: number) => formatMoney(v, currency);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="shift-charts">
      <Paper withBorder radius="lg" p="md">
        <Text fw={700} mb="sm">
          {CASH_UI.BY_HOUR}
        </Text>
        <BarChart
          h={200}
          data={sales.by_hour.map((h) => ({ jam: `${h.jam}:00`, [CASH_UI.TOTAL]: h.nominal }))}
          dataKey="jam"
          series={[{ name: CASH_UI.TOTAL, color: "orange.6" }]}
          valueFormatter={money}
          withYAxis={false}
        />
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Text fw={700} mb="sm">
          {CASH_UI.BY_METHOD}
        </Text>
        <Group wrap="nowrap" align="center">
          <DonutChart
            size={160}
            thickness={26}
            data={payment.paymentDetail.map((p, i) => ({ name: p.vendor, value: p.nominal, color: COLORS[i % COLORS.length] ?? "gray.6" }))}
            valueFormatter={money}
            withTooltip
          />
          <div>
            {payment.paymentDetail.map((p) => (
              <Text key={p.vendor} fz="sm">
                {p.vendor}: <b>{money(p.nominal)}</b> ({p.jml_nota} {CASH_UI.NOTA})
              </Text>
            ))}
          </div>
        </Group>
      </Paper>
    </SimpleGrid>
  );
}
