/**
 * Per-line shares of an order's tax and service charge (payment §3 "Order line": `tax_val`,
 * `service_val`), so that the lines add up to the order's figures exactly (payment §4 "Price check":
 * the client sums the lines and compares).
 */
import { LINE_STATUS } from "./constants.ts";
import { type Money, money } from "./money.ts";
import { applyRateBp } from "./rounding.ts";
import { lineNominal, type TotalsLine } from "./totals.ts";

/**
 * Splits `total` (integer minor units) over `weights` in proportion, by the largest-remainder
 * method: every part gets the floor of its exact share `total × w / Σw`, then the units left over
 * go one each to the parts with the largest remainders (ties: the earlier part first).
 * Integer arithmetic only (BigInt), so any safe-integer money is exact.
 *
 * @param total - integer ≥ 0.
 * @param weights - integers ≥ 0; a zero weight gets 0. All zero (or none) → all 0, and `total` must be 0.
 * @returns parts, Σ parts = total, each within 1 minor unit of its exact share (|part − share| < 1).
 * @throws RangeError on a negative or non-integer input, or a total > 0 with no weight.
 * @example allocateLargestRemainder(10, [1, 1, 1]); // [4, 3, 3]
 */
export function allocateLargestRemainder(total: number, weights: readonly number[]): Money[] {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError(`total must be a non-negative safe integer, got ${total}`);
  }
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0) {
      throw new RangeError(`weights must be non-negative safe integers, got ${w}`);
    }
  }
  const sum = weights.reduce((s, w) => s + BigInt(w), 0n);
  if (sum === 0n) {
    if (total !== 0) {
      throw new RangeError(`cannot allocate ${total} over no weight`);
    }
    return weights.map(() => money(0));
  }
  const big = BigInt(total);
  const parts = weights.map((w, index) => {
    const exact = big * BigInt(w);
    return { index, floor: exact / sum, remainder: exact % sum };
  });
  let left = big - parts.reduce((s, p) => s + p.floor, 0n);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const p of byRemainder) {
    if (left === 0n) {
      break;
    }
    p.floor += 1n;
    left -= 1n;
  }
  return parts.map((p) => money(Number(p.floor)));
}

/** A line's share of the order's charges (minor units) and the rates that apply to it (basis points). */
export interface LineCharges {
  /** The order's tax rate when the line carries tax and counts (status 0), else 0. */
  taxRateBp: number;
  tax: Money;
  /** The order's service-charge rate when the line carries it and counts, else 0. */
  serviceChargeRateBp: number;
  serviceCharge: Money;
}

/**
 * Each line's share of the order's tax and service charge: the order's tax is the rate applied once
 * to the sum of the taxable status-0 lines' nominals (as `computeTotals`), split over those lines by
 * their nominal, largest remainder first. So Σ tax = `computeTotals(...).tax` and Σ service charge =
 * `computeTotals(...).serviceCharge` exactly; lines that do not count (status ≠ 0) or carry no
 * charge get 0.
 *
 * @param lines - in the order's line order; @param taxRateBp, serviceChargeRateBp - the order's rates.
 * @returns one `LineCharges` per line, same order.
 * @example lineCharges([{ price: 1000, qty: 1, status: 0, taxable: true, serviceCharged: false }], 1000, 500)[0].tax; // 100
 *
 * Spec: 03-payment-history-shift §3 (order line tax_val, service_val), §4 (price check), §9.
 */
export function lineCharges(lines: readonly TotalsLine[], taxRateBp: number, serviceChargeRateBp: number): LineCharges[] {
  const counts = lines.map((l) => l.status === LINE_STATUS.NORMAL);
  const nominals = lines.map((l, i) => (counts[i] ? lineNominal(l) : 0));
  const taxWeights = lines.map((l, i) => (l.taxable ? (nominals[i] ?? 0) : 0));
  const serviceWeights = lines.map((l, i) => (l.serviceCharged ? (nominals[i] ?? 0) : 0));
  const sum = (values: number[]) => money(values.reduce((s, v) => s + v, 0));
  const tax = allocateLargestRemainder(applyRateBp(sum(taxWeights), taxRateBp), taxWeights);
  const service = allocateLargestRemainder(applyRateBp(sum(serviceWeights), serviceChargeRateBp), serviceWeights);
  return lines.map((l, i) => ({
    taxRateBp: counts[i] && l.taxable ? taxRateBp : 0,
    tax: tax[i] ?? money(0),
    serviceChargeRateBp: counts[i] && l.serviceCharged ? serviceChargeRateBp : 0,
    serviceCharge: service[i] ?? money(0),
  }));
}
