/**
 * Auth routes (foundations §7): POST /login, GET /user, GET /users, GET /users/{id}, POST /logout.
 * Login also sets the web app's HttpOnly session cookie (the token stays in the reply for API
 * clients); logout revokes the session and clears the cookie. Login is rate limited (login-limits.ts).
 */
import { API_MSG, can, FIELD_MSG, MAX_ID, ROLES, type Role } from "@waroeng/domain";
import { loginBody, userOrMemberParam } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError, ok } from "../../lib/http.ts";
import { clearSessionCookie, requireRole, setSessionCookie } from "../../plugins/auth.ts";
import { changeSessionEverywhere } from "../../plugins/realtime.ts";
import { getUser, listUsers, login, logout } from "./auth.service.ts";
import { type LimitedRoute, loginLimiter } from "./login-limits.ts";
import { findMember, isMemberIdForm } from "./member.service.ts";

/** Options of authRoutes: `limitedRoutes` share the login limits (modules/index.ts passes Role Setting's approval). */
export interface AuthRoutesOptions {
  limitedRoutes?: readonly LimitedRoute[];
}

/**
 * Who reads the staff list (GET /users): the screens that show it — Tips' recipient (cash.manage),
 * the staff-side order forms' Karyawan (order.take) and the back office (admin.manage). The kitchen
 * has no screen that lists staff.
 */
const STAFF_LIST_ROLES = ROLES.filter((r) => can(r, "order.take") || can(r, "cash.manage") || can(r, "admin.manage"));

/** A staff row as `role` may see it: the login email only for the back office (admin.manage), who manages logins. */
function staffFor<T extends { email: string }>(role: Role, user: T): Omit<T, "email"> | T {
  if (can(role, "admin.manage")) {
    return user;
  }
  const { email: _email, ...rest } = user;
  return rest;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const limiter = await loginLimiter(app);
  // Role Setting's supervisor approval shares the login limits (modules/access, given by modules/index.ts).
  for (const register of opts.limitedRoutes ?? []) {
    register(app, limiter);
  }

  app.post(
    "/login",
    {
      config: { public: true, refusalInBody: true, validationInBody: true },
      preHandler: limiter.guard,
      schema: { body: loginBody, tags: ["auth"] },
    },
    async (req, reply) => {
      const { email, password, remember } = req.body;
      const remembered = remember === true || remember === "true" || remember === "1";
      try {
        const { lifetimeMs, ...data } = await login(app.db, email, password, remembered);
        // remember-me: the cookie outlives the browser; otherwise it ends with it (the session still expires).
        setSessionCookie(req, reply, data.token, remembered ? lifetimeMs : undefined);
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

  app.get("/user", { schema: { tags: ["auth"] } }, async (req) => {
    const a = req.auth;
    return ok({ id: a.userId, name: a.name, email: a.email, role: a.role, m_w_id: a.outletId });
  });

  app.get("/users", { preHandler: requireRole(...STAFF_LIST_ROLES), schema: { tags: ["auth"] } }, async (req) =>
    ok((await listUsers(app.db, req.auth.outletId)).map((u) => staffFor(req.auth.role, u))),
  );

  app.get("/users/:id", { schema: { params: userOrMemberParam, tags: ["auth"] } }, async (req) => {
    const id = req.params.id;
    if (isMemberIdForm(id)) {
      return ok(await findMember(app.db, id));
    }
    const userId = Number(id);
    if (!Number.isSafeInteger(userId) || userId < 1 || userId > MAX_ID) {
      throw new ApiError(422, FIELD_MSG.ID_REQUIRED);
    }
    return ok(staffFor(req.auth.role, await getUser(app.db, req.auth.outletId, userId)));
  });

  app.post("/logout", { schema: { tags: ["auth"] } }, async (req, reply) => {
    // Answered once every server process dropped the session from its cache (lib/session-cache.ts).
    await changeSessionEverywhere(app, req.auth.sessionId, () => logout(app.db, req.auth.sessionId));
    clearSessionCookie(req, reply);
    return ok(null, {}, 200, API_MSG.LOGOUT_OK);
  });
};
