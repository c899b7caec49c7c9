/**
 * Kotak Keluar WA (not in the spec): the outlet's latest WhatsApp sends (GET /wa-outbox,
 * refreshed every 3 s while shown) with their state — in antrean, terkirim, gagal, gateway belum
 * dikonfigurasi — attempts and last error, and Kirim Ulang (POST /wa-outbox/{id}/ulang). Beside the
 * print queue in the Printer Setting dialog, for the same roles.
 */
import { Badge, Button, ScrollArea, Table, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { jakartaParts, MSG, PRINT_MSG } from "@waroeng/domain";
import { ApiError } from "../../api/client.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { getWaOutbox, resendWa, type WaOutboxRow } from "../../api/receipts.ts";
import { alertDialog, notifySuccess } from "../cashier-nav/dialogs.tsx";

/** Read at render (the labels follow the language). */
const STATE = (): Record<WaOutboxRow["state"], { label: string; color: string }> => ({
  queued: { label: PRINT_MSG.WA_STATE_QUEUED, color: "yellow" },
  sent: { label: PRINT_MSG.WA_STATE_SENT, color: "green" },
  failed: { label: PRINT_MSG.WA_STATE_FAILED, color: "red" },
  not_configured: { label: PRINT_MSG.WA_STATE_NOT_CONFIGURED, color: "gray" },
});

/** The WhatsApp outbox as a table. */
export function WaOutboxTable() {
  const queryClient = useQueryClient();
  const outbox = useQuery({ queryKey: queryKeys.printing.waOutbox, queryFn: getWaOutbox, refetchInterval: 3000 });
  const again = async (id: number) => {
    try {
      await resendWa(id);
      notifySuccess(PRINT_MSG.WA_RETRIED);
    } catch (e) {
      alertDialog({ title: MSG.SOME_ERROR, message: e instanceof ApiError ? e.message : MSG.SOME_ERROR, color: "red" });
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.printing.waOutbox });
  };
  const rows = outbox.data ?? [];
  if (!outbox.isLoading && rows.length === 0) {
    return <Text c="dimmed">{PRINT_MSG.QUEUE_EMPTY}</Text>;
  }
  return (
    <ScrollArea h={420}>
      <Table striped data-testid="wa-outbox">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{PRINT_MSG.QUEUE_TIME}</Table.Th>
            <Table.Th>{PRINT_MSG.WA_KIND}</Table.Th>
            <Table.Th>{PRINT_MSG.WA_NUMBER}</Table.Th>
            <Table.Th>{PRINT_MSG.QUEUE_STATUS}</Table.Th>
            <Table.Th>{PRINT_MSG.QUEUE_ATTEMPTS}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.wa_outbox_id} data-testid={`wa-row-${r.wa_outbox_id}`}>
              <Table.Td>{jakartaParts(new Date(r.created_at)).time}</Table.Td>
              <Table.Td>
                <Text fz="sm">{r.kind === "test" ? PRINT_MSG.WA_KIND_TEST : `${PRINT_MSG.WA_KIND_RECEIPT} ${r.nota}`}</Text>
                {r.last_error && (
                  <Text fz="xs" c="red" title={r.last_error} lineClamp={1}>
                    {PRINT_MSG.QUEUE_ERROR}: {r.last_error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{r.nomor_wa}</Table.Td>
              <Table.Td>
                <Badge
                  color={STATE()[r.state].color}
                  tt="none"
                  miw={90}
                  title={r.state_text}
                  styles={{ label: { overflow: "visible" } }}
                  data-testid="wa-row-state"
                >
                  {STATE()[r.state].label}
                </Badge>
              </Table.Td>
              <Table.Td>{r.attempts}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" onClick={() => void again(r.wa_outbox_id)} data-testid="wa-row-again">
                  {PRINT_MSG.WA_RETRY}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
