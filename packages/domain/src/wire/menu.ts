/** Menu replies (docs/API.md "Menu"; orders §3, payment §7). */
import { z } from "zod";
import { envelope, wireId, wireMoney } from "./envelope.ts";

/** `GET /m-menu-jenis` item: one row, two names. */
export const menuType = z.strictObject({
  m_menu_jenis_id: wireId,
  m_menu_jenis_nama: z.string(),
  m_jenis_produk_id: wireId,
  m_jenis_produk_nama: z.string(),
  m_menu_jenis_ambil: z.string().describe('"makan" or "minum"'),
});
/** `GET /m-kategori` item: one row, two names. */
export const category = z.strictObject({
  m_kategori_id: wireId,
  m_kategori_nama: z.string(),
  m_kategori_m_menu_jenis_id: wireId,
  m_sub_jenis_produk_id: wireId,
  m_sub_jenis_produk_nama: z.string(),
  m_sub_jenis_produk_m_jenis_produk_id: wireId,
});
/** A menu item of `GET /mmenu` and `GET /m-menu/byKategori/{id}`. */
export const menuItem = z.strictObject({
  m_menu_id: wireId,
  m_menu_nama: z.string(),
  m_menu_m_menu_jenis_id: wireId,
  m_menu_m_kategori_id: wireId,
  m_produk_id: wireId,
  m_produk_nama: z.string(),
  m_menu_harga_nominal: wireMoney,
  m_menu_harga_qr_status: z.string().describe('"ya", or "tidak" when sold out'),
  type: z.enum(["hot", "Ice", "juice", "bakar", "Normal"]),
  config_sub_jenis_produks: z.strictObject({ m_sub_jenis_produk_id: wireId, m_sub_jenis_produk_nama: z.string() }),
  photo_version: z
    .number()
    .int()
    .nullable()
    .describe("not in the spec: the item's photo version (GET /menu-photo/{m_menu_id}?v=…), null when it has none"),
});

export const menuReplies = {
  types: envelope(z.array(menuType)),
  categories: envelope(z.array(category)),
  items: envelope(z.array(menuItem)),
};
