/** GET /transaksi/clearTmp (foundations §2 Refresh, §7): validate → authorize → service → present. */
import { ADMIN_MSG, rolesFor } from "@waroeng/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { requireRole } from "../../plugins/auth.ts";
import { clearEmptyDrafts } from "./clear-tmp.service.ts";

export const clearTmpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/transaksi/clearTmp", { preHandler: requireRole(...rolesFor("cash.manage")), schema: { tags: ["orders"] } }, async (req) => {
    const { orderIds, tableIds } = await clearEmptyDrafts(app.db, req.auth);
    return ok({ deleted: orderIds.length, tmp_transaction_ids: orderIds, m_meja_ids: tableIds }, {}, 200, ADMIN_MSG.CLEAR_TMP_DONE);
  });
};
