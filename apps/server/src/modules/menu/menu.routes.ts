/**
 * Menu routes (docs/API.md "Menu"; orders §7, payment §7): GET /m-menu-jenis, GET /m-kategori,
 * GET /mmenu, GET /m-menu/byKategori/{id}, for every logged-in role.
 */

import { categoriesQuery, categoryParams, menuItemsQuery, menuTypesQuery, transactionQuery } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { presentCategory, presentMenuItem, presentMenuType } from "./menu.presenter.ts";
import { getCategory, listCategories, listMenuItems, listMenuTypes, pricingTransactionType } from "./menu.service.ts";

const tags = ["menu"];

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/m-menu-jenis", { schema: { querystring: menuTypesQuery, tags } }, async (req) =>
    ok((await listMenuTypes(app.db, req.auth.outletId, req.query.m_menu_jenis_odcr55)).map(presentMenuType)),
  );

  app.get("/m-kategori", { schema: { querystring: categoriesQuery, tags } }, async (req) => {
    const menuTypeId = req.query.m_kategori_m_menu_jenis_id ?? req.query.m_sub_jenis_produk_m_jenis_produk_id;
    return ok((await listCategories(app.db, req.auth.outletId, menuTypeId)).map(presentCategory));
  });

  app.get("/mmenu", { schema: { querystring: menuItemsQuery, tags } }, async (req) => {
    const { outletId } = req.auth;
    const typeId = await pricingTransactionType(app.db, outletId, req.query.transactionId);
    const menuTypeId = req.query.m_menu_m_menu_jenis_id ?? req.query.m_produk_m_jenis_produk_id;
    return ok((await listMenuItems(app.db, outletId, { menuTypeId }, typeId)).map(presentMenuItem));
  });

  app.get("/m-menu/byKategori/:id", { schema: { params: categoryParams, querystring: transactionQuery, tags } }, async (req) => {
    const { outletId } = req.auth;
    const category = await getCategory(app.db, outletId, req.params.id);
    const typeId = await pricingTransactionType(app.db, outletId, req.query.transactionId);
    return ok((await listMenuItems(app.db, outletId, { categoryId: category.id }, typeId)).map(presentMenuItem));
  });
};
