/**
 * Laporan's Opsi Menu tab: the menu options sold in the page's range and outlet (GET /laporan/opsi),
 * per option with its total, then per business day (full width: five columns), each with its Unduh CSV button (TableCard).
 */
import { Center, Loader, Stack } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { REPORT_MSG } from "@waroeng/domain";
import { queryKeys } from "../../api/queryKeys.ts";
import { fetchOptionsSold } from "../../api/reports.ts";
import { optionsByDay, optionsByOption } from "./optionsTables.ts";
import type { ReportQuery } from "./ReportRange.tsx";
import { TableCard } from "./TableCard.tsx";

export function OptionsSoldPanel({ query }: { query: ReportQuery }) {
  const sold = useQuery({
    queryKey: queryKeys.reports.options(query),
    queryFn: () => fetchOptionsSold(query),
    placeholderData: keepPreviousData,
  });
  const data = sold.data;
  if (!data) {
    return sold.isPending ? (
      <Center p="xl">
        <Loader />
      </Center>
    ) : null;
  }
  const name = (what: string) => `laporan-opsi-${what}-${data.dari}-${data.sampai}.csv`;
  return (
    <Stack gap="md">
      <TableCard
        title={REPORT_MSG.TAB_OPTIONS}
        table={optionsByOption(data)}
        fileName={name("per-opsi")}
        testId="report-table-options"
        csvTestId="report-csv-options"
        emptyTestId="report-empty-options"
        emptyText={REPORT_MSG.OPTIONS_EMPTY}
      />
      <TableCard
        title={`${REPORT_MSG.TAB_OPTIONS} · ${REPORT_MSG.TAB_DAY}`}
        table={optionsByDay(data)}
        fileName={name("per-hari")}
        testId="report-table-options-day"
        csvTestId="report-csv-options-day"
        emptyTestId="report-empty-options-day"
        emptyText={REPORT_MSG.OPTIONS_EMPTY}
        minWidth={480}
      />
    </Stack>
  );
}
