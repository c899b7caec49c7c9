/**
 * The report routes (docs/API.md "Reports"): the sales report GET /laporan?dari&sampai&m_w_id,
 * the QRIS reconciliation GET /laporan/qris and the options sold GET /laporan/opsi (same query). Roles of `report.read` (kacab, owner). Read-only.
 */
import { currencyFromOutlet, REPORT_MSG, rolesFor } from "@waroeng/domain";
import { qrisReconQuery, reportQuery } from "@waroeng/domain/requests";
import { inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { outlets } from "../../db/schema/index.ts";
import { ApiError, ok } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { requireRole } from "../../plugins/auth.ts";
import { listWorkableOutlets } from "../outlet/outlet.service.ts";
import { optionsSold } from "./options-sold.service.ts";
import { qrisRecon } from "./qris-recon.service.ts";
import { salesReport } from "./reports.service.ts";

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = requireRole(...rolesFor("report.read"));

  /**
   * The outlet a report is for: `m_w_id` (0 or absent: the session's), one the user may work in, of
   * the session outlet's currency (money goes out in its major unit, plugins/money.ts).
   * @throws ApiError 403 `Waroeng ini tidak tersedia untuk laporan Anda`; 409 for another currency.
   */
  async function reportOutlet(auth: Auth, asked: number | undefined): Promise<{ id: number; name: string }> {
    const outletId = asked || auth.outletId;
    if (!(await listWorkableOutlets(app.db, auth)).some((o) => o.id === outletId)) {
      throw new ApiError(403, REPORT_MSG.OUTLET_FORBIDDEN);
    }
    const pair = await app.db
      .select({ id: outlets.id, name: outlets.name, currency: outlets.currency })
      .from(outlets)
      .where(inArray(outlets.id, [outletId, auth.outletId]));
    const target = pair.find((o) => o.id === outletId);
    const own = pair.find((o) => o.id === auth.outletId);
    if (!target || currencyFromOutlet(target.currency) !== currencyFromOutlet(own?.currency)) {
      throw new ApiError(409, REPORT_MSG.OUTLET_OTHER_CURRENCY);
    }
    return target;
  }

  app.get("/laporan", { preValidation: readers, schema: { querystring: reportQuery, tags: ["reports"] } }, async (req) => {
    const { dari, sampai } = req.query;
    const target = await reportOutlet(req.auth, req.query.m_w_id);
    const report = await salesReport(app.db, { outletId: target.id, from: dari, to: sampai });
    return ok({ m_w_id: target.id, waroeng_nama: target.name, dari, sampai, ...report });
  });

  app.get("/laporan/qris", { preValidation: readers, schema: { querystring: qrisReconQuery, tags: ["reports"] } }, async (req) => {
    const { dari, sampai } = req.query;
    const target = await reportOutlet(req.auth, req.query.m_w_id);
    const recon = await qrisRecon(app.db, { outletId: target.id, from: dari, to: sampai });
    return ok({ m_w_id: target.id, waroeng_nama: target.name, dari, sampai, ...recon });
  });

  app.get("/laporan/opsi", { preValidation: readers, schema: { querystring: reportQuery, tags: ["reports"] } }, async (req) => {
    const { dari, sampai } = req.query;
    const target = await reportOutlet(req.auth, req.query.m_w_id);
    const sold = await optionsSold(app.db, { outletId: target.id, from: dari, to: sampai });
    return ok({ m_w_id: target.id, waroeng_nama: target.name, dari, sampai, ...sold });
  });
};
