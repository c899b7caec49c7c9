/**
 * Reads the payment needs inside its transaction (payment spec §7 POST /recap-transactions):
 * the locked order (open or closed), whether it was paid, the names of the tables it holds, and
 * the payment method. Lines and totals come from `loadOrderForTotals` (orders/order-totals.ts).
 */
import { MSG } from "@waroeng/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { closedTransactions, diningTables, orders, orderTables, paymentMethods } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/http.ts";
import type { OrderRow } from "../orders/order-tx.ts";

/**
 * The order `orderId` of the outlet, open or closed, locked `for update` until the transaction
 * ends (a second payment of the same order waits here, then sees it closed). Unlike the orders
 * module's `lockOpenOrder`, a closed order is returned so the caller can answer 409, not 404.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` for an unknown id or another outlet's order.
 */
export async function lockOrder(tx: Tx, orderId: number, outletId: number): Promise<OrderRow> {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.outletId, outletId)))
    .for("update");
  const order = rows[0];
  if (!order) {
    throw new ApiError(404, MSG.TRANSACTION_NOT_FOUND);
  }
  return order;
}

/** Whether a closed transaction (rekap_transaksi) exists for the order. */
export async function isPaid(tx: Tx, orderId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: closedTransactions.id })
    .from(closedTransactions)
    .where(eq(closedTransactions.orderId, orderId))
    .limit(1);
  return rows.length > 0;
}

/** "Meja 3, Meja 4": the names of the tables the order holds (its main table when none is held). */
export async function tableNamesOf(tx: Tx, order: OrderRow): Promise<string> {
  const held = await tx
    .select({ name: diningTables.name })
    .from(orderTables)
    .innerJoin(diningTables, eq(diningTables.id, orderTables.tableId))
    .where(eq(orderTables.orderId, order.id))
    .orderBy(asc(diningTables.sortOrder), asc(diningTables.id));
  if (held.length > 0) {
    return held.map((t) => t.name).join(", ");
  }
  const main = await tx.select({ name: diningTables.name }).from(diningTables).where(eq(diningTables.id, order.tableId));
  return main[0]?.name ?? "";
}

/** @throws ApiError 422 `Metode pembayaran tidak valid` when the method is not in m_payment_method. */
export async function assertPaymentMethod(tx: Tx, methodId: number, message: string): Promise<void> {
  const rows = await tx.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.id, methodId));
  if (rows.length === 0) {
    throw new ApiError(422, message);
  }
}
