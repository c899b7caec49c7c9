/**
 * The Printer Setting dialog's outbox tables (Antrian Cetak, Kotak Keluar WA): the latest jobs of
 * one queue, refreshed every 3 s while shown, as Jam · what · where · Status · Percobaan · the
 * again button, with the last error under the job's title. Each queue says how its rows read.
 */
import { Badge, Button, ScrollArea, Table, Text } from "@mantine/core";
import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { jakartaParts, PRINT_MSG } from "@waroeng/domain";
import type { ReactNode } from "react";
import { scrollRegion } from "../scrollRegion.ts";

/** One job as the table shows it. */
export interface JobView {
  id: number;
  /** ISO time the job was queued (shown as Jakarta HH:MM). */
  createdAt: string;
  title: ReactNode;
  lastError: string | null;
  /** The third column (the printer's location, the WhatsApp number). */
  where: ReactNode;
  status: { label: string; color: string; title?: string };
  attempts: number;
}

export interface JobTableProps<Row> {
  queryKey: QueryKey;
  fetch: () => Promise<Row[]>;
  view: (row: Row) => JobView;
  /** The again button's action (it notifies); the queue is reloaded once it has returned. */
  again: (id: number) => Promise<void>;
  againLabel: string;
  /** Headings of the title and `where` columns. */
  titleHeading: string;
  whereHeading: string;
  /** `testId` is the table's, `<rowTestId>-<id>` a row's; the badge and button carry theirs. */
  testId: string;
  rowTestId: string;
  statusTestId: string;
  againTestId: string;
}

/** A queue's latest jobs as a table (Belum ada antrian when it is empty). */
export function JobTable<Row>(p: JobTableProps<Row>) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: p.queryKey, queryFn: p.fetch, refetchInterval: 3000 });
  const again = async (id: number) => {
    await p.again(id);
    await queryClient.invalidateQueries({ queryKey: p.queryKey });
  };
  const jobs = (query.data ?? []).map(p.view);
  if (!query.isLoading && jobs.length === 0) {
    return <Text c="dimmed">{PRINT_MSG.QUEUE_EMPTY}</Text>;
  }
  return (
    <ScrollArea h={420} viewportProps={scrollRegion(PRINT_MSG.QUEUE_TITLE)}>
      <Table striped data-testid={p.testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{PRINT_MSG.QUEUE_TIME}</Table.Th>
            <Table.Th>{p.titleHeading}</Table.Th>
            <Table.Th>{p.whereHeading}</Table.Th>
            <Table.Th>{PRINT_MSG.QUEUE_STATUS}</Table.Th>
            <Table.Th>{PRINT_MSG.QUEUE_ATTEMPTS}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((j) => (
            <Table.Tr key={j.id} data-testid={`${p.rowTestId}-${j.id}`}>
              <Table.Td>{jakartaParts(new Date(j.createdAt)).time}</Table.Td>
              <Table.Td>
                <Text fz="sm">{j.title}</Text>
                {j.lastError && (
                  <Text fz="xs" c="red" title={j.lastError} lineClamp={1}>
                    {PRINT_MSG.QUEUE_ERROR}: {j.lastError}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{j.where}</Table.Td>
              <Table.Td>
                <Badge
                  color={j.status.color}
                  tt="none"
                  miw={90}
                  title={j.status.title}
                  styles={{ label: { overflow: "visible" } }}
                  data-testid={p.statusTestId}
                >
                  {j.status.label}
                </Badge>
              </Table.Td>
              <Table.Td>{j.attempts}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" onClick={() => void again(j.id)} data-testid={p.againTestId}>
                  {p.againLabel}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
