/**
 * A report table in its card: the title, an Unduh CSV button (`@waroeng/domain/csv`, formula-escaped,
 * money in the major unit) and the table (money formatted in the outlet's currency), or a dimmed
 * line when it has no rows. Shared by Laporan Penjualan's tabs and Rekonsiliasi QRIS.
 */
import { Button, Group, Paper, Table, Text } from "@mantine/core";
import { type Currency, formatMoney, intlTag, REPORT_MSG, toWireMoney } from "@waroeng/domain";
import { reportCsv } from "@waroeng/domain/csv";
import type { ReactNode } from "react";
import { useCurrency } from "../../hooks/useOutlet.ts";
import type { Cell, ReportTable } from "./reportTables.ts";

const shown = (c: Cell, currency: Currency): string =>
  typeof c === "object" ? formatMoney(c.money, currency) : typeof c === "number" ? c.toLocaleString(intlTag()) : c;

/** Saves a table as a CSV file named `fileName` (money in the major unit, a BOM for spreadsheet apps). */
export function downloadCsv(table: ReportTable, fileName: string, currency: Currency): void {
  const csv = reportCsv(
    table.header,
    table.rows.map((r) => r.map((c) => (typeof c === "object" ? toWireMoney(c.money, currency) : c))),
  );
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export interface TableCardProps {
  title: ReactNode;
  table: ReportTable;
  /** The CSV file's name (".csv" included). */
  fileName: string;
  /** data-testid of the table; the CSV button is `${csvTestId}`, the empty line `${emptyTestId}`. */
  testId: string;
  csvTestId?: string;
  emptyTestId?: string;
  /** The line shown when the table has no rows. */
  emptyText?: string;
  /** The smallest width of the table before it scrolls sideways (px; phones). */
  minWidth?: number;
}

export function TableCard({
  title,
  table,
  fileName,
  testId,
  csvTestId = "report-csv",
  emptyTestId = "report-empty",
  emptyText = REPORT_MSG.EMPTY,
  minWidth,
}: TableCardProps) {
  const currency = useCurrency();
  const { header, rows } = table;
  const body = (
    <Table striped highlightOnHover data-testid={testId}>
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
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table
              <Table.Td key={ci} ta={ci === 0 ? "left" : "right"} className="tabular">
                {shown(c, currency)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
        <Text fw={700} style={{ flex: 1, minWidth: 0 }}>
          {title}
        </Text>
        <Button
          size="xs"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => downloadCsv(table, fileName, currency)}
          data-testid={csvTestId}
        >
          {REPORT_MSG.DOWNLOAD_CSV}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm" data-testid={emptyTestId}>
          {emptyText}
        </Text>
      ) : minWidth ? (
        <Table.ScrollContainer minWidth={minWidth}>{body}</Table.ScrollContainer>
      ) : (
        body
      )}
    </Paper>
  );
}
