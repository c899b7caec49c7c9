/**
 * The printers paired on this device, per printer location: the connection and what the library's
 * `connected` event told (its reconnect info), kept in localStorage under `device_printers` so the
 * device reconnects on load without asking (signing out keeps it: it belongs to the device).
 */
import type { DevicePrinterConnection } from "@waroeng/domain";
import type { PrinterInfo } from "./connections.ts";

export const DEVICE_PRINTERS_KEY = "device_printers";

/** One paired printer. */
export interface Pairing {
  connection: DevicePrinterConnection;
  info: PrinterInfo;
}

const listeners = new Set<() => void>();

function read(): Record<string, Pairing> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DEVICE_PRINTERS_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, Pairing>) : {};
  } catch {
    return {};
  }
}

function write(all: Record<string, Pairing>): void {
  try {
    localStorage.setItem(DEVICE_PRINTERS_KEY, JSON.stringify(all));
  } catch {
    // storage unavailable: the pairing lasts this page only
  }
  for (const l of listeners) {
    l();
  }
}

export const pairings = {
  /** Every pairing of this device, by location. */
  all: read,
  /** Keeps `pairing` for `location` (replacing one there). */
  set(location: string, pairing: Pairing): void {
    write({ ...read(), [location]: pairing });
  },
  /** Forgets the printer of `location`. */
  remove(location: string): void {
    const all = read();
    delete all[location];
    write(all);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** A printer's name for people (the library's `name` or `productName`), or the connection. */
export function printerName(p: Pairing): string {
  const name = p.info.name ?? p.info.productName;
  return typeof name === "string" && name ? name : p.connection;
}
