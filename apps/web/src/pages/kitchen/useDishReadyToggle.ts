/**
 * Ready / not-ready toggle of one dish on the kitchen prep screen (spec 02 §2.1, §4): optimistic in the
 * popup's dish list and in the badge counts, rolled back with the server's message on a refusal, and
 * reloaded after either way.
 */

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Dish, dishId, type PrepType, type ReadyStatus, setDishReady } from "../../api/kitchen.ts";
import { mutationKeys, queryKeys } from "../../api/queryKeys.ts";
import { notifyTapFailed } from "../../components/device/DeviceStatus.tsx";

interface Vars {
  dish: Dish;
  ready: boolean;
}

function adjustCounts(status: ReadyStatus, transactionId: number, delta: number): ReadyStatus {
  const fix = (list: ReadyStatus["completed"]) =>
    list.map((n) =>
      n.m_transaction_table_id === transactionId ? { ...n, ready_count: Math.min(n.dish_count, Math.max(0, n.ready_count + delta)) } : n,
    );
  return { completed: fix(status.completed), notCompleted: fix(status.notCompleted), additional: fix(status.additional) };
}

export function useDishReadyToggle(type: PrepType, transactionId: number) {
  const queryClient = useQueryClient();
  const dishesKey = queryKeys.kitchen.dishes(transactionId);
  const statusKey = queryKeys.kitchen.readyStatus(type);

  return useMutation({
    mutationKey: mutationKeys.dish,
    mutationFn: ({ dish, ready }: Vars) => setDishReady(dishId(dish), ready),
    onMutate: async ({ dish, ready }: Vars) => {
      await Promise.all([queryClient.cancelQueries({ queryKey: dishesKey }), queryClient.cancelQueries({ queryKey: statusKey })]);
      const prevDishes = queryClient.getQueryData<Dish[]>(dishesKey);
      const prevStatus = queryClient.getQueryData<ReadyStatus>(statusKey);
      queryClient.setQueryData<Dish[]>(dishesKey, (old) =>
        old?.map((d) => (dishId(d) === dishId(dish) ? { ...d, is_ready: ready ? 1 : 0 } : d)),
      );
      if (prevStatus) {
        queryClient.setQueryData<ReadyStatus>(statusKey, adjustCounts(prevStatus, transactionId, ready ? 1 : -1));
      }
      return { prevDishes, prevStatus };
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(dishesKey, context?.prevDishes);
      queryClient.setQueryData(statusKey, context?.prevStatus);
      notifyTapFailed(error);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: dishesKey });
      void queryClient.invalidateQueries({ queryKey: statusKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.available(type) });
    },
  });
}
