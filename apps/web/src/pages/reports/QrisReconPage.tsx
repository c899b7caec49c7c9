/**
 * Rekonsiliasi QRIS (`/admin/laporan-qris`): for a date range and an outlet, the QRIS money that
 * arrived per day against the bills paid by QRIS (GET /laporan/qris) — the headline figures, the
 * table per day, and the exceptions with their nota and time: money paid without a bill (to
 * return), bills paid by QRIS without a charge (confirmed by eye), charges left pending. Each table
 * has its Unduh CSV. The server checks the range and the outlet; its refusal shows as it says.
 */
import { Alert, Badge, Button, Center, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { formatMoney, jakartaParts, MSG, REPORT_MSG } from "@waroeng/domain";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { getWorkableOutlets } from "../../api/cash.ts";
import { ApiError } from "../../api/client.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { fetchQrisRecon } from "../../api/reports.ts";
import { DateField } from "../../components/DateField.tsx";
import { useCurrency } from "../../hooks/useOutlet.ts";
import { QRIS_TABLE_TITLES, QRIS_TABLES, type QrisTable, qrisReconTable } from "./qrisReconTables.ts";
import { TableCard } from "./TableCard.tsx";

const FILE_NAMES: Record<QrisTable, string> = {
  day: "per-hari",
  noBill: "tanpa-nota",
  noCharge: "tanpa-tagihan",
  expired: "menggantung",
};

export function QrisReconPage() {
  const today = jakartaParts(new Date()).date;
  const [dari, setFrom] = useState(today);
  const [sampai, setTo] = useState(today);
  const [outlet, setOutlet] = useState<string | null>(null);
  const currency = useCurrency();
  const query = { dari, sampai, m_w_id: outlet ? Number(outlet) : 0 };
  const recon = useQuery({
    queryKey: queryKeys.reports.qris(query),
    queryFn: () => fetchQrisRecon(query),
    placeholderData: keepPreviousData,
  });
  const outlets = useQuery({ queryKey: queryKeys.outlet.workable, queryFn: getWorkableOutlets });
  const error = recon.error instanceof ApiError ? recon.error : null;
  const fieldError = (f: string) => error?.fieldErrors[f];
  const data = recon.data;
  const lastOutlet = useRef<number | null>(null);
  if (data) {
    lastOutlet.current = data.m_w_id;
  }
  const fieldRefused = Object.keys(error?.fieldErrors ?? {}).length > 0;
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
      <Paper withBorder radius="lg" p="md">
        <Group align="flex-start">
          <DateField
            size="md"
            label={REPORT_MSG.FROM}
            value={dari}
            onChange={setFrom}
            error={fieldError("dari")}
            data-testid="qris-recon-from"
          />
          <DateField
            size="md"
            label={REPORT_MSG.TO}
            value={sampai}
            onChange={setTo}
            error={fieldError("sampai")}
            data-testid="qris-recon-to"
          />
          <Select
            label={REPORT_MSG.OUTLET}
            size="md"
            data={(outlets.data ?? []).map((o) => ({ value: String(o.m_w_id), label: o.m_w_nama }))}
            value={outlet ?? (lastOutlet.current ? String(lastOutlet.current) : null)}
            onChange={setOutlet}
            allowDeselect={false}
            data-testid="qris-recon-outlet"
          />
        </Group>
      </Paper>
      {error && !fieldRefused ? (
        <Alert color="orange" title={error.title ?? MSG.OOPS_TITLE} data-testid="qris-recon-error">
          {Object.values(error.fieldErrors)[0] ?? error.message}
        </Alert>
      ) : null}
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
