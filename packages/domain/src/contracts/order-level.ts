/**
 * The contract of order-level (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply
 * schemas and the route contracts (summary, description, replies, refusals) per "METHOD /path"
 * under /api. The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the order-level actions (payment spec §5, §7; orders spec §7): PUT
 * /tmp-transaction/{id}, POST /m-transaction-table/pull-menu, GET /voucher/get-voucher. Forms arrive
 * as JSON, urlencoded or multipart; a list comes as `x[]` fields, an array, a JSON string or "1,2".
 *
 * Order-level replies of the cashier screen (docs/API.md "Order-level actions"; payment §2.1, §5,
 * §7; orders §7): pull menus out, delete, service charge and Tarik Tunai, the price-check repair,
 * the staff-side order with its lines, vouchers and the member lookup.
 *
 * The contract of the order-level routes (reply schemas, summary, description; docs/API.md), attached
 * by the server's lib/contract.ts. Payment spec §2.1, §4, §5, §6, §7; orders spec §7.
 */

import { z } from "zod";
import { boundedText, cashWithdrawalAmount, FIELD_MSG, MAX_ID, MAX_ITEMS, MAX_LENGTH, ORDER_MSG, optionalId } from "../index.ts";
import { envelope, replies, wireId, wireInt, wireMoney } from "../wire/envelope.ts";
import { order, orderLine, ordersReplies, serverTotals } from "./orders.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

/** "1" / "0" / true / "true" / "on" → boolean; blank or absent → undefined. */
function switchInput(value: unknown): unknown {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    return undefined;
  }
  if (typeof value === "boolean") {
    return value;
  }
  const text = String(value).trim().toLowerCase();
  if (["1", "true", "on", "ya"].includes(text)) {
    return true;
  }
  if (["0", "false", "off", "tidak"].includes(text)) {
    return false;
  }
  return value;
}

const serviceSwitch = () => z.preprocess(switchInput, z.boolean({ error: FIELD_MSG.FLAG_INVALID }).optional());

/**
 * The staff-side field as `GET /tmp-transaction/{id}` gives it out: the order's service-charge
 * percent (e.g. 5). A number: 0 → off, above 0 → on (at the order's own rate, which this call never
 * changes); a switch word as `serviceSwitch`. So a client that echoes what it read is accepted.
 */
function percentOrSwitch(value: unknown): unknown {
  const text = typeof value === "string" ? value.trim().replace(",", ".") : value;
  const n = typeof text === "number" ? text : typeof text === "string" && /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n > 0 : switchInput(value);
}

/**
 * `PUT /tmp-transaction/{id}`: the service-charge switch and Tarik Tunai, cashier-side
 * (`tmp_transaction_detail_*`) or staff-side (`m_transaction_menu_*`) names. The staff-side
 * `m_transaction_menu_service_charge` also takes the percent that `GET /tmp-transaction/{id}` gives
 * out (0 off, above 0 on).
 */
export const orderChargesBody = z.object({
  tmp_transaction_detail_service_charge: serviceSwitch(),
  m_transaction_menu_service_charge: z.preprocess(percentOrSwitch, z.boolean({ error: FIELD_MSG.FLAG_INVALID }).optional()),
  tmp_transaction_detail_tarik_tunai: cashWithdrawalAmount(),
  m_transaction_menu_tarik_tunai: cashWithdrawalAmount(),
});
export type OrderChargesBody = z.output<typeof orderChargesBody>;

/** A list field as it arrives: array, JSON array string, "1,2" or a single value → array. */
function listInput(value: unknown): unknown {
  if (value === undefined || value === null || value === "") {
    return undefined;
  }
  if (Array.isArray(value)) {
    return value;
  }
  if (typeof value === "string") {
    const text = value.trim();
    if (text.startsWith("[")) {
      try {
        return JSON.parse(text);
      } catch {
        return value;
      }
    }
    return text.split(",").map((v) => v.trim());
  }
  return [value];
}

function intInput(value: unknown): unknown {
  return typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
}

