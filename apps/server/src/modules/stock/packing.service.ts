/**
 * Bungkusan (staff nav; content "not shown": the project's design, docs/API.md "Stock") and Hal Tata's
 * table-by-menu popup (orders §2.1, §7).
 */
import { API_MSG, isDineIn, MSG, STOCK_MSG } from "@waroeng/domain";
import type { OrderKind } from "@waroeng/domain/requests";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { dishes, menuItems, orders } from "../../db/schema/index.ts";
import { MAX_EVENT_IDS, notifyExpression } from "../../lib/events.ts";
import { conflict, notFound } from "../../lib/http.ts";
import { presentDish } from "../dishes/dish.presenter.ts";
import { findDishes, kindCondition, pendingDish } from "../dishes/dish.queries.ts";
import { readyStatus } from "../kitchen/kitchen.screens.ts";

/**
 * `GET /m-dish-status/table-by-menu/{menuId}?type`: the dishes of one menu still to cook (not ready,
 * not cancelled, not delivered) of orders of `type` (all when omitted), oldest first; `name` "Dine In"
 * separates dine-in from take-away and delivery.
 * @throws ApiError 404 `Menu tidak ditemukan` (unknown or another outlet's menu).
 */
export async function tableByMenu(db: DbOrTx, outletId: number, menuId: number, kind: OrderKind | undefined) {
  const menu = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.id, menuId), eq(menuItems.outletId, outletId)));
  if (menu.length === 0) {
    throw notFound(API_MSG.MENU_NOT_FOUND);
  }
  const rows = await findDishes(db, outletId, and(pendingDish, eq(dishes.isReady, 0), eq(dishes.menuItemId, menuId), kindCondition(kind)));
  return rows.sort((a, b) => a.dish.id - b.dish.id).map(presentDish);
}

/**
 * `GET /m-dish-status/bungkusan`: take-away and delivery notas (open or paid) whose undelivered dishes
 * are all ready, oldest order first: the Hal Tata `completed` group of take_away.
 */
export async function packingList(db: DbOrTx, outletId: number) {
  return (await readyStatus(db, outletId, "take_away")).completed;
}

/**
 * Selesai Dibungkus (`POST /m-dish-status/set-packed`): the nota's undelivered dishes, all ready, are
 * marked served and delivered (packed and handed over) and the order's delivered time set, in one
 * transaction with the order row locked, then its pending dishes; the `dishes` event goes out.
 * @returns dishes packed now (0 on a repeated tap).
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan`; 409 `Nota ini bukan take away atau delivery`,
 *   `Masih ada menu yang belum siap` (nothing changed).
 */
export async function packNota(db: Db, outletId: number, orderId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const order = (
      await tx
        .select({ id: orders.id, typeId: orders.transactionTypeId })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.outletId, outletId)))
        .for("update", { of: orders })
    )[0];
    if (!order) {
      throw notFound(MSG.TRANSACTION_NOT_FOUND);
    }
    if (isDineIn(order.typeId)) {
      throw conflict(STOCK_MSG.NOT_TAKE_AWAY);
    }
    const pending = await tx
      .select({ id: dishes.id, ready: dishes.isReady })
      .from(dishes)
      .where(and(eq(dishes.orderId, order.id), eq(dishes.outletId, outletId), pendingDish))
      .orderBy(asc(dishes.id))
      .for("update");
    if (pending.some((d) => d.ready !== 1)) {
      throw conflict(STOCK_MSG.NOT_ALL_READY);
    }
    if (pending.length === 0) {
      return 0;
    }
    const ids = pending.map((d) => d.id);
    const event = sql`json_strip_nulls(json_build_object('topic', 'dishes', 'orderId', ${order.id}::int, 'dishIds',
      ${ids.length <= MAX_EVENT_IDS ? JSON.stringify(ids) : null}::json, 'outletId', ${outletId}::int))`;
    await tx.execute(sql`
      with upd as (
        update m_dish_status set is_served = 1, delivered_at = now(), updated_at = now()
        where m_dish_status_id = any(${`{${ids.join(",")}}`}::int[]) returning 1
      ), ord as (
        update tmp_transaction set tmp_transaction_delivered_at = now() where tmp_transaction_id = ${order.id}::int returning 1
      )
      select (select count(*) from upd) as n, (select count(*) from ord) as o, ${notifyExpression(event)} as notified`);
    return ids.length;
  });
}
