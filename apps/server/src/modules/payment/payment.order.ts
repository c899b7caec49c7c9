/**
 * Reads the payment needs inside its transaction (payment spec §7 POST /recap-transactions):
 * the locked order (open or closed), whether it was paid, the cashier's open cash session, the
 * payment method, and (as SQL for the write) the names of the tables it holds. Lines and totals come from `loadOrderForTotals` (orders/order-totals.ts).
 */
import { MSG } from "@waroeng/domain";
import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { cashSessions, closedTransactions, orders, outlets, paymentMethods } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/http.ts";
import type { OrderRow } from "../orders/order-tx.ts";

/** The locked order and what the payment checks before reading its lines (lockOrderForPayment). */
export interface PaymentStart {
  order: OrderRow;
  /** The outlet's currency column (m_w_currency). */
  outletCurrency: string;
  /** The outlet's discount limit (m_w_line_discount_limit_bp), basis points of the sales. */
  discountLimitBp: number;
  /** A closed transaction (rekap_transaksi) exists for the order. */
  paid: boolean;
  /** The cashier's open cash session at the outlet, if any. */
  cashSessionId: number | null;
  /** The payment method is built in or the outlet's own, and active at the outlet. */
  methodKnown: boolean;
}

/**
 * The order `orderId` of the outlet, open or closed, locked `for update` until the transaction
 * ends (a second payment of the same order waits here, then sees it closed), in ONE statement with
 * the outlet's currency, whether it was paid, the cashier's open cash session and whether payment
 * method `methodId` exists. Unlike the orders module's `lockOpenOrder`, a closed order is returned
 * so the caller can answer 409, not 404. (The order's status is read after the lock; `paid` is a
 * second guard, and the unique index rekap_transaksi_order_uq the last.)
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` for an unknown id or another outlet's order.
 */
export async function lockOrderForPayment(
  tx: Tx,
  orderId: number,
  outletId: number,
  cashierId: number,
  methodId: number,
): Promise<PaymentStart> {
  // Built once (db/prepared.ts): the same statement for every payment, its values placeholders.
  const rows = await prepared(tx, "payment_lock", () => {
    const outlet = sql.placeholder("outletId");
    const paid = tx.select({ one: sql`1` }).from(closedTransactions).where(eq(closedTransactions.orderId, orders.id));
    const cash = tx
      .select({ id: cashSessions.id })
      .from(cashSessions)
      .where(
        and(eq(cashSessions.outletId, outlet), eq(cashSessions.cashierId, sql.placeholder("cashierId")), isNull(cashSessions.closedAt)),
      )
      .limit(1)
      .for("share"); // A Tutup Saldo / Ganti Shift (for update) waits for this payment, or this payment sees the session closed
    // Known = a built-in method or this outlet's own, not switched off for the outlet (back office).
    const method = tx
      .select({ one: sql`1` })
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.id, sql.placeholder("methodId")),
          or(isNull(paymentMethods.outletId), eq(paymentMethods.outletId, outlet)),
          sql`not exists (select 1 from m_payment_method_setting s where s.m_w_id = ${outlet}::int
            and s.m_payment_method_id = ${paymentMethods.id} and not s.m_payment_method_active)`,
        ),
      );
    return tx
      .select({
        order: orders,
        outletCurrency: outlets.currency,
        discountLimitBp: outlets.lineDiscountLimitBp,
        paid: sql<boolean>`exists(${paid})`,
        cashSessionId: sql<number | null>`(${cash})`,
        methodKnown: sql<boolean>`exists(${method})`,
      })
      .from(orders)
      .innerJoin(outlets, eq(outlets.id, orders.outletId))
      .where(and(eq(orders.id, sql.placeholder("orderId")), eq(orders.outletId, outlet)))
      .for("update", { of: orders })
      .prepare("payment_lock");
  }).execute({ orderId, outletId, cashierId, methodId });
  const row = rows[0];
  if (!row) {
    throw new ApiError(404, MSG.TRANSACTION_NOT_FOUND);
  }
  return row;
}

/**
 * "Meja 3, Meja 4": the names of the tables order `orderId` holds (its main table `tableId` when none
 * is held), as an SQL expression, so the payment's write reads them in the same statement. The ids
 * may be values or placeholders.
 */
export function tableNamesSql(orderId: unknown, tableId: unknown): SQL {
  return sql`coalesce(
    (select string_agg(t.m_meja_nama, ', ' order by t.m_meja_urut, t.m_meja_id) from tmp_transaction_meja h
      join m_meja t on t.m_meja_id = h.m_meja_id where h.tmp_transaction_id = ${orderId}::int),
    (select m_meja_nama from m_meja where m_meja_id = ${tableId}::int), '')`;
}
