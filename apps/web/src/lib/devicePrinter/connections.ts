/**
 * A device printer's connection (Web Bluetooth, WebUSB, Web Serial) through the maintained
 * `@point-of-sale/web*-receipt-printer` libraries: `pair` asks the browser's chooser (a user gesture,
 * "Sambungkan"), `reconnect` finds an already allowed printer without asking (usb.getDevices,
 * serial.getPorts, bluetooth.getDevices where the browser has it), and the link's `write` resolves
 * only when the printer took the bytes (watch.ts) and rejects when it did not, or when the printer
 * is gone. The libraries are loaded on first use, so screens without a device printer never fetch them.
 */
import { DEVICE_PRINT_MSG, type DevicePrinterConnection } from "@waroeng/domain";
import { writeWatch } from "./watch.ts";

/** What the library's `connected` event told (its reconnect info: id, serialNumber, vendorId …; and name). */
export type PrinterInfo = Record<string, unknown>;

/** A connected printer: write its bytes, learn when it drops. */
export interface PrinterLink {
  info: PrinterInfo;
  /** Resolves once the printer took `bytes`; rejects with the reason otherwise. */
  write(bytes: Uint8Array): Promise<void>;
  /** Called once when the printer disconnects (switched off, out of range, unplugged). */
  onDrop(listener: () => void): void;
  close(): Promise<void>;
}

/** Whether this browser can use `connection` here: "ok", "https" (not a secure context) or "unsupported". */
export function supportOf(connection: DevicePrinterConnection): "ok" | "https" | "unsupported" {
  if (typeof window === "undefined" || !window.isSecureContext) {
    return "https";
  }
  return apiOf(connection) ? "ok" : "unsupported";
}

/** Why `connection` cannot be used here, in the user's words, or null when it can. */
export function unsupportedReason(connection: DevicePrinterConnection): string | null {
  const support = supportOf(connection);
  return support === "ok" ? null : support === "https" ? DEVICE_PRINT_MSG.NEEDS_HTTPS : DEVICE_PRINT_MSG.UNSUPPORTED;
}

type EventApi = {
  addEventListener(type: string, listener: (e: Event) => void): void;
  removeEventListener(type: string, listener: (e: Event) => void): void;
};
type HookableApi = EventApi & Record<string, unknown>;

function apiOf(connection: DevicePrinterConnection): HookableApi | undefined {
  const nav = navigator as unknown as Record<string, HookableApi | undefined>;
  return nav[connection];
}

const CHOOSERS: Record<DevicePrinterConnection, string[]> = {
  bluetooth: ["requestDevice", "getDevices"],
  usb: ["requestDevice", "getDevices"],
  serial: ["requestPort", "getPorts"],
};

/** Loads the library of `connection` ahead (the dialog calls it, so "Sambungkan" asks at once). */
export function preload(connection: DevicePrinterConnection): void {
  void library(connection).catch(() => undefined);
}

async function library(connection: DevicePrinterConnection): Promise<ReceiptPrinterLibrary> {
  if (connection === "bluetooth") {
    return new (await import("@point-of-sale/webbluetooth-receipt-printer")).default();
  }
  if (connection === "usb") {
    return new (await import("@point-of-sale/webusb-receipt-printer")).default();
  }
  return new (await import("@point-of-sale/webserial-receipt-printer")).default();
}

/**
 * Connects through the library: `info` null asks the chooser (call it in a user gesture), else
 * reconnects without one. While it runs, the API's chooser methods hand the library watched objects
 * (and tell us the raw device, whose disconnect we follow). Rejects with PAIR_FAILED when nothing connected.
 */
