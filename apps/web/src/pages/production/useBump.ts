/**
 * Tap-to-bump on a production card: its dishes (or one dish) ready — POST /m-dish-status/bump,
 * the same rules as set-ready. Optimistic: the dishes leave the screen at once; a refusal puts them
 * back with the server's message; the screen reloads after either way. `useUndoBump`: Batalkan
 * after Siap semua (POST /m-dish-status/bump/undo), the screen reloads after.
 */

import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MSG } from "@waroeng/domain";
import { bumpDishes, type QueueEntry, type ScreenDetail, undoBump } from "../../api/production.ts";
import { mutationKeys, queryKeys } from "../../api/queryKeys.ts";

const LISTS = ["left_queue", "right_queue", "left_additional", "right_additional"] as const;

/** `detail` without the dishes `ids` (entries left empty are dropped, counts follow). */
function withoutDishes(detail: ScreenDetail, ids: number[]): ScreenDetail {
  const drop = (list: QueueEntry[]) =>
    list
      .map((e) => {
        const left = e.m_dish_status.filter((d) => !ids.includes(d.id));
        return { ...e, m_dish_status: left, count: left.length };
      })
      .filter((e) => e.m_dish_status.length > 0);
  const out = { ...detail };
  for (const key of LISTS) {
    out[key] = drop(detail[key]);
  }
  return out;
}

export function useBump(screenId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.production.detail(screenId);
  return useMutation({
    mutationKey: mutationKeys.dish,
    mutationFn: (ids: number[]) => bumpDishes(ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const prev = queryClient.getQueryData<ScreenDetail>(key);
      if (prev) {
        queryClient.setQueryData<ScreenDetail>(key, withoutDishes(prev, ids));
      }
      return { prev };
    },
    onError: (error, _ids, context) => {
      queryClient.setQueryData(key, context?.prev);
      notifications.show({ color: "red", title: MSG.OOPS_TITLE, message: error.message });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** Takes a bump back: its `bumped` dishes (`ids`) with its `token`; the screen reloads after. */
export function useUndoBump(screenId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.dish,
    mutationFn: ({ ids, token }: { ids: number[]; token: string }) => undoBump(ids, token),
    onError: (error) => {
      notifications.show({ color: "red", title: MSG.OOPS_TITLE, message: error.message });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.production.detail(screenId) });
    },
  });
}
