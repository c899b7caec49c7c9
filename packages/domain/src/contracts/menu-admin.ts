/**
 * The contract of menu-admin (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply
 * schemas and the route contracts (summary, description, replies, refusals) per "METHOD /path"
 * under /api. The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the back office's menu (docs/API.md "Back office · Menu"): menu
 * types, categories, items with a price per transaction type, archive, and the CSV import. Money in
 * the outlet currency's major unit on the wire, integer minor units after the server's conversion
 * (`moneyAmount`). Limits from MENU_LIMITS, messages from MENU_ADMIN_MSG.
 *
 * Back office · Menu replies (docs/API.md "Back office · Menu"). Money is `wireMoney`.
 *
 * The contract of each back-office menu route, attached by the server's lib/contract.ts.
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
import { envelope, replies, wireId, wireMoney } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

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

// ── Reply schemas ──

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

// ── Route contracts ──

const who = "Roles owner and kacab (`admin.manage`); always the session's outlet; another outlet's id → 404.";
const write =
  "One transaction: the row locked (update), written, one audit row (before → after, money in the major unit) and a `menu` live event (every till's menu lists refetch). A bad field → 422 with its message, nothing changed.";

export const menuAdminContract: RouteContracts = {
  "GET /admin/menu-options": {
    summary: "Menu form options (back office)",
    description: `The outlet's menu types, categories (with \`m_plot_produksi_id\`, the station cooking it, null = none), production stations and the transaction types that can have their own price. ${who}`,
    response: replies(200, menuAdminReplies.options),
  },
  "POST /admin/menu-types": {
    summary: "Create a menu type (back office)",
    description: `Form: \`m_menu_jenis_nama\` (1–40, unique in the outlet: else 409 \`Nama jenis menu sudah dipakai\`), \`m_menu_jenis_ambil\` (makan | minum: the pickup screen), \`m_menu_jenis_urut\` (0–9999). ${write} ${who}`,
    response: replies(200, menuAdminReplies.menuType),
  },
  "POST /admin/menu-types/:id": {
    summary: "Update a menu type (back office)",
    description: `As POST /admin/menu-types, for the type \`{id}\`. ${write} ${who}`,
    response: replies(200, menuAdminReplies.menuType),
  },
  "POST /admin/categories": {
    summary: "Create a category (sub-jenis, back office)",
    description: `Form: \`m_kategori_nama\` (1–40, unique in the outlet: else 409), \`m_kategori_m_menu_jenis_id\` (the outlet's menu type), \`m_plot_produksi_id\` (the outlet's station cooking it; 0/blank = none), \`m_kategori_urut\`. Moving a category to another menu type moves its items. ${write} ${who}`,
    response: replies(200, menuAdminReplies.category),
  },
  "POST /admin/categories/:id": {
    summary: "Update a category (back office)",
    description: `As POST /admin/categories, for the category \`{id}\`. ${write} ${who}`,
    response: replies(200, menuAdminReplies.category),
  },
  "GET /admin/menu": {
    summary: "Menu items (back office)",
    description: `Query \`search\` (name contains, ≤ 60) and \`archived\` (1: the archived items only; else the others). Each item with its base price \`m_menu_harga\`, its own prices \`harga\` per transaction type (a type without one sells at the base price), switches, station (of its category) and \`archived\`. ${who}`,
    response: replies(200, menuAdminReplies.items),
  },
  "POST /admin/menu": {
    summary: "Create a menu item (back office)",
    description: `Form: \`m_menu_nama\` (1–60, unique in the outlet: else 409 \`Nama menu sudah dipakai\`), \`m_menu_m_kategori_id\` (the outlet's category; the menu type follows it), \`m_menu_harga\` (base price, money ≥ 0: rupiah integer, ringgit ≤ 2 decimals), \`harga\`: [{\`m_t_t_id\`, \`m_menu_harga_nominal\`}] (each transaction type at most once; replaces the item's own prices), \`m_menu_tax\`, \`m_menu_sc\`, \`m_menu_qr\` (orderable from the QR page), \`m_menu_active\` (on the till's menu), \`m_menu_urut\`. ${write} ${who}`,
    response: replies(200, menuAdminReplies.item),
  },
  "POST /admin/menu/:id": {
    summary: "Update a menu item (back office)",
    description: `As POST /admin/menu, for the item \`{id}\`. An archived item stays inactive until restored. ${write} ${who}`,
    response: replies(200, menuAdminReplies.item),
  },
  "POST /admin/menu/:id/archive": {
    summary: "Archive or restore a menu item (back office)",
    description: `Form: \`archived\` (true: off every menu and inactive, kept for its history; false: restored and active). ${write} ${who}`,
    response: replies(200, menuAdminReplies.item),
  },
  "DELETE /admin/menu/:id": {
    summary: "Delete a menu item without history (back office)",
    description: `Only an item nothing refers to: an order line, bill line, dish, stock or waste row makes it 409 \`Menu sudah punya riwayat transaksi atau stok: arsipkan saja\` and nothing changes. Audited (action \`delete\`). ${who}`,
    response: replies(200, menuAdminReplies.deleted),
  },
  "POST /admin/menu/import/preview": {
    summary: "Preview a menu CSV import (back office)",
    description: `JSON \`{csv}\` (≤ 200 000 characters, ≤ 500 rows). Columns by name: \`nama\`, \`kategori\` (an existing category's name), \`harga\` (base price, major unit), \`harga <transaction type name>\` for every type (blank = base price), \`pajak\`, \`service\`, \`qr\`, \`aktif\` (ya/tidak). A name already on the menu updates that item, a new one creates it. Reply: the rows (\`create\`/\`update\`) and every row-level error (\`line\`, \`column\`, \`message\`). Nothing is written. ${who}`,
    response: replies(200, menuAdminReplies.importResult),
  },
  "POST /admin/menu/import": {
    summary: "Apply a menu CSV import (back office)",
    description: `As the preview, checked again and applied in ONE transaction (the outlet's items locked), each item audited, one \`menu\` live event. A file with any bad row → 422 \`Impor dibatalkan: N kesalahan, tidak ada yang diubah\` with \`errors\` (\`baris L · kolom\` → message) and nothing is written. ${who}`,
    response: replies(200, menuAdminReplies.importResult),
  },
  "POST /admin/menu/items/:id/photo": {
    summary: "Upload a menu item's photo (back office)",
    description: `Not in the spec. JSON \`{photo}\`: the picture as base64 (a \`data:image/jpeg|png|webp;base64,\` prefix is accepted). JPEG, PNG or WebP told by its first bytes (never the claimed type or name), at most ${MENU_PHOTO_LIMITS.bytes} bytes decoded and ${MENU_PHOTO_LIMITS.maxSide} pixels a side: else 422 \`${MENU_PHOTO_MSG.INVALID}\` / \`${MENU_PHOTO_MSG.TOO_LARGE}\`, nothing stored. Replaces the item's photo; reply its \`content_type\`, \`width\`/\`height\` (pixels, null when the header does not tell) and \`bytes\`, and \`photo_version\`. The back office shrinks a picture to ${MENU_PHOTO_LIMITS.clientSide} pixels before sending it. One transaction, item row locked, one audit row (entity \`menu_photo\`: type, size, never the bytes) and a \`menu\` live event. Another outlet's or an unknown item → 404 \`${MENU_ADMIN_MSG.MENU_NOT_FOUND}\`. ${who}`,
    response: replies(200, menuAdminReplies.photo),
  },
  "DELETE /admin/menu/items/:id/photo": {
    summary: "Remove a menu item's photo (back office)",
    description: `Not in the spec. Audited (action \`delete\`), a \`menu\` live event; the menu cards show the item's name only again. No photo → 404 \`${MENU_PHOTO_MSG.NOT_FOUND}\`. ${who}`,
    response: replies(200, menuAdminReplies.photoRemoved),
  },
  "GET /menu-photo/:id": {
    summary: "A menu item's photo",
    description: `Not in the spec: the picture of the session outlet's item \`{id}\` as uploaded, with its own content type, \`Cache-Control: private, max-age=300\` and an \`ETag\` (its \`photo_version\`; \`If-None-Match\` with it → 304). Every signed-in role (the tills' menu cards, whose \`photo_version\` says when there is one). No photo, an unknown item or another outlet's → 404 \`${MENU_PHOTO_MSG.NOT_FOUND}\`.`,
    response: replies(200, menuAdminReplies.photoImage),
  },
};
