/**
 * The contract of menu (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas and
 * the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api. The
 * server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the menu area (orders §7, payment §7: `GET /m-menu-jenis`, `/m-kategori`,
 * `/mmenu`, `/m-menu/byKategori/{id}`). Query values arrive as strings; blank, "null",
 * "undefined" and 0 mean "not given". Unknown query keys (e.g. `tmp_id`) are ignored.
 *
 * Menu replies (docs/API.md "Menu"; orders §3, payment §7).
 *
 * The contract of each menu route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by the server's docs/api-docs.ts), attached to the routes by the server's lib/contract.ts.
 */

import { z } from "zod";
import { boundedText, FIELD_MSG, MAX_ID, MAX_LENGTH, optionalId } from "../index.ts";
import { envelope, replies, wireId, wireMoney } from "../wire/envelope.ts";
import { menuOptionGroupWire } from "./menu-options.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) {
    return undefined;
  }
  const text = String(value).trim();
  return text === "" || text === "null" || text === "undefined" || text === "0" ? undefined : text;
}

/** A positive integer id (int4). */
const id = () =>
  z.coerce
    .number({ error: FIELD_MSG.ID_REQUIRED })
    .int({ error: FIELD_MSG.ID_REQUIRED })
    .positive({ error: FIELD_MSG.ID_REQUIRED })
    .max(MAX_ID, { error: FIELD_MSG.ID_REQUIRED });

/** `GET /m-menu-jenis` [?m_menu_jenis_odcr55=makan|minum]: only the menu types served on that pickup screen. */
export const menuTypesQuery = z.object({
  m_menu_jenis_odcr55: z.preprocess(blankToUndefined, boundedText(MAX_LENGTH.query, FIELD_MSG.TEXT_MAX).toLowerCase().optional()),
});

/** `GET /m-kategori` [?m_kategori_m_menu_jenis_id | m_sub_jenis_produk_m_jenis_produk_id][&transactionId]. */
export const categoriesQuery = z.object({
  m_kategori_m_menu_jenis_id: optionalId(),
  m_sub_jenis_produk_m_jenis_produk_id: optionalId(),
  transactionId: optionalId(),
});

/** `GET /mmenu` [?m_menu_m_menu_jenis_id | m_produk_m_jenis_produk_id][&transactionId]. */
export const menuItemsQuery = z.object({
  m_menu_m_menu_jenis_id: optionalId(),
  m_produk_m_jenis_produk_id: optionalId(),
  transactionId: optionalId(),
});

/** `GET /m-menu/byKategori/{id}`: the category id. */
export const categoryParams = z.object({ id: id() });

/** `GET /m-menu/byKategori/{id}` [?transactionId]. */
export const transactionQuery = z.object({ transactionId: optionalId() });

// ── Reply schemas ──

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
  option_groups: z
    .array(menuOptionGroupWire)
    .describe("not in the spec: the item's option groups in the sheet's order, priced like `m_menu_harga_nominal` ([] none)"),
});

export const menuReplies = {
  types: envelope(z.array(menuType)),
  categories: envelope(z.array(category)),
  items: envelope(z.array(menuItem)),
};

// ── Route contracts ──

const common =
  "The session's outlet only. Query ids that are blank, `0`, `null` or `undefined` count as not given; " +
  "other values that are not a positive integer up to 2,147,483,647 → 422; unknown query keys (`tmp_id`, …) are ignored. A " +
  "filter id of another outlet gives `[]`.";

const items =
  'Only active items, in display order; sold-out items are listed (`m_menu_harga_qr_status` "tidak", else "ya"). ' +
  "`m_menu_harga_nominal` is the price for the order's transaction type when `transactionId` is given, else dine-in: the item's " +
  "`m_menu_harga` row for the transaction type (`tmp_transaction_m_t_t_id` of the order), else its default price; a " +
  "`transactionId` that is not an order of this outlet → 404 `Maaf! Transaksi tidak ditemukan`. `type` is a tag from the " +
  "category name, whole words, case-insensitive, first match: `panas` or `bakar pedas` → hot; `es` → Ice; `juice` (or " +
  "Indonesian `jus`) → juice; `bakar` or `tumis` → bakar; else Normal. `config_sub_jenis_produks` is the item's category.";

const menuDocs = {
  types: {
    summary: "Menu types",
    description: `${common} In display order; \`?m_menu_jenis_odcr55=makan|minum\` keeps the types of that pickup screen.`,
  },
  categories: {
    summary: "Categories",
    description: `${common} Filter by \`m_kategori_m_menu_jenis_id\` or \`m_sub_jenis_produk_m_jenis_produk_id\`; \`transactionId\` is ignored.`,
  },
  items: {
    summary: "Menu items",
    description: `${common} Filter by \`m_menu_m_menu_jenis_id\` or \`m_produk_m_jenis_produk_id\`. ${items}`,
  },
  byCategory: {
    summary: "Menu items of a category",
    description: `${common} Unknown or another outlet's category → 404 \`Kategori tidak ditemukan\`. ${items}`,
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by the server's lib/contract.ts. */
export const menuContract: RouteContracts = {
  "GET /m-menu-jenis": { ...menuDocs.types, response: replies(200, menuReplies.types) },
  "GET /m-kategori": { ...menuDocs.categories, response: replies(200, menuReplies.categories) },
  "GET /mmenu": { ...menuDocs.items, response: replies(200, menuReplies.items) },
  "GET /m-menu/byKategori/:id": { ...menuDocs.byCategory, response: replies(200, menuReplies.items) },
};
