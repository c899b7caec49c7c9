/**
 * Cancel dish (orders §2.5: checkbox list, button Hapus): the line's dishes in the kitchen with their
 * state; the chosen ones are cancelled (they leave the kitchen queues, show in the cancelled panel,
 * and their units leave the bill).
 */
import { Badge, Button, Checkbox, Group, Loader, Modal, Radio, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LABELS, LINE_MSG, REDUCE_REASONS } from "@waroeng/domain";
import { useState } from "react";
import { cancelDishes, listLineDishes } from "../../../api/lineActions.ts";
import { queryKeys } from "../../../api/queryKeys.ts";
import { runAction } from "./lineAction.ts";
import type { LineModalProps } from "./NoteModal.tsx";

export function CancelDishesModal({ line, onClose, onDone }: LineModalProps) {
  const dishes = useQuery({ queryKey: queryKeys.orders.lineDishes(line.id), queryFn: () => listLineDishes(line), staleTime: 0 });
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState<string>(REDUCE_REASONS[1]);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const ok = await runAction(() => cancelDishes(chosen.map(Number), reason), LINE_MSG.DISHES_CANCELLED);
    setBusy(false);
    if (ok) {
      onDone();
    }
  };
  const list = dishes.data ?? [];
  return (
    <Modal
      opened
      onClose={onClose}
      title={`${LINE_MSG.CANCEL_DISHES_TITLE}: ${line.m_produk_nama}`}
      centered
      data-testid="cancel-dishes-modal"
    >
      <Stack gap="sm">
        {dishes.isPending ? (
          <Loader size="sm" />
        ) : list.length === 0 ? (
          <Text c="dimmed">{LINE_MSG.NO_DISHES}</Text>
        ) : (
          <Checkbox.Group value={chosen} onChange={setChosen}>
            <Stack gap={6}>
              {list.map((d, i) => (
                <Group key={d.m_dish_status_id} justify="space-between" wrap="nowrap">
                  <Checkbox
                    value={String(d.m_dish_status_id)}
                    label={`${i + 1}. ${d.m_menu_nama}${d.custom_menu ? ` (${d.custom_menu})` : ""}`}
                    data-testid="dish-check"
                  />
                  <Group gap={4}>
                    {d.is_ready === 1 && <Badge color="teal">{LINE_MSG.READY}</Badge>}
                    {d.is_served === 1 && <Badge color="blue">{LINE_MSG.SERVED}</Badge>}
                  </Group>
                </Group>
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Radio.Group label={LINE_MSG.REASON} value={reason} onChange={setReason}>
          <Group gap="md" mt={4}>
            {REDUCE_REASONS.map((r) => (
              <Radio key={r} value={r} label={LINE_MSG.REDUCE_REASON_LABELS[r]} />
            ))}
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {LABELS.CANCEL}
          </Button>
          <Button color="red" onClick={() => void submit()} loading={busy} disabled={chosen.length === 0} data-testid="dishes-delete">
            {LABELS.DELETE}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
