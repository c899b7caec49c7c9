/**
 * Sets one pending dish ready from the "Daftar Pesanan : {menu}" popup (spec 02 §2.1): removed from the
 * menu's list at once, put back with the server's message on a refusal, reloaded after.
 */

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Available, type Dish, dishId, type PrepType, setDishReady } from "../../api/kitchen.ts";
import { mutationKeys, queryKeys } from "../../api/queryKeys.ts";
import { notifyTapFailed } from "../../components/device/DeviceStatus.tsx";

function without(data: Available, dish: Dish): Available {
  const id = dishId(dish);
  const by_menu = data.by_menu
    .map((m) => {
      const dine_in = m.dine_in.filter((d) => dishId(d) !== id);
      const take_away = m.take_away.filter((d) => dishId(d) !== id);
      return { ...m, dine_in, take_away, count: dine_in.length + take_away.length };
    })
    .filter((m) => m.count > 0);
  const by_menu_jenis = data.by_menu_jenis.map((j) =>
    j.m_menu_jenis_id === dish.m_dish_status_menu_jenis_id ? { ...j, count: Math.max(0, j.count - 1) } : j,
  );
  return { ...data, by_menu, by_menu_jenis };
}

export function useMenuDishReady(type: PrepType) {
  const queryClient = useQueryClient();
  const key = queryKeys.kitchen.available(type);
  return useMutation({
    mutationKey: mutationKeys.dish,
    mutationFn: (dish: Dish) => setDishReady(dishId(dish), true),
    onMutate: async (dish: Dish) => {
      await queryClient.cancelQueries({ queryKey: key });
      const prev = queryClient.getQueryData<Available>(key);
      if (prev) {
        queryClient.setQueryData<Available>(key, without(prev, dish));
      }
      return { prev };
    },
    onError: (error, _dish, context) => {
      if (context?.prev) {
        queryClient.setQueryData(key, context.prev);
      }
      notifyTapFailed(error);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.readyStatus(type) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.allDishes });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stock.allTableByMenu });
    },
  });
}
