/**
 * `PUT /tmp-transaction/{id}/discount` (docs/API.md `PUT /tmp-transaction/{id}/discount`; payment §2.1, §5, §6): the
 * bill's Diskon Transaksi and voucher kept on the open order. validate → authorize (role of
 * `order.discount` before the body is read; the outlet's limit in the service) → service → present.
 */
import { ORDER_MSG, rolesFor, SUPERVISOR_ROLES } from "@waroeng/domain";
import { idParam, orderDiscountBody } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { requireRole } from "../../plugins/auth.ts";
import { setOrderDiscount } from "./order-discount.service.ts";
import { loadOrderForTotals } from "./order-totals.ts";
import { presentOrder, presentTotals } from "./orders.presenter.ts";
import { getOrder } from "./orders.service.ts";

export const orderDiscountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/tmp-transaction/:id/discount",
    {
      preHandler: requireRole(...rolesFor("order.discount")),
      schema: { params: idParam, body: orderDiscountBody, tags: ["orders"] },
    },
    async (req) => {
      const b = req.body;
      const actor = { userId: req.auth.userId, outletId: req.auth.outletId, supervisor: SUPERVISOR_ROLES.includes(req.auth.role) };
      await setOrderDiscount(app.db, actor, req.params.id, {
        discountType: b.discount_type,
        discountValue: b.discount_value,
        voucherCode: b.voucher_code,
        approvalId: b.approval_id,
      });
      const { totals } = await loadOrderForTotals(app.db, req.params.id, req.auth.outletId);
      const header = await getOrder(app.db, req.auth.outletId, req.params.id);
      return ok(presentOrder(header), { totals: presentTotals(totals) }, 200, ORDER_MSG.DISCOUNT_SAVED);
    },
  );
};
