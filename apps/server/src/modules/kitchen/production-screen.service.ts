/**
 * Layar Produksi (orders §2.8, §3 "Kitchen display detail"; docs/API.md "Production screens"): what
 * one production screen shows, and the bump of a card. A dish (not ready, not cancelled, not
 * delivered) shows on a half when its station AND its order's transaction type are plotted there;
 * dishes sent after the nota's first send go to that half's `Tambahan` (additional) column.
 */
import { API_MSG, customMenuText, type LineOption, optionsKey, PRODUCTION_MSG, SCREEN_CANCELLED_SHOWN } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { notifyExpression } from "../../lib/events.ts";
import { conflict, notFound } from "../../lib/http.ts";
import { typeLabel } from "../dishes/dish.presenter.ts";
import { presentSide, type Side } from "./plotting.service.ts";

type QueuedRow = {
  id: number;
  menu_id: number;
  menu_type_id: number;
  station_id: number;
  is_ready: number;
  is_additional: boolean;
  custom_menu: string;
  options: LineOption[];
  created_at: string;
  updated_at: string;
  menu_name: string;
  order_id: number;
  note_number: string;
  customer: string;
  order_time: string;
  type_id: number;
  type_name: string;
  side: Side;
  table_ids: number[];
};

/** The screen with its plotting and the names it is shown with (one statement). */
type ScreenHead = {
  id: number;
  name: string;
  sides: Array<{ side: Side; stationIds: number[]; typeIds: number[] }>;
  stations: Array<[number, string]>;
  types: Array<[number, string]>;
  menu_types: number[];
};

const iso = (v: string | Date) => new Date(v).toISOString();

function presentQueued(r: QueuedRow) {
  return {
    id: r.id,
    m_dish_status_id: r.id,
    m_dish_status_menu_id: r.menu_id,
    m_dish_status_menu_jenis_id: r.menu_type_id,
    m_dish_status_plot_produksi_id: r.station_id,
    is_ready: r.is_ready,
    is_additional: r.is_additional ? 1 : 0,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    menu_detail: {
      m_transaction_table_id: r.order_id,
      m_transaction_table_table_list: r.table_ids,
      m_transaction_table_note_number: r.note_number,
      m_transaction_table_customer_name: r.customer,
      name: typeLabel(r.type_name),
      m_t_t_id: r.type_id,
      m_transaction_table_order_time: iso(r.order_time),
      m_transaction_menu_custom_menu: customMenuText(r.options, r.custom_menu),
      options: r.options,
      custom_note: r.custom_menu,
    },
  };
}

/**
 * Rows (oldest first) grouped per menu and options (dishes of one item with other options are another
 * entry: never counted as one), entries in the order of their oldest dish.
 */
function queueOf(rows: QueuedRow[]) {
  const byVariant = new Map<string, QueuedRow[]>();
  for (const r of rows) {
    const key = `${r.menu_id}|${optionsKey(r.options)}`;
    const list = byVariant.get(key) ?? [];
    list.push(r);
    byVariant.set(key, list);
  }
  return [...byVariant.values()].map((list) => {
    const head = list[0] as QueuedRow;
    return {
      id: head.menu_id,
      m_menu_nama: head.menu_name,
      options: head.options,
      count: list.length,
      oldest_at: iso(head.created_at),
      m_dish_status: list.map(presentQueued),
    };
  });
}

/**
 * The production screen `screenId` of the outlet (GET /m-layar-produksi/detail-screen/{layarId}):
 * its halves' plotting, the queue and `Tambahan` of each half (menus with their waiting dishes,
 * oldest first, one entry per menu and options), today's cancelled dishes it would have shown (newest first, at most
 * SCREEN_CANCELLED_SHOWN), and the menu types its stations cook. Three statements run at once, the dish
 * ones reading only the dishes still on the screens (partial indexes): the cost does not grow with history.
 * @throws ApiError 404 `Layar produksi tidak ditemukan` (unknown or another outlet's screen).
 */
