/**
 * What every line action shares (docs/API.md "Line actions"): the line found in the outlet and its
 * order locked first (as every order change does), a line split into two, the discount kept true
 * to its type when the quantity changes, dishes made for a line and dishes cancelled.
 */
import {
  API_MSG,
  LINE_MSG,
  LINE_STATUS,
  type LineDiscountType,
  lineDiscount,
  money,
  type OptionRefusal,
  optionRefusalMessage,
} from "@waroeng/domain";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { dishes, menuItems, orderLines, orders, stationCategories } from "../../db/schema/index.ts";
import { notifyChange } from "../../lib/events.ts";
import { ApiError, badRequest, conflict, notFound } from "../../lib/http.ts";
import { logWaste } from "../stock/waste.service.ts";
import { type OrderLineRow, selectOrderLines } from "./order-totals.ts";
import { lockOpenOrder, type OrderRow } from "./order-tx.ts";

/** A row of tmp_transaction_detail (money in minor units). */
export type LineRow = typeof orderLines.$inferSelect;

/** A refusal of a line action: HTTP `status`, meta.code 400 (payment §7: changeMenuDetail, customMenu). */
export function lineRefusal(status: number, message: string, field?: string): ApiError {
  return new ApiError(status, message, { code: 400, ...(field ? { extra: { errors: { [field]: message } } } : {}) });
}

/**
 * Finds a line of the outlet, locks its open order (`for update`, before anything else) and reads
 * the line again under the lock.
 * @throws ApiError 404 `Menu tidak ditemukan` (unknown line or another outlet's); 404 `Maaf!
 *   Transaksi tidak ditemukan` (closed order).
 */
export async function lockLine(tx: DbOrTx, outletId: number, lineId: number): Promise<{ order: OrderRow; line: LineRow }> {
  const ref = (
    await tx
      .select({ orderId: orderLines.orderId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.id, lineId), eq(orders.outletId, outletId)))
  )[0];
  if (!ref) {
    throw notFound(API_MSG.MENU_NOT_FOUND);
  }
  const order = await lockOpenOrder(tx, ref.orderId, outletId);
  const line = (await tx.select().from(orderLines).where(eq(orderLines.id, lineId)))[0];
  if (!line) {
    throw notFound(API_MSG.MENU_NOT_FOUND);
  }
  return { order, line };
}

/** Refuses a line that is not status 0 (cancelled, replaced or free): a stale action. @throws ApiError 409. */
export function requireNormal(line: LineRow): void {
  if (line.status !== LINE_STATUS.NORMAL) {
    throw conflict(line.status === LINE_STATUS.CANCELLED ? API_MSG.DISH_CANCELLED : LINE_MSG.LINE_NOT_NORMAL);
  }
}

/** The line's discount for `qty` units, by its stored type and value (Qty units capped at qty). */
export function discountFor(line: Pick<LineRow, "discountType" | "discountValue" | "price">, qty: number): number {
  const type = line.discountType as LineDiscountType;
  const value = type === "Qty" ? Math.min(line.discountValue, qty) : line.discountValue;
  const d = lineDiscount(type, value, money(line.price), qty);
  return typeof d === "number" ? d : 0;
}

/** Sets a line's quantity (0 deletes it), its discount following. */
export async function setLineQty(tx: DbOrTx, line: LineRow, qty: number, originalQty = line.originalQty): Promise<void> {
  if (qty <= 0) {
    await tx.delete(orderLines).where(eq(orderLines.id, line.id));
    return;
  }
  await tx
    .update(orderLines)
    .set({ qty, originalQty, discount: discountFor(line, qty), sentQty: Math.min(line.sentQty, qty), updatedAt: new Date() })
    .where(eq(orderLines.id, line.id));
}

/**
 * Moves `qty` units of `line` to a line of their own with `patch` (status, reason, note, takeaway…):
 * the line itself when it is all of it, else a new line copying it (price, flags, discount type and
 * value; the sent units first). Discounts follow both quantities.
 * @returns the id of the line holding the moved units.
 */
export async function splitLine(tx: DbOrTx, line: LineRow, qty: number, patch: Partial<LineRow>): Promise<number> {
  const now = new Date();
  if (qty >= line.qty) {
    await tx
      .update(orderLines)
      .set({ ...patch, discount: discountFor({ ...line, ...patch }, line.qty), updatedAt: now })
      .where(eq(orderLines.id, line.id));
    return line.id;
  }
  const movedSent = Math.min(qty, line.sentQty);
  const rest = line.qty - qty;
  await tx
    .update(orderLines)
    .set({
      qty: rest,
      originalQty: Math.max(0, line.originalQty - qty),
      sentQty: line.sentQty - movedSent,
      discount: discountFor(line, rest),
      updatedAt: now,
    })
    .where(eq(orderLines.id, line.id));
  const { id: _, createdAt: __, updatedAt: ___, ...copy } = line;
  const moved = { ...copy, ...patch, qty, originalQty: qty, sentQty: movedSent };
  const [row] = await tx
    .insert(orderLines)
    .values({ ...moved, discount: discountFor(moved, qty) })
    .returning({ id: orderLines.id });
  if (!row) {
    throw new Error("tmp_transaction_detail insert returned no row");
  }
  return row.id;
}

