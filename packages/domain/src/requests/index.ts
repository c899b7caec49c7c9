/**
 * Request schemas of every route (zod): the server validates with them (fastify-type-provider-zod),
 * the OpenAPI document and docs/API.md are generated from them, and the web types its call bodies
 * with `z.output` of them (apps/web/src/api/*.ts). One file per area, named as the server module.
 * Money fields are the domain money helpers (`moneyAmount` …): integer minor units after the
 * server converts the wire major unit (plugins/money.ts).
 */
export * from "./access.ts";
export * from "./admin.ts";
export * from "./admin-config.ts";
export * from "./admin-people.ts";
export * from "./auth.ts";
export * from "./cash.ts";
export * from "./cash-book.ts";
export * from "./common.ts";
export * from "./history.ts";
export * from "./kitchen.ts";
export * from "./language.ts";
export * from "./line-actions.ts";
export * from "./menu.ts";
export * from "./menu-admin.ts";
export * from "./online.ts";
export * from "./order-level.ts";
export * from "./orders.ts";
export * from "./payment.ts";
export * from "./printing.ts";
export * from "./production-screen.ts";
export * from "./receipts.ts";
export * from "./refund.ts";
export * from "./reports.ts";
export * from "./split.ts";
export * from "./stock.ts";
export * from "./sync.ts";
