/**
 * Reads the payment needs inside its transaction (payment spec §7 POST /recap-transactions):
 * the locked order, its lines as they will be snapshotted, the names of the tables it holds,
 * the outlet's currency and the payment method.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { cashSessions, closedTransactions, diningTables, menuItems, orderLines, orders, orderTables, outlets, paymentMethods } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/http.ts";
import { MSG } from "@waroeng/domain";

export type OrderRow = typeof orders.$inferSelect;

/** A line of the order with its item's name and menu type, money in minor units. */
export interface PaymentLine {
  id: number;
  menuItemId: number;
  menuItemName: string;
  menuTypeId: number;
  qty: number;
  originalQty: number;
  price: number;
  discount: number;
  status: number;
  approvalReason: string;
  taxable: boolean;
  serviceCharged: boolean;
}

/**
 * The order `orderId` of the outlet, locked `for update` until the transaction ends (a second
 * payment of the same order waits here, then sees it closed).
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
  const rows = await tx.select({ id: closedTransactions.id }).from(closedTransactions).where(eq(closedTransactions.orderId, orderId)).limit(1);
  return rows.length > 0;
}

/** Every line of the order (all statuses), in entry order, with the item's name and menu type. */
export async function loadPaymentLines(tx: Tx, orderId: number): Promise<PaymentLine[]> {
  return tx
    .select({
      id: orderLines.id,
      menuItemId: orderLines.menuItemId,
      menuItemName: menuItems.name,
      menuTypeId: menuItems.menuTypeId,
      qty: orderLines.qty,
      originalQty: orderLines.originalQty,
      price: orderLines.price,
      discount: orderLines.discount,
      status: orderLines.status,
      approvalReason: orderLines.approvalReason,
      taxable: orderLines.taxable,
      serviceCharged: orderLines.serviceCharged,
    })
    .from(orderLines)
    .innerJoin(menuItems, eq(menuItems.id, orderLines.menuItemId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
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

/** The outlet's raw currency field ("Rp" or "RM"). */
export async function outletCurrency(tx: Tx, outletId: number): Promise<string> {
  const rows = await tx.select({ currency: outlets.currency }).from(outlets).where(eq(outlets.id, outletId));
  return rows[0]?.currency ?? "Rp";
}

/** @throws ApiError 422 `Metode pembayaran tidak valid` when the method is not in m_payment_method. */
export async function assertPaymentMethod(tx: Tx, methodId: number, message: string): Promise<void> {
  const rows = await tx.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.id, methodId));
  if (rows.length === 0) {
    throw new ApiError(422, message);
  }
}

/**
 * The id of the cashier's open cash session (rekap_modal with closed_at null) at the outlet, or null.
 * Private stand-in until the cash module's `findOpenCashSession` exists.
 */
export async function openCashSessionId(tx: DbOrTx, outletId: number, cashierId: number): Promise<number | null> {
  const rows = await tx
    .select({ id: cashSessions.id })
    .from(cashSessions)
    .where(and(eq(cashSessions.outletId, outletId), eq(cashSessions.cashierId, cashierId), isNull(cashSessions.closedAt)))
    .limit(1);
  return rows[0]?.id ?? null;
}
