/** The whole database schema (Drizzle): one module per area. */
export * from "./access.ts";
export * from "./audit.ts";
export * from "./cash.ts";
export * from "./menu.ts";
export * from "./menu-photo.ts";
export * from "./order-log.ts";
export * from "./orders.ts";
export * from "./outlet.ts";
export * from "./payment.ts";
export * from "./payment-tenders.ts";
export * from "./printing.ts";
export * from "./qr.ts";
export * from "./qris.ts";
export * from "./receipts.ts";
export * from "./split.ts";
export * from "./sync.ts";
export * from "./waste.ts";
