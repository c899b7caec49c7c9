/**
 * Stock, Menu Habis, Gagal Proses, Bungkusan and Hal Tata's table-by-menu (orders §2.1, §2.9, §7;
 * payment §2.11; docs/API.md "Stock"): validate → authorize → service → present.
 */
import { OPTION_ADMIN_MSG, STOCK_MSG } from "@waroeng/domain";
import {
  menuIdParam,
  menuTypeQuery,
  optionalKindQuery,
  packBody,
  saveStockBody,
  setHabisBody,
  setOptionHabisBody,
  wasteQuery,
} from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { listOptionHabis, setOptionHabis } from "./option-habis.service.ts";
import { packingList, packNota, tableByMenu } from "./packing.service.ts";
import { indexStock, listHabis, saveStock, setHabis } from "./stock.service.ts";
import { wasteOfDay } from "./waste.service.ts";

const tags = ["stock"];
const kitchen = requireRole(...ROLE_GROUPS.kitchen);
const pickup = requireRole(...ROLE_GROUPS.pickup);

/** Today (Asia/Jakarta) as YYYY-MM-DD. */
function jakartaToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
}

export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/m-menu/indexStock", { preHandler: kitchen, schema: { querystring: menuTypeQuery, tags } }, async (req) =>
    ok(await indexStock(app.db, req.auth.outletId, req.query.m_menu_m_menu_jenis_id)),
  );

  app.post("/m-menu/saveStock", { preHandler: kitchen, schema: { body: saveStockBody, tags } }, async (req) =>
    ok(await saveStock(app.db, req.auth.outletId, req.auth.userId, req.body.data), {}, 200, STOCK_MSG.SAVED),
  );

  app.get("/m-menu/habis", { preHandler: kitchen, schema: { querystring: menuTypeQuery, tags } }, async (req) =>
    ok(await listHabis(app.db, req.auth.outletId, req.query.m_menu_m_menu_jenis_id)),
  );

  app.post("/m-menu/set-habis", { preHandler: kitchen, schema: { body: setHabisBody, tags } }, async (req) => {
    const habis = req.body.m_stock_habis === 1;
    const menu = await setHabis(app.db, req.auth.outletId, req.auth.userId, req.body.m_menu_id, habis);
    return ok(menu, {}, 200, habis ? STOCK_MSG.MARKED_SOLD_OUT : STOCK_MSG.MARKED_AVAILABLE);
  });

  app.get("/m-option/habis", { preHandler: kitchen, schema: { tags } }, async (req) =>
    ok(await listOptionHabis(app.db, req.auth.outletId)),
  );

  app.post("/m-option/set-habis", { preHandler: kitchen, schema: { body: setOptionHabisBody, tags } }, async (req) => {
    const habis = req.body.habis === 1;
    const option = await setOptionHabis(app.db, req.auth, req.body.m_option_id, habis);
    return ok(option, {}, 200, habis ? OPTION_ADMIN_MSG.OPTION_SOLD_OUT : OPTION_ADMIN_MSG.OPTION_AVAILABLE);
  });

  app.get("/m-dish-status/gagal-proses", { preHandler: kitchen, schema: { querystring: wasteQuery, tags } }, async (req) =>
    ok(await wasteOfDay(app.db, req.auth.outletId, req.query.tanggal ?? jakartaToday())),
  );

  app.get("/m-dish-status/bungkusan", { preHandler: pickup, schema: { tags } }, async (req) =>
    ok(await packingList(app.db, req.auth.outletId)),
  );

  app.post("/m-dish-status/set-packed", { preHandler: pickup, schema: { body: packBody, tags } }, async (req) => {
    const packed = await packNota(app.db, req.auth.outletId, req.body.transaction_id);
    return ok({ m_transaction_table_id: req.body.transaction_id, packed }, {}, 200, STOCK_MSG.PACKED);
  });

  app.get(
    "/m-dish-status/table-by-menu/:menuId",
    { preHandler: kitchen, schema: { params: menuIdParam, querystring: optionalKindQuery, tags: ["kitchen"] } },
    async (req) => ok(await tableByMenu(app.db, req.auth.outletId, req.params.menuId, req.query.type)),
  );
};
