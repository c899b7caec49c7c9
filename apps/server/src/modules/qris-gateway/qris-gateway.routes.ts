/**
 * Routes of QRIS that confirm a payment (docs/API.md "QRIS"): GET /qris/status/{order_id} (asks the
 * gateway about a pending gateway charge), POST /qris/notify (the gateway's notification; public,
 * only with PUBLIC_URL set), GET /qris/returns and POST /qris/return/{order_id} (money that arrived
 * without a bill). Payment roles, the session's outlet.
 */
import { QRIS_MSG } from "@waroeng/domain";
import { qrisNotifyBody, qrisOrderParam, qrisReturnBody } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError, ok } from "../../lib/http.ts";
import { ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { presentStatus } from "../qris/qris.service.ts";
import { acceptNotification, chargeStatus, chargesToReturn, returnMoney } from "./qris-gateway.service.ts";

export const qrisGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const payers = requireRole(...ROLE_GROUPS.payment);
  const tags = ["qris"];
  const config = { refusalInBody: true };

  app.get("/qris/status/:order_id", { preValidation: payers, config, schema: { params: qrisOrderParam, tags } }, async (req) =>
    ok(presentStatus(await chargeStatus(req.db, app.qrisGateway.gateway, req.auth.outletId, req.params.order_id))),
  );

  app.post("/qris/notify", { config: { public: true }, schema: { body: qrisNotifyBody, tags } }, async (req) => {
    const { gateway, acceptNotifications } = app.qrisGateway;
    if (!gateway || !acceptNotifications) {
      throw new ApiError(404, QRIS_MSG.NOTIFY_OFF);
    }
    const c = await acceptNotification(req.db, gateway, req.body, req.headers);
    return ok({ order_id: c.orderId, status: c.status });
  });

  app.get("/qris/returns", { preValidation: payers, config, schema: { tags } }, async (req) =>
    ok(
      (await chargesToReturn(req.db, req.auth.outletId)).map((r) => ({
        ...presentStatus(r.charge),
        nota: r.nota,
        settled_at: r.settledAt?.toISOString() ?? null,
        amount: r.charge.amount,
        refund_note: r.refundNote,
      })),
    ),
  );

  app.post(
    "/qris/return/:order_id",
    { preValidation: payers, config, schema: { params: qrisOrderParam, body: qrisReturnBody, tags } },
    async (req) =>
      ok(presentStatus(await returnMoney(req.db, app.qrisGateway.gateway, req.auth, req.params.order_id, req.body.manual ?? false))),
  );
};
