/**
 * Back office · Menu items: list, create, update, archive / restore, delete. A price is
 * stored per transaction type (`m_menu_harga`, minor units), with the item's base price
 * (`m_menu.m_menu_harga`) for any type without a row: exactly how the till reads it
 * (menu/menu.service.ts `priceFor`, `listMenuItems`). Always the session's outlet: the category and
 * the item must be the outlet's, the transaction types must exist. Every write is one transaction
 * (item row locked on update), audited before → after (money in the outlet's major unit, as the
 * screen shows it) and announced with a `menu` live event, so an open till shows the new price or
 * item at once. An item with history (order lines, bills, dishes, stock, waste) cannot be deleted —
 * its foreign keys refuse — and is archived instead.
 */
import { type Currency, currencyFromOutlet, MENU_ADMIN_MSG, toWireMoney } from "@waroeng/domain";
import type { MenuItemBody } from "@waroeng/domain/requests";
import { and, asc, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { categories, menuItems, menuPrices, outlets, stationCategories, transactionTypes } from "../../db/schema/index.ts";
import { type AuditActor, writeAudit } from "../../lib/audit.ts";
import { notifyChange } from "../../lib/events.ts";
import { ApiError, conflict, notFound } from "../../lib/http.ts";
import { photoVersion } from "../menu/menu-photo.sql.ts";
import { checkChainDelete, checkChainPolicy } from "./chain-policy.ts";
import { uniqueName } from "./menu-types.service.ts";

/** An item as the back office shows it: its row, category name, station and own prices (minor units). */
export interface AdminItemView {
  row: typeof menuItems.$inferSelect;
  categoryName: string;
  stationId: number | null;
  prices: Array<{ typeId: number; price: number }>;
  /** Its photo's version (epoch ms), null = none. */
  photoVersion: number | null;
}

/** The wire view (money stays minor units here: the money plugin converts `wireMoney` fields). */
export function presentAdminItem(v: AdminItemView) {
  return {
    m_menu_id: v.row.id,
    m_menu_nama: v.row.name,
    m_menu_m_menu_jenis_id: v.row.menuTypeId,
    m_menu_m_kategori_id: v.row.categoryId,
    m_kategori_nama: v.categoryName,
    m_plot_produksi_id: v.stationId,
    m_menu_harga: v.row.price,
    harga: v.prices.map((p) => ({ m_t_t_id: p.typeId, m_menu_harga_nominal: p.price })),
    m_menu_tax: v.row.taxable,
    m_menu_sc: v.row.serviceCharged,
    m_menu_qr: v.row.qr,
    m_menu_active: v.row.active,
    m_menu_urut: v.row.sortOrder,
    archived: v.row.archivedAt !== null,
    photo_version: v.photoVersion,
  };
}

/** The audit snapshot of an item: the wire view with money in the outlet's major unit. */
function auditItem(v: AdminItemView, currency: Currency): Record<string, unknown> {
  const { photo_version: _photo, ...w } = presentAdminItem(v); // the photo has its own audit rows
  return {
    ...w,
    m_menu_harga: toWireMoney(w.m_menu_harga, currency),
    harga: w.harga.map((p) => ({ ...p, m_menu_harga_nominal: toWireMoney(p.m_menu_harga_nominal, currency) })),
  };
}

/** The outlet's currency (for audit snapshots). */
export async function outletCurrency(db: DbOrTx, outletId: number): Promise<Currency> {
  const [row] = await db.select({ currency: outlets.currency }).from(outlets).where(eq(outlets.id, outletId));
  return currencyFromOutlet(row?.currency);
}

/**
 * Items of the outlet in display order with their prices. `filter.ids`: only these; `search`: name
 * contains (case-insensitive); `archived`: archived items only (else the others).
 */
export async function listAdminItems(
  db: DbOrTx,
  outletId: number,
  filter: { ids?: number[]; search?: string; archived?: boolean },
): Promise<AdminItemView[]> {
  const where: SQL[] = [eq(menuItems.outletId, outletId)];
  if (filter.ids) {
    where.push(inArray(menuItems.id, filter.ids));
  } else {
    where.push(filter.archived ? isNotNull(menuItems.archivedAt) : isNull(menuItems.archivedAt));
  }
  if (filter.search) {
    where.push(ilike(menuItems.name, `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  }
  const rows = await db
    .select({
      row: menuItems,
      categoryName: categories.name,
      stationId: stationCategories.stationId,
      prices: sql<
        Array<{ typeId: number; price: number }>
      >`coalesce((select json_agg(json_build_object('typeId', p.m_t_t_id, 'price', p.m_menu_harga_nominal) order by p.m_t_t_id) from ${menuPrices} p where p.m_menu_id = ${menuItems.id}), '[]'::json)`,
      photoVersion: photoVersion,
    })
    .from(menuItems)
    .innerJoin(categories, eq(categories.id, menuItems.categoryId))
    .leftJoin(stationCategories, eq(stationCategories.categoryId, menuItems.categoryId))
    .where(and(...where))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id))
    .limit(2000);
  return rows;
}

/** One item of the outlet. @throws 404 when unknown or another outlet's. */
async function readItem(db: DbOrTx, outletId: number, id: number): Promise<AdminItemView> {
  const [view] = await listAdminItems(db, outletId, { ids: [id] });
  if (!view) {
    throw notFound(MENU_ADMIN_MSG.MENU_NOT_FOUND);
  }
  return view;
}

/** The outlet's category (with its menu type). @throws 404 unknown or another outlet's. */
async function outletCategory(db: DbOrTx, outletId: number, id: number) {
  const [row] = await db
    .select({ id: categories.id, menuTypeId: categories.menuTypeId })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.outletId, outletId)));
  if (!row) {
    throw notFound(MENU_ADMIN_MSG.CATEGORY_NOT_FOUND);
  }
  return row;
}

/** Refuses a price for a transaction type that does not exist (422). */
export async function checkTypes(db: DbOrTx, typeIds: number[]): Promise<void> {
  if (typeIds.length === 0) {
    return;
  }
  const rows = await db.select({ id: transactionTypes.id }).from(transactionTypes).where(inArray(transactionTypes.id, typeIds));
  if (rows.length !== new Set(typeIds).size) {
    throw new ApiError(422, MENU_ADMIN_MSG.PRICE_TYPE_INVALID, { keepStatus: true });
  }
}

/** What an item write stores (minor units; `prices` replace the item's own prices). */
export interface ItemValues {
  name: string;
  categoryId: number;
  price: number;
  prices: Array<{ typeId: number; price: number }>;
  taxable: boolean;
  serviceCharged: boolean;
  qr: boolean;
  active: boolean;
  sortOrder?: number;
}

function itemValues(body: MenuItemBody): ItemValues {
  return {
    name: body.m_menu_nama,
    categoryId: body.m_menu_m_kategori_id,
    price: body.m_menu_harga,
    prices: body.harga.map((p) => ({ typeId: p.m_t_t_id, price: p.m_menu_harga_nominal })),
    taxable: body.m_menu_tax,
    serviceCharged: body.m_menu_sc,
    qr: body.m_menu_qr,
    active: body.m_menu_active,
    sortOrder: body.m_menu_urut,
  };
}

/**
 * Writes one item inside `tx` (create when `existing` is undefined): row, own prices, audit row.
 * The caller checked the category is the outlet's (`menuTypeId` from it). @returns the item's id.
 */
export async function writeItem(
  tx: DbOrTx,
  actor: AuditActor,
  currency: Currency,
  existing: AdminItemView | undefined,
  v: ItemValues,
  menuTypeId: number,
): Promise<number> {
  const archived = existing?.row.archivedAt != null;
  const set: Partial<typeof menuItems.$inferInsert> & { name: string; categoryId: number; menuTypeId: number; price: number } = {
    name: v.name,
    categoryId: v.categoryId,
    menuTypeId,
    price: v.price,
    taxable: v.taxable,
    serviceCharged: v.serviceCharged,
    qr: v.qr,
    active: v.active && !archived,
    ...(v.sortOrder !== undefined ? { sortOrder: v.sortOrder } : {}),
  };
  if (!existing && v.sortOrder === undefined) {
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${menuItems.sortOrder}), 0)::int` })
      .from(menuItems)
      .where(eq(menuItems.outletId, actor.outletId));
    set.sortOrder = (last?.n ?? 0) + 1;
  }
  const [row] = existing
    ? await tx.update(menuItems).set(set).where(eq(menuItems.id, existing.row.id)).returning({ id: menuItems.id })
    : await tx
        .insert(menuItems)
        .values({ outletId: actor.outletId, ...set })
        .returning({ id: menuItems.id });
  if (!row) {
    throw notFound(MENU_ADMIN_MSG.MENU_NOT_FOUND);
  }
  await tx.delete(menuPrices).where(eq(menuPrices.menuItemId, row.id));
  if (v.prices.length > 0) {
    await tx.insert(menuPrices).values(v.prices.map((p) => ({ menuItemId: row.id, transactionTypeId: p.typeId, price: p.price })));
  }
  const after = await readItem(tx, actor.outletId, row.id);
  await writeAudit(tx, actor, {
    entity: "menu",
    entityId: row.id,
    action: existing ? "update" : "create",
    before: existing ? auditItem(existing, currency) : null,
    after: auditItem(after, currency),
  });
  return row.id;
}

/** The item of the outlet, locked for the change. @throws 404. */
async function lockItem(tx: DbOrTx, outletId: number, id: number): Promise<AdminItemView> {
  const [locked] = await tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.id, id), eq(menuItems.outletId, outletId)))
    .for("update");
  if (!locked) {
    throw notFound(MENU_ADMIN_MSG.MENU_NOT_FOUND);
  }
  return readItem(tx, outletId, id);
}

