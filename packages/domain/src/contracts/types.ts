/**
 * The shape of a route contract (docs/ARCHITECTURE.md "Adding a route"): what each API route
 * declares besides its request schemas, written once per area in `contracts/<area>.ts`, keyed
 * "METHOD /path" as the route declares it under /api. The server attaches them to its routes
 * (apps/server/src/lib/contract.ts `attachContracts`) and renders them into OpenAPI and docs/API.md.
 */
import type { z } from "zod";

/**
 * One refusal of a route, for the table "Refusals" of docs/API.md (`{{REFUSALS}}` of docs/api/intro.md).
 * `status` is the HTTP status; `code` the body's `meta.code` when it differs (e.g. 204 in a 200 body).
 * A refusal sent with `bodyRefusal()` / `config.refusalInBody` has `status: 200`.
 */
export interface RefusalDoc {
  when: string;
  status: number;
  code?: number;
  message: string;
  title?: string;
}

/**
 * A refusal answered with HTTP 200 and the refusal in the body (`meta.error 1`, `meta.code` = `code`):
 * how the cash and payment routes refuse (payment §8: the client reads meta.error).
 * @example refusedInBody("`payment_method` unknown", 422, "Metode pembayaran tidak valid")
 *   // → { when: "`payment_method` unknown", status: 200, code: 422, message: "Metode pembayaran tidak valid" }
 */
export function refusedInBody(when: string, code: number, message: string, title?: string): RefusalDoc {
  return title === undefined ? { when, status: 200, code, message } : { when, status: 200, code, message, title };
}

/** What one route declares besides its request schemas. `response`: status (or "4xx") → zod schema. */
export interface RouteContract {
  summary: string;
  description: string;
  response: Record<string | number, z.ZodType>;
  /** Its refusals (business rules, the spec's codes), listed in docs/API.md "Refusals". */
  refusals?: RefusalDoc[];
}

/** Contracts by "METHOD /path" (the path under /api, with `:params` as the route declares them). */
export type RouteContracts = Record<string, RouteContract>;
