/**
 * `@waroeng/domain/wire`: the reply shapes of every API route (zod), declared once. The server
 * uses them as Fastify reply schemas (validated in the API tests, rendered into OpenAPI and
 * docs/API.md); the web app takes its types from them (`import type`, `z.output`).
 */
export * from "./access.ts";
export * from "./admin.ts";
export * from "./admin-config.ts";
export * from "./admin-people.ts";
export * from "./auth.ts";
export * from "./cash.ts";
export * from "./cash-book.ts";
export * from "./envelope.ts";
export * from "./events.ts";
export * from "./history.ts";
export * from "./kitchen.ts";
export * from "./language.ts";
export * from "./line-actions.ts";
export * from "./menu.ts";
export * from "./menu-admin.ts";
export * from "./online.ts";
export * from "./order-level.ts";
export * from "./orders.ts";
export * from "./outlet.ts";
export * from "./payment.ts";
export * from "./payment-extra.ts";
export * from "./printing.ts";
export * from "./production.ts";
export * from "./receipts.ts";
export * from "./refund.ts";
export * from "./reports.ts";
export * from "./stock.ts";
export * from "./sync.ts";
export * from "./system.ts";
export * from "./tables.ts";
