import { LINE_STATUS } from "./constants.ts";
import { type Currency, type Money, money } from "./money.ts";
import { applyRateBp, assertRateBp, roundPayment } from "./rounding.ts";

/**
 * One order line as the totals see it. Money in integer minor units (rupiah or sen).
 *
 * - `price`: unit price; `qty`: integer ≥ 0.
 * - `status`: line status; only `LINE_STATUS.NORMAL` (0) counts in totals.
 * - `taxable` / `serviceCharged`: the line's tax and service-charge switches.
 * - `discount`: nominal discount on the whole line (not per unit), default 0.
 *
 * @example
 * const line: TotalsLine = { price: money(18_000), qty: 2, status: 0, taxable: true, serviceCharged: true };
 *
 * Spec: 03-payment-history-shift §3 (order line), §4 (only status-0 lines count), §9.
 */
export interface TotalsLine {
  price: Money;
  qty: number;
  status: number;
  taxable: boolean;
  serviceCharged: boolean;
  /** Nominal discount on the whole line, default 0. */
  discount?: Money;
}

/**
 * What an order's totals are computed from. Money in integer minor units; rates in basis points
 * (10% = 1000 bp). `roundingFlag` is the order's `pembulatan` ("ya" turns rounding on).
 *
 * @example
 * const input: TotalsInput = { lines: [], taxRateBp: 1000, serviceChargeRateBp: 500, roundingFlag: "ya", currency: "IDR" };
 *
 * Spec: 03-payment-history-shift §9 (Total = tax + service charge + subtotal + cash withdrawal −
 * special discount − voucher).
 */
export interface TotalsInput {
  lines: TotalsLine[];
  taxRateBp: number;
  serviceChargeRateBp: number;
  /** Tarik tunai added to the bill, default 0. */
  cashWithdrawal?: Money;
  /** Special (transaction) discount, default 0. */
  globalDiscount?: Money;
  /** Voucher value, default 0. */
  voucher?: Money;
  roundingFlag?: string | null;
  currency: Currency;
}

/**
 * An order's totals, all integer minor units. `total` is before rounding and never below 0;
 * `rounded` is what the customer pays; `rounding = rounded − total` (may be negative).
 * These map to the payment fields `sub_total`, `nominal_pajak`, `nominal_sc`, `nominal_tariktunai`,
 * `global_discount`, `nominal_voucher`, `total` and `round`.
 *
 * @example
 * // { subtotal: 41000, tax: 4100, serviceCharge: 2050, cashWithdrawal: 0, globalDiscount: 0,
 * //   voucher: 0, total: 47150, rounded: 47200, rounding: 50 }
 *
 * Spec: 03-payment-history-shift §7 (POST /recap-transactions fields), §9.
 */
export interface Totals {
  subtotal: Money;
  tax: Money;
  serviceCharge: Money;
  cashWithdrawal: Money;
  globalDiscount: Money;
  voucher: Money;
  /** Before rounding, floor 0. */
  total: Money;
  rounded: Money;
  rounding: number;
}

function assertMoney(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative safe integer of minor units, got ${value}`);
  }
}

function assertLine(line: TotalsLine, label: string): void {
  assertMoney(line.price, `${label}.price`);
  assertMoney(line.discount ?? 0, `${label}.discount`);
  if (!Number.isSafeInteger(line.qty) || line.qty < 0) {
    throw new RangeError(`${label}.qty must be a non-negative integer, got ${line.qty}`);
  }
  if (!Number.isInteger(line.status)) {
    throw new RangeError(`${label}.status must be an integer, got ${line.status}`);
  }
}

/**
 * A line's nominal: `price × qty − discount`, never below 0. Does not look at the status.
 *
 * @param line - price and discount in integer minor units, qty an integer ≥ 0.
 * @returns integer minor units ≥ 0.
 * @throws RangeError on negative or non-integer price, qty or discount, or an unsafe product.
 * @example
 * lineNominal({ price: money(18_000), qty: 2, status: 0, taxable: true, serviceCharged: true, discount: money(1_000) }); // 35000
 *
 * Spec: 03-payment-history-shift §9 (subtotal = Σ price × quantity over status-0 lines).
 */
export function lineNominal(line: TotalsLine): Money {
  assertLine(line, "line");
  const gross = line.price * line.qty;
  if (!Number.isSafeInteger(gross)) {
    throw new RangeError(`price × qty is beyond safe integers: ${line.price} × ${line.qty}`);
  }
  return money(Math.max(0, gross - (line.discount ?? 0)));
}

function sum(values: number[]): Money {
  let total = 0;
  for (const value of values) {
    total += value;
  }
  return money(total);
}

/**
 * Computes an order's totals.
 *
 * Only status-0 lines count. Subtotal = Σ line nominal. Tax = half-up(Σ nominal of taxable lines
 * × taxRateBp / 10000), computed once over the sum, not per line; service charge likewise over
 * service-charged lines. Total = subtotal + tax + service charge + cash withdrawal − global
 * discount − voucher, never below 0; then `roundPayment` with the rounding flag.
 *
 * @param input - lines, rates in basis points, optional extras in integer minor units.
 * @returns every figure in integer minor units (rupiah or sen).
 * @throws RangeError when a qty is not an integer ≥ 0, a money value is not an integer ≥ 0, or a
 *   rate is not an integer 0..10000.
 * @example
 * computeTotals({
 *   lines: [
 *     { price: money(18_000), qty: 2, status: 0, taxable: true, serviceCharged: true },
 *     { price: money(5_000), qty: 1, status: 0, taxable: true, serviceCharged: true },
 *   ],
 *   taxRateBp: 1000, serviceChargeRateBp: 500, roundingFlag: "ya", currency: "IDR",
 * }); // subtotal 41000, tax 4100, serviceCharge 2050, total 47150, rounded 47200, rounding 50
 *
 * Spec: 03-payment-history-shift §9 (total, rounding), §4 (only status-0 lines count).
 */
export function computeTotals(input: TotalsInput): Totals {
  assertRateBp(input.taxRateBp, "taxRateBp");
  assertRateBp(input.serviceChargeRateBp, "serviceChargeRateBp");
  const cashWithdrawal = input.cashWithdrawal ?? money(0);
  const globalDiscount = input.globalDiscount ?? money(0);
  const voucher = input.voucher ?? money(0);
  assertMoney(cashWithdrawal, "cashWithdrawal");
  assertMoney(globalDiscount, "globalDiscount");
  assertMoney(voucher, "voucher");
  for (const [index, line] of input.lines.entries()) {
    assertLine(line, `lines[${index}]`);
  }

  const counted = input.lines.filter((line) => line.status === LINE_STATUS.NORMAL);
  const nominals = counted.map((line) => ({ line, nominal: lineNominal(line) }));
  const subtotal = sum(nominals.map((entry) => entry.nominal));
  const taxBase = sum(nominals.filter((e) => e.line.taxable).map((e) => e.nominal));
  const serviceBase = sum(nominals.filter((e) => e.line.serviceCharged).map((e) => e.nominal));
  const tax = applyRateBp(taxBase, input.taxRateBp);
  const serviceCharge = applyRateBp(serviceBase, input.serviceChargeRateBp);

  const gross = subtotal + tax + serviceCharge + cashWithdrawal - globalDiscount - voucher;
  const total = money(Math.max(0, gross));
  const { rounded, rounding } = roundPayment(total, input.currency, input.roundingFlag);
  return {
    subtotal,
    tax,
    serviceCharge,
    cashWithdrawal,
    globalDiscount,
    voucher,
    total,
    rounded,
    rounding,
  };
}
