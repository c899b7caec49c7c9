/**
 * Production screens and plotting routes (orders §2.7, §2.8, §7; docs/API.md "Production screens"):
 * validate → authorize → service → present. Reads are open to every signed-in user of the outlet
 * (the staff nav lists the screens); changing a plotting, bumping a card and its undo need the kitchen roles.
 */
import { PRODUCTION_MSG } from "@waroeng/domain";
import { bumpBody, layarParam, setPlottingBody, undoBumpBody } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { listScreens, outletStations, plottingTypes, presentStation, setPlotting, tableNames } from "./plotting.service.ts";
import { bumpDishes, screenDetail, undoBump } from "./production-screen.service.ts";

const tags = ["production"];

export const productionScreenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/m-layar-produksi/all", { schema: { tags } }, async (req) => ok(await listScreens(app.db, req.auth.outletId)));

  app.get("/m-layar-produksi/type-name", { schema: { tags } }, async () => ok(await plottingTypes(app.db)));

  app.get("/m-layar-produksi/plot-name", { schema: { tags } }, async (req) =>
    ok((await outletStations(app.db, req.auth.outletId)).map((s) => presentStation(s.id, s.name))),
  );

  app.get("/m-layar-produksi/detail-screen/:layarId", { schema: { params: layarParam, tags } }, async (req) =>
    ok(await screenDetail(app.db, req.auth.outletId, req.params.layarId)),
  );

  app.post(
    "/plot-produksi/set",
    { preHandler: requireRole(...ROLE_GROUPS.kitchen), schema: { body: setPlottingBody, tags } },
    async (req) => ok(await setPlotting(app.db, req.auth.outletId, req.body), {}, 200, PRODUCTION_MSG.PLOTTING_SAVED),
  );

  app.post("/m-dish-status/bump", { preHandler: requireRole(...ROLE_GROUPS.kitchen), schema: { body: bumpBody, tags } }, async (req) =>
    ok(await bumpDishes(app.db, req.auth.outletId, req.body.m_dish_status_id), {}, 200, PRODUCTION_MSG.BUMPED),
  );

  app.post(
    "/m-dish-status/bump/undo",
    { preHandler: requireRole(...ROLE_GROUPS.kitchen), schema: { body: undoBumpBody, tags } },
    async (req) =>
      ok(await undoBump(app.db, req.auth.outletId, req.body.m_dish_status_id, req.body.undo_token), {}, 200, PRODUCTION_MSG.BUMP_UNDONE),
  );

  app.get("/m-transaction-table/table-name", { schema: { tags } }, async (req) => ok(await tableNames(app.db, req.auth.outletId)));
};
