/**
 * Keluarkan Menu (payment §2.1, §7): tick the lines (and how many units of each) to move to a new
 * take-away note (the server picks the free bungkus table and the note number), or pick another open
 * note of the outlet under "Nota tujuan".
 */
import { Button, Checkbox, Group, Loader, Modal, NumberInput, Select, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LABELS, MSG, ORDER_MSG } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { ApiError } from "../../api/client.ts";
import { getPullMenu, type PulledNote, pullMenu } from "../../api/orderLevel.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { listOpenOrders } from "../../api/tables.ts";
import { alertDialog } from "../../components/cashier-nav/dialogs.tsx";
import { LineName } from "./LineName.tsx";

interface PullMenuModalProps {
  orderId: number | null;
  onClose: () => void;
  /** `toExisting`: the lines went to an existing note rather than a new one. */
  onPulled: (note: PulledNote, toExisting: boolean) => void;
}

export function PullMenuModal({ orderId, onClose, onPulled }: PullMenuModalProps) {
  const lines = useQuery({
    queryKey: queryKeys.orders.pullMenu(orderId),
    queryFn: () => getPullMenu(orderId ?? 0),
    enabled: orderId !== null,
    staleTime: 0,
  });
  const openNotes = useQuery({ queryKey: queryKeys.orders.open, queryFn: listOpenOrders, enabled: orderId !== null });
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [target, setTarget] = useState("0");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (orderId !== null) {
      setChosen({});
      setTarget("0");
    }
  }, [orderId]);
  const targets = [
    { value: "0", label: ORDER_MSG.PULL_TARGET_NEW },
    ...Object.values(openNotes.data ?? {})
      .filter((o) => o.tmp_transaction_id !== orderId)
      .map((o) => ({
        value: String(o.tmp_transaction_id),
        label: `${o.tmp_transaction_note_number} · ${o.tmp_transaction_table_name_list} · ${o.tmp_transaction_customer_name}`,
      })),
  ];

  const picks = Object.entries(chosen).map(([id, qty]) => ({ lineId: Number(id), qty }));
  const submit = async () => {
    setBusy(true);
    try {
      const note = await pullMenu(picks, Number(target));
      onPulled(note, target !== "0");
    } catch (e) {
      alertDialog({
        title: e instanceof ApiError ? (e.title ?? MSG.ERROR_TITLE) : MSG.ERROR_TITLE,
        message: String((e as Error).message),
        color: "red",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={orderId !== null} onClose={onClose} title={ORDER_MSG.PULL_TITLE} centered size="lg" data-testid="pull-menu-modal">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {ORDER_MSG.PULL_HINT}
        </Text>
        <Select
          label={ORDER_MSG.PULL_TARGET}
          data={targets}
          value={target}
          onChange={(v) => setTarget(v ?? "0")}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="pull-target"
        />
        {lines.isPending ? (
          <Loader mx="auto" />
        ) : (lines.data ?? []).length === 0 ? (
          <Text ta="center" c="dimmed" py="md">
            {MSG.DATA_NOT_FOUND}
          </Text>
        ) : (
          <Table verticalSpacing={6}>
            <Table.Tbody>
              {(lines.data ?? []).map((l) => {
                const on = chosen[l.id] !== undefined;
                return (
                  <Table.Tr key={l.id} data-testid={`pull-line-${l.id}`}>
                    <Table.Td w={36}>
                      <Checkbox
                        checked={on}
                        aria-label={l.m_produk_nama}
                        onChange={(e) => {
                          const checked = e.currentTarget.checked;
                          setChosen((c) => {
                            const next = { ...c };
                            if (checked) {
                              next[l.id] = l.qty;
                            } else {
                              delete next[l.id];
                            }
                            return next;
                          });
                        }}
                        data-testid={`pull-check-${l.id}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <LineName line={l} suffix={l.production_status === 1 ? " (K)" : ""} />
                    </Table.Td>
                    <Table.Td w={120}>
                      <NumberInput
                        size="xs"
                        min={1}
                        max={l.qty}
                        clampBehavior="strict"
                        allowDecimal={false}
                        allowNegative={false}
                        disabled={!on}
                        value={chosen[l.id] ?? l.qty}
                        onChange={(v) => setChosen((c) => ({ ...c, [l.id]: Math.max(1, Math.min(l.qty, Number(v) || 1)) }))}
                        rightSection={<Text fz="xs">/{l.qty}</Text>}
                        data-testid={`pull-qty-${l.id}`}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {LABELS.CANCEL}
          </Button>
          <Button color="orange" onClick={() => void submit()} loading={busy} disabled={picks.length === 0} data-testid="pull-submit">
            {ORDER_MSG.PULL_BUTTON}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
