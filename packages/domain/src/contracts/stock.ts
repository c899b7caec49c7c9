/**
 * The contract of stock (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas
 * and the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api.
 * The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of Stock, Menu Habis, Gagal Proses, Bungkusan and table-by-menu (docs/API.md "Stock").
 *
 * Stock, Menu Habis, Gagal Proses, Bungkusan and Hal Tata's table-by-menu replies (docs/API.md "Stock").
 *
 * The contract of the Stock, Menu Habis, Gagal Proses, Bungkusan and table-by-menu routes: reply
 * schemas (`@waroeng/domain/wire`), summary and description (docs/API.md), attached by the server's lib/contract.ts.
 */

import { z } from "zod";
import { FIELD_MSG, MAX_ID, MAX_ITEMS, MAX_QUANTITY, optionalId } from "../index.ts";
import { envelope, replies, wireFlag, wireId, wireInstant, wireInt } from "../wire/envelope.ts";
import { dish, orderKind, readyNota } from "./kitchen.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

const id = z.coerce
  .number({ error: FIELD_MSG.ID_REQUIRED })
  .int({ error: FIELD_MSG.ID_REQUIRED })
  .positive({ error: FIELD_MSG.ID_REQUIRED })
  .max(MAX_ID, { error: FIELD_MSG.ID_REQUIRED });

function blankToUndefined(v: unknown): unknown {
  return v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;
}

/** `?m_menu_m_menu_jenis_id` (blank, 0, null: every menu type). */
export const menuTypeQuery = z.object({ m_menu_m_menu_jenis_id: optionalId() });

/** An opening stock: a whole number 0…MAX_QUANTITY, or blank / null = not counted. */
const openingStock = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? null : v),
  z.coerce
    .number({ error: FIELD_MSG.INTEGER_REQUIRED })
    .int({ error: FIELD_MSG.INTEGER_REQUIRED })
    .min(0, { error: FIELD_MSG.INTEGER_REQUIRED })
    .max(MAX_QUANTITY, { error: FIELD_MSG.NUMBER_TOO_BIG })
    .nullable(),
);

/** `POST /m-menu/saveStock` {data: [{m_menu_id, m_stock_stock_awal}]}: 1…MAX_ITEMS items. */
export const saveStockBody = z.object({
  data: z
    .array(z.object({ m_menu_id: id, m_stock_stock_awal: openingStock }), { error: FIELD_MSG.ID_REQUIRED })
    .min(1, { error: FIELD_MSG.ID_REQUIRED })
    .max(MAX_ITEMS, { error: FIELD_MSG.NUMBER_TOO_BIG }),
});

/** `POST /m-menu/set-habis` {m_menu_id, m_stock_habis: 1 sold out | 0 available}. */
export const setHabisBody = z.object({
  m_menu_id: id,
  m_stock_habis: z.coerce
    .number({ error: FIELD_MSG.INTEGER_REQUIRED })
    .int({ error: FIELD_MSG.INTEGER_REQUIRED })
    .min(0, { error: FIELD_MSG.INTEGER_REQUIRED })
    .max(1, { error: FIELD_MSG.INTEGER_REQUIRED }),
});

/** `GET /m-dish-status/gagal-proses?tanggal=YYYY-MM-DD` (today when omitted). */
export const wasteQuery = z.object({
  tanggal: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: FIELD_MSG.DATE_INVALID })
      .optional(),
  ),
});

/** `POST /m-dish-status/set-packed` {transaction_id}. */
export const packBody = z.object({ transaction_id: id });

export const menuIdParam = z.object({ menuId: id });

/** `?type` dine_in | take_away, or all when omitted. */
export const optionalKindQuery = z.object({ type: z.preprocess(blankToUndefined, orderKind.optional()) });

// ── Reply schemas ──

/** A menu of `GET /m-menu/indexStock`: today's opening stock (null when not counted) and what is left. */
export const stockMenu = z.strictObject({
  m_menu_id: wireId,
  m_menu_nama: z.string(),
  m_menu_m_menu_jenis_id: wireId,
  m_stock_stock_awal: wireInt.nullable().describe("today's opening stock; null = not counted"),
  m_stock_sisa: wireInt.nullable().describe("units left today; null = not counted"),
  m_stock_terjual: wireInt.describe("units used today (sent, less those cancelled before ready), counted or not: opening − this = left"),
  m_stock_tanggal: z.string().describe("business date YYYY-MM-DD (Asia/Jakarta)"),
  m_menu_harga_qr_status: z.string().describe('"tidak" when sold out now, else "ya"'),
});
/** `GET /m-menu/indexStock` data: menu types (tabs) and the menus. */
export const stockIndex = z.strictObject({
  m_menu_jenis: z.array(z.strictObject({ m_menu_jenis_id: wireId, m_menu_jenis_nama: z.string() })),
  data: z.array(stockMenu),
});

