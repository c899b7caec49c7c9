/**
 * The lines of a pending QR order (tmp_online_items) with their menu names and prices: read by the
 * cashier list, the guest page and the online bill. Money in minor units.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { menuItems, menuPrices } from "../../db/schema/index.ts";

/** A line as stored in tmp_online_items and qr_cart_items. */
export interface StoredItem {
  m_menu_id: number;
  qty: number;
  custom_menu: string;
}

/** A stored line with its item's name and its price for the transaction type (minor units). */
export interface NamedItem extends StoredItem {
  m_menu_nama: string;
  price: number;
}

/** Reads a jsonb items column defensively (only well-formed lines). */
export function storedItems(value: unknown): StoredItem[] {
  if (!Array.isArray(value)) {
    return [];
  }
  return value.flatMap((v) => {
    const o = v as Partial<StoredItem>;
    return typeof o?.m_menu_id === "number" && typeof o.qty === "number"
      ? [{ m_menu_id: o.m_menu_id, qty: o.qty, custom_menu: typeof o.custom_menu === "string" ? o.custom_menu : "" }]
      : [];
  });
}

/**
 * Names and prices (for `transactionTypeId`: the item's m_menu_harga row, else its base price) of
 * the outlet's items in `lists`, one query for all. Unknown items keep an empty name and price 0.
 */
export async function nameItems(db: DbOrTx, outletId: number, transactionTypeId: number, lists: StoredItem[][]): Promise<NamedItem[][]> {
  const ids = [...new Set(lists.flat().map((i) => i.m_menu_id))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: menuItems.id, name: menuItems.name, price: menuItems.price, typePrice: menuPrices.price })
          .from(menuItems)
          .leftJoin(menuPrices, and(eq(menuPrices.menuItemId, menuItems.id), eq(menuPrices.transactionTypeId, transactionTypeId)))
          .where(and(eq(menuItems.outletId, outletId), inArray(menuItems.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return lists.map((list) =>
    list.map((i) => {
      const r = byId.get(i.m_menu_id);
      return { ...i, m_menu_nama: r?.name ?? "", price: r ? (r.typePrice ?? r.price) : 0 };
    }),
  );
}
