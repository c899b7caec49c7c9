/** The contract of each back-office menu route (issue 14), attached by lib/contract.ts. */
import { MENU_ADMIN_MSG, MENU_PHOTO_LIMITS, MENU_PHOTO_MSG } from "@waroeng/domain";
import { menuAdminReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

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
