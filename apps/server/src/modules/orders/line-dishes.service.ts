/**
 * Sent dishes of an item on an order, and cancelling chosen ones (orders §2.5 cancel dish popup:
 * checkbox list, Hapus; §7 `POST /m-dish-status/list`, `POST /m-dish-status/cancel-dishes`;
 * docs/API.md "Line actions"). A cancelled dish leaves the kitchen and pickup queues, shows in the
 * cancelled panel, and its unit moves to a cancelled line (`Batal - reason`) so it is not billed.
 */
import { API_MSG, LINE_MSG, MSG, REDUCE_REASONS } from "@waroeng/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { dishes, orderLines, orders } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/http.ts";
import { type DishRow, findDishes } from "../dishes/dish.queries.ts";
import { lineRefusal, requireNormal, touchAndNotify } from "./line-core.ts";
import { cancelUnits } from "./line-detail.service.ts";
import { lockOpenOrder } from "./order-tx.ts";

/** What the dish list is asked: the order and the item (or one line of it). */
export interface DishListInput {
  order?: number | undefined;
  item?: number | undefined;
  line?: number | undefined;
}

/**
 * `POST /m-dish-status/list`: the order's dishes of the item (or of the line), not cancelled, with
 * their ready and served flags, oldest first.
 * @throws ApiError 422 `Transaksi harus dipilih`, `Menu harus dipilih`; 404 `Maaf! Transaksi tidak ditemukan`.
 */
export async function listDishes(db: Db, outletId: number, input: DishListInput): Promise<DishRow[]> {
  if (input.order === undefined) {
    throw lineRefusal(422, API_MSG.ORDER_REQUIRED, "m_dish_status_table_id");
  }
  if (input.item === undefined && input.line === undefined) {
    throw lineRefusal(422, API_MSG.LINE_REQUIRED, "m_dish_status_menu_id");
  }
  const order = (
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, input.order), eq(orders.outletId, outletId)))
  )[0];
  if (!order) {
    throw notFound(MSG.TRANSACTION_NOT_FOUND);
  }
  const rows = await findDishes(
    db,
    outletId,
    and(
      eq(dishes.orderId, order.id),
      eq(dishes.isCancelled, false),
      input.item !== undefined ? eq(dishes.menuItemId, input.item) : undefined,
      input.line !== undefined ? eq(dishes.orderLineId, input.line) : undefined,
    ),
  );
  return rows.sort((a, b) => a.dish.id - b.dish.id);
}

/**
 * `POST /m-dish-status/cancel-dishes`: cancels the chosen dishes (all of one open order of the
 * outlet) for a reason (default `Dibatalkan Konsumen`), in one transaction with the order locked
 * first, then the dishes: each dish's unit moves to a cancelled line. All or nothing.
 * @returns the dishes after the change.
 * @throws ApiError 422 `Pilih menu yang akan dihapus`; 404 `Menu tidak ditemukan` (unknown or
 *   another outlet's dish); 409 `Menu sudah dibatalkan` (a dish or its line already cancelled:
 *   stale), `Menu sudah dibatalkan, diganti atau digratiskan`; 404 `Maaf! Transaksi tidak ditemukan`.
 */
export async function cancelDishes(
  db: Db,
  outletId: number,
  ids: number[],
  reasonGiven: string | undefined,
  by: number | null = null,
): Promise<DishRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) {
    throw lineRefusal(422, LINE_MSG.DISH_REQUIRED, "m_dish_status_id");
  }
  const reason = (reasonGiven ?? "").trim() || REDUCE_REASONS[1];
  await db.transaction(async (tx) => {
    const refs = await tx
      .select({ orderId: dishes.orderId })
      .from(dishes)
      .where(and(inArray(dishes.id, unique), eq(dishes.outletId, outletId)));
    const orderIds = [...new Set(refs.map((r) => r.orderId))];
    if (refs.length !== unique.length || orderIds.length !== 1) {
      throw notFound(API_MSG.MENU_NOT_FOUND);
    }
    const order = await lockOpenOrder(tx, orderIds[0] as number, outletId);
    const rows = await tx.select().from(dishes).where(inArray(dishes.id, unique)).for("update");
    if (rows.some((d) => d.isCancelled)) {
      throw conflict(API_MSG.DISH_CANCELLED);
    }
    const lineIds = [...new Set(rows.map((d) => d.orderLineId))];
    const lines = await tx.select().from(orderLines).where(inArray(orderLines.id, lineIds));
    for (const line of lines) {
      requireNormal(line);
      const chosen = rows.filter((d) => d.orderLineId === line.id);
      await cancelUnits(tx, outletId, order.id, line, Math.min(chosen.length, line.qty), reason, chosen, by);
    }
    await touchAndNotify(tx, outletId, order.id);
  });
  const after = await findDishes(db, outletId, inArray(dishes.id, unique));
  return after.sort((a, b) => a.dish.id - b.dish.id);
}
