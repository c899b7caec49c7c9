/**
 * Back office · Opsi Menu routes (docs/API.md "Back office · Opsi Menu"), every one for the roles of
 * `admin.manage` (owner, kacab) and always on the session's outlet, like the menu's back office:
 * validate → authorize → service (one transaction, audited, `menu` live event) → present.
 */
import { OPTION_ADMIN_MSG, rolesFor } from "@waroeng/domain";
import { idParam, optionGroupArchiveBody, optionGroupBody, optionGroupsQuery, optionImportBody } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { requireRole } from "../../plugins/auth.ts";
import { archiveOptionGroup, listOptionGroups, presentOptionGroup, saveOptionGroup } from "./option-groups.service.ts";
import { applyOptionImport, previewOptionImport } from "./option-import.service.ts";

const tags = ["menu-admin"];
const admins = requireRole(...rolesFor("admin.manage"));

export const optionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/admin/option-groups", { preHandler: admins, schema: { querystring: optionGroupsQuery, tags } }, async (req) =>
    ok((await listOptionGroups(app.db, req.auth.outletId, { archived: req.query.archived })).map(presentOptionGroup)),
  );
  app.post("/admin/option-groups", { preHandler: admins, schema: { body: optionGroupBody, tags } }, async (req) =>
    ok(presentOptionGroup(await saveOptionGroup(app.db, req.auth, undefined, req.body)), {}, 200, OPTION_ADMIN_MSG.GROUP_SAVED),
  );
  app.post("/admin/option-groups/:id", { preHandler: admins, schema: { params: idParam, body: optionGroupBody, tags } }, async (req) =>
    ok(presentOptionGroup(await saveOptionGroup(app.db, req.auth, req.params.id, req.body)), {}, 200, OPTION_ADMIN_MSG.GROUP_SAVED),
  );
  app.post(
    "/admin/option-groups/:id/archive",
    { preHandler: admins, schema: { params: idParam, body: optionGroupArchiveBody, tags } },
    async (req) => {
      const view = await archiveOptionGroup(app.db, req.auth, req.params.id, req.body.archived);
      return ok(presentOptionGroup(view), {}, 200, req.body.archived ? OPTION_ADMIN_MSG.GROUP_ARCHIVED : OPTION_ADMIN_MSG.GROUP_RESTORED);
    },
  );
  app.post("/admin/option-groups/import/preview", { preHandler: admins, schema: { body: optionImportBody, tags } }, async (req) =>
    ok(await previewOptionImport(app.db, req.auth.outletId, req.body.csv)),
  );
  app.post("/admin/option-groups/import", { preHandler: admins, schema: { body: optionImportBody, tags } }, async (req) => {
    const done = await applyOptionImport(app.db, req.auth, req.body.csv);
    return ok(done, {}, 200, OPTION_ADMIN_MSG.importDone(done.created, done.updated));
  });
};
