/**
 * Back office · Staf (docs/API.md "Back office"): the outlet's staff accounts, for the roles
 * of `admin.manage`. validate → authorize → service (one transaction, audited) → present.
 */
import { assignableRoles, PEOPLE_MSG, rolesFor } from "@waroeng/domain";
import { adminIdParam, staffCreateBody, staffPasswordBody, staffUpdateBody } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { requireRole } from "../../plugins/auth.ts";
import { createStaff, listStaff, presentStaff, resetStaffPassword, setStaffActive, updateStaff } from "./staff.service.ts";

const tags = ["admin"];
const admins = requireRole(...rolesFor("admin.manage"));

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/admin/staff", { preHandler: admins, schema: { tags } }, async (req) =>
    ok({ users: (await listStaff(app.db, req.auth.outletId)).map(presentStaff), assignable_roles: assignableRoles(req.auth.role) }),
  );

  app.post("/admin/staff", { preHandler: admins, schema: { body: staffCreateBody, tags } }, async (req) =>
    ok(presentStaff(await createStaff(app.db, req.auth, req.body)), {}, 200, PEOPLE_MSG.STAFF_CREATED),
  );

  app.post("/admin/staff/:id", { preHandler: admins, schema: { params: adminIdParam, body: staffUpdateBody, tags } }, async (req) =>
    ok(presentStaff(await updateStaff(app.db, req.auth, req.params.id, req.body)), {}, 200, PEOPLE_MSG.STAFF_SAVED),
  );

  app.post(
    "/admin/staff/:id/password",
    { preHandler: admins, schema: { params: adminIdParam, body: staffPasswordBody, tags } },
    async (req) =>
      ok(presentStaff(await resetStaffPassword(app, req.auth, req.params.id, req.body.password)), {}, 200, PEOPLE_MSG.PASSWORD_RESET),
  );

  app.post("/admin/staff/:id/deactivate", { preHandler: admins, schema: { params: adminIdParam, tags } }, async (req) =>
    ok(presentStaff(await setStaffActive(app, req.auth, req.params.id, false)), {}, 200, PEOPLE_MSG.STAFF_DEACTIVATED),
  );

  app.post("/admin/staff/:id/activate", { preHandler: admins, schema: { params: adminIdParam, tags } }, async (req) =>
    ok(presentStaff(await setStaffActive(app, req.auth, req.params.id, true)), {}, 200, PEOPLE_MSG.STAFF_ACTIVATED),
  );
};
