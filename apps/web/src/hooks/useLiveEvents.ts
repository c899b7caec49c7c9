import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * Subscribes this device to the server's live events while `enabled` (the server confirmed the
 * user): lib/liveStream.ts `openLiveStream`, loaded then (its own chunk: the sign-in screen and a
 * screen's first render never wait for it); closed when `enabled` turns false or the guard unmounts.
 */
export function useLiveEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") {
      return;
    }
    let close: (() => void) | null = null;
    let stopped = false;
    void import("../lib/liveStream.ts").then(({ openLiveStream }) => {
      if (!stopped) {
        close = openLiveStream(queryClient);
      }
    });
    return () => {
      stopped = true;
      close?.();
    };
  }, [enabled, queryClient]);
}
