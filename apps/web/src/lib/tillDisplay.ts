/**
 * This till's customer display: the pairing id the till keeps (localStorage `customer_display_id`,
 * which signing out keeps, like the device name: it belongs to the device) and the bill it publishes
 * to it (`usePublishToDisplay`). Nothing is published by a till without a display.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";
import { ApiError } from "../api/client.ts";
import { type DisplayPhase, publishCurrent } from "../api/customerDisplay.ts";

export const DISPLAY_ID_KEY = "customer_display_id";

const listeners = new Set<() => void>();

function read(): number | null {
  try {
    const v = Number(localStorage.getItem(DISPLAY_ID_KEY));
    return Number.isSafeInteger(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

export const tillDisplay = {
  get: read,
  /** Keeps (or, with null, forgets) this till's display pairing id. */
  set(id: number | null): void {
    try {
      if (id === null) {
        localStorage.removeItem(DISPLAY_ID_KEY);
      } else {
        localStorage.setItem(DISPLAY_ID_KEY, String(id));
      }
    } catch {
      // storage unavailable: the pairing lasts this page only
    }
    for (const l of listeners) {
      l();
    }
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** This till's display pairing id, or null; re-renders when it changes. */
export function useTillDisplay(): number | null {
  return useSyncExternalStore(tillDisplay.subscribe, read, read);
}

/** Publishes to this till's display, if it has one; a pairing gone (404, Putuskan elsewhere) is forgotten. */
export async function publishToDisplay(orderId: number | null, phase: DisplayPhase): Promise<void> {
  const id = read();
  if (id === null) {
    return;
  }
  try {
    await publishCurrent(id, orderId, phase);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404 && orderId === null) {
      tillDisplay.set(null);
    }
    // Otherwise the display keeps what it showed: never a reason to stop the cashier.
  }
}

/**
 * While the order screen shows bill `orderId` in `phase` (order, payment, paid), its display shows
 * it too; leaving the bill unpaid turns the display back to idle (a paid one stays on "Terima kasih",
 * which the display ends by itself).
 */
export function usePublishToDisplay(orderId: number, phase: DisplayPhase): void {
  const displayId = useTillDisplay();
  const last = useRef<DisplayPhase>(phase);
  last.current = phase;
  useEffect(() => {
    if (displayId !== null && orderId > 0) {
      void publishToDisplay(orderId, phase);
    }
  }, [displayId, orderId, phase]);
  useEffect(
    () => () => {
      if (displayId !== null && last.current !== "paid") {
        void publishToDisplay(null, "idle");
      }
    },
    [displayId],
  );
}
