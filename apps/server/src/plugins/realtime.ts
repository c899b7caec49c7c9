/**
 * Live screens (DESIGN §1; docs/API.md "Live events"): `GET /api/events` is a server-sent-event
 * stream per outlet, fed by PostgreSQL `LISTEN waroeng_events`, so several server processes stay
 * consistent. It is authenticated like every API route (session cookie or bearer header; never a
 * token in the URL). Services publish with `notifyChange(tx, outletId, event)` inside their
 * transaction: the event goes out only if the change commits.
 * Event data: `{"topic":"orders"|"dishes"|"cash", orderId?, tableIds?, dishIds?, menuTypeIds?}`: the
 * ids that changed, so a screen refetches only what they touch (a list left out = every one of the
 * topic) and `v`, the outlet's live version (hello and resync carry it too: lib/shared-reads.ts);
 * a comment line every 20 s keeps proxies open.
 *
 * The LISTEN connection reconnects with backoff (p-retry: 0.25 s, then doubling to 10 s) and re-subscribes. While it
 * is down every stream gets `{"topic":"offline"}` (and a new stream gets it after its hello): screens
 * poll. When it is back every stream gets `{"topic":"resync"}`: screens refetch once, then stop polling.
 *
 * A stream lives only as long as its session: it is closed when the session is revoked (logout
 * publishes `notifySessionEnded` on the same channel, so every process closes its streams), when
 * it expires (a timer per stream), and when a periodic re-check finds the session gone (revoked
 * by other means, user deactivated, or a lost notification).
 *
 * The same channel keeps the session lookups cached in every process honest (lib/session-cache.ts):
 * `sessionEnded` and `sessionChanged` (a session's outlet switched) drop the session there, each
 * process acknowledges (`sessionEndedAck`), and `changeSessionEverywhere` returns once all did.
 */
import type { ServerResponse } from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import { type ChangeTopic, MAX_EVENT_IDS, type ChangeEvent as WireChangeEvent } from "@waroeng/domain/wire";
import { and, eq, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";

export { MAX_EVENT_IDS };

import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import pRetry from "p-retry";
import pg from "pg";
import type { Db, DbOrTx } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";
import { backoffDelay } from "../lib/backoff.ts";
import { ok } from "../lib/http.ts";
import { Preserialized } from "../lib/replies.ts";
import { LIVE_VERSION_HEADER, SharedReads } from "../lib/shared-reads.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Screen list reads shared between the screens of an outlet (lib/shared-reads.ts). */
    sharedReads: SharedReads;
  }
  interface FastifyContextConfig {
    /** The route is a screen list read through `sharedRead` (it does not count as the session's other request). */
    sharedRead?: boolean;
  }
}

export const EVENTS_CHANNEL = "waroeng_events";
/** Topic of a committed change (`@waroeng/domain/wire` events.ts). */
export type Topic = ChangeTopic;
/** `application_name` of the LISTEN connection (how an operator or a test finds it in pg_stat_activity). */
export const LISTENER_APP_NAME = "waroeng-events-listener";
/**
 * What changed (docs/API.md "Live events"; the shape is `changeEvent` of `@waroeng/domain/wire`):
 * the topic and, where known, the ids it touched. The server may pass longer lists; `eventPayload`
 * bounds them to MAX_EVENT_IDS.
 */
export type ChangeEvent = Omit<WireChangeEvent, "tableIds" | "dishIds" | "menuTypeIds"> & {
  tableIds?: readonly number[];
  dishIds?: readonly number[];
  menuTypeIds?: readonly number[];
};

/** Unique ids, or undefined (= every one) when there are more than MAX_EVENT_IDS: NOTIFY takes < 8000 bytes. */
function boundIds(ids: readonly number[] | undefined): number[] | undefined {
  if (!ids) {
    return undefined;
  }
  const unique = [...new Set(ids)];
  return unique.length > MAX_EVENT_IDS ? undefined : unique;
}

/** The wire form of `event`: bounded id lists (at most 4 × 50 ids of ≤ 16 digits: well under 8000 bytes). */
export function eventPayload(event: ChangeEvent): WireChangeEvent {
  const out: WireChangeEvent = { topic: event.topic };
  if (event.orderId !== undefined) {
    out.orderId = event.orderId;
  }
  for (const key of ["tableIds", "dishIds", "menuTypeIds"] as const) {
    const ids = boundIds(event[key]);
    if (ids) {
      out[key] = ids;
    }
  }
  return out;
}

