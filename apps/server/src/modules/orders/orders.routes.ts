/**
 * Orders routes (foundations §7, orders spec §7; docs/API.md "Tables and open orders",
 * "Order lines and production"): validate → authorize → service → present.
 */
import { API_MSG } from "@waroeng/domain";
import {
  addMenuBody,
  createOrderBody,
  idParam,
  listOrdersQuery,
  reduceMenuBody,
  tableIdParam,
  transactionDetailQuery,
  updateOrderBody,
} from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { notaAutoOn, proposeNoteNumber } from "./nota-auto.ts";
import { editOrderNote } from "./order-edit.service.ts";
import { addMenu, reduceMenu, requireId } from "./order-lines.service.ts";
import { loadLinesAndTotals } from "./order-totals.ts";
import { presentLine, presentLines, presentOrder, presentOrderSummary, presentTotals } from "./orders.presenter.ts";
import { createOrder, getOrder, openDeliveryOrders, openOrdersByTable, orderIsOpen, tableHolder } from "./orders.service.ts";
import { sendToProduction } from "./production.service.ts";

const tags = ["orders"];
const ORDER_REQUIRED = API_MSG.ORDER_REQUIRED;
const LINE_REQUIRED = API_MSG.LINE_REQUIRED;
/** Roles that may send to production (the matrix's `order.produce`: ordering roles but wbd). */
const PRODUCTION_ROLES = ROLE_GROUPS.production;

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/tmp-transaction", { schema: { querystring: listOrdersQuery, tags } }, async (req) => {
    const outletId = req.auth.outletId;
    if (req.query.ojol === "true" || req.query.ojol === "1") {
      return ok((await openDeliveryOrders(app.db, outletId)).map(presentOrderSummary));
    }
    const filter = req.query.json_m_transaction_table_table_list?.split(",").map(Number);
    const byTable = await openOrdersByTable(app.db, outletId, filter);
    const data: Record<string, ReturnType<typeof presentOrderSummary>> = {};
    for (const [tableId, header] of byTable) {
      data[String(tableId)] = presentOrderSummary(header);
    }
    return ok(data);
  });

  app.get("/tmp-transaction/cek-meja/:tableId", { schema: { params: tableIdParam, tags } }, async (req) =>
    ok(await tableHolder(app.db, req.auth.outletId, req.params.tableId)),
  );

  app.get("/tmp-transaction/cek/:id", { schema: { params: idParam, tags } }, async (req) =>
    ok(await orderIsOpen(app.db, req.auth.outletId, req.params.id)),
  );

  app.get("/tmp-transaction/nota-otomatis", { preHandler: requireRole(...ROLE_GROUPS.ordering), schema: { tags } }, async (req) => {
    const on = await notaAutoOn(app.db, req.auth.outletId);
    return ok({
      nota_otomatis: on ? 1 : 0,
      tmp_transaction_note_number: on ? await proposeNoteNumber(app.db, req.auth.outletId, new Date()) : null,
    });
  });

  app.get("/tmp-transaction/:id", { schema: { params: idParam, tags } }, async (req) =>
    ok(presentOrder(await getOrder(app.db, req.auth.outletId, req.params.id))),
  );

  app.post(
    "/tmp-transaction",
    { preHandler: requireRole(...ROLE_GROUPS.ordering), schema: { body: createOrderBody, tags } },
    async (req) => {
      const id = await createOrder(app.db, req.auth, req.body);
      return ok({ tmp_transaction_id: id, m_transaction_table_id: id }, {}, 200, API_MSG.ORDER_CREATED);
    },
  );

  app.post(
    "/tmp-transaction/:id",
    { preHandler: requireRole(...ROLE_GROUPS.ordering), schema: { params: idParam, body: updateOrderBody, tags } },
    async (req) => {
      await editOrderNote(app.db, req.auth.outletId, req.params.id, req.body);
      const order = presentOrder(await getOrder(app.db, req.auth.outletId, req.params.id));
      return ok(order, {}, 200, API_MSG.NOTE_UPDATED);
    },
  );

  app.get("/transaction-detail", { schema: { querystring: transactionDetailQuery, tags } }, async (req) => {
    const q = req.query;
    const orderId = requireId(
      [q.tmp_transaction_detail_tmp_transaction_id, q.m_transaction_menu_table_id],
      "tmp_transaction_detail_tmp_transaction_id",
      ORDER_REQUIRED,
    );
    const { lines, totals } = await loadLinesAndTotals(app.db, orderId, req.auth.outletId);
    return ok(presentLines(lines), { totals: presentTotals(totals) });
  });

  app.post(
    "/m-transaction-meja/add-menu",
    { config: { idempotent: true }, preHandler: requireRole(...ROLE_GROUPS.ordering), schema: { body: addMenuBody, tags } },
    async (req, reply) => {
      const b = req.body;
      const orderId = requireId(
        [b.tmp_transaction_detail_tmp_transaction_id, b.m_transaction_menu_table_id, b.transactionId],
        "tmp_transaction_detail_tmp_transaction_id",
        ORDER_REQUIRED,
      );
      const lineId = b.tmp_transaction_detail_id ?? b.m_transaction_menu_id;
      const menuItemId = b.tmp_transaction_detail_m_produk_id ?? b.m_transaction_menu_menu_id;
      if (menuItemId === undefined) {
        requireId([lineId], "tmp_transaction_detail_m_produk_id", LINE_REQUIRED);
      }
      const line = await addMenu(req.db, req.auth.outletId, { orderId, menuItemId, lineId, options: b.options });
      reply.code(201);
      return ok(presentLine(line), {}, 201, API_MSG.MENU_ADDED);
    },
  );

  app.post(
    "/m-transaction-meja/reduce-menu",
    { config: { idempotent: true }, preHandler: requireRole(...ROLE_GROUPS.ordering), schema: { body: reduceMenuBody, tags } },
    async (req) => {
      const lineId = requireId(
        [req.body.tmp_transaction_detail_id, req.body.m_transaction_menu_id],
        "tmp_transaction_detail_id",
        LINE_REQUIRED,
      );
      const line = await reduceMenu(req.db, req.auth.outletId, lineId);
      return ok(line ? presentLine(line) : null, {}, 200, API_MSG.MENU_REDUCED);
    },
  );

  app.get(
    "/m-transaction-meja/set-production/:id",
    { config: { idempotent: true }, preHandler: requireRole(...PRODUCTION_ROLES), schema: { params: idParam, tags } },
    async (req, reply) => {
      const result = await sendToProduction(req.db, req.auth.outletId, req.params.id);
      reply.code(202);
      return ok({ sent: result.sent, dish_count: result.dishCount, resend: result.resend }, {}, 202, API_MSG.SENT_TO_PRODUCTION);
    },
  );
};
