import { DomainError } from "./errors.ts";
import { MSG } from "./messages.ts";
import { type Currency, type Money, money } from "./money.ts";

/** Steps in minor units: rupiah, or sen for ringgit (RM100 = 10000 sen). */
const STEPS = {
  IDR: { big: 100_000, half: 50_000, small: 1_000, medium: 10_000 },
  MYR: { big: 10_000, half: 5_000, small: 100, medium: 1_000 },
} as const;

function ceilTo(amount: number, step: number): number {
  const remainder = amount % step;
  return remainder === 0 ? amount : amount + step - remainder;
}

function assertAmount(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`${what} must be a non-negative safe integer of minor units, got ${amount}`);
  }
}

/**
 * Quick-cash buttons for the cash popup: amounts a customer is likely to hand over.
 *
 * IDR: the rounded total, the next multiple of Rp100.000 (the total itself when it already is
 * one), that minus Rp50.000 when still ≥ the total, the total ceiled to Rp1.000 and to Rp10.000.
 * MYR (sen): the same with RM100, RM50, RM1 and RM10.
 *
 * @param roundedTotal - the rounded total, integer minor units ≥ 0 (rupiah or sen).
 * @returns distinct amounts ≥ the total, ascending; `[0]` for a total of 0.
 * @throws RangeError when the total is negative or not a safe integer.
 * @example
 * quickCashSuggestions(money(47_200), "IDR"); // [47200, 48000, 50000, 100000]
 * quickCashSuggestions(money(1_235), "MYR"); // [1235, 1300, 2000, 5000, 10000]
 *
 * Spec: 03-payment-history-shift §9 (quick cash suggestions).
 */
export function quickCashSuggestions(roundedTotal: Money, currency: Currency): Money[] {
  assertAmount(roundedTotal, "roundedTotal");
  const step = STEPS[currency];
  const big = ceilTo(roundedTotal, step.big);
  const candidates = [roundedTotal, big, big - step.half, ceilTo(roundedTotal, step.small), ceilTo(roundedTotal, step.medium)];
  const unique = new Set(candidates.filter((amount) => amount >= roundedTotal));
  return [...unique].sort((a, b) => a - b).map(money);
}

/**
 * Change (kembalian) for a cash payment.
 *
 * @param paid - cash handed over (`nominal_uang`), integer minor units ≥ 0.
 * @param roundedTotal - the rounded total to pay, integer minor units ≥ 0.
 * @returns `paid − roundedTotal` (the `exchange` field), integer minor units ≥ 0.
 * @throws DomainError `Nominal Pembayaran Kurang` (title `Transaksi ditolak!`) when paid < total.
 * @throws RangeError when either amount is negative or not a safe integer.
 * @example
 * computeChange(money(50_000), money(47_200)); // 2800
 *
 * Spec: 03-payment-history-shift §5 (cash payment), §7 (exchange).
 */
export function computeChange(paid: Money, roundedTotal: Money): Money {
  assertAmount(paid, "paid");
  assertAmount(roundedTotal, "roundedTotal");
  if (paid < roundedTotal) {
    throw new DomainError(MSG.PAYMENT_SHORT, MSG.PAYMENT_REJECTED_TITLE);
  }
  return money(paid - roundedTotal);
}
