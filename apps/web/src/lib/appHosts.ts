/**
 * When the app's notifications and dialogs hosts (components/AppHosts.tsx: Mantine's `Notifications`
 * and `ModalsProvider`) load: not before the first screen, which they would only slow down, but at
 * their first use or once the device is idle after start-up (`wantHostsWhenIdle`), whichever comes first.
 *
 * - Notifications need nothing here: `notifications.show` writes to Mantine's store, which holds
 *   them until the host mounts and shows them (components/LazyHosts.tsx mounts it at the first one).
 * - Dialogs are window events (`mantine-modals:openConfirmModal` …) that only a mounted
 *   ModalsProvider hears. `queueModalEvents` (called once at start) keeps the events sent before it
 *   is there, in order, and asks for the hosts; `releaseModalEvents` (called by the host once the
 *   provider listens) sends them again and stops keeping them. So `modals.openConfirmModal(…)` from
 *   `@mantine/modals` works from the first screen on, unchanged.
 */

/** The events of `@mantine/modals` (events.ts), without their `mantine-modals:` prefix. */
const MODAL_EVENTS = [
  "openModal",
  "openConfirmModal",
  "openContextModal",
  "closeModal",
  "closeAllModals",
  "updateModal",
  "updateContextModal",
];
const PREFIX = "mantine-modals:";

let wanted = false;
const listeners = new Set<() => void>();
let queued: CustomEvent[] = [];
let queueing = false;

/** Asks for the hosts now (a first dialog, a first notification). */
export function wantHosts(): void {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) {
      l();
    }
  }
}

/** True once the hosts were asked for. */
export function hostsWanted(): boolean {
  return wanted;
}

/** Calls `listener` when the hosts are asked for; returns the unsubscribe (for useSyncExternalStore). */
export function onHostsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Asks for the hosts once the first screen had time to show (`afterMs`, 3 s by default) and the
 * main thread is idle (requestIdleCallback where the browser has it), so a first dialog opens
 * without waiting for the chunk. Returns the cancel.
 */
export function wantHostsWhenIdle(afterMs = 3000): () => void {
  let idle: number | null = null;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === "function") {
      idle = window.requestIdleCallback(wantHosts, { timeout: 2000 });
    } else {
      wantHosts();
    }
  }, afterMs);
  return () => {
    window.clearTimeout(timer);
    if (idle !== null) {
      window.cancelIdleCallback(idle);
    }
  };
}

function keep(event: Event): void {
  queued.push(event as CustomEvent);
  wantHosts();
}

/** Keeps the dialog events sent while no ModalsProvider listens (idempotent). */
export function queueModalEvents(): void {
  if (queueing) {
    return;
  }
  queueing = true;
  for (const name of MODAL_EVENTS) {
    window.addEventListener(PREFIX + name, keep);
  }
}

/** The ModalsProvider listens now: stops keeping and sends the kept events again, in order. */
export function releaseModalEvents(): void {
  if (!queueing) {
    return;
  }
  queueing = false;
  for (const name of MODAL_EVENTS) {
    window.removeEventListener(PREFIX + name, keep);
  }
  const kept = queued;
  queued = [];
  for (const event of kept) {
    window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  }
}
