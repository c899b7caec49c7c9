/**
 * Cash-session routes (docs/API.md "Cash session (opening cash)"; foundations §4, §7; payment §7):
 * GET /cek-modal (every role), GET /m-modal/get-modal and POST /m-modal/save-modal (kasir, wbd,
 * opp, kacab); GET /cashier/tmp-user-waroeng/{waroengId} (switch the working outlet before opening
 * cash) and GET /cashier/print-saldo-awal/{id} (the opening-cash slip) for the cash.manage roles.
 */

import { API_MSG } from "@waroeng/domain";
import { idParam, saveModalBody, waroengIdParam } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { changeSessionEverywhere } from "../../plugins/realtime.ts";
import { presentOpeningCashForm, presentSavedOpeningCash } from "./cash.presenter.ts";
import { CASH_MSG, findOpenCashSession, getOpeningCashForm, saveOpeningCash } from "./cash.service.ts";
import { printOpeningSlip, switchWorkingOutlet } from "./opening.service.ts";

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

  app.get(
    "/cashier/tmp-user-waroeng/:waroengId",
    { preHandler: requireRole(...ROLE_GROUPS.cashier), schema: { params: waroengIdParam, tags } },
    async (req) => {
      // The session's next request, to any server process, works in the new outlet (cached lookups dropped).
      const outlet = await changeSessionEverywhere(app, req.auth.sessionId, () =>
        switchWorkingOutlet(app.db, req.auth, req.params.waroengId),
      );
      return ok({ m_w_id: outlet.id, m_w_nama: outlet.name }, { error: 0, msg: API_MSG.OUTLET_SWITCHED }, 200, API_MSG.OUTLET_SWITCHED);
    },
  );

  app.get(
    "/cashier/print-saldo-awal/:id",
    { preHandler: requireRole(...ROLE_GROUPS.cashier), schema: { params: idParam, tags } },
    async (req) => ok(null, { error: 0 as const, ...(await printOpeningSlip(app.db, req.auth, req.params.id)) }),
  );
};
