import type { RefundPick } from "./refund-plan.ts";

/**
 * What a supervisor's approval of one refund is bound to (payment §4 Refund flow, §6 "Akses
 * DiTolak!"): the paid bill and the refund asked for — which units of which lines, and the tax and
 * service rates (basis points, 0 when switched off). Free Kembalian and the phone number are the
 * cashier's, typed after the approval, and are not part of it.
 *
 * @example const r: RefundApprovalRequest = { billId: 5, picks: [{ lineId: 9, qty: 2 }], taxRateBp: 1000, serviceChargeRateBp: 0 };
 */
export interface RefundApprovalRequest {
  billId: number;
  picks: readonly RefundPick[];
  taxRateBp: number;
  serviceChargeRateBp: number;
}

/**
 * The refund request an approval is bound to, as one canonical text (stored on the approval by
 * POST /approve and compared by POST /transaksi/refund): the bill, picks of one line summed, zero
 * quantities dropped, lines in id order, then both rates. Two requests that refund the same units
 * at the same rates give the same text, however the screen listed them.
 *
 * @param r - the request; ids and quantities are integers, rates in basis points.
 * @returns e.g. `"bill 5|9x2,10x1|tax 1000|sc 0"`.
 * @example
 * refundApprovalScope({ billId: 5, picks: [{ lineId: 10, qty: 1 }, { lineId: 9, qty: 1 }, { lineId: 9, qty: 1 }],
 *   taxRateBp: 1000, serviceChargeRateBp: 0 }); // "bill 5|9x2,10x1|tax 1000|sc 0"
 *
 * Spec: 03-payment-history-shift §4 (Refund flow), §5 (one refund per bill); 01-foundations §7 POST /approve.
 */
export function refundApprovalScope(r: RefundApprovalRequest): string {
  const units = new Map<number, number>();
  for (const p of r.picks) {
    units.set(p.lineId, (units.get(p.lineId) ?? 0) + p.qty);
  }
  const lines = [...units]
    .filter(([, qty]) => qty > 0)
    .sort(([a], [b]) => a - b)
    .map(([id, qty]) => `${id}x${qty}`)
    .join(",");
  return `bill ${r.billId}|${lines}|tax ${r.taxRateBp}|sc ${r.serviceChargeRateBp}`;
}
