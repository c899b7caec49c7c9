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
