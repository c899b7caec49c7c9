/**
 * The cashier's tmp-online calls (foundations §7; the print-bill-online):
 * validate → authorize → service → present. Refusals of the changes come in the body (HTTP 200,
 * meta.code 204/404…): the spec's client shows `Oops!` with meta.message.
 */
import { rolesFor } from "@waroeng/domain";
import { acceptOnlineBody, idParam, receiptViewQuery, tmpIdParam } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { requireRole } from "../../plugins/auth.ts";
import { presentOnlineItem } from "./online.items.ts";
import {
  acceptOnlineOrder,
  checkBill,
  deleteOnlineOrder,
  listPending,
  markNotified,
  notification,
  type PendingOrder,
} from "./online.service.ts";
import { onlineBillPage, printOnlineBill } from "./online-bill.ts";

const tags = ["online"];
const VIEW = requireRole(...rolesFor("onlineOrder.view"));
const ACT = requireRole(...rolesFor("onlineOrder.accept"));

/** A pending order → the spec's fields (foundations §3), with its lines. */
function presentPending(p: PendingOrder) {
  return {
    tmp_online_id: p.row.id,
    tmp_online_m_t_t_id: p.row.transactionTypeId,
    tmp_online_table_name: p.tableName,
    tmp_online_code: p.row.code,
    tmp_online_bigboss_name: p.row.customerName,
    created_at: p.row.createdAt.toISOString(),
    items: p.items.map(presentOnlineItem),
  };
}

export const onlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/tmp-online/list", { preHandler: VIEW, schema: { tags } }, async (req) =>
    ok((await listPending(app.db, req.auth.outletId)).map(presentPending)),
  );

  app.get("/tmp-online/notif", { preHandler: VIEW, schema: { tags } }, async (req) => ok(await notification(app.db, req.auth.outletId)));

  app.get("/tmp-online/off-notif/:id", { preHandler: VIEW, schema: { params: idParam, tags } }, async (req) => {
    await markNotified(app.db, req.auth.outletId, req.params.id);
    return ok(null);
  });

  app.get("/tmp-online/cek-nota/:tmpId", { preHandler: VIEW, schema: { params: tmpIdParam, tags } }, async (req) => {
    const r = await checkBill(app.db, req.auth.outletId, req.params.tmpId);
    return ok({ status: r.status, m_meja_nama: r.tableName });
  });

  app.get(
    "/tmp-online/delete/:tmpId",
    { preHandler: ACT, schema: { params: tmpIdParam, tags }, config: { refusalInBody: true } },
    async (req) => {
      await deleteOnlineOrder(app.db, req.auth.outletId, req.params.tmpId);
      return ok(null);
    },
  );

  app.post(
    "/tmp-online/terima",
    { preHandler: ACT, schema: { body: acceptOnlineBody, tags }, config: { refusalInBody: true } },
    async (req) => {
      const transactionId = await acceptOnlineOrder(app.db, req.auth, req.body.tmp_online_id, req.body.pindah_meja);
      return ok({ transactionId });
    },
  );

  app.get(
    "/cashier/print-bill-online/:tmpId",
    { preHandler: ACT, schema: { params: tmpIdParam, querystring: receiptViewQuery, tags }, config: { refusalInBody: true } },
    async (req) => {
      // `view=1`: the print page reads the bill, nothing is queued.
      const view = req.query.view === "1";
      const { bill, job } = await printOnlineBill(app.db, req.auth.outletId, req.params.tmpId, req.auth.userId, !view);
      const data = {
        tmp_online_code: bill.order.row.code,
        tmp_online_table_name: bill.order.tableName,
        tmp_online_bigboss_name: bill.order.row.customerName,
        lines: bill.lines.map((l) => ({ m_menu_nama: l.name, qty: l.qty, price: l.price, nominal: l.nominal, custom_menu: l.note })),
        total: bill.total,
      };
      // No printer took it: `struct` is the browser print page, a link the spec's client follows.
      const struct = job ? job.struct : onlineBillPage(req.params.tmpId);
      return ok(data, { error: 0 as const, struct, printed: job !== null });
    },
  );
};
