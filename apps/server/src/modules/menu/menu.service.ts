/**
 * Menu reads (orders §3, §7; payment §7, §9): menu types, categories and active menu items with the
 * price for an order's transaction type. A price is the item's `m_menu_harga` row for the type,
 * falling back to the item's default price (`m_menu.m_menu_harga`); money in integer minor units.
 * Without an order the dine-in price is shown. Every read is scoped by the session's outlet.
 */
import { API_MSG, MSG, type OptionGroupRule, TRANSACTION_TYPE } from "@waroeng/domain";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { categories, menuItems, menuPrices, menuTypes, orders } from "../../db/schema/index.ts";
import { notFound } from "../../lib/http.ts";
import { soldOutNow } from "../stock/stock.sql.ts";
import { photoVersion } from "./menu-photo.sql.ts";
import { optionGroupsJson, toOptionGroupRules } from "./option-groups.sql.ts";

/** Shown for an unknown category, or another outlet's. */
const CATEGORY_NOT_FOUND = API_MSG.CATEGORY_NOT_FOUND;

/** Menu type tag of an item (payment §9 "Menu type tags from sub-category names"). */
export type MenuTag = "hot" | "Ice" | "juice" | "bakar" | "Normal";

/** Checked in order; whole words, case-insensitive. "jus" is the Indonesian spelling of juice. */
const TAG_RULES: ReadonlyArray<[RegExp, MenuTag]> = [
  [/\bpanas\b|\bbakar\s+pedas\b/i, "hot"],
  [/\bes\b/i, "Ice"],
  [/\bjuice\b|\bjus\b/i, "juice"],
  [/\bbakar\b|\btumis\b/i, "bakar"],
];

/**
 * The tag of a category (sub-category) name: panas or bakar pedas → hot; es → Ice; juice (or jus)
 * → juice; bakar or tumis → bakar; anything else Normal. Words are matched whole, so "Dessert" is Normal.
 * @example menuTypeTag("Es"); // "Ice"
 */
export function menuTypeTag(categoryName: string): MenuTag {
  return TAG_RULES.find(([re]) => re.test(categoryName))?.[1] ?? "Normal";
}

/**
 * The price of a menu item for a transaction type: its `m_menu_harga` row for that type, else the
 * item's default price. Not outlet-scoped: the caller has already scoped the item.
 * @param menuItemId - `m_menu_id`; @param transactionTypeId - `m_t_t_id` (1 dine in, 2 take away, …).
 * @returns the price in minor units, or null when the item does not exist.
 */
export async function priceFor(db: DbOrTx, menuItemId: number, transactionTypeId: number): Promise<number | null> {
  const rows = await db
    .select({ price: sql<number>`coalesce(${menuPrices.price}, ${menuItems.price})` })
    .from(menuItems)
    .leftJoin(menuPrices, and(eq(menuPrices.menuItemId, menuItems.id), eq(menuPrices.transactionTypeId, transactionTypeId)))
    .where(eq(menuItems.id, menuItemId))
    .limit(1);
  return rows[0]?.price ?? null;
}

/**
 * The transaction type whose prices to show: the order's type when `transactionId` is given, else dine in.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` when the order is not of this outlet.
 */
export async function pricingTransactionType(db: DbOrTx, outletId: number, transactionId: number | undefined): Promise<number> {
  if (transactionId === undefined) {
    return TRANSACTION_TYPE.DINE_IN;
  }
  const rows = await db
    .select({ typeId: orders.transactionTypeId })
    .from(orders)
    .where(and(eq(orders.id, transactionId), eq(orders.outletId, outletId)))
    .limit(1);
  const row = rows[0];
  if (!row) {
    throw notFound(MSG.TRANSACTION_NOT_FOUND);
  }
  return row.typeId;
}

/**
 * Menu types of the outlet in display order.
 * @param pickup - optional "makan" | "minum": only the types served on that pickup screen.
 */
export async function listMenuTypes(db: DbOrTx, outletId: number, pickup?: string): Promise<Array<typeof menuTypes.$inferSelect>> {
  const where = [eq(menuTypes.outletId, outletId), ...(pickup ? [eq(menuTypes.pickup, pickup)] : [])];
  return db
    .select()
    .from(menuTypes)
    .where(and(...where))
    .orderBy(asc(menuTypes.sortOrder), asc(menuTypes.id));
}

/** Categories of the outlet (optionally of one menu type), ordered by menu type then category order. */
export async function listCategories(db: DbOrTx, outletId: number, menuTypeId?: number): Promise<Array<typeof categories.$inferSelect>> {
  const where = [eq(categories.outletId, outletId), ...(menuTypeId ? [eq(categories.menuTypeId, menuTypeId)] : [])];
  return db
    .select({ category: categories })
    .from(categories)
    .innerJoin(menuTypes, eq(menuTypes.id, categories.menuTypeId))
    .where(and(...where))
    .orderBy(asc(menuTypes.sortOrder), asc(categories.sortOrder), asc(categories.id))
    .then((rows) => rows.map((r) => r.category));
}

/**
 * A category of the outlet.
 * @throws ApiError 404 `Kategori tidak ditemukan` when unknown or another outlet's.
 */
export async function getCategory(db: DbOrTx, outletId: number, id: number): Promise<typeof categories.$inferSelect> {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.outletId, outletId)))
    .limit(1);
  const row = rows[0];
  if (!row) {
    throw notFound(CATEGORY_NOT_FOUND);
  }
  return row;
}

/** An active menu item with its category name and the price for the requested transaction type. */
export interface MenuItemView {
  id: number;
  name: string;
  menuTypeId: number;
  categoryId: number;
  categoryName: string;
  /** Minor units, for the requested transaction type. */
  price: number;
  soldOut: boolean;
  /** Its photo's version (epoch ms), null = none. */
  photoVersion: number | null;
  /** Its option groups in the sheet's order, priced for the requested transaction type ([] none). */
  optionGroups: OptionGroupRule[];
}

/**
 * Active menu items of the outlet (sold-out ones included), in display order, priced for
 * `transactionTypeId`. Optional filters: menu type and category.
 */
export async function listMenuItems(
  db: DbOrTx,
  outletId: number,
  filter: { menuTypeId?: number | undefined; categoryId?: number | undefined },
  transactionTypeId: number,
): Promise<MenuItemView[]> {
  const where: SQL[] = [eq(menuItems.outletId, outletId), eq(menuItems.active, true)];
  if (filter.menuTypeId) {
    where.push(eq(menuItems.menuTypeId, filter.menuTypeId));
  }
  if (filter.categoryId) {
    where.push(eq(menuItems.categoryId, filter.categoryId));
  }
  const rows = await db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      menuTypeId: menuItems.menuTypeId,
      categoryId: menuItems.categoryId,
      categoryName: categories.name,
      price: sql<number>`coalesce(${menuPrices.price}, ${menuItems.price})`,
      soldOut: soldOutNow,
      photoVersion,
      optionGroups: optionGroupsJson(sql`${menuItems.id}`, sql`${menuItems.categoryId}`, transactionTypeId),
    })
    .from(menuItems)
    .innerJoin(categories, eq(categories.id, menuItems.categoryId))
    .leftJoin(menuPrices, and(eq(menuPrices.menuItemId, menuItems.id), eq(menuPrices.transactionTypeId, transactionTypeId)))
    .where(and(...where))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  return rows.map((r) => ({ ...r, optionGroups: toOptionGroupRules(r.optionGroups) }));
}
