/**
 * Void of a wrong EDC tap (payment spec §4 Pay flow, designed here): a non-cash payment
 * booked on the wrong bank or wallet is undone before its receipt — the order opens again with its
 * table, the closed transaction is removed, and the void is audited (rekap_transaksi_void: who,
 * why, and the transaction as it was). Only for payments that moved no cash and are no write-off,
 * by the cashier who took it (or a supervisor), within `VOID_WINDOW_MS`, while that cash session is open.
 */
import { isCash, MSG, ORDER_STATUS, PAY_MSG, SUPERVISOR_ROLES, voidRollupDeltas } from "@waroeng/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  cashSessions,
  closedTransactionLines,
  closedTransactions,
  orders,
  orderTables,
  paymentTenders,
  paymentVoids,
  qrisCharges,
  vouchers,
} from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { notifyChange } from "../../lib/events.ts";
import { ApiError } from "../../lib/http.ts";
import { loadRollupBills } from "../../lib/rollup-facts.ts";
import { applyRollupDeltas } from "../../lib/rollups.ts";
import type { Auth } from "../../plugins/auth.ts";
import { requiredReason } from "./payment.lost-bill.ts";

/** How long after the payment a void is possible: 10 minutes (the receipt step at the till). */
const VOID_WINDOW_MS = 10 * 60_000;

const notAllowed = () => new ApiError(422, PAY_MSG.VOID_NOT_ALLOWED);

/**
 * Voids closed transaction `rekapId` of the session's outlet, in ONE transaction (the transaction
 * and its order locked).
 * @returns the reopened order's id.
 * @throws ApiError 422 `Keterangan wajib diisi …`; 404 `Maaf! Transaksi tidak ditemukan`; 422
 *   `Pembayaran ini tidak bisa dibatalkan` (cash moved, write-off, another cashier's, past the window,
 *   cash session closed); 409 `Meja sudah dipakai transaksi lain` (its table was taken meanwhile).
 */
export async function voidPayment(db: Db, auth: Auth, rekapId: number, reason: string | undefined): Promise<number> {
  const text = requiredReason(reason);
  return db.transaction(async (tx) => {
    const [rekap] = await tx
      .select()
      .from(closedTransactions)
      .where(and(eq(closedTransactions.id, rekapId), eq(closedTransactions.outletId, auth.outletId)))
      .for("update");
    if (!rekap) {
      throw new ApiError(404, MSG.TRANSACTION_NOT_FOUND);
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, rekap.orderId)).for("update");
    const tenders = await tx.select().from(paymentTenders).where(eq(paymentTenders.closedTransactionId, rekap.id));
    const [session] = await tx
      .select({ id: cashSessions.id })
      .from(cashSessions)
      .where(and(eq(cashSessions.id, rekap.cashSessionId ?? 0), isNull(cashSessions.closedAt)));
    const mine = rekap.cashierId === auth.userId || SUPERVISOR_ROLES.includes(auth.role);
    const fresh = Date.now() - rekap.createdAt.getTime() <= VOID_WINDOW_MS;
    if (!order || tenders.length === 0 || tenders.some((t) => isCash(t.paymentMethodId)) || !mine || !fresh || !session) {
      throw notAllowed();
    }
    // A closed order opens again holding its main table; one still open (a split bill's part paid) keeps its tables.
    // A delivery note (no table) opens again holding none.
    if (order.status === ORDER_STATUS.CLOSED && order.tableId !== null) {
      const held = await tx.insert(orderTables).values({ orderId: order.id, tableId: order.tableId }).onConflictDoNothing().returning();
      if (held.length === 0) {
        throw new ApiError(409, PAY_MSG.VOID_TABLE_TAKEN);
      }
    }
    const lines = await tx.select().from(closedTransactionLines).where(eq(closedTransactionLines.closedTransactionId, rekap.id));
    await tx.insert(paymentVoids).values({
      outletId: auth.outletId,
      closedTransactionId: rekap.id,
      orderId: order.id,
      reason: text,
      voidedBy: auth.userId,
      snapshot: { transaction: rekap, tenders, lines },
    });
    // The void shows in the back office's audit trail, in its own transaction.
    await writeAudit(tx, auth, {
      entity: "payment",
      entityId: rekap.id,
      action: "void",
      before: { r_t_nota_code: rekap.noteNumber, r_t_nominal_total_bayar: rekap.total, r_t_m_payment_method_id: rekap.paymentMethodId },
      after: { keterangan: text, tmp_transaction_id: order.id },
    });
    await tx.update(vouchers).set({ usedAt: null, usedByTransactionId: null }).where(eq(vouchers.usedByTransactionId, rekap.id));
    // Its day's rollups lose the bill (its QRIS charge as it paid it) and count the void: its facts read
    // before the charge is released and the bill deleted.
    const [voided] = await loadRollupBills(tx, [rekap.id]);
    if (voided) {
      await applyRollupDeltas(tx, voidRollupDeltas(voided));
    }
    // A QRIS charge it paid is no longer the bill's payment (the charge row keeps its payload).
    await tx.update(qrisCharges).set({ status: "cancelled" }).where(eq(qrisCharges.closedTransactionId, rekap.id));
    await tx.delete(closedTransactions).where(eq(closedTransactions.id, rekap.id));
    await tx.update(orders).set({ status: ORDER_STATUS.OPEN, closedAt: null, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
    await notifyChange(tx, auth.outletId, { topic: "orders", orderId: order.id, tableIds: order.tableId === null ? [] : [order.tableId] });
    return order.id;
  });
}
