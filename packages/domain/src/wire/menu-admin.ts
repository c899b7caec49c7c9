/** Back office · Menu replies (issue 14; docs/API.md "Back office · Menu"). Money is `wireMoney`. */
import { z } from "zod";
import { envelope, wireId, wireMoney } from "./envelope.ts";

/** A menu type of the back office. */
export const adminMenuType = z.strictObject({
  m_menu_jenis_id: wireId,
  m_menu_jenis_nama: z.string(),
  m_menu_jenis_ambil: z.string().describe('"makan" or "minum": the pickup screen serving it'),
  m_menu_jenis_urut: z.number().int(),
});

/** A category of the back office, with the station cooking it (null = none). */
export const adminCategory = z.strictObject({
  m_kategori_id: wireId,
  m_kategori_nama: z.string(),
  m_kategori_m_menu_jenis_id: wireId,
  m_plot_produksi_id: wireId.nullable(),
  m_kategori_urut: z.number().int(),
});

/** One price of an item for a transaction type. */
export const adminMenuPrice = z.strictObject({ m_t_t_id: wireId, m_menu_harga_nominal: wireMoney });

/** A menu item of the back office: every field of the form, its station (from its category) and whether it has history. */
export const adminMenuItem = z.strictObject({
  m_menu_id: wireId,
  m_menu_nama: z.string(),
  m_menu_m_menu_jenis_id: wireId,
  m_menu_m_kategori_id: wireId,
  m_kategori_nama: z.string(),
  m_plot_produksi_id: wireId.nullable().describe("the station cooking its category"),
  m_menu_harga: wireMoney.describe("base price: for a transaction type without its own price"),
  harga: z.array(adminMenuPrice).describe("own prices per transaction type"),
  m_menu_tax: z.boolean(),
  m_menu_sc: z.boolean(),
  m_menu_qr: z.boolean().describe("orderable from the table's QR page"),
  m_menu_active: z.boolean(),
  m_menu_urut: z.number().int(),
  archived: z.boolean(),
  photo_version: z.number().int().nullable().describe("its photo's version (GET /menu-photo/{id}?v=…), null = no photo"),
});

/** POST /admin/menu/items/{id}/photo data: the stored photo. */
export const adminMenuPhoto = z.strictObject({
  m_menu_id: wireId,
  content_type: z.enum(["image/jpeg", "image/png", "image/webp"]),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bytes: z.number().int(),
  photo_version: z.number().int(),
});

/** GET /admin/menu-options data: what the menu forms choose from. */
export const adminMenuOptions = z.strictObject({
  menu_types: z.array(adminMenuType),
  categories: z.array(adminCategory),
  stations: z.array(z.strictObject({ m_plot_produksi_id: wireId, m_plot_produksi_nama: z.string() })),
  transaction_types: z.array(z.strictObject({ m_t_t_id: wireId, m_t_t_name: z.string() })),
});

/** One refusal of a CSV row: its file line, column (null = the whole row or file) and message. */
export const csvRowError = z.strictObject({ line: z.number().int(), column: z.string().nullable(), message: z.string() });

/** POST /admin/menu/import/preview and /admin/menu/import data: what the file does (or did). */
export const menuImportResult = z.strictObject({
  applied: z.boolean().describe("false for the preview"),
  created: z.number().int(),
  updated: z.number().int(),
  rows: z.array(
    z.strictObject({
      line: z.number().int(),
      action: z.enum(["create", "update"]),
      m_menu_nama: z.string(),
      m_kategori_nama: z.string(),
      m_menu_harga: wireMoney,
    }),
  ),
  errors: z.array(csvRowError),
});

export const menuAdminReplies = {
  options: envelope(adminMenuOptions),
  menuType: envelope(adminMenuType),
  category: envelope(adminCategory),
  items: envelope(z.array(adminMenuItem)),
  item: envelope(adminMenuItem),
  deleted: envelope(z.strictObject({ m_menu_id: wireId })),
  importResult: envelope(menuImportResult),
  photo: envelope(adminMenuPhoto),
  photoRemoved: envelope(z.strictObject({ m_menu_id: wireId })),
  /** The photo itself (its own content type); refusals are the JSON envelope. */
  photoImage: z.string().describe("image/jpeg, image/png or image/webp bytes"),
};
