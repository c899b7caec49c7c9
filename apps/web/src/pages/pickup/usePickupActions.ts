/**
 * Pickup actions (spec 02 §2.3, §4): serve / un-serve a dish (optimistic on the current page, rolled
 * back with the server's message on a refusal) and deliver a fully served nota; both reload after.
 */

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Dish, dishId, type NotePage, type PickupNote, type PickupType, setDelivered, setDishServed } from "../../api/kitchen.ts";
import { mutationKeys, queryKeys } from "../../api/queryKeys.ts";
import { notifyTapFailed } from "../../components/device/DeviceStatus.tsx";

export function usePickupActions(type: PickupType, page: number) {
  const queryClient = useQueryClient();
  const pageKey = queryKeys.kitchen.readyByType(type, page);
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.readyOfType(type) });

  const serve = useMutation({
    mutationKey: mutationKeys.dish,
    mutationFn: ({ dish, served }: { dish: Dish; served: boolean }) => setDishServed(dishId(dish), served),
    onMutate: async ({ dish, served }) => {
      await queryClient.cancelQueries({ queryKey: pageKey });
      const prev = queryClient.getQueryData<NotePage>(pageKey);
      if (prev) {
        queryClient.setQueryData<NotePage>(pageKey, {
          ...prev,
          data: prev.data.map((note) => ({
            ...note,
            m_dish_status: note.m_dish_status.map((d) => (dishId(d) === dishId(dish) ? { ...d, is_served: served ? 1 : 0 } : d)),
          })),
        });
      }
      return { prev };
    },
    onError: (error, _vars, context) => {
      if (context?.prev) {
        queryClient.setQueryData(pageKey, context.prev);
      }
      notifyTapFailed(error);
    },
    onSettled: () => reload(),
  });

  const deliver = useMutation({
    mutationKey: mutationKeys.dish,
    mutationFn: (note: PickupNote) => setDelivered(note.m_transaction_table_id, type),
    onError: notifyTapFailed,
    onSettled: () => reload(),
  });

  return { serve, deliver };
}