/** Longest delay Node's timers accept (about 24.8 days); longer expiries are re-armed. */
const MAX_TIMER_MS = 2_147_483_647;

/** Publishes `event` (a topic and the ids that changed) at `outletId`; delivered after commit. */
export async function notifyChange(tx: DbOrTx, outletId: number, event: ChangeEvent): Promise<void> {
  await tx.execute(sql`select ${changeNotice(outletId, event)}`);
}

/**
 * The `pg_notify(…)` expression notifyChange runs, to put in a statement that changes data anyway
 * (one round trip fewer): the event goes out only if that statement's transaction commits.
 */
export function changeNotice(outletId: number, event: ChangeEvent): SQL {
  return sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ ...eventPayload(event), outletId })})`;
}

/**
 * `pg_notify` of an event whose JSON is built by PostgreSQL (`payload`: an SQL json expression of the
 * ChangeEvent fields and `outletId`), for a single-statement change that learns its ids in the same
 * statement (e.g. `with upd as (update … returning …) select …, ${notifyExpression(…)} from upd`):
 * like notifyChange, delivered only if that statement's transaction commits.
 */
export function notifyExpression(payload: SQL): SQL {
  return sql`pg_notify(${EVENTS_CHANNEL}, (${payload})::text)`;
}

/** Tells every server process that session `sessionId` ended: its live streams close (after commit). */
export async function notifySessionEnded(tx: DbOrTx, sessionId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ sessionEnded: sessionId })})`);
}

/** Tells every server process that outlet `outletId`'s settings changed: its cached currency goes (after commit). */
export async function notifyOutletChanged(tx: DbOrTx, outletId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ outletChanged: outletId })})`);
}

/** Tells every server process that session `sessionId` changed (its outlet): cached lookups go (after commit). */
export async function notifySessionChanged(tx: DbOrTx, sessionId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ sessionChanged: sessionId })})`);
}

/**
 * Runs `change` (a transaction that ends or changes session `sessionId` and sends its notice:
 * notifySessionEnded / notifySessionChanged) and returns once every listening server process dropped
 * the session from its cache (lib/session-cache.ts), so the client's next request sees the change.
 */
export async function changeSessionEverywhere<T>(app: FastifyInstance, sessionId: number, change: () => Promise<T>): Promise<T> {
  const processes = await listeningProcesses(app.db);
  const everywhere = app.sessionCache.whenEnded(sessionId, processes);
  try {
    return await change();
  } catch (err) {
    app.sessionCache.acknowledged(sessionId, processes); // refused: nothing changed, no notice to wait for
    throw err;
  } finally {
    app.sessionCache.ended(sessionId);
    await everywhere;
  }
}

/**
 * How many server processes listen on this database now (their LISTEN connections): the session-ended
 * acknowledgements logout waits for (lib/session-cache.ts `whenEnded`).
 */
