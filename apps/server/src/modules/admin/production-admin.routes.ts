/**
 * Back office · Produksi (docs/API.md "Back office"): production stations and screens,
 * for the roles of `admin.manage`. validate → authorize → service (one transaction, audited) → present.
 */
import { PEOPLE_MSG, rolesFor } from "@waroeng/domain";
import { adminIdParam, screenBody, stationBody } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { requireRole } from "../../plugins/auth.ts";
import { readProduction, saveScreen, saveStation } from "./production-admin.service.ts";

const tags = ["admin"];
const admins = requireRole(...rolesFor("admin.manage"));

export const productionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/admin/production", { preHandler: admins, schema: { tags } }, async (req) =>
    ok(await readProduction(app.db, req.auth.outletId)),
  );

  app.post("/admin/stations", { preHandler: admins, schema: { body: stationBody, tags } }, async (req) =>
    ok(await saveStation(app.db, req.auth, null, req.body.m_plot_produksi_nama), {}, 200, PEOPLE_MSG.STATION_SAVED),
  );
  app.post("/admin/stations/:id", { preHandler: admins, schema: { params: adminIdParam, body: stationBody, tags } }, async (req) =>
    ok(await saveStation(app.db, req.auth, req.params.id, req.body.m_plot_produksi_nama), {}, 200, PEOPLE_MSG.STATION_SAVED),
  );
  app.post("/admin/screens", { preHandler: admins, schema: { body: screenBody, tags } }, async (req) =>
    ok(await saveScreen(app.db, req.auth, null, req.body.layar_name), {}, 200, PEOPLE_MSG.SCREEN_SAVED),
  );
  app.post("/admin/screens/:id", { preHandler: admins, schema: { params: adminIdParam, body: screenBody, tags } }, async (req) =>
    ok(await saveScreen(app.db, req.auth, req.params.id, req.body.layar_name), {}, 200, PEOPLE_MSG.SCREEN_SAVED),
  );
};
