/**
 * Antrian Cetak: the outlet's latest print jobs (GET /print-queue, refreshed every 3 s
 * while shown) with their state, attempts and last error, and Cetak Lagi (POST /print-queue/{id}/ulang).
 */
import { Badge, Button, ScrollArea, Table, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { jakartaParts, PRINT_MSG } from "@waroeng/domain";
import { getPrintQueue, type PrintJob, printAgain } from "../../api/printing.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { notifySuccess } from "../cashier-nav/dialogs.tsx";

/** Read at render (the labels follow the language). */
const STATUS = (): Record<PrintJob["status"], { label: string; color: string }> => ({
  queued: { label: PRINT_MSG.QUEUE_QUEUED, color: "yellow" },
  printed: { label: PRINT_MSG.QUEUE_PRINTED, color: "green" },
  failed: { label: PRINT_MSG.QUEUE_FAILED, color: "red" },
  waiting: { label: PRINT_MSG.QUEUE_WAITING, color: "blue" },
});

/** The print queue as a table. */
export function PrintQueueTable() {
  const queryClient = useQueryClient();
  const queue = useQuery({ queryKey: queryKeys.printing.queue, queryFn: getPrintQueue, refetchInterval: 3000 });
  const again = async (id: number) => {
    await printAgain(id);
    notifySuccess(PRINT_MSG.QUEUED);
    await queryClient.invalidateQueries({ queryKey: queryKeys.printing.queue });
  };
  const jobs = queue.data ?? [];
  if (!queue.isLoading && jobs.length === 0) {
    return <Text c="dimmed">{PRINT_MSG.QUEUE_EMPTY}</Text>;
  }
  return (
    <ScrollArea h={420}>
      <Table striped data-testid="print-queue">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{PRINT_MSG.QUEUE_TIME}</Table.Th>
            <Table.Th>{PRINT_MSG.QUEUE_DOCUMENT}</Table.Th>
            <Table.Th>{PRINT_MSG.LOCATION}</Table.Th>
            <Table.Th>{PRINT_MSG.QUEUE_STATUS}</Table.Th>
            <Table.Th>{PRINT_MSG.QUEUE_ATTEMPTS}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((j) => (
            <Table.Tr key={j.id} data-testid={`print-job-${j.id}`}>
              <Table.Td>{jakartaParts(new Date(j.created_at)).time}</Table.Td>
              <Table.Td>
                <Text fz="sm">{j.title}</Text>
                {j.last_error && (
                  <Text fz="xs" c="red" title={j.last_error} lineClamp={1}>
                    {PRINT_MSG.QUEUE_ERROR}: {j.last_error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{j.location}</Table.Td>
              <Table.Td>
                <Badge
                  color={STATUS()[j.status].color}
                  tt="none"
                  miw={90}
                  styles={{ label: { overflow: "visible" } }}
                  data-testid="print-job-status"
                >
                  {STATUS()[j.status].label}
                </Badge>
              </Table.Td>
              <Table.Td>{j.attempts}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" onClick={() => void again(j.id)} data-testid="print-job-again">
                  {PRINT_MSG.PRINT_AGAIN}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
