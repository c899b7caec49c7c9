/**
 * Refund of a paid bill (payment §2.3, §3 "Bill detail for refund" / "Refund line", §4
 * Refund flow, §5 Refund, §7 Refund, §9): the bill and its refundable lines, the drawer opening, and
 * the refund itself — recomputed from the bill's stored lines by the domain's `planRefund`, in ONE
 * transaction with the bill row locked, so two refunds racing give exactly one (also `rekap_refund`'s
 * unique `r_t_id`). Recorded in `rekap_refund` + `rekap_refund_detail` (the shift recap reads them by
 * `rekap_modal_id`) — who (`user_id`), when (`created_at`), which units and how much: the audit.
 */
import {
  API_MSG,
  currencyFromOutlet,
  type LineOption,
  MSG,
  money,
  type PaidLine,
  planRefund,
  QRIS_MSG,
  REFUND_MSG,
  type RefundForm,
  type RefundRefusal,
  refundApprovalScope,
  refundRollupDeltas,
} from "@waroeng/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  closedTransactionLines,
  closedTransactions,
  menuTypes,
  outlets,
  qrisCharges,
  refundLines,
  refunds,
  transactionTypes,
  users,
} from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { ApiError } from "../../lib/http.ts";
import { loadRollupRefund } from "../../lib/rollup-facts.ts";
import { applyRollupDeltas } from "../../lib/rollups.ts";
import type { Auth } from "../../plugins/auth.ts";
import { assertCashierAccess, cashierMay } from "../access/access.service.ts";
import { useApproval } from "../access/role-setting.service.ts";
import { findOpenCashSession } from "../cash/cash.service.ts";
import { GatewayError, type PaymentGateway } from "../qris/gateway/gateway.ts";

/** The bill as the refund screen shows it (minor units; rates in basis points). */
export interface RefundBillView {
  id: number;
  transactionTypeName: string;
  noteNumber: string;
  customerName: string;
  tableNames: string;
  cashierName: string;
  businessDate: string;
  taxRateBp: number;
  serviceChargeRateBp: number;
  roundingFlag: string;
  refundCount: number;
  tax: number;
  serviceCharge: number;
  total: number;
  cashWithdrawal: number;
}

/** A refundable line (status 0) with the units refunded before. */
export interface RefundLineView {
  id: number;
  menuItemName: string;
  menuTypeId: number;
  menuTypeName: string;
  qty: number;
  price: number;
  tax: number;
  serviceCharge: number;
  taxable: boolean;
  serviceCharged: boolean;
  refundedQty: number;
  /** The options the line was paid with (their deltas are in `price`). */
  options: LineOption[];
}

const notFound = () => new ApiError(404, MSG.TRANSACTION_NOT_FOUND);

/**
 * The outlet's bill `id` for the refund screen.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` (unknown id or another outlet's).
 */
export async function getRefundBill(db: DbOrTx, outletId: number, id: number): Promise<RefundBillView> {
  const [row] = await db
    .select({
      t: closedTransactions,
      transactionTypeName: transactionTypes.name,
      cashierName: users.name,
      refundCount: sql<number>`(select count(*)::int from ${refunds} where ${refunds.closedTransactionId} = ${closedTransactions.id})`,
    })
    .from(closedTransactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, closedTransactions.transactionTypeId))
    .innerJoin(users, eq(users.id, closedTransactions.cashierId))
    .where(and(eq(closedTransactions.id, id), eq(closedTransactions.outletId, outletId)));
  if (!row) {
    throw notFound();
  }
  const t = row.t;
  return {
    id: t.id,
    transactionTypeName: row.transactionTypeName,
    noteNumber: t.noteNumber,
    customerName: t.customerName,
    tableNames: t.tableNames,
    cashierName: row.cashierName,
    businessDate: t.businessDate,
    taxRateBp: t.taxRateBp,
    serviceChargeRateBp: t.serviceChargeRateBp,
    roundingFlag: t.roundingFlag,
    refundCount: row.refundCount,
    tax: t.tax,
    serviceCharge: t.serviceCharge,
    total: t.total,
    cashWithdrawal: t.cashWithdrawal,
  };
}