/**
 * POST /admin/menu (id undefined) and /admin/menu/{id}: saves the item. @throws 404 item, category
 * not the outlet's; 422 unknown transaction type; 409 name taken in the outlet.
 */
export async function saveMenuItem(db: Db, actor: AuditActor, id: number | undefined, body: MenuItemBody): Promise<AdminItemView> {
  const v = itemValues(body);
  return uniqueName(MENU_ADMIN_MSG.MENU_NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const existing = id === undefined ? undefined : await lockItem(tx, actor.outletId, id);
      const category = await outletCategory(tx, actor.outletId, v.categoryId);
      if (existing) {
        const after = {
          m_menu_nama: v.name,
          m_menu_m_kategori_id: v.categoryId,
          m_menu_m_menu_jenis_id: category.menuTypeId,
          m_menu_harga: v.price,
          m_menu_tax: v.taxable,
          m_menu_sc: v.serviceCharged,
          m_menu_qr: v.qr,
          m_menu_active: v.active && existing.row.archivedAt === null,
          ...(v.sortOrder !== undefined ? { m_menu_urut: v.sortOrder } : {}),
        };
        await checkChainPolicy(tx, existing.row.id, after, v.prices);
      }
      await checkTypes(
        tx,
        v.prices.map((p) => p.typeId),
      );
      const currency = await outletCurrency(tx, actor.outletId);
      const savedId = await writeItem(tx, actor, currency, existing, v, category.menuTypeId);
      const touched = [...new Set([category.menuTypeId, ...(existing ? [existing.row.menuTypeId] : [])])];
      await notifyChange(tx, actor.outletId, { topic: "menu", menuTypeIds: touched });
      return readItem(tx, actor.outletId, savedId);
    }),
  );
}

