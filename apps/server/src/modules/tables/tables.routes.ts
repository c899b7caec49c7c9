/**
 * Table routes (docs/API.md "Tables and open orders"; foundations §7): GET /m-meja and
 * GET /meja/meja-kosong, for every logged-in role. The tmp-transaction calls live in modules/orders.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { presentFreeTable, presentTable } from "./tables.presenter.ts";
import { listFreeDineInTables, listTables } from "./tables.service.ts";

const tags = ["tables"];

export const tablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/m-meja", { schema: { tags } }, async (req) => ok((await listTables(app.db, req.auth.outletId)).map(presentTable)));

  app.get("/meja/meja-kosong", { schema: { tags } }, async (req) =>
    ok((await listFreeDineInTables(app.db, req.auth.outletId)).map(presentFreeTable)),
  );
};
