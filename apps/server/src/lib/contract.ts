/**
 * One contract, written once (docs/ARCHITECTURE.md): every API route's reply schemas, OpenAPI
 * `summary`, `description` and refusals live in `@waroeng/domain/contracts` (packages/domain/src/
 * contracts/<area>.ts, beside the area's request schemas and shared with the web app), keyed
 * "METHOD /path" as the route declares it under /api.
 * `attachContracts` (an onRoute hook, registered before the routes) adds them to each route's
 * schema, so the route files keep only request validation and handlers; `@fastify/swagger` renders
 * them into `GET /api/openapi.json`, and docs/api-docs.ts into docs/API.md. A route with no
 * contract is left as it is (the contract test lists every /api route that lacks one).
 */
import type { RouteContracts } from "@waroeng/domain/contracts";
import type { FastifyInstance, RouteOptions } from "fastify";
import { describeAccess, type RouteAccess, routeAccess } from "./route-access.ts";

/** The contract types live with the contracts in the domain package (packages/domain/src/contracts/types.ts). */
export type { RefusalDoc, RouteContract, RouteContracts } from "@waroeng/domain/contracts";

declare module "fastify" {
  interface FastifySchema {
    /** Who may call the route (an OpenAPI extension, set by `attachContracts`; docs/API.md reads it). */
    "x-access"?: RouteAccess;
  }
}

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
