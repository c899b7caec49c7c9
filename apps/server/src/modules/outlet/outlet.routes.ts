/**
 * Outlet routes (docs/API.md "Outlet"; foundations §7, payment §7): GET /info-waroeng,
 * GET /m-waroeng/waroeng-info, GET /m-waroeng/waroeng-user, GET /type-transactions/all,
 * GET /m-payment-method. Every logged-in role may read them.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import {
  presentOutletInfo,
  presentOutletSettings,
  presentPaymentMethod,
  presentTransactionType,
  presentWorkableOutlet,
} from "./outlet.presenter.ts";
import { getOutlet, listPaymentMethods, listTransactionTypes, listWorkableOutlets } from "./outlet.service.ts";

const tags = ["outlet"];

export const outletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/info-waroeng", { schema: { tags } }, async (req) => ok(presentOutletInfo(await getOutlet(app.db, req.auth.outletId))));

  app.get("/m-waroeng/waroeng-info", { schema: { tags } }, async (req) => {
    const info = presentOutletSettings(await getOutlet(app.db, req.auth.outletId));
    return ok(info, { currency: info.currency });
  });

  app.get("/m-waroeng/waroeng-user", { schema: { tags } }, async (req) =>
    ok((await listWorkableOutlets(app.db, req.auth)).map(presentWorkableOutlet)),
  );

  app.get("/type-transactions/all", { schema: { tags } }, async (req) =>
    ok((await listTransactionTypes(app.db, req.auth.outletId)).map(presentTransactionType)),
  );

  app.get("/m-payment-method", { schema: { tags } }, async (req) =>
    ok((await listPaymentMethods(app.db, req.auth.outletId)).map(presentPaymentMethod)),
  );
};
