/**
 * ORDER KE PRODUKSI (orders spec §2.5, §4; docs/API.md set-production): the kitchen gets the
 * *difference* between each status-0 line and what was already sent (Odoo's order-change model,
 * STYLE §6), one m_dish_status row per new unit, so a double click never cooks twice.
 */
import { customMenuText, type LineOption, MSG } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedSql } from "../../db/prepared.ts";
import { MAX_EVENT_IDS, notifyExpression } from "../../lib/events.ts";
import { badRequest } from "../../lib/http.ts";
import { lockOpenOrder } from "./order-tx.ts";

/**
 * A line on the production ticket: item name, units, `custom_menu` as the wire reads it (the options,
 * then the note: domain `customMenuText`) and the options themselves (prices per unit, minor units).
 */
export interface SentLine {
  m_produk_nama: string;
  qty: number;
  custom_menu: string;
  options: LineOption[];
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

/** A status-0 line as the send reads it (json of the send's statement). */
interface ProductionLine {
  name: string;
  qty: number;
  sent_qty: number;
  custom_menu: string;
  options: LineOption[];
}

/**
 * Sends an order's new units to the kitchen, in one transaction with the order row locked:
 * per status-0 line, qty − sent_qty new dishes (menu type, category, the station cooking the
 * category, the line's note and its options; `is_additional` when the order already had dishes); then every status-0
 * line gets sent_qty = qty and every line production_status 1. With `onlyLineIds`, only those lines
 * are read and marked (an accepted QR order sends its own lines, never the cashier's unsent ones).
 * Four round trips: begin, the order locked (a concurrent send waits here, then sees the lines
 * already sent: never cooks twice), then ONE statement run after the lock that reads the lines,
 * inserts the dishes (`insert … select` over generate_series), marks the lines and publishes the
 * `orders` and `dishes` events (`pg_notify`, the menu types' ids when at most MAX_EVENT_IDS); commit.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan`; 422 `Tambahkan menu terlebih dulu!`
 *   when the order has no status-0 line.
 */
export async function sendToProduction(
  db: Db,
  outletId: number,
  orderId: number,
  onlyLineIds?: readonly number[],
): Promise<ProductionResult> {
  return db.transaction(async (tx) => {
    const order = await lockOpenOrder(tx, orderId, outletId);
    // Built once (db/prepared.ts): the order, the outlet and the lines to send (null: all) are placeholders.
    const result = await preparedSql<{ lines: ProductionLine[] | null; dish_count: number }>(tx, "send_to_production", () => {
      const id = sql`${sql.placeholder("orderId")}::int`;
      const outlet = sql`${sql.placeholder("outletId")}::int`;
      const onlyIds = sql`${sql.placeholder("only")}::int[]`;
      const only = sql` and (${onlyIds} is null or tmp_transaction_detail_id = any(${onlyIds}))`;
      const ordersEvent = sql`json_build_object('topic', 'orders', 'orderId', ${id}, 'outletId', ${outlet})`;
      const dishesEvent = sql`json_strip_nulls(json_build_object('topic', 'dishes', 'orderId', ${id}, 'menuTypeIds',
        case when count(distinct menu_type_id) <= ${sql.raw(String(MAX_EVENT_IDS))} then json_agg(distinct menu_type_id) end, 'outletId', ${outlet}))`;
      return sql`
      with lines as (
        select l.tmp_transaction_detail_id as id, l.qty, l.sent_qty, l.custom_menu, l.options, l.m_produk_id, m.m_menu_nama as name,
          m.m_menu_m_menu_jenis_id as menu_type_id, m.m_menu_m_kategori_id as category_id, p.m_plot_produksi_id as station_id
        from tmp_transaction_detail l
        join m_menu m on m.m_menu_id = l.m_produk_id
        left join m_plot_produksi_kategori p on p.m_kategori_id = m.m_menu_m_kategori_id
        where l.tmp_transaction_id = ${id} and l.status = 0 and l.qty > 0${only}
      ), had as (
        select exists (select 1 from m_dish_status where m_dish_status_table_id = ${id}) as additional
      ), ins as (
        insert into m_dish_status (m_w_id, m_dish_status_table_id, m_dish_status_transaction_menu_id, m_dish_status_menu_id,
          m_dish_status_menu_jenis_id, m_dish_status_kategori_id, m_dish_status_plot_produksi_id, custom_menu, options, is_additional)
        select ${outlet}, ${id}, lines.id, lines.m_produk_id, lines.menu_type_id, lines.category_id, lines.station_id,
          lines.custom_menu, lines.options, had.additional
        from lines cross join had cross join lateral generate_series(1, lines.qty - lines.sent_qty) as unit
        order by lines.id, unit
        returning m_dish_status_menu_jenis_id as menu_type_id
      ), upd as (
        update tmp_transaction_detail set production_status = 1,
          sent_qty = case when status = 0 then greatest(sent_qty, qty) else sent_qty end, updated_at = now()
        where tmp_transaction_id = ${id}${only}
        returning 1
      )
      select (select json_agg(json_build_object('name', name, 'qty', qty, 'sent_qty', sent_qty, 'custom_menu', custom_menu,
          'options', options) order by id)
          from lines) as lines,
        (select count(*) from ins)::int as dish_count,
        (select count(*) from upd)::int as lines_marked,
        ${notifyExpression(ordersEvent)} as orders_notified,
        (select ${notifyExpression(dishesEvent)} from ins having count(*) > 0) as dishes_notified`;
    }).execute({ orderId: order.id, outletId, only: onlyLineIds === undefined ? null : [...onlyLineIds] });
    const row = result.rows[0];
    const lines = row?.lines ?? [];
    if (lines.length === 0) {
      throw badRequest(MSG.EMPTY_CART);
    }
    const dishCount = row?.dish_count ?? 0;
    const resend = dishCount === 0;
    const sentLine = (l: ProductionLine, qty: number): SentLine => ({
      m_produk_nama: l.name,
      qty,
      custom_menu: customMenuText(l.options, l.custom_menu),
      options: l.options,
    });
    const sent = resend
      ? lines.map((l) => sentLine(l, l.qty))
      : lines.filter((l) => l.qty > l.sent_qty).map((l) => sentLine(l, l.qty - l.sent_qty));
    return { sent, dishCount, resend };
  });
}