/** POST /admin/menu/{id}/archive: archives (off every menu, inactive) or restores (active again). */
export async function archiveMenuItem(db: Db, actor: AuditActor, id: number, archived: boolean): Promise<AdminItemView> {
  return db.transaction(async (tx) => {
    const before = await lockItem(tx, actor.outletId, id);
    await checkChainPolicy(tx, id, { m_menu_active: !archived });
    await tx
      .update(menuItems)
      .set(archived ? { archivedAt: new Date(), active: false } : { archivedAt: null, active: true })
      .where(eq(menuItems.id, id));
    const after = await readItem(tx, actor.outletId, id);
    const currency = await outletCurrency(tx, actor.outletId);
    await writeAudit(tx, actor, {
      entity: "menu",
      entityId: id,
      action: archived ? "archive" : "restore",
      before: auditItem(before, currency),
      after: auditItem(after, currency),
    });
    await notifyChange(tx, actor.outletId, { topic: "menu", menuTypeIds: [before.row.menuTypeId] });
    return after;
  });
}

/** True for a foreign-key violation (SQLSTATE 23503), through Drizzle's wrapper. */
function foreignKeyViolation(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 3 && current; depth++) {
    if ((current as { code?: unknown }).code === "23503") {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * DELETE /admin/menu/{id}: only an item without history. The row is locked, its own prices and the
 * row deleted; any row still pointing at it (order line, bill line, dish, stock, waste) makes the
 * foreign key refuse → 409 `MENU_HAS_HISTORY` and nothing changes (archive it instead).
 */
export async function deleteMenuItem(db: Db, actor: AuditActor, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await lockItem(tx, actor.outletId, id);
      await checkChainDelete(tx, id);
      await tx.delete(menuPrices).where(eq(menuPrices.menuItemId, id));
      await tx.delete(menuItems).where(eq(menuItems.id, id));
      const currency = await outletCurrency(tx, actor.outletId);
      await writeAudit(tx, actor, { entity: "menu", entityId: id, action: "delete", before: auditItem(before, currency), after: null });
      await notifyChange(tx, actor.outletId, { topic: "menu", menuTypeIds: [before.row.menuTypeId] });
    });
  } catch (err) {
    if (foreignKeyViolation(err)) {
      throw conflict(MENU_ADMIN_MSG.MENU_HAS_HISTORY);
    }
    throw err;
  }
}
