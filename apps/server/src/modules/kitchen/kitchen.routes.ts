/**
 * Kitchen and pickup routes (orders spec §7; docs/API.md "Kitchen and pickup"):
 * validate → authorize → service → present.
 */
import { API_MSG } from "@waroeng/domain";
import {
  activeBody,
  availableQuery,
  idParam,
  pageQuery,
  readyByTypeBody,
  readyStatusQuery,
  setDeliveredQuery,
} from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { sharedOk } from "../../plugins/realtime.ts";
import { presentDish } from "../dishes/dish.presenter.ts";
import { activeOrders, availableDishes, dishesOfOrder, readyByType, readyStatus } from "./kitchen.screens.ts";
import { changeDish, type DishChange, deliverNota } from "./kitchen.service.ts";

const tags = ["kitchen"];
/** The screen lists: answered from one shared read per outlet and change (lib/shared-reads.ts). */
const config = { sharedRead: true };

/** Path segment → toggle and the roles allowed to make it. */
const TOGGLES: ReadonlyArray<[string, DishChange, typeof ROLE_GROUPS.kitchen]> = [
  ["set-ready", "ready", ROLE_GROUPS.kitchen],
  ["set-not-ready", "not-ready", ROLE_GROUPS.kitchen],
  ["set-served", "served", ROLE_GROUPS.pickup],
  ["set-not-served", "not-served", ROLE_GROUPS.pickup],
];

export const kitchenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/m-transaction-table/ready-status", { config, schema: { querystring: readyStatusQuery, tags } }, async (req) =>
    sharedOk(req, `ready-status:${req.query.type}`, () => readyStatus(app.db, req.auth.outletId, req.query.type)),
  );

  app.get("/m-dish-status/by-transaction/:id", { schema: { params: idParam, tags } }, async (req) =>
    ok(await dishesOfOrder(app.db, req.auth.outletId, req.params.id)),
  );

  app.get("/m-dish-status/available", { config, schema: { querystring: availableQuery, tags } }, async (req) =>
    sharedOk(req, `available:${req.query.type ?? ""}`, () => availableDishes(app.db, req.auth.outletId, req.query.type)),
  );

  for (const [segment, change, roles] of TOGGLES) {
    // Idempotent: the offline outbox replays a queued tap with its key, and a replay never changes twice.
    app.get(
      `/m-dish-status/${segment}/:id`,
      { config: { idempotent: true }, preHandler: requireRole(...roles), schema: { params: idParam, tags } },
      async (req) => ok(presentDish(await changeDish(req.db, req.auth.outletId, req.params.id, change))),
    );
  }

  app.post("/m-dish-status/ready-by-type", { config, schema: { querystring: pageQuery, body: readyByTypeBody, tags } }, async (req) =>
    sharedOk(req, `ready-by-type:${req.body.type}:${req.query.page}`, () =>
      readyByType(app.db, req.auth.outletId, req.body.type, req.query.page),
    ),
  );

  app.post("/m-dish-status/active", { config, schema: { querystring: pageQuery, body: activeBody, tags } }, async (req) =>
    sharedOk(req, `active:${req.body.type ?? ""}:${req.query.page}`, () =>
      activeOrders(app.db, req.auth.outletId, req.body.type, req.query.page),
    ),
  );

  app.get(
    "/m-dish-status/set-delivered",
    { preHandler: requireRole(...ROLE_GROUPS.pickup), schema: { querystring: setDeliveredQuery, tags } },
    async (req) => {
      const delivered = await deliverNota(app.db, req.auth.outletId, req.query.transaction_id, req.query.type);
      return ok({ m_transaction_table_id: req.query.transaction_id, delivered }, {}, 200, API_MSG.NOTA_DONE);
    },
  );
};
