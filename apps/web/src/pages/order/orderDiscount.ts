/**
 * Diskon Transaksi and voucher on the order screen (payment §5, §9): the client's state until the
 * payment sends them as `global_discount` and `nominal_voucher` (the server checks them again).
 */
import { type Currency, money, roundPayment, type Totals } from "@waroeng/domain";

/** The discount and voucher applied to the order, integer minor units (0 = none). */
export interface OrderDiscount {
  globalDiscount: number;
  voucher: number;
  /** The voucher code the value came from ("" when none). */
  voucherCode: string;
}

export const NO_DISCOUNT: OrderDiscount = { globalDiscount: 0, voucher: 0, voucherCode: "" };

/**
 * `totals` with the discount and voucher applied: Total = … − special discount − voucher, floor 0,
 * then rounded with the order's flag (payment §9).
 */
export function applyDiscount(totals: Totals, d: OrderDiscount, currency: Currency, roundingFlag: string): Totals {
  const before = totals.total + totals.globalDiscount + totals.voucher;
  const total = money(Math.max(0, before - d.globalDiscount - d.voucher));
  const r = roundPayment(total, currency, roundingFlag);
  return { ...totals, globalDiscount: money(d.globalDiscount), voucher: money(d.voucher), total, rounded: r.rounded, rounding: r.rounding };
}

/** The total before any discount or voucher (what the discount popup checks against). */
export function totalBeforeDiscount(totals: Totals): number {
  return totals.total + totals.globalDiscount + totals.voucher;
}
