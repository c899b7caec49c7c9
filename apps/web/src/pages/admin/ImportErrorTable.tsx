/**
 * The CSV imports' refusal list (Meja and Menu · Impor CSV): one row per error, by the file's
 * line, its column (— when the error is the whole row's) and the server's message.
 */
import { Table, type TableProps } from "@mantine/core";
import type { ReactNode } from "react";

/** One refused cell or row of an import preview. */
export interface ImportError {
  line: number;
  column?: string | null;
  message: string;
}

/** `heads`: the line, column and message headings; `columnWidth` px; `rowTestId` on each row. */
export function ImportErrorTable({
  errors,
  heads,
  columnWidth,
  rowTestId,
  ...table
}: TableProps & { errors: ImportError[]; heads: [ReactNode, ReactNode, ReactNode]; columnWidth: number; rowTestId: string }) {
  return (
    <Table {...table}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={70}>{heads[0]}</Table.Th>
          <Table.Th w={columnWidth}>{heads[1]}</Table.Th>
          <Table.Th>{heads[2]}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {errors.map((e) => (
          <Table.Tr key={`${e.line}-${e.column}-${e.message}`} data-testid={rowTestId}>
            <Table.Td>{e.line}</Table.Td>
            <Table.Td>{e.column ?? "—"}</Table.Td>
            <Table.Td>{e.message}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
