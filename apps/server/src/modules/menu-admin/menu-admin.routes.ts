/**
 * Back office · Menu routes (docs/API.md "Back office · Menu"), every one for the roles
 * of `admin.manage` (owner, kacab) and always on the session's outlet: validate → authorize →
 * service (one transaction, audited, `menu` live event) → present. The item photo's picture
 * (GET /menu-photo/{id}) is for every signed-in user of the outlet: the tills' menu cards show it.
 */
import { MENU_ADMIN_MSG, MENU_PHOTO_MSG, rolesFor } from "@waroeng/domain";
import {
  adminMenuQuery,
  categoryBody,
  idParam,
  menuArchiveBody,
  menuImportBody,
  menuItemBody,
  menuPhotoBody,
  menuTypeBody,
} from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { requireRole } from "../../plugins/auth.ts";
import { applyMenuImport, previewMenuImport } from "./menu-import.service.ts";
import { archiveMenuItem, deleteMenuItem, listAdminItems, presentAdminItem, saveMenuItem } from "./menu-items.service.ts";
import { readMenuPhoto, removeMenuPhoto, saveMenuPhoto } from "./menu-photo.service.ts";
import { menuOptions, presentCategory, presentMenuType, saveCategory, saveMenuType } from "./menu-types.service.ts";

const tags = ["menu-admin"];
const admins = requireRole(...rolesFor("admin.manage"));

export const menuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/admin/menu-options", { preHandler: admins, schema: { tags } }, async (req) => ok(await menuOptions(app.db, req.auth.outletId)));

  app.post("/admin/menu-types", { preHandler: admins, schema: { body: menuTypeBody, tags } }, async (req) =>
    ok(presentMenuType(await saveMenuType(app.db, req.auth, undefined, req.body)), {}, 200, MENU_ADMIN_MSG.TYPE_SAVED),
  );
  app.post("/admin/menu-types/:id", { preHandler: admins, schema: { params: idParam, body: menuTypeBody, tags } }, async (req) =>
    ok(presentMenuType(await saveMenuType(app.db, req.auth, req.params.id, req.body)), {}, 200, MENU_ADMIN_MSG.TYPE_SAVED),
  );

  app.post("/admin/categories", { preHandler: admins, schema: { body: categoryBody, tags } }, async (req) =>
    ok(presentCategory(await saveCategory(app.db, req.auth, undefined, req.body)), {}, 200, MENU_ADMIN_MSG.CATEGORY_SAVED),
  );
  app.post("/admin/categories/:id", { preHandler: admins, schema: { params: idParam, body: categoryBody, tags } }, async (req) =>
    ok(presentCategory(await saveCategory(app.db, req.auth, req.params.id, req.body)), {}, 200, MENU_ADMIN_MSG.CATEGORY_SAVED),
  );

  app.get("/admin/menu", { preHandler: admins, schema: { querystring: adminMenuQuery, tags } }, async (req) =>
    ok((await listAdminItems(app.db, req.auth.outletId, req.query)).map(presentAdminItem)),
  );
  app.post("/admin/menu", { preHandler: admins, schema: { body: menuItemBody, tags } }, async (req) =>
    ok(presentAdminItem(await saveMenuItem(app.db, req.auth, undefined, req.body)), {}, 200, MENU_ADMIN_MSG.MENU_SAVED),
  );
  app.post("/admin/menu/:id", { preHandler: admins, schema: { params: idParam, body: menuItemBody, tags } }, async (req) =>
    ok(presentAdminItem(await saveMenuItem(app.db, req.auth, req.params.id, req.body)), {}, 200, MENU_ADMIN_MSG.MENU_SAVED),
  );
  app.post("/admin/menu/:id/archive", { preHandler: admins, schema: { params: idParam, body: menuArchiveBody, tags } }, async (req) => {
    const view = await archiveMenuItem(app.db, req.auth, req.params.id, req.body.archived);
    return ok(presentAdminItem(view), {}, 200, req.body.archived ? MENU_ADMIN_MSG.MENU_ARCHIVED : MENU_ADMIN_MSG.MENU_RESTORED);
  });
  app.delete("/admin/menu/:id", { preHandler: admins, schema: { params: idParam, tags } }, async (req) => {
    await deleteMenuItem(app.db, req.auth, req.params.id);
    return ok({ m_menu_id: req.params.id }, {}, 200, MENU_ADMIN_MSG.MENU_DELETED);
  });

  app.post("/admin/menu/import/preview", { preHandler: admins, schema: { body: menuImportBody, tags } }, async (req) =>
    ok(await previewMenuImport(app.db, req.auth.outletId, req.body.csv)),
  );
  app.post("/admin/menu/import", { preHandler: admins, schema: { body: menuImportBody, tags } }, async (req) => {
    const done = await applyMenuImport(app.db, req.auth, req.body.csv);
    return ok(done, {}, 200, MENU_ADMIN_MSG.importDone(done.created, done.updated));
  });

  app.post("/admin/menu/items/:id/photo", { preHandler: admins, schema: { params: idParam, body: menuPhotoBody, tags } }, async (req) => {
    const p = await saveMenuPhoto(app.db, req.auth, req.params.id, req.body.photo);
    const data = {
      m_menu_id: p.menuItemId,
      content_type: p.contentType,
      width: p.width,
      height: p.height,
      bytes: p.bytes,
      photo_version: p.version,
    };
    return ok(data, {}, 200, MENU_PHOTO_MSG.SAVED);
  });
  app.delete("/admin/menu/items/:id/photo", { preHandler: admins, schema: { params: idParam, tags } }, async (req) => {
    await removeMenuPhoto(app.db, req.auth, req.params.id);
    return ok({ m_menu_id: req.params.id }, {}, 200, MENU_PHOTO_MSG.REMOVED);
  });
  app.get("/menu-photo/:id", { schema: { params: idParam, tags } }, async (req, reply) => {
    const photo = await readMenuPhoto(app.db, req.auth.outletId, req.params.id);
    const etag = `"${photo.version}"`;
    reply.header("cache-control", "private, max-age=300").header("etag", etag);
    if (req.headers["if-none-match"] === etag) {
      return reply.code(304).send();
    }
    return reply.type(photo.contentType).send(photo.bytes);
  });
};