/**
 * The refundable lines (status 0) of the outlet's bill `id`, grouped by menu type, with the units
 * refunded before. @throws ApiError 404 as `getRefundBill`.
 */
export async function getRefundLines(db: DbOrTx, outletId: number, id: number): Promise<RefundLineView[]> {
  const [bill] = await db
    .select({ id: closedTransactions.id })
    .from(closedTransactions)
    .where(and(eq(closedTransactions.id, id), eq(closedTransactions.outletId, outletId)));
  if (!bill) {
    throw notFound();
  }
  const l = closedTransactionLines;
  return db
    .select({
      id: l.id,
      menuItemName: l.menuItemName,
      menuTypeId: l.menuTypeId,
      menuTypeName: menuTypes.name,
      qty: l.qty,
      price: l.price,
      tax: l.tax,
      serviceCharge: l.serviceCharge,
      taxable: l.taxable,
      serviceCharged: l.serviceCharged,
      options: l.options,
      refundedQty: sql<number>`(select coalesce(sum(${refundLines.qty}), 0)::int from ${refundLines} where ${refundLines.closedTransactionLineId} = ${l.id})`,
    })
    .from(l)
    .innerJoin(menuTypes, eq(menuTypes.id, l.menuTypeId))
    .where(and(eq(l.closedTransactionId, id), eq(l.status, 0)))
    .orderBy(asc(menuTypes.sortOrder), asc(menuTypes.id), asc(l.id));
}

const REFUSAL_TEXT: Record<RefundRefusal, string> = {
  empty: REFUND_MSG.EMPTY,
  foreign_line: REFUND_MSG.FOREIGN_LINE,
  over_qty: REFUND_MSG.OVER_QTY,
  rate: REFUND_MSG.RATE_INVALID,
};

/**
 * The refund's gate, inside its transaction: `auth` may refund alone (cashier matrix `refund`, or a
 * supervisor), or `form.approval_id` is their supervisor's approval of this very refund (same bill,
 * units and rates: domain `refundApprovalScope`), used up here. The refund stays the cashier's.
 * @returns the approval used, or null when none was needed.
 * @throws ApiError 403 `Hubungi Kacab/Asisten` (title Akses DiTolak!) without an approval; 403
 *   `Persetujuan tidak berlaku, …` for one unknown, used, expired, another user's or another refund's.
 */
async function authoriseRefund(tx: DbOrTx, auth: Auth, form: RefundForm) {
  if (await cashierMay(tx, auth, "refund")) {
    return null;
  }
  if (form.approval_id === undefined) {
    await assertCashierAccess(tx, auth, "refund");
    return null;
  }
  const scope = refundApprovalScope({
    billId: form.rekap_transaksi_id,
    picks: form.refund_menu.map((m) => ({ lineId: m.r_t_detail_id, qty: m.qty })),
    taxRateBp: form.current_tax,
    serviceChargeRateBp: form.current_sc,
  });
  return useApproval(tx, auth, form.approval_id, { action: "refund", scope });
}

/** The gateway said no to a bill's refund (the refund's transaction rolls back; the caller records it). */
class GatewayRefundRefused extends Error {
  constructor(
    readonly chargeId: number,
    readonly note: string,
  ) {
    super(note);
  }
}

/**
 * A bill paid by gateway QRIS (its charge linked, mode gateway): refunds `amount` (minor units =
 * rupiah) through the gateway (refund key `<order_id>-B<r_t_id>`: one refund per bill), or, with
 * `manual`, records that the cashier returned it by hand. The charge's `q_c_refund_status` says which
 * (the shift recap leaves gateway refunds out of the drawer's cash). Other bills: nothing.
 * @throws GatewayRefundRefused when the gateway refuses; ApiError 503 `Gateway QRIS tidak menjawab…` when it does not answer.
 */
