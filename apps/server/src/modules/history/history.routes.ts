/**
 * History and receipt routes (payment spec §2.4, §7 History and Receipts): GET /transaksi/history,
 * GET /transaksi/history-detail/{id}, GET /cashier/print-transaksi/{id}/{mode}. Roles kasir, wbd, kacab.
 */

import { printParams, receiptViewQuery, rekapIdParam } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { presentHistoryDetail, presentHistoryRow, presentReceipt } from "./history.presenter.ts";
import { getClosedTransaction, linesOf, listToday, receiptContext } from "./history.service.ts";
import { receiptData, tendersOf } from "./receipt-data.ts";
import { enqueueReceipt } from "./receipt-job.ts";

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = requireRole(...ROLE_GROUPS.history);

  app.get("/transaksi/history", { preValidation: readers, schema: { tags: ["history"] } }, async (req) => {
    const rows = await listToday(app.db, req.auth.outletId);
    return ok(rows.map(presentHistoryRow));
  });

  app.get("/transaksi/history-detail/:id", { preValidation: readers, schema: { params: rekapIdParam, tags: ["history"] } }, async (req) => {
    const transaction = await getClosedTransaction(app.db, req.auth.outletId, req.params.id);
    return ok(presentHistoryDetail(transaction, await linesOf(app.db, transaction.id)));
  });

  app.get(
    "/cashier/print-transaksi/:id/:mode",
    { preValidation: readers, schema: { params: printParams, querystring: receiptViewQuery, tags: ["history"] } },
    async (req) => {
      const { id, mode } = req.params;
      const transaction = await getClosedTransaction(app.db, req.auth.outletId, id);
      const [lines, ctx, tenders] = await Promise.all([
        linesOf(app.db, transaction.id),
        receiptContext(app.db, req.auth.outletId),
        tendersOf(app.db, transaction.id),
      ]);
      const receipt = presentReceipt(transaction, lines, ctx, tenders, mode);
      // With a kasir printer the receipt is queued and there is nothing to open (an android
      // printer: the image link its print app opens); else the browser-print page.
      const job =
        req.query.view === "1"
          ? null
          : await enqueueReceipt(
              app.db,
              req.auth.outletId,
              req.auth.userId,
              receiptData(transaction, lines, ctx, tenders, mode),
              transaction.id,
              app.whatsapp.publicUrl ?? `${req.protocol}://${req.host}`,
            );
      return ok(receipt, { error: 0, struct: job?.printed ? job.struct : `/struk/${transaction.id}?mode=${mode}` });
    },
  );
};
