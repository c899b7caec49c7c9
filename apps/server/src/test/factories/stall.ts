/** The stall factory: a small labelled menu and labelled tables, what most order tests tap. */
import type { TestApp } from "../harness.ts";
import type { OutletRef } from "./core.ts";
import { type BuiltMenu, buildMenu, type MenuItemSpec } from "./menu.ts";
import { buildTables } from "./places.ts";

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
