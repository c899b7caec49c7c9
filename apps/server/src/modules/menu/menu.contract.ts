/**
 * The contract of each menu route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by scripts/api-docs.ts), attached to the routes by lib/contract.ts.
 */
import { menuReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

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

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by lib/contract.ts. */
export const menuContract: RouteContracts = {
  "GET /m-menu-jenis": { ...menuDocs.types, response: replies(200, menuReplies.types) },
  "GET /m-kategori": { ...menuDocs.categories, response: replies(200, menuReplies.categories) },
  "GET /mmenu": { ...menuDocs.items, response: replies(200, menuReplies.items) },
  "GET /m-menu/byKategori/:id": { ...menuDocs.byCategory, response: replies(200, menuReplies.items) },
};
