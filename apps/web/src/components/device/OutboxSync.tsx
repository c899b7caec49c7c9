import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { OFFLINE_MSG } from "@waroeng/domain";
import { useEffect } from "react";
import { sendOutboxEntry } from "../../api/client.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { liveStatus } from "../../lib/liveStatus.ts";
import { flushOutbox, loadOutbox, outbox } from "../../lib/outbox.ts";

/** How often a waiting outbox is tried while taps wait (the browser's online event and a reachable server try at once). */
const RETRY_MS = 3000;

/**
 * Sends the offline outbox (lib/outbox.ts) when the connection returns: on the browser's `online`
 * event, when the server answers again (liveStatus), at start (taps left by an earlier page load)
 * and every few seconds while taps wait. After a run that sent or dropped taps, every open screen
 * refetches once; a tap the server refused is reported (it is dropped, never retried forever).
 * Mounted once by the signed-in layouts' guard (RequireAuth).
 */
export function OutboxSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopped = false;
    const run = async () => {
      if (stopped || outbox.size() === 0 || navigator.onLine === false) {
        return;
      }
      const { sent, refused } = await flushOutbox(sendOutboxEntry);
      if (stopped || sent + refused.length === 0) {
        return;
      }
      if (sent > 0) {
        notifications.show({ color: "teal", message: OFFLINE_MSG.sent(sent) });
      }
      for (const message of refused) {
        notifications.show({ color: "red", title: OFFLINE_MSG.refusedTitle, message, autoClose: false });
      }
      void queryClient.invalidateQueries({ type: "active", predicate: (q) => q.queryKey[0] !== queryKeys.session.user[0] });
    };
    void loadOutbox().then(run);
    let wasReachable = liveStatus.get().reachable;
    const unsubscribe = liveStatus.subscribe(() => {
      const reachable = liveStatus.get().reachable;
      if (reachable && !wasReachable) {
        void run();
      }
      wasReachable = reachable;
    });
    const online = () => void run();
    window.addEventListener("online", online);
    const timer = window.setInterval(() => void run(), RETRY_MS);
    return () => {
      stopped = true;
      unsubscribe();
      window.removeEventListener("online", online);
      window.clearInterval(timer);
    };
  }, [queryClient]);
  return null;
}
