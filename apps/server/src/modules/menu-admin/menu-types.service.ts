/**
 * Back office · Menu: menu types (jenis) and categories (sub-jenis) of the session's
 * outlet, and the options the menu forms choose from. Every write is one transaction: the row
 * locked (update), changed, audited (before → after) and announced (`menu` live event, so every
 * till's menu lists refetch). Names are unique per outlet by the tables' unique indexes (a race
 * ends in 409 with the name's message, never a 500).
 */
import { MENU_ADMIN_MSG } from "@waroeng/domain";
import type { CategoryBody, MenuTypeBody } from "@waroeng/domain/requests";
import { and, asc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { categories, menuItems, menuTypes, stationCategories, stations, transactionTypes } from "../../db/schema/index.ts";
import { type AuditActor, auditSave } from "../../lib/audit.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { notifyChange } from "../../lib/events.ts";
import { conflict, notFound } from "../../lib/http.ts";
import { checkChainRow } from "./chain-policy.ts";

type MenuTypeRow = typeof menuTypes.$inferSelect;

/** A category with the station cooking it (null = none). */
export interface CategoryView {
  id: number;
  name: string;
  menuTypeId: number;
  stationId: number | null;
  sortOrder: number;
}

export function presentMenuType(t: MenuTypeRow) {
  return { m_menu_jenis_id: t.id, m_menu_jenis_nama: t.name, m_menu_jenis_ambil: t.pickup, m_menu_jenis_urut: t.sortOrder };
}

export function presentCategory(c: CategoryView) {
  return {
    m_kategori_id: c.id,
    m_kategori_nama: c.name,
    m_kategori_m_menu_jenis_id: c.menuTypeId,
    m_plot_produksi_id: c.stationId,
    m_kategori_urut: c.sortOrder,
  };
}

/** Runs `work`; a unique violation of the outlet's names becomes 409 `message`. */
export async function uniqueName<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (uniqueViolation(err) !== undefined) {
      throw conflict(message);
    }
    throw err;
  }
}

/** The outlet's categories with their stations, in menu-type then category order. */
async function listCategoryViews(db: DbOrTx, outletId: number, id?: number): Promise<CategoryView[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      menuTypeId: categories.menuTypeId,
      stationId: stationCategories.stationId,
      sortOrder: categories.sortOrder,
    })
    .from(categories)
    .innerJoin(menuTypes, eq(menuTypes.id, categories.menuTypeId))
    .leftJoin(stationCategories, eq(stationCategories.categoryId, categories.id))
    .where(and(eq(categories.outletId, outletId), ...(id ? [eq(categories.id, id)] : [])))
    .orderBy(asc(menuTypes.sortOrder), asc(categories.sortOrder), asc(categories.id));
}

/** GET /admin/menu-options: menu types, categories, stations and transaction types. */
export async function menuOptions(db: DbOrTx, outletId: number) {
  const [types, cats, stationRows, ttypes] = await Promise.all([
    db.select().from(menuTypes).where(eq(menuTypes.outletId, outletId)).orderBy(asc(menuTypes.sortOrder), asc(menuTypes.id)),
    listCategoryViews(db, outletId),
    db.select().from(stations).where(eq(stations.outletId, outletId)).orderBy(asc(stations.id)),
    db.select().from(transactionTypes).orderBy(asc(transactionTypes.id)),
  ]);
  return {
    menu_types: types.map(presentMenuType),
    categories: cats.map(presentCategory),
    stations: stationRows.map((s) => ({ m_plot_produksi_id: s.id, m_plot_produksi_nama: s.name })),
    transaction_types: ttypes.map((t) => ({ m_t_t_id: t.id, m_t_t_name: t.name })),
  };
}

