/**
 * Request schemas of every route (zod): the server validates with them (fastify-type-provider-zod),
 * the OpenAPI document and docs/API.md are generated from them, and the web types its call bodies
 * with `z.output` of them (apps/web/src/api/*.ts). One file per area, named as the server module.
 * Money fields are the domain money helpers (`moneyAmount` …): integer minor units after the
 * server converts the wire major unit (plugins/money.ts).
 */
export * from "../contracts/access.ts";
export * from "../contracts/admin.ts";
export * from "../contracts/admin-config.ts";
export * from "../contracts/admin-people.ts";
export * from "../contracts/auth.ts";
export * from "../contracts/cash.ts";
export * from "../contracts/cash-book.ts";
export * from "../contracts/history.ts";
export * from "../contracts/kitchen.ts";
export * from "../contracts/language.ts";
export * from "../contracts/line-actions.ts";
export * from "../contracts/menu.ts";
export * from "../contracts/menu-admin.ts";
export * from "../contracts/online.ts";
export * from "../contracts/order-level.ts";
export * from "../contracts/orders.ts";
export * from "../contracts/payment.ts";
export * from "../contracts/printing.ts";
export * from "../contracts/production-screen.ts";
export * from "../contracts/receipts.ts";
export * from "../contracts/refund.ts";
export * from "../contracts/reports.ts";
export * from "../contracts/stock.ts";
export * from "../contracts/sync.ts";
export * from "./common.ts";
