/**
 * One contract, written once (docs/ARCHITECTURE.md): every API route's reply schemas (from
 * `@waroeng/domain/wire`, shared with the web app), OpenAPI `summary` and `description` live in
 * `modules/<area>/<area>.contract.ts`, keyed "METHOD /path" as the route declares it under /api.
 * `attachContracts` (an onRoute hook, registered before the routes) adds them to each route's
 * schema, so the route files keep only request validation and handlers; `@fastify/swagger` renders
 * them into `GET /api/openapi.json`, and docs/api-docs.ts into docs/API.md. A route with no
 * contract is left as it is (the contract test lists every /api route that lacks one).
 */
import type { FastifyInstance, RouteOptions } from "fastify";
import type { z } from "zod";
import { describeAccess, type RouteAccess, routeAccess } from "./route-access.ts";

declare module "fastify" {
  interface FastifySchema {
    /** Who may call the route (an OpenAPI extension, set by `attachContracts`; docs/API.md reads it). */
    "x-access"?: RouteAccess;
  }
}

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

/** The contract key of a route: `GET /m-meja` for `GET /api/m-meja`. */
export function contractKey(method: string, url: string): string {
  return `${method} ${url.replace(/^\/api(?=\/)/, "")}`;
}

/**
 * Adds an onRoute hook that merges each route's contract into its schema (for every method of the
 * route; the automatic HEAD route of a GET gets the GET's), with who may call it (lib/route-access.ts)
 * opening the description and as `x-access`.
 * @param contracts - every area's contracts, merged.
 */
export function attachContracts(app: FastifyInstance, contracts: RouteContracts): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const contract = contracts[contractKey(method === "HEAD" ? "GET" : method, route.url)];
      if (contract) {
        const access = routeAccess(route);
        const retry = route.config?.idempotent ? " Accepts `Idempotency-Key` (a repeated key replays the first reply)." : "";
        const { refusals: _refusals, ...schema } = contract;
        const description = `${describeAccess(access)} ${contract.description}${retry}`.trim();
        // `x-access`: an OpenAPI extension (copied as it is by @fastify/swagger), read by docs/API.md.
        route.schema = { ...route.schema, ...schema, description, "x-access": access };
        return;
      }
    }
  });
}
