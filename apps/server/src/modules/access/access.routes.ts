/**
 * Access routes (payment spec §7 GET /akses-role; foundations §7 GET /get-all-role,
 * POST /role-kasir/update; docs/API.md "Access"). POST /approve is registered by
 * `registerApproveRoute` inside the auth routes' scope, under the login rate limits (modules/index.ts
 * hands it to authRoutes, so auth does not import access).
 */
import { ACCESS_MSG } from "@waroeng/domain";
import { approveBody, roleUpdateBody } from "@waroeng/domain/requests";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import type { LoginLimiter } from "../auth/login-limits.ts";
import { presentPermission } from "./access.presenter.ts";
import { accessMatrixFor, listPermissions } from "./access.service.ts";
import { readSwitches } from "./access.switches.ts";
import { approve, updateTemporaryRoles } from "./role-setting.service.ts";

const tags = ["access"];

export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/akses-role", { schema: { tags } }, async (req) => ok(await accessMatrixFor(app.db, req.auth)));

  app.get("/get-all-role", { schema: { tags } }, async (req) =>
    ok((await listPermissions(app.db, req.auth.outletId)).map(presentPermission)),
  );

  app.post("/role-kasir/update", { schema: { body: roleUpdateBody, tags } }, async (req) => {
    const switches = readSwitches(req.body);
    const rows = await updateTemporaryRoles(app.db, req.auth, { approvalId: req.body.approvel_id, switches });
    return ok(rows.map(presentPermission), {}, 200, ACCESS_MSG.ROLE_SAVED);
  });
};

/**
 * POST /approve, in the auth routes' scope so a failed approval counts against the same per-IP and
 * per-account limits as a failed login (a supervisor's password cannot be guessed here instead).
 */
export function registerApproveRoute(app: FastifyInstance, limiter: LoginLimiter): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post("/approve", { preHandler: limiter.guard, schema: { body: approveBody, tags } }, async (req) => {
      try {
        const id = await approve(app.db, req.auth, { outletId: req.body.waroeng, email: req.body.email, password: req.body.password });
        return ok({ id }, {}, 200, ACCESS_MSG.APPROVED);
      } catch (err) {
        limiter.recordFailure(req);
        throw err;
      }
    });
}
