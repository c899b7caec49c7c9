/**
 * The lines of a pending QR order (tmp_online_items) and of a QR code's cart (qr_cart_items) with
 * their menu names and prices: read by the cashier list, the guest page and the online bill. A line
 * keeps its chosen options as data (domain `LineOption`: names and deltas as the guest saw them), its
 * note apart. Money in minor units.
 */
import { customMenuText, type LineOption, optionsDelta } from "@waroeng/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { menuItems, menuPrices } from "../../db/schema/index.ts";

/** A line as stored in tmp_online_items and qr_cart_items: `custom_menu` is the guest's note alone. */
export interface StoredItem {
  m_menu_id: number;
  qty: number;
  custom_menu: string;
  /** The chosen options in the sheet's order ([] none; lines stored before options had none). */
  options: LineOption[];
}

/** A stored line with its item's name and one unit's price for the transaction type with its options (minor units). */
export interface NamedItem extends StoredItem {
  m_menu_nama: string;
  price: number;
}

/** A stored option read defensively: every field of a `LineOption` with its type, else left out. */
function storedOption(value: unknown): LineOption[] {
  const o = value as Partial<LineOption> | null;
  return o &&
    typeof o.group_id === "number" &&
    typeof o.option_id === "number" &&
    typeof o.price === "number" &&
    typeof o.name === "string" &&
    typeof o.group_name === "string"
    ? [{ group_id: o.group_id, group_name: o.group_name, option_id: o.option_id, name: o.name, price: o.price }]
    : [];
}

/** Reads a jsonb items column defensively (only well-formed lines). */
export function storedItems(value: unknown): StoredItem[] {
  if (!Array.isArray(value)) {
    return [];
  }
  return value.flatMap((v) => {
    const o = v as Partial<StoredItem>;
    return typeof o?.m_menu_id === "number" && typeof o.qty === "number"
      ? [
          {
            m_menu_id: o.m_menu_id,
            qty: o.qty,
            custom_menu: typeof o.custom_menu === "string" ? o.custom_menu : "",
            options: Array.isArray(o.options) ? o.options.flatMap(storedOption) : [],
          },
        ]
      : [];
  });
}

/**
 * Names and prices (for `transactionTypeId`: the item's m_menu_harga row, else its base price, plus
 * the line's options' deltas) of the outlet's items in `lists`, one query for all. Unknown items keep
 * an empty name and price 0.
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
      return { ...i, m_menu_nama: r?.name ?? "", price: r ? (r.typePrice ?? r.price) + optionsDelta(i.options) : 0 };
    }),
  );
}

/**
 * A named line on the wire (`onlineItem`): `custom_menu` the options, then the note (domain
 * `customMenuText`), as every line reads; `options` and the note alone (`custom_note`) beside it.
 */
export function presentOnlineItem(i: NamedItem) {
  return {
    m_menu_id: i.m_menu_id,
    m_menu_nama: i.m_menu_nama,
    qty: i.qty,
    custom_menu: customMenuText(i.options, i.custom_menu),
    options: i.options,
    custom_note: i.custom_menu,
  };
}
