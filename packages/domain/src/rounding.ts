import { type Currency, type Money, money } from "./money.ts";

/**
 * A rounded amount and the rounding applied.
 *
 * `rounded` is integer minor units (rupiah or sen); `rounding = rounded − total`, in minor units,
 * negative when rounded down (stored as `round` / `r_t_nominal_pembulatan`).
 *
 * @example
 * const r: Rounded = { rounded: money(47_200), rounding: 50 };
 *
 * Spec: 03-payment-history-shift §9 (rounding amount is the difference).
 */
export interface Rounded {
  rounded: Money;
  rounding: number;
}

/**
 * Whether the order's rounding flag (`pembulatan`) turns rounding on.
 *
 * @param flag - the raw flag; only `"ya"` in any case (spaces trimmed) means on.
 * @returns true for "ya"/"YA"/" Ya ", false for "tidak", "yes", "", null, undefined.
 * @example
 * isRoundingOn("Ya"); // true
 *
 * Spec: 03-payment-history-shift §9 (rounding applies only when the flag is ya, case-insensitive).
 */
export function isRoundingOn(flag: string | null | undefined): boolean {
  return flag?.trim().toLowerCase() === "ya";
}

function assertNonNegative(total: number, what: string): void {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError(`${what} must be a non-negative safe integer of minor units, got ${total}`);
  }
}

/** Rupiah: nearest Rp100, half up (remainder 50 goes up). */
function roundRupiah(total: number): number {
  const remainder = total % 100;
  return remainder >= 50 ? total - remainder + 100 : total - remainder;
}

function result(total: number, rounded: number): Rounded {
  return { rounded: money(rounded), rounding: rounded - total };
}

/**
 * Rounds an order's total for payment.
 *
 * Only when `roundingFlag` is "ya" (case-insensitive); otherwise `rounded = total`, `rounding = 0`.
 * IDR: nearest Rp100, half up (12.050 → 12.100; 12.049 → 12.000).
 * MYR (sen), literally as the spec says: floor to 10 sen, then add 5 sen when the remainder is at
 * least 5 sen (1237 → 1235, 1233 → 1230, 1239 → 1235, 1240 → 1240).
 *
 * @param total - the total before rounding, integer minor units ≥ 0.
 * @returns `{ rounded, rounding }`, `rounding = rounded − total` (may be negative).
 * @throws RangeError when `total` is negative or not a safe integer.
 * @example
 * roundPayment(money(47_150), "IDR", "ya"); // { rounded: 47200, rounding: 50 }
 * roundPayment(money(1239), "MYR", "YA"); // { rounded: 1235, rounding: -4 }
 *
 * Spec: 03-payment-history-shift §9 (rounding).
 */
export function roundPayment(total: Money, currency: Currency, roundingFlag: string | null | undefined): Rounded {
  assertNonNegative(total, "total");
  if (!isRoundingOn(roundingFlag)) {
    return result(total, total);
  }
  if (currency === "IDR") {
    return result(total, roundRupiah(total));
  }
  const remainder = total % 10;
  const floored = total - remainder;
  return result(total, remainder >= 5 ? floored + 5 : floored);
}

/**
 * Rounds a refund's total.
 *
 * Only when `roundingFlag` is "ya" (case-insensitive); otherwise `rounded = total`, `rounding = 0`.
 * IDR: as for payment (nearest Rp100, half up). MYR (sen): up to the next 0.05 step
 * (1231 → 1235, 1235 → 1235, 1236 → 1240); the rounding is the gap (0..4 sen).
 *
 * @param total - the refund total before rounding, integer minor units ≥ 0.
 * @returns `{ rounded, rounding }`, `rounding = rounded − total`.
 * @throws RangeError when `total` is negative or not a safe integer.
 * @example
 * roundRefund(money(1231), "MYR", "ya"); // { rounded: 1235, rounding: 4 }
 *
 * Spec: 03-payment-history-shift §9 (ringgit, refund: rounded to 0.05; the gap is the rounding).
 */
export function roundRefund(total: Money, currency: Currency, roundingFlag: string | null | undefined): Rounded {
  assertNonNegative(total, "total");
  if (!isRoundingOn(roundingFlag)) {
    return result(total, total);
  }
  if (currency === "IDR") {
    return result(total, roundRupiah(total));
  }
  const remainder = total % 5;
  return result(total, remainder === 0 ? total : total + 5 - remainder);
}

/**
 * Checks a rate in basis points (1% = 100 bp, 10% = 1000 bp).
 *
 * @param rateBp - integer 0..10000.
 * @param what - name used in the error.
 * @throws RangeError unless `rateBp` is an integer from 0 to 10000.
 * @example
 * assertRateBp(1000, "taxRateBp"); // ok
 *
 * Spec: 03-payment-history-shift §9 (tax and service charge are rates).
 */
export function assertRateBp(rateBp: number, what = "rate"): void {
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000) {
    throw new RangeError(`${what} must be an integer 0..10000 basis points, got ${rateBp}`);
  }
}

/**
 * Applies a rate to an amount with integer arithmetic, rounding half up:
 * `half-up(amount × rateBp / 10000)`.
 *
 * @param amount - integer minor units ≥ 0.
 * @param rateBp - integer basis points 0..10000 (10% = 1000).
 * @returns integer minor units.
 * @throws RangeError on a negative or non-integer amount or a rate out of range.
 * @example
 * applyRateBp(money(41_000), 1000); // 4100 (10% tax)
 * applyRateBp(money(41_005), 500); // 2050 (2050.25 rounds down)
 *
 * Spec: 03-payment-history-shift §9 (tax = rate × taxable lines; discount percent to nominal).
 */
export function applyRateBp(amount: Money, rateBp: number): Money {
  assertNonNegative(amount, "amount");
  assertRateBp(rateBp);
  const product = BigInt(amount) * BigInt(rateBp);
  return money(Number((product + 5000n) / 10_000n));
}

/**
 * Converts a percent as the server sends it (`pajak`, `service_charge`, `r_t_tax_percent`:
 * `10`, `"10"`, `"2.5"`, `"10.00"`) to integer basis points, without floats.
 *
 * @param percent - a number or decimal string 0..100; beyond 2 decimals it is rounded half up.
 *   Null, undefined and blank give 0.
 * @returns basis points 0..10000.
 * @throws RangeError when the value is not a plain decimal or is above 100.
 * @example
 * percentToBp("10"); // 1000
 * percentToBp(2.5); // 250
 *
 * Spec: 03-payment-history-shift §3 (pajak, service_charge rates), §9.
 */
export function percentToBp(percent: number | string | null | undefined): number {
  const text = percent === null || percent === undefined ? "" : String(percent).trim();
  if (text === "") {
    return 0;
  }
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) {
    throw new RangeError(`Percent must be a plain decimal 0..100, got ${text}`);
  }
  const whole = Number(match[1]);
  const fraction = (match[2] ?? "").padEnd(3, "0");
  const hundredths = Number(fraction.slice(0, 2)) + (fraction.charAt(2) >= "5" ? 1 : 0);
  const bp = whole * 100 + hundredths;
  assertRateBp(bp, "percent");
  return bp;
}
