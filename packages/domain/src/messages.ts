/**
 * The message catalogue: every fixed user-facing text of the three spec documents (word for word in
 * Indonesian) and of the product, in Indonesian, English and Malay. The texts live by area in
 * `messages/<area>.ts`, each one entry with its three languages side by side (`{ id, en, ms }`);
 * every block (`MSG`, `API_MSG`, `SCREEN_MSG`, …) reads in `currentLocale()` (see `localized.ts`).
 * `*_TITLE` entries are dialog titles; messages with a placeholder are functions.
 *
 * @example
 * throw new DomainError(MSG.PAYMENT_SHORT, MSG.PAYMENT_REJECTED_TITLE);
 *
 * Spec: 01-foundations §1, §2, §4, §5, §8; 02-orders-kitchen §2, §4, §5, §8;
 * 03-payment-history-shift §2, §4, §5, §8.
 */
export * from "./messages/access.ts";
export * from "./messages/admin.ts";
export * from "./messages/api.ts";
export * from "./messages/audit.ts";
export * from "./messages/cash.ts";
export * from "./messages/chain-menu.ts";
export * from "./messages/config.ts";
export * from "./messages/core.ts";
export * from "./messages/customer-display.ts";
export * from "./messages/device-printer.ts";
export * from "./messages/hq.ts";
export * from "./messages/hq-log.ts";
export * from "./messages/join-device.ts";
export * from "./messages/kitchen.ts";
export * from "./messages/menu-admin.ts";
export * from "./messages/menu-options.ts";
export * from "./messages/option-admin.ts";
export * from "./messages/option-sheet.ts";
export * from "./messages/orders.ts";
export * from "./messages/payment.ts";
export * from "./messages/people.ts";
export * from "./messages/printing.ts";
export * from "./messages/qr-orders.ts";
export * from "./messages/qris.ts";
export * from "./messages/receipts.ts";
export * from "./messages/refund.ts";
export * from "./messages/reports.ts";
export * from "./messages/requests.ts";
export * from "./messages/screens.ts";
export * from "./messages/split.ts";
export * from "./messages/stock.ts";
export * from "./messages/sync.ts";
export * from "./messages/web.ts";
