import { type Currency, money, percentToBp, planRefund, type RefundTotals } from "@waroeng/domain";
import { useMemo, useState } from "react";
import type { RefundBill, RefundLine } from "../../api/refund.ts";

/** A line as a pane shows it: the bill's line with the units in that pane. */
export interface PaneLine {
  line: RefundLine;
  qty: number;
}

const ZERO: RefundTotals = { subtotal: money(0), tax: money(0), serviceCharge: money(0), total: money(0), rounded: money(0), rounding: 0 };

/**
 * The refund screen's state (payment §2.3, §4 Refund flow): units moved one at a time from the
 * bill (left) to the refund list (right) and back, the tax / service toggles (on = the bill's
 * percent, off = 0), and the totals recomputed on every change by the domain's `planRefund` —
 * the same function the server checks the posted figures with.
 */
export function useRefundState(bill: RefundBill | undefined, lines: RefundLine[], currency: Currency) {
  const [moved, setMoved] = useState<Map<number, number>>(new Map());
  const [taxOn, setTaxOn] = useState(true);
  const [scOn, setScOn] = useState(true);
  const billTaxBp = percentToBp(bill?.r_t_tax_percent ?? 0);
  const billScBp = percentToBp(bill?.r_t_sc_percent ?? 0);
  const taxBp = taxOn ? billTaxBp : 0;
  const scBp = scOn ? billScBp : 0;

  const left: PaneLine[] = lines
    .map((line) => ({ line, qty: line.r_t_detail_qty - line.refunded_qty - (moved.get(line.r_t_detail_id) ?? 0) }))
    .filter((l) => l.qty > 0);
  const right: PaneLine[] = lines.map((line) => ({ line, qty: moved.get(line.r_t_detail_id) ?? 0 })).filter((l) => l.qty > 0);

  const totals = useMemo(() => {
    if (!bill || moved.size === 0) {
      return ZERO;
    }
    const result = planRefund({
      paidLines: lines.map((l) => ({
        id: l.r_t_detail_id,
        qty: l.r_t_detail_qty,
        price: money(l.r_t_detail_price),
        status: 0,
        taxable: l.r_t_detail_tax_status === 1,
        serviceCharged: l.r_t_detail_sc_status === 1,
      })),
      picks: [...moved].map(([lineId, qty]) => ({ lineId, qty })),
      taxRateBp: taxBp,
      serviceChargeRateBp: scBp,
      billTaxRateBp: billTaxBp,
      billServiceChargeRateBp: billScBp,
      roundingFlag: bill.pembulatan,
      currency,
      paidCap: money(Math.max(0, bill.r_t_nominal_total_bayar - bill.r_t_nominal_tarik_tunai)),
      alreadyRefunded: new Map(lines.map((l) => [l.r_t_detail_id, l.refunded_qty])),
    });
    return result.ok ? result.plan.totals : ZERO;
  }, [bill, lines, moved, taxBp, scBp, billTaxBp, billScBp, currency]);

  const step = (lineId: number, delta: 1 | -1) =>
    setMoved((prev) => {
      const next = new Map(prev);
      const qty = (next.get(lineId) ?? 0) + delta;
      if (qty > 0) {
        next.set(lineId, qty);
      } else {
        next.delete(lineId);
      }
      return next;
    });

  return {
    left,
    right,
    totals,
    taxOn,
    scOn,
    taxBp,
    scBp,
    billTaxBp,
    billScBp,
    add: (lineId: number) => step(lineId, 1),
    remove: (lineId: number) => step(lineId, -1),
    toggleTax: () => setTaxOn((v) => !v),
    toggleSc: () => setScOn((v) => !v),
    picks: [...moved].map(([r_t_detail_id, qty]) => ({ r_t_detail_id, qty })),
    empty: moved.size === 0,
  };
}

export type RefundState = ReturnType<typeof useRefundState>;
