import type { Currency, Money } from "./money.ts";
import { money } from "./money.ts";
import { applyRateBp, assertRateBp, roundRefund } from "./rounding.ts";
import { lineNominal } from "./totals.ts";

/**
 * A line moved to the refund list: unit price in integer minor units, qty an integer ≥ 0,
 * and whether the original line carried tax / service charge.
 *
 * @example
 * const r: RefundLine = { price: money(18_000), qty: 1, taxable: true, serviceCharged: false };
 *
 * Spec: 03-payment-history-shift §3 (refund line), §5 (refund).
 */
export interface RefundLine {
  price: Money;
  qty: number;
  taxable: boolean;
  serviceCharged: boolean;
}

/**
 * Refund totals, integer minor units: `total = subtotal + tax + serviceCharge`, then rounded with
 * the refund rule; `rounding = rounded − total`.
 *
 * @example
 * // { subtotal: 18000, tax: 1800, serviceCharge: 0, total: 19800, rounded: 19800, rounding: 0 }
 *
 * Spec: 03-payment-history-shift §9 (refund total).
 */
export interface RefundTotals {
  subtotal: Money;
  tax: Money;
  serviceCharge: Money;
  total: Money;
  rounded: Money;
  rounding: number;
}

/**
 * Computes a refund's totals. Tax applies to a refunded line only if that line carried tax and
 * the current tax rate is above 0 (a rate switched off is passed as 0); service charge likewise.
 * Each charge is half-up(rate × Σ eligible line totals), computed once over the sum.
 *
 * @param input - refund lines; current rates in basis points (0..10000); the bill's rounding flag
 *   (`pembulatan`, "ya" turns rounding on); the outlet currency.
 * @returns integer minor units (rupiah or sen).
 * @throws RangeError on a negative or non-integer price or qty, or a rate out of range.
 * @example
 * computeRefundTotals({ lines: [{ price: money(1_150), qty: 1, taxable: true, serviceCharged: false }],
 *   taxRateBp: 600, serviceChargeRateBp: 0, roundingFlag: "ya", currency: "MYR" });
 * // tax 69, total 1219, rounded 1220, rounding 1
 *
 * Spec: 03-payment-history-shift §5 (refund), §9 (refund total; ringgit refund rounding).
 */
export function computeRefundTotals(input: {
  lines: RefundLine[];
  taxRateBp: number;
  serviceChargeRateBp: number;
  roundingFlag?: string | null;
  currency: Currency;
}): RefundTotals {
  assertRateBp(input.taxRateBp, "taxRateBp");
  assertRateBp(input.serviceChargeRateBp, "serviceChargeRateBp");
  let subtotal = 0;
  let taxBase = 0;
  let serviceBase = 0;
  for (const line of input.lines) {
    const nominal = lineNominal({ ...line, status: 0 });
    subtotal += nominal;
    taxBase += line.taxable ? nominal : 0;
    serviceBase += line.serviceCharged ? nominal : 0;
  }
  const tax = applyRateBp(money(taxBase), input.taxRateBp);
  const serviceCharge = applyRateBp(money(serviceBase), input.serviceChargeRateBp);
  const total = money(subtotal + tax + serviceCharge);
  const { rounded, rounding } = roundRefund(total, input.currency, input.roundingFlag);
  return { subtotal: money(subtotal), tax, serviceCharge, total, rounded, rounding };
}