/** A menu of `GET /m-menu/habis`: whether it is sold out now and why. */
export const habisMenu = z.strictObject({
  m_menu_id: wireId,
  m_menu_nama: z.string(),
  m_menu_m_menu_jenis_id: wireId,
  m_menu_jenis_nama: z.string(),
  m_menu_harga_qr_status: z.string().describe('"tidak" when sold out now, else "ya"'),
  m_stock_habis: wireFlag.describe("marked sold out by hand (today, or standing)"),
  m_stock_sisa: wireInt.nullable().describe("units left today; null = not counted"),
});

/** A row of the waste log (`GET /m-dish-status/gagal-proses`). */
export const wasteEntry = z.strictObject({
  m_gagal_proses_id: wireId,
  m_dish_status_id: wireId,
  m_menu_id: wireId,
  m_menu_nama: z.string(),
  m_transaction_table_id: wireId,
  m_transaction_table_note_number: z.string(),
  jenis: z.enum(["batal", "ganti"]).describe("batal = cancelled, ganti = replaced (Ganti Baru)"),
  alasan: z.string(),
  is_ready: wireFlag.describe("1: the dish was ready (cooked) when cancelled: food wasted"),
  stock_returned: wireFlag.describe("1: the unit went back to today's stock"),
  user_name: z.string().nullable(),
  created_at: wireInstant,
});
export const wasteLog = z.strictObject({
  tanggal: z.string(),
  total: wireInt,
  wasted: wireInt.describe("units that were ready (cooked) when cancelled or replaced"),
  data: z.array(wasteEntry),
});

/** `GET /m-dish-status/bungkusan` data: take-away/delivery notas whose undelivered dishes are all ready. */
export const packingList = z.array(readyNota);
export const packed = z.strictObject({ m_transaction_table_id: wireId, packed: wireInt });

export const stockReplies = {
  index: envelope(stockIndex),
  saved: envelope(z.array(stockMenu)),
  habis: envelope(z.array(habisMenu)),
  habisOne: envelope(habisMenu),
  waste: envelope(wasteLog),
  packing: envelope(packingList),
  packed: envelope(packed),
  tableByMenu: envelope(z.array(dish)),
};

// ── Route contracts ──

const today =
  "Today is the business date in Asia/Jakarta. An item's stock is counted only on a date its opening stock was saved " +
  "(`m_stock_stock_awal` not null): the opening stock of the day, what was sold today included; `m_stock_terjual` the units " +
  "used today and `m_stock_sisa` what is left (opening − used, never below 0).";

const soldOut =
  'An item is sold out now (`m_menu_harga_qr_status` "tidak" in every menu list: `/mmenu`, `/m-menu/byKategori`, these) when ' +
  "its counted stock left today is 0, or it is marked sold out (Menu Habis, or the standing `m_menu_habis`). add-menu, " +
  "add-multiple-menu and a Ganti Baru of another item refuse it: 409 `Stok {menu} habis` (stock 0) or `Menu habis` (marked).";

const countdown =
  "Countdown: every dish sent to the kitchen (ORDER KE PRODUKSI, Ganti Baru) takes one unit of its item's counted stock, in " +
  "the send's own transaction; today's stock rows are locked in item order, so two tills sending the last unit at once run one " +
  "after the other and the second is refused whole: 409 `Stok {menu} habis` or `Stok {menu} tinggal {n}, kurangi pesanan` " +
  "(nothing sent, no line marked). A dish cancelled before the kitchen marked it ready goes back to today's stock (the " +
  "portion was not used); one cancelled after it was ready, or replaced, stays used (it is in Gagal Proses). " +
  "Every stock change sends the live event `stock` with the menu types' ids.";

