/**
 * Dish state changes (orders spec §4): not ready ⇄ ready (kitchen), ready ⇄ served (waiters),
 * and Selesai on the pickup screen (set-delivered). Each change is one transaction with the rows
 * locked, and notifies live screens.
 */
import { API_MSG, MSG } from "@waroeng/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { dishes, menuTypes, orders } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/http.ts";
import { notifyChange } from "../../plugins/realtime.ts";
import { type DishRow, findDish, hasPendingDishes } from "./kitchen.queries.ts";
import type { PickupKind } from "./kitchen.schemas.ts";

export const DISH_NOT_FOUND = API_MSG.MENU_NOT_FOUND;
export const DISH_CANCELLED = API_MSG.DISH_CANCELLED;
export const DISH_SERVED = API_MSG.DISH_SERVED;
export const DISH_NOT_READY = API_MSG.DISH_NOT_READY;
export const DISH_DELIVERED = API_MSG.DISH_DELIVERED;
export const NOT_ALL_SERVED = API_MSG.NOT_ALL_SERVED;

/** The four dish toggles of the kitchen and pickup screens. */
export type DishChange = "ready" | "not-ready" | "served" | "not-served";

/**
 * Applies one toggle to a dish of the outlet, with the dish row locked.
 * Rules: a cancelled dish changes no more (409 `Menu sudah dibatalkan`); un-ready a served dish →
 * 409 `Menu sudah disajikan`; serve a dish not ready → 409 `Menu belum siap`; un-serve a delivered
 * dish → 409 `Menu sudah diantar`. Setting a flag already set is a no-op success.
 * @returns the dish after the change.
 * @throws ApiError 404 `Menu tidak ditemukan` for an unknown dish or one of another outlet.
 */
export async function changeDish(db: Db, outletId: number, dishId: number, change: DishChange): Promise<DishRow> {
  await db.transaction(async (tx) => {
    const dish = (
      await tx
        .select()
        .from(dishes)
        .where(and(eq(dishes.id, dishId), eq(dishes.outletId, outletId)))
        .for("update")
    )[0];
    if (!dish) {
      throw notFound(DISH_NOT_FOUND);
    }
    if (dish.isCancelled) {
      throw conflict(DISH_CANCELLED);
    }
    let set: Partial<typeof dishes.$inferInsert>;
    if (change === "ready") {
      set = { isReady: 1 };
    } else if (change === "not-ready") {
      if (dish.isServed === 1) {
        throw conflict(DISH_SERVED);
      }
      set = { isReady: 0 };
    } else if (change === "served") {
      if (dish.isReady !== 1) {
        throw conflict(DISH_NOT_READY);
      }
      set = { isServed: 1 };
    } else {
      if (dish.deliveredAt) {
        throw conflict(DISH_DELIVERED);
      }
      set = { isServed: 0 };
    }
    await tx
      .update(dishes)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(dishes.id, dish.id));
    await notifyChange(tx, outletId, { topic: "dishes", orderId: dish.orderId, dishIds: [dish.id], menuTypeIds: [dish.menuTypeId] });
  });
  const row = await findDish(db, outletId, dishId);
  if (!row) {
    throw notFound(DISH_NOT_FOUND);
  }
  return row;
}

/**
 * Selesai on the pickup screen (GET /m-dish-status/set-delivered): marks the nota's undelivered
 * dishes of menu types picked up as `kind` (all of them when omitted) delivered. The order row is
 * locked first, so a dish cannot be added meanwhile. When no dish of the order is left pending,
 * the order's delivered time is set too. Open and paid orders alike (take-away is paid first).
 * @returns how many dishes were marked (0 when there were none left: a repeated tap).
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan`; 409 `Masih ada menu yang belum disajikan`.
 */
export async function deliverNota(db: Db, outletId: number, orderId: number, kind: PickupKind | undefined): Promise<number> {
  return db.transaction(async (tx) => {
    const order = (
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.outletId, outletId)))
        .for("update")
    )[0];
    if (!order) {
      throw notFound(MSG.TRANSACTION_NOT_FOUND);
    }
    const pending = await tx
      .select({ id: dishes.id, isServed: dishes.isServed })
      .from(dishes)
      .innerJoin(menuTypes, eq(menuTypes.id, dishes.menuTypeId))
      .where(
        and(
          eq(dishes.orderId, order.id),
          eq(dishes.isCancelled, false),
          isNull(dishes.deliveredAt),
          kind ? eq(menuTypes.pickup, kind) : undefined,
        ),
      )
      .for("update", { of: dishes });
    if (pending.some((d) => d.isServed !== 1)) {
      throw conflict(NOT_ALL_SERVED);
    }
    if (pending.length === 0) {
      return 0;
    }
    const now = new Date();
    await tx
      .update(dishes)
      .set({ deliveredAt: now, updatedAt: now })
      .where(
        inArray(
          dishes.id,
          pending.map((d) => d.id),
        ),
      );
    if (!(await hasPendingDishes(tx, order.id))) {
      await tx.update(orders).set({ deliveredAt: now }).where(eq(orders.id, order.id));
    }
    await notifyChange(tx, outletId, { topic: "dishes", orderId: order.id, dishIds: pending.map((d) => d.id) });
    return pending.length;
  });
}
