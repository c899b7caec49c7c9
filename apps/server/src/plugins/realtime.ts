/**
 * Live screens (DESIGN §1): `GET /api/events?token=…` is a server-sent-event stream per outlet, fed
 * by PostgreSQL `LISTEN waroeng_events`, so several server processes stay consistent. Services
 * publish with `notifyChange(tx, outletId, topic)` inside their transaction: the event goes out only
 * if the change commits. Screens refetch on an event and keep polling as the fallback.
 * Event data: `{"topic":"orders"|"dishes"|"cash"}`; a comment line every 20 s keeps proxies open.
 */
import type { ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import fp from "fastify-plugin";
import pg from "pg";
import type { DbOrTx } from "../db/client.ts";
import { ApiError } from "../lib/http.ts";
import { authenticate } from "./auth.ts";

export const EVENTS_CHANNEL = "waroeng_events";
export type Topic = "orders" | "dishes" | "cash";

/** Publishes a change of `topic` at `outletId` (delivered after commit). */
export async function notifyChange(tx: DbOrTx, outletId: number, topic: Topic): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ outletId, topic })})`);
}

export const realtimePlugin = fp<{ databaseUrl?: string }>(async (app, opts) => {
  const listeners = new Map<number, Set<ServerResponse>>();
  let client: pg.Client | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  const scheduleReconnect = (url: string) => {
    if (closing) {
      return;
    }
    retry = setTimeout(() => {
      listen(url).then(
        () => app.log.info("realtime listener back"),
        () => scheduleReconnect(url),
      );
    }, 2_000);
  };
  // The LISTEN connection; when the database goes away (restart) it reconnects every 2 s.
  const listen = async (url: string): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (msg) => {
      try {
        const { outletId, topic } = JSON.parse(msg.payload ?? "{}") as { outletId?: number; topic?: string };
        for (const res of listeners.get(outletId ?? 0) ?? []) {
          res.write(`data: ${JSON.stringify({ topic })}\n\n`);
        }
      } catch {
        // a malformed payload is ignored: screens still poll
      }
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost || closing) {
        return;
      }
      lost = true;
      app.log.warn(`realtime listener lost (${err?.message ?? "connection ended"}); screens poll until it is back`);
      scheduleReconnect(url);
    };
    c.on("error", onLost);
    c.on("end", () => onLost());
    try {
      await c.connect();
      await c.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (err) {
      lost = true;
      await c.end().catch(() => {});
      throw err;
    }
    client = c;
  };
  if (opts.databaseUrl) {
    await listen(opts.databaseUrl);
  }
  const ping = setInterval(() => {
    for (const set of listeners.values()) {
      for (const res of set) {
        res.write(": ping\n\n");
      }
    }
  }, 20_000);
  // preClose: the open streams end before the HTTP server waits for its connections to drain.
  app.addHook("preClose", async () => {
    clearInterval(ping);
    for (const set of listeners.values()) {
      for (const res of set) {
        res.end();
      }
    }
  });
  app.addHook("onClose", async () => {
    closing = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  });

  app.get("/api/events", { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
    const token = (req.query as { token?: string }).token;
    const auth = await authenticate(app.db, token ? `Bearer ${token}` : req.headers.authorization);
    if (!auth) {
      throw new ApiError(401, "Sesi berakhir, silakan login kembali");
    }
    const res = reply.raw;
    reply.hijack();
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    res.write(`retry: 3000\n\ndata: ${JSON.stringify({ topic: "hello" })}\n\n`);
    const set = listeners.get(auth.outletId) ?? new Set<ServerResponse>();
    listeners.set(auth.outletId, set);
    set.add(res);
    req.raw.on("close", () => set.delete(res));
  });
});
