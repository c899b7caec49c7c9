import { Badge, Button, Center, Group, Loader, Modal, Stack, Text, Title } from "@mantine/core";
import { MSG, SCREEN_MSG, STOCK_MSG } from "@waroeng/domain";
import { type Dish, dishId, fetchDishesByTransaction, groupDishesByMenuType, type PrepType, type ReadyNote } from "../../api/kitchen.ts";
import { mutationKeys, queryKeys } from "../../api/queryKeys.ts";
import { usePolling } from "../../hooks/usePolling.ts";
import { DishOptions } from "./DishOptions.tsx";
import classes from "./kitchenPrep.module.css";
import { notePlace, readyCount } from "./noteLabel.ts";
import { useDishReadyToggle } from "./useDishReadyToggle.ts";

/** Popup of a nota's dishes grouped by menu type, each with a big ready / not-ready toggle (spec 02 §2.1). */
export function DishesModal({ type, note, onClose }: { type: PrepType; note: ReadyNote | null; onClose: () => void }) {
  const transactionId = note?.m_transaction_table_id ?? 0;
  const dishes = usePolling({
    queryKey: queryKeys.kitchen.dishes(transactionId),
    queryFn: () => fetchDishesByTransaction(transactionId),
    enabled: note !== null,
    pauseWhileMutating: mutationKeys.dish,
  });
  const toggle = useDishReadyToggle(type, transactionId);

  return (
    <Modal
      opened={note !== null}
      onClose={onClose}
      size="lg"
      fullScreen={false}
      title={
        note ? (
          <div>
            <Title order={3} fz={22}>
              {notePlace(note)} · {note.m_transaction_table_customer_name}
            </Title>
            <Text fz="sm" c="dimmed" className="tabular">
              {SCREEN_MSG.notaLabel(note.m_transaction_table_note_number)} · {SCREEN_MSG.readyCount(readyCount(note))}
            </Text>
          </div>
        ) : null
      }
      data-testid="dishes-modal"
    >
      {dishes.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (dishes.data ?? []).length === 0 ? (
        <Text ta="center" c="dimmed" py="xl" fz="lg">
          {MSG.NO_ORDERS}
        </Text>
      ) : (
        <Stack gap="md">
          {groupDishesByMenuType(dishes.data ?? []).map((group) => (
            <Stack key={group.menuType} gap={8}>
              <Text fw={800} fz="sm" tt="uppercase" c="dimmed">
                {group.menuType}
              </Text>
              {group.dishes.map((dish) => (
                <DishRow key={dishId(dish)} dish={dish} onToggle={(ready) => toggle.mutate({ dish, ready })} />
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

function DishRow({ dish, onToggle }: { dish: Dish; onToggle: (ready: boolean) => void }) {
  const ready = dish.is_ready === 1;
  const served = dish.is_served === 1;
  return (
    <Group className={classes.dishRow} data-ready={ready ? 1 : 0} data-testid="dish-row" justify="space-between" wrap="nowrap">
      <div style={{ minWidth: 0 }}>
        <Text fw={800} fz={24} lh={1.2}>
          {dish.m_menu_nama}
        </Text>
        <DishOptions options={dish.options} note={dish.custom_note} size={20} />
        <Group gap={6} mt={4}>
          <Badge color={ready ? "teal" : "orange"} variant={ready ? "filled" : "outline"} data-testid="dish-status">
            {ready ? STOCK_MSG.IS_READY : STOCK_MSG.NOT_READY_STATUS}
          </Badge>
          {dish.is_additional ? (
            <Badge color="indigo" variant="light">
              {SCREEN_MSG.EXTRA}
            </Badge>
          ) : null}
          {served ? (
            <Badge color="green" variant="filled">
              {SCREEN_MSG.SERVED}
            </Badge>
          ) : null}
        </Group>
      </div>
      <Button
        size="lg"
        h={56}
        miw={150}
        px="md"
        radius="md"
        color={ready ? "gray" : "teal"}
        variant={ready ? "outline" : "filled"}
        aria-pressed={ready}
        disabled={served}
        onClick={() => onToggle(!ready)}
        data-testid="dish-ready-toggle"
      >
        {ready ? STOCK_MSG.UNDO_READY : STOCK_MSG.MARK_READY}
      </Button>
    </Group>
  );
}
