/**
 * `@waroeng/domain/wire`: the reply shapes of every API route (zod), declared once. The server
 * uses them as Fastify reply schemas (validated in the API tests, rendered into OpenAPI and
 * docs/API.md); the web app takes its types from them (`import type`, `z.output`).
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
export * from "../contracts/outlet.ts";
export * from "../contracts/payment.ts";
export * from "../contracts/payment-extra.ts";
export * from "../contracts/printing.ts";
export * from "../contracts/production-screen.ts";
export * from "../contracts/receipts.ts";
export * from "../contracts/refund.ts";
export * from "../contracts/reports.ts";
export * from "../contracts/stock.ts";
export * from "../contracts/sync.ts";
export * from "../contracts/system.ts";
export * from "../contracts/tables.ts";
export * from "./envelope.ts";
export * from "./events.ts";
