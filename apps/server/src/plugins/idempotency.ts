/**
 * Idempotent retries (docs/API.md "Idempotency-Key"): a client
 * that lost a reply (Wi-Fi drop) sends the same call again with the same `Idempotency-Key` header
 * and gets the FIRST reply back (same status and body, plus `Idempotent-Replayed: true`) instead
 * of a second change.
 *
 * A route opts in with ONE line, `config: { idempotent: true }`, and its handler uses `req.db` (the
 * database, or — when a key is sent — the transaction holding the key) for its service call:
 *
 * ```ts
 * app.post("/m-transaction-meja/x", { config: { idempotent: true }, … }, async (req) => ok(await doX(req.db, …)));
 * ```
 *
 * With a key, the handler runs inside one transaction that first claims the key (unique index on
 * outlet, user and key: a concurrent duplicate waits for the first to commit, then replays its
 * reply), then makes the change (services' own `db.transaction` become savepoints of it), then
 * stores the reply — so the key and the change commit together or not at all. A refusal rolls
 * everything back, the key included: a retry of a refused call is simply tried again. Keys are per
 * outlet and user, live `IDEMPOTENCY_TTL_MS` (24 hours, so a tap kept in a device's offline outbox through a long
 * Wi-Fi outage is still applied once when it is finally sent; older ones are swept when the same user
 * claims a new key), and are 1–100 characters of `A–Z a–z 0–9 - _ . :` (422 otherwise). The same
 * key sent with another route or body is refused 422 `Idempotency-Key sudah dipakai untuk
 * permintaan lain`. Without the header nothing changes.
 */
import { createHash } from "node:crypto";
import { ACCESS_MSG, API_MSG } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.ts";
import { ApiError } from "../lib/http.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The database for this request's change: the idempotency transaction when a key was sent. */
    db: Db;
  }
  interface FastifyContextConfig {
    /** Accept an `Idempotency-Key` header (plugins/idempotency.ts); the handler must use `req.db`. */
    idempotent?: boolean;
  }
}

/** How long a key's first reply is kept and replayed: 24 hours (the offline outbox). */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** The request header carrying the key. */
const IDEMPOTENCY_HEADER = "idempotency-key";

const KEY_FORMAT = /^[A-Za-z0-9_.:-]{1,100}$/;

/** The key of a request, undefined without the header. @throws ApiError 422 for a malformed key. */
function keyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) {
    return undefined;
  }
  if (typeof raw !== "string" || !KEY_FORMAT.test(raw)) {
    throw new ApiError(422, ACCESS_MSG.IDEMPOTENCY_KEY_INVALID, {
      extra: { errors: { [IDEMPOTENCY_HEADER]: ACCESS_MSG.IDEMPOTENCY_KEY_INVALID } },
    });
  }
  return raw;
}

/** SHA-256 of what the call asks: method, route, parameters, query and body. */
function fingerprintOf(req: FastifyRequest): string {
  const what = JSON.stringify([req.method, req.routeOptions.url, req.params ?? null, req.query ?? null, req.body ?? null]);
  return createHash("sha256").update(what).digest("hex");
}

interface Stored {
  status: number | null;
  body: unknown;
  fingerprint: string;
}

/**
 * Claims the key in `tx` (sweeping the user's expired keys in the same statement; an expired row of
 * this key is taken over). True when claimed; false when a live first reply exists (after waiting
 * for a concurrent first request to finish).
 */
async function claim(tx: Db, outletId: number, userId: number, key: string, fingerprint: string): Promise<boolean> {
  const ttl = sql`now() - make_interval(secs => ${IDEMPOTENCY_TTL_MS / 1000})`;
  const res = await tx.execute(sql`
    with swept as (
      delete from idempotency_key
      where m_w_id = ${outletId} and user_id = ${userId} and created_at < ${ttl} and key <> ${key}
    )
    insert into idempotency_key (m_w_id, user_id, key, fingerprint) values (${outletId}, ${userId}, ${key}, ${fingerprint})
    on conflict (m_w_id, user_id, key) do update
      set fingerprint = excluded.fingerprint, status = null, body = null, created_at = now()
      where idempotency_key.created_at < ${ttl}
    returning id`);
  return res.rows.length > 0;
}

async function stored(tx: Db, outletId: number, userId: number, key: string): Promise<Stored | undefined> {
  const res = await tx.execute(sql`
    select status, body, fingerprint from idempotency_key where m_w_id = ${outletId} and user_id = ${userId} and key = ${key}`);
  return res.rows[0] as Stored | undefined;
}

async function store(tx: Db, outletId: number, userId: number, key: string, status: number, body: unknown): Promise<void> {
  await tx.execute(sql`
    update idempotency_key set status = ${status}, body = ${JSON.stringify(body ?? null)}::jsonb
    where m_w_id = ${outletId} and user_id = ${userId} and key = ${key}`);
}

/** Wraps an opted-in route's handler (see the module doc). */
function idempotentHandler(db: Db, handler: RouteHandlerMethod, txOf: WeakMap<FastifyRequest, Db>): RouteHandlerMethod {
  return async function (this: unknown, req: FastifyRequest, reply: FastifyReply) {
    const key = keyOf(req);
    if (key === undefined) {
      return handler.call(this as never, req, reply);
    }
    const { outletId, userId } = req.auth;
    const fingerprint = fingerprintOf(req);
    return db.transaction(async (t) => {
      const tx = t as unknown as Db; // services' db.transaction(...) on it opens a savepoint
      if (!(await claim(tx, outletId, userId, key, fingerprint))) {
        const first = await stored(tx, outletId, userId, key);
        if (!first || first.fingerprint !== fingerprint) {
          throw new ApiError(422, ACCESS_MSG.IDEMPOTENCY_KEY_REUSED, {
            extra: { errors: { [IDEMPOTENCY_HEADER]: ACCESS_MSG.IDEMPOTENCY_KEY_REUSED } },
          });
        }
        if (first.status === null) {
          throw new ApiError(409, API_MSG.BUSY_RETRY);
        }
        reply.code(first.status).header("idempotent-replayed", "true");
        return first.body;
      }
      txOf.set(req, tx);
      const body = await handler.call(this as never, req, reply);
      await store(tx, outletId, userId, key, reply.statusCode, body);
      return body;
    });
  };
}

export const idempotencyPlugin = fp<{ db: Db }>(async (app, opts) => {
  const txOf = new WeakMap<FastifyRequest, Db>();
  app.decorateRequest("db", {
    getter(this: FastifyRequest) {
      return txOf.get(this) ?? opts.db;
    },
  });
  app.addHook("onRoute", (route) => {
    if (route.config?.idempotent === true) {
      route.handler = idempotentHandler(opts.db, route.handler as RouteHandlerMethod, txOf);
    }
  });
});
