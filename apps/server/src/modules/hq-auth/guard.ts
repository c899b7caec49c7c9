/**
 * The head office's guard (`ROLE=hq`): every `/api/hq` route declares `config: { hq: true }` (no
 * outlet session, plugins/auth.ts) and `onRequest: requireHq(action)`, which
 * - answers 404 at an outlet (not a head office);
 * - refuses a cookie-carried request from another site (the outlets' CSRF rule, plugins/auth.ts);
 * - resolves the head-office session (HttpOnly cookie `waroeng_hq_session`, or a bearer token):
 *   401 without one; sets `req.hq = { userId, role, outletIds, … }`;
 * - refuses a role the action does not allow (domain `HQ_PERMISSIONS`): 403 "Akses DiTolak!",
 *   in onRequest, before the body is parsed or checked (authorise before validating).
 * `hqOutletScope(req, requested)` narrows a request to the outlets the user may see (403 for another's).
 */
import { HQ_MSG, type HqAction, hqRolesFor, MSG } from "@waroeng/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../../lib/http.ts";
import { fromElsewhere } from "../../plugins/auth.ts";
import { type HqAuth, hqAuthenticate } from "./hq-auth.service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The head-office user (set by `requireHq`; only on `/api/hq` routes). */
    hq: HqAuth;
  }
}

/** The head office's session cookie (HttpOnly, SameSite=Strict, Path=/api/hq). */
export const HQ_SESSION_COOKIE = "waroeng_hq_session";

/** The head-office token a request carries: the bearer header first, else the head-office cookie. */
export function hqCredentialOf(req: FastifyRequest): { token: string; via: "bearer" | "cookie" } | null {
  const bearer = req.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) {
    return { token: bearer, via: "bearer" };
  }
  const fromCookie = req.cookies?.[HQ_SESSION_COOKIE];
  return fromCookie ? { token: fromCookie, via: "cookie" } : null;
}

/** 404 unless this server is a head office (`ROLE=hq`). */
export function assertHq(req: FastifyRequest): void {
  if (req.server.sync?.role !== "hq") {
    throw new ApiError(404, HQ_MSG.NOT_HQ);
  }
}

/** 403 "Akses DiTolak!" (the head office's refusal of a role or an outlet). */
export function hqDenied(): ApiError {
  return new ApiError(403, MSG.ACCESS_DENIED_TITLE, { title: MSG.ACCESS_DENIED_TITLE });
}

/**
 * Guard of a head-office route: only roles allowed `action` (see the module doc). Declare it as the
 * route's `onRequest`; it carries `roles` (as `hq:<role>`) for the API documentation (lib/route-access.ts).
 * @throws ApiError 404 (not a head office), 403 (cross-site, or role), 401 (no live head-office session).
 */
export function requireHq(action: HqAction) {
  const roles = hqRolesFor(action);
  const guard = async (req: FastifyRequest, _reply: FastifyReply) => {
    assertHq(req);
    const credential = hqCredentialOf(req);
    if (credential?.via === "cookie" && fromElsewhere(req)) {
      throw new ApiError(403, MSG.FOREIGN_ORIGIN);
    }
    const auth = await hqAuthenticate(req.server.db, credential?.token);
    if (!auth) {
      throw new ApiError(401, MSG.SESSION_ENDED);
    }
    req.hq = auth;
    if (!roles.includes(auth.role)) {
      throw hqDenied();
    }
  };
  return Object.assign(guard, { roles: roles.map((r) => `hq:${r}`) as readonly string[] });
}

/**
 * The outlets a head-office request works on: `requested` (when given and not empty) checked against
 * the user's outlets, else all of the user's outlets.
 * @throws ApiError 403 "Akses DiTolak!" when `requested` names an outlet the user may not see.
 */
export function hqOutletScope(req: FastifyRequest, requested?: readonly number[]): number[] {
  const mine = req.hq.outletIds;
  if (!requested || requested.length === 0) {
    return [...mine];
  }
  const allowed = new Set(mine);
  if (requested.some((id) => !allowed.has(id))) {
    throw hqDenied();
  }
  return [...new Set(requested)].sort((a, b) => a - b);
}