export async function screenDetail(db: DbOrTx, outletId: number, screenId: number) {
  const plotted = sql`join m_plotting p on p.m_layar_produksi_id = ${screenId}::int
      and d.m_dish_status_plot_produksi_id = any(p.m_plotting_type_plot_produksi_id)
    join tmp_transaction o on o.tmp_transaction_id = d.m_dish_status_table_id
      and o.tmp_transaction_m_t_t_id = any(p.m_plotting_type_transaction_id)
    join m_menu m on m.m_menu_id = d.m_dish_status_menu_id`;
  // Three statements at once (one round trip of latency): the screen with its plotting and the names
  // it is shown with, the waiting dishes, today's cancelled ones. Dishes are always the outlet's
  // (d.m_w_id); another outlet's screen finds no row in the first and is refused.
  const [head, queued, cancelled] = await Promise.all([
    db.execute<ScreenHead>(sql`
      select l.id, l.layar_name as name,
        coalesce((select json_agg(json_build_object('side', p.side, 'stationIds', p.m_plotting_type_plot_produksi_id,
          'typeIds', p.m_plotting_type_transaction_id)) from m_plotting p where p.m_layar_produksi_id = l.id), '[]') as sides,
        coalesce((select json_agg(json_build_array(s.m_plot_produksi_id, s.m_plot_produksi_nama))
          from m_plot_produksi s where s.m_w_id = l.m_w_id), '[]') as stations,
        coalesce((select json_agg(json_build_array(t.m_t_t_id, t.m_t_t_name)) from m_transaction_type t), '[]') as types,
        coalesce((select json_agg(distinct c.m_kategori_m_menu_jenis_id)
          from m_plotting p
          join m_plot_produksi_kategori k on k.m_plot_produksi_id = any(p.m_plotting_type_plot_produksi_id)
          join m_kategori c on c.m_kategori_id = k.m_kategori_id
          where p.m_layar_produksi_id = l.id), '[]') as menu_types
      from m_layar_produksi l where l.id = ${screenId}::int and l.m_w_id = ${outletId}::int`),
    db.execute<QueuedRow>(sql`
      select d.m_dish_status_id as id, d.m_dish_status_menu_id as menu_id, d.m_dish_status_menu_jenis_id as menu_type_id,
        d.m_dish_status_plot_produksi_id as station_id, d.is_ready, d.is_additional, d.custom_menu, d.options, d.created_at, d.updated_at,
        m.m_menu_nama as menu_name, o.tmp_transaction_id as order_id, o.tmp_transaction_note_number as note_number,
        o.tmp_transaction_customer_name as customer, o.tmp_transaction_order_time as order_time,
        o.tmp_transaction_m_t_t_id as type_id, t.m_t_t_name as type_name, p.side,
        coalesce((select array_agg(tm.m_meja_id order by (tm.m_meja_id = o.tmp_transaction_m_meja_id) desc, mm.m_meja_urut, tm.m_meja_id)
          from tmp_transaction_meja tm join m_meja mm on mm.m_meja_id = tm.m_meja_id where tm.tmp_transaction_id = o.tmp_transaction_id),
          array_remove(array[o.tmp_transaction_m_meja_id], null)) as table_ids
      from m_dish_status d ${plotted}
      join m_transaction_type t on t.m_t_t_id = o.tmp_transaction_m_t_t_id
      where d.m_w_id = ${outletId}::int and (d.is_cancelled = false and d.delivered_at is null) and d.is_ready = 0
      order by d.created_at, d.m_dish_status_id`),
    db.execute<{ id: number; menu_name: string; options: LineOption[]; note_number: string; updated_at: string }>(sql`
      select d.m_dish_status_id as id, m.m_menu_nama as menu_name, d.options, o.tmp_transaction_note_number as note_number, d.updated_at
      from m_dish_status d ${plotted}
      where d.m_w_id = ${outletId}::int and d.is_cancelled = true
        and d.updated_at >= (date_trunc('day', now() at time zone 'Asia/Jakarta') at time zone 'Asia/Jakarta')
      order by d.updated_at desc, d.m_dish_status_id desc
      limit ${SCREEN_CANCELLED_SHOWN}::int`),
  ]);
  const screen = head.rows[0];
  if (!screen) {
    throw notFound(PRODUCTION_MSG.SCREEN_NOT_FOUND);
  }
  const names = {
    stations: new Map(screen.stations),
    types: new Map(screen.types.map(([id, name]) => [id, typeLabel(name)] as const)),
  };
  const sides = new Map(screen.sides.map((p) => [p.side, { stationIds: p.stationIds, typeIds: p.typeIds }] as const));
  const rows = queued.rows;
  const part = (side: Side, additional: boolean) => queueOf(rows.filter((r) => r.side === side && r.is_additional === additional));
  return {
    id: screen.id,
    layar_name: screen.name,
    left: presentSide("left", sides.get("left"), names),
    right: presentSide("right", sides.get("right"), names),
    left_queue: part("left", false),
    right_queue: part("right", false),
    left_additional: part("left", true),
    right_additional: part("right", true),
    cancelled: cancelled.rows.map((r) => ({
      id: r.id,
      m_menu_nama: r.menu_name,
      options: r.options,
      m_transaction_table_note_number: r.note_number,
      updated_at: iso(r.updated_at),
    })),
    m_menu_jenis_ids: [...screen.menu_types].sort((a, b) => a - b),
  };
}

/**
 * The bump's mark on the dishes it turned ready: their `updated_at` in microseconds since the epoch,
 * as text (the statement's `now()`, the same for every dish of one bump). A dish still carrying it
 * has not changed since that bump.
 */
const bumpMark = (column: string) => sql.raw(`(floor(extract(epoch from ${column}) * 1000000)::bigint)::text`);

