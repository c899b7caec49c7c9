/**
 * Auth routes (foundations §7): POST /login, GET /user, GET /users, GET /users/{id}, POST /logout.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { idParam, loginBody } from "./auth.schemas.ts";
import { getUser, listUsers, login, logout } from "./auth.service.ts";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/login", { config: { public: true }, schema: { body: loginBody, tags: ["auth"] } }, async (req) => {
    const { email, password, remember } = req.body;
    const data = await login(app.db, email, password, remember === true || remember === "true" || remember === "1");
    return ok(data, {}, 200, "Login berhasil");
  });

  app.get("/user", { schema: { tags: ["auth"] } }, async (req) => {
    const a = req.auth;
    return ok({ id: a.userId, name: a.name, email: a.email, role: a.role, m_w_id: a.outletId });
  });

  app.get("/users", { schema: { tags: ["auth"] } }, async (req) => ok(await listUsers(app.db, req.auth.outletId)));

  app.get("/users/:id", { schema: { params: idParam, tags: ["auth"] } }, async (req) =>
    ok(await getUser(app.db, req.auth.outletId, req.params.id)),
  );

  app.post("/logout", { schema: { tags: ["auth"] } }, async (req) => {
    await logout(app.db, req.auth.sessionId);
    return ok(null, {}, 200, "Logout berhasil");
  });
};
