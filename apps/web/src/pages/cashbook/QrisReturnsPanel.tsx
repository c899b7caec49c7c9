/**
 * QRIS money to return, on Kas Kasir (issue "Pay as Indonesia pays": a gateway charge paid after its
 * bill changed or was paid another way is money to return, never lost): GET /qris/returns listed
 * with the bill's nota, when the money arrived, the amount and the app that paid. Each row offers
 * the refund through the gateway (POST /qris/return/{order_id}); once the gateway refused it (its
 * note shown), the cashier returns it by hand and records that (`manual: true`). Hidden when nothing
 * is to return.
 */
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MSG, QRIS_MSG, qrisIssuerName } from "@waroeng/domain";
import { useState } from "react";
import { fetchQrisReturns, type QrisReturn, returnQris } from "../../api/qris.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { alertDialog, notifySuccess } from "../../components/cashier-nav/dialogs.tsx";
import { Money } from "../../components/Money.tsx";

/** "14:05" in Asia/Jakarta, as the till shows times. */
function jakartaTime(iso: string | null): string {
  return iso ? new Date(iso).toLocaleTimeString("id-ID", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Jakarta" }) : "–";
}

export function QrisReturnsPanel() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: queryKeys.qris.returns, queryFn: fetchQrisReturns, refetchInterval: 30_000 });
  const [busy, setBusy] = useState<string | null>(null);
  const rows = list.data ?? [];
  if (rows.length === 0) {
    return null;
  }
  const act = async (r: QrisReturn, manual: boolean) => {
    setBusy(r.order_id);
    try {
      await returnQris(r.order_id, manual);
      notifySuccess(QRIS_MSG.RETURN_DONE);
    } catch (e) {
      alertDialog({ title: MSG.OOPS_TITLE, message: e instanceof Error ? e.message : MSG.SOME_ERROR });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.qris.returns });
    }
  };
  return (
    <Paper withBorder radius="lg" p="md" mx="md" mt="md" bg="orange.0" data-testid="qris-returns">
      <Title order={4}>{QRIS_MSG.RETURNS_TITLE}</Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {QRIS_MSG.RETURNS_HINT}
      </Text>
      <Stack gap="xs">
        {rows.map((r) => (
          <Paper key={r.order_id} withBorder radius="md" p="sm" data-testid="qris-return-row" data-order-id={r.order_id}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Stack gap={2}>
                <Text fw={700}>
                  {QRIS_MSG.RETURNS_NOTA} {r.nota}
                  <Text span c="dimmed" fw={400} fz="sm">
                    {" · "}
                    {QRIS_MSG.RETURNS_TIME} {jakartaTime(r.settled_at)}
                  </Text>
                </Text>
                <Text fz="sm" data-testid="qris-return-issuer">
                  {QRIS_MSG.RETURNS_ISSUER} {QRIS_MSG.METHOD}
                  {r.issuer ? ` · ${qrisIssuerName(r.issuer)}` : ""}
                </Text>
                <Money value={r.to_return} fw={800} fz="lg" data-testid="qris-return-amount" />
              </Stack>
              <Group gap="xs" wrap="wrap">
                {r.refund_note === null ? (
                  <Button
                    h={44}
                    color="orange.8"
                    loading={busy === r.order_id}
                    onClick={() => void act(r, false)}
                    data-testid="qris-return-refund"
                  >
                    {QRIS_MSG.RETURN_BY_GATEWAY}
                  </Button>
                ) : (
                  <Button h={44} loading={busy === r.order_id} onClick={() => void act(r, true)} data-testid="qris-return-manual">
                    {QRIS_MSG.RETURN_BY_HAND}
                  </Button>
                )}
              </Group>
            </Group>
            {r.refund_note !== null && (
              <Alert color="red" mt="xs" p="xs" data-testid="qris-return-refused">
                {QRIS_MSG.REFUSED_NOTE}
                {r.refund_note ? `: ${r.refund_note}` : ""}
              </Alert>
            )}
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
