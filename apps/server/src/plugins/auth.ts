/**
 * Authentication (foundations §6 "Session"; docs/API.md "Authentication"): opaque random tokens,
 * stored as SHA-256 in `sessions`; logout revokes. A request carries its token either as
 * `Authorization: Bearer …` (the spec's API clients) or in the HttpOnly `waroeng_session` cookie
 * (the web app, set by POST /api/login). The bearer header wins when both are present.
 *
 * Rules, decided on the MATCHED route (never on the URL text, which the router decodes):
 * - default deny: every route needs a live session unless its config says `public: true`
 *   (login, the OpenAPI document, the web app's shell and assets); `request.auth` is then set;
 * - a request that matched no route is left to the 404 handler (nothing to protect);
 * - cross-site request forgery (SameSite=Strict is the first line): an unsafe request (POST, PUT,
 *   PATCH, DELETE) not authenticated by a bearer header is refused 403 when its `Origin` is not this
 *   server; any cookie-authenticated request is refused when the browser marks it as coming from
 *   another site or another origin of this site (`Sec-Fetch-Site: cross-site | same-site`), which
 *   also covers the spec's state-changing GETs. Roles are checked per route with `requireRole`;
 * - authorise before validating: wherever a route puts its `requireRole` guard, `liftGuards` moves it
 *   into the route's onRequest hooks (after the session above), so a refused role gets 403 `Akses
 *   DiTolak!` before its body is parsed, its money converted or its fields checked (never a 422 that
 *   tells a role which fields a call it may not make expects).
 */
import { createHash, randomBytes } from "node:crypto";
import cookie from "@fastify/cookie";
import { MSG, type Role, rolesFor } from "@waroeng/domain";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest, onRequestHookHandler, onRouteHookHandler, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.ts";
import { prepared } from "../db/prepared.ts";
import { sessions, users } from "../db/schema/index.ts";
import { ApiError } from "../lib/http.ts";
import { SessionCache } from "../lib/session-cache.ts";

export interface Auth {
  userId: number;
  name: string;
  email: string;
  role: Role;
  /** The outlet this session works in. */
  outletId: number;
  sessionId: number;
  /** When the session stops working (live streams close then). */
  expiresAt: Date;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: Auth;
  }
  interface FastifyInstance {
    /** Recent session lookups (lib/session-cache.ts); plugins/realtime.ts drops ended sessions and turns it on. */
    sessionCache: SessionCache<Auth>;
  }
  interface FastifyContextConfig {
    /** No session needed (login, OpenAPI document, the web app's files). Default: a session is needed. */
    public?: boolean;
    /** A head-office route (`/api/hq`): no outlet session; its `requireHq` guard (modules/hq-auth) checks the head-office one. */
    hq?: boolean;
  }
}

/** Name of the web app's session cookie (HttpOnly, SameSite=Strict, Path=/api). */
const SESSION_COOKIE = "waroeng_session";

/** SHA-256 hex of a token: what the sessions table stores. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new random token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The token a request carries and how: the bearer header first, else the session cookie. */
export function credentialOf(req: FastifyRequest): { token: string; via: "bearer" | "cookie" } | null {
  const bearer = req.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) {
    return { token: bearer, via: "bearer" };
  }
  const fromCookie = req.cookies?.[SESSION_COOKIE];
  return fromCookie ? { token: fromCookie, via: "cookie" } : null;
}

/** The session lookup of every request, prepared (db/prepared.ts). */
function sessionQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      outletId: sessions.outletId,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("hash")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare("auth_session");
}
/**
 * The live session behind a token, or null when unknown, expired, revoked or its user inactive.
 * With `cache` (the app's, lib/session-cache.ts) a lookup made in the last seconds may answer.
 */
export async function authenticate(db: Db, token: string | undefined, cache?: SessionCache<Auth>): Promise<Auth | null> {
  return sessionOf(db, token, cache);
}

/**
 * `authenticate` answered at once when it can: null for a missing or oversized token, the cached
 * session when `cache` has it; else the promise of the database's answer (the request hook then
 * costs no promise on a cached session).
 */
function sessionOf(db: Db, token: string | undefined, cache?: SessionCache<Auth>): Auth | null | Promise<Auth | null> {
  if (!token || token.length > 200) {
    return null;
  }
  const hash = hashToken(token);
  return cache?.get(hash) ?? lookUp(db, hash, cache);
}

/** The session of a token hash from the database (kept in `cache` when given). */
async function lookUp(db: Db, hash: string, cache?: SessionCache<Auth>): Promise<Auth | null> {
  const begunAt = cache?.begin() ?? 0;
  const rows = await prepared(db, "auth_session", () => sessionQuery(db)).execute({ hash, now: new Date() });
  const row = rows[0];
  const auth = row ? { ...row, role: row.role as Role } : null;
  if (auth) {
    cache?.set(hash, auth, begunAt);
  }
  return auth;
}

/** Cookie attributes of the session cookie; `Secure` when the request came over https. */
function cookieOptions(req: FastifyRequest) {
  return { path: "/api", httpOnly: true, sameSite: "strict" as const, secure: req.protocol === "https" };
}

