/**
 * The new-order bell (foundations §4 "New-order count"): GET /tmp-online/notif, refetched
 * on the `online` live event and polled (5 s) only while the event stream is down; never for roles
 * that do not see Online Order (wbd). The bell rings when a new `tmpId` arrives or `sound` is under
 * 2, then that id is marked as notified (GET /tmp-online/off-notif/{id}). A device whose bell is muted
 * (lib/bellMute.ts, the switch on Online Order) marks it without a sound; the nav badge still counts.
 */

import { useQuery } from "@tanstack/react-query";
import { can, type Role, TIMING_MS } from "@waroeng/domain";
import { useEffect, useRef } from "react";
import { markOnlineNotified, onlineNotification } from "../api/online.ts";
import { queryKeys } from "../api/queryKeys.ts";
import { bellMuted } from "../lib/bellMute.ts";
import { usePolling } from "./usePolling.ts";

/** The bell's sound file (apps/web/public/sounds). */
const BELL_URL = "/sounds/bell.wav";

/** Rings and marks new QR orders while the cashier area is open; returns the pending count. */
export function useOnlineBell(role: Role | null): number {
  const allowed = can(role, "onlineOrder.view");
  const notif = usePolling({
    queryKey: queryKeys.online.notification,
    queryFn: onlineNotification,
    intervalMs: TIMING_MS.onlineOrderPoll,
    enabled: allowed,
  });
  const lastRung = useRef(0);
  const data = notif.data;
  useEffect(() => {
    if (!data || data.tmpId <= 0) {
      return;
    }
    if (data.tmpId !== lastRung.current || data.sound < 2) {
      lastRung.current = data.tmpId;
      if (!bellMuted()) {
        const bell = new Audio(BELL_URL);
        bell.preload = "auto";
        bell.play().catch(() => undefined);
      }
      markOnlineNotified(data.tmpId).catch(() => undefined);
    }
  }, [data]);
  return allowed ? (data?.count ?? 0) : 0;
}

/** The pending count as the bell last read it (the nav badge), without a request of its own. */
export function useOnlineCount(): number {
  const q = useQuery({ queryKey: queryKeys.online.notification, queryFn: onlineNotification, enabled: false });
  return q.data?.count ?? 0;
}
