import { Group, Modal, Stack, Text, UnstyledButton } from "@mantine/core";
import { MSG_TEMPLATES } from "@waroeng/domain";
import { useEffect } from "react";
import { type AvailableMenu, type Dish, dishId, type PrepType } from "../../api/kitchen.ts";
import classes from "./halTata.module.css";
import { useMenuDishReady } from "./useMenuDishReady.ts";

interface Props {
  type: PrepType;
  /** The open menu's live entry; undefined once it has no pending dish. */
  menu: AvailableMenu | undefined;
  opened: boolean;
  title: string;
  onClose: () => void;
}

/**
 * "Daftar Pesanan : {menu}" (spec 02 §2.1): pending dine-in dishes and take-away/delivery dishes of one
 * menu, each tapped to set it ready; the popup closes itself when its list is empty.
 */
export function PendingMenuModal({ type, menu, opened, title, onClose }: Props) {
  const ready = useMenuDishReady(type);
  const empty = !menu || menu.count === 0;

  useEffect(() => {
    if (opened && empty) {
      onClose();
    }
  }, [opened, empty, onClose]);

  const section = (label: string, dishes: Dish[]) =>
    dishes.length === 0 ? null : (
      <Stack gap={8}>
        <Text fw={800} fz="sm" tt="uppercase" c="dimmed">
          {label} ({dishes.length})
        </Text>
        {dishes.map((dish) => (
          <UnstyledButton key={dishId(dish)} className={classes.pendingDish} onClick={() => ready.mutate(dish)} data-testid="pending-dish">
            <Group justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={800} fz={17}>
                  {dish.m_transaction_table_customer_name ?? "-"}
                </Text>
                <Text fz="sm" c="dimmed" className="tabular">
                  {dish.name ?? ""} · Nota {dish.m_transaction_table_note_number ?? "-"}
                </Text>
                {dish.custom_menu ? (
                  <Text fz="sm" fs="italic">
                    {dish.custom_menu}
                  </Text>
                ) : null}
              </div>
              <Text fw={800} c="teal.8" fz="md" style={{ whiteSpace: "nowrap" }}>
                ✓ Siap
              </Text>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    );

  return (
    <Modal
      opened={opened && !empty}
      onClose={onClose}
      title={MSG_TEMPLATES.pendingDishesOf(title)}
      size="lg"
      data-testid="pending-menu-modal"
    >
      {menu ? (
        <Stack gap="md">
          {section("Dine In", menu.dine_in)}
          {section("Take Away / Ojol", menu.take_away)}
        </Stack>
      ) : null}
    </Modal>
  );
}
