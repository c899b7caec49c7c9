/** Menu rows → the wire names of docs/API.md "Menu" (orders §3, payment §7). */
import type { OptionGroupRule } from "@waroeng/domain";
import type { categories, menuTypes } from "../../db/schema/index.ts";
import { type MenuItemView, menuTypeTag } from "./menu.service.ts";

/** `GET /m-menu-jenis` item: one row, two names (m_menu_jenis / m_jenis_produk). */
export function presentMenuType(t: typeof menuTypes.$inferSelect) {
  return {
    m_menu_jenis_id: t.id,
    m_menu_jenis_nama: t.name,
    m_jenis_produk_id: t.id,
    m_jenis_produk_nama: t.name,
    m_menu_jenis_ambil: t.pickup,
  };
}

/** `GET /m-kategori` item: one row, two names (m_kategori / m_sub_jenis_produk). */
export function presentCategory(c: typeof categories.$inferSelect) {
  return {
    m_kategori_id: c.id,
    m_kategori_nama: c.name,
    m_kategori_m_menu_jenis_id: c.menuTypeId,
    m_sub_jenis_produk_id: c.id,
    m_sub_jenis_produk_nama: c.name,
    m_sub_jenis_produk_m_jenis_produk_id: c.menuTypeId,
  };
}

/**
 * Menu item of `GET /mmenu` and `GET /m-menu/byKategori/{id}`: `m_menu_*` and `m_produk_*` names of
 * one row, the price (minor units), `m_menu_harga_qr_status` "tidak" when sold out else "ya", the
 * `type` tag of its category, `config_sub_jenis_produks` (its category) and, not in the spec,
 * `photo_version` (its photo's version for GET /menu-photo/{id}, null when it has none) and `option_groups`
 * (its option groups, docs/API.md "Menu options").
 */
export function presentMenuItem(m: MenuItemView) {
  return {
    m_menu_id: m.id,
    m_menu_nama: m.name,
    m_menu_m_menu_jenis_id: m.menuTypeId,
    m_menu_m_kategori_id: m.categoryId,
    m_produk_id: m.id,
    m_produk_nama: m.name,
    m_menu_harga_nominal: m.price,
    m_menu_harga_qr_status: m.soldOut ? "tidak" : "ya",
    type: menuTypeTag(m.categoryName),
    config_sub_jenis_produks: { m_sub_jenis_produk_id: m.categoryId, m_sub_jenis_produk_nama: m.categoryName },
    photo_version: m.photoVersion,
    option_groups: presentOptionGroups(m.optionGroups),
  };
}

/** An item's option groups on the wire (`menuOptionGroupWire`: `GET /mmenu`, the QR page); deltas in minor units. */
export function presentOptionGroups(groups: readonly OptionGroupRule[]) {
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    min_choices: g.minChoices,
    max_choices: g.maxChoices,
    options: g.options.map((o) => ({ id: o.id, name: o.name, price: o.price, is_default: o.isDefault, sold_out: o.soldOut })),
  }));
}
