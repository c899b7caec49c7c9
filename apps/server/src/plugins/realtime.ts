/**
 * Live screens (DESIGN §1; docs/API.md "Live events"): `GET /api/events` is a server-sent-event
 * stream per outlet, fed by PostgreSQL `LISTEN waroeng_events`, so several server processes stay
 * consistent. It is authenticated like every API route (session cookie or bearer header; never a
 * token in the URL). Services publish with `notifyChange(tx, outletId, topic)` inside their
 * transaction: the event goes out only if the change commits.
 * Event data: `{"topic":"orders"|"dishes"|"cash"}`; a comment line every 20 s keeps proxies open.
 *
 * A stream lives only as long as its session: it is closed when the session is revoked (logout
 * publishes `notifySessionEnded` on the same channel, so every process closes its streams), when
 * it expires (a timer per stream), and when a periodic re-check finds the session gone (revoked
 * by other means, user deactivated, or a lost notification).
 */
import type { ServerResponse } from "node:http";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import fp from "fastify-plugin";
import pg from "pg";
import type { Db, DbOrTx } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";

export const EVENTS_CHANNEL = "waroeng_events";
export type Topic = "orders" | "dishes" | "cash";

/** Longest delay Node's timers accept (about 24.8 days); longer expiries are re-armed. */
const MAX_TIMER_MS = 2_147_483_647;

/** Publishes a change of `topic` at `outletId` (delivered after commit). */
export async function notifyChange(tx: DbOrTx, outletId: number, topic: Topic): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ outletId, topic })})`);
}

/** Tells every server process that session `sessionId` ended: its live streams close (after commit). */
export async function notifySessionEnded(tx: DbOrTx, sessionId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ sessionEnded: sessionId })})`);
}

interface Stream {
  res: ServerResponse;
  outletId: number;
  sessionId: number;
  expiresAt: Date;
  timer: NodeJS.Timeout | null;
}

/** The ids among `ids` whose session is still live (not revoked, not expired, user active). */
async function liveSessions(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), eq(users.active, true)));
  return new Set(rows.map((r) => r.id));
}

export const realtimePlugin = fp<{ databaseUrl?: string; pingMs?: number }>(async (app, opts) => {
  const streams = new Set<Stream>();

  const close = (s: Stream) => {
    if (s.timer) {
      clearTimeout(s.timer);
    }
    streams.delete(s);
    s.res.end();
  };
  const armExpiry = (s: Stream) => {
    const left = s.expiresAt.getTime() - Date.now();
    if (left <= 0) {
      close(s);
      return;
    }
    s.timer = setTimeout(() => armExpiry(s), Math.min(left, MAX_TIMER_MS));
  };

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
      let payload: { outletId?: number; topic?: string; sessionEnded?: number };
      try {
        payload = JSON.parse(msg.payload ?? "{}");
      } catch {
        return; // a malformed payload is ignored: screens still poll
      }
      for (const s of [...streams]) {
        if (payload.sessionEnded !== undefined && s.sessionId === payload.sessionEnded) {
          close(s);
        } else if (payload.topic && s.outletId === payload.outletId) {
          s.res.write(`data: ${JSON.stringify({ topic: payload.topic })}\n\n`);
        }
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
    if (streams.size === 0) {
      return;
    }
    for (const s of streams) {
      s.res.write(": ping\n\n");
    }
    const ids = [...new Set([...streams].map((s) => s.sessionId))];
    liveSessions(app.db, ids)
      .then((live) => {
        for (const s of [...streams]) {
          if (!live.has(s.sessionId)) {
            close(s);
          }
        }
      })
      .catch((err: unknown) => app.log.warn({ err }, "could not re-check the sessions of live streams"));
  }, opts.pingMs ?? 20_000);

  // preClose: the open streams end before the HTTP server waits for its connections to drain.
  app.addHook("preClose", async () => {
    clearInterval(ping);
    for (const s of [...streams]) {
      close(s);
    }
  });
  app.addHook("onClose", async () => {
    closing = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  });

  app.get("/api/events", { schema: { hide: true } }, async (req, reply) => {
    const res = reply.raw;
    reply.hijack();
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    res.write(`retry: 3000\n\ndata: ${JSON.stringify({ topic: "hello" })}\n\n`);
    const s: Stream = { res, outletId: req.auth.outletId, sessionId: req.auth.sessionId, expiresAt: req.auth.expiresAt, timer: null };
    streams.add(s);
    armExpiry(s);
    // The response's close, not the request's: a request whose (empty) body was read emits "close" at once.
    res.on("close", () => {
      if (s.timer) {
        clearTimeout(s.timer);
      }
      streams.delete(s);
    });
  });
});
