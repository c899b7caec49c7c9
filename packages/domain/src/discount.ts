import type { TRANSACTION_DISCOUNT_TYPES } from "./constants.ts";
import { DomainError } from "./errors.ts";
import { MSG } from "./messages.ts";
import { type Money, money } from "./money.ts";
import { applyRateBp, assertRateBp } from "./rounding.ts";

/** A discount-popup type. Spec: 03-payment-history-shift §5. @example const t: TransactionDiscountType = "voucher"; */
export type TransactionDiscountType = (typeof TRANSACTION_DISCOUNT_TYPES)[number];

/**
 * Checks a discount-popup entry and returns its nominal.
 *
 * `voucher` and `diskon`: `value` is integer minor units (rupiah or sen). `diskonPercent`:
 * `value` is basis points (10% = 1000), converted to a nominal on `total`, half up.
 *
 * @param type - `"voucher"` | `"diskon"` | `"diskonPercent"`.
 * @param value - minor units, or basis points for `diskonPercent`.
 * @param total - the current total, integer minor units ≥ 0.
 * @returns the discount nominal, integer minor units, ≤ total.
 * @throws DomainError `Nominal Belum Diisi` (title `Transaksi Gagal!`) for 0;
 *   `Nominal transaksi kurang dari Voucher` when a voucher exceeds the total;
 *   `Diskon Melebihi Total Bayar` (title `Transaksi gagal!`) when a discount exceeds the total.
 * @throws RangeError on negative or non-integer input, or a percent above 10000 bp.
 * @example
 * resolveTransactionDiscount("diskonPercent", 1000, money(47_150)); // 4715
 * resolveTransactionDiscount("diskon", 60_000, money(47_150)); // throws Diskon Melebihi Total Bayar
 *
 * Spec: 03-payment-history-shift §5 (discount popup).
 */
export function resolveTransactionDiscount(type: TransactionDiscountType, value: number, total: Money): Money {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`Discount value must be a non-negative integer, got ${value}`);
  }
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError(`Total must be a non-negative integer of minor units, got ${total}`);
  }
  if (value === 0) {
    throw new DomainError(MSG.DISCOUNT_EMPTY, MSG.DISCOUNT_FAILED_TITLE);
  }
  if (type === "diskonPercent") {
    assertRateBp(value, "percent");
    return applyRateBp(total, value);
  }
  if (value > total) {
    if (type === "voucher") {
      throw new DomainError(MSG.VOUCHER_TOO_BIG);
    }
    throw new DomainError(MSG.DISCOUNT_TOO_BIG, MSG.DISCOUNT_TOO_BIG_TITLE);
  }
  return money(value);
}

/** How a bill's Diskon Transaksi is kept on the order: "" none, a nominal or a percent. @example const k: OrderDiscountKind = "diskonPercent"; */
export type OrderDiscountKind = "" | "diskon" | "diskonPercent";

/**
 * The discount and voucher stored on an open order (tmp_transaction), as the pay screen sets them.
 * `value`: minor units for `diskon`, basis points for `diskonPercent`, 0 for none; `voucher`: the
 * amount the server found for the applied voucher code, minor units (0 none).
 */
export interface StoredOrderDiscount {
  kind: OrderDiscountKind;
  value: number;
  voucher: number;
}

/** No discount and no voucher. @example orderDiscountAmounts(NO_ORDER_DISCOUNT, money(1000)); // { globalDiscount: 0, voucher: 0 } */
export const NO_ORDER_DISCOUNT: StoredOrderDiscount = { kind: "", value: 0, voucher: 0 };

/**
 * What a stored order discount and voucher take off a bill whose sales (subtotal + tax + service
 * charge, never the Tarik Tunai) are `sales`: a percent is taken of the sales now (half up), so it
 * follows the lines; a nominal and the voucher take at most what is left (floor 0, payment §5 "a
 * discount reduces the total by the amount; a voucher by its value, floor 0").
 *
 * @param stored - the order's stored discount (see `StoredOrderDiscount`).
 * @param sales - integer minor units ≥ 0.
 * @returns `globalDiscount` and `voucher`, integer minor units, together ≤ `sales`.
 * @throws RangeError on a negative or non-integer value, or a percent above 10000 bp.
 * @example
 * orderDiscountAmounts({ kind: "diskonPercent", value: 1000, voucher: 0 }, money(47_150)); // { globalDiscount: 4715, voucher: 0 }
 * orderDiscountAmounts({ kind: "diskon", value: 60_000, voucher: 5_000 }, money(47_150)); // { globalDiscount: 47150, voucher: 0 }
 *
 * Spec: 03-payment-history-shift §5 (discount popup), §9 (Total = … − special discount − voucher).
 */
export function orderDiscountAmounts(stored: StoredOrderDiscount, sales: Money): { globalDiscount: Money; voucher: Money } {
  for (const [name, v] of [
    ["value", stored.value],
    ["voucher", stored.voucher],
    ["sales", sales],
  ] as const) {
    if (!Number.isSafeInteger(v) || v < 0) {
      throw new RangeError(`${name} must be a non-negative integer, got ${v}`);
    }
  }
  let discount = 0;
  if (stored.kind === "diskonPercent") {
    assertRateBp(stored.value, "percent");
    discount = applyRateBp(sales, stored.value);
  } else if (stored.kind === "diskon") {
    discount = Math.min(stored.value, sales);
  }
  return { globalDiscount: money(discount), voucher: money(Math.min(stored.voucher, sales - discount)) };
}

/**
 * Whether an order-level discount needs a supervisor: it takes more than the outlet's limit
 * (`m_w_line_discount_limit_bp`, the same limit as a line discount's) of the bill's sales.
 *
 * @param discount - the discount, integer minor units.
 * @param sales - the bill's subtotal + tax + service charge, integer minor units.
 * @param limitBp - the outlet's limit, basis points 0..10000.
 * @example
 * discountAboveLimit(money(5_000), money(10_000), 5000); // false: exactly 50%
 * discountAboveLimit(money(5_001), money(10_000), 5000); // true
 *
 * Spec: payment §6 (roles); docs/API.md `PUT /tmp-transaction/{id}/discount`.
 */
export function discountAboveLimit(discount: Money, sales: Money, limitBp: number): boolean {
  return discount * 10_000 > limitBp * sales;
}
