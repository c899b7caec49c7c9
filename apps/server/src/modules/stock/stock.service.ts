/**
 * Form Stok Menu and Menu Habis (orders §2.9, payment §2.11; the save call is "not shown": the project's
 * design, docs/API.md "Stock"). Today's stock of an item is its m_stock row for the business date
 * (Asia/Jakarta): an opening stock (null = not counted), the units left (counted down as dishes are
 * sent, by the m_dish_status trigger), and a sold-out mark set by hand. The number the form asks
 * for is the opening stock (spec: `m_stock_stock_awal`, "opening-stock input"), sold today included:
 * left = opening − sold today; the form shows both beside the input. Every change is one transaction
 * with the rows locked and sends the `stock` live event.
 */
import { API_MSG, STOCK_MSG } from "@waroeng/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { menuItems, menuTypes, stocks } from "../../db/schema/index.ts";
import { notifyChange } from "../../lib/events.ts";
import { conflict, notFound } from "../../lib/http.ts";
import { soldOutNow, today, usedToday } from "./stock.sql.ts";

/** One entry of the save: the item and its opening stock for today (null: stop counting it). */
export interface StockEntry {
  m_menu_id: number;
  m_stock_stock_awal: number | null;
}

const todayText = sql<string>`(${today})::text`;

/** Active items of the outlet (optionally one menu type) with today's stock, in display order. */
async function menusWithStock(db: DbOrTx, outletId: number, menuTypeId?: number, ids?: number[]) {
  return db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      menuTypeId: menuItems.menuTypeId,
      menuTypeName: menuTypes.name,
      standingSoldOut: menuItems.soldOut,
      opening: stocks.openingStock,
      left: stocks.remaining,
      markedSoldOut: stocks.soldOut,
      soldOutNow,
      soldToday: usedToday(outletId, sql`${menuItems.id}`),
      date: todayText,
    })
    .from(menuItems)
    .innerJoin(menuTypes, eq(menuTypes.id, menuItems.menuTypeId))
    .leftJoin(stocks, and(eq(stocks.menuItemId, menuItems.id), sql`${stocks.businessDate} = ${today}`))
    .where(
      and(
        eq(menuItems.outletId, outletId),
        eq(menuItems.active, true),
        menuTypeId ? eq(menuItems.menuTypeId, menuTypeId) : undefined,
        ids ? inArray(menuItems.id, ids) : undefined,
      ),
    )
    .orderBy(asc(menuTypes.sortOrder), asc(menuTypes.id), asc(menuItems.sortOrder), asc(menuItems.id));
}

type MenuStockRow = Awaited<ReturnType<typeof menusWithStock>>[number];

function presentStock(r: MenuStockRow) {
  return {
    m_menu_id: r.id,
    m_menu_nama: r.name,
    m_menu_m_menu_jenis_id: r.menuTypeId,
    m_stock_stock_awal: r.opening ?? null,
    m_stock_sisa: r.left ?? null,
    m_stock_terjual: r.soldToday,
    m_stock_tanggal: r.date,
    m_menu_harga_qr_status: r.soldOutNow ? "tidak" : "ya",
  };
}

function presentHabis(r: MenuStockRow) {
  return {
    m_menu_id: r.id,
    m_menu_nama: r.name,
    m_menu_m_menu_jenis_id: r.menuTypeId,
    m_menu_jenis_nama: r.menuTypeName,
    m_menu_harga_qr_status: r.soldOutNow ? "tidak" : "ya",
    m_stock_habis: r.standingSoldOut || r.markedSoldOut ? 1 : 0,
    m_stock_sisa: r.left ?? null,
  };
}

/**
 * `GET /m-menu/indexStock?m_menu_m_menu_jenis_id`: the menu types (tabs) and the active menus of one
 * type (all when omitted) with today's opening stock and units left.
 */
export async function indexStock(db: DbOrTx, outletId: number, menuTypeId: number | undefined) {
  const types = await db
    .select({ m_menu_jenis_id: menuTypes.id, m_menu_jenis_nama: menuTypes.name })
    .from(menuTypes)
    .where(eq(menuTypes.outletId, outletId))
    .orderBy(asc(menuTypes.sortOrder), asc(menuTypes.id));
  const rows = await menusWithStock(db, outletId, menuTypeId);
  return { m_menu_jenis: types, data: rows.map(presentStock) };
}

