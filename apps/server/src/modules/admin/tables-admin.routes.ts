/**
 * Back office · Meja (docs/API.md "Back office"): the outlet's tables, their QR codes and
 * the CSV import, for the roles of `admin.manage`. validate → authorize → service → present.
 */
import { PEOPLE_MSG, rolesFor } from "@waroeng/domain";
import { adminIdParam, tableBody, tableImportBody } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { requireRole } from "../../plugins/auth.ts";
import {
  createTable,
  deleteTable,
  listTableKinds,
  presentAdminTable,
  readAdminTables,
  rotateTableQr,
  setTableActive,
  updateTable,
} from "./tables-admin.service.ts";
import { importTables } from "./tables-import.ts";

const tags = ["admin"];
const admins = requireRole(...rolesFor("admin.manage"));

export const tablesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/admin/tables", { preHandler: admins, schema: { tags } }, async (req) => {
    const [tables, kinds] = await Promise.all([readAdminTables(app.db, req.auth.outletId), listTableKinds(app.db)]);
    return ok({
      tables: tables.map(presentAdminTable),
      kinds: kinds.map((k) => ({ m_meja_jenis_id: k.id, m_meja_jenis_nama: k.name })),
    });
  });

  app.post("/admin/tables", { preHandler: admins, schema: { body: tableBody, tags } }, async (req) =>
    ok(presentAdminTable(await createTable(app.db, req.auth, req.body)), {}, 200, PEOPLE_MSG.TABLE_CREATED),
  );

  app.post("/admin/tables/import", { preHandler: admins, schema: { body: tableImportBody, tags } }, async (req) => {
    const result = await importTables(app.db, req.auth, req.body.csv, req.body.mode);
    const message = result.applied
      ? PEOPLE_MSG.IMPORT_APPLIED(result.rows.length)
      : result.errors.length > 0
        ? PEOPLE_MSG.IMPORT_NOTHING
        : PEOPLE_MSG.IMPORT_OK(result.rows.length);
    return ok(result, {}, 200, message);
  });

  app.post("/admin/tables/:id", { preHandler: admins, schema: { params: adminIdParam, body: tableBody, tags } }, async (req) =>
    ok(presentAdminTable(await updateTable(app.db, req.auth, req.params.id, req.body)), {}, 200, PEOPLE_MSG.TABLE_SAVED),
  );

  app.post("/admin/tables/:id/deactivate", { preHandler: admins, schema: { params: adminIdParam, tags } }, async (req) =>
    ok(presentAdminTable(await setTableActive(app.db, req.auth, req.params.id, false)), {}, 200, PEOPLE_MSG.TABLE_DEACTIVATED),
  );

  app.post("/admin/tables/:id/activate", { preHandler: admins, schema: { params: adminIdParam, tags } }, async (req) =>
    ok(presentAdminTable(await setTableActive(app.db, req.auth, req.params.id, true)), {}, 200, PEOPLE_MSG.TABLE_ACTIVATED),
  );

  app.delete("/admin/tables/:id", { preHandler: admins, schema: { params: adminIdParam, tags } }, async (req) => {
    await deleteTable(app.db, req.auth, req.params.id);
    return ok({ m_meja_id: req.params.id }, {}, 200, PEOPLE_MSG.TABLE_DELETED);
  });

  app.post("/admin/tables/:id/rotate-qr", { preHandler: admins, schema: { params: adminIdParam, tags } }, async (req) => {
    const code = await rotateTableQr(app.db, req.auth, req.params.id);
    return ok({ m_meja_id: code.tableId, m_meja_nama: code.tableName, path: code.path }, {}, 200, PEOPLE_MSG.QR_ROTATED);
  });
};
