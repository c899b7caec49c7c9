/** Menu and kitchen factories: menu types, categories, items (with prices per transaction type), stations, screens, and a labelled menu. */
import { eq } from "drizzle-orm";
import {
  categories,
  menuItems,
  menuPrices,
  menuTypes,
  plottings,
  productionScreens,
  stationCategories,
  stations,
} from "../../db/schema/index.ts";
import type { TestApp } from "../harness.ts";
import { entry, first, type OutletRef, outletId, uniqueName } from "./core.ts";

/** A menu type (m_menu_jenis) of the outlet, served by the `pickup` screen (default "makan"); sorted last by default. */
export async function buildMenuType(
  t: TestApp,
  opts: { outlet?: OutletRef; name?: string; pickup?: "makan" | "minum"; sortOrder?: number } = {},
): Promise<{ menuTypeId: number; name: string; outletId: number }> {
  const outlet = await outletId(t, opts.outlet);
  const name = opts.name ?? uniqueName("Jenis");
  const rows = await t.db
    .insert(menuTypes)
    .values({ outletId: outlet, name, pickup: opts.pickup ?? "makan", sortOrder: opts.sortOrder ?? 1_000 })
    .returning({ id: menuTypes.id });
  return { menuTypeId: first(rows, "new menu type").id, name, outletId: outlet };
}

/** A category (m_kategori) in `menuType`, or in a new menu type of its own when none is given. */
export async function buildCategory(
  t: TestApp,
  opts: { outlet?: OutletRef; menuType?: number; name?: string; sortOrder?: number } = {},
): Promise<{ categoryId: number; menuTypeId: number; name: string; outletId: number }> {
  const outlet = await outletId(t, opts.outlet);
  const menuTypeId = opts.menuType ?? (await buildMenuType(t, { outlet: opts.outlet })).menuTypeId;
  const name = opts.name ?? uniqueName("Kategori");
  const rows = await t.db
    .insert(categories)
    .values({ outletId: outlet, menuTypeId, name, sortOrder: opts.sortOrder ?? 0 })
    .returning({ id: categories.id });
  return { categoryId: first(rows, "new category").id, menuTypeId, name, outletId: outlet };
}

/**
 * A menu item (m_menu) in `category` (a new category when none is given). `price` is the default
 * price in minor units (default 10_000 = Rp10.000); `prices` adds a price per transaction type id
 * (m_menu_harga; 1 dine in, 2 take away, 3+ delivery platforms).
 */
export async function buildMenuItem(
  t: TestApp,
  opts: {
    outlet?: OutletRef;
    category?: number;
    name?: string;
    price?: number;
    prices?: Record<number, number>;
    soldOut?: boolean;
    active?: boolean;
    sortOrder?: number;
    /** Carries tax (m_menu_tax), default true. */
    taxable?: boolean;
    /** Carries service charge (m_menu_sc), default true. */
    serviceCharged?: boolean;
  } = {},
): Promise<{ menuItemId: number; categoryId: number; menuTypeId: number; name: string; price: number }> {
  const outlet = await outletId(t, opts.outlet);
  const categoryId = opts.category ?? (await buildCategory(t, { outlet: opts.outlet })).categoryId;
  const category = first(await t.db.select().from(categories).where(eq(categories.id, categoryId)), `category ${categoryId}`);
  const name = opts.name ?? uniqueName("Menu");
  const price = opts.price ?? 10_000;
  const rows = await t.db
    .insert(menuItems)
    .values({
      outletId: outlet,
      name,
      menuTypeId: category.menuTypeId,
      categoryId,
      price,
      soldOut: opts.soldOut ?? false,
      active: opts.active ?? true,
      taxable: opts.taxable ?? true,
      serviceCharged: opts.serviceCharged ?? true,
      sortOrder: opts.sortOrder ?? 1_000,
    })
    .returning({ id: menuItems.id });
  const menuItemId = first(rows, "new menu item").id;
  const typed = Object.entries(opts.prices ?? {});
  if (typed.length > 0) {
    await t.db
      .insert(menuPrices)
      .values(typed.map(([typeId, typePrice]) => ({ menuItemId, transactionTypeId: Number(typeId), price: typePrice })));
  }
  return { menuItemId, categoryId, menuTypeId: category.menuTypeId, name, price };
}

