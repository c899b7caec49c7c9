import { Center, Group, Loader, Modal, Stack, Text, UnstyledButton } from "@mantine/core";
import { isDineIn, MSG_TEMPLATES, SCREEN_MSG, STOCK_MSG, WEB_MSG } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { type Dish, dishId, type PrepType } from "../../api/kitchen.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { fetchTableByMenu } from "../../api/stock.ts";
import { usePolling } from "../../hooks/usePolling.ts";
import { DishOptions } from "./DishOptions.tsx";
import classes from "./kitchenPrep.module.css";
import { useMenuDishReady } from "./useMenuDishReady.ts";

interface Props {
  type: PrepType;
  /** The open menu, or null when closed. */
  menu: { id: number; name: string } | null;
  onClose: () => void;
}

/**
 * "Daftar Pesanan : {menu}" (spec 02 §2.1, `GET /m-dish-status/table-by-menu/{menuId}`): the menu's
 * dishes to cook, dine-in apart from take-away/delivery (`name` "Dine In"), each tapped to set it ready
 * (gone at once); the popup closes itself when its list is empty. Live: refetched on dish events.
 */
export function PendingMenuModal({ type, menu, onClose }: Props) {
  const ready = useMenuDishReady(type);
  const list = usePolling({
    queryKey: queryKeys.stock.tableByMenu(menu?.id ?? 0, type),
    queryFn: () => fetchTableByMenu(menu?.id ?? 0, type),
    enabled: menu !== null,
  });
  const [tapped, setTapped] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    if (menu === null) {
      setTapped(new Set());
    }
  }, [menu]);
  const dishes = (list.data ?? []).filter((d) => !tapped.has(dishId(d)));
  const empty = list.isSuccess && !list.isFetching && dishes.length === 0;
  const loaded = list.isSuccess && dishes.length === 0;

  useEffect(() => {
    if (menu !== null && (empty || (loaded && tapped.size > 0))) {
      onClose();
    }
  }, [menu, empty, loaded, tapped, onClose]);

  const tap = (dish: Dish) => {
    setTapped((prev) => new Set(prev).add(dishId(dish)));
    ready.mutate(dish, {
      onError: () =>
        setTapped((prev) => {
          const next = new Set(prev);
          next.delete(dishId(dish));
          return next;
        }),
    });
  };

  const section = (label: string, group: Dish[]) =>
    group.length === 0 ? null : (
      <Stack gap={8} data-testid="pending-section" data-label={label}>
        <Text fw={800} fz="sm" tt="uppercase" c="dimmed">
          {label} ({group.length})
        </Text>
        {group.map((dish) => (
          <UnstyledButton key={dishId(dish)} className={classes.pendingDish} onClick={() => tap(dish)} data-testid="pending-dish">
            <Group justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={800} fz={17}>
                  {dish.m_transaction_table_customer_name || "-"}
                </Text>
                <Text fz="sm" c="dimmed" className="tabular">
                  {dish.name} · {SCREEN_MSG.notaLabel(dish.m_transaction_table_note_number)}
                </Text>
                <DishOptions options={dish.options} note={dish.custom_note} size={19} />
              </div>
              <Text fw={800} c="teal.8" fz="md" style={{ whiteSpace: "nowrap" }}>
                {STOCK_MSG.MARK_READY}
              </Text>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    );

  return (
    <Modal
      opened={menu !== null && !empty}
      onClose={onClose}
      title={MSG_TEMPLATES.pendingDishesOf(menu?.name ?? "")}
      size="lg"
      data-testid="pending-menu-modal"
    >
      {!list.data ? (
        <Center py="lg">
          <Loader />
        </Center>
      ) : (
        <Stack gap="md">
          {section(
            WEB_MSG.DINE_IN,
            dishes.filter((d) => isDineIn(d.m_t_t_id)),
          )}
          {section(
            SCREEN_MSG.TAKE_AWAY_OJOL,
            dishes.filter((d) => !isDineIn(d.m_t_t_id)),
          )}
        </Stack>
      )}
    </Modal>
  );
}
