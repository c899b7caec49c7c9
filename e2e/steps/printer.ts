/**
 * A network receipt printer for browser tests: a raw TCP server on 127.77.0.1 (the test servers
 * allow 127.77.0.0/16 as printers on any port: PRINTER_EXTRA_NETWORKS in playwright.config.ts) keeping each job's
 * bytes (one connection = one job) as latin1 text, so a spec can read what the printer received.
 */
import { createServer } from "node:net";

export interface TestPrinter {
  address: string;
  jobs: string[];
  close: () => Promise<void>;
}

/** Starts the printer on a free port. */
export async function startTestPrinter(): Promise<TestPrinter> {
  const jobs: string[] = [];
  const server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on("data", (c) => chunks.push(c));
    socket.on("end", () => {
      jobs.push(Buffer.concat(chunks).toString("latin1"));
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.77.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { address: `127.77.0.1:${port}`, jobs, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
