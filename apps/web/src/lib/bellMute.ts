/**
 * The mute switch of the new-order bell (the bell is
 * hooks/useOnlineBell.ts): kept in this device's localStorage, so a till in a quiet shop stays quiet
 * while the kitchen tablet's own ticket sound (pages/production/screenSettings.ts) is set apart.
 */
import { useSyncExternalStore } from "react";

const KEY = "online-bell-muted";
const listeners = new Set<() => void>();

/** True when this device's bell is muted. */
export function bellMuted(): boolean {
  try {
    return localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

/** Mutes or unmutes this device's bell. */
export function setBellMuted(muted: boolean): void {
  try {
    if (muted) {
      localStorage.setItem(KEY, "1");
    } else {
      localStorage.removeItem(KEY);
    }
  } catch {
    // storage unavailable (private mode): the switch lasts for this page only
  }
  for (const l of listeners) {
    l();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This device's bell mute state (re-renders when it changes). */
export function useBellMuted(): boolean {
  return useSyncExternalStore(subscribe, bellMuted, bellMuted);
}
