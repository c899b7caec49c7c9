/**
 * The contract of kitchen (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas
 * and the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api.
 * The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the kitchen and pickup area (orders spec §2.1–2.4, §7; docs/API.md "Kitchen and pickup").
 *
 * Kitchen and pickup replies (docs/API.md "Kitchen and pickup"; orders §2, §7). Flags 0/1.
 *
 * The contract of each kitchen and pickup route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by the server's docs/api-docs.ts), attached to the routes by the server's lib/contract.ts.
 */

import { z } from "zod";
import { API_MSG, FIELD_MSG, MAX_ID } from "../index.ts";
import { pathId } from "../requests/common.ts";
import { envelope, replies, wireFlag, wireId, wireInstant, wireInt } from "../wire/envelope.ts";
import { lineOptionsWire } from "./menu-options.ts";
import { userInput } from "./orders.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

export const TYPE_INVALID = API_MSG.SCREEN_TYPE_INVALID;

function blankToUndefined(v: unknown): unknown {
  return v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;
}

const positiveId = pathId();

/** Kitchen-prep screen filter: dine_in = orders of type "dine in"; take_away = every other type. */
export const orderKind = z.enum(["dine_in", "take_away"], { error: TYPE_INVALID });
export type OrderKind = z.infer<typeof orderKind>;

/** Pickup screen: which menu types (m_menu_jenis_ambil). */
export const pickupKind = z.enum(["makan", "minum"], { error: TYPE_INVALID });
export type PickupKind = z.infer<typeof pickupKind>;

export const readyStatusQuery = z.object({ type: orderKind });

export const availableQuery = z.object({ type: z.preprocess(blankToUndefined, orderKind.optional()) });

/** `?page` of the paged pickup lists (1-based, default 1). */
export const pageQuery = z.object({
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: FIELD_MSG.INTEGER_REQUIRED })
      .int({ error: FIELD_MSG.INTEGER_REQUIRED })
      .min(1, { error: FIELD_MSG.INTEGER_REQUIRED })
      .max(MAX_ID, { error: FIELD_MSG.NUMBER_TOO_BIG })
      .default(1),
  ),
});

/** `POST /m-dish-status/ready-by-type` {type: makan | minum}. */
export const readyByTypeBody = z.object({ type: pickupKind });

/** `POST /m-dish-status/active` {type?}: makan | minum, or all when omitted. */
export const activeBody = z.preprocess((v) => v ?? {}, z.object({ type: z.preprocess(blankToUndefined, pickupKind.optional()) }));

/** `GET /m-dish-status/set-delivered?transaction_id&type` (type omitted: every dish of the nota). */
export const setDeliveredQuery = z.object({
  transaction_id: positiveId,
  type: z.preprocess(blankToUndefined, pickupKind.optional()),
});

// ── Reply schemas ──

/** One dish unit (m_dish_status). */
export const dish = z.strictObject({
  m_dish_status_id: wireId,
  id: wireId,
  m_dish_status_menu_id: wireId,
  m_dish_status_table_id: wireId.describe("the order id"),
  m_dish_status_transaction_menu_id: wireId,
  m_dish_status_menu_jenis_id: wireId,
  m_dish_status_kategori_id: wireId,
  m_dish_status_plot_produksi_id: wireId.nullable().describe("station"),
  m_menu_jenis_nama: z.string(),
  m_menu_jenis_ambil: z.string().describe('"makan" or "minum"'),
  is_ready: wireInt.describe("0/1"),
  is_served: wireInt.describe("0/1"),
  is_additional: wireFlag,
  is_cancelled: wireFlag,
  is_delivered: wireFlag,
  custom_menu: z.string().describe('the options, then the note: "Level 3, Telur · tanpa bawang" (domain `customMenuText`)'),
  options: lineOptionsWire.describe("not in the spec: the line's options when the dish was sent ([] none)"),
  custom_note: z.string().describe("not in the spec: the cook's note alone"),
  created_at: wireInstant,
  updated_at: wireInstant,
  m_menu_nama: z.string(),
  name: z.string().describe('order type title-cased: "Dine In"'),
  m_t_t_id: wireId.describe("the order's transaction type (1 dine in): what decides dine-in, never the name"),
  m_transaction_table_note_number: z.string(),
  m_transaction_table_customer_name: z.string(),
});

