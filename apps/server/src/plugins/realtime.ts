/**
 * Live screens (DESIGN §1; docs/API.md "Live events"): `GET /api/events` is a server-sent-event
 * stream per outlet, fed by PostgreSQL `LISTEN waroeng_events`, so several server processes stay
 * consistent. It is authenticated like every API route (session cookie or bearer header; never a
 * token in the URL). Services publish with `notifyChange(tx, outletId, event)` of lib/events.ts
 * inside their transaction: the event goes out only if the change commits.
 * Event data: `{"topic":"orders"|"dishes"|"cash", orderId?, tableIds?, dishIds?, menuTypeIds?}`: the
 * ids that changed, so a screen refetches only what they touch (a list left out = every one of the
 * topic) and `v`, the outlet's live version (hello and resync carry it too: lib/shared-reads.ts);
 * a comment line every 20 s keeps proxies open. A `dishes` event naming its order also carries `order`:
 * that order as the kitchen and pickup lists show it (option `liveOrder`, read once per event in this
 * process, only when the outlet has a stream here), so its screens update in place without reading
 * their lists again. An outlet's events go out in the order they arrived, each read after the one before.
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
import { type Currency, mapMoney, toWireMoney } from "@waroeng/domain";
import { type LiveOrder, liveOrder } from "@waroeng/domain/wire";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import pRetry from "p-retry";
import pg from "pg";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";
import { backoffDelay } from "../lib/backoff.ts";
import { type ChangeEvent, EVENTS_CHANNEL, LISTENER_APP_NAME, listeningProcesses } from "../lib/events.ts";
import { ok } from "../lib/http.ts";
import { Preserialized } from "../lib/replies.ts";
import { LIVE_VERSION_HEADER, SharedReads } from "../lib/shared-reads.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Screen list reads shared between the screens of an outlet (lib/shared-reads.ts). */
    sharedReads: SharedReads;
    /**
     * Listeners of every notice on the live channel (its parsed JSON), and of the LISTEN connection
     * going down (`{topic:"offline"}`) and coming back (`{topic:"resync"}`): streams of their own
     * (the customer display's) hear what they need without a staff session.
     */
    liveTaps: Set<(notice: Record<string, unknown>) => void>;
  }
  interface FastifyContextConfig {
    /** The route is a screen list read through `sharedRead` (it does not count as the session's other request). */
    sharedRead?: boolean;
  }
}

/** Longest delay Node's timers accept (about 24.8 days); longer expiries are re-armed. */
const MAX_TIMER_MS = 2_147_483_647;

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

/** `order` in the outlet currency's major unit (the lists' replies convert their money at the edge the same way). */
function orderOnWire(order: LiveOrder, currency: Currency): LiveOrder {
  return currency === "IDR"
    ? order
    : (mapMoney(liveOrder, order, (v) => (typeof v === "number" ? toWireMoney(v, currency) : v)) as LiveOrder);
}

export interface RealtimeOptions {
  /** The LISTEN connection's database; without it no notice arrives (tests of one process). */
  databaseUrl?: string;
  pingMs?: number;
  /** Reads the order a `dishes` event names (modules/dishes live-order.ts), money in minor units; undefined: none. */
  liveOrder?: (outletId: number, orderId: number) => Promise<LiveOrder | undefined>;
}

export const realtimePlugin = fp<RealtimeOptions>(async (app, opts) => {
  const streams = new Set<Stream>();
  const shared = new SharedReads();
  app.decorate("sharedReads", shared);
  const taps = new Set<(notice: Record<string, unknown>) => void>();
  app.decorate("liveTaps", taps);
  const tap = (notice: Record<string, unknown>) => {
    for (const t of taps) {
      t(notice);
    }
  };
  // Any other request of a session (a write, most often) finishes before its reply is sent: reads
  // kept from before it are not shared with that session (lib/shared-reads.ts, own writes).
  app.addHook("onSend", (req, _reply, payload, done) => {
    if (req.auth && !req.routeOptions.config.sharedRead) {
      shared.otherRequestDone(req.auth.sessionId);
    }
    done(null, payload);
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
  /** Per outlet: the delivery of its last event still under way (its order being read). */
  const delivering = new Map<number, Promise<void>>();
  const hasStream = (outletId: number) => [...streams].some((s) => s.outletId === outletId);
  const toOutlet = (outletId: number, data: string) => {
    for (const s of streams) {
      if (s.outletId === outletId) {
        s.res.write(data);
      }
    }
  };
  /** The `order` of `event` on the wire, or undefined (none named, no reader, or the read failed). */
  const orderOf = async (outletId: number, event: ChangeEvent): Promise<LiveOrder | undefined> => {
    if (!opts.liveOrder || event.topic !== "dishes" || event.orderId === undefined) {
      return undefined;
    }
    try {
      const order = await opts.liveOrder(outletId, event.orderId);
      return order && orderOnWire(order, await app.currencyCache.of(outletId));
    } catch (err) {
      app.log.warn({ err }, "could not read the order of a live event; screens read their lists");
      return undefined;
    }
  };
  /**
   * Sends `event` (with version `v`) to the outlet's streams, after the outlet's earlier events; a
   * `dishes` event of an order is read first (after the earlier reads: never an older state after a newer one).
   */
  const deliver = (outletId: number, event: ChangeEvent, v: string) => {
    const before = delivering.get(outletId);
    const reads = opts.liveOrder && event.topic === "dishes" && event.orderId !== undefined && hasStream(outletId);
    if (!before && !reads) {
      toOutlet(outletId, line({ ...event, v }));
      return;
    }
    const done = (before ?? Promise.resolve())
      .then(() => (reads ? orderOf(outletId, event) : undefined))
      .then((order) => toOutlet(outletId, line(order ? { ...event, order, v } : { ...event, v })))
      .catch((err: unknown) => app.log.warn({ err }, "could not deliver a live event"));
    delivering.set(outletId, done);
    void done.finally(() => {
      if (delivering.get(outletId) === done) {
        delivering.delete(outletId);
      }
    });
  };
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
    tap({ topic: "resync" });
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
      tap(payload as Record<string, unknown>);
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
        if (event.topic) {
          deliver(outletId, event, shared.version(outletId));
        }
      }
      if (sessionEnded !== undefined) {
        for (const s of [...streams]) {
          if (s.sessionId === sessionEnded) {
            close(s);
          }
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
      tap({ topic: "offline" });
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
