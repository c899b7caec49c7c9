/**
 * Laporan Penjualan (`/admin/laporan`): the sales report of a date range and an outlet —
 * tabs for the summary, per day, per hour, per menu item, per category, per payment method, per
 * transaction type, cancellations and warranty, discounts and vouchers, tips — each with a chart
 * (@mantine/charts), a table and an Unduh CSV button (`@waroeng/domain/csv`, formula-escaped).
 * The server checks the range and the outlet (GET /laporan); its refusal shows as it says.
 */
import { Alert, Button, Center, Group, Loader, Paper, Select, Stack, Tabs, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { formatMoney, jakartaParts, MSG, REPORT_MSG } from "@waroeng/domain";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { getWorkableOutlets } from "../../api/cash.ts";
import { ApiError } from "../../api/client.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { fetchReport } from "../../api/reports.ts";
import { DateField } from "../../components/DateField.tsx";
import { useCurrency } from "../../hooks/useOutlet.ts";
import { ReportTabPanel } from "./ReportTabPanel.tsx";
import { REPORT_TABS, type ReportTab, TAB_LABELS } from "./reportTables.ts";

export function ReportsPage() {
  const today = jakartaParts(new Date()).date;
  const [dari, setFrom] = useState(today);
  const [sampai, setTo] = useState(today);
  const [outlet, setOutlet] = useState<string | null>(null);
  const [tab, setTab] = useState<ReportTab>("summary");
  const currency = useCurrency();
  const query = { dari, sampai, m_w_id: outlet ? Number(outlet) : 0 };
  const report = useQuery({
    queryKey: queryKeys.reports.sales(query),
    queryFn: () => fetchReport(query),
    placeholderData: keepPreviousData,
  });
  const outlets = useQuery({ queryKey: queryKeys.outlet.workable, queryFn: getWorkableOutlets });
  const error = report.error instanceof ApiError ? report.error : null;
  const fieldError = (f: string) => error?.fieldErrors[f];
  const data = report.data;
  // The outlet shown while a refused range leaves no report: the last one reported.
  const lastOutlet = useRef<number | null>(null);
  if (data) {
    lastOutlet.current = data.m_w_id;
  }
  const fieldRefused = Object.keys(error?.fieldErrors ?? {}).length > 0;

  return (
    <Stack p="md" gap="md" maw={1280} mx="auto" data-testid="report-page">
      <Group justify="space-between">
        <Title order={2}>{REPORT_MSG.TITLE}</Title>
        <Button component={Link} to="/" variant="subtle">
          {REPORT_MSG.BACK}
        </Button>
      </Group>
      <Paper withBorder radius="lg" p="md">
        <Group align="flex-start">
          <DateField
            size="md"
            label={REPORT_MSG.FROM}
            value={dari}
            onChange={setFrom}
            error={fieldError("dari")}
            data-testid="report-from"
          />
          <DateField size="md" label={REPORT_MSG.TO} value={sampai} onChange={setTo} error={fieldError("sampai")} data-testid="report-to" />
          <Select
            label={REPORT_MSG.OUTLET}
            size="md"
            data={(outlets.data ?? []).map((o) => ({ value: String(o.m_w_id), label: o.m_w_nama }))}
            value={outlet ?? (lastOutlet.current ? String(lastOutlet.current) : null)}
            onChange={setOutlet}
            allowDeselect={false}
            data-testid="report-outlet"
          />
          {data ? (
            <Text fz="sm" c="dimmed" ml="auto" mt={34}>
              {data.waroeng_nama} · {REPORT_MSG.SALES_TOTAL}:{" "}
              <b data-testid="report-sales-total" data-minor={data.ringkasan.sales_total}>
                {formatMoney(data.ringkasan.sales_total, currency)}
              </b>
            </Text>
          ) : null}
        </Group>
      </Paper>
      {error && !fieldRefused ? (
        <Alert color="orange" title={error.title ?? MSG.OOPS_TITLE} data-testid="report-error">
          {Object.values(error.fieldErrors)[0] ?? error.message}
        </Alert>
      ) : null}
      {report.isPending ? (
        <Center p="xl">
          <Loader />
        </Center>
      ) : data ? (
        <Tabs value={tab} onChange={(v) => setTab((v as ReportTab | null) ?? "summary")} keepMounted={false}>
          <Tabs.List>
            {REPORT_TABS.map((t) => (
              <Tabs.Tab key={t} value={t} data-testid={`report-tab-${t}`}>
                {TAB_LABELS[t]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {REPORT_TABS.map((t) => (
            <Tabs.Panel key={t} value={t} pt="md">
              <ReportTabPanel report={data} tab={t} />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : null}
    </Stack>
  );
}