const notaHead = {
  m_transaction_table_id: wireId,
  m_transaction_table_note_number: z.string(),
  m_transaction_table_customer_name: z.string(),
  m_transaction_table_table_name_list: z.string(),
  m_transaction_table_table_list: z.array(wireId),
  m_transaction_table_order_time: wireInstant,
  m_transaction_table_status: wireInt,
  name: z.string(),
  transaction_name: z.string(),
  m_t_t_id: wireId.describe("transaction type id: dine in is decided by it (`isDineIn`), never by the name"),
};

/** A nota badge of `GET /m-transaction-table/ready-status`, with its undelivered dishes. */
export const readyNota = z.strictObject({
  ...notaHead,
  dish_count: wireInt,
  ready_count: wireInt,
  m_dish_status: z.array(dish),
});
export const readyStatus = z.strictObject({
  completed: z.array(readyNota),
  notCompleted: z.array(readyNota),
  additional: z.array(readyNota),
});

/** A nota card of the pickup and active-orders screens. `all_served`: the Selesai button shows. */
export const pickupNota = z.strictObject({
  ...notaHead,
  user_input: userInput,
  all_served: z.boolean(),
  m_dish_status: z.array(dish),
});
/** A page of nota cards (6 a page). */
export const notaPage = z.strictObject({
  current_page: wireInt,
  last_page: wireInt,
  per_page: wireInt,
  total: wireInt,
  data: z.array(pickupNota),
});

/** Dishes of one menu card with the same options: how many, and which options. */
export const availableVariant = z.strictObject({
  options: lineOptionsWire,
  count: wireInt,
});

/** A menu card of Hal Tata with its pending dishes. */
export const availableMenu = z.strictObject({
  m_menu_id: wireId,
  m_menu_nama: z.string(),
  m_menu_m_menu_jenis_id: wireId,
  m_menu_m_kategori_id: wireId,
  count: wireInt,
  variants: z
    .array(availableVariant)
    .describe("not in the spec: the pending dishes per set of options, in the order of their oldest dish; Σ count = count"),
  dine_in: z.array(dish),
  take_away: z.array(dish),
});
/** `GET /m-dish-status/available` data. */
export const available = z.strictObject({
  by_menu: z.array(availableMenu),
  by_menu_jenis: z.array(
    z.strictObject({ m_menu_jenis_id: wireId, m_menu_jenis_nama: z.string(), m_menu_jenis_ambil: z.string(), count: wireInt }),
  ),
  cancelled: z.array(
    z.strictObject({
      id: wireId,
      m_menu_nama: z.string(),
      options: lineOptionsWire.describe("not in the spec: the cancelled dish's options (which one to stop cooking)"),
      m_transaction_table_note_number: z.string(),
      updated_at: wireInstant,
    }),
  ),
});
/** `GET /m-dish-status/set-delivered` data: dishes marked now (0 on a repeated tap). */
export const delivered = z.strictObject({ m_transaction_table_id: wireId, delivered: wireInt });

export const kitchenReplies = {
  readyStatus: envelope(readyStatus),
  dishes: envelope(z.array(dish)),
  available: envelope(available),
  dish: envelope(dish),
  page: envelope(notaPage),
  delivered: envelope(delivered),
};

// ── Route contracts ──

const dishNotes =
  "Dish flags `is_ready, is_served, is_additional, is_cancelled, is_delivered` are 0/1; `m_dish_status_table_id` is the order " +
  'id, `m_dish_status_plot_produksi_id` the station, `name` the order type title-cased ("Dine In"). `options`: the line\'s ' +
  'options when the dish was sent; `custom_menu` reads them, then the note ("Level 3, Telur · tanpa bawang"); `custom_note` is ' +
  "the note alone. Dishes stay on the kitchen and pickup screens until delivered, even when the bill is paid first (take-away).";

const toggleNotes =
  "`meta.code 200`, `data`: the dish. Unknown dish or another outlet's → 404 `Menu tidak ditemukan`; a cancelled dish → 409 " +
  "`Menu sudah dibatalkan`. Each toggle locks the dish row; setting a flag already set succeeds unchanged. Live screens get a `dishes` event.";

const TOGGLES: Record<string, { summary: string; description: string }> = {
  "set-ready": { summary: "Mark a dish ready", description: `${toggleNotes}` },
  "set-not-ready": {
    summary: "Mark a dish not ready",
    description: `Un-ready a served dish → 409 \`Menu sudah disajikan\`. ${toggleNotes}`,
  },
  "set-served": {
    summary: "Mark a dish served",
    description: `Serve a dish that is not ready → 409 \`Menu belum siap\`. ${toggleNotes}`,
  },
  "set-not-served": {
    summary: "Mark a dish not served",
    description: `Un-serve a delivered dish → 409 \`Menu sudah diantar\`. ${toggleNotes}`,
  },
};

