/**
 * Head-office sign-in routes (`ROLE=hq`; contracts/hq.ts): POST /hq/login, POST /hq/logout,
 * GET /hq/me. Sign-in shares the outlets' login limits (modules/auth/login-limits.ts: per IP, per
 * account, known devices) in its own scope; the cookie `waroeng_hq_session` is HttpOnly,
 * SameSite=Strict, Path=/api/hq, Secure over https.
 */

import { API_MSG } from "@waroeng/domain";
import { hqLoginBody } from "@waroeng/domain/contracts";
import { asc, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { outlets } from "../../db/schema/index.ts";
import { ApiError, ok } from "../../lib/http.ts";
import { loginLimiter } from "../auth/login-limits.ts";
import { assertHq, HQ_SESSION_COOKIE, requireHq } from "./guard.ts";
import { hqLogin, hqLogout } from "./hq-auth.service.ts";

function cookieOptions(req: FastifyRequest) {
  return { path: "/api/hq", httpOnly: true, sameSite: "strict" as const, secure: req.protocol === "https" };
}

/** The outlets `ids` as head office lists them (id, name, code, currency), by id. */
export async function hqOutletList(app: { db: import("../../db/client.ts").Db }, ids: readonly number[]) {
  if (ids.length === 0) {
    return [];
  }
  const rows = await app.db
    .select({ m_w_id: outlets.id, m_w_nama: outlets.name, m_w_code: outlets.code, currency: outlets.currency })
    .from(outlets)
    .where(inArray(outlets.id, [...ids]))
    .orderBy(asc(outlets.id));
  return rows;
}

export const hqAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = await loginLimiter(app);
  const onlyHq = async (req: FastifyRequest) => assertHq(req);

  app.post(
    "/hq/login",
    { config: { hq: true, public: true }, onRequest: onlyHq, preHandler: limiter.guard, schema: { body: hqLoginBody, tags: ["hq"] } },
    async (req, reply) => {
      const { email, password, remember } = req.body;
      try {
        const { lifetimeMs, ...data } = await hqLogin(app.db, email, password, remember === true);
        reply.setCookie(HQ_SESSION_COOKIE, data.token, {
          ...cookieOptions(req),
          ...(remember === true ? { maxAge: Math.floor(lifetimeMs / 1000) } : {}),
        });
        limiter.recordSuccess(req, reply);
        return ok(data, {}, 200, API_MSG.LOGIN_OK);
      } catch (err) {
        if (err instanceof ApiError && err.code === 401) {
          limiter.recordFailure(req);
        }
        throw err;
      }
    },
  );

  app.post("/hq/logout", { config: { hq: true }, onRequest: requireHq("hq.read"), schema: { tags: ["hq"] } }, async (req, reply) => {
    await hqLogout(app.db, req.hq.sessionId);
    reply.clearCookie(HQ_SESSION_COOKIE, cookieOptions(req));
    return ok(null, {}, 200, API_MSG.LOGOUT_OK);
  });

  app.get("/hq/me", { config: { hq: true }, onRequest: requireHq("hq.read"), schema: { tags: ["hq"] } }, async (req) => {
    const h = req.hq;
    return ok({ id: h.userId, name: h.name, email: h.email, role: h.role, outlets: await hqOutletList(app, h.outletIds) });
  });
};
