/**
 * Moving a line's units to another order, inside the caller's transaction with the orders locked:
 * a split's units into its child order (payment spec §4 "Split bill") and Keluarkan Menu's into its
 * target note (pull-menu.service.ts). A whole line moves as it is with its dishes; part of a line is split off — the new line takes the units, its share of the line discount
 * (`movedDiscount`: rounded down, the rest stays), and as many of the sent units and their open dishes
 * (not delivered, unserved first) as it can — so the kitchen and pickup screens show every dish under
 * the bill that paid for it, and nothing is cooked twice or lost.
 */
import { movedDiscount } from "@waroeng/domain";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { dishes, orderLines } from "../../db/schema/index.ts";

/** A row of tmp_transaction_detail. */
export type OrderLine = typeof orderLines.$inferSelect;

/** A dish that changed order: its id and menu type (for the `dishes` event). */
export interface MovedDish {
  id: number;
  menuTypeId: number;
}

/**
 * Moves `qty` units of `line` (1 ≤ qty ≤ line.qty) to order `toOrderId`; `set` gives the moved line's
 * other changed fields (Keluarkan Menu: its takeaway flag).
 * @returns the dishes that now belong to `toOrderId`.
 */
export async function moveUnits(
  tx: Tx,
  line: OrderLine,
  qty: number,
  toOrderId: number,
  now: Date,
  set: { takeaway?: boolean } = {},
): Promise<MovedDish[]> {
  if (qty >= line.qty) {
    await tx
      .update(orderLines)
      .set({ orderId: toOrderId, ...set, updatedAt: now })
      .where(eq(orderLines.id, line.id));
    return tx
      .update(dishes)
      .set({ orderId: toOrderId, updatedAt: now })
      .where(eq(dishes.orderLineId, line.id))
      .returning({ id: dishes.id, menuTypeId: dishes.menuTypeId });
  }
  const sent = Math.min(qty, line.sentQty);
  const discount = movedDiscount(line.discount, qty, line.qty);
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = line;
  const [part] = await tx
    .insert(orderLines)
    .values({ ...copy, orderId: toOrderId, qty, originalQty: qty, sentQty: sent, discount, ...set })
    .returning({ id: orderLines.id });
  if (!part) {
    throw new Error("tmp_transaction_detail insert returned no row");
  }
  await tx
    .update(orderLines)
    .set({
      qty: line.qty - qty,
      originalQty: Math.max(line.qty - qty, line.originalQty - qty),
      sentQty: line.sentQty - sent,
      discount: line.discount - discount,
      updatedAt: now,
    })
    .where(eq(orderLines.id, line.id));
  if (sent === 0) {
    return [];
  }
  const pick = await tx
    .select({ id: dishes.id })
    .from(dishes)
    .where(and(eq(dishes.orderLineId, line.id), eq(dishes.isCancelled, false), isNull(dishes.deliveredAt)))
    .orderBy(asc(dishes.isServed), desc(dishes.id))
    .limit(sent);
  if (pick.length === 0) {
    return [];
  }
  return tx
    .update(dishes)
    .set({ orderId: toOrderId, orderLineId: part.id, updatedAt: now })
    .where(
      inArray(
        dishes.id,
        pick.map((d) => d.id),
      ),
    )
    .returning({ id: dishes.id, menuTypeId: dishes.menuTypeId });
}
