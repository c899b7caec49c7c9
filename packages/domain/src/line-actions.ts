import { LINE_DISCOUNT_TYPES, LINE_STATUS } from "./constants.ts";
import { type Money, money } from "./money.ts";
import { applyRateBp } from "./rounding.ts";

/**
 * Values of `status-menu` on `POST /m-transaction-meja/changeMenuDetail`: 2 cancel (Pembatalan);
 * warranty (Garansi) 3 replace with the same product (Ganti Baru), 4 replace with another product
 * (with `replace_m_produk_id`; without it, 4 is the orders document's Gratis), 5 free (Gratis).
 * The line the approved units move to gets `LINE_STATUS` 2 (cancelled), 3 (replaced: actions 3 and 4)
 * or 4 (free: action 5, or 4 without a product).
 *
 * @example
 * LINE_ACTION.FREE; // 5
 *
 * Spec: 02-orders-kitchen §4, §5; 03-payment-history-shift §4 (warranty action values).
 */
export const LINE_ACTION = { CANCEL: 2, REPLACE_SAME: 3, REPLACE_OTHER: 4, FREE: 5 } as const;

/**
 * The line status a `status-menu` action gives the approved units (see LINE_ACTION).
 * @example statusOfAction(5, false); // 4 (LINE_STATUS.FREE)
 */
export function statusOfAction(action: number, withReplacement: boolean): number {
  if (action === LINE_ACTION.CANCEL) {
    return LINE_STATUS.CANCELLED;
  }
  if (action === LINE_ACTION.REPLACE_SAME || (action === LINE_ACTION.REPLACE_OTHER && withReplacement)) {
    return LINE_STATUS.REPLACED;
  }
  return LINE_STATUS.FREE;
}

/** A line discount type, or "" for none. @example const t: LineDiscountType = "Qty"; */
export type LineDiscountType = (typeof LINE_DISCOUNT_TYPES)[number] | "";

/**
 * A discount type as a client sends it → the canonical type; `%` (the orders document's name,
 * 02 §5) → `Persen`, `NormalPrice` → `CustomPrice`, blank → "", anything else → null (refused).
 * Case-insensitive.
 * @example lineDiscountType("normalprice"); // "CustomPrice"
 * lineDiscountType("%"); // "Persen"
 *
 * Spec: 02-orders-kitchen §5 (Edit-menu discount types: %, Nominal, Qty), 03-payment-history-shift §9.
 */
export function lineDiscountType(value: string | null | undefined): LineDiscountType | null {
  const v = (value ?? "").trim().toLowerCase();
  if (v === "") {
    return "";
  }
  if (v === "normalprice") {
    return "CustomPrice";
  }
  if (v === "%") {
    return "Persen";
  }
  return LINE_DISCOUNT_TYPES.find((t) => t.toLowerCase() === v) ?? null;
}

/** Why a line discount is refused (the server answers with its message). */
export type LineDiscountProblem = "percent" | "nominal" | "qty" | "price";

/**
 * The discount on a whole line (integer minor units) from its type and value, for `qty` units at
 * `price`: Persen `value` bp of price × qty (half up, ≤ 10000 bp); Nominal `value` per item
 * (≤ price); Qty `value` units free (≤ qty); CustomPrice `value` the price per item (≤ price):
 * (price − value) × qty. Returns the problem instead when the value is out of range.
 *
 * @example
 * lineDiscount("Persen", 5000, money(18_000), 2); // 18000
 * lineDiscount("Qty", 3, money(18_000), 2); // "qty"
 *
 * Spec: 03-payment-history-shift §9 (edit-menu discount types).
 */
export function lineDiscount(type: LineDiscountType, value: number, price: Money, qty: number): Money | LineDiscountProblem {
  if (type === "") {
    return money(0);
  }
  if (type === "Persen") {
    return value > 10_000 ? "percent" : applyRateBp(money(price * qty), value);
  }
  if (type === "Nominal") {
    return value > price ? "nominal" : money(value * qty);
  }
  if (type === "Qty") {
    return value > qty ? "qty" : money(price * value);
  }
  return value > price ? "price" : money((price - value) * qty);
}
