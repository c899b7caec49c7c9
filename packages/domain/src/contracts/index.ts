/**
 * `@waroeng/domain/contracts`: every area's contract, one file per area (`<area>.ts`: request
 * schemas, reply schemas and the route contracts keyed "METHOD /path" under /api), and their shape
 * (`types.ts`). The server attaches the route contracts to its routes (apps/server/src/lib/contract.ts).
 */
export * from "./access.ts";
export * from "./admin.ts";
export * from "./admin-config.ts";
export * from "./admin-people.ts";
export * from "./auth.ts";
export * from "./cash.ts";
export * from "./cash-book.ts";
export * from "./customer-display.ts";
export * from "./device-setup.ts";
export * from "./history.ts";
export * from "./hq.ts";
export * from "./hq-log.ts";
export * from "./hq-menu.ts";
export * from "./hq-menu-create.ts";
export * from "./hq-menu-parts.ts";
export * from "./hq-reports.ts";
export * from "./hq-settings.ts";
export * from "./kitchen.ts";
export * from "./language.ts";
export * from "./line-actions.ts";
export * from "./line-options.ts";
export * from "./menu.ts";
export * from "./menu-admin.ts";
export * from "./menu-options.ts";
export * from "./online.ts";
export * from "./option-admin.ts";
export * from "./order-discount.ts";
export * from "./order-level.ts";
export * from "./orders.ts";
export * from "./outlet.ts";
export * from "./payment.ts";
export * from "./payment-extra.ts";
export * from "./printing.ts";
export * from "./production-screen.ts";
export * from "./qris.ts";
export * from "./receipts.ts";
export * from "./refund.ts";
export * from "./reports.ts";
export * from "./split-bill.ts";
export * from "./stock.ts";
export * from "./sync.ts";
export * from "./system.ts";
export * from "./tables.ts";
export * from "./types.ts";
