import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * Subscribes to the server's live events (GET /api/events, server-sent events, authenticated by the
 * session cookie) while `enabled` (the server confirmed the user), and refetches the screen's active
 * queries when something changed at the outlet (at most every 400 ms). Screens keep their polling
 * intervals as the fallback when the stream is down; EventSource reconnects by itself.
 * The server ends the stream when the session ends (logout elsewhere, expiry); the reconnect is then
 * refused and the user is re-checked, which sends a signed-out device to login.
 */
export function useLiveEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") {
      return;
    }
    const source = new EventSource("/api/events");
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
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) {
        void queryClient.invalidateQueries({ queryKey: ["user"] });
      }
    };
    return () => {
      source.close();
      if (timer) {
        clearTimeout(timer);
      }
    };
  }, [enabled, queryClient]);
}
