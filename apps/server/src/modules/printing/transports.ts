/**
 * Printer transports behind one interface (docs/ARCHITECTURE.md "Printing"): each sends a
 * job's bytes to the printer at `address`, resolving when the printer (or spooler) took them and
 * rejecting with an Error otherwise (the queue then retries with backoff).
 *
 * - network: raw TCP to `host[:port]` (printer-address.ts: a private LAN address or local name on a
 *   printer port, 9100 by default), checked again (a name with its resolved address) before every
 *   connection; 5 s connect/write timeout. Every failure, refused address or connection, rejects
 *   with the same text (`PRINT_MSG.UNREACHABLE`), so the answer never tells an open port from a closed one.
 * - usb-unix: appends to the device file (e.g. `/dev/usb/lp0`).
 * - usb-cups: `lp -d <queue> -o raw` (CUPS), bytes on stdin.
 * - windows-sharing: the same through a CUPS queue whose device URI is `smb://host/share`
 *   (`address` is that queue's name); `lp` is never run through a shell.
 * - android-image, android-image-vps: not sent by the server: their jobs are PNG images (render-image.ts)
 *   waiting for the Android print app to fetch them by link (image-link.ts); the worker never claims
 *   them, and this transport only fails with a clear error should one reach it.
 * - device ("Printer perangkat ini"): not sent by the server either: the device the printer is paired
 *   with claims its jobs and writes them itself (device-jobs.ts); the worker never claims them.
 */
import { execFile } from "node:child_process";
import { appendFile } from "node:fs/promises";
import { Socket } from "node:net";
import { PRINT_MSG, type PrinterType } from "@waroeng/domain";
import { resolvePrinterAddress } from "./printer-address.ts";

/** Sends bytes to one printer. */
export interface PrinterTransport {
  send(address: string, bytes: Uint8Array): Promise<void>;
}

const TIMEOUT_MS = 5000;

/** Raw TCP (port 9100): connect, write, end; resolves once the peer closed or the data was flushed. */
const networkTransport: PrinterTransport = {
  async send(address, bytes) {
    const unreachable = () => new Error(PRINT_MSG.UNREACHABLE);
    const { ip, port } = await resolvePrinterAddress(address).catch(() => {
      throw unreachable();
    });
    return new Promise((resolve, reject) => {
      const socket = new Socket();
      let settled = false;
      const done = (failed: boolean) => {
        if (settled) {
          return;
        }
        settled = true;
        socket.destroy();
        failed ? reject(unreachable()) : resolve();
      };
      socket.setTimeout(TIMEOUT_MS, () => done(true));
      socket.once("error", () => done(true));
      socket.connect(port, ip, () => {
        socket.end(Buffer.from(bytes), () => done(false));
      });
    });
  },
};

/** A USB printer's device file (e.g. /dev/usb/lp0): the bytes are appended to it. */
export const deviceTransport: PrinterTransport = {
  async send(address, bytes) {
    if (!address.startsWith("/")) {
      throw new Error("usb-unix address must be an absolute device path");
    }
    await appendFile(address, bytes);
  },
};

/** The `lp` argument list for a raw job to CUPS queue `queue` (exported for its test). */
export function lpArgs(queue: string): string[] {
  if (!/^[A-Za-z0-9_.@-]{1,127}$/.test(queue)) {
    throw new Error(`bad CUPS queue name: ${queue}`);
  }
  return ["-d", queue, "-o", "raw"];
}

/** CUPS through `lp` (usb-cups, and windows-sharing via a CUPS queue with an smb:// device URI). */
export function cupsTransport(lp = "lp"): PrinterTransport {
  return {
    send(address, bytes) {
      const args = lpArgs(address);
      return new Promise((resolve, reject) => {
        const child = execFile(lp, args, { timeout: TIMEOUT_MS }, (err) => (err ? reject(err) : resolve()));
        child.stdin?.end(Buffer.from(bytes));
      });
    },
  };
}

const notImplemented: PrinterTransport = {
  send: async () => {
    throw new Error("android-image printers fetch their image by link; the server does not send it");
  },
};

const sentByDevice: PrinterTransport = {
  send: async () => {
    throw new Error("device printers are printed by the device they are paired with; the server does not send them");
  },
};

/** The transport of each connection type; tests may pass their own map to the queue. */
export type Transports = Record<PrinterType, PrinterTransport>;

/** The production transports. */
export const defaultTransports: Transports = {
  network: networkTransport,
  "usb-unix": deviceTransport,
  "usb-cups": cupsTransport(),
  "windows-sharing": cupsTransport(),
  "android-image": notImplemented,
  "android-image-vps": notImplemented,
  device: sentByDevice,
};
