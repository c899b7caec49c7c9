/**
 * The sales report route (docs/API.md "Reports"): GET /laporan?dari&sampai&m_w_id. Roles
 * of `report.read` (kacab; the owner role at merge). Read-only.
 */
import { currencyFromOutlet, REPORT_MSG, rolesFor } from "@waroeng/domain";
import { reportQuery } from "@waroeng/domain/requests";
import { inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { outlets } from "../../db/schema/index.ts";
import { ApiError, ok } from "../../lib/http.ts";
import { requireRole } from "../../plugins/auth.ts";
import { listWorkableOutlets } from "../outlet/outlet.service.ts";
import { salesReport } from "./reports.service.ts";

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = requireRole(...rolesFor("report.read"));

  app.get("/laporan", { preValidation: readers, schema: { querystring: reportQuery, tags: ["reports"] } }, async (req) => {
    const { dari, sampai } = req.query;
    const outletId = req.query.m_w_id || req.auth.outletId;
    if (!(await listWorkableOutlets(app.db, req.auth)).some((o) => o.id === outletId)) {
      throw new ApiError(403, REPORT_MSG.OUTLET_FORBIDDEN);
    }
    const pair = await app.db
      .select({ id: outlets.id, name: outlets.name, currency: outlets.currency })
      .from(outlets)
      .where(inArray(outlets.id, [outletId, req.auth.outletId]));
    const target = pair.find((o) => o.id === outletId);
    const own = pair.find((o) => o.id === req.auth.outletId);
    // Money goes out in the session outlet's major unit (plugins/money.ts): another currency would be misread.
    if (!target || currencyFromOutlet(target.currency) !== currencyFromOutlet(own?.currency)) {
      throw new ApiError(409, REPORT_MSG.OUTLET_OTHER_CURRENCY);
    }
    const report = await salesReport(app.db, { outletId, from: dari, to: sampai });
    return ok({ m_w_id: outletId, waroeng_nama: target.name, dari, sampai, ...report });
  });
};