/**
 * Dishes of a line not yet cancelled, locked (`for update`), the ones the kitchen has done least
 * with first (not ready, then not served, newest first): those a cancellation takes.
 */
export async function openDishesOfLine(tx: DbOrTx, lineId: number) {
  return tx
    .select()
    .from(dishes)
    .where(and(eq(dishes.orderLineId, lineId), eq(dishes.isCancelled, false)))
    .orderBy(asc(dishes.isServed), asc(dishes.isReady), desc(dishes.id))
    .for("update");
}

/**
 * Cancels dishes (is_cancelled, so they leave the kitchen and pickup queues and appear in today's
 * cancelled panel) and points them at `toLineId`, the cancelled line holding their units; logs
 * them in Gagal Proses with the line's reason and `by` (stock/waste.service.ts: a dish not ready
 * goes back to today's stock). Publishes the `dishes` event with their ids and menu types.
 */
export async function cancelDishRows(
  tx: DbOrTx,
  outletId: number,
  orderId: number,
  rows: Array<{ id: number; menuTypeId: number }>,
  toLineId: number,
  by: number | null = null,
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  await tx
    .update(dishes)
    .set({ isCancelled: true, orderLineId: toLineId, updatedAt: new Date() })
    .where(
      inArray(
        dishes.id,
        rows.map((r) => r.id),
      ),
    );
  await logWaste(
    tx,
    outletId,
    rows.map((r) => r.id),
    "batal",
    by,
  );
  const menuTypeIds = [...new Set(rows.map((r) => r.menuTypeId))];
  await notifyChange(tx, outletId, { topic: "dishes", orderId, dishIds: rows.map((r) => r.id).slice(0, 50), menuTypeIds });
}

/** Points `count` open dishes of a line at another line (units moved by a warranty or a note split). */
export async function moveDishes(tx: DbOrTx, fromLineId: number, toLineId: number, count: number): Promise<void> {
  if (count <= 0 || fromLineId === toLineId) {
    return;
  }
  const rows = (await openDishesOfLine(tx, fromLineId)).slice(0, count);
  if (rows.length > 0) {
    await tx
      .update(dishes)
      .set({ orderLineId: toLineId })
      .where(
        inArray(
          dishes.id,
          rows.map((r) => r.id),
        ),
      );
  }
}

/**
 * Makes `qty` dishes of a line for the kitchen (as ORDER KE PRODUKSI does: menu type, category, the
 * station cooking the category, the note and the options; additional, since the order already went to the kitchen)
 * and publishes the `dishes` event.
 */
export async function makeDishes(tx: DbOrTx, outletId: number, orderId: number, lineId: number, qty: number): Promise<void> {
  const item = (
    await tx
      .select({
        id: menuItems.id,
        menuTypeId: menuItems.menuTypeId,
        categoryId: menuItems.categoryId,
        note: orderLines.customMenu,
        options: orderLines.options,
      })
      .from(orderLines)
      .innerJoin(menuItems, eq(menuItems.id, orderLines.menuItemId))
      .where(eq(orderLines.id, lineId))
  )[0];
  if (!item || qty <= 0) {
    return;
  }
  const station = (
    await tx
      .select({ id: stationCategories.stationId })
      .from(stationCategories)
      .where(eq(stationCategories.categoryId, item.categoryId))
      .limit(1)
  )[0];
  const rows = await tx
    .insert(dishes)
    .values(
      Array.from({ length: qty }, () => ({
        outletId,
        orderId,
        orderLineId: lineId,
        menuItemId: item.id,
        menuTypeId: item.menuTypeId,
        categoryId: item.categoryId,
        stationId: station?.id ?? null,
        customMenu: item.note,
        options: item.options,
        isAdditional: true,
      })),
    )
    .returning({ id: dishes.id });
  await notifyChange(tx, outletId, {
    topic: "dishes",
    orderId,
    dishIds: rows.map((r) => r.id).slice(0, 50),
    menuTypeIds: [item.menuTypeId],
  });
}

/** The order's `orders` event and updated_at, after a line change. */
export async function touchAndNotify(tx: DbOrTx, outletId: number, orderId: number): Promise<void> {
  await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, orderId));
  await notifyChange(tx, outletId, { topic: "orders", orderId });
}

/** Lines by id with their names, oldest first (what the actions reply). */
export async function linesById(db: DbOrTx, ids: number[]): Promise<OrderLineRow[]> {
  const unique = [...new Set(ids)];
  return unique.length === 0 ? [] : selectOrderLines(db, inArray(orderLines.id, unique));
}

/** A refused set of options (domain `resolveLineOptions`): 409 for an option sold out today (as `Menu habis`), else 422. */
export function optionRefusal(refusal: OptionRefusal): ApiError {
  const message = optionRefusalMessage(refusal);
  return refusal.kind === "soldOut" ? conflict(message) : badRequest(message);
}
