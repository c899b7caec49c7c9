import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { session } from "../lib/session.ts";

/**
 * Subscribes to the server's live events (GET /api/events, server-sent events) and refetches the
 * screen's active queries when something changed at the outlet (at most every 400 ms). Screens keep
 * their polling intervals as the fallback when the stream is down; EventSource reconnects by itself.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const token = session.token();
    if (!token || typeof EventSource === "undefined") {
      return;
    }
    const source = new EventSource(`/api/events?token=${encodeURIComponent(token)}`);
    let timer: ReturnType<typeof setTimeout> | null = null;
    source.onmessage = (ev) => {
      const { topic } = JSON.parse(ev.data as string) as { topic?: string };
      if (topic === "hello" || timer) {
        return;
      }
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ type: "active" });
      }, 400);
    };
    return () => {
      source.close();
      if (timer) {
        clearTimeout(timer);
      }
    };
  }, [queryClient]);
}
