/**
 * A stand-in head office for the browser tests (chain sync): listens on 127.0.0.1 at the
 * port its server was told (playwright.config.ts HQ_URL, steps/servers.ts), checks the outlet key header, answers
 * GET /api/sync/whoami and /api/sync/changes (no change) and records every POST /api/sync/push.
 */
import { createServer, type Server } from "node:http";
import { currentServerPort, hqStubPort } from "./servers.ts";

/** The outlet key the e2e server is configured with. */
export const HQ_STUB_KEY = "wsk_e2e-outlet-key";

export interface HqStub {
  /** Records pushed, by kind. */
  pushed: Map<string, number>;
  /** Requests refused for a wrong key. */
  refused: number;
  close: () => Promise<void>;
}

/** Starts the stub on the port the running test's server syncs with (steps/servers.ts), or on `port`. */
export async function startHqStub(port = hqStubPort(currentServerPort())): Promise<HqStub> {
  const hq: HqStub = { pushed: new Map(), refused: 0, close: async () => undefined };
  const reply = (res: import("node:http").ServerResponse, status: number, data: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify({ meta: { code: status, error: status === 200 ? 0 : 1, message: "OK" }, data }));
  };
  const server: Server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", () => {
      if (req.headers["x-outlet-key"] !== HQ_STUB_KEY) {
        hq.refused += 1;
        reply(res, 401, null);
        return;
      }
      const url = new URL(req.url ?? "/", "http://stub");
      if (url.pathname === "/api/sync/whoami") {
        reply(res, 200, { m_w_id: 1, m_w_code: "DEMO" });
      } else if (url.pathname === "/api/sync/changes") {
        reply(res, 200, { changes: [], next: Number(url.searchParams.get("since") ?? 0), more: false });
      } else if (url.pathname === "/api/sync/push" && req.method === "POST") {
        const body = JSON.parse(Buffer.concat(parts).toString("utf8")) as { batch_id: string; records: Array<{ kind: string }> };
        for (const r of body.records) {
          hq.pushed.set(r.kind, (hq.pushed.get(r.kind) ?? 0) + 1);
        }
        reply(res, 200, { batch_id: body.batch_id, accepted: body.records.length, duplicate: false });
      } else {
        reply(res, 404, null);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  hq.close = () => new Promise((resolve) => server.close(() => resolve()));
  return hq;
}
