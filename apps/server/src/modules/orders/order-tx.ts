/**
 * Helpers every order-changing transaction shares: lock the open order row. (Live-screen events:
 * `notifyChange` of lib/events.ts; unique violations: `uniqueViolation` of lib/db-errors.ts.)
 */
import { API_MSG, MSG } from "@waroeng/domain";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { closedTransactions, orders } from "../../db/schema/index.ts";
import { type ApiError, notFound } from "../../lib/http.ts";

/** A row of tmp_transaction. */
export type OrderRow = typeof orders.$inferSelect;

/**
 * Why an order cannot be changed (read only after the lock found no open order, so the main path
 * pays nothing): already paid on another device → 404 `Transaksi sudah dibayar`; unknown, another
 * outlet's or closed without payment → 404 `Maaf! Transaksi tidak ditemukan`. The status stays 404
 * (the spec's add/reduce refusal), only the message tells a stale screen what happened.
 */
export async function closedOrderRefusal(tx: DbOrTx, orderId: number, outletId: number): Promise<ApiError> {
  const paid = await tx
    .select({ id: closedTransactions.id })
    .from(closedTransactions)
    .innerJoin(orders, eq(orders.id, closedTransactions.orderId))
    .where(and(eq(closedTransactions.orderId, orderId), eq(orders.outletId, outletId)));
  return notFound(paid.length > 0 ? API_MSG.ALREADY_PAID : MSG.TRANSACTION_NOT_FOUND);
}

/**
 * Locks an open order of the outlet (`select … for update`) for the rest of the transaction, so
 * concurrent changes to it (adding units, sending to production) run one after the other.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` when the order is unknown, of another
 *   outlet, or closed (status 2); 404 `Transaksi sudah dibayar` when it was paid (closedOrderRefusal).
 */
export async function lockOpenOrder(tx: DbOrTx, orderId: number, outletId: number): Promise<OrderRow> {
  // Built once (db/prepared.ts): the order and the outlet are placeholders.
  const rows = await prepared(tx, "order_lock", () =>
    tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, sql.placeholder("orderId")), eq(orders.outletId, sql.placeholder("outletId")), eq(orders.status, 0)))
      .for("update")
      .prepare("order_lock"),
  ).execute({ orderId, outletId });
  const row = rows[0];
  if (!row) {
    throw await closedOrderRefusal(tx, orderId, outletId);
  }
  return row;
}

/**
 * lockOpenOrder and a touch of its `updated_at` in one statement (an UPDATE locks the row as
 * `select … for update` does): one round trip fewer for changes that touch the order anyway.
 * @throws ApiError 404 as lockOpenOrder.
 */
export async function lockAndTouchOpenOrder(tx: DbOrTx, orderId: number, outletId: number): Promise<OrderRow> {
  const rows = await prepared(tx, "order_lock_touch", () =>
    tx
      .update(orders)
      .set({ updatedAt: sql.placeholder("now") as unknown as Date })
      .where(and(eq(orders.id, sql.placeholder("orderId")), eq(orders.outletId, sql.placeholder("outletId")), eq(orders.status, 0)))
      .returning()
      .prepare("order_lock_touch"),
  ).execute({ orderId, outletId, now: new Date() });
  const row = rows[0];
  if (!row) {
    throw await closedOrderRefusal(tx, orderId, outletId);
  }
  return row;
}