const idItem = z.preprocess(intInput, z.number({ error: FIELD_MSG.ID_REQUIRED }).int().positive().max(MAX_ID, FIELD_MSG.ID_REQUIRED));
const qtyItem = z.preprocess(
  intInput,
  z.number({ error: ORDER_MSG.PULL_QTY_INVALID }).int(ORDER_MSG.PULL_QTY_INVALID).min(1, ORDER_MSG.PULL_QTY_INVALID).max(MAX_ID),
);

/**
 * `POST /m-transaction-table/pull-menu`: `m_transaction_menu_ids[]` the lines to pull out, and
 * optionally `m_transaction_menu_qty[]`, the units of each (same order; absent = the whole line).
 * JSON clients may name the fields with or without `[]`.
 */
export const pullMenuBody = z.preprocess(
  (raw) => {
    if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
      return raw;
    }
    const body = raw as Record<string, unknown>;
    return {
      m_transaction_menu_ids: body.m_transaction_menu_ids ?? body["m_transaction_menu_ids[]"],
      m_transaction_menu_qty: body.m_transaction_menu_qty ?? body["m_transaction_menu_qty[]"],
      target_transaction_id: body.target_transaction_id,
    };
  },
  z
    .object({
      m_transaction_menu_ids: z.preprocess(
        listInput,
        z.array(idItem, { error: ORDER_MSG.PULL_EMPTY }).min(1, ORDER_MSG.PULL_EMPTY).max(MAX_ITEMS, FIELD_MSG.ID_REQUIRED).optional(),
      ),
      m_transaction_menu_qty: z.preprocess(listInput, z.array(qtyItem).max(MAX_ITEMS).optional()),
      target_transaction_id: optionalId().describe(
        'an open note of the outlet to move the lines to; absent, 0, "" or null: a new take-away note (the default)',
      ),
    })
    .refine((b) => !b.m_transaction_menu_qty || b.m_transaction_menu_qty.length === (b.m_transaction_menu_ids?.length ?? 0), {
      message: ORDER_MSG.PULL_QTY_INVALID,
      path: ["m_transaction_menu_qty"],
    }),
);
export type PullMenuBody = z.output<typeof pullMenuBody>;

/** `GET /voucher/get-voucher?voucher_code=`. */
export const voucherQuery = z.object({
  voucher_code: boundedText(MAX_LENGTH.query, ORDER_MSG.VOUCHER_NOT_FOUND).optional(),
});

// ── Reply schemas ──

/** `GET /m-transaction-meja/{id}` data: the order with its lines (staff-side name `m_transaction_menu`). */
export const orderWithLines = order.extend({ m_transaction_menu: z.array(orderLine) });

/** `POST /m-transaction-table/pull-menu` data: the new note the lines went to. */
export const pulledNote = z.strictObject({
  tmp_transaction_id: wireId.describe("the note the lines went to: the new one, or `target_transaction_id`"),
  m_transaction_table_id: wireId,
  tmp_transaction_note_number: z.string(),
  tmp_transaction_m_meja_id: wireId.describe("that note's table (a new note: the take-away table it holds)"),
  source_transaction_id: wireId,
  moved: z.array(z.strictObject({ m_transaction_menu_id: wireId, qty: wireInt })).describe("source line ids and units moved"),
});

/** `DELETE /tmp-transaction/{id}` data. */
export const deletedOrder = z.strictObject({
  tmp_transaction_id: wireId,
  removed_dishes: wireInt.describe("kitchen dishes taken off the screens"),
});

/** `GET /voucher/get-voucher` data. */
export const voucherReply = z.strictObject({
  m_voucher_code: z.string(),
  m_voucher_value: wireMoney,
  m_voucher_valid_until: z.string().nullable().describe("YYYY-MM-DD (Asia/Jakarta), null = no end"),
});

export const orderLevelReplies = {
  withLines: envelope(orderWithLines, { totals: serverTotals }),
  pullable: envelope(z.array(orderLine)),
  pulled: envelope(pulledNote),
  deleted: envelope(deletedOrder, { error: z.literal(0), msg: z.string() }),
  corrected: envelope(z.array(orderLine), { totals: serverTotals, corrected: wireInt.describe("lines whose stored figures changed") }),
  voucher: envelope(voucherReply),
};

// ── Route contracts ──

