/**
 * The split screen's state (payment §4 "Split bill"): the order and its lines (useOrder), the units
 * moved to its sub-bills — held by the SERVER (GET/POST /split-bill/{id}…), so a reload, a reopen or
 * a second device shows them — the sub-bill on screen, Bagi rata, the tax and service switches and
 * the split's discount, voucher and Tarik Tunai (this screen's own), and every figure computed by
 * the domain (`splitSides`, `splitTotals`, `splitEvenly`) — the rules the server recomputes when a
 * sub-bill is paid. The order's stored Diskon Transaksi: a percent is taken off every sub-bill at
 * that percent and off the rest; a nominal or a voucher cannot be cut up (`discountBlocks`: the
 * screen offers to remove it, the server refuses the split). Without one, a sub-bill carries the
 * discount given on this screen. Bagi rata's shares (amounts, chosen methods, Lunas ticks) are the
 * server's, of the bill after its stored discount (`shares`, `setShare`).
 */

import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  money,
  orderDiscountAmounts,
  percentToBp,
  type SplitLine,
  salesBase,
  splitEvenly,
  splitSides,
  splitTotals,
  TIMING_MS,
  type Totals,
} from "@waroeng/domain";
import { useMemo, useState } from "react";
import type { OrderLine } from "../../api/orders.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import {
  clearSplit,
  getSplitState,
  moveSplitUnits,
  type SplitShare,
  type SplitState,
  setSplitEven,
  setSplitShare,
} from "../../api/split.ts";
import { useStreamUp } from "../../lib/liveStatus.ts";
import { NO_DISCOUNT, type OrderDiscount, storedOf } from "../order/orderDiscount.ts";
import { totalsLine } from "../order/orderTotals.ts";
import { useOrder } from "../order/useOrder.ts";
import { heldOnAny, heldOnPart, partTabs } from "./splitView.ts";

/** A line as both panes show it: what the totals need plus its name, type and reason. */
export interface ShownLine extends SplitLine {
  name: string;
  reason: string;
}

function toShown(l: OrderLine): ShownLine {
  return { id: l.id, ...totalsLine(l), name: l.m_produk_nama, reason: l.reasone_approve ?? "" };
}

