/**
 * The guest's cart changes on the QR page (docs/api/intro.md "QR orders", docs/API.md "Menu
 * options"): a unit joins the cart line of the same item with the same options and no note, as
 * add-menu joins a unit to the till's line; other options are another line. Pure: the page saves the
 * result with PUT /qr/{token}/cart.
 */
import { optionsKey, QR_LIMITS } from "@waroeng/domain";
import type { QrCartLine, QrPage } from "../../api/qr.ts";

type MenuItem = QrPage["menu"][number];

/** The ids' identity (domain `optionsKey`: sorted, comma-joined). */
function keyOf(ids: readonly number[]): string {
  return optionsKey(ids.map((option_id) => ({ option_id })));
}

/**
 * The cart with one more unit of `menuId` with the options `optionIds` (`[]` none): added to the line
 * of that item with the same options and no note (at most QR_LIMITS.qty units), else a new line.
 */
export function addUnit(items: readonly QrCartLine[], menuId: number, optionIds: readonly number[]): QrCartLine[] {
  const key = keyOf(optionIds);
  const at = items.findIndex((i) => i.m_menu_id === menuId && i.custom_menu === "" && keyOf(i.options) === key);
  if (at < 0) {
    return [...items, { m_menu_id: menuId, qty: 1, custom_menu: "", options: [...optionIds] }];
  }
  return items.map((line, n) => (n === at ? { ...line, qty: Math.min(QR_LIMITS.qty, line.qty + 1) } : line));
}

/** The names of a line's options in the sheet's order (group order, then option order): "Level 3, Telur" reads them. */
export function optionNames(item: MenuItem | undefined, optionIds: readonly number[]): string[] {
  const chosen = new Set(optionIds);
  return (item?.option_groups ?? []).flatMap((g) => g.options.filter((o) => chosen.has(o.id)).map((o) => o.name));
}

/** A stable key of a cart line for React: its item, options and note. */
export function lineKey(line: QrCartLine): string {
  return `${line.m_menu_id}|${keyOf(line.options)}|${line.custom_menu}`;
}
