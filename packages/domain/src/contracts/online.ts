/**
 * The contract of online (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas
 * and the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api.
 * The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of QR online orders: the cashier's tmp-online calls (foundations §7)
 * and the guest's public QR calls (docs/api/intro.md "QR orders"). Every size is bounded by QR_LIMITS.
 *
 * QR online-order replies (foundations §3 "Pending online order", "New-order
 * notification", §7 tmp-online calls) and the guest's public QR calls (docs/api/intro.md "QR orders").
 *
 * The contract of the tmp-online routes and the public QR routes: reply schemas, summary,
 * description and refusals, attached by the server's lib/contract.ts and rendered into docs/API.md.
 */

import { z } from "zod";
import { API_MSG, boundedText, FIELD_MSG, MSG, MSG_TEMPLATES, OPTION_MSG, optionalId, QR_LIMITS, QR_MSG } from "../index.ts";
import { pathId } from "../requests/common.ts";
import { envelope, replies, wireFlag, wireId, wireInstant, wireInt, wireMoney, wirePercent } from "../wire/envelope.ts";
import { lineOptionsWire, menuOptionGroupWire, optionIdsField } from "./menu-options.ts";
import type { RefusalDoc, RouteContracts } from "./types.ts";

// ── Request schemas ──

/** `/{tmpId}` of the tmp-online paths. */
export const tmpIdParam = z.object({ tmpId: pathId() });

/** POST /tmp-online/terima: the pending order and the chosen empty table (0: its own table / add to its bill). */
export const acceptOnlineBody = z.object({
  tmp_online_id: pathId(),
  pindah_meja: optionalId(),
});

/** The QR code of a table or take-away counter in a public path: 20–64 URL-safe characters. */
export const qrTokenParam = z.object({
  token: z
    .string()
    .min(20, { error: QR_MSG.TOKEN_NOT_FOUND })
    .max(64, { error: QR_MSG.TOKEN_NOT_FOUND })
    .regex(/^[A-Za-z0-9_-]+$/, { error: QR_MSG.TOKEN_NOT_FOUND }),
});

/**
 * One line of the guest's cart: the menu item, 1…QR_LIMITS.qty units, an optional note and the
 * chosen options' ids (absent: the item's defaults; `[]`: none).
 */
export const qrCartLine = z.object({
  m_menu_id: pathId(),
  qty: z.coerce
    .number({ error: QR_MSG.QTY_RANGE })
    .int({ error: QR_MSG.QTY_RANGE })
    .min(1, { error: QR_MSG.QTY_RANGE })
    .max(QR_LIMITS.qty, { error: QR_MSG.QTY_RANGE }),
  custom_menu: boundedText(QR_LIMITS.note, QR_MSG.NOTE_MAX).default(""),
  options: optionIdsField(),
});

/** PUT /qr/{token}/cart: the whole shared cart, and the version it was edited from (optimistic lock). */
export const qrCartBody = z.object({
  version: z.coerce.number().int().min(0).max(2_000_000_000),
  items: z.array(qrCartLine).max(QR_LIMITS.lines, { error: QR_MSG.CART_TOO_MANY }),
});

/** POST /qr/{token}/send: the guest's name and the cart version it saw. */
export const qrSendBody = z.object({
  version: z.coerce.number().int().min(0).max(2_000_000_000),
  name: boundedText(QR_LIMITS.nameMax, QR_MSG.NAME_MAX, { error: FIELD_MSG.CUSTOMER_NAME_REQUIRED }).min(QR_LIMITS.nameMin, {
    error: QR_MSG.NAME_MIN,
  }),
});

/** POST /qr-token/rotate/{tableId}: the table (0 = the take-away counter). */
export const qrRotateParam = z.object({ tableId: z.coerce.number().int().min(0).max(2_147_483_647) });

// ── Reply schemas ──

/** A line of a pending order as the guest sent it. */
export const onlineItem = z.strictObject({
  m_menu_id: wireId,
  m_menu_nama: z.string(),
  qty: wireInt,
  custom_menu: z.string().describe('the options, then the guest\'s note: "Level 3, Telur · tanpa bawang"'),
  options: lineOptionsWire,
  custom_note: z.string().describe("not in the spec: the guest's note alone"),
});

/** `GET /tmp-online/list` item (foundations §3 Pending online order; `created_at`, `items` added). */
export const pendingOnlineOrder = z.strictObject({
  tmp_online_id: wireId,
  tmp_online_m_t_t_id: wireId.describe("1 = dine-in, 2 = take-away"),
  tmp_online_table_name: z.string(),
  tmp_online_code: z.string(),
  tmp_online_bigboss_name: z.string(),
  created_at: wireInstant,
  items: z.array(onlineItem),
});

