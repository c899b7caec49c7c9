/**
 * The cash book screens' frame (Kas Kasir, Uang Tips; payment §2.6, §2.7): the entry form on the
 * left (5 of 12 columns from md up), the day's list on the right as a numbered table with a
 * "belum ada data" row when empty and the total in its foot.
 */
import { Grid, Paper, Table, Text, Title } from "@mantine/core";
import { MSG, SCREEN_MSG } from "@waroeng/domain";
import type { ReactNode } from "react";

/** The form panel and the list panel side by side. */
export function CashBookPanels(p: {
  formTitle: ReactNode;
  formTitleTestId?: string;
  /** The form's fields and buttons; `formTop` sits between the title and them (e.g. an error summary). */
  form: ReactNode;
  formTop?: ReactNode;
  listTitle: ReactNode;
  list: ReactNode;
}) {
  return (
    <Grid p="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="lg" p="md">
          <Title order={4} mb="sm" data-testid={p.formTitleTestId}>
            {p.formTitle}
          </Title>
          {p.formTop}
          {p.form}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="lg" p="md">
          <Title order={4} mb="sm">
            {p.listTitle}
          </Title>
          {p.list}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

/**
 * A day's rows numbered from 1 (No.), then `heads` (right-aligned when `right`), then a last
 * column without heading for the row's buttons; the foot holds `totalLabel` and `total` (its last
 * two columns, right-aligned).
 */
export function LedgerTable<Row>(p: {
  testId: string;
  heads: { label: ReactNode; right?: boolean }[];
  rows: Row[];
  rowKey: (row: Row) => number;
  rowTestId: string;
  /** The row's cells after its number (one per heading, then the buttons' cell). */
  cells: (row: Row) => ReactNode;
  totalLabel: ReactNode;
  total: ReactNode;
}) {
  const columns = p.heads.length + 2;
  return (
    <Table striped data-testid={p.testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{SCREEN_MSG.ROW_NO}</Table.Th>
          {p.heads.map((h, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the headings are fixed per screen
            <Table.Th key={i} ta={h.right ? "right" : undefined}>
              {h.label}
            </Table.Th>
          ))}
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {p.rows.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columns}>
              <Text c="dimmed" ta="center">
                {MSG.NO_DATA_YET}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {p.rows.map((r, i) => (
          <Table.Tr key={p.rowKey(r)} data-testid={p.rowTestId}>
            <Table.Td>{i + 1}</Table.Td>
            {p.cells(r)}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={columns - 2}>{p.totalLabel}</Table.Th>
          <Table.Th colSpan={2} ta="right">
            {p.total}
          </Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
