/**
 * The order a `dishes` live event touched, as the kitchen, pickup and Pesan Aktif lists show it
 * (docs/API.md "Live events", `order`): the realtime plugin reads it once per event and outlet when
 * the event arrives and sends it with the event, so the screens update their lists in place
 * (web lib/livePatch.ts) instead of reading them again.
 */
import { type LiveOrder, MAX_LIVE_DISHES } from "@waroeng/domain/wire";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { dishes } from "../../db/schema/index.ts";
import { presentDish, presentPickupNota } from "./dish.presenter.ts";
import { findDishesPrepared } from "./dish.queries.ts";
import { findOrderHeader } from "./order-header.queries.ts";

/**
 * Order `orderId` of outlet `outletId` now: its nota header (the pickup card's, without dishes) and
 * every dish it has (cancelled and delivered ones too), in the lists' order (order time, menu type,
 * id); money in minor units. Undefined when the order is not the outlet's or has more than
 * MAX_LIVE_DISHES dishes (then the screens read their lists).
 */
export async function readLiveOrder(db: DbOrTx, outletId: number, orderId: number): Promise<LiveOrder | undefined> {
  const ofOrder = () => eq(dishes.orderId, sql.placeholder("orderId"));
  const [header, rows] = await Promise.all([
    findOrderHeader(db, outletId, orderId),
    findDishesPrepared(db, "live_order_dishes", ofOrder, { outletId, orderId }),
  ]);
  if (!header || rows.length > MAX_LIVE_DISHES) {
    return undefined;
  }
  const { all_served: _served, m_dish_status: _dishes, ...nota } = presentPickupNota(header, []);
  return { nota, dishes: rows.map(presentDish) };
}