/** `GET /tmp-online/notif` (foundations §3 New-order notification). */
export const onlineNotif = z.strictObject({
  count: wireInt.describe("pending (not yet accepted or deleted) orders"),
  sound: wireInt.describe("pending orders whose bell has not rung yet (not marked by off-notif)"),
  tmpId: wireInt.describe("the oldest of those, 0 when none"),
});

/** `GET /tmp-online/cek-nota/{tmpId}`. */
export const onlineBillCheck = z.strictObject({
  status: wireInt.describe("the open order holding the table (its transaction id), 0 when free"),
  m_meja_nama: z.string(),
});

/** `GET /cashier/print-bill-online/{tmpId}`: the bill of the pending order (the browser print page when no printer). */
export const onlineBill = z.strictObject({
  tmp_online_code: z.string(),
  tmp_online_table_name: z.string(),
  tmp_online_bigboss_name: z.string(),
  lines: z.array(
    z.strictObject({
      m_menu_nama: z.string(),
      qty: wireInt,
      price: wireMoney.describe("one unit with its options"),
      nominal: wireMoney,
      custom_menu: z.string().describe("the options, then the note"),
    }),
  ),
  total: wireMoney,
});

/** A menu item on the guest's page. */
export const qrMenuItem = z.strictObject({
  m_menu_id: wireId,
  m_menu_nama: z.string(),
  m_menu_jenis_nama: z.string(),
  price: wireMoney,
  photo: z.string().nullable().describe("image URL, null: the page shows the name's initials"),
  sold_out: wireFlag,
  tax_status: wireFlag.describe("1: the item carries the outlet's tax (as its line at the till will)"),
  service_charge_status: wireFlag.describe("1: the item carries the outlet's service charge"),
  option_groups: z
    .array(menuOptionGroupWire)
    .describe("not in the spec: the item's option groups, prices for the code's type, as `GET /mmenu` gives them ([] none)"),
});

/** The shared cart of one QR code: every phone at the table edits the same one. */
export const qrCart = z.strictObject({
  version: wireInt.describe("incremented by every change; a change sent from an older version is refused (409)"),
  items: z.array(
    z.strictObject({
      m_menu_id: wireId,
      qty: wireInt,
      custom_menu: z.string(),
      options: z.array(wireId).describe("not in the spec: the chosen options' ids, in the sheet's order ([] none)"),
    }),
  ),
});

/** A sent order of this QR code as the guest sees it. */
export const qrGuestOrder = z.strictObject({
  tmp_online_code: z.string(),
  tmp_online_bigboss_name: z.string(),
  state: z.enum(["waiting", "accepted", "cooking", "ready", "rejected"]),
  created_at: wireInstant,
  items: z.array(onlineItem),
});

/** `GET /qr/{token}`: everything the guest's page shows. */
export const qrPage = z.strictObject({
  m_w_nama: z.string(),
  currency: z.string(),
  pajak: wirePercent.describe("the outlet's tax rate, percent"),
  service_charge: wirePercent.describe("the outlet's service-charge rate, percent"),
  pembulatan: z.string().describe('"ya": the total is rounded as the till rounds it'),
  table_name: z.string(),
  m_t_t_id: wireId,
  menu: z.array(qrMenuItem),
  cart: qrCart,
  orders: z.array(qrGuestOrder),
});

/** `GET /qr-token/list` item: the QR code of a table (m_meja_id 0: the take-away counter). */
export const qrTokenRow = z.strictObject({
  m_meja_id: wireInt,
  m_meja_nama: z.string(),
  path: z.string().describe("the guest page's path, /{outlet}/qr/{token}"),
});

export const onlineReplies = {
  list: envelope(z.array(pendingOnlineOrder)),
  notif: envelope(onlineNotif),
  marked: envelope(z.null()),
  check: envelope(onlineBillCheck),
  accepted: envelope(z.strictObject({ transactionId: wireId })),
  deleted: envelope(z.null()),
  bill: envelope(onlineBill, { error: z.literal(0), struct: z.string(), printed: z.boolean() }),
  page: envelope(qrPage),
  cart: envelope(qrCart),
  sent: envelope(z.strictObject({ tmp_online_code: z.string() })),
  tokens: envelope(z.array(qrTokenRow)),
  token: envelope(qrTokenRow),
};

// ── Route contracts ──

/** A cart line's options refused as add-menu refuses them (domain `optionRefusalMessage`), e.g. a required group left empty. */
const optionsRefused: RefusalDoc = {
  when: "a required option group left empty, too many options of a group, an option the item does not offer",
  status: 422,
  message: OPTION_MSG.chooseAtLeast("{group}", 1),
};
const optionSoldOut: RefusalDoc = { when: "an option is sold out today", status: 409, message: OPTION_MSG.soldOut("{option}") };

