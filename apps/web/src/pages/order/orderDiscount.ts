/**
 * Diskon Transaksi and voucher on the order screen (payment §5, §9): kept on the order by the server
 * (PUT /tmp-transaction/{id}/discount) until it is paid, so a reload or another table brings them
 * back; the payment sends them as `global_discount` and `nominal_voucher` (the server checks them
 * against the stored ones). The split screen keeps its own split bill's discount in page state.
 */
import { type Currency, money, percentToBp, roundPayment, type StoredOrderDiscount, type Totals, toWireMoney } from "@waroeng/domain";
import type { DiscountChange } from "../../api/orderLevel.ts";
import type { Order } from "../../api/tables.ts";

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

/** What the discount popup chose: a nominal (minor units), a percent (e.g. 10.5) or a voucher code. */
export type DiscountEntry =
  | { type: "diskon"; amount: number }
  | { type: "diskonPercent"; percent: number }
  | { type: "voucher"; code: string };

/**
 * The order's stored discount and voucher as the domain reads them, from `GET /tmp-transaction/{id}`
 * (money already in minor units: the client converts replies): `diskon` minor units,
 * `diskonPercent` basis points.
 * @example storedOf({ global_discount_type: "diskonPercent", global_discount_percent: 10, global_discount_nominal: 0, nominal_voucher: 0 }); // { kind: "diskonPercent", value: 1000, voucher: 0 }
 */
export function storedOf(
  order: Pick<Order, "global_discount_type" | "global_discount_percent" | "global_discount_nominal" | "nominal_voucher">,
): StoredOrderDiscount {
  const kind = order.global_discount_type ?? "";
  const value =
    kind === "diskonPercent" ? percentToBp(order.global_discount_percent) : kind === "diskon" ? order.global_discount_nominal : 0;
  return { kind, value, voucher: order.nominal_voucher ?? 0 };
}

/**
 * The popup's choice as the change to keep on the order: a nominal goes in the currency's major
 * unit ("8.5" ringgit), as every money value on the wire; a percent as typed; a voucher by its code
 * (the server looks its value up again).
 * @example discountChange({ type: "diskon", amount: 850 }, "MYR"); // { discount: { type: "diskon", value: "8.5" } }
 */
export function discountChange(entry: DiscountEntry, currency: Currency): DiscountChange {
  if (entry.type === "voucher") {
    return { voucherCode: entry.code };
  }
  const value = entry.type === "diskon" ? String(toWireMoney(entry.amount, currency)) : String(entry.percent);
  return { discount: { type: entry.type, value } };
}