const page =
  "`data: {current_page, last_page, per_page (6), total, data: [nota]}`, 6 notas a page by order time. Nota: `user_input: " +
  "{id, name}` is who took the order, `all_served` true when the Selesai button shows.";

const kitchenDocs = {
  readyStatus: {
    summary: "Nota badges of the kitchen-prep screen (Hal Tata)",
    description:
      "`data: {completed, notCompleted, additional}`: notas (open or paid) with dishes not yet delivered, oldest order " +
      'time first; `m_dish_status` holds each nota\'s undelivered dishes. `dine_in` = orders of type "dine in"; `take_away` = every ' +
      "other type (take away and delivery). Other `type` → 422 `Jenis tidak valid`. A nota is `completed` when all its undelivered " +
      `dishes are ready, else \`notCompleted\`; a nota with additional dishes not ready is also listed under \`additional\`. ${dishNotes}`,
  },
  dishes: {
    summary: "Dishes of an order",
    description: `Dishes of the order, not cancelled, by menu type; unknown or another outlet's order → 404 \`Maaf! Transaksi tidak ditemukan\`. ${dishNotes}`,
  },
  available: {
    summary: "Menu cards of the kitchen-prep screen",
    description:
      "`type` (dine_in|take_away) optional. Dishes not ready yet (not cancelled, not delivered) per menu item " +
      "(`by_menu`, split into `dine_in` and `take_away`; `variants`: the count per set of options, dishes of one item with " +
      "other options are never counted as one) and per menu type (`by_menu_jenis`: every type listed, count may be 0); " +
      `\`cancelled\`: today's cancelled dishes, newest first. ${dishNotes}`,
  },
  toggle: (segment: string) => TOGGLES[segment] ?? { summary: segment, description: toggleNotes },
  readyByType: {
    summary: "Pickup screen (Hal Ambil): notas with undelivered dishes of a pickup type",
    description:
      "body `type` makan|minum. Undelivered, uncancelled dishes whose menu type's `m_menu_jenis_ambil` is `type`, " +
      "grouped per nota (open or paid) while the waiter has something left there: a dish to serve, or Selesai on an open " +
      `nota; a paid nota whose dishes of the type are all served is not listed. ${page} ${dishNotes}`,
  },
  active: {
    summary: "Active orders (Pesan Aktif)",
    description: `body \`type?\` makan|minum. Same shape as ready-by-type: every uncancelled dish (delivered too) of open notas, of that pickup type or all; read-only. ${page}`,
  },
  delivered: {
    summary: "Mark a nota's dishes of a pickup type delivered",
    description:
      "`data.delivered`: dishes marked now (0 on a repeated tap). Marks that type's " +
      "(`makan`/`minum`; every type when omitted) undelivered dishes of the nota delivered; some not served → 409 `Masih ada " +
      "menu yang belum disajikan` (nothing marked); unknown or another outlet's order → 404 `Maaf! Transaksi tidak ditemukan`. " +
      "When no dish of the order is left, the order's delivered time is set. Live screens get a `dishes` event.",
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by the server's lib/contract.ts. */
export const kitchenContract: RouteContracts = {
  "GET /m-transaction-table/ready-status": { ...kitchenDocs.readyStatus, response: replies(200, kitchenReplies.readyStatus) },
  "GET /m-dish-status/by-transaction/:id": { ...kitchenDocs.dishes, response: replies(200, kitchenReplies.dishes) },
  "GET /m-dish-status/available": { ...kitchenDocs.available, response: replies(200, kitchenReplies.available) },
  "POST /m-dish-status/ready-by-type": { ...kitchenDocs.readyByType, response: replies(200, kitchenReplies.page) },
  "POST /m-dish-status/active": { ...kitchenDocs.active, response: replies(200, kitchenReplies.page) },
  "GET /m-dish-status/set-delivered": { ...kitchenDocs.delivered, response: replies(200, kitchenReplies.delivered) },
  ...Object.fromEntries(
    ["set-ready", "set-not-ready", "set-served", "set-not-served"].map((segment) => [
      `GET /m-dish-status/${segment}/:id`,
      { ...kitchenDocs.toggle(segment), response: replies(200, kitchenReplies.dish) },
    ]),
  ),
};
