/**
 * The split screen's state (payment §4 "Split bill"): the order and its lines (useOrder), the units
 * moved to the split bill, the tax and service switches, the split's discount, voucher and Tarik
 * Tunai, and both bills' totals computed by the domain (`splitSides`, `splitTotals`) — the same
 * rules the server recomputes when the split is paid. The original bill's remaining total takes off
 * the order's stored Diskon Transaksi and voucher (what paying the rest on the order screen charges);
 * a split bill carries only the discount given on this screen.
 */
import {
  money,
  moveUnit,
  orderDiscountAmounts,
  percentToBp,
  type SplitLine,
  type SplitMoves,
  salesBase,
  splitSides,
  splitTotals,
  type Totals,
} from "@waroeng/domain";
import { useMemo, useState } from "react";
import type { OrderLine } from "../../api/orders.ts";
import { NO_DISCOUNT, type OrderDiscount, storedOf } from "../order/orderDiscount.ts";
import { totalsLine } from "../order/orderTotals.ts";
import { useOrder } from "../order/useOrder.ts";

/** A line as both panes show it: what the totals need plus its name, type and reason. */
export interface ShownLine extends SplitLine {
  name: string;
  reason: string;
}

function toShown(l: OrderLine): ShownLine {
  return { id: l.id, ...totalsLine(l), name: l.m_produk_nama, reason: l.reasone_approve ?? "" };
}

export function useSplit(transactionId: string) {
  const { order, detail, lines, currency, reload } = useOrder(transactionId);
  const [moves, setMoves] = useState<SplitMoves>({});
  const [taxOn, setTaxOn] = useState(true);
  const [serviceOn, setServiceOn] = useState(true);
  const [discount, setDiscount] = useState<OrderDiscount>(NO_DISCOUNT);
  const [cashWithdrawal, setCashWithdrawal] = useState(0);
  const shown = useMemo(() => lines.map(toShown), [lines]);
  const sides = splitSides(shown, moves);
  const o = order.data;
  const base = o
    ? {
        taxRateBp: percentToBp(o.pajak),
        serviceChargeRateBp: percentToBp(o.service_charge),
        roundingFlag: o.pembulatan,
        currency,
      }
    : null;
  // The original bill keeps the order's stored Diskon Transaksi and voucher: what is left is paid with them.
  const leftPlain: Totals | null = base ? splitTotals(sides.left, base) : null;
  const left: Totals | null =
    base && leftPlain && o ? splitTotals(sides.left, { ...base, ...orderDiscountAmounts(storedOf(o), salesBase(leftPlain)) }) : null;
  const right: Totals | null = base
    ? splitTotals(sides.right, {
        ...base,
        taxOn,
        serviceChargeOn: serviceOn,
        globalDiscount: money(discount.globalDiscount),
        voucher: money(discount.voucher),
        cashWithdrawal: money(cashWithdrawal),
      })
    : null;
  const moved = Object.keys(moves).length > 0;

  /** Back to nothing moved, switches on, no discount (after a payment or a refusal). */
  const reset = () => {
    setMoves({});
    setTaxOn(true);
    setServiceOn(true);
    setDiscount(NO_DISCOUNT);
    setCashWithdrawal(0);
  };

  return {
    order,
    detail,
    currency,
    reload,
    sides,
    left,
    right,
    moves,
    moved,
    /** The child note number the payment sends (`nota_number`). */
    noteNumber: o ? `${o.tmp_transaction_note_number}${o.new_split}` : "",
    taxRateBp: base?.taxRateBp ?? 0,
    serviceRateBp: base?.serviceChargeRateBp ?? 0,
    taxOn,
    serviceOn,
    setTaxOn,
    setServiceOn,
    discount,
    setDiscount,
    cashWithdrawal,
    setCashWithdrawal,
    move: (id: number, to: "left" | "right") => setMoves((m) => moveUnit(shown, m, id, to)),
    reset,
  };
}
