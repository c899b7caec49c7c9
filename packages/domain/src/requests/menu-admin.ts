/**
 * Request schemas of the back office's menu (issue 14; docs/API.md "Back office · Menu"): menu
 * types, categories, items with a price per transaction type, archive, and the CSV import. Money in
 * the outlet currency's major unit on the wire, integer minor units after the server's conversion
 * (`moneyAmount`). Limits from MENU_LIMITS, messages from MENU_ADMIN_MSG.
 */
import { z } from "zod";
import {
  boundedText,
  MAX_ID,
  MENU_ADMIN_MSG,
  MENU_LIMITS,
  MENU_PHOTO_LIMITS,
  MENU_PHOTO_MSG,
  moneyAmount,
  optionalId,
  PICKUP_KINDS,
} from "../index.ts";

const name = (max: number, required: string, maxMessage: string) =>
  z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    boundedText(max, maxMessage, { error: required }).min(1, { error: required }),
  );

const sortOrder = z.coerce
  .number({ error: MENU_ADMIN_MSG.SORT_INVALID })
  .int({ error: MENU_ADMIN_MSG.SORT_INVALID })
  .min(0, { error: MENU_ADMIN_MSG.SORT_INVALID })
  .max(MENU_LIMITS.sortMax, { error: MENU_ADMIN_MSG.SORT_INVALID })
  .default(0);

/** A switch: true/false or 1/0 (JSON or a form). */
const flag = z.preprocess(
  (v) => (v === 1 || v === "1" || v === "true" ? true : v === 0 || v === "0" || v === "false" ? false : v),
  z.boolean(),
);

const requiredId = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message });

/** `POST /admin/menu-types`, `POST /admin/menu-types/{id}`: name (1–40), pickup screen makan | minum, sort order 0–9999. */
export const menuTypeBody = z.object({
  m_menu_jenis_nama: name(MENU_LIMITS.typeNameMax, MENU_ADMIN_MSG.TYPE_NAME_REQUIRED, MENU_ADMIN_MSG.TYPE_NAME_MAX),
  m_menu_jenis_ambil: z.enum(PICKUP_KINDS, { error: MENU_ADMIN_MSG.PICKUP_INVALID }),
  m_menu_jenis_urut: sortOrder,
});
export type MenuTypeBody = z.output<typeof menuTypeBody>;

/**
 * `POST /admin/categories`, `POST /admin/categories/{id}`: name (1–40), its menu type, the production
 * station cooking it (`m_plot_produksi_id`, 0/blank/null = none), sort order.
 */
export const categoryBody = z.object({
  m_kategori_nama: name(MENU_LIMITS.categoryNameMax, MENU_ADMIN_MSG.CATEGORY_NAME_REQUIRED, MENU_ADMIN_MSG.CATEGORY_NAME_MAX),
  m_kategori_m_menu_jenis_id: requiredId(MENU_ADMIN_MSG.TYPE_NOT_FOUND),
  m_plot_produksi_id: optionalId(MENU_ADMIN_MSG.STATION_NOT_FOUND),
  m_kategori_urut: sortOrder,
});
export type CategoryBody = z.output<typeof categoryBody>;

/** One price of an item: transaction type id and the price (money). */
export const menuPriceEntry = z.object({
  m_t_t_id: requiredId(MENU_ADMIN_MSG.PRICE_TYPE_INVALID),
  m_menu_harga_nominal: moneyAmount(),
});

/**
 * `POST /admin/menu`, `POST /admin/menu/{id}`: name (1–60, unique in the outlet), category (its menu
 * type follows), base price `m_menu_harga` (used for a transaction type without its own price),
 * `harga`: the prices per transaction type (each type at most once; a type left out uses the base
 * price), tax / service-charge / QR / active switches, sort order.
 */
export const menuItemBody = z.object({
  m_menu_nama: name(MENU_LIMITS.nameMax, MENU_ADMIN_MSG.MENU_NAME_REQUIRED, MENU_ADMIN_MSG.MENU_NAME_MAX),
  m_menu_m_kategori_id: requiredId(MENU_ADMIN_MSG.CATEGORY_NOT_FOUND),
  m_menu_harga: moneyAmount(),
  harga: z
    .array(menuPriceEntry)
    .max(MENU_LIMITS.prices, { error: MENU_ADMIN_MSG.PRICES_TOO_MANY })
    .refine((list) => new Set(list.map((p) => p.m_t_t_id)).size === list.length, { error: MENU_ADMIN_MSG.PRICE_TYPE_TWICE })
    .default([]),
  m_menu_tax: flag.default(true),
  m_menu_sc: flag.default(true),
  m_menu_qr: flag.default(true),
  m_menu_active: flag.default(true),
  /** Left out: kept on update, after the last item on create. */
  m_menu_urut: sortOrder.unwrap().optional(),
});
export type MenuItemBody = z.output<typeof menuItemBody>;

/** `POST /admin/menu/{id}/archive`: `archived` true archives (off every menu), false restores. */
export const menuArchiveBody = z.object({ archived: flag });

/** `GET /admin/menu?search=&archived=`: name contains `search` (≤ 60); archived items only when `archived` is 1. */
export const adminMenuQuery = z.object({
  search: z.string().trim().max(MENU_LIMITS.searchMax, { error: MENU_ADMIN_MSG.SEARCH_MAX }).default(""),
  archived: flag.default(false),
});

/** `POST /admin/menu/import/preview` and `/admin/menu/import`: the CSV file's text (≤ 200 000 characters). */
export const menuImportBody = z.object({
  csv: z
    .string({ error: MENU_ADMIN_MSG.CSV_REQUIRED })
    .min(1, { error: MENU_ADMIN_MSG.CSV_REQUIRED })
    .max(MENU_LIMITS.csvChars, { error: MENU_ADMIN_MSG.CSV_TOO_LARGE }),
});
export type MenuImportBody = z.output<typeof menuImportBody>;

/**
 * POST /admin/menu/items/{id}/photo: `photo`, the picture as base64, a `data:image/jpeg|png|webp;base64,`
 * prefix accepted. Bounded here by length (≈ MENU_PHOTO_LIMITS.bytes decoded); the server checks the
 * decoded size and the first bytes.
 */
export const menuPhotoBody = z.object({
  photo: z
    .string({ error: MENU_PHOTO_MSG.INVALID })
    .trim()
    .max(Math.ceil((MENU_PHOTO_LIMITS.bytes * 4) / 3) + 40, { error: MENU_PHOTO_MSG.TOO_LARGE })
    .transform((s) => s.replace(/^data:image\/(?:jpeg|png|webp);base64,/, ""))
    .pipe(z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: MENU_PHOTO_MSG.INVALID })),
});
