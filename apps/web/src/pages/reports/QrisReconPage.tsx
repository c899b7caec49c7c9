/**
 * Rekonsiliasi QRIS (`/admin/laporan-qris`): for a date range and an outlet, the QRIS money that
 * arrived per day against the bills paid by QRIS (GET /laporan/qris) — the headline figures, the
 * table per day, and the exceptions with their nota and time: money paid without a bill (to
 * return), bills paid by QRIS without a charge (confirmed by eye), charges left pending. Each table
 * has its Unduh CSV. The server checks the range and the outlet; its refusal shows as it says.
 */
import { Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatMoney, REPORT_MSG } from "@waroeng/domain";
import { Link } from "react-router";
import { queryKeys } from "../../api/queryKeys.ts";
import { fetchQrisRecon } from "../../api/reports.ts";
import { useCurrency } from "../../hooks/useOutlet.ts";
import { QRIS_TABLE_TITLES, QRIS_TABLES, type QrisTable, qrisReconTable } from "./qrisReconTables.ts";
import { ReportRangeFields, ReportRefusal, useReportRange } from "./ReportRange.tsx";
import { TableCard } from "./TableCard.tsx";

const FILE_NAMES: Record<QrisTable, string> = {
  day: "per-hari",
  noBill: "tanpa-nota",
  noCharge: "tanpa-tagihan",
  expired: "menggantung",
};

export function QrisReconPage() {
  const range = useReportRange(queryKeys.reports.qris, fetchQrisRecon);
  const currency = useCurrency();
  const recon = range.report;
  const data = recon.data;
  const s = data?.ringkasan;
  const stats = s
    ? [
        { key: "charged", label: REPORT_MSG.QRIS_CHARGED, value: s.tagihan_nominal, count: s.tagihan_jml },
        { key: "unique", label: REPORT_MSG.QRIS_UNIQUE, value: s.kode_unik },
        { key: "billed", label: REPORT_MSG.QRIS_BILLED, value: s.nota_nominal, count: s.nota_jml },
        { key: "difference", label: REPORT_MSG.QRIS_DIFFERENCE, value: s.selisih },
      ]
    : [];

  return (
    <Stack p="md" gap="md" maw={1280} mx="auto" data-testid="qris-recon-page">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Title order={2}>{REPORT_MSG.QRIS_TITLE}</Title>
          <Text c="dimmed" fz="sm">
            {REPORT_MSG.QRIS_INTRO}
          </Text>
        </div>
        <Button component={Link} to="/" variant="subtle" style={{ flexShrink: 0 }}>
          {REPORT_MSG.BACK}
        </Button>
      </Group>
      <ReportRangeFields range={range} testId="qris-recon" />
      <ReportRefusal range={range} testId="qris-recon" />
      {recon.isPending ? (
        <Center p="xl">
          <Loader />
        </Center>
      ) : data ? (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {stats.map((x) => (
              <Paper key={x.key} withBorder radius="lg" p="md">
                <Text fz="sm" c="dimmed">
                  {x.label}
                  {x.count !== undefined ? ` · ${x.count}` : ""}
                </Text>
                <Text
                  fz="xl"
                  fw={700}
                  className="tabular"
                  c={x.key === "difference" && x.value !== 0 ? "red.7" : undefined}
                  data-testid={`qris-recon-${x.key}`}
                  data-minor={x.value}
                >
                  {formatMoney(x.value, currency)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          {QRIS_TABLES.map((which) => {
            const table = qrisReconTable(data, which);
            const exception = which !== "day";
            return (
              <TableCard
                key={which}
                title={
                  exception ? (
                    <>
                      {QRIS_TABLE_TITLES[which]}{" "}
                      <Badge
                        component="span"
                        color={table.rows.length > 0 ? "red" : "gray"}
                        variant="light"
                        style={{ verticalAlign: "middle" }}
                        data-testid={`qris-recon-count-${which}`}
                      >
                        {table.rows.length}
                      </Badge>
                    </>
                  ) : (
                    QRIS_TABLE_TITLES[which]
                  )
                }
                table={table}
                fileName={`rekonsiliasi-qris-${FILE_NAMES[which]}-${data.dari}-${data.sampai}.csv`}
                testId={`qris-recon-table-${which}`}
                csvTestId={`qris-recon-csv-${which}`}
                emptyTestId={`qris-recon-empty-${which}`}
                emptyText={exception ? REPORT_MSG.QRIS_NONE : REPORT_MSG.QRIS_EMPTY}
                minWidth={exception ? 560 : 760}
              />
            );
          })}
        </>
      ) : null}
    </Stack>
  );
}
