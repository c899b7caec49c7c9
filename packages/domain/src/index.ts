/**
 * `@waroeng/domain`: pure rules of Waroeng POS shared by the server and the web client.
 * Money is integer minor units (`Money`); rates are basis points; no I/O.
 *
 * @example
 * import { computeTotals, formatMoney, money } from "@waroeng/domain";
 *
 * Spec: 01-foundations, 02-orders-kitchen, 03-payment-history-shift.
 */
export * from "./access.ts";
export * from "./admin.ts";
export * from "./admin-config.ts";
export * from "./admin-people.ts";
export * from "./allocation.ts";
export * from "./audit-describe.ts";
export * from "./chain-menu.ts";
export * from "./constants.ts";
export { businessDate, notaQuery, type RefundForm, refundFormSchema } from "./contracts/refund.ts";
export * from "./customer-display.ts";
export * from "./delivery.ts";
export * from "./discount.ts";
export * from "./dishes.ts";
export * from "./drawer.ts";
export * from "./errors.ts";
export * from "./hq-roles.ts";
export * from "./i18n/index.ts";
export * from "./kinds.ts";
export * from "./line-actions.ts";
export * from "./member.ts";
export * from "./menu-admin.ts";
export * from "./menu-options.ts";
export * from "./messages.ts";
export * from "./money.ts";
export * from "./money-walk.ts";
export * from "./money-wire.ts";
export * from "./nota-auto.ts";
export * from "./number-limits.ts";
export * from "./option-admin.ts";
export * from "./payment-form.ts";
export * from "./payment-methods.ts";
export * from "./printing.ts";
export * from "./production.ts";
export * from "./qr-order.ts";
export * from "./qris.ts";
export * from "./quick-cash.ts";
export * from "./receipt-document.ts";
export * from "./refund.ts";
export * from "./refund-approval.ts";
export * from "./refund-plan.ts";
export * from "./reports.ts";
export * from "./roles.ts";
export * from "./rollup-periods.ts";
export * from "./rollups.ts";
export * from "./rounding.ts";
export * from "./schemas.ts";
export * from "./split.ts";
export * from "./split-even.ts";
export * from "./staff-note.ts";
export * from "./time.ts";
export * from "./totals.ts";
export * from "./whatsapp.ts";
