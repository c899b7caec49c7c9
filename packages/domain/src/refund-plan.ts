import type { Currency, Money } from "./money.ts";
import { money } from "./money.ts";
import { computeRefundTotals, type RefundTotals } from "./refund.ts";
import { applyRateBp } from "./rounding.ts";

/**
 * A line of the paid bill as stored (rekap_transaksi_detail): id, paid quantity, unit price in
 * integer minor units, status (only status 0 is refundable: other lines were free or warranty and
 * cost nothing) and whether it carried tax / service charge.
 *
 * @example const l: PaidLine = { id: 7, qty: 3, price: money(18_000), status: 0, taxable: true, serviceCharged: true };
 *
 * Spec: 03-payment-history-shift §3 (refund line), §4 (order line status).
 */
export interface PaidLine {
  id: number;
  qty: number;
  price: Money;
  status: number;
  taxable: boolean;
  serviceCharged: boolean;
}

/** One entry of `refund_menu`: a paid line's id and how many of its units go back. */
export interface RefundPick {
  lineId: number;
  qty: number;
}

/** A refunded line as recorded (rekap_refund_detail): units, their nominal and the line's share of tax / service. */
export interface PlannedRefundLine {
  lineId: number;
  qty: number;
  nominal: Money;
  tax: Money;
  serviceCharge: Money;
}

/**
 * Why a refund selection is refused: nothing picked (`empty`), a line that is not one of this bill's
 * refundable lines (`foreign_line`), more units than were paid (`over_qty`, counting units refunded
 * before), or a current tax / service rate other than 0 or the bill's own (`rate`).
 */
export type RefundRefusal = "empty" | "foreign_line" | "over_qty" | "rate";

/** An accepted refund: its lines and totals (minor units). `totals.rounded` is what is paid back. */
export interface RefundPlan {
  lines: PlannedRefundLine[];
  totals: RefundTotals;
}

/**
 * Plans a refund of a paid bill from the bill's stored lines (the server's recomputation; the
 * refund screen shows the same figures). Rules (payment §5 Refund, §9):
 * - picks of the same line are summed; each line is one of the bill's status-0 lines; refunded
 *   units (with `alreadyRefunded`) never exceed the paid units;
 * - the current tax / service rate is either 0 (switched off) or the bill's rate; a line is taxed
 *   only if it carried tax and the current tax rate is above 0, likewise service;
 * - total = subtotal + tax + service, rounded by `roundRefund` (Rp100 half up, or up to 0.05 RM);
 * - the refund never exceeds `paidCap` (what the bill paid for its menus: total − cash withdrawal):
 *   when the rounded total would (a bill discount, or ringgit rounding up over a payment rounded
 *   down), it is `paidCap` and the rounding is the difference to it.
 *
 * @param input - `paidLines` of the bill; `picks`; current and bill rates in basis points; the
 *   bill's rounding flag (`pembulatan`); currency; `paidCap` in minor units; `alreadyRefunded`
 *   units per line id (default none).
 * @returns `{ ok: true, plan }` or `{ ok: false, reason }`; never throws for a bad selection.
 * @example
 * planRefund({ paidLines: [{ id: 1, qty: 2, price: money(18_000), status: 0, taxable: true, serviceCharged: false }],
 *   picks: [{ lineId: 1, qty: 1 }], taxRateBp: 1000, serviceChargeRateBp: 0, billTaxRateBp: 1000,
 *   billServiceChargeRateBp: 500, roundingFlag: "ya", currency: "IDR", paidCap: money(39_600) });
 * // { ok: true, plan: { totals: { subtotal: 18000, tax: 1800, total: 19800, rounded: 19800, … }, lines: [...] } }
 *
 * Spec: 03-payment-history-shift §2.3, §4 (Refund flow), §5 (Refund), §9 (refund total, one refund per bill).
 */
export function planRefund(input: {
  paidLines: PaidLine[];
  picks: RefundPick[];
  taxRateBp: number;
  serviceChargeRateBp: number;
  billTaxRateBp: number;
  billServiceChargeRateBp: number;
  roundingFlag: string | null | undefined;
  currency: Currency;
  paidCap: Money;
  alreadyRefunded?: ReadonlyMap<number, number>;
}): { ok: true; plan: RefundPlan } | { ok: false; reason: RefundRefusal } {
  const rateOk = (current: number, bill: number) => current === 0 || current === bill;
  if (!rateOk(input.taxRateBp, input.billTaxRateBp) || !rateOk(input.serviceChargeRateBp, input.billServiceChargeRateBp)) {
    return { ok: false, reason: "rate" };
  }
  const wanted = new Map<number, number>();
  for (const pick of input.picks) {
    if (!Number.isSafeInteger(pick.qty) || pick.qty < 0) {
      return { ok: false, reason: "over_qty" };
    }
    wanted.set(pick.lineId, (wanted.get(pick.lineId) ?? 0) + pick.qty);
  }
  const byId = new Map(input.paidLines.filter((l) => l.status === 0).map((l) => [l.id, l]));
  const lines: PlannedRefundLine[] = [];
  const chosen: PaidLine[] = [];
  for (const [lineId, qty] of wanted) {
    const paid = byId.get(lineId);
    if (!paid) {
      return { ok: false, reason: "foreign_line" };
    }
    if (qty + (input.alreadyRefunded?.get(lineId) ?? 0) > paid.qty) {
      return { ok: false, reason: "over_qty" };
    }
    if (qty === 0) {
      continue;
    }
    const nominal = money(paid.price * qty);
    const taxed = paid.taxable && input.taxRateBp > 0;
    const charged = paid.serviceCharged && input.serviceChargeRateBp > 0;
    lines.push({
      lineId,
      qty,
      nominal,
      tax: taxed ? applyRateBp(nominal, input.taxRateBp) : money(0),
      serviceCharge: charged ? applyRateBp(nominal, input.serviceChargeRateBp) : money(0),
    });
    chosen.push({ ...paid, qty });
  }
  if (lines.length === 0) {
    return { ok: false, reason: "empty" };
  }
  const totals = computeRefundTotals({
    lines: chosen,
    taxRateBp: input.taxRateBp,
    serviceChargeRateBp: input.serviceChargeRateBp,
    roundingFlag: input.roundingFlag,
    currency: input.currency,
  });
  if (totals.rounded > input.paidCap) {
    const rounded = money(Math.max(0, input.paidCap));
    return { ok: true, plan: { lines, totals: { ...totals, rounded, rounding: rounded - totals.total } } };
  }
  return { ok: true, plan: { lines, totals } };
}