const processed: RefusalDoc = {
  when: "the order was already accepted or deleted (another cashier was first)",
  status: 200,
  code: 204,
  message: QR_MSG.ALREADY_PROCESSED,
  title: MSG.OOPS_TITLE,
};
const unknown: RefusalDoc = { when: "unknown or another outlet's pending order", status: 200, code: 404, message: QR_MSG.NOT_FOUND };
const badToken: RefusalDoc = { when: "unknown or rotated QR code", status: 404, message: QR_MSG.TOKEN_NOT_FOUND };
const limited: RefusalDoc = {
  when: `more than ${QR_LIMITS.perTokenPerMinute} calls a minute for one QR code or ${QR_LIMITS.perIpPerMinute} from one IP`,
  status: 429,
  message: QR_MSG.RATE_LIMITED,
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by the server's lib/contract.ts. */
export const onlineContract: RouteContracts = {
  "GET /tmp-online/list": {
    summary: "Pending QR online orders",
    description:
      "The outlet's QR orders waiting for a cashier (status new), oldest first (foundations §3). `tmp_online_m_t_t_id` 1 dine-in, " +
      "2 take-away (the take-away counter's QR: `tmp_online_table_name` is `Bungkus` until accepted). `items` are the guest's " +
      "lines: `options` as chosen (names and prices when sent), `custom_menu` the options then the note, `custom_note` the note. The web reloads it every 5 s while /online-order is open and on the `online` live event.",
    response: replies(200, onlineReplies.list),
  },
  "GET /tmp-online/notif": {
    summary: "New-order count for the bell",
    description:
      "`count` pending orders, `sound` of them whose bell has not rung yet, `tmpId` the oldest of those (0 when none). The web " +
      "rings when `tmpId` is above 0 and new to it or `sound` is under 2, then calls off-notif/{tmpId} (foundations §4). " +
      "Refetched on the `online` live event (polled only while the event stream is down; never for wbd, who may not call it).",
    response: replies(200, onlineReplies.notif),
  },
  "GET /tmp-online/off-notif/:id": {
    summary: "Mark a new order's bell as rung",
    description: "Idempotent. Publishes the `online` event so every till's bell stops for it.",
    response: replies(200, onlineReplies.marked),
    refusals: [{ ...unknown, status: 404, code: undefined }],
  },
  "GET /tmp-online/cek-nota/:tmpId": {
    summary: "Does the QR order's table already have a bill?",
    description:
      "`status` is the open order (transaction id) holding the table, 0 when the table is free or the order is from the " +
      "take-away counter. Above 0 the web asks `Terdapat pesanan di meja {m_meja_nama}` with Tambahkan / Pindah Meja / Batal.",
    response: replies(200, onlineReplies.check),
    refusals: [{ ...unknown, status: 404, code: undefined }],
  },
  "GET /tmp-online/delete/:tmpId": {
    summary: "Delete a pending QR order",
    description: "The order is kept as deleted (the guest's page shows it refused); it never reaches the kitchen.",
    response: replies(200, onlineReplies.deleted, { bodyRefusal: true }),
    refusals: [processed, unknown],
  },
  "POST /tmp-online/terima": {
    summary: "Accept a QR order",
    description:
      "One transaction with the pending order's row locked (two cashiers accepting at once: one order, the other refused). " +
      "`pindah_meja` 0: to its own table — added to the open bill there (Tambahkan) or a new order whose nota is " +
      "`tmp_online_code` and Big Boss the guest's name; a take-away counter order takes the first free bungkus slot. " +
      "`pindah_meja` > 0: a new order on that empty table (Pindah Meja). The lines are added as add-menu adds them (the " +
      "order's prices; a sold-out item refuses the accept) with their options (as add-menu's `options`: checked again, at " +
      "today's option prices; a sold-out option refuses the accept) and notes, then the order goes to the kitchen as " +
      "ORDER KE PRODUKSI sends it (every unsent line). `data.transactionId` opens the order screen.",
    response: replies(200, onlineReplies.accepted, { bodyRefusal: true }),
    refusals: [
      processed,
      unknown,
      { when: "the chosen table is held by an open order", status: 200, code: 204, message: MSG.TABLE_IN_USE, title: MSG.OOPS_TITLE },
      { when: "take-away counter order and every bungkus slot is held", status: 200, code: 204, message: QR_MSG.NO_TAKE_AWAY_SLOT },
    ],
  },
  "GET /cashier/print-bill-online/:tmpId": {
    summary: "Print the bill of a pending QR order",
    description:
      'Queues the bill (prices of the order\'s type, before tax and service) to the kasir printer (`printed` true; `struct` "" or the ' +
      "image link of an android printer). With no kasir printer `printed` is false and `struct` is the browser print page " +
      "`/cetak/bill-online/{tmpId}` (foundations §7: a link the client follows), which reads `data` with `?view=1` (nothing queued). " +
      "Names are printed as sent (control characters are refused at the source).",
    response: replies(200, onlineReplies.bill, { bodyRefusal: true }),
    refusals: [
      {
        when: "the order's table already has a bill",
        status: 200,
        code: 204,
        message: MSG_TEMPLATES.tableOrderExists("{table}"),
        title: MSG.WARNING_TITLE,
      },
      unknown,
    ],
  },
  "GET /qr/:token": {
    summary: "The guest's QR page (public)",
    description:
      "No login: the QR code is the capability (32 random bytes; rotating it makes the old one 404). The outlet's active menu " +
      "with the prices of the code's type (1 dine-in table, 2 take-away counter), sold-out items flagged, each item's " +
      "`option_groups` (as `GET /mmenu`: active groups and options, deltas for the code's type, `sold_out` today), the shared cart " +
      "and the orders sent from this code in the last 12 hours (accepted ones while their bill is open) with their state: " +
      "waiting → accepted → cooking (dishes in the kitchen) → ready (every dish ready), or rejected (deleted by the cashier). " +
      "The outlet's `pajak` and `service_charge` (percent), `pembulatan` and each item's `tax_status` / `service_charge_status` " +
      "let the page show the cart's total as the till will bill it (domain `guestCartTotals`: each line at its item's price plus " +
      "its options, subtotal + tax + service, rounded). " +
      `The page reads it every ${QR_LIMITS.statusPollMs / 1000} s (public: no event stream).`,
    response: replies(200, onlineReplies.page),
    refusals: [badToken, limited],
  },
  "PUT /qr/:token/cart": {
    summary: "Replace the shared cart of a QR code (public)",
    description:
      `Every phone at the table edits one cart. The body is the whole cart (≤ ${QR_LIMITS.lines} lines, 1–${QR_LIMITS.qty} units, ` +
      `notes ≤ ${QR_LIMITS.note} characters, \`options\`: the chosen option ids as add-menu takes them, absent = the item's ` +
      "defaults) and the `version` it was edited from; the reply is the cart with the next version (each line's `options` the ids " +
      "kept). The options obey the item's groups as add-menu checks them (domain `resolveLineOptions`, the same words), but " +
      "for sold out, which only the send refuses. " +
      "An older version (another phone changed it) is refused 409 and changes nothing: the page reloads and the guest retries.",
    response: replies(200, onlineReplies.cart),
    refusals: [
      badToken,
      limited,
      { when: "the cart changed since `version`", status: 409, message: QR_MSG.CART_CHANGED },
      { when: "an item not of the outlet's active menu", status: 404, message: API_MSG.MENU_NOT_FOUND },
      optionsRefused,
    ],
  },
  "POST /qr/:token/send": {
    summary: "Send the shared cart as an order (public)",
    description:
      `The cart (at \`version\`) becomes a pending order named \`name\` (${QR_LIMITS.nameMin}–${QR_LIMITS.nameMax} characters) and ` +
      "is emptied, in one transaction with the cart row locked (two phones sending at once: one order). The cashier's list " +
      "and bell update by the `online` event. Each line's options are checked again (sold out included) and kept with their " +
      `names and prices as the guest saw them. At most ${QR_LIMITS.waitingPerToken} orders of one code may wait at once.`,
    response: replies(200, onlineReplies.sent),
    refusals: [
      badToken,
      limited,
      { when: "the cart changed since `version`", status: 409, message: QR_MSG.CART_CHANGED },
      { when: "the cart is empty", status: 422, message: QR_MSG.CART_EMPTY },
      { when: "too many orders of this code wait for the cashier", status: 429, message: QR_MSG.TOO_MANY_WAITING },
      { when: "an item is sold out", status: 409, message: API_MSG.MENU_SOLD_OUT },
      { ...optionsRefused, when: "a line's options no longer obey its item's groups (a group made required since, …)" },
      optionSoldOut,
    ],
  },
  "GET /qr-token/list": {
    summary: "QR codes of the outlet's tables",
    description:
      "The QR code of every active dine-in table and of the take-away counter (`m_meja_id` 0), created on first read; `path` " +
      "is the guest page (`/{outlet}/qr/{token}`) the printable sheet encodes with the server's address.",
    response: replies(200, onlineReplies.tokens),
  },
  "POST /qr-token/rotate/:tableId": {
    summary: "Rotate a table's QR code",
    description: "A new random code replaces the table's (0: the take-away counter); the old one answers 404 and its cart is emptied.",
    response: replies(200, onlineReplies.token),
    refusals: [{ when: "not a table of the outlet", status: 404, message: API_MSG.TABLE_NOT_FOUND }],
  },
};