async function refundThroughGateway(
  tx: DbOrTx,
  gateway: PaymentGateway | null,
  billId: number,
  amount: number,
  manual: boolean,
): Promise<void> {
  const [charge] = await tx
    .select()
    .from(qrisCharges)
    .where(and(eq(qrisCharges.closedTransactionId, billId), eq(qrisCharges.mode, "gateway")))
    .for("update");
  if (!charge) {
    return;
  }
  if (!manual) {
    if (!gateway) {
      throw new ApiError(503, QRIS_MSG.GATEWAY_DOWN);
    }
    try {
      await gateway.refund(charge.orderRef, {
        amount: Math.min(amount, charge.amount),
        reason: "Refund",
        refundKey: `${charge.orderRef}-B${billId}`,
        gatewayRef: charge.gatewayRef,
      });
    } catch (err) {
      if (err instanceof GatewayError && (err.failure === "refused" || err.failure === "not_found")) {
        throw new GatewayRefundRefused(charge.id, err.gatewayMessage || err.message);
      }
      throw err instanceof GatewayError ? new ApiError(503, QRIS_MSG.GATEWAY_DOWN) : err;
    }
  }
  await tx
    .update(qrisCharges)
    .set({ refundStatus: manual ? "manual" : "refunded", refundNote: "" })
    .where(eq(qrisCharges.id, charge.id));
}

/** A saved refund: ids and the amount paid back (minor units). */
export interface SavedRefund {
  refundId: number;
  closedTransactionId: number;
  total: number;
}

/**
 * Refunds units of the outlet's paid bill `form.rekap_transaksi_id`, in ONE transaction: the bill
 * row locked (`FOR UPDATE`), the cashier matrix (`refund`) checked or a supervisor's approval of this
 * refund used up (`authoriseRefund`), the refund recomputed from the bill's stored lines and compared
 * with the form's figures, then `rekap_refund` + lines written in `auth`'s own cash session (the
 * cashier's, also when a supervisor approved) and the audit log (with the approver). A refusal
 * rolls everything back, the approval's use too.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan`; 403 `Hubungi Kacab/Asisten` (matrix, no
 *   approval); 403 `Persetujuan tidak berlaku, …` (an approval that does not fit);
 *   409 `Pengembalian Dana Hanya Boleh 1x`; 409 `Saldo awal belum diinput`; 422 REFUND_MSG.* for
 *   an empty list, another bill's line, more units than paid, a rate neither 0 nor the bill's,
 *   figures that differ, Free Kembalian above the total. A bill paid by gateway QRIS is refunded
 *   through the gateway (`refundThroughGateway`; `form.manual_refund` true: returned by hand
 *   instead): refused → 409 `Gateway menolak refund QRIS…` (nothing refunded; the refusal recorded
 *   on the charge); no answer → 503.
 */
