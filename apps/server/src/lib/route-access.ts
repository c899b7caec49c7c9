/**
 * Who may call a route, read from how the route declares it (never written by hand): `config.public`
 * (no session), else the roles of its `requireRole` guard (plugins/auth.ts; the guard carries them as
 * `roles`) in whichever hook it sits, else any signed-in role. `lib/contract.ts` writes it into each
 * operation of `GET /api/openapi.json` as `x-access` and into its description; docs/API.md shows it
 * per route (`docs/api-docs.ts`) and `lib/contract.test.ts` checks the two agree.
 */
import type { RouteOptions } from "fastify";

/** `public`: no session; `session`: any signed-in role; `roles`: only these (others → 403 Akses DiTolak!). */
export type RouteAccess = { kind: "public" } | { kind: "session" } | { kind: "roles"; roles: readonly string[] };

/** The route hooks a `requireRole` guard may sit in (each runs before the handler). */
const GUARD_HOOKS = ["onRequest", "preParsing", "preValidation", "preHandler"] as const;

/** The part of a route's options that decides its access. */
export type AccessOptions = Pick<RouteOptions, "config" | (typeof GUARD_HOOKS)[number]>;

/** The roles of the route's first `requireRole` guard, or undefined when it has none. */
export function guardedRoles(route: AccessOptions): readonly string[] | undefined {
  for (const hook of GUARD_HOOKS) {
    for (const h of [route[hook] ?? []].flat()) {
      const roles = (h as { roles?: readonly string[] }).roles;
      if (roles) {
        return roles;
      }
    }
  }
  return undefined;
}

/**
 * The access of a route, as its options declare it.
 * @example routeAccess({ preValidation: requireRole("kasir") }); // { kind: "roles", roles: ["kasir"] }
 */
export function routeAccess(route: AccessOptions): RouteAccess {
  if ((route.config as { public?: boolean } | undefined)?.public) {
    return { kind: "public" };
  }
  const roles = guardedRoles(route);
  return roles ? { kind: "roles", roles } : { kind: "session" };
}

/**
 * The sentence that opens a route's description in the OpenAPI document and docs/API.md.
 * @example describeAccess({ kind: "roles", roles: ["kasir", "kacab"] }); // "Roles kasir kacab; others → 403."
 */
export function describeAccess(access: RouteAccess): string {
  switch (access.kind) {
    case "public":
      return "Public (no session).";
    case "session":
      return "Every signed-in role.";
    case "roles":
      return `Roles ${access.roles.join(" ")}; others → 403.`;
  }
}
