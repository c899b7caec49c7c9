/** A stock-screen action: a notice with the server's words, the screen's query reloaded after. */

import { notifications } from "@mantine/notifications";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { notifyRefused } from "../../components/device/DeviceStatus.tsx";

export function useStockAction<V>(fn: (vars: V) => Promise<string>, reload: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (message) => notifications.show({ color: "teal", message }),
    onError: notifyRefused,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reload }),
  });
}