export async function refundBill(db: Db, auth: Auth, form: RefundForm, gateway: PaymentGateway | null = null): Promise<SavedRefund> {
  try {
    return await db.transaction(async (tx) => {
      const [bill] = await tx
        .select()
        .from(closedTransactions)
        .where(and(eq(closedTransactions.id, form.rekap_transaksi_id), eq(closedTransactions.outletId, auth.outletId)))
        .for("update");
      if (!bill) {
        throw notFound();
      }
      const approval = await authoriseRefund(tx, auth, form);
      const [done] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.closedTransactionId, bill.id));
      if (done) {
        throw new ApiError(409, MSG.REFUND_ONCE);
      }
      const session = await findOpenCashSession(tx, auth.outletId, auth.userId);
      if (!session) {
        throw new ApiError(409, API_MSG.NO_OPENING_CASH);
      }
      const [outlet] = await tx.select({ currency: outlets.currency }).from(outlets).where(eq(outlets.id, auth.outletId));
      const stored = await tx.select().from(closedTransactionLines).where(eq(closedTransactionLines.closedTransactionId, bill.id));
      const paidLines: PaidLine[] = stored.map((l) => ({
        id: l.id,
        qty: l.qty,
        price: money(l.price),
        status: l.status,
        taxable: l.taxable,
        serviceCharged: l.serviceCharged,
      }));
      const result = planRefund({
        paidLines,
        picks: form.refund_menu.map((m) => ({ lineId: m.r_t_detail_id, qty: m.qty })),
        taxRateBp: form.current_tax,
        serviceChargeRateBp: form.current_sc,
        billTaxRateBp: bill.taxRateBp,
        billServiceChargeRateBp: bill.serviceChargeRateBp,
        roundingFlag: bill.roundingFlag,
        currency: currencyFromOutlet(outlet?.currency),
        paidCap: money(Math.max(0, bill.total - bill.cashWithdrawal)),
      });
      if (!result.ok) {
        throw new ApiError(422, REFUSAL_TEXT[result.reason]);
      }
      const { totals, lines } = result.plan;
      const differs =
        form.sub_total !== totals.subtotal ||
        form.nominal_pajak !== totals.tax ||
        form.nominal_sc !== totals.serviceCharge ||
        form.round !== totals.rounding ||
        form.total !== totals.rounded;
      if (differs) {
        throw new ApiError(422, REFUND_MSG.FIGURES_DIFFER);
      }
      if (form.free_exchange > totals.rounded) {
        throw new ApiError(422, REFUND_MSG.FREE_CHANGE_TOO_BIG);
      }
      const [saved] = await tx
        .insert(refunds)
        .values({
          outletId: auth.outletId,
          closedTransactionId: bill.id,
          cashSessionId: session.id,
          subtotal: totals.subtotal,
          tax: totals.tax,
          serviceCharge: totals.serviceCharge,
          rounding: totals.rounding,
          total: totals.rounded,
          freeChange: form.free_exchange,
          phone: form.nomor_wa,
          userId: auth.userId,
        })
        .returning({ id: refunds.id });
      if (!saved) {
        throw new ApiError(500, MSG.SOME_ERROR);
      }
      await tx.insert(refundLines).values(
        lines.map((l) => ({
          refundId: saved.id,
          closedTransactionLineId: l.lineId,
          qty: l.qty,
          nominal: l.nominal,
          tax: l.tax,
          serviceCharge: l.serviceCharge,
        })),
      );
      // The refund's day counts it; its bill's day loses the refunded units.
      const made = await loadRollupRefund(tx, saved.id);
      if (made) {
        await applyRollupDeltas(tx, refundRollupDeltas(made, 1));
      }
      // The refund shows in the back office's audit trail, in its own transaction.
      await writeAudit(tx, auth, {
        entity: "refund",
        entityId: saved.id,
        action: "refund",
        before: null,
        after: {
          r_t_id: bill.id,
          r_t_nota_code: bill.noteNumber,
          total: totals.rounded,
          lines: lines.length,
          rekap_modal_id: session.id,
          ...(approval ? { approval_id: approval.id, approver_id: approval.approverId, approver_name: approval.approverName } : {}),
        },
      });
      // Paid by gateway QRIS: the money goes back through the gateway, last, so nothing after it can fail.
      await refundThroughGateway(tx, gateway, bill.id, totals.rounded, form.manual_refund === true);
      return { refundId: saved.id, closedTransactionId: bill.id, total: totals.rounded };
    });
  } catch (err) {
    if (err instanceof GatewayRefundRefused) {
      // The refund rolled back; the refusal is recorded on the charge and shown to the cashier.
      await db.update(qrisCharges).set({ refundStatus: "refused", refundNote: err.note }).where(eq(qrisCharges.id, err.chargeId));
      throw new ApiError(409, QRIS_MSG.REFUND_REFUSED);
    }
    // The loser of two refunds racing past the lock-free read (unique r_t_id) gets the same refusal.
    if ((err as { code?: string }).code === "23505" || (err as { cause?: { code?: string } }).cause?.code === "23505") {
      throw new ApiError(409, MSG.REFUND_ONCE);
    }
    throw err;
  }
}
