/**
 * The order's totals as the order screen shows them: computed with `computeTotals` and checked
 * against the server's `totals` (payment §4 price check). When they disagree the server wins.
 */
import { type Currency, computeTotals, money, orderDiscountAmounts, percentToBp, salesBase, type Totals } from "@waroeng/domain";
import type { OrderLine, ServerTotals } from "../../api/orders.ts";
import type { Order } from "../../api/tables.ts";
import { storedOf } from "./orderDiscount.ts";

const flag = (v: number | boolean | null | undefined): boolean => v === true || Number(v) === 1;

/**
 * A line of the order as the domain's totals read it: price and discount in minor units (the
 * discount is what the line's `nominal` lacks of price × qty), its tax and service flags as booleans.
 */
export function totalsLine(l: OrderLine) {
  const gross = l.price * l.qty;
  return {
    price: money(l.price),
    qty: l.qty,
    status: l.status,
    taxable: flag(l.tax_status),
    serviceCharged: flag(l.service_charge_status),
    discount: money(Math.max(0, gross - (l.nominal ?? gross))),
  };
}

/** Client-side totals of the order's lines (status-0 lines only). */
export function clientTotals(order: Order, lines: OrderLine[], currency: Currency): Totals {
  const input = {
    lines: lines.map(totalsLine),
    taxRateBp: percentToBp(order.pajak),
    serviceChargeRateBp: percentToBp(order.service_charge),
    cashWithdrawal: money(Number(order.tarik_tunai ?? 0)),
    roundingFlag: order.pembulatan,
    currency,
  };
  // The order's stored Diskon Transaksi and voucher come off the sales (a percent of the sales now).
  const amounts = orderDiscountAmounts(storedOf(order), salesBase(computeTotals(input)));
  return computeTotals({ ...input, ...amounts });
}

/**
 * The price check of payment §4: the sums of the lines' `nominal`, `tax_val` and `service_val`
 * (status-0 lines; the server gives each line its share, largest remainder first, so they add up
 * exactly) against our recomputation from quantity × price.
 */
export function linesAgree(lines: OrderLine[], mine: Totals): boolean {
  const counted = lines.filter((l) => l.status === 0);
  const sum = (pick: (l: OrderLine) => number) => counted.reduce((s, l) => s + pick(l), 0);
  return sum((l) => l.nominal) === mine.subtotal && sum((l) => l.tax_val) === mine.tax && sum((l) => l.service_val) === mine.serviceCharge;
}

/** True when the server's figures and ours agree on every shown amount. */
export function totalsAgree(mine: Totals, server: ServerTotals): boolean {
  return (
    mine.subtotal === server.subtotal &&
    mine.tax === server.tax &&
    mine.serviceCharge === server.service_charge &&
    mine.cashWithdrawal === server.cash_withdrawal &&
    mine.globalDiscount === server.global_discount &&
    mine.voucher === server.voucher &&
    mine.total === server.total &&
    mine.rounded === server.rounded
  );
}

/** The server's totals in the domain shape (used when they disagree with ours). */
export function fromServer(server: ServerTotals): Totals {
  return {
    subtotal: money(server.subtotal),
    tax: money(server.tax),
    serviceCharge: money(server.service_charge),
    cashWithdrawal: money(server.cash_withdrawal),
    globalDiscount: money(server.global_discount),
    voucher: money(server.voucher),
    total: money(server.total),
    rounded: money(server.rounded),
    rounding: server.rounding,
  };
}
