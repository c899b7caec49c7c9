/**
 * The print agent: on every staff screen of a device with a paired printer (cashier, kitchen), it
 * reconnects the printers paired here (pairings.ts; no chooser; again when a USB or serial printer is
 * plugged back in), claims the jobs the server queued for
 * them and prints them (agentRound.ts), never blocking the screen. It looks for jobs when a `print`
 * live event arrives (useLiveEvents), when a retry or lease falls due (the claim's `next_in_ms`), and
 * by polling every POLL_MS as the fallback. Its per-printer state (agentState.ts) feeds the header's
 * badge through `useDevicePrinters`.
 */

import type { DevicePrinterConnection } from "@waroeng/domain";
import { useSyncExternalStore } from "react";
import { claimDeviceJob, reportDeviceJob } from "../../api/printing.ts";
import { deviceId } from "../deviceId.ts";
import { registerAgentPoke } from "./agentPoke.ts";
import { runRound } from "./agentRound.ts";
import { NOT_CONNECTED, nextState, type PrinterEvent, type PrinterState } from "./agentState.ts";
import { type PrinterLink, pair, reconnect } from "./connections.ts";
import { type Pairing, pairings } from "./pairings.ts";

/** The fallback poll (ms): a live event may be missed while the stream reconnects. */
const POLL_MS = 15_000;

/** One paired printer as the badge shows it. */
export interface DevicePrinterView {
  location: string;
  pairing: Pairing;
  state: PrinterState;
}

const links = new Map<string, PrinterLink>();
const states = new Map<string, PrinterState>();
const listeners = new Set<() => void>();
let snapshot: DevicePrinterView[] = [];
let started = false;
let running: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let poller: ReturnType<typeof setInterval> | undefined;

function publish(): void {
  const all = pairings.all();
  snapshot = Object.entries(all).map(([location, pairing]) => ({ location, pairing, state: states.get(location) ?? NOT_CONNECTED }));
  for (const l of listeners) {
    l();
  }
}

function dispatch(location: string, event: PrinterEvent): void {
  states.set(location, nextState(states.get(location) ?? NOT_CONNECTED, event));
  publish();
}

function adopt(location: string, link: PrinterLink): void {
  const old = links.get(location);
  if (old && old !== link) {
    void old.close();
  }
  links.set(location, link);
  link.onDrop(() => {
    if (links.get(location) === link) {
      links.delete(location);
      dispatch(location, { type: "dropped" });
    }
  });
  dispatch(location, { type: "connected" });
  poke();
}

/** Reconnects the printer paired at `location` without a chooser (page load). */
async function reconnectQuietly(location: string, p: Pairing): Promise<void> {
  dispatch(location, { type: "connect" });
  try {
    adopt(location, await reconnect(p.connection, p.info));
  } catch (e) {
    dispatch(location, { type: "connectFailed", error: e instanceof Error ? e.message : String(e) });
  }
}

/** Looks for due jobs now (a live `print` event, a printer connected, a retry due). Never throws. */
export function poke(): void {
  if (!started) {
    return;
  }
  if (running) {
    again = true;
    return;
  }
  clearTimeout(timer);
  const me = deviceId();
  running = runRound({
    claim: () => claimDeviceJob(me),
    report: (id, outcome, attempt, error) => reportDeviceJob(id, outcome, { device_id: me, attempt, ...(error ? { error } : {}) }),
    anyReady: () =>
      [...links.keys()].some((l) => {
        const s = states.get(l);
        return s?.status === "connected" || s?.status === "error";
      }),
    writerFor: (location) => {
      const link = links.get(location);
      return link ? (bytes) => link.write(bytes) : null;
    },
    dispatch,
  })
    .then((wait) => {
      if (wait !== null) {
        timer = setTimeout(poke, Math.max(250, wait + 50));
      }
    })
    .catch(() => {
      // The server or network is away: the poll tries again.
    })
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        poke();
      }
    });
}

/** Starts the agent once per page (every staff screen mounts the badge; the first starts it). */
export function startAgent(): void {
  if (started) {
    return;
  }
  started = true;
  registerAgentPoke(poke);
  for (const [location, p] of Object.entries(pairings.all())) {
    void reconnectQuietly(location, p);
  }
  pairings.subscribe(publish);
  // A USB or serial printer plugged back in: connect it again without asking (Bluetooth has no such event).
  for (const connection of ["usb", "serial"] as const) {
    const api = (navigator as unknown as Record<string, EventTarget | undefined>)[connection];
    api?.addEventListener("connect", () => {
      for (const [location, p] of Object.entries(pairings.all())) {
        if (p.connection === connection && states.get(location)?.status === "disconnected") {
          void reconnectQuietly(location, p);
        }
      }
    });
  }
  poller = setInterval(poke, POLL_MS);
  publish();
}

/** Stops the agent (tests): closes every link. */
export async function stopAgent(): Promise<void> {
  started = false;
  clearTimeout(timer);
  clearInterval(poller);
  await Promise.all([...links.values()].map((l) => l.close()));
  links.clear();
  states.clear();
}

/**
 * Pairs a printer for `location` with the browser's chooser (call in the click of "Sambungkan"),
 * keeps it for this device and starts printing its jobs. Rejects with the reason when none connected.
 */
export async function pairPrinter(location: string, connection: DevicePrinterConnection): Promise<Pairing> {
  dispatch(location, { type: "connect" });
  try {
    const link = await pair(connection);
    const pairing = { connection, info: link.info };
    pairings.set(location, pairing);
    started || startAgent();
    adopt(location, link);
    return pairing;
  } catch (e) {
    dispatch(location, { type: "connectFailed", error: e instanceof Error ? e.message : String(e) });
    throw e;
  }
}

/** "Sambungkan lagi": the printer of `location` again, without a chooser if the browser allows, else with one. */
export async function reconnectPrinter(location: string): Promise<void> {
  const p = pairings.all()[location];
  if (!p) {
    return;
  }
  dispatch(location, { type: "connect" });
  try {
    adopt(location, await reconnect(p.connection, p.info));
  } catch {
    await pairPrinter(location, p.connection).catch(() => undefined);
  }
}

/** Forgets the printer of `location` on this device. */
export function forgetPrinter(location: string): void {
  const link = links.get(location);
  links.delete(location);
  states.delete(location);
  void link?.close();
  pairings.remove(location);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The printers paired on this device and their states; re-renders on every change. */
export function useDevicePrinters(): DevicePrinterView[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
