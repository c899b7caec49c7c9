/**
 * The wire's building blocks (docs/API.md "Conventions"), declared once for the server (Fastify
 * reply schemas, OpenAPI, docs/API.md) and the web client (`z.output` types, `import type` only).
 *
 * - `wireMoney`: every money field, in the currency's major unit (rupiah integer, ringgit with two
 *   decimals), converted from minor units at the edge (apps/server plugins/money.ts).
 * - `envelope(data, extras)`: a success reply `{ meta: { code, error: 0, message }, data, ...extras }`.
 * - `refusal`: every 4xx/5xx reply `{ meta: { code, error: 1, message, title? }, data: null, error: 1, msg, errors? }`.
 *
 * Objects are strict (no undeclared field): a reply with a field the schema does not name fails the
 * API tests' reply check (apps/server `validateReplies`).
 */
import { z } from "zod";
import { markMoney } from "../money-wire.ts";

/**
 * Money on the wire: the currency's major unit, a JSON number (rupiah integer; ringgit ≤ 2
 * decimals, `8.5` = RM 8.50). Presenters give integer minor units; the server converts every field
 * declared with `wireMoney` at the edge from the outlet's currency (apps/server plugins/money.ts).
 */
export const wireMoney = markMoney(z.number()).describe("money in the major unit: rupiah integer, ringgit ≤ 2 decimals (RM outlets)");

/** A database id (1…2,147,483,647). */
export const wireId = z.number().int();

/** An integer count or quantity. */
export const wireInt = z.number().int();

/** A 0/1 flag (the spec's tinyint booleans). Typed `number` (presenters compute it), checked 0…1. */
export const wireFlag = z.number().int().min(0).max(1).describe("0 or 1");

/** An instant, ISO 8601 UTC (`2026-01-31T03:04:05.000Z`). */
export const wireInstant = z.string().describe("ISO 8601 UTC");

/** A rate as a percent number (basis points / 100: `10`, `2.5`). */
export const wirePercent = z.number().describe("percent (basis points / 100)");

/** `meta` of every reply. `code` is the spec's code (may differ from the HTTP status, e.g. 204 with 409). */
export const wireMeta = z.strictObject({
  code: z.number().int(),
  error: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
  title: z.string().optional(),
});

/** `meta` of a success reply (`error: 0`, no title). */
export const successMeta = z.strictObject({ code: z.number().int(), error: z.literal(0), message: z.string() });

/**
 * A success envelope: `{ meta, data, ...extras }` (extras: the spec's top-level fields such as
 * `error`, `msg`, `struct`, `rekap_modal_id`, `totals`).
 * @example envelope(z.array(wireTable))
 */
export function envelope<D extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(data: D, extras?: E) {
  return z.strictObject({ meta: successMeta, data, ...(extras ?? ({} as E)) });
}

/** Every refusal (4xx, 5xx): the message in `meta.message` and `msg`; 422 may name fields in `errors`. */
export const refusal = z.strictObject({
  meta: z.strictObject({
    code: z.number().int(),
    error: z.literal(1),
    message: z.string(),
    title: z.string().optional(),
  }),
  data: z.null(),
  error: z.literal(1),
  msg: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/**
 * The reply schemas of a route: its success status and every refusal. With `bodyRefusal: true`
 * the route also answers refusals the spec's client reads from the body (meta.code 204,
 * meta.error 1, meta.code 400) with HTTP 200: `200` is then the success or `refusal` (a success at
 * 201/202 gets `200: refusal`). Server side: `bodyRefusal()` of apps/server `lib/http.ts`.
 * @example replies(201, envelope(paid), { bodyRefusal: true })
 */
export function replies<S extends number, D extends z.ZodType>(status: S, success: D, opts: { bodyRefusal?: boolean } = {}) {
  const base = { [status]: success, "4xx": refusal, "5xx": refusal } as Record<string | number, z.ZodType>;
  if (opts.bodyRefusal) {
    base[200] = status === 200 ? z.union([success, refusal]) : refusal;
  }
  return base as { [K in S]: D } & { "4xx": typeof refusal; "5xx": typeof refusal };
}

/** The type of `meta` (success or refusal). */
export type Meta = z.output<typeof wireMeta>;
/** A reply as a client reads it before knowing success from refusal: `meta`, `data` and top-level extras. */
export interface Envelope<T> {
  meta: Meta;
  data: T;
  [extra: string]: unknown;
}
/** The type of a refusal body. */
export type Refusal = z.output<typeof refusal>;
