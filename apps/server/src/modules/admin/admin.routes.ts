/**
 * Back-office routes (docs/API.md "Back office"), every one for the roles of
 * `admin.manage` (owner, kacab) and always on the session's outlet: validate → authorize → service
 * → present. Every write is audited in its transaction (audit.ts).
 */
import { ADMIN_MSG, AUDIT_PAGE_SIZE, describeAudit, rolesFor } from "@waroeng/domain";
import { auditQuery, outletSettingsBody } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listAudit } from "../../lib/audit.ts";
import { ok } from "../../lib/http.ts";
import { requireRole } from "../../plugins/auth.ts";
import { presentOutletSettings, readOutlet, saveOutletSettings } from "./outlet-settings.service.ts";

const tags = ["admin"];
const admins = requireRole(...rolesFor("admin.manage"));

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/admin/outlet", { preHandler: admins, schema: { tags } }, async (req) =>
    ok(presentOutletSettings(await readOutlet(app.db, req.auth.outletId))),
  );

  app.post("/admin/outlet", { preHandler: admins, schema: { body: outletSettingsBody, tags } }, async (req) => {
    const row = await saveOutletSettings(app.db, req.auth, req.body);
    app.currencyCache.drop(req.auth.outletId); // this process: the next request converts with the new currency
    return ok(presentOutletSettings(row), {}, 200, ADMIN_MSG.OUTLET_SAVED);
  });

  app.get("/admin/audit", { preHandler: admins, schema: { querystring: auditQuery, tags } }, async (req) => {
    const { rows, total, currency } = await listAudit(app.db, req.auth.outletId, req.query.page);
    return ok({
      page: req.query.page,
      page_size: AUDIT_PAGE_SIZE,
      total,
      rows: rows.map(({ row, userName, userRole }) => ({
        audit_id: row.id,
        audit_at: row.at.toISOString(),
        user_id: row.userId,
        user_name: userName,
        m_w_id: row.outletId,
        audit_entity: row.entity,
        audit_entity_id: row.entityId,
        audit_action: row.action,
        audit_before: row.before ?? null,
        audit_after: row.after ?? null,
        audit_text: describeAudit(
          {
            entity: row.entity,
            entityId: row.entityId,
            action: row.action,
            before: row.before ?? null,
            after: row.after ?? null,
            userName,
            userRole,
          },
          currency,
        ),
      })),
    });
  });
};
