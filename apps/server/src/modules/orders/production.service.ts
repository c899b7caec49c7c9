/**
 * ORDER KE PRODUKSI (orders spec §2.5, §4; docs/API.md set-production): the kitchen gets the
 * *difference* between each status-0 line and what was already sent (Odoo's order-change model,
 * STYLE §6), one m_dish_status row per new unit, so a double click never cooks twice.
 */
import { MSG } from "@waroeng/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { dishes, menuItems, orderLines, stationCategories } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/http.ts";
import { notifyChange } from "../../plugins/realtime.ts";
import { lockOpenOrder } from "./order-tx.ts";

/** A line on the production ticket: item name, units, custom note. */
export interface SentLine {
  m_produk_nama: string;
  qty: number;
  custom_menu: string;
}

/**
 * The result of a send. `sent`: the new units per line, or, on a resend (nothing new), every
 * status-0 line with its full quantity (the ticket is printed again). `dishCount`: dishes made now.
 */
export interface ProductionResult {
  sent: SentLine[];
  dishCount: number;
  resend: boolean;
}

/**
 * Sends an order's new units to the kitchen, in one transaction with the order row locked:
 * per status-0 line, qty − sent_qty new dishes (menu type, category, the station cooking the
 * category, custom note; `is_additional` when the order already had dishes); then every status-0
 * line gets sent_qty = qty and every line production_status 1.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan`; 422 `Tambahkan menu terlebih dulu!`
 *   when the order has no status-0 line.
 */
export async function sendToProduction(db: Db, outletId: number, orderId: number): Promise<ProductionResult> {
  return db.transaction(async (tx) => {
    const order = await lockOpenOrder(tx, orderId, outletId);
    const lines = await tx
      .select({
        id: orderLines.id,
        qty: orderLines.qty,
        sentQty: orderLines.sentQty,
        customMenu: orderLines.customMenu,
        menuItemId: orderLines.menuItemId,
        name: menuItems.name,
        menuTypeId: menuItems.menuTypeId,
        categoryId: menuItems.categoryId,
        stationId: stationCategories.stationId,
      })
      .from(orderLines)
      .innerJoin(menuItems, eq(menuItems.id, orderLines.menuItemId))
      .leftJoin(stationCategories, eq(stationCategories.categoryId, menuItems.categoryId))
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.status, 0), sql`${orderLines.qty} > 0`))
      .orderBy(asc(orderLines.id));
    if (lines.length === 0) {
      throw badRequest(MSG.EMPTY_CART);
    }
    const had = await tx.select({ id: dishes.id }).from(dishes).where(eq(dishes.orderId, order.id)).limit(1);
    const isAdditional = had.length > 0;

    const sent: SentLine[] = [];
    const rows: Array<typeof dishes.$inferInsert> = [];
    for (const line of lines) {
      const fresh = Math.max(0, line.qty - line.sentQty);
      if (fresh === 0) {
        continue;
      }
      sent.push({ m_produk_nama: line.name, qty: fresh, custom_menu: line.customMenu });
      for (let unit = 0; unit < fresh; unit++) {
        rows.push({
          outletId,
          orderId: order.id,
          orderLineId: line.id,
          menuItemId: line.menuItemId,
          menuTypeId: line.menuTypeId,
          categoryId: line.categoryId,
          stationId: line.stationId,
          customMenu: line.customMenu,
          isAdditional,
        });
      }
    }
    if (rows.length > 0) {
      await tx.insert(dishes).values(rows);
    }
    await tx
      .update(orderLines)
      .set({
        productionStatus: 1,
        sentQty: sql`case when ${orderLines.status} = 0 then greatest(${orderLines.sentQty}, ${orderLines.qty}) else ${orderLines.sentQty} end`,
        updatedAt: new Date(),
      })
      .where(eq(orderLines.orderId, order.id));
    await notifyChange(tx, outletId, { topic: "orders", orderId: order.id });
    if (rows.length > 0) {
      await notifyChange(tx, outletId, { topic: "dishes", orderId: order.id, menuTypeIds: rows.map((r) => r.menuTypeId) });
    }
    const resend = rows.length === 0;
    return {
      sent: resend ? lines.map((l) => ({ m_produk_nama: l.name, qty: l.qty, custom_menu: l.customMenu })) : sent,
      dishCount: rows.length,
      resend,
    };
  });
}
