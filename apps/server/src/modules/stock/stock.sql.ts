/**
 * Today's stock as SQL pieces shared by every menu read and add-menu (docs/API.md "Stock"): the
 * business date (Asia/Jakarta, as orders use) and whether an item is sold out now.
 */
import { API_MSG, STOCK_MSG } from "@waroeng/domain";
import { type SQL, sql } from "drizzle-orm";
import { menuItems } from "../../db/schema/index.ts";
import { type ApiError, conflict } from "../../lib/http.ts";

/** Today's business date (Asia/Jakarta) in SQL. */
export const today = sql`((now() at time zone 'Asia/Jakarta')::date)`;

/**
 * True when the item (m_menu in the query) is sold out now: its standing flag (`m_menu_habis`),
 * or today's m_stock row marked sold out (Menu Habis) or counted down to 0 (Form Stok Menu).
 * Shown as `m_menu_harga_qr_status` "tidak" everywhere menus are listed; add-menu refuses it.
 */
export const soldOutNow = sql<boolean>`(${menuItems.soldOut} or exists (
  select 1 from m_stock s where s.m_menu_id = ${menuItems.id} and s.m_stock_tanggal = ${today}
    and (s.m_stock_habis or s.m_stock_sisa = 0)))`;

/**
 * Units of an item used today (Asia/Jakarta): its dishes sent today, less those cancelled before the
 * kitchen marked them ready (that portion went back to stock). `itemId` is the item's id column or value.
 * Opening stock − this = what is left (never below 0); the Form Stok Menu shows it as sold today.
 */
export function usedToday(outletId: number, itemId: SQL): SQL<number> {
  return sql<number>`(select count(*) from m_dish_status d
    where d.m_w_id = ${outletId}::int and d.m_dish_status_menu_id = ${itemId}
      and d.created_at >= (${today}::timestamp at time zone 'Asia/Jakarta')
      and not (d.is_cancelled and d.is_ready = 0))::int`;
}

/** Units left today for the item, null when not counted (or no row). */
export const leftToday = sql<number | null>`(select s.m_stock_sisa from m_stock s
  where s.m_menu_id = ${menuItems.id} and s.m_stock_tanggal = ${today})`;

/**
 * The add-menu refusal of a sold-out item (409): "Stok {menu} habis" when today's counted stock is 0,
 * else `Menu habis` (marked by hand); undefined when it may be ordered.
 */
export function soldOutRefusal(item: { name: string; soldOutNow: boolean; leftToday: number | null }): ApiError | undefined {
  if (!item.soldOutNow) {
    return undefined;
  }
  return conflict(item.leftToday === 0 ? STOCK_MSG.notEnough(item.name, 0) : API_MSG.MENU_SOLD_OUT);
}
