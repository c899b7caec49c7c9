/**
 * Back-office configuration lists (docs/API.md "Back office"): payment methods,
 * transaction types, vouchers and cash denominations of the session's outlet, for the roles of
 * `admin.manage` (owner, kacab): validate → authorize → service (one transaction, audited) → present.
 * Nothing is deleted (history points at these rows): a row is switched off instead.
 */
import { CONFIG_MSG, rolesFor, VOUCHER_PAGE_SIZE } from "@waroeng/domain";
import {
  denominationBody,
  denominationPatch,
  idParam,
  paymentMethodBody,
  paymentMethodPatch,
  transactionTypePatch,
  voucherBody,
  voucherListQuery,
  voucherPatch,
} from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { requireRole } from "../../plugins/auth.ts";
import { createDenomination, listDenominations, presentAdminDenomination, updateDenomination } from "./denominations.service.ts";
import { createPaymentMethod, listOutletMethods, presentAdminMethod, updatePaymentMethod } from "./payment-methods.service.ts";
import { listOutletTypes, presentAdminType, updateTransactionType } from "./transaction-types.service.ts";
import { createVoucher, listVouchers, presentAdminVoucher, updateVoucher } from "./vouchers.service.ts";

const tags = ["admin"];
const admins = requireRole(...rolesFor("admin.manage"));

export const adminConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/admin/payment-methods", { preHandler: admins, schema: { tags } }, async (req) =>
    ok((await listOutletMethods(app.db, req.auth.outletId)).map(presentAdminMethod)),
  );
  app.post("/admin/payment-methods", { preHandler: admins, schema: { body: paymentMethodBody, tags } }, async (req) =>
    ok(presentAdminMethod(await createPaymentMethod(app.db, req.auth, req.body)), {}, 200, CONFIG_MSG.SAVED),
  );
  app.put("/admin/payment-methods/:id", { preHandler: admins, schema: { params: idParam, body: paymentMethodPatch, tags } }, async (req) =>
    ok(presentAdminMethod(await updatePaymentMethod(app.db, req.auth, req.params.id, req.body)), {}, 200, CONFIG_MSG.SAVED),
  );

  app.get("/admin/transaction-types", { preHandler: admins, schema: { tags } }, async (req) =>
    ok((await listOutletTypes(app.db, req.auth.outletId)).map(presentAdminType)),
  );
  app.put(
    "/admin/transaction-types/:id",
    { preHandler: admins, schema: { params: idParam, body: transactionTypePatch, tags } },
    async (req) => ok(presentAdminType(await updateTransactionType(app.db, req.auth, req.params.id, req.body)), {}, 200, CONFIG_MSG.SAVED),
  );

  app.get("/admin/vouchers", { preHandler: admins, schema: { querystring: voucherListQuery, tags } }, async (req) => {
    const { rows, total } = await listVouchers(app.db, req.auth.outletId, req.query.page);
    return ok({ page: req.query.page, page_size: VOUCHER_PAGE_SIZE, total, rows: rows.map((v) => presentAdminVoucher(v)) });
  });
  app.post("/admin/vouchers", { preHandler: admins, schema: { body: voucherBody, tags } }, async (req) =>
    ok(presentAdminVoucher(await createVoucher(app.db, req.auth, req.body)), {}, 200, CONFIG_MSG.SAVED),
  );
  app.put("/admin/vouchers/:id", { preHandler: admins, schema: { params: idParam, body: voucherPatch, tags } }, async (req) =>
    ok(presentAdminVoucher(await updateVoucher(app.db, req.auth, req.params.id, req.body)), {}, 200, CONFIG_MSG.SAVED),
  );

  app.get("/admin/denominations", { preHandler: admins, schema: { tags } }, async (req) =>
    ok((await listDenominations(app.db, req.auth.outletId)).map(presentAdminDenomination)),
  );
  app.post("/admin/denominations", { preHandler: admins, schema: { body: denominationBody, tags } }, async (req) =>
    ok(presentAdminDenomination(await createDenomination(app.db, req.auth, req.body)), {}, 200, CONFIG_MSG.SAVED),
  );
  app.put("/admin/denominations/:id", { preHandler: admins, schema: { params: idParam, body: denominationPatch, tags } }, async (req) =>
    ok(presentAdminDenomination(await updateDenomination(app.db, req.auth, req.params.id, req.body)), {}, 200, CONFIG_MSG.SAVED),
  );
};
