/**
 * Gagal Proses, the waste log (docs/API.md "Stock"): each dish unit cancelled (batal) or replaced
 * (ganti, Ganti Baru) after it reached the kitchen is logged with its line's reason, who and when.
 * A cancelled dish the kitchen had not marked ready goes back to today's counted stock (the portion
 * was not used); a ready one was cooked: it is wasted and the stock stays down. A replacement takes
 * a new unit from the stock (the insert trigger), the replaced one does not come back.
 */
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { menuItems, users, wasteLog } from "../../db/schema/index.ts";
import { notifyChange } from "../../lib/events.ts";
import { today } from "./stock.sql.ts";

export type WasteKind = "batal" | "ganti";

/**
 * Logs `dishIds` (dishes of the outlet, already pointing at the cancelled / replaced line whose
 * reason they take) as waste of `kind` by `by`, in the caller's transaction; for `batal`, the units
 * not ready return to today's stock (rows locked in item order), marked `stock_returned`.
 * `reason` replaces the lines' own (e.g. an order deleted whole). Two statements whatever the number of dishes.
 */
export async function logWaste(
  tx: DbOrTx,
  outletId: number,
  dishIds: number[],
  kind: WasteKind,
  by: number | null,
  reason?: string,
): Promise<void> {
  if (dishIds.length === 0) {
    return;
  }
  const ids = sql`${`{${dishIds.join(",")}}`}::int[]`;
  const back = kind === "batal" ? sql`d.is_ready = 0 and (d.created_at at time zone 'Asia/Jakarta')::date = ${today}` : sql`false`;
  const logged = await tx.execute<{ stock_returned: number; menu_type_id: number }>(sql`
    with d as (
      select d.m_dish_status_id, d.m_dish_status_menu_id as menu_id, d.m_dish_status_table_id as order_id, d.is_ready,
        d.created_at, coalesce(${reason ?? null}::text, l.reasone_approve) as reason, o.tmp_transaction_note_number as note
      from m_dish_status d
      join tmp_transaction_detail l on l.tmp_transaction_detail_id = d.m_dish_status_transaction_menu_id
      join tmp_transaction o on o.tmp_transaction_id = d.m_dish_status_table_id
      where d.m_w_id = ${outletId}::int and d.m_dish_status_id = any(${ids})
    ), locked as (
      select s.m_stock_id from m_stock s
      where s.m_stock_tanggal = ${today} and s.m_stock_sisa is not null and s.m_menu_id in (select menu_id from d where ${back})
      order by s.m_menu_id for update
    ), ret as (
      update m_stock s set m_stock_sisa = least(s.m_stock_sisa + r.n, s.m_stock_stock_awal), updated_at = now()
      from (select menu_id, count(*)::int as n from d where ${back} group by menu_id) r
      where s.m_stock_id in (select m_stock_id from locked) and s.m_menu_id = r.menu_id
      returning s.m_menu_id
    )
    insert into m_gagal_proses (m_w_id, m_dish_status_id, tmp_transaction_id, m_transaction_table_note_number, m_menu_id,
      m_gagal_proses_jenis, m_gagal_proses_alasan, is_ready, stock_returned, m_gagal_proses_by)
    select ${outletId}::int, d.m_dish_status_id, d.order_id, d.note, d.menu_id, ${kind}, d.reason, d.is_ready,
      case when ${back} and d.menu_id in (select m_menu_id from ret) then 1 else 0 end, ${by}::int
    from d order by d.m_dish_status_id
    returning stock_returned, (select m_menu_m_menu_jenis_id from m_menu where m_menu_id = m_gagal_proses.m_menu_id) as menu_type_id`);
  const returned = logged.rows.filter((r) => r.stock_returned === 1);
  if (returned.length > 0) {
    await notifyChange(tx, outletId, { topic: "stock", menuTypeIds: [...new Set(returned.map((r) => r.menu_type_id))] });
  }
}

/**
 * The waste log of one business date (Asia/Jakarta), newest first, with the menu's and the user's
 * names. `wasted`: units that were ready (cooked) when cancelled or replaced.
 */
export async function wasteOfDay(db: DbOrTx, outletId: number, date: string) {
  const start = sql`(${date}::date::timestamp at time zone 'Asia/Jakarta')`;
  const end = sql`((${date}::date + 1)::timestamp at time zone 'Asia/Jakarta')`;
  const rows = await db
    .select({ log: wasteLog, menuName: menuItems.name, userName: users.name })
    .from(wasteLog)
    .innerJoin(menuItems, eq(menuItems.id, wasteLog.menuItemId))
    .leftJoin(users, eq(users.id, wasteLog.userId))
    .where(and(eq(wasteLog.outletId, outletId), gte(wasteLog.createdAt, start), lt(wasteLog.createdAt, end)))
    .orderBy(desc(wasteLog.createdAt), desc(wasteLog.id));
  return {
    tanggal: date,
    total: rows.length,
    wasted: rows.filter((r) => r.log.wasReady === 1).length,
    data: rows.map(({ log, menuName, userName }) => ({
      m_gagal_proses_id: log.id,
      m_dish_status_id: log.dishId,
      m_menu_id: log.menuItemId,
      m_menu_nama: menuName,
      m_transaction_table_id: log.orderId,
      m_transaction_table_note_number: log.noteNumber,
      jenis: log.kind as WasteKind,
      alasan: log.reason,
      is_ready: log.wasReady,
      stock_returned: log.stockReturned,
      user_name: userName ?? null,
      created_at: log.createdAt.toISOString(),
    })),
  };
}