export async function listeningProcesses(db: Db): Promise<number> {
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity where application_name = ${LISTENER_APP_NAME} and datname = current_database()`,
  );
  return Number(rows.rows[0]?.n ?? 0);
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

/**
 * The LISTEN connection's reconnect (p-retry): the first try after RECONNECT_FIRST_MS (±20 %), then
 * 400 ms doubling (randomised up to twice that by p-retry) up to 10 s, for ever until the app closes.
 */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_RETRY = { retries: Number.POSITIVE_INFINITY, minTimeout: 400, factor: 2, maxTimeout: 10_000, randomize: true };

const OFFLINE = `data: ${JSON.stringify({ topic: "offline" })}\n\n`;

/**
 * The answer of a screen list route (`config: { sharedRead: true }`) through the app's shared reads:
 * `key` names the list and its parameters (the outlet is the session's).
 */
export function sharedRead<T>(req: FastifyRequest, key: string, read: () => Promise<T>): Promise<T> {
  const header = req.headers[LIVE_VERSION_HEADER];
  const liveVersion = typeof header === "string" ? header : undefined;
  return req.server.sharedReads.read({ outletId: req.auth.outletId, sessionId: req.auth.sessionId, liveVersion }, key, read);
}

/**
 * The reply of a screen list route (`config: { sharedRead: true }`): `ok(list)` through the app's
 * shared reads (as `sharedRead`), serialized once for every asker of the same read (lib/replies.ts).
 */
export function sharedOk<T>(req: FastifyRequest, key: string, read: () => Promise<T>): Promise<Preserialized> {
  return sharedRead(req, key, async () => new Preserialized(ok(await read())));
}

export const realtimePlugin = fp<{ databaseUrl?: string; pingMs?: number }>(async (app, opts) => {
  const streams = new Set<Stream>();
  const shared = new SharedReads();
  app.decorate("sharedReads", shared);
  // Any other request of a session (a write, most often) finishes before its reply is sent: reads
  // kept from before it are not shared with that session (lib/shared-reads.ts, own writes).
  app.addHook("onSend", async (req) => {
    if (req.auth && !req.routeOptions.config.sharedRead) {
      shared.otherRequestDone(req.auth.sessionId);
    }
  });
  const line = (event: object) => `data: ${JSON.stringify(event)}\n\n`;

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
  /** False while the LISTEN connection is down: streams were told `offline`, screens poll. */
  let listening = !opts.databaseUrl;
  /** Aborted when the app closes: a reconnect in progress stops. */
  const closed = new AbortController();
  const broadcast = (line: string) => {
    for (const s of streams) {
      s.res.write(line);
    }
  };
  const reconnect = async (url: string) => {
    const { signal } = closed;
    try {
      await delay(backoffDelay(1, { baseMs: RECONNECT_FIRST_MS, maxMs: RECONNECT_FIRST_MS, jitter: 0.2 }), undefined, { signal });
      await pRetry(() => listen(url), { ...RECONNECT_RETRY, signal });
    } catch (err) {
      if (!signal.aborted) {
        app.log.error({ err }, "realtime listener gave up reconnecting");
      }
      return;
    }
    listening = true;
    shared.setLive(true);
    app.sessionCache.setLive(true);
    for (const s of streams) {
      s.res.write(line({ topic: "resync", v: shared.version(s.outletId) }));
    }
    app.log.info("realtime listener back; screens resync");
  };
  // The LISTEN connection; when it or the database goes away it reconnects with backoff.
  const listen = async (url: string): Promise<void> => {
    const c = new pg.Client({ connectionString: url, application_name: LISTENER_APP_NAME });
    c.on("notification", (msg) => {
      let payload: ChangeEvent & {
        outletId?: number;
        sessionEnded?: number;
        sessionChanged?: number;
        sessionEndedAck?: number;
        outletChanged?: number;
      };
      try {
        payload = JSON.parse(msg.payload ?? "{}");
      } catch {
        return; // a malformed payload is ignored
      }
      if (typeof payload.outletChanged === "number") {
        app.currencyCache.drop(payload.outletChanged);
        return;
      }
      const { outletId, sessionEnded, ...event } = payload;
      const changedSession = sessionEnded ?? payload.sessionChanged;
      if (changedSession !== undefined) {
        app.sessionCache.ended(changedSession); // before the session's next request is looked up
        app.db
          .execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ sessionEndedAck: changedSession })})`)
          .catch((err: unknown) => app.log.warn({ err }, "could not acknowledge an ended session"));
      }
      if (payload.sessionEndedAck !== undefined) {
        app.sessionCache.acknowledged(payload.sessionEndedAck);
        return;
      }
      if (outletId !== undefined) {
        shared.changed(outletId); // before any screen hears of it
      }
      const data = outletId !== undefined ? line({ ...event, v: shared.version(outletId) }) : "";
      for (const s of [...streams]) {
        if (sessionEnded !== undefined && s.sessionId === sessionEnded) {
          close(s);
        } else if (event.topic && s.outletId === outletId) {
          s.res.write(data);
        }
      }
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost || closing) {
        return;
      }
      lost = true;
      listening = false;
      shared.setLive(false);
      app.sessionCache.setLive(false);
      client = null;
      broadcast(OFFLINE);
      app.log.warn(`realtime listener lost (${err?.message ?? "connection ended"}); screens poll until it is back`);
      c.end().catch(() => {});
      void reconnect(url);
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
    listening = true;
    shared.setLive(true);
    app.sessionCache.setLive(true);
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
            app.sessionCache.ended(s.sessionId);
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
    closed.abort();
    await client?.end().catch(() => {});
  });

  app.get("/api/events", { schema: { hide: true } }, async (req, reply) => {
    const res = reply.raw;
    reply.hijack();
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    res.write(`retry: 3000\n\n${line({ topic: "hello", v: shared.version(req.auth.outletId) })}${listening ? "" : OFFLINE}`);
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
