import { PAYMENT_METHOD_CASH, TRANSACTION_TYPE } from "./constants.ts";

/**
 * Whether an order is dine in, decided by its transaction type id (`m_t_t_id`,
 * `tmp_online_m_t_t_id`): never by its name or a table label.
 * @example isDineIn(TRANSACTION_TYPE.DINE_IN); // true
 * Spec: 01-foundations §9, 02-orders-kitchen §2.3 (Meja header for dine in).
 */
export function isDineIn(transactionTypeId: number | null | undefined): boolean {
  return transactionTypeId === TRANSACTION_TYPE.DINE_IN;
}

/**
 * Whether a payment is cash (tendered money, change, the drawer), decided by the payment method id
 * (`payment_method`, `r_t_m_payment_method_id`): never by the method's name.
 * @example isCash(PAYMENT_METHOD_CASH); // true
 * Spec: 03-payment-history-shift §9.
 */
export function isCash(paymentMethodId: number | null | undefined): boolean {
  return paymentMethodId === PAYMENT_METHOD_CASH;
}

/** Kind of a table by its `m_meja_type`. */
export type TableKind = "dine_in" | "take_away" | "express";

/**
 * The kind of a table by its `m_meja_type`: "express" and "bungkus" (take away) by name, any
 * other type is a dine-in table (foundations §3 Table).
 * @example tableKind("meja"); // "dine_in"
 */
export function tableKind(mejaType: string): TableKind {
  if (mejaType === "express") {
    return "express";
  }
  return mejaType === "bungkus" ? "take_away" : "dine_in";
}

/** `m_meja_type` values that are not dine-in tables (the rest are). @example NON_DINE_IN_TABLE_TYPES.includes("bungkus") */
export const NON_DINE_IN_TABLE_TYPES = ["bungkus", "express"] as const;