async function open(connection: DevicePrinterConnection, info: PrinterInfo | null): Promise<PrinterLink> {
  const api = apiOf(connection);
  if (!api) {
    throw new Error(unsupportedReason(connection) ?? DEVICE_PRINT_MSG.UNSUPPORTED);
  }
  const watch = writeWatch();
  let raw: object | null = null;
  const candidates = new Map<object, object>();
  const originals = CHOOSERS[connection].map((name) => [name, api[name]] as const);
  for (const [name, original] of originals) {
    if (typeof original !== "function") {
      continue;
    }
    api[name] = (...args: unknown[]) =>
      (original as (...a: unknown[]) => Promise<unknown>).apply(api, args).then((found) => {
        if (Array.isArray(found)) {
          return found.map((item: object) => {
            const wrapped = watch.wrap(item);
            // The library keeps one of them: remember which by its use (see below).
            candidates.set(wrapped, item);
            return wrapped;
          });
        }
        if (found && typeof found === "object") {
          raw = found;
        }
        return watch.wrap(found);
      });
  }
  const printer = await library(connection);
  let connected: PrinterInfo | null = null;
  printer.addEventListener("connected", (i) => {
    connected = i;
  });
  try {
    // Some browsers move the chooser call off the gesture if anything is awaited first: the library
    // is imported above, before this call, and connect() asks at once.
    await (info ? printer.reconnect(info) : printer.connect());
    // The library announces `connected` on a zero timeout.
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
  } finally {
    for (const [name, original] of originals) {
      if (typeof original === "function") {
        api[name] = original;
      } else {
        delete api[name];
      }
    }
  }
  const got: PrinterInfo | null = connected;
  if (!got) {
    throw new Error(DEVICE_PRINT_MSG.PAIR_FAILED);
  }
  raw ??= [...candidates.values()].find((c) => matches(c, got)) ?? null;
  return linkOf(connection, api, printer, watch, got, raw, [...candidates.values()]);
}

/** Whether a device or port the API listed is the one the library connected (by its reconnect info). */
function matches(candidate: object, info: PrinterInfo): boolean {
  const c = candidate as Record<string, unknown> & { getInfo?: () => Record<string, unknown> };
  if (info.type === "serial") {
    const port = c.getInfo?.() ?? {};
    return port.usbVendorId === info.vendorId && port.usbProductId === info.productId;
  }
  return info.type === "bluetooth" ? c.id === info.id : c.serialNumber === info.serialNumber && c.vendorId === info.vendorId;
}

function linkOf(
  connection: DevicePrinterConnection,
  api: EventApi,
  printer: ReceiptPrinterLibrary,
  watch: ReturnType<typeof writeWatch>,
  info: PrinterInfo,
  raw: object | null,
  candidates: object[],
): PrinterLink {
  let up = true;
  const listeners: Array<() => void> = [];
  const drop = () => {
    if (!up) {
      return;
    }
    up = false;
    for (const l of listeners) {
      l();
    }
  };
  const mine = (target: unknown) =>
    target !== undefined && target !== null && (target === raw || (!raw && candidates.includes(target as object)));
  const onApiDisconnect = (e: Event) => {
    const ev = e as Event & { device?: unknown };
    if (mine(ev.device) || mine(ev.target)) {
      drop();
    }
  };
  api.addEventListener("disconnect", onApiDisconnect);
  const gatt = connection === "bluetooth" && raw ? (raw as EventTarget) : null;
  gatt?.addEventListener("gattserverdisconnected", drop);
  printer.addEventListener("disconnected", drop);
  return {
    info,
    async write(bytes) {
      if (!up) {
        throw new Error(DEVICE_PRINT_MSG.NOT_CONNECTED);
      }
      await printer.print(bytes);
      const writes = await watch.settle();
      if (writes === 0 && bytes.length > 0) {
        // The library had nothing to write to (its connection was gone): nothing was printed.
        drop();
        throw new Error(DEVICE_PRINT_MSG.NOT_CONNECTED);
      }
    },
    onDrop(listener) {
      listeners.push(listener);
    },
    async close() {
      api.removeEventListener("disconnect", onApiDisconnect);
      gatt?.removeEventListener("gattserverdisconnected", drop);
      up = false;
      await printer.disconnect().catch(() => undefined);
    },
  };
}

/** Pairs a printer with the browser's chooser; call in a user gesture ("Sambungkan"). */
export function pair(connection: DevicePrinterConnection): Promise<PrinterLink> {
  return open(connection, null);
}

/** Reconnects the printer paired before (no chooser); rejects when the browser cannot find it without one. */
export function reconnect(connection: DevicePrinterConnection, info: PrinterInfo): Promise<PrinterLink> {
  return open(connection, info);
}