/** Locks the outlet's active items `ids` (in id order) or refuses: 404 `Menu tidak ditemukan`. */
async function lockItems(tx: DbOrTx, outletId: number, ids: number[]) {
  const found = await tx
    .select({ id: menuItems.id, menuTypeId: menuItems.menuTypeId })
    .from(menuItems)
    .where(and(inArray(menuItems.id, ids), eq(menuItems.outletId, outletId), eq(menuItems.active, true)))
    .orderBy(asc(menuItems.id))
    .for("update");
  if (found.length !== ids.length) {
    throw notFound(API_MSG.MENU_NOT_FOUND);
  }
  return found;
}

/**
 * Simpan of Form Stok Menu (`POST /m-menu/saveStock`): sets today's opening stock of each item. The
 * units left are the opening stock minus the units already used today (dishes sent today and not
 * cancelled before they were ready), never below 0; null stops counting the item (its sold-out mark
 * stays). All or nothing: an item of another outlet or inactive → 404 `Menu tidak ditemukan`; an
 * item twice → 422. The items' rows are locked in id order, so a send counting down meanwhile waits.
 * @returns the saved items as indexStock lists them.
 */
export async function saveStock(db: Db, outletId: number, userId: number, entries: StockEntry[]) {
  const ids = entries.map((e) => e.m_menu_id);
  if (new Set(ids).size !== ids.length) {
    throw conflict(STOCK_MSG.DUPLICATE_MENU);
  }
  await db.transaction(async (tx) => {
    const items = await lockItems(tx, outletId, ids);
    const values = sql.join(
      entries.map((e) => sql`(${e.m_menu_id}::int, ${e.m_stock_stock_awal}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      insert into m_stock (m_w_id, m_menu_id, m_stock_tanggal, m_stock_stock_awal, m_stock_sisa, m_stock_updated_by, updated_at)
      select ${outletId}::int, v.id, ${today}, v.awal,
        case when v.awal is null then null else greatest(v.awal - ${usedToday(outletId, sql`v.id`)}, 0) end,
        ${userId}::int, now()
      from (values ${values}) as v(id, awal)
      on conflict (m_menu_id, m_stock_tanggal) do update set m_stock_stock_awal = excluded.m_stock_stock_awal,
        m_stock_sisa = excluded.m_stock_sisa, m_stock_updated_by = excluded.m_stock_updated_by, updated_at = now()`);
    await notifyChange(tx, outletId, { topic: "stock", menuTypeIds: [...new Set(items.map((i) => i.menuTypeId))] });
  });
  return (await menusWithStock(db, outletId, undefined, ids)).map(presentStock);
}

/** `GET /m-menu/habis?m_menu_m_menu_jenis_id`: active menus with whether they are sold out now and why. */
export async function listHabis(db: DbOrTx, outletId: number, menuTypeId: number | undefined) {
  return (await menusWithStock(db, outletId, menuTypeId)).map(presentHabis);
}

/**
 * Menu Habis toggle (`POST /m-menu/set-habis`): `habis` 1 marks the item sold out for today; 0 makes it
 * available again (today's mark and a standing `m_menu_habis` both cleared). Available while today's
 * counted stock is 0 → 409 `Stok hari ini 0: isi stok di Form Stok Menu` (nothing changed).
 * @throws ApiError 404 `Menu tidak ditemukan` (unknown, inactive or another outlet's).
 */
export async function setHabis(db: Db, outletId: number, userId: number, menuId: number, habis: boolean) {
  await db.transaction(async (tx) => {
    const [item] = await lockItems(tx, outletId, [menuId]);
    const row = (
      await tx
        .select()
        .from(stocks)
        .where(and(eq(stocks.menuItemId, menuId), sql`${stocks.businessDate} = ${today}`))
        .for("update")
    )[0];
    if (!habis && row?.remaining === 0) {
      throw conflict(STOCK_MSG.STOCK_ZERO);
    }
    await tx
      .insert(stocks)
      .values({ outletId, menuItemId: menuId, businessDate: sql`${today}`, soldOut: habis, updatedBy: userId })
      .onConflictDoUpdate({
        target: [stocks.menuItemId, stocks.businessDate],
        set: { soldOut: habis, updatedBy: userId, updatedAt: sql`now()` },
      });
    if (!habis) {
      await tx.update(menuItems).set({ soldOut: false }).where(eq(menuItems.id, menuId));
    }
    await notifyChange(tx, outletId, { topic: "stock", menuTypeIds: item ? [item.menuTypeId] : [] });
  });
  const [after] = await menusWithStock(db, outletId, undefined, [menuId]);
  if (!after) {
    throw notFound(API_MSG.MENU_NOT_FOUND);
  }
  return presentHabis(after);
}
