/**
 * Cash-session routes (docs/API.md "Cash session (opening cash)"; foundations §4, §7; payment §7):
 * GET /cek-modal (every role), GET /m-modal/get-modal and POST /m-modal/save-modal (kasir, wbd,
 * opp, kacab).
 */

import { saveModalBody } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { presentOpeningCashForm, presentSavedOpeningCash } from "./cash.presenter.ts";
import { CASH_MSG, findOpenCashSession, getOpeningCashForm, saveOpeningCash } from "./cash.service.ts";

const tags = ["cash"];

export const cashRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/cek-modal", { schema: { tags } }, async (req) => {
    const open = await findOpenCashSession(app.db, req.auth.outletId, req.auth.userId);
    return ok(open ? 1 : 0, { rekap_modal_id: open?.id ?? 0 });
  });

  app.get("/m-modal/get-modal", { preHandler: requireRole(...ROLE_GROUPS.cashier), schema: { tags } }, async (req) =>
    ok(presentOpeningCashForm(await getOpeningCashForm(app.db, req.auth))),
  );

  app.post(
    "/m-modal/save-modal",
    { preHandler: requireRole(...ROLE_GROUPS.cashier), config: { refusalInBody: true }, schema: { body: saveModalBody, tags } },
    async (req) => {
      const saved = await saveOpeningCash(app.db, req.auth, req.body);
      return ok(presentSavedOpeningCash(saved), { error: 0, msg: CASH_MSG.SAVED, struct: "" }, 200, CASH_MSG.SAVED);
    },
  );
};
