/**
 * QRIS routes (docs/API.md "QRIS"): POST /qris/charge, POST /qris/cancel/{order_id} (GET
 * /qris/status and the gateway's routes: modules/qris-gateway). The payment roles (kasir, wbd, kacab); always the session's outlet.
 */
import { qrisChargeBody, qrisOrderParam } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { cancelQrisCharge, chargeQris, presentCharge, presentStatus } from "./qris.service.ts";

export const qrisRoutes: FastifyPluginAsyncZod = async (app) => {
  const payers = requireRole(...ROLE_GROUPS.payment);
  const tags = ["qris"];
  const config = { refusalInBody: true };

  app.post("/qris/charge", { preValidation: payers, config, schema: { body: qrisChargeBody, tags } }, async (req) =>
    ok(presentCharge(await chargeQris(req.db, req.auth.outletId, req.body, { userId: req.auth.userId, gateway: app.qrisGateway.gateway }))),
  );

  app.post("/qris/cancel/:order_id", { preValidation: payers, config, schema: { params: qrisOrderParam, tags } }, async (req) => {
    const c = await cancelQrisCharge(req.db, req.auth.outletId, req.params.order_id, app.qrisGateway.gateway);
    return ok(presentStatus(c));
  });
};
