import { Badge, Card, Group, SimpleGrid, Text } from "@mantine/core";
import { SCREEN_MSG, WEB_MSG } from "@waroeng/domain";
import type { ReactNode } from "react";
import { TableCard } from "./TableCard.tsx";
import type { TableWithOrder } from "./useTables.ts";

interface TableSectionProps {
  title: string;
  rows: TableWithOrder[];
  now: number;
  onOpen: (row: TableWithOrder) => void;
  testId: string;
  cols: { base: number; xs?: number; sm?: number; md?: number; lg?: number };
  extra?: ReactNode;
  /** Show on each occupied card who took the order (Hal Order). */
  showBy?: boolean;
}

/** A titled card (MEJA, BUNGKUS, SS Express) with its tables as a touch grid. */
export function TableSection({ title, rows, now, onOpen, testId, cols, extra, showBy }: TableSectionProps) {
  const busy = rows.filter((r) => r.order !== undefined).length;
  return (
    <Card withBorder radius="lg" padding="sm" data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Text fw={800} fz="sm" c="orange.9" style={{ letterSpacing: 1 }}>
          {title}
        </Text>
        <Group gap={6}>
          {extra}
          <Badge variant="light" color={busy > 0 ? "orange" : "gray"} className="tabular">
            {WEB_MSG.occupied(busy, rows.length)}
          </Badge>
        </Group>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="md">
          {SCREEN_MSG.NO_DATA}
        </Text>
      ) : (
        <SimpleGrid cols={cols} spacing={8} verticalSpacing={8}>
          {rows.map((row) => (
            <TableCard key={row.table.m_meja_id} row={row} now={now} onClick={() => onOpen(row)} showBy={showBy} />
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}

/**
 * The floor's MEJA (when `dineIn` is given: the role may take dine-in orders) and BUNGKUS sections,
 * as the dashboard and Hal Order show them.
 */
export function FloorSections(p: {
  dineIn: TableWithOrder[] | null;
  takeAway: TableWithOrder[];
  now: number;
  onOpen: (row: TableWithOrder) => void;
  showBy?: boolean;
}) {
  const cols = { base: 3, sm: 4, lg: 6 };
  return (
    <>
      {p.dineIn && (
        <TableSection
          title={WEB_MSG.TABLES}
          testId="section-meja"
          rows={p.dineIn}
          now={p.now}
          onOpen={p.onOpen}
          showBy={p.showBy}
          cols={cols}
        />
      )}
      <TableSection
        title={WEB_MSG.TAKEAWAYS}
        testId="section-bungkus"
        rows={p.takeAway}
        now={p.now}
        onOpen={p.onOpen}
        showBy={p.showBy}
        cols={cols}
      />
    </>
  );
}
