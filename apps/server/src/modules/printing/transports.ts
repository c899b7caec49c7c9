/**
 * Printer transports behind one interface (docs/ARCHITECTURE.md "Printing"): each sends a
 * job's bytes to the printer at `address`, resolving when the printer (or spooler) took them and
 * rejecting with an Error otherwise (the queue then retries with backoff).
 *
 * - network: raw TCP, `host[:port]` (port 9100 by default), 5 s connect/write timeout.
 * - usb-unix: appends to the device file (e.g. `/dev/usb/lp0`).
 * - usb-cups: `lp -d <queue> -o raw` (CUPS), bytes on stdin.
 * - windows-sharing: the same through a CUPS queue whose device URI is `smb://host/share`
 *   (`address` is that queue's name); `lp` is never run through a shell.
 * - android-image, android-image-vps: not sent by the server: their jobs are PNG images (render-image.ts)
 *   waiting for the Android print app to fetch them by link (image-link.ts); the worker never claims
 *   them, and this transport only fails with a clear error should one reach it.
 */
import { execFile } from "node:child_process";
import { appendFile } from "node:fs/promises";
import { Socket } from "node:net";
import type { PrinterType } from "@waroeng/domain";

/** Sends bytes to one printer. */
export interface PrinterTransport {
  send(address: string, bytes: Uint8Array): Promise<void>;
}

const TIMEOUT_MS = 5000;

/** `host:port` → parts; port 9100 when absent. Throws on a malformed address. */
export function parseNetworkAddress(address: string): { host: string; port: number } {
  const m = /^([A-Za-z0-9.-]{1,253}|\[[0-9a-fA-F:]+\])(?::(\d{1,5}))?$/.exec(address.trim());
  const port = m?.[2] ? Number(m[2]) : 9100;
  if (!m?.[1] || port < 1 || port > 65535) {
    throw new Error(`bad network printer address: ${address}`);
  }
  return { host: m[1].replace(/^\[|\]$/g, ""), port };
}

/** Raw TCP (port 9100): connect, write, end; resolves once the peer closed or the data was flushed. */
const networkTransport: PrinterTransport = {
  send(address, bytes) {
    const { host, port } = parseNetworkAddress(address);
    return new Promise((resolve, reject) => {
      const socket = new Socket();
      let settled = false;
      const done = (err?: Error) => {
        if (settled) {
          return;
        }
        settled = true;
        socket.destroy();
        err ? reject(err) : resolve();
      };
      socket.setTimeout(TIMEOUT_MS, () => done(new Error(`printer ${host}:${port} timed out`)));
      socket.once("error", (err) => done(err));
      socket.connect(port, host, () => {
        socket.end(Buffer.from(bytes), () => done());
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
};
