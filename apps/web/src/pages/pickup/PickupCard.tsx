import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { allServed, isDineIn, LINE_MSG, REFUND_MSG, SCREEN_MSG, WEB_MSG } from "@waroeng/domain";
import { memo } from "react";
import { type Dish, dishId, groupDishesByMenuType, type PickupNote } from "../../api/kitchen.ts";
import { DishOptions } from "../kitchen/DishOptions.tsx";
import { PickupDish } from "./PickupDish.tsx";
import classes from "./pickup.module.css";
import { clockTime, pickupHeader, waiterName } from "./pickupFormat.ts";

interface Props {
  note: PickupNote;
  onServe: (dish: Dish) => void;
  onUnserve: (dish: Dish) => void;
  onDeliver: (note: PickupNote) => void;
  delivering: boolean;
  /** Read-only (active orders): no actions. */
  readOnly?: boolean;
}

type ActiveState = "waiting" | "ready" | "served";
const dishState = (d: Dish): ActiveState => (d.is_served === 1 ? "served" : d.is_ready === 1 ? "ready" : "waiting");
const STATE_TEXT: Record<ActiveState, string> = {
  get waiting() {
    return WEB_MSG.COOKING;
  },
  get ready() {
    return LINE_MSG.READY;
  },
  get served() {
    return LINE_MSG.SERVED;
  },
};
const STATE_COLOR: Record<ActiveState, string> = { waiting: "orange", ready: "green", served: "gray" };

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="md" fw={700} lineClamp={1} className="tabular">
        {value}
      </Text>
    </div>
  );
}

/**
 * One nota on the pickup screen (spec 02 §2.3): header, fields, dishes by menu type, Selesai when all
 * served. Memoised: a live change of another nota (same `note` object kept) does not render it again.
 */
export const PickupCard = memo(function PickupCard({ note, onServe, onUnserve, onDeliver, delivering, readOnly }: Props) {
  const done = allServed(note.m_dish_status);
  const tables = note.m_transaction_table_table_name_list?.trim();
  const header = pickupHeader(note);
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-done={done ? 1 : 0} data-testid="pickup-card">
      <Stack gap="sm" style={{ flex: 1 }}>
        <div>
          <Title order={3} fz={22} data-testid="pickup-card-header">
            {header}
          </Title>
          {tables && !isDineIn(note.m_t_t_id) ? (
            <Text fz="sm" c="dimmed">
              {tables}
            </Text>
          ) : null}
        </div>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
          <Field label={WEB_MSG.NOTA_NUMBER} value={note.m_transaction_table_note_number} />
          <Field label={WEB_MSG.CUSTOMER_NAME} value={note.m_transaction_table_customer_name} />
          <Field label={WEB_MSG.ORDER_TIME} value={clockTime(note.m_transaction_table_order_time)} />
          <Field label={REFUND_MSG.WAITER_INPUT} value={waiterName(note)} />
        </SimpleGrid>
        {groupDishesByMenuType(note.m_dish_status).map((group) => (
          <Stack key={group.menuType} gap={6}>
            <Text fz="xs" fw={800} tt="uppercase" c="dimmed">
              {group.menuType}
            </Text>
            {group.dishes.map((dish) =>
              readOnly ? (
                <Group
                  key={dishId(dish)}
                  justify="space-between"
                  wrap="nowrap"
                  gap="xs"
                  data-testid="active-dish"
                  data-state={dishState(dish)}
                >
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} fz={22}>
                      {dish.m_menu_nama}
                    </Text>
                    <DishOptions options={dish.options} note={dish.custom_note} size={17} />
                  </div>
                  <Badge size="lg" radius="sm" variant="light" color={STATE_COLOR[dishState(dish)]} style={{ flexShrink: 0 }}>
                    {STATE_TEXT[dishState(dish)]}
                  </Badge>
                </Group>
              ) : (
                <PickupDish key={dishId(dish)} dish={dish} onServe={() => onServe(dish)} onUnserve={() => onUnserve(dish)} />
              ),
            )}
          </Stack>
        ))}
      </Stack>
      {done && !readOnly ? (
        <Group mt="md" grow>
          <Button size="lg" h={56} color="green" loading={delivering} onClick={() => onDeliver(note)} data-testid="pickup-selesai">
            {SCREEN_MSG.DONE}
          </Button>
        </Group>
      ) : null}
    </Card>
  );
});
