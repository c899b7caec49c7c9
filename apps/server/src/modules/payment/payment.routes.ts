/**
 * Payment routes (payment spec §7): POST /recap-transactions (pay an order) and
 * GET /open-laci/payment (open the cash drawer after a cash payment). Roles kasir, wbd, kacab.
 */
import { API_MSG } from "@waroeng/domain";
import { payOrSplitBody } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { openDrawerForPayment, payOrder } from "./payment.service.ts";
import { paySplit } from "./split.service.ts";

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payers = requireRole(...ROLE_GROUPS.payment);

  app.post(
    "/recap-transactions",
    { preValidation: payers, config: { refusalInBody: true, idempotent: true }, schema: { body: payOrSplitBody, tags: ["payment"] } },
    async (req, reply) => {
      const { splitId } = req.body;
      // With a splitId the payment is a split bill (split.service.ts), else the whole order.
      const paid = splitId ? await paySplit(req.db, req.auth, { ...req.body, splitId }) : await payOrder(req.db, req.auth, req.body);
      reply.code(201);
      return ok(
        { rekap_id: paid.rekapId, m_t_t_id: paid.transactionTypeId, kembalian: paid.change, struct: `/struk/${paid.rekapId}?mode=2` },
        {},
        201,
        API_MSG.PAID,
      );
    },
  );

  app.get("/open-laci/payment", { preValidation: payers, schema: { tags: ["payment"] } }, async (req) => {
    await openDrawerForPayment(app.db, req.auth);
    return ok(null, { error: 0, msg: API_MSG.DRAWER_OPENED, struct: "" });
  });
};