/** A production station (m_plot_produksi) of the outlet, cooking the `categories` given (none by default). */
export async function buildStation(
  t: TestApp,
  opts: { outlet?: OutletRef; name?: string; categories?: number[] } = {},
): Promise<{ stationId: number; name: string; outletId: number }> {
  const outlet = await outletId(t, opts.outlet);
  const name = opts.name ?? uniqueName("Plot");
  const rows = await t.db.insert(stations).values({ outletId: outlet, name }).returning({ id: stations.id });
  const stationId = first(rows, "new station").id;
  if (opts.categories && opts.categories.length > 0) {
    await t.db.insert(stationCategories).values(opts.categories.map((categoryId) => ({ stationId, categoryId })));
  }
  return { stationId, name, outletId: outlet };
}

/** One half of a production screen: the stations it shows, for the transaction type ids listed (1 dine in, 2 take away, 3+ platforms). */
export interface ScreenSide {
  stations: number[];
  transactionTypeIds: number[];
}

/** A production screen (m_layar_produksi) of the outlet with its left and right plotting (m_plotting). */
export async function buildScreen(
  t: TestApp,
  opts: { outlet?: OutletRef; name?: string; left: ScreenSide; right: ScreenSide },
): Promise<{ screenId: number; name: string }> {
  const outlet = await outletId(t, opts.outlet);
  const name = opts.name ?? uniqueName("Layar");
  const rows = await t.db.insert(productionScreens).values({ outletId: outlet, name }).returning({ id: productionScreens.id });
  const screenId = first(rows, "new screen").id;
  await t.db.insert(plottings).values(
    (["left", "right"] as const).map((side) => ({
      screenId,
      side,
      stationIds: opts[side].stations,
      transactionTypeIds: opts[side].transactionTypeIds,
    })),
  );
  return { screenId, name };
}

/** One item of a `buildMenu` spec: its price in minor units (default 10_000) and pickup screen (default "makan"). */
export interface MenuItemSpec {
  price?: number;
  pickup?: "makan" | "minum";
  /** Price per transaction type id (m_menu_harga), minor units. */
  prices?: Record<number, number>;
  /** Carries service charge, default true. */
  serviceCharged?: boolean;
  /** Carries tax, default true. */
  taxable?: boolean;
}

/** What `buildMenu` built: look items up by the label the test gave them. */
export interface BuiltMenu {
  /** The built item for `label`. @throws when the spec had no such label. */
  item: (label: string) => { menuItemId: number; categoryId: number; menuTypeId: number; name: string; price: number };
  /** The menu type built for a pickup screen, with its one category. @throws when no item of the spec used it. */
  type: (pickup: "makan" | "minum") => { menuTypeId: number; name: string; categoryId: number; categoryName: string };
}

/**
 * A small menu of the outlet: one menu type (with one category) per pickup screen the spec uses, and
 * one item per label, named `label` plus a unique suffix, in the spec's order.
 * @example
 *   const menu = await buildMenu(t, { Ayam: { price: 18_000 }, "Es Teh": { price: 5_000, pickup: "minum" } });
 *   await addUnits(t, orderId, menu.item("Ayam").name, 2);
 */
export async function buildMenu(t: TestApp, spec: Record<string, MenuItemSpec>, opts: { outlet?: OutletRef } = {}): Promise<BuiltMenu> {
  const types = new Map<string, { menuTypeId: number; name: string; categoryId: number; categoryName: string }>();
  const items = new Map<string, Awaited<ReturnType<typeof buildMenuItem>>>();
  for (const [label, item] of Object.entries(spec)) {
    const pickup = item.pickup ?? "makan";
    let type = types.get(pickup);
    if (!type) {
      const built = await buildMenuType(t, { outlet: opts.outlet, pickup });
      const category = await buildCategory(t, { outlet: opts.outlet, menuType: built.menuTypeId });
      type = { menuTypeId: built.menuTypeId, name: built.name, categoryId: category.categoryId, categoryName: category.name };
      types.set(pickup, type);
    }
    const made = await buildMenuItem(t, {
      outlet: opts.outlet,
      category: type.categoryId,
      name: uniqueName(label),
      price: item.price ?? 10_000,
      prices: item.prices ?? {},
      serviceCharged: item.serviceCharged ?? true,
      taxable: item.taxable ?? true,
    });
    items.set(label, made);
  }
  return {
    item: (label) => entry(items, label, "menu item"),
    type: (pickup) => entry(types, pickup, "menu type"),
  };
}
