/**
 * Editing an open order's note, "Ubah Informasi Nota" (foundations §2, §4 Editing a note, §5;
 * payment spec §5 update nota form, §7 `POST /tmp-transaction/{id}`; docs/API.md "Edit a note").
 */
import { API_MSG, MSG } from "@waroeng/domain";
import type { UpdateOrderBody } from "@waroeng/domain/requests";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { orders, orderTables } from "../../db/schema/index.ts";
import { ApiError, bodyRefusal } from "../../lib/http.ts";
import { notifyChange } from "../../plugins/realtime.ts";
import { parseOrderTime } from "./order-time.ts";
import { lockOpenOrder, uniqueViolation } from "./order-tx.ts";
import { loadTables } from "./orders.service.ts";

const NOTE_NUMBER_LOCKED = API_MSG.NOTE_NUMBER_LOCKED;

function tableInUse(): ApiError {
  return bodyRefusal(204, MSG.TABLE_IN_USE, { title: MSG.OOPS_TITLE });
}

/**
 * Makes the order hold exactly its main table plus `merged` (ids of the outlet's tables): releases
 * the merged tables no longer listed, holds the new ones.
 * @throws ApiError 404 `Meja tidak ditemukan` for an unknown, inactive or other outlet's table;
 *   HTTP 200 meta.code 204 `Meja sudah digunakan` when another open order holds a new one.
 */
async function replaceMergedTables(
  tx: Tx,
  order: { id: number; outletId: number; tableId: number | null },
  merged: number[],
): Promise<void> {
  const wanted = new Set(merged.filter((id) => id !== order.tableId));
  const held = (await tx.select({ tableId: orderTables.tableId }).from(orderTables).where(eq(orderTables.orderId, order.id))).map(
    (r) => r.tableId,
  );
  const release = held.filter((id) => id !== order.tableId && !wanted.has(id));
  const add = [...wanted].filter((id) => !held.includes(id));
  if (add.length > 0) {
    await loadTables(tx, order.outletId, add);
    const taken = await tx.select({ tableId: orderTables.tableId }).from(orderTables).where(inArray(orderTables.tableId, add));
    if (taken.length > 0) {
      throw tableInUse();
    }
  }
  if (release.length > 0) {
    await tx.delete(orderTables).where(and(eq(orderTables.orderId, order.id), inArray(orderTables.tableId, release)));
  }
  if (add.length > 0) {
    // Two cashiers merging one table at once: the unique index lets exactly one win (23505 below).
    await tx.insert(orderTables).values(add.map((tableId) => ({ orderId: order.id, tableId })));
  }
}

/**
 * Edits an open order's note in one transaction with the order row locked (`for update`):
 * customer name, order time, kitchen-done time (null clears), member id (null clears) and, when
 * `tmp_transaction_table_list` is given, the merged tables (null or "" keeps only the main table).
 * The note number is locked: a different one is refused; the same or none is fine. Times are ISO
 * or `HH:mm` today in Asia/Jakarta.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` (unknown, other outlet's or closed order);
 *   422 `Nomor nota tidak dapat diubah`, `Format jam tidak valid`; 404 `Meja tidak ditemukan`;
 *   HTTP 200 meta.code 204 `Meja sudah digunakan` (a merged table held by another open order).
 */
export async function editOrderNote(db: Db, outletId: number, orderId: number, body: UpdateOrderBody, now = new Date()): Promise<void> {
  const orderTime = parseOrderTime(body.tmp_transaction_order_time, now, "tmp_transaction_order_time");
  const kitchen = body.tmp_transaction_kitchen_done_time;
  const kitchenDoneTime = typeof kitchen === "string" ? parseOrderTime(kitchen, now, "tmp_transaction_kitchen_done_time") : kitchen;
  try {
    await db.transaction(async (tx) => {
      const order = await lockOpenOrder(tx, orderId, outletId);
      const number = body.tmp_transaction_note_number;
      if (number !== undefined && number !== order.noteNumber) {
        throw new ApiError(422, NOTE_NUMBER_LOCKED, { extra: { errors: { tmp_transaction_note_number: NOTE_NUMBER_LOCKED } } });
      }
      const list = body.tmp_transaction_table_list;
      // A delivery note holds no table, so none is merged into it.
      if (list !== undefined && order.tableId !== null) {
        await replaceMergedTables(tx, order, (list ?? "").split(",").filter(Boolean).map(Number));
      }
      const member = body.tmp_transaction_member_id;
      await tx
        .update(orders)
        .set({
          customerName: body.tmp_transaction_customer_name,
          orderTime,
          ...(kitchenDoneTime !== undefined ? { kitchenDoneTime } : {}),
          ...(member !== undefined ? { memberId: member ?? "" } : {}),
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
      await notifyChange(tx, outletId, { topic: "orders", orderId: order.id });
    });
  } catch (err) {
    if (uniqueViolation(err) === "tmp_transaction_meja_table_uq") {
      throw tableInUse();
    }
    throw err;
  }
}
