/**
 * Test factories: each builds one thing a test needs in the test app's database and returns its
 * ids, with defaults that make unique names, so a test asserts what it built and not what the demo
 * seed happens to hold (STYLE §5). Rows belong to a demo outlet ("DEMO", Rupiah, by default; "DEMO-KL"
 * for Ringgit) so the demo staff accounts the harness logs in as can see them. Money is in minor
 * units of the outlet's currency (rupiah; sen for RM), as stored (foundations spec §3).
 *
 * @example
 *   const { categoryId } = await buildCategory(t);
 *   const teh = await buildMenuItem(t, { category: categoryId, price: 5_000 });
 *   const { tableId } = await buildTable(t);
 *   const { orderId } = await openOrder(t, { table: tableId });
 */
import { eq } from "drizzle-orm";
import {
  categories,
  diningTables,
  menuItems,
  menuPrices,
  menuTypes,
  orders,
  orderTables,
  outlets,
  stationCategories,
  stations,
  tableKinds,
  users,
} from "../db/schema/index.ts";
import type { TestApp } from "./harness.ts";

/** A demo outlet by code: "DEMO" (Waroeng Demo, Rp) or "DEMO-KL" (Kuala Lumpur, RM), or an outlet id. */
export type OutletRef = "DEMO" | "DEMO-KL" | number;

/** Staff roles (users_role_ck). */
export type Role = "kasir" | "wbd" | "opp" | "dapur" | "pelayan" | "kacab" | "owner";

let sequence = 0;
const run = Math.random().toString(36).slice(2, 6).padEnd(4, "0");