/** Creates (`id` undefined) or updates a menu type of the actor's outlet. @throws 404 another outlet's id, 409 name taken. */
export async function saveMenuType(db: Db, actor: AuditActor, id: number | undefined, body: MenuTypeBody): Promise<MenuTypeRow> {
  const values = { name: body.m_menu_jenis_nama, pickup: body.m_menu_jenis_ambil, sortOrder: body.m_menu_jenis_urut };
  return uniqueName(MENU_ADMIN_MSG.TYPE_NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      let before: MenuTypeRow | undefined;
      if (id !== undefined) {
        [before] = await tx
          .select()
          .from(menuTypes)
          .where(and(eq(menuTypes.id, id), eq(menuTypes.outletId, actor.outletId)))
          .for("update");
        if (!before) {
          throw notFound(MENU_ADMIN_MSG.TYPE_NOT_FOUND);
        }
      }
      const [after] = before
        ? await tx.update(menuTypes).set(values).where(eq(menuTypes.id, before.id)).returning()
        : await tx
            .insert(menuTypes)
            .values({ outletId: actor.outletId, ...values })
            .returning();
      if (!after) {
        throw notFound(MENU_ADMIN_MSG.TYPE_NOT_FOUND);
      }
      await auditSave(tx, actor, "menu_type", after.id, before, after, presentMenuType);
      await notifyChange(tx, actor.outletId, { topic: "menu", menuTypeIds: [after.id] });
      return after;
    }),
  );
}

/** A station of the outlet, or 404 (null/undefined: none). */
async function checkStation(tx: DbOrTx, outletId: number, stationId: number | undefined): Promise<void> {
  if (stationId === undefined) {
    return;
  }
  const [row] = await tx
    .select({ id: stations.id })
    .from(stations)
    .where(and(eq(stations.id, stationId), eq(stations.outletId, outletId)));
  if (!row) {
    throw notFound(MENU_ADMIN_MSG.STATION_NOT_FOUND);
  }
}

/**
 * Creates or updates a category of the actor's outlet: its menu type (the outlet's; its items move
 * with it), its station (the outlet's, or none), name, order. @throws 404 foreign ids, 409 name taken.
 */
export async function saveCategory(db: Db, actor: AuditActor, id: number | undefined, body: CategoryBody): Promise<CategoryView> {
  const { outletId } = actor;
  return uniqueName(MENU_ADMIN_MSG.CATEGORY_NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const [type] = await tx
        .select({ id: menuTypes.id })
        .from(menuTypes)
        .where(and(eq(menuTypes.id, body.m_kategori_m_menu_jenis_id), eq(menuTypes.outletId, outletId)));
      if (!type) {
        throw notFound(MENU_ADMIN_MSG.TYPE_NOT_FOUND);
      }
      await checkStation(tx, outletId, body.m_plot_produksi_id);
      let before: CategoryView | undefined;
      if (id !== undefined) {
        await tx
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.id, id), eq(categories.outletId, outletId)))
          .for("update");
        [before] = await listCategoryViews(tx, outletId, id);
        if (!before) {
          throw notFound(MENU_ADMIN_MSG.CATEGORY_NOT_FOUND);
        }
        await checkChainRow(
          tx,
          "m_kategori",
          { m_kategori_id: id },
          { m_kategori_nama: body.m_kategori_nama, m_kategori_urut: body.m_kategori_urut },
        );
      }
      const values = { name: body.m_kategori_nama, menuTypeId: type.id, sortOrder: body.m_kategori_urut };
      const [row] = before
        ? await tx.update(categories).set(values).where(eq(categories.id, before.id)).returning({ id: categories.id })
        : await tx
            .insert(categories)
            .values({ outletId, ...values })
            .returning({ id: categories.id });
      if (!row) {
        throw notFound(MENU_ADMIN_MSG.CATEGORY_NOT_FOUND);
      }
      if (before && before.menuTypeId !== type.id) {
        await tx.update(menuItems).set({ menuTypeId: type.id }).where(eq(menuItems.categoryId, row.id));
      }
      await tx.delete(stationCategories).where(eq(stationCategories.categoryId, row.id));
      if (body.m_plot_produksi_id !== undefined) {
        await tx.insert(stationCategories).values({ stationId: body.m_plot_produksi_id, categoryId: row.id });
      }
      const [after] = await listCategoryViews(tx, outletId, row.id);
      if (!after) {
        throw notFound(MENU_ADMIN_MSG.CATEGORY_NOT_FOUND);
      }
      await auditSave(tx, actor, "category", after.id, before, after, presentCategory);
      const touched = [...new Set([type.id, ...(before ? [before.menuTypeId] : [])])];
      await notifyChange(tx, outletId, { topic: "menu", menuTypeIds: touched });
      return after;
    }),
  );
}