const stockDocs = {
  index: {
    summary: "Form Stok Menu: menus with today's opening stock",
    description:
      "`?m_menu_m_menu_jenis_id` one menu type (blank/0: all). `data: {m_menu_jenis: [{m_menu_jenis_id, m_menu_jenis_nama}] " +
      "(the tabs), data: [menu]}`, active menus in display order. " +
      `${today} ${soldOut} Roles: the kitchen's (kitchen.prepare).`,
  },
  save: {
    summary: "Form Stok Menu: Simpan",
    description:
      "JSON `{data: [{m_menu_id, m_stock_stock_awal}]}`, 1–100 items; `m_stock_stock_awal` a whole number 0–9999, or null / " +
      '"" to stop counting the item today. Sets today\'s opening stock; units left = opening − units already used today ' +
      "(sent and not cancelled before ready), never below 0 (0 = sold out). All or nothing: an unknown, inactive or another " +
      "outlet's item → 404 `Menu tidak ditemukan`; an item twice → 409 `Menu tercantum lebih dari sekali`; a bad number → 422. " +
      `Reply: the saved menus as indexStock lists them, \`meta.message\` \`Stok menu berhasil disimpan\`. ${countdown}`,
  },
  habis: {
    summary: "Menu Habis: menus with their sold-out state",
    description:
      "`?m_menu_m_menu_jenis_id` (blank/0: all). Active menus in display order: `m_menu_harga_qr_status` (sold out now), " +
      `\`m_stock_habis\` 1 when marked by hand, \`m_stock_sisa\` units left today (null: not counted). ${soldOut}`,
  },
  setHabis: {
    summary: "Menu Habis: mark a menu sold out or available for today",
    description:
      "`{m_menu_id, m_stock_habis}`: 1 marks it sold out for today (it is available again tomorrow); 0 makes it available " +
      "(today's mark and the standing `m_menu_habis` cleared). Available while today's counted stock is 0 → 409 `Stok hari ini " +
      "0: isi stok di Form Stok Menu`; unknown or another outlet's → 404 `Menu tidak ditemukan` (nothing changed). Reply: the " +
      "menu as /m-menu/habis lists it. Live event `stock`.",
  },
  waste: {
    summary: "Gagal Proses: the kitchen's waste log of a day",
    description:
      "`?tanggal=YYYY-MM-DD` (today when omitted). Each dish unit cancelled (`jenis` batal: Pembatalan, reduce of a sent line, " +
      "Hapus of a sent dish) or replaced (`ganti`: Ganti Baru) after it was sent to the kitchen, newest first: the line's " +
      "reason (`alasan`), who (`user_name`), when, `is_ready` 1 when it was already cooked (food wasted), `stock_returned` 1 when " +
      "the unit went back to the stock. `wasted`: how many were cooked. Roles: the kitchen's.",
  },
  packing: {
    summary: "Bungkusan: take-away and delivery notas ready to pack",
    description:
      "Notas (open or paid) of every type but dine in whose undelivered dishes are all ready, oldest order first, each with " +
      "those dishes (the nota badge shape of ready-status). Roles: pickup.serve.",
  },
  packed: {
    summary: "Bungkusan: Selesai Dibungkus",
    description:
      "`{transaction_id}`. Marks the nota's undelivered dishes served and delivered (packed and handed over) and sets the " +
      "order's delivered time: it leaves Bungkusan, Hal Tata and Hal Ambil. `data.packed`: dishes marked now (0 on a repeated " +
      "tap). A dish not ready → 409 `Masih ada menu yang belum siap`; a dine-in nota → 409 `Nota ini bukan take away atau " +
      "delivery`; unknown or another outlet's → 404 `Maaf! Transaksi tidak ditemukan` (nothing changed). Live event `dishes`.",
  },
  tableByMenu: {
    summary: "Hal Tata: dishes of one menu to cook (Daftar Pesanan)",
    description:
      "`?type` dine_in|take_away (all when omitted). The menu's dishes not ready yet (not cancelled, not delivered), oldest " +
      'first; `name` "Dine In" separates dine-in from take-away and delivery. Unknown or another outlet\'s menu → 404 ' +
      "`Menu tidak ditemukan`. Roles: the kitchen's.",
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api). */
export const stockContract: RouteContracts = {
  "GET /m-menu/indexStock": { ...stockDocs.index, response: replies(200, stockReplies.index) },
  "POST /m-menu/saveStock": { ...stockDocs.save, response: replies(200, stockReplies.saved) },
  "GET /m-menu/habis": { ...stockDocs.habis, response: replies(200, stockReplies.habis) },
  "POST /m-menu/set-habis": { ...stockDocs.setHabis, response: replies(200, stockReplies.habisOne) },
  "GET /m-dish-status/gagal-proses": { ...stockDocs.waste, response: replies(200, stockReplies.waste) },
  "GET /m-dish-status/bungkusan": { ...stockDocs.packing, response: replies(200, stockReplies.packing) },
  "POST /m-dish-status/set-packed": { ...stockDocs.packed, response: replies(200, stockReplies.packed) },
  "GET /m-dish-status/table-by-menu/:menuId": { ...stockDocs.tableByMenu, response: replies(200, stockReplies.tableByMenu) },
};
