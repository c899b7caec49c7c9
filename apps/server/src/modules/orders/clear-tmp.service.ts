/**
 * GET /transaksi/clearTmp (foundations §2 "Refresh loops", §7): the user menu's Refresh clears the
 * calling cashier's temporary data — their EMPTY draft orders (open, opened by them, without a single
 * line) — and frees the tables those drafts held. Never an order with lines, never another cashier's.
 */
import { and, eq, inArray, notExists } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { onlineOrders, orderLines, orders, orderTables } from "../../db/schema/index.ts";
import { notifyChange } from "../../lib/events.ts";

/**
 * Deletes the caller's empty open drafts of the outlet in one transaction, and publishes one
 * `orders` event naming the freed tables. The drafts are locked first; the delete re-checks "no
 * line" in its own statement, so a line added meanwhile (its transaction holds the same row lock)
 * keeps its order.
 * @returns the ids of the deleted drafts and of the tables they freed.
 */
export async function clearEmptyDrafts(
  db: Db,
  user: { outletId: number; userId: number },
): Promise<{ orderIds: number[]; tableIds: number[] }> {
  return db.transaction(async (tx) => {
    const noLine = notExists(tx.select({ one: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orders.id)));
    const mine = and(eq(orders.outletId, user.outletId), eq(orders.status, 0), eq(orders.cashierId, user.userId), noLine);
    const locked = await tx.select({ id: orders.id }).from(orders).where(mine).for("update");
    if (locked.length === 0) {
      return { orderIds: [], tableIds: [] };
    }
    const ids = locked.map((r) => r.id);
    const held = await tx
      .select({ orderId: orderTables.orderId, tableId: orderTables.tableId })
      .from(orderTables)
      .where(inArray(orderTables.orderId, ids));
    await tx.update(onlineOrders).set({ orderId: null }).where(inArray(onlineOrders.orderId, ids));
    const deleted = await tx
      .delete(orders)
      .where(and(inArray(orders.id, ids), mine))
      .returning({ id: orders.id, tableId: orders.tableId });
    const orderIds = deleted.map((r) => r.id);
    const gone = new Set(orderIds);
    const tableIds = [
      ...new Set([
        ...held.filter((h) => gone.has(h.orderId)).map((h) => h.tableId),
        ...deleted.flatMap((r) => (r.tableId == null ? [] : [r.tableId])),
      ]),
    ];
    if (orderIds.length > 0) {
      await notifyChange(tx, user.outletId, { topic: "orders", tableIds });
    }
    return { orderIds, tableIds };
  });
}