const notify =
  "Every change publishes a live event (`orders` with the order id; `dishes` with the dish ids when kitchen dishes move or leave) inside its transaction.";
const gone = "Unknown, another outlet's or closed (status 2) order → 404 `Maaf! Transaksi tidak ditemukan`, nothing changed.";

const docs = {
  charges: {
    summary: "Service-charge switch and Tarik Tunai of an order",
    description: [
      "Roles of `order.discount` (kasir wbd kacab; opp → 403 `Akses DiTolak!` / `Hubungi Kacab/Asisten`). Form (either name): `tmp_transaction_detail_service_charge` / `m_transaction_menu_service_charge` (switch: 1/0, true/false; absent = unchanged; the staff-side name also takes the percent `GET /tmp-transaction/{id}` gives out, e.g. 5: 0 off, above 0 on at the order's own rate, so echoing what was read is accepted), `tmp_transaction_detail_tarik_tunai` / `m_transaction_menu_tarik_tunai` (cash withdrawal, money; empty or non-numeric → 0, i.e. removed; negative or too large → 422; absent = unchanged).",
      "Service charge on: every status-0 line takes its menu item's service-charge flag again; off: no line is charged. Switching on an order whose service-charge rate is 0 → 422 `Transaksi ini tidak dikenakan service charge`. Tarik Tunai is added to the total (payment §9) by `GET /transaction-detail` and the payment.",
      `- 200, \`meta.message "Transaksi diperbarui"\`, \`data\`: the order as \`GET /tmp-transaction/{id}\`. ${gone} One transaction with the order row locked. ${notify}`,
    ].join("\n"),
  },
  remove: {
    summary: "Delete an open order",
    description: [
      "Roles of `order.delete` (kasir wbd kacab; opp → 403 `Akses DiTolak!` / `Hubungi Kacab/Asisten`). Removes the order, its lines and its kitchen dishes (they leave Hal Tata, Hal Ambil, the kitchen display) and frees its tables; the note number may be used again. A QR online order accepted into it keeps its record, unlinked. The deletion is recorded in the same transaction in the order-deletion log (table `tmp_transaction_delete_log`: outlet, order id, nota number, business date, customer, table names, total in minor units before rounding, the lines as they stood — item, qty, price, discount, status, sent units, note —, dishes removed, the deleting user, the time); its sent dishes are logged in Gagal Proses (reason `Transaksi dihapus`) and those the kitchen had not marked ready return to today's counted stock. A refused deletion records nothing.",
      `- 200, \`error: 0\` (payment §7: the client reads this top-level field), \`msg\` and \`meta.message\` \`"Transaksi berhasil dihapus"\`, \`meta.error 0\`, \`data: {tmp_transaction_id, removed_dishes}\`: the client returns to the dashboard. ${gone} One transaction with the order row locked. ${notify}`,
    ].join("\n"),
  },
  correction: {
    summary: "Price-check repair of an order",
    description:
      "Ordering roles. Called by the client when its sums of the lines differ from qty × price (payment §4 Price check). Recomputes every status-0 line's stored figures from qty × price: a line discount above price × qty is cut to it, sent units never exceed the quantity, an empty unsent line (qty 0) is removed. " +
      `200, \`data\`: the corrected lines as \`GET /transaction-detail\`, \`totals\` the server's totals, \`corrected\` how many lines changed (0: nothing to repair, no event). ${gone} ${notify}`,
  },
  withLines: {
    summary: "One order with its lines (staff side)",
    description:
      "Any logged-in role. `data`: the order as `GET /tmp-transaction/{id}` plus `m_transaction_menu`: its lines (all statuses, oldest first) as `GET /transaction-detail`; `totals` the server's totals. Open or closed; unknown or another outlet's → 404 `Maaf! Transaksi tidak ditemukan`.",
  },
  pullable: {
    summary: "Lines that can be pulled out (Keluarkan Menu)",
    description: `Roles of \`order.pay\` (kasir wbd kacab). \`data\`: the order's status-0 lines (sent or not), oldest first. ${gone}`,
  },
  pull: {
    summary: "Pull menus out to a new take-away note or another open note (Keluarkan Menu)",
    description: [
      "Roles of `order.pay` (kasir wbd kacab). Form: `m_transaction_menu_ids[]` (line ids of ONE open order; JSON may send `m_transaction_menu_ids` as an array, `[1,2]` or `1,2`), optional `m_transaction_menu_qty[]` (units of each line, same order; absent = the whole line), optional `target_transaction_id`.",
      "The target: absent (or 0, `\"\"`, null) → a NEW note (the default): transaction type take away, the outlet's first free `bungkus` table (lowest sort order), note number `{source}-{n}` (first n never used at the outlet), the source's customer name, member id, waiter, order time, tax/service-charge rates and rounding; cashier = the user. A whole line moves as it is; part of a line is split off (the new line gets the units, its share of the line discount rounded down, and up to that many sent units). Moved lines are marked takeaway. With `target_transaction_id`, an OPEN note of the same outlet (not the source) takes the lines instead, nothing is created: its own tax/service-charge rates and rounding then apply to them, they are marked takeaway only when it is a take-away note, and `meta.message` is `Menu berhasil dipindah ke nota tujuan`. Sent dishes keep their kitchen status (ready, served) and follow their units to the new note, unserved ones first.",
      '- 200, `meta.message "Menu berhasil dikeluarkan ke nota baru"`, `data: {tmp_transaction_id, m_transaction_table_id (the note the lines went to), tmp_transaction_note_number, tmp_transaction_m_meja_id, source_transaction_id, moved: [{m_transaction_menu_id, qty}]}`.',
      "- 422 `Pilih menu yang akan dikeluarkan` (no id), `Jumlah menu yang dikeluarkan tidak valid` (qty < 1, above the line's, or a qty list of another length), `Menu yang dikeluarkan harus dari satu transaksi`; 404 `Menu tidak ditemukan` (unknown or another outlet's line); a cancelled, replaced or free line → 409 `Menu batal, garansi atau gratis tidak dapat dikeluarkan`; no free bungkus table → HTTP 409, `meta.code 204`, `Tidak ada meja bungkus yang kosong`; a target unknown or of another outlet → 404 `Nota tujuan tidak ditemukan`, closed → 409 `Nota tujuan sudah ditutup`, the source itself → 422 `Nota tujuan harus berbeda dari nota asal` (each with `errors.target_transaction_id`). " +
        `${gone} Every refusal changes nothing. One transaction with the source row locked (with a target, both notes, in id order); two pulls racing for the last bungkus table: one wins (unique index). ${notify}`,
    ].join("\n"),
  },
  voucher: {
    summary: "Look a voucher code up",
    description:
      "Roles of `order.discount` (kasir wbd kacab; opp → 403). Query `voucher_code` (trimmed, any case). 200, `data: {m_voucher_code, m_voucher_value, m_voucher_valid_until}` (value: money; last day YYYY-MM-DD or null). " +
      "Refusals carry the text in `msg` (shown under the code input): blank → 422 `Kode voucher harus diisi`; unknown or another outlet's → 404 `Voucher tidak ditemukan`; already spent → 409 `Voucher sudah digunakan`; after its last day (Asia/Jakarta) → 409 `Voucher sudah kedaluwarsa`. " +
      "The voucher's value then goes into the payment's `nominal_voucher` (the total falls by it, floor 0; payment §5).",
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api). */
export const orderLevelContract: RouteContracts = {
  "PUT /tmp-transaction/:id": { ...docs.charges, response: replies(200, ordersReplies.order) },
  "DELETE /tmp-transaction/:id": { ...docs.remove, response: replies(200, orderLevelReplies.deleted) },
  "GET /m-transaction-meja/correction/:id": { ...docs.correction, response: replies(200, orderLevelReplies.corrected) },
  "GET /m-transaction-meja/:id": { ...docs.withLines, response: replies(200, orderLevelReplies.withLines) },
  "GET /m-transaction-table/get-pull-menu/:id": { ...docs.pullable, response: replies(200, orderLevelReplies.pullable) },
  "POST /m-transaction-table/pull-menu": { ...docs.pull, response: replies(200, orderLevelReplies.pulled) },
  "GET /voucher/get-voucher": { ...docs.voucher, response: replies(200, orderLevelReplies.voucher) },
};
