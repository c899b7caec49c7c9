/**
 * One bill of the split screen (payment §2.2): its lines (name, quantity, price, total) with a
 * button moving ONE unit to the other bill (a 44 × 44 px tap target); lines with a nonzero status
 * show their reason in red and do not count (payment §4 "Split bill").
 */
import { Button, Paper, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { type Currency, formatMoney, LINE_STATUS, lineNominal, SCREEN_MSG, SPLIT_MSG } from "@waroeng/domain";
import type { ReactNode } from "react";
import type { ShownLine } from "./useSplit.ts";

interface SplitPaneProps {
  side: "left" | "right";
  title: ReactNode;
  lines: ShownLine[];
  currency: Currency;
  empty: string;
  busy: boolean;
  onMove: (id: number) => void;
  children: ReactNode;
}

export function SplitPane({ side, title, lines, currency, empty, busy, onMove, children }: SplitPaneProps) {
  const fmt = (n: number) => formatMoney(n, currency);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={{ flex: 1, minWidth: 0, minHeight: 0, display: "flex", flexDirection: "column" }}
      data-testid={`split-${side}`}
    >
      {title}
      <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars mt="xs">
        {lines.length === 0 ? (
          empty && (
            <Text c="dimmed" ta="center" py="xl" data-testid={`split-${side}-empty`}>
              {empty}
            </Text>
          )
        ) : (
          <Table verticalSpacing={6} horizontalSpacing="xs" striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{SCREEN_MSG.MENU}</Table.Th>
                <Table.Th ta="center">{SCREEN_MSG.QTY}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {SCREEN_MSG.PRICE}
                </Table.Th>
                <Table.Th ta="right">{SCREEN_MSG.TOTAL}</Table.Th>
                <Table.Th w={56} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l) => {
                const counted = l.status === LINE_STATUS.NORMAL;
                return (
                  <Table.Tr key={l.id} data-testid={`split-${side}-row-${l.id}`}>
                    <Table.Td>
                      <Stack gap={0}>
                        <Text fz="sm" fw={600} td={counted ? undefined : "line-through"}>
                          {l.name}
                        </Text>
                        {!counted && (
                          <Text fz="xs" c="red" fw={600}>
                            {l.reason}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td ta="center" className="tabular" data-testid={`split-${side}-qty-${l.id}`}>
                      {l.qty}
                    </Table.Td>
                    <Table.Td ta="right" className="tabular" fz="sm" visibleFrom="sm">
                      {fmt(l.price)}
                    </Table.Td>
                    <Table.Td ta="right" className="tabular" fz="sm" fw={600}>
                      {counted ? fmt(lineNominal(l)) : fmt(0)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {counted && (
                        <Button
                          h={44}
                          w={44}
                          p={0}
                          fz="xl"
                          variant="light"
                          color={side === "left" ? "blue" : "gray"}
                          disabled={busy}
                          onClick={() => onMove(l.id)}
                          aria-label={side === "left" ? SPLIT_MSG.MOVE_RIGHT(l.name) : SPLIT_MSG.MOVE_LEFT(l.name)}
                          data-testid={`split-move-${side === "left" ? "right" : "left"}-${l.id}`}
                        >
                          {side === "left" ? "»" : "«"}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </ScrollArea>
      {children}
    </Paper>
  );
}