export function useSplit(transactionId: string) {
  const queryClient = useQueryClient();
  const { order, detail, lines, totals, currency, reload: reloadOrder } = useOrder(transactionId);
  const poll = useStreamUp() ? false : TIMING_MS.staffTableRefresh;
  const split = useQuery({
    queryKey: queryKeys.orders.split(transactionId),
    queryFn: () => getSplitState(transactionId),
    retry: false,
    staleTime: 0,
    refetchInterval: poll,
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const [added, setAdded] = useState<number[]>([]);
  const [taxOn, setTaxOn] = useState(true);
  const [serviceOn, setServiceOn] = useState(true);
  const [discount, setDiscount] = useState<OrderDiscount>(NO_DISCOUNT);
  const [cashWithdrawal, setCashWithdrawal] = useState(0);
  const shown = useMemo(() => lines.map(toShown), [lines]);
  const state = split.data;
  const tabs = partTabs(state, added);
  const next = state?.next_part ?? 1;
  // The sub-bill on screen: the one chosen while it is still open, else the next one.
  const part = chosen !== null && chosen >= next ? chosen : next;
  const all = splitSides(shown, heldOnAny(state));
  const sides = { left: all.left, right: splitSides(shown, heldOnPart(state, part)).right };
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
  // The whole bill as paid (the order screen's totals: its stored discount, voucher and Tarik Tunai).
  const whole: Totals | null = totals ?? (base ? splitTotals(shown, base) : null);
  const stored = o ? storedOf(o) : null;
  // A nominal discount or a voucher cannot be cut up between bills; a percent applies to each.
  const discountBlocks = stored !== null && (stored.kind === "diskon" || stored.voucher > 0 || (o?.voucher_code ?? "") !== "");
  const percentBp = stored?.kind === "diskonPercent" ? stored.value : 0;
  const rightOpts = base ? { ...base, taxOn, serviceChargeOn: serviceOn, cashWithdrawal: money(cashWithdrawal) } : null;
  const rightPlain: Totals | null = rightOpts ? splitTotals(sides.right, rightOpts) : null;
  const rightDiscount =
    percentBp > 0 && rightPlain
      ? orderDiscountAmounts({ kind: "diskonPercent", value: percentBp, voucher: 0 }, salesBase(rightPlain))
      : { globalDiscount: money(discount.globalDiscount), voucher: money(discount.voucher) };
  const right: Totals | null = rightOpts ? splitTotals(sides.right, { ...rightOpts, ...rightDiscount }) : null;
  const even = state?.bagi_rata ?? 0;
  const evenParts = whole && even >= 2 ? splitEvenly(whole, even) : null;
  const moved = (state?.split_parts.length ?? 0) > 0 || even > 0;

  const settle = (data: SplitState) => queryClient.setQueryData(queryKeys.orders.split(transactionId), data);
  const refused = (e: unknown) => {
    notifications.show({ color: "red", message: e instanceof Error ? e.message : String(e) });
    void reload();
  };
  const mover = useMutation({
    mutationFn: (m: { id: number; to: "left" | "right" }) =>
      moveSplitUnits(transactionId, {
        tmp_transaction_detail_id: m.id,
        from: m.to === "right" ? 0 : part,
        to: m.to === "right" ? part : 0,
      }),
    onSuccess: settle,
    onError: refused,
  });
  const evener = useMutation({ mutationFn: (parts: number) => setSplitEven(transactionId, parts), onSuccess: settle, onError: refused });
  const sharer = useMutation({
    mutationFn: (share: SplitShare) => setSplitShare(transactionId, share),
    onSuccess: settle,
    onError: refused,
  });

  /** Reloads the order, its lines and the split state. */
  const reload = async () => {
    await Promise.all([reloadOrder(), queryClient.invalidateQueries({ queryKey: queryKeys.orders.split(transactionId) })]);
  };

  /** This screen's own choices back to their start (after a payment or a refusal): the held units stay the server's. */
  const reset = () => {
    setChosen(null);
    setAdded([]);
    setTaxOn(true);
    setServiceOn(true);
    setDiscount(NO_DISCOUNT);
    setCashWithdrawal(0);
  };

  return {
    order,
    detail,
    split,
    currency,
    reload,
    sides,
    left,
    right,
    whole,
    moved,
    /** The sub-bill on screen, the tabs, and whether it is the one BAYAR pays (only the next can be). */
    part,
    tabs,
    nextPart: next,
    choose: (p: number) => setChosen(p),
    addPart: () => {
      const p = Math.max(next, ...tabs) + 1;
      setAdded((a) => [...a, p]);
      setChosen(p);
    },
    /** Bagi rata: its parts (0 = off) and their totals, the remainder on the last. */
    even,
    evenParts,
    setEven: (parts: number) => evener.mutateAsync(parts),
    /** Bagi rata's shares as the server holds them, and one share's method / cash / Lunas kept there. */
    shares: state?.bagi_rata_shares ?? [],
    setShare: (share: SplitShare) => sharer.mutate(share),
    /** The stored discount: a nominal or voucher blocks the split; a percent (basis points) applies to each bill. */
    discountBlocks,
    percentBp,
    /** Forget every move on the server (BATAL → Iya). */
    clear: () => clearSplit(transactionId),
    /** The child note number the payment sends (`nota_number`). */
    noteNumber: o ? `${o.tmp_transaction_note_number}${o.new_split}` : "",
    partNote: (p: number) => (o ? `${o.tmp_transaction_note_number}-S${p}` : ""),
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
    busy: mover.isPending || evener.isPending || sharer.isPending,
    move: (id: number, to: "left" | "right") => mover.mutate({ id, to }),
    reset,
  };
}
