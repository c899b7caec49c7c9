/**
 * The date range and outlet every report screen asks for (Laporan, Rekonsiliasi QRIS): the state
 * and query (`useReportRange`), the form (`ReportRangeFields`: Dari / Sampai tanggal and Waroeng, the
 * server's field refusals under their fields) and the refusal that is no field's (`ReportRefusal`).
 * Dates are Asia/Jakarta business dates `YYYY-MM-DD`; `m_w_id` 0 = the signed-in user's outlet.
 */
import { Alert, Group, Paper, Select } from "@mantine/core";
import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import { jakartaParts, MSG, REPORT_MSG } from "@waroeng/domain";
import { type ReactNode, useRef, useState } from "react";
import { getWorkableOutlets } from "../../api/cash.ts";
import { ApiError } from "../../api/client.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { DateField } from "../../components/DateField.tsx";

/** What a report is asked for. */
export interface ReportQuery {
  dari: string;
  sampai: string;
  m_w_id: number;
}

/**
 * The range (today by default), the outlet and the report of `fetch` over them, kept on screen
 * while the next one loads.
 * @returns the report query's result, the refusal (`error`, `fieldRefused` when it names a field) and
 *   the outlet to show (the one picked, else the last one reported).
 */
export function useReportRange<T extends { m_w_id: number }>(key: (q: ReportQuery) => QueryKey, fetch: (q: ReportQuery) => Promise<T>) {
  const today = jakartaParts(new Date()).date;
  const [dari, setFrom] = useState(today);
  const [sampai, setTo] = useState(today);
  const [outlet, setOutlet] = useState<string | null>(null);
  const query: ReportQuery = { dari, sampai, m_w_id: outlet ? Number(outlet) : 0 };
  const report = useQuery({ queryKey: key(query), queryFn: () => fetch(query), placeholderData: keepPreviousData });
  const outlets = useQuery({ queryKey: queryKeys.outlet.workable, queryFn: getWorkableOutlets });
  const error = report.error instanceof ApiError ? report.error : null;
  // The outlet shown while a refused range leaves no report: the last one reported.
  const lastOutlet = useRef<number | null>(null);
  if (report.data) {
    lastOutlet.current = report.data.m_w_id;
  }
  return {
    query,
    dari,
    setFrom,
    sampai,
    setTo,
    setOutlet,
    outletShown: outlet ?? (lastOutlet.current ? String(lastOutlet.current) : null),
    outlets: (outlets.data ?? []).map((o) => ({ value: String(o.m_w_id), label: o.m_w_nama })),
    report,
    error,
    fieldRefused: Object.keys(error?.fieldErrors ?? {}).length > 0,
  };
}

export type ReportRange = ReturnType<typeof useReportRange>;

/** Dari / Sampai tanggal and Waroeng of `range`, test ids `<testId>-from|to|outlet`; `children` after them. */
export function ReportRangeFields({ range, testId, children }: { range: ReportRange; testId: string; children?: ReactNode }) {
  const fieldError = (f: string) => range.error?.fieldErrors[f];
  return (
    <Paper withBorder radius="lg" p="md">
      <Group align="flex-start">
        <DateField
          size="md"
          label={REPORT_MSG.FROM}
          value={range.dari}
          onChange={range.setFrom}
          error={fieldError("dari")}
          data-testid={`${testId}-from`}
        />
        <DateField
          size="md"
          label={REPORT_MSG.TO}
          value={range.sampai}
          onChange={range.setTo}
          error={fieldError("sampai")}
          data-testid={`${testId}-to`}
        />
        <Select
          label={REPORT_MSG.OUTLET}
          size="md"
          data={range.outlets}
          value={range.outletShown}
          onChange={range.setOutlet}
          allowDeselect={false}
          data-testid={`${testId}-outlet`}
        />
        {children}
      </Group>
    </Paper>
  );
}

/** The refusal of `range` that names no field (an outlet not allowed, the server down), test id `<testId>-error`. */
export function ReportRefusal({ range, testId }: { range: ReportRange; testId: string }) {
  const { error } = range;
  if (!error || range.fieldRefused) {
    return null;
  }
  return (
    <Alert color="orange" title={error.title ?? MSG.OOPS_TITLE} data-testid={`${testId}-error`}>
      {Object.values(error.fieldErrors)[0] ?? error.message}
    </Alert>
  );
}
