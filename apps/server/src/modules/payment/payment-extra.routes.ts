/**
 * The payment calls beside the payment itself: POST /recap-transactions/{id}/void (undo a
 * wrong EDC tap before the receipt) and POST /transaksi/save-member (payment §7). Roles kasir, wbd, kacab.
 */
import { PAY_MSG, saveMemberSchema, voidPaymentSchema } from "@waroeng/domain";
import { rekapIdParam } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { saveMember } from "./payment.member.ts";
import { voidPayment } from "./payment.void.ts";

export const paymentExtraRoutes: FastifyPluginAsyncZod = async (app) => {
  const payers = requireRole(...ROLE_GROUPS.payment);

  app.post(
    "/recap-transactions/:id/void",
    {
      preValidation: payers,
      config: { refusalInBody: true, idempotent: true },
      schema: { params: rekapIdParam, body: voidPaymentSchema, tags: ["payment"] },
    },
    async (req) => {
      const orderId = await voidPayment(req.db, req.auth, req.params.id, req.body.keterangan);
      return ok({ tmp_transaction_id: orderId }, {}, 200, PAY_MSG.VOIDED);
    },
  );

  app.post(
    "/transaksi/save-member",
    { preValidation: payers, config: { refusalInBody: true }, schema: { body: saveMemberSchema, tags: ["payment"] } },
    async (req) => ok(await saveMember(app.db, req.auth, req.body), {}, 200, PAY_MSG.MEMBER_SAVED),
  );
};