/** A name unique in this test run: `${prefix} ${run}-${n}` (at most prefix + 12 characters). */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix} ${run}-${sequence}`;
}

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) {
    throw new Error(`factory: ${what} not found`);
  }
  return row;
}

function entry<V>(map: Map<string, V>, key: string, what: string): V {
  const value = map.get(key);
  if (value === undefined) {
    throw new Error(`factory: no ${what} built as ${key}`);
  }
  return value;
}

/** The id of a demo outlet (an id is returned as is). @throws when the demo seed has no outlet with that code. */
export async function outletId(t: TestApp, code: OutletRef = "DEMO"): Promise<number> {
  if (typeof code === "number") {
    return code;
  }
  return first(await t.db.select({ id: outlets.id }).from(outlets).where(eq(outlets.code, code)), `outlet ${code}`).id;
}

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

const KIND_OF = { meja: "Meja", bungkus: "Bungkus", express: "Express" } as const;

/** A dining table (m_meja) of kind `type` (default "meja"), active, sorted last by default. */
export async function buildTable(
  t: TestApp,
  opts: { outlet?: OutletRef; name?: string; type?: keyof typeof KIND_OF; sortOrder?: number; active?: boolean } = {},
): Promise<{ tableId: number; name: string; outletId: number }> {
  const outlet = await outletId(t, opts.outlet);
  const type = opts.type ?? "meja";
  const kind = first(await t.db.select().from(tableKinds).where(eq(tableKinds.name, KIND_OF[type])), `table kind ${type}`);
  const name = opts.name ?? uniqueName(KIND_OF[type]);
  const rows = await t.db
    .insert(diningTables)
    .values({ outletId: outlet, name, type, kindId: kind.id, sortOrder: opts.sortOrder ?? 1_000, active: opts.active ?? true })
    .returning({ id: diningTables.id });
  return { tableId: first(rows, "new table").id, name, outletId: outlet };
}

/**
 * A staff account with `role` (default "kasir") at the outlet, password "demo12345" like the demo
 * accounts, so `t.call(..., { as: email })` logs it in. A new user has no cash session yet.
 */
export async function buildUser(
  t: TestApp,
  opts: { outlet?: OutletRef; role?: Role; name?: string } = {},
): Promise<{ userId: number; email: string; name: string; outletId: number }> {
  const outlet = await outletId(t, opts.outlet);
  const template = first(await t.db.select().from(users).where(eq(users.email, "kasir@demo.test")), "demo kasir");
  const name = opts.name ?? uniqueName("Staf Uji");
  const email = `${uniqueName("staf").replace(/\s/g, ".").toLowerCase()}@demo.test`;
  const rows = await t.db
    .insert(users)
    .values({ outletId: outlet, name, email, passwordHash: template.passwordHash, role: opts.role ?? "kasir" })
    .returning({ id: users.id });
  return { userId: first(rows, "new user").id, email, name, outletId: outlet };
}

/**
 * An open order (nota) inserted straight into the database, holding `table` and any `alsoHolds`
 * (merged tables), as if opened at the till by `by` (a demo or built user's email, default
 * kasir@demo.test). Transaction type `typeId` defaults to 1 (dine in); rates are 10% tax and 5%
 * service charge in basis points. A new table is built when none is given.
 */
export async function openOrder(
  t: TestApp,
  opts: {
    table?: number;
    alsoHolds?: number[];
    typeId?: number;
    noteNumber?: string;
    customerName?: string;
    by?: string;
  } = {},
): Promise<{ orderId: number; tableId: number; noteNumber: string }> {
  const cashier = first(
    await t.db
      .select()
      .from(users)
      .where(eq(users.email, opts.by ?? "kasir@demo.test")),
    `user ${opts.by}`,
  );
  const tableId = opts.table ?? (await buildTable(t, { outlet: cashier.outletId })).tableId;
  const noteNumber = opts.noteNumber ?? String(100_000 + sequence++);
  const rows = await t.db
    .insert(orders)
    .values({
      outletId: cashier.outletId,
      noteNumber,
      customerName: opts.customerName ?? "Budi",
      orderTime: new Date(),
      tableId,
      transactionTypeId: opts.typeId ?? 1,
      cashierId: cashier.id,
      taxRateBp: 1000,
      serviceChargeRateBp: 500,
      rounding: "ya",
    })
    .returning({ id: orders.id });
  const orderId = first(rows, "new order").id;
  await t.db.insert(orderTables).values([tableId, ...(opts.alsoHolds ?? [])].map((held) => ({ orderId, tableId: held })));
  return { orderId, tableId, noteNumber };
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

/**
 * Tables of the outlet, one per label ("Meja A", "Bungkus 1", "Express 2": the first word picks the
 * kind), each named label plus a unique suffix. Returns the built name for a label.
 * @throws (the returned function) when the label was not built.
 */
export async function buildTables(t: TestApp, labels: string[], opts: { outlet?: OutletRef } = {}): Promise<(label: string) => string> {
  const names = new Map<string, string>();
  for (const label of labels) {
    const type = label.startsWith("Bungkus") ? "bungkus" : label.startsWith("Express") ? "express" : "meja";
    names.set(label, (await buildTable(t, { outlet: opts.outlet, type, name: uniqueName(label) })).name);
  }
  return (label) => entry(names, label, "table");
}

/**
 * The small menu most order tests tap: labels with their prices in rupiah minor units. Ayam Goreng
 * Dada costs Rp22.000 on grab (type 3); Nasi Putih carries no service charge.
 */
export const STALL_MENU: Record<string, MenuItemSpec> = {
  "Ayam Goreng Dada": { price: 18_000, prices: { 3: 22_000 } },
  "Nasi Putih": { price: 5_000, serviceCharged: false },
  "Es Teh Manis": { price: 5_000, pickup: "minum" },
  "Es Jeruk": { price: 8_000, pickup: "minum" },
  "Kopi Susu": { price: 9_000, pickup: "minum" },
  "Jus Sirsak": { price: 15_000, pickup: "minum" },
};

/** A stall for a test file: the `STALL_MENU` and the labelled tables, built in the demo outlet. */
export interface Stall {
  menu: BuiltMenu;
  /** The built name of the menu item labelled `label`. */
  item: (label: string) => string;
  /** The built name of the table labelled `label`. */
  table: (label: string) => string;
}

/**
 * Builds a `Stall` in the outlet (default "DEMO"): the `STALL_MENU` (unless `menu` is given) and one
 * table per label (see `buildTables`).
 */
export async function buildStall(
  t: TestApp,
  tables: string[],
  menu: Record<string, MenuItemSpec> = STALL_MENU,
  opts: { outlet?: OutletRef } = {},
): Promise<Stall> {
  const built = await buildMenu(t, menu, opts);
  return { menu: built, item: (label) => built.item(label).name, table: await buildTables(t, tables, opts) };
}
