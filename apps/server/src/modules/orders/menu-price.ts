/**
 * Price of a menu item for a transaction type (orders spec §3, API.md "Menu"): the m_menu_harga
 * row for that type, else the item's default m_menu_harga. Integer minor units.
 * (Private to orders until the menu module exports its own `priceFor`.)
 */
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { menuItems, menuPrices } from "../../db/schema/index.ts";

/** Unit price in minor units of `menuItemId` for `transactionTypeId`; undefined for an unknown item. */
export async function priceFor(db: DbOrTx, menuItemId: number, transactionTypeId: number): Promise<number | undefined> {
  const rows = await db
    .select({ base: menuItems.price, typed: menuPrices.price })
    .from(menuItems)
    .leftJoin(menuPrices, and(eq(menuPrices.menuItemId, menuItems.id), eq(menuPrices.transactionTypeId, transactionTypeId)))
    .where(eq(menuItems.id, menuItemId));
  const row = rows[0];
  return row ? (row.typed ?? row.base) : undefined;
}
