/**
 * Hari Ini (head office): one card per outlet of the user — sales so far, bills, average bill, open
 * shifts, cash difference of the shifts closed today, refunds and voids, last contact (red when the
 * outlet stopped pushing). Refreshed every minute.
 */
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { HQ_MSG } from "@waroeng/domain";
import { type HqToday, hqApi } from "../../api/hq.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { hqMoney } from "./hqMoney.ts";

type Outlet = HqToday["outlets"][number];

function Figure({ label, value, color, testId }: { label: string; value: string; color?: string; testId?: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="md" c={color} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

function lastContact(o: Outlet, now: number): string {
  if (!o.last_push_at) {
    return HQ_MSG.NEVER;
  }
  return HQ_MSG.minutesAgo(Math.max(0, Math.round((now - Date.parse(o.last_push_at)) / 60_000)));
}

function OutletCard({ o, now }: { o: Outlet; now: number }) {
  const money = (v: number) => hqMoney(v, o.currency);
  return (
    <Card withBorder radius="lg" padding="md" data-testid={`hq-today-${o.m_w_code}`}>
      <Text fw={800} fz="lg" truncate>
        {o.m_w_nama}
      </Text>
      <Group justify="space-between" mb="sm" gap="xs">
        <Text fz="xs" c="dimmed">
          {o.m_w_code}
        </Text>
        <Badge
          color={o.stale ? "red" : "green"}
          variant={o.stale ? "filled" : "light"}
          tt="none"
          data-testid="hq-today-contact"
          data-stale={o.stale}
        >
          {o.stale ? HQ_MSG.STALE : HQ_MSG.LAST_CONTACT}: {lastContact(o, now)}
        </Badge>
      </Group>
      <Text fz={28} fw={800} data-testid="hq-today-sales">
        {money(o.sales)}
      </Text>
      <Text fz="sm" c="dimmed" mb="sm">
        {HQ_MSG.SALES}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <Figure label={HQ_MSG.BILLS} value={String(o.bills)} testId="hq-today-bills" />
        <Figure label={HQ_MSG.AVERAGE_BILL} value={money(o.average_bill)} />
        <Figure label={HQ_MSG.OPEN_SHIFTS} value={String(o.open_shifts)} />
        <Figure
          label={HQ_MSG.CASH_DIFFERENCE}
          value={money(o.cash_difference)}
          color={o.cash_difference < 0 ? "red.8" : o.cash_difference > 0 ? "orange.8" : undefined}
        />
        <Figure label={HQ_MSG.REFUNDS} value={`${o.refund_count} · ${money(o.refund_total)}`} />
        <Figure label={HQ_MSG.VOIDS} value={`${o.void_count} · ${money(o.void_total)}`} />
      </SimpleGrid>
    </Card>
  );
}

export function HqTodayPage() {
  const today = useQuery({ queryKey: queryKeys.hq.today, queryFn: hqApi.today, refetchInterval: 60_000 });
  const now = Date.now();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={2}>{HQ_MSG.TODAY_TITLE}</Title>
        {today.data && (
          <Text c="dimmed" fz="sm">
            {HQ_MSG.BUSINESS_DATE}: {today.data.business_date}
          </Text>
        )}
      </Group>
      {today.data?.outlets.length === 0 && <Text c="dimmed">{HQ_MSG.NO_OUTLETS}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {today.data?.outlets.map((o) => (
          <OutletCard key={o.m_w_id} o={o} now={now} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
