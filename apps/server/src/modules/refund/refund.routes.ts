/**
 * Refund, history by date and transaction search routes (payment §7 Refund, History;
 * foundations §7 `search-transactions`). Refund: roles of the payment (kasir, wbd, kacab) plus the
 * cashier matrix's `refund`; reads: roles of the history.
 */
import { MSG, REFUND_MSG, refundFormSchema } from "@waroeng/domain";
import { BY_DATE_PAGE_SIZE, byDateQuery, rekapIdParam, searchParams } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { presentByDateDetail, presentByDateRow, presentRefundBill, presentRefundLine } from "./refund.presenter.ts";
import { getRefundBill, getRefundLines, refundBill } from "./refund.service.ts";
import { historyByDate, historyByDateDetail, searchTransaction } from "./search.service.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const payers = requireRole(...ROLE_GROUPS.payment);
  const readers = requireRole(...ROLE_GROUPS.history);

  app.get("/recap-transactions/:id", { preValidation: readers, schema: { params: rekapIdParam, tags: ["refund"] } }, async (req) =>
    ok(presentRefundBill(await getRefundBill(app.db, req.auth.outletId, req.params.id))),
  );

  app.get(
    "/rekap-transaksi-detail/detailtransaksi/:id",
    { preValidation: readers, schema: { params: rekapIdParam, tags: ["refund"] } },
    async (req) => ok((await getRefundLines(app.db, req.auth.outletId, req.params.id)).map(presentRefundLine)),
  );

  app.post(
    "/transaksi/refund",
    { preValidation: payers, config: { refusalInBody: true }, schema: { body: refundFormSchema, tags: ["refund"] } },
    async (req, reply) => {
      const saved = await refundBill(app.db, req.auth, req.body, app.qrisGateway.gateway);
      reply.code(201);
      return ok(
        {
          rekap_id: saved.closedTransactionId,
          r_r_id: saved.refundId,
          total: saved.total,
          struct: `/struk/${saved.closedTransactionId}?mode=1`,
        },
        {},
        201,
        REFUND_MSG.SAVED,
      );
    },
  );

  app.get(
    "/m-transaction-table/history-by-date",
    { preValidation: readers, schema: { querystring: byDateQuery, tags: ["refund"] } },
    async (req) => {
      const { created_at, nota_number, page } = req.query;
      const rows = await historyByDate(app.db, req.auth.outletId, created_at, nota_number, page, BY_DATE_PAGE_SIZE);
      return ok(rows.map(presentByDateRow), {}, 200, rows.length === 0 ? MSG.DATA_NOT_FOUND : "OK");
    },
  );

  app.get(
    "/m-transaction-table/history-detail/:id",
    { preValidation: readers, schema: { params: rekapIdParam, tags: ["refund"] } },
    async (req) => ok(presentByDateDetail(await historyByDateDetail(app.db, req.auth.outletId, req.params.id))),
  );

  app.get(
    "/search-transactions/:nota/:date",
    { preValidation: readers, schema: { params: searchParams, tags: ["refund"] } },
    async (req) => {
      const { nota, date } = req.params;
      if (!nota || !DATE.test(date) || Number.isNaN(Date.parse(date))) {
        return ok(null, { error: 1, transId: 0, msg: `${MSG.WARNING_TITLE} ${MSG.SEARCH_REQUIRED}` });
      }
      const id = await searchTransaction(app.db, req.auth.outletId, nota, date);
      return id === null
        ? ok(null, { error: 1, transId: 0, msg: `${MSG.INFO_TITLE} ${MSG.SEARCH_NOT_FOUND}` })
        : ok(null, { error: 0, transId: id, msg: "OK" });
    },
  );
};
