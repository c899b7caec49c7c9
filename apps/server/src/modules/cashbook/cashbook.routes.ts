/**
 * Cash book and shift routes (docs/API.md "Cash book and shift"; payment §7 "Cash
 * mutation", "Tips", "Shift recap reads"; foundations §7 close-modal). Roles of `cash.manage`
 * (kasir, wbd, kacab); every read and write is of the user's own cash session at the session's outlet.
 */
import { CASH_BOOK_MSG, MAX_ID } from "@waroeng/domain";
import {
  type CloseModalInput,
  closeModalSchema,
  mutationSchema,
  receiptViewQuery,
  rekapIdParam,
  tipCreateSchema,
  tipUpdateSchema,
} from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/http.ts";
import { type Auth, ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { printCashSlip, printClosingReport, printedReply } from "./cash-print.ts";
import { addMutation, addTip, deleteTip, getTip, listMutations, listTips, mutationSlip, updateTip } from "./cashbook.service.ts";
import { closeCheck, closeSession, closingReport } from "./close.service.ts";
import { freeChangeRecap, linesByReason, paymentRecap, promoRecap, salesRecap, spendingRecap, tipsRecap } from "./recap.service.ts";
import { type SessionRow, sessionFor } from "./session.ts";

const tags = ["cash book"];
const cashier = requireRole(...ROLE_GROUPS.cashier);
/** Optional `?rekap_modal_id=` of a recap read: one of the outlet's sessions (default: the user's open one). */
const recapQuery = z.object({ rekap_modal_id: z.coerce.number().int().positive().max(MAX_ID).optional() });

/** Web print pages of the slips and reports (apps/web routes). */
const PRINT_PAGES = {
  cashSlip: (id: number) => `/cetak/kas/${id}`,
  closingReport: (id: number) => `/cetak/tutup-saldo/${id}`,
};

export const cashBookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/recap-mutasi-modal", { preHandler: cashier, schema: { tags } }, async (req) => {
    const { rows, totalSpending } = await listMutations(app.db, req.auth);
    return ok(rows, { total_pengeluaran: totalSpending });
  });

  app.post("/recap-mutasi-modal", { preHandler: cashier, schema: { body: mutationSchema, tags } }, async (req) => {
    const row = await addMutation(app.db, req.auth, req.body);
    return ok(row, { struct: PRINT_PAGES.cashSlip(row.r_m_m_id) }, 200, CASH_BOOK_MSG.MUTATION_SAVED);
  });

  app.get(
    "/cashier/cash-out/:id",
    { preHandler: cashier, schema: { params: rekapIdParam, querystring: receiptViewQuery, tags } },
    async (req) => {
      const slip = await mutationSlip(app.db, req.auth.outletId, req.params.id);
      // With a kasir printer the slip is queued with the drawer pulse and there is nothing to open; `view=1` only reads.
      const page = PRINT_PAGES.cashSlip(req.params.id);
      const sent =
        req.query.view === "1" ? { printed: false, struct: page } : printedReply(await printCashSlip(app.db, req.auth, slip), page);
      return ok(slip, { error: 0 as const, ...sent });
    },
  );

  app.get("/recap-uang-tips", { preHandler: cashier, schema: { tags } }, async (req) => {
    const { rows, total } = await listTips(app.db, req.auth);
    return ok(rows, { total });
  });

  app.post("/recap-uang-tips", { preHandler: cashier, schema: { body: tipCreateSchema, tags } }, async (req) =>
    ok(await addTip(app.db, req.auth, req.body), {}, 200, CASH_BOOK_MSG.TIP_SAVED),
  );

  app.get("/recap-uang-tips/:id", { preHandler: cashier, schema: { params: rekapIdParam, tags } }, async (req) =>
    ok(await getTip(app.db, req.auth, req.params.id)),
  );

  app.patch("/recap-uang-tips/:id", { preHandler: cashier, schema: { params: rekapIdParam, body: tipUpdateSchema, tags } }, async (req) =>
    ok(await updateTip(app.db, req.auth, req.params.id, req.body), {}, 200, CASH_BOOK_MSG.TIP_UPDATED),
  );

  app.delete("/recap-uang-tips/:id", { preHandler: cashier, schema: { params: rekapIdParam, tags } }, async (req) => {
    await deleteTip(app.db, req.auth, req.params.id);
    return ok({ r_u_t_id: req.params.id }, {}, 200, CASH_BOOK_MSG.TIP_DELETED);
  });

  const recap = <T>(path: string, read: (s: SessionRow) => Promise<T>) =>
    app.get(path, { preHandler: cashier, schema: { querystring: recapQuery, tags } }, async (req) =>
      ok(await read(await sessionFor(app.db, req.auth, req.query.rekap_modal_id))),
    );
  recap("/cashier/spending", (s) => spendingRecap(app.db, s));
  recap("/cashier/payment", (s) => paymentRecap(app.db, s));
  recap("/cashier/promo", (s) => promoRecap(app.db, s));
  recap("/cashier/sales", (s) => salesRecap(app.db, s));
  recap("/cashier/free-data", (s) => freeChangeRecap(app.db, s));
  recap("/cashier/canceled-recap-data", (s) => linesByReason(app.db, s, [2]));
  recap("/cashier/warranty-data", (s) => linesByReason(app.db, s, [3, 4]));
  recap("/cashier/uang-tips-data", (s) => tipsRecap(app.db, s));

  /** Closes the user's session as `kind`, reads its closing report and prints it (or answers its page). */
  const closeAndPrint = async (auth: Auth, body: CloseModalInput, kind: "tutup_saldo" | "ganti_shift") => {
    const closed = await closeSession(app.db, auth, body, kind);
    const report = await closingReport(app.db, auth, closed.id);
    const sent = printedReply(await printClosingReport(app.db, auth, report), PRINT_PAGES.closingReport(closed.id));
    return { closed, report, sent };
  };

  app.post(
    "/m-modal/close-modal",
    { preHandler: cashier, config: { refusalInBody: true }, schema: { body: closeModalSchema, tags } },
    async (req) => {
      const { closed, report, sent } = await closeAndPrint(req.auth, req.body, "tutup_saldo");
      return ok(
        report,
        {
          error: 0 as const,
          msg: CASH_BOOK_MSG.CLOSED,
          rekap_modal_id: closed.id,
          ...sent,
        },
        200,
        CASH_BOOK_MSG.CLOSED,
      );
    },
  );

  app.post(
    "/cashier/change-shift",
    { preHandler: cashier, config: { refusalInBody: true }, schema: { body: closeModalSchema, tags } },
    async (req) => {
      const { closed, report, sent } = await closeAndPrint(req.auth, req.body, "ganti_shift");
      return ok(
        report,
        {
          error: 0 as const,
          msg: CASH_BOOK_MSG.SHIFT_CHANGED,
          ...sent,
          next_sesi: closed.nextSession,
        },
        200,
        CASH_BOOK_MSG.SHIFT_CHANGED,
      );
    },
  );

  app.get("/cashier/close-check", { preHandler: cashier, schema: { tags } }, async (req) => ok(await closeCheck(app.db, req.auth)));

  app.get("/cashier/closing-report/:id", { preHandler: cashier, schema: { params: rekapIdParam, tags } }, async (req) =>
    ok(await closingReport(app.db, req.auth, req.params.id)),
  );

  app.get("/cashier/print-closing-report/:id", { preHandler: cashier, schema: { params: rekapIdParam, tags } }, async (req) => {
    const printed = await printClosingReport(app.db, req.auth, await closingReport(app.db, req.auth, req.params.id));
    return ok(null, { error: 0 as const, ...printedReply(printed, PRINT_PAGES.closingReport(req.params.id)) });
  });
};
