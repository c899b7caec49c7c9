/**
 * Order-level actions of the cashier screen (payment spec §2.1, §4 price check, §5 Tarik Tunai, §6,
 * §7 `PUT/DELETE /tmp-transaction/{id}`, `GET /m-transaction-meja/correction/{id}`; docs/API.md
 * "Order-level actions"). Each change is one transaction with the order row locked first.
 */

import { customMenuText, ORDER_MSG, STOCK_MSG } from "@waroeng/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { diningTables, dishes, menuItems, onlineOrders, orderDeletionLog, orderLines, orders, orderTables } from "../../db/schema/index.ts";
import { notifyChange } from "../../lib/events.ts";
import { ApiError } from "../../lib/http.ts";
import { type AccessUser, assertCashierAccess } from "../access/access.service.ts";
import { logWaste } from "../stock/waste.service.ts";
import { loadOrderForTotals } from "./order-totals.ts";
import { lockOpenOrder, type OrderRow } from "./order-tx.ts";

/** What `PUT /tmp-transaction/{id}` changes; an absent field is left as stored. */
export interface OrderChargesInput {
  /** true: every status-0 line takes its menu item's service-charge flag again; false: none is charged. */
  serviceCharge?: boolean | undefined;
  /**
   * The switch came as the staff-side percent (`m_transaction_menu_service_charge`, as GET gives it
   * out): its 0 on an order whose rate is 0 echoes what was read and leaves the order as it is.
   */
  serviceChargeAsPercent?: boolean | undefined;
  /** Tarik Tunai in minor units (0 removes it). */
  cashWithdrawal?: number | undefined;
}

/**
 * The service-charge switch and Tarik Tunai of an open order (payment §5, §6, §9: Total = … + cash
 * withdrawal). Switching service charge on an order whose rate is 0 is refused (kasir may toggle only
 * when the order's rate is above 0), except the staff-side percent 0 echoed back (left as it is).
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` (unknown, other outlet's or closed order);
 *   422 `Transaksi ini tidak dikenakan service charge`.
 */
export async function updateOrderCharges(db: Db, outletId: number, orderId: number, input: OrderChargesInput): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOpenOrder(tx, orderId, outletId);
    const echoedZero = input.serviceChargeAsPercent === true && input.serviceCharge === false && order.serviceChargeRateBp <= 0;
    if (input.serviceCharge !== undefined && !echoedZero) {
      if (order.serviceChargeRateBp <= 0) {
        throw new ApiError(422, ORDER_MSG.SC_RATE_ZERO, {
          extra: { errors: { tmp_transaction_detail_service_charge: ORDER_MSG.SC_RATE_ZERO } },
        });
      }
      const flag = input.serviceCharge
        ? sql`(select ${menuItems.serviceCharged} from ${menuItems} where ${menuItems.id} = ${orderLines.menuItemId})`
        : sql`false`;
      await tx
        .update(orderLines)
        .set({ serviceCharged: flag, updatedAt: new Date() })
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.status, 0)));
    }
    await tx
      .update(orders)
      .set({ ...(input.cashWithdrawal !== undefined ? { cashWithdrawal: input.cashWithdrawal } : {}), updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await notifyChange(tx, outletId, { topic: "orders", orderId: order.id });
  });
}

/**
 * Deletes an open order (DELETE /tmp-transaction/{id}): its lines, its kitchen dishes (they leave
 * every kitchen and pickup screen) and its hold on its tables, in one transaction with the order row
 * locked. A QR online order accepted into it keeps its record, unlinked. The note number is free again.
 * Who deleted it, when, and the order as it stood (nota, tables, total, lines) go to the
 * order-deletion log (tmp_transaction_delete_log) in the same transaction; its sent dishes go to Gagal
 * Proses (not cooked yet: back to today's stock).
 * @returns the number of kitchen dishes removed.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` (unknown, other outlet's or closed order).
 * @throws ApiError 403 `Hubungi Kacab/Asisten` (title `Akses DiTolak!`) when the cashier permission matrix denies `cancel_transaksi`.
 */
