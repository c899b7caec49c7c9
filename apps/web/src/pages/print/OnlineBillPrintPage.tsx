/**
 * The browser print page of a pending QR order's bill (`/cetak/bill-online/{tmpId}`): the `struct`
 * link of GET /cashier/print-bill-online/{tmpId} when no kasir printer took the bill (foundations
 * §7: a link the client follows). Reads the bill with `?view=1` (nothing queued). Narrow receipt
 * layout; the browser's print prints it.
 */
import { Button, Center, Divider, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CASH_UI, MSG, PRINT_MSG } from "@waroeng/domain";
import { useParams } from "react-router";
import { fetchOnlineBill } from "../../api/online.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { Money } from "../../components/Money.tsx";

export function OnlineBillPrintPage() {
  const { id = "" } = useParams();
  const q = useQuery({ queryKey: queryKeys.online.bill(id), queryFn: () => fetchOnlineBill(id), retry: false });
  const bill = q.data;
  if (!bill) {
    return (
      <Center p="xl">{q.error ? <Text c="red">{q.error instanceof Error ? q.error.message : MSG.SOME_ERROR}</Text> : <Loader />}</Center>
    );
  }
  return (
    <Center p="md" bg="gray.1" mih="100vh" style={{ alignItems: "flex-start" }}>
      <Stack gap="sm" w={340}>
        <Paper p="md" radius="sm" withBorder ff="monospace" data-testid="online-bill">
          <Text fw={800} ta="center">
            {bill.tmp_online_table_name} · {bill.tmp_online_code}
          </Text>
          <Text ta="center" fz="sm" mb="xs">
            {bill.tmp_online_bigboss_name}
          </Text>
          <Divider variant="dashed" my="xs" />
          {bill.lines.map((l, i) => (
            // Lines have no id of their own: the order of the bill is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: a printed list that never reorders
            <Stack key={i} gap={0}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fz="sm">
                  {l.qty} × {l.m_menu_nama}
                </Text>
                <Text fz="sm" ta="right">
                  <Money value={l.nominal} />
                </Text>
              </Group>
              {l.custom_menu && (
                <Text fz="xs" c="dimmed">
                  {l.custom_menu}
                </Text>
              )}
            </Stack>
          ))}
          <Divider variant="dashed" my="xs" />
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fz="sm" fw={700}>
              {PRINT_MSG.SLIP_TOTAL}
            </Text>
            <Text fz="sm" fw={700} ta="right">
              <Money value={bill.total} data-testid="online-bill-total" />
            </Text>
          </Group>
        </Paper>
        <Button className="no-print" onClick={() => window.print()}>
          {CASH_UI.PRINT_SLIP}
        </Button>
      </Stack>
    </Center>
  );
}
