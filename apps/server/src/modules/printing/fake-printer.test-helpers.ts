/**
 * A network printer for tests: a raw TCP server on 127.77.0.1 (a loopback address the test run
 * allows as a printer on any port: PRINTER_EXTRA_NETWORKS in vitest.config.ts) that keeps the bytes of each
 * connection (one print job) as a latin1 string, so a test can decode what a printer received.
 */
import { createServer, type Server } from "node:net";

export interface FakePrinter {
  port: number;
  address: string;
  /** The jobs received so far, one per connection, as latin1 text (ESC/POS bytes 1:1). */
  jobs: string[];
  close: () => Promise<void>;
}

/** The fake printers' address, in the test run's PRINTER_EXTRA_NETWORKS (127.77.0.0/16). */
export const FAKE_PRINTER_HOST = "127.77.0.1";

/** Starts a fake printer on `port` (0: any free port). */
export async function startFakePrinter(port = 0): Promise<FakePrinter> {
  const jobs: string[] = [];
  const server: Server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on("data", (c) => chunks.push(c));
    socket.on("end", () => {
      jobs.push(Buffer.concat(chunks).toString("latin1"));
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, FAKE_PRINTER_HOST, resolve));
  const actual = (server.address() as { port: number }).port;
  return {
    port: actual,
    address: `${FAKE_PRINTER_HOST}:${actual}`,
    jobs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** ESC/POS markers a test looks for in a job. */
export const ESC = {
  INIT: "\x1b@",
  CUT: "\x1dV",
  PULSE: "\x1bp",
} as const;

/** The printed text lines of a job: ESC/GS/FS command sequences taken out (their argument bytes too). */
export function visibleLines(job: string): string[] {
  const withArg = "EMta!-pVG";
  let out = "";
  for (let i = 0; i < job.length; i++) {
    const c = job.charCodeAt(i);
    if (c === 0x1b || c === 0x1d || c === 0x1c) {
      i += withArg.includes(job[i + 1] ?? "") ? 2 : 1;
      continue;
    }
    if (c >= 0x20 || job[i] === "\n") {
      out += job[i];
    }
  }
  return out.split("\n");
}