export async function deleteOrder(db: Db, user: AccessUser & { userId: number }, orderId: number): Promise<number> {
  const outletId = user.outletId;
  return db.transaction(async (tx) => {
    const order = await lockOpenOrder(tx, orderId, outletId);
    await assertCashierAccess(tx, user, "cancel_transaksi");
    const dishRows = await tx
      .select({ id: dishes.id, menuTypeId: dishes.menuTypeId, cancelled: dishes.isCancelled })
      .from(dishes)
      .where(eq(dishes.orderId, order.id));
    const held = await tx
      .select({ id: orderTables.tableId, name: diningTables.name })
      .from(orderTables)
      .innerJoin(diningTables, eq(diningTables.id, orderTables.tableId))
      .where(eq(orderTables.orderId, order.id))
      .orderBy(asc(diningTables.name));
    const tableIds = held.map((r) => r.id);
    await logDeletion(
      tx,
      order,
      user.userId,
      held.map((r) => r.name),
      dishRows.length,
    );
    // Its sent dishes go to Gagal Proses; those not cooked yet return to today's stock (before the cascade deletes them).
    await logWaste(
      tx,
      outletId,
      dishRows.filter((d) => !d.cancelled).map((d) => d.id),
      "batal",
      user.userId,
      STOCK_MSG.ORDER_DELETED,
    );
    await tx.update(onlineOrders).set({ orderId: null }).where(eq(onlineOrders.orderId, order.id));
    // Cascades: tmp_transaction_meja (tables freed), tmp_transaction_detail, m_dish_status.
    await tx.delete(orders).where(eq(orders.id, order.id));
    await notifyChange(tx, outletId, { topic: "orders", orderId: order.id, tableIds });
    if (dishRows.length > 0) {
      await notifyChange(tx, outletId, {
        topic: "dishes",
        orderId: order.id,
        dishIds: dishRows.map((d) => d.id),
        menuTypeIds: dishRows.map((d) => d.menuTypeId),
      });
    }
    return dishRows.length;
  });
}

/**
 * Writes the order's row of the order-deletion log (tmp_transaction_delete_log) before it is deleted,
 * in the deletion's transaction: who, which nota, its total (minor units) and its lines as they stood.
 */
async function logDeletion(tx: DbOrTx, order: OrderRow, userId: number, tableNames: string[], dishCount: number): Promise<void> {
  const { lines, totals } = await loadOrderForTotals(tx, order.id, order.outletId);
  await tx.insert(orderDeletionLog).values({
    outletId: order.outletId,
    orderId: order.id,
    noteNumber: order.noteNumber,
    businessDate: order.businessDate,
    customerName: order.customerName,
    tableNames: tableNames.join(", "),
    total: totals.total,
    lines: lines.map((l) => ({
      tmp_transaction_detail_id: l.id,
      m_produk_id: l.menuItemId,
      m_produk_nama: l.menuItemName,
      qty: l.qty,
      price: l.price,
      discount: l.discount,
      status: l.status,
      sent_qty: l.sentQty,
      custom_menu: customMenuText(l.options, l.customMenu),
    })),
    dishCount,
    deletedBy: userId,
  });
}

/**
 * The price-check repair (GET /m-transaction-meja/correction/{id}; payment §4 "Price check"): the
 * stored figures of every status-0 line are brought back in line with qty × price — a line
 * discount above price × qty is cut to it, units already made into dishes never exceed the line's
 * quantity, and an empty status-0 line (qty 0) that never reached the kitchen is removed. One
 * transaction with the order row locked; an event only when something changed.
 * @returns how many lines changed.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` (unknown, other outlet's or closed order).
 */
export async function correctOrder(db: Db, outletId: number, orderId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const order = await lockOpenOrder(tx, orderId, outletId);
    const lines = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.status, 0)));
    const empty = lines.filter((l) => l.qty === 0 && l.sentQty === 0).map((l) => l.id);
    let changed = empty.length;
    if (empty.length > 0) {
      await tx.delete(orderLines).where(inArray(orderLines.id, empty));
    }
    for (const l of lines) {
      if (empty.includes(l.id)) {
        continue;
      }
      const gross = l.price * l.qty;
      const discount = Math.min(Math.max(l.discount, 0), gross);
      const sentQty = Math.min(l.sentQty, l.qty);
      if (discount !== l.discount || sentQty !== l.sentQty) {
        changed += 1;
        await tx.update(orderLines).set({ discount, sentQty, updatedAt: new Date() }).where(eq(orderLines.id, l.id));
      }
    }
    if (changed > 0) {
      await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, order.id));
      await notifyChange(tx, outletId, { topic: "orders", orderId: order.id });
    }
    return changed;
  });
}