/**
 * Tap-to-bump (POST /m-dish-status/bump): marks every dish of a production card ready, as
 * set-ready does each (orders §4): all or nothing, in one statement that locks the dishes, and
 * publishes one `dishes` event (their ids, order none: a card spans notas). Already ready dishes
 * stay as they are.
 * @returns the dish ids, how many are ready now, the ids this bump turned ready (`bumped`) and the
 *   `undo_token` that lets undoBump take back exactly those.
 * @throws ApiError 404 `Menu tidak ditemukan` when an id is unknown or another outlet's; 409 `Menu
 *   sudah dibatalkan` when one is cancelled. Nothing changes then.
 */
export async function bumpDishes(db: Db, outletId: number, ids: number[]) {
  const idList = sql`${`{${ids.join(",")}}`}::int[]`;
  const event = sql`json_build_object('topic', 'dishes', 'dishIds', (select json_agg(id order by id) from upd),
    'menuTypeIds', (select json_agg(distinct menu_type_id) from upd), 'outletId', ${outletId}::int)`;
  // One statement: atomic on its own (no transaction round trips); the dishes are locked by `for update`.
  const result = await db.execute<{ found: number; cancelled: number; ready: number; bumped: number[] | null; token: string }>(sql`
      with target as (
        select m_dish_status_id as id, is_cancelled from m_dish_status
        where m_dish_status_id = any(${idList}) and m_w_id = ${outletId}::int
        for update
      ), ok as (
        select (select count(*) from target) = cardinality(${idList}) and not exists (select 1 from target where is_cancelled) as ok
      ), upd as (
        update m_dish_status set is_ready = 1, updated_at = now()
        where m_dish_status_id in (select id from target) and is_ready = 0 and (select ok from ok)
        returning m_dish_status_id as id, m_dish_status_menu_jenis_id as menu_type_id
      )
      select (select count(*) from target)::int as found,
        (select count(*) from target where is_cancelled)::int as cancelled,
        (select count(*) from target)::int as ready,
        (select json_agg(id order by id) from upd) as bumped,
        ${bumpMark("now()")} as token,
        (select ${notifyExpression(event)} where (select ok from ok) and exists (select 1 from upd)) as notified`);
  const row = result.rows[0];
  if (!row || row.found < ids.length) {
    throw notFound(API_MSG.MENU_NOT_FOUND);
  }
  if (row.cancelled > 0) {
    throw conflict(API_MSG.DISH_CANCELLED);
  }
  return { m_dish_status_id: ids, ready: row.ready, bumped: row.bumped ?? [], undo_token: row.token };
}

/**
 * Undo of a bump (POST /m-dish-status/bump/undo), the kitchen's "Batalkan" after Siap semua: the
 * dishes `ids` (the bump's `bumped`) go back to not ready, but only those that bump turned ready
 * and nothing changed since — still ready, not served, not delivered, not cancelled, and still
 * carrying the bump's `token` (their `updated_at`). A dish served, un-readied or readied again in
 * between keeps its state. One statement with the dishes locked; one `dishes` event when any changed.
 * @returns `m_dish_status_id`: the dishes now back to not ready; `kept`: the others of `ids`.
 * @throws ApiError 404 `Menu tidak ditemukan` when an id is unknown or another outlet's (nothing changes).
 */
export async function undoBump(db: Db, outletId: number, ids: number[], token: string) {
  const idList = sql`${`{${ids.join(",")}}`}::int[]`;
  const event = sql`json_build_object('topic', 'dishes', 'dishIds', (select json_agg(id order by id) from upd),
    'menuTypeIds', (select json_agg(distinct menu_type_id) from upd), 'outletId', ${outletId}::int)`;
  const result = await db.execute<{ found: number; undone: number[] | null }>(sql`
      with target as (
        select m_dish_status_id as id from m_dish_status
        where m_dish_status_id = any(${idList}) and m_w_id = ${outletId}::int
        for update
      ), upd as (
        update m_dish_status set is_ready = 0, updated_at = now()
        where m_dish_status_id in (select id from target)
          and (select count(*) from target) = cardinality(${idList})
          and is_ready = 1 and is_served = 0 and is_cancelled = false and delivered_at is null
          and ${bumpMark("updated_at")} = ${token}
        returning m_dish_status_id as id, m_dish_status_menu_jenis_id as menu_type_id
      )
      select (select count(*) from target)::int as found,
        (select json_agg(id order by id) from upd) as undone,
        (select ${notifyExpression(event)} where exists (select 1 from upd)) as notified`);
  const row = result.rows[0];
  if (!row || row.found < ids.length) {
    throw notFound(API_MSG.MENU_NOT_FOUND);
  }
  const undone = row.undone ?? [];
  return { m_dish_status_id: undone, kept: ids.filter((id) => !undone.includes(id)) };
}
