/**
 * Order-level routes of the cashier screen (payment spec §2.1, §4, §5, §6, §7; orders spec §7;
 * docs/API.md "Order-level actions"): validate → authorize → service → present.
 */
import { ORDER_MSG, rolesFor } from "@waroeng/domain";
import { idParam, orderChargesBody, pullMenuBody, voucherQuery } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { correctOrder, deleteOrder, updateOrderCharges } from "./order-level.service.ts";
import { loadOrderForTotals } from "./order-totals.ts";
import { presentLine, presentLines, presentOrder, presentTotals } from "./orders.presenter.ts";
import { getOrder } from "./orders.service.ts";
import { pullableLines, pullMenu } from "./pull-menu.service.ts";
import { findUsableVoucher } from "./voucher.service.ts";

const tags = ["orders"];
/** Diskon Transaksi, vouchers, the service-charge switch and Tarik Tunai (opp cannot, payment §6). */
const DISCOUNT_ROLES = rolesFor("order.discount");
/** Deleting an order (opp cannot, payment §6). */
const DELETE_ROLES = rolesFor("order.delete");

export const orderLevelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/tmp-transaction/:id",
    { preHandler: requireRole(...DISCOUNT_ROLES), schema: { params: idParam, body: orderChargesBody, tags } },
    async (req) => {
      const b = req.body;
      await updateOrderCharges(app.db, req.auth.outletId, req.params.id, {
        serviceCharge: b.tmp_transaction_detail_service_charge ?? b.m_transaction_menu_service_charge,
        serviceChargeAsPercent: b.tmp_transaction_detail_service_charge === undefined,
        cashWithdrawal: b.tmp_transaction_detail_tarik_tunai ?? b.m_transaction_menu_tarik_tunai,
      });
      return ok(presentOrder(await getOrder(app.db, req.auth.outletId, req.params.id)), {}, 200, ORDER_MSG.CHARGES_UPDATED);
    },
  );

  app.delete("/tmp-transaction/:id", { preHandler: requireRole(...DELETE_ROLES), schema: { params: idParam, tags } }, async (req) => {
    // deleteOrder checks the cashier permission matrix (`cancel_transaksi`: Akses DiTolak! /
    // Hubungi Kacab/Asisten) inside its transaction, before deleting.
    const removed = await deleteOrder(app.db, req.auth, req.params.id);
    return ok(
      { tmp_transaction_id: req.params.id, removed_dishes: removed },
      { error: 0 as const, msg: ORDER_MSG.ORDER_DELETED },
      200,
      ORDER_MSG.ORDER_DELETED,
    );
  });

  app.get(
    "/m-transaction-meja/correction/:id",
    { preHandler: requireRole(...ROLE_GROUPS.ordering), schema: { params: idParam, tags } },
    async (req) => {
      const corrected = await correctOrder(app.db, req.auth.outletId, req.params.id);
      const { lines, totals } = await loadOrderForTotals(app.db, req.params.id, req.auth.outletId);
      return ok(presentLines(lines), { totals: presentTotals(totals), corrected }, 200, ORDER_MSG.ORDER_CORRECTED);
    },
  );

  app.get("/m-transaction-meja/:id", { schema: { params: idParam, tags } }, async (req) => {
    const header = await getOrder(app.db, req.auth.outletId, req.params.id);
    const { lines, totals } = await loadOrderForTotals(app.db, req.params.id, req.auth.outletId);
    return ok({ ...presentOrder(header), m_transaction_menu: presentLines(lines) }, { totals: presentTotals(totals) });
  });

  app.get(
    "/m-transaction-table/get-pull-menu/:id",
    { preHandler: requireRole(...ROLE_GROUPS.payment), schema: { params: idParam, tags } },
    async (req) => ok((await pullableLines(app.db, req.auth.outletId, req.params.id)).map((l) => presentLine(l))),
  );

  app.post(
    "/m-transaction-table/pull-menu",
    { preHandler: requireRole(...ROLE_GROUPS.payment), schema: { body: pullMenuBody, tags } },
    async (req) => {
      const ids = req.body.m_transaction_menu_ids ?? [];
      const qty = req.body.m_transaction_menu_qty;
      const result = await pullMenu(
        app.db,
        req.auth,
        ids.map((lineId, i) => ({ lineId, qty: qty?.[i] })),
        req.body.target_transaction_id,
      );
      const data = {
        tmp_transaction_id: result.newOrderId,
        m_transaction_table_id: result.newOrderId,
        tmp_transaction_note_number: result.noteNumber,
        tmp_transaction_m_meja_id: result.tableId ?? 0,
        source_transaction_id: result.sourceOrderId,
        moved: result.moved.map((m) => ({ m_transaction_menu_id: m.lineId, qty: m.qty })),
      };
      return ok(data, {}, 200, result.created ? ORDER_MSG.MENU_PULLED : ORDER_MSG.MENU_PULLED_TO_NOTE);
    },
  );

  app.get(
    "/voucher/get-voucher",
    { preHandler: requireRole(...DISCOUNT_ROLES), schema: { querystring: voucherQuery, tags } },
    async (req) => {
      const v = await findUsableVoucher(app.db, req.auth.outletId, req.query.voucher_code);
      return ok(
        { m_voucher_code: v.code, m_voucher_value: v.value, m_voucher_valid_until: v.validUntil },
        {},
        200,
        ORDER_MSG.VOUCHER_FOUND,
      );
    },
  );
};
