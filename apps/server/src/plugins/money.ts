/**
 * Money at the edge (DESIGN §4; docs/API.md "Money"): inside, money is integer minor units;
 * on the wire it is the outlet's currency's major unit (rupiah integers, ringgit with ≤ 2 decimals,
 * JSON numbers). Every field declared money — `wireMoney` in a reply schema, the money helpers of
 * packages/domain schemas.ts (`moneyAmount` …) in a request schema — is converted here, from the
 * session's outlet currency:
 * - requests (preValidation): the body's money fields, a number or an exact decimal string
 *   ("61000.00", "8.50"), become minor units before the schema runs; an inexact one ("1.005"
 *   ringgit, "61000.5" rupiah, more than 2 decimals) → 422 `errors: {field: FIELD_MSG.MONEY_INVALID_*}`;
 * - replies (preSerialization): the reply schema of the status says where money is; minor units → major.
 * Rupiah outlets need no reply change (factor 1): the walk only runs for ringgit outlets.
 */
import { type Currency, currencyFromOutlet, FIELD_MSG, hasMoney, mapMoney, parseWireMoney, toWireMoney } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { z } from "zod";
import type { Db } from "../db/client.ts";
import { outlets } from "../db/schema/index.ts";
import { ApiError } from "../lib/http.ts";
import { Preserialized } from "../lib/replies.ts";

/**
 * The outlet's currency per process, kept a minute at most. A save of the outlet settings drops it
 * at once in this process (`drop`, before the reply) and in every other one through the realtime
 * channel's `outletChanged` notice (plugins/realtime.ts), so a Rp ↔ RM switch is on the next request.
 */
class CurrencyCache {
  private readonly cache = new Map<number, { currency: Currency; until: number }>();
  constructor(private readonly db: Db) {}

  /** The outlet's currency (read from m_w when not cached or older than a minute). */
  async of(outletId: number): Promise<Currency> {
    return this.cached(outletId) ?? this.read(outletId);
  }

  /** The outlet's currency when cached (under a minute old), else undefined. */
  cached(outletId: number): Currency | undefined {
    const hit = this.cache.get(outletId);
    return hit && hit.until > Date.now() ? hit.currency : undefined;
  }

  private async read(outletId: number): Promise<Currency> {
    const rows = await this.db.select({ currency: outlets.currency }).from(outlets).where(eq(outlets.id, outletId));
    const currency = currencyFromOutlet(rows[0]?.currency);
    this.cache.set(outletId, { currency, until: Date.now() + 60_000 });
    return currency;
  }

  /** Forgets the outlet's currency (its settings changed). */
  drop(outletId: number): void {
    this.cache.delete(outletId);
  }
}

declare module "fastify" {
  interface FastifyInstance {
    currencyCache: CurrencyCache;
  }
}

/** The reply schema of a status (or its class, "2xx"). */
function replySchema(req: FastifyRequest, status: number): z.ZodType | undefined {
  const response = req.routeOptions.schema?.response as Record<string, z.ZodType> | undefined;
  return response?.[status] ?? response?.[`${String(status)[0]}xx`];
}

export const moneyPlugin = fp(async (app, opts: { db: Db }) => {
  const cache = new CurrencyCache(opts.db);
  app.decorate("currencyCache", cache);

  // Callback hooks: with the currency cached (nearly every request) they cost no promise.
  const withCurrency = (outletId: number, use: (currency: Currency) => void, fail: (err: Error) => void) => {
    const known = cache.cached(outletId);
    if (known !== undefined) {
      use(known);
    } else {
      cache.of(outletId).then(use).catch(fail);
    }
  };

  app.addHook("preValidation", (req, _reply, done) => {
    const schema = req.routeOptions.schema?.body as z.ZodType | undefined;
    if (!schema || !req.auth || typeof req.body !== "object" || req.body === null || Array.isArray(req.body) || !hasMoney(schema)) {
      done();
      return;
    }
    withCurrency(
      req.auth.outletId,
      (currency) => {
        const message = currency === "MYR" ? FIELD_MSG.MONEY_INVALID_MYR : FIELD_MSG.MONEY_INVALID_IDR;
        const errors: Record<string, string> = {};
        const converted = mapMoney(schema, req.body, (v, path) => {
          const minor = parseWireMoney(v, currency);
          if (minor === undefined) {
            errors[path] = message;
            return v;
          }
          return minor;
        });
        const first = Object.values(errors)[0];
        if (first) {
          done(new ApiError(422, first, { extra: { errors }, keepStatus: true }));
          return;
        }
        req.body = converted;
        done();
      },
      done,
    );
  });

  app.addHook("preSerialization", (req, reply, payload: unknown, done) => {
    if (!req.auth || reply.statusCode >= 300) {
      done(null, payload);
      return;
    }
    withCurrency(
      req.auth.outletId,
      (currency) => {
        const schema = currency === "IDR" ? undefined : replySchema(req, reply.statusCode);
        if (!schema) {
          done(null, payload);
          return;
        }
        const toWire = (body: unknown) => mapMoney(schema, body, (v) => (typeof v === "number" ? toWireMoney(v, currency) : v));
        // A shared answer (lib/replies.ts Preserialized): converted and serialized once per currency.
        done(null, payload instanceof Preserialized ? payload.derive(currency, toWire) : toWire(payload));
      },
      done,
    );
  });
});
