/**
 * The back office's list table: a Mantine table, striped and bordered by default, with
 * one header cell per `columns` entry (a text, or `{ label, ...Table.Th props }` for alignment or
 * width; `""` for the actions column) and the page's own rows as `children`. Wider than the
 * screen (a phone), it scrolls sideways inside its own box; the page itself never does.
 */
import { Table, type TableProps, type TableThProps } from "@mantine/core";
import type { ReactNode } from "react";

/** A header cell: its text, or its text (`label`) with Table.Th props. */
export type ListColumn = string | (TableThProps & { label?: ReactNode });

/** The table; `testId` is its data-testid, other props go to Mantine's Table. */
export function ListTable({
  columns,
  testId,
  children,
  ...props
}: TableProps & { columns: ListColumn[]; testId: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={800} type="native">
      <Table striped withTableBorder verticalSpacing="xs" data-testid={testId} {...props}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c, i) => {
              const { label, ...th } = typeof c === "string" ? { label: c } : c;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a page's columns are fixed, never reordered.
                <Table.Th key={i} {...th}>
                  {label}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
