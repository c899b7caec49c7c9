/** A stock-screen action: a notice with the server's words, the screen's query reloaded after. */

import { notifications } from "@mantine/notifications";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { MSG } from "@waroeng/domain";
import { ApiError } from "../../api/client.ts";

export function useStockAction<V>(fn: (vars: V) => Promise<string>, reload: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (message) => notifications.show({ color: "teal", message }),
    onError: (error) =>
      notifications.show({
        color: "red",
        title: error instanceof ApiError && error.title ? error.title : MSG.OOPS_TITLE,
        message: error.message,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reload }),
  });
}