/** Sets the session cookie; `maxAgeMs` undefined makes it last until the browser closes. */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs?: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(req),
    ...(maxAgeMs ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
  });
}

/** Clears the session cookie (logout, or a cookie whose session ended). */
export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** True when the browser says the request comes from a page of another origin than this server's. */
export function fromElsewhere(req: FastifyRequest): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") {
    return true;
  }
  const origin = req.headers.origin;
  if (origin === undefined) {
    return false;
  }
  try {
    return new URL(origin).host !== new URL(`${req.protocol}://${req.host}`).host;
  } catch {
    return true; // "null" (sandboxed or privacy-stripped origins) or garbage
  }
}

/** A request that may ride on the browser's cookie from another site's page (see the module doc). */
function isForgeable(req: FastifyRequest, via: "bearer" | "cookie" | undefined): boolean {
  if (via === "bearer") {
    return false;
  }
  return (UNSAFE.has(req.method) || via === "cookie") && fromElsewhere(req);
}

/** onRoute hook marking every route of a scope public (the web app's shell and static files). */
export const markPublic: onRouteHookHandler = (route) => {
  route.config = { ...route.config, public: true };
};

/** The route hooks a `requireRole` guard may be declared in; `liftGuards` moves it from each to onRequest. */
const LATER_HOOKS = ["preParsing", "preValidation", "preHandler"] as const;

/**
 * onRoute hook: moves every `requireRole` guard (a hook carrying `roles`) from the route's
 * preParsing, preValidation or preHandler hooks to the front of its onRequest hooks. Route-level
 * hooks run after the app's, so the session is resolved first and the role is checked before the
 * body is read, money converted (plugins/money.ts, preValidation) or the schemas run.
 */
export const liftGuards: onRouteHookHandler = (route: RouteOptions) => {
  const guards: onRequestHookHandler[] = [];
  for (const hook of LATER_HOOKS) {
    const hooks = [route[hook] ?? []].flat() as unknown[];
    const rest = hooks.filter((h) => {
      const isGuard = Array.isArray((h as { roles?: unknown }).roles);
      if (isGuard) {
        guards.push(h as onRequestHookHandler);
      }
      return !isGuard;
    });
    if (rest.length !== hooks.length) {
      route[hook] = (rest.length > 0 ? rest : undefined) as never;
    }
  }
  if (guards.length > 0) {
    route.onRequest = [...guards, ...[route.onRequest ?? []].flat()];
  }
};

export const authPlugin = fp<{ db: Db }>(async (app, opts) => {
  await app.register(cookie);
  app.addHook("onRoute", liftGuards);
  app.decorateRequest("auth", null as unknown as Auth);
  const cache = new SessionCache<Auth>();
  app.decorate("sessionCache", cache);
  // A callback hook: a session answered from the cache costs no promise (most requests, lib/session-cache.ts).
  app.addHook("onRequest", (req, reply, done) => {
    if (req.is404) {
      done();
      return;
    }
    const credential = credentialOf(req);
    if (isForgeable(req, credential?.via)) {
      done(new ApiError(403, MSG.FOREIGN_ORIGIN));
      return;
    }
    const config = req.routeOptions.config;
    if (config?.public === true || config?.hq === true) {
      done();
      return;
    }
    const settle = (auth: Auth | null) => {
      if (!auth) {
        if (credential?.via === "cookie") {
          clearSessionCookie(req, reply);
        }
        done(new ApiError(401, MSG.SESSION_ENDED));
        return;
      }
      req.auth = auth;
      done();
    };
    const found = sessionOf(opts.db, credential?.token, cache);
    if (found instanceof Promise) {
      found.then(settle).catch(done);
    } else {
      settle(found);
    }
  });
});

/**
 * Guard that refuses (403, Akses DiTolak!) a user whose role is not in `roles`. Declare it in any
 * hook of the route (preHandler, preValidation); `liftGuards` runs it in onRequest, before validation.
 */
export function requireRole(...roles: Role[]) {
  // A callback hook (no promise per request).
  const guard = (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    done(roles.includes(req.auth.role) ? undefined : new ApiError(403, MSG.ACCESS_DENIED, { title: MSG.ACCESS_DENIED_TITLE }));
  };
  // Read by lib/contract.ts to write the route's roles into the OpenAPI document and docs/API.md.
  return Object.assign(guard, { roles: [...roles] as readonly Role[] });
}

/**
 * Role groups used by the route modules, each the roles of one action of the domain's matrix
 * (`PERMISSIONS`, packages/domain/src/roles.ts), so the web shows a control exactly when its call passes.
 */
export const ROLE_GROUPS = {
  /** GET /m-modal/get-modal, POST /m-modal/save-modal (opening cash). */
  cashier: rolesFor("cash.manage"),
  /** Payment, drawer and history. */
  payment: rolesFor("order.pay"),
  /** Open, edit and fill orders. */
  ordering: rolesFor("order.take"),
  /** Send an order to production. */
  production: rolesFor("order.produce"),
  /** History list, detail and receipt. */
  history: rolesFor("history.read"),
  /** Hal Tata: dishes ready / not ready. */
  kitchen: rolesFor("kitchen.prepare"),
  /** Hal Ambil: dishes served, nota delivered. */
  pickup: rolesFor("pickup.serve"),
};
