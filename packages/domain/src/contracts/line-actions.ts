/**
 * The contract of line-actions (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply
 * schemas and the route contracts (summary, description, replies, refusals) per "METHOD /path"
 * under /api. The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the line actions (orders §5, §7; payment §5, §7; docs/API.md "Line actions").
 * Forms arrive as JSON, urlencoded or multipart: numbers may be strings, `x[]` arrives as `x`.
 * Each field has its cashier-side name (`tmp_transaction_detail_*`), its staff-side name
 * (`m_transaction_menu_*`) and, where the spec names it so, a short one; ids sent as 0, "" or null
 * are absent. Range rules that need the line (quantity ≤ line quantity) are the services'.
 *
 * Replies of the line actions (docs/API.md "Line actions"; orders §2.5, §7; payment §2.1, §7):
 * custom notes, quantities, reduce with reason, warranty and cancel, edit menu, cancel dishes.
 *
 * The contract of each line-action route (reply schemas, summary, description; rendered into
 * docs/API.md "orders" and "kitchen"), attached by the server's lib/contract.ts.
 */

import { z } from "zod";
import { boundedText, FIELD_MSG, LINE_MSG, MAX_ID, MAX_ITEMS, MAX_LENGTH, MAX_QUANTITY, parseJsonArray } from "../index.ts";
import type { WireNamed, WireValue } from "../requests/common.ts";
import { envelope, replies } from "../wire/envelope.ts";
import { dish } from "./kitchen.ts";
import { orderLine } from "./orders.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

function blank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === "string" && v.trim() === "");
}

/** An output that says nothing: absent, null, blank text or an empty list. */
function blankOutput(v: unknown): boolean {
  return v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
}

/**
 * A form whose fields arrive under the spec's wire names, read as one internal field each: every
 * wire name of `names[field]` (default: the field's own name) is validated by `shape[field]` and
 * the first one saying something (not absent, blank or an empty list; else the first given) becomes
 * `field`. The request schema (and docs/API.md, OpenAPI) thus shows the wire names; refusals name
 * the wire field that was wrong.
 */
function wireForm<S extends Record<string, z.ZodType>, const N extends { [K in keyof S]?: readonly string[] }>(
  shape: S,
  names: N,
  params?: { error: string },
) {
  const wire: Record<string, z.ZodType> = {};
  for (const [field, schema] of Object.entries(shape)) {
    const list: readonly string[] = (names as Record<string, readonly string[] | undefined>)[field] ?? [field];
    list.forEach((name, i) => {
      if (name in wire) {
        throw new Error(`wire field ${name} named twice`);
      }
      const alias = i === 0 ? undefined : `another name of \`${list[0]}\` (the first one sent non-blank is read)`;
      const notes = [schema.description, alias].filter(Boolean).join("; ");
      wire[name] = notes ? schema.describe(notes) : schema;
    });
  }
  const schema = z.object(wire, params).transform((form) => {
    const out: Record<string, unknown> = {};
    for (const field of Object.keys(shape)) {
      const values = ((names as Record<string, readonly string[] | undefined>)[field] ?? [field]).map((name) => form[name]);
      out[field] = values.find((v) => !blankOutput(v)) ?? values.find((v) => v !== undefined);
    }
    return out as { [K in keyof S]: z.output<S[K]> };
  });
  return schema as typeof schema & WireNamed<WireFields<S, N>>;
}

/** The value a client sends for one field: a nested wire form under its own wire names, lists element by element. */
type FieldWire<T> =
  T extends WireNamed<infer W>
    ? W
    : T extends z.ZodPipe<infer _I, infer O>
      ? FieldWire<O>
      : T extends z.ZodArray<infer E>
        ? FieldWire<E>[]
        : T extends z.ZodOptional<infer I>
          ? FieldWire<I> | undefined
          : WireValue<z.output<T>>;

type Union2Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every wire name of every field, optional (any one of a field's names may carry it). */
type WireFields<S, N> = Union2Intersection<
  {
    [K in keyof S]: {
      [W in K extends keyof N ? (N[K] extends readonly (infer E extends string)[] ? E : K & string) : K & string]?: FieldWire<S[K]>;
    };
  }[keyof S]
>;

const intInput = (v: unknown) => (typeof v === "string" && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);

/** Optional id: absent for undefined, null, "", 0 or "0". */
export const lineId = () =>
  z
    .preprocess(
      (v) => (blank(v) || v === 0 || v === "0" ? undefined : intInput(v)),
      z
        .number({ error: FIELD_MSG.ID_REQUIRED })
        .int({ error: FIELD_MSG.ID_REQUIRED })
        .positive({ error: FIELD_MSG.ID_REQUIRED })
        .max(MAX_ID, { error: FIELD_MSG.ID_REQUIRED })
        .optional(),
    )
    .describe('0, "" or null: absent');

/** Optional quantity 0…MAX_QUANTITY (the services check it against the line). */
const qty = () =>
  z.preprocess(
    (v) => (blank(v) ? undefined : intInput(v)),
    z
      .number({ error: LINE_MSG.QTY_REQUIRED })
      .int({ error: LINE_MSG.QTY_REQUIRED })
      .min(0, { error: LINE_MSG.QTY_REQUIRED })
      .max(MAX_QUANTITY, { error: LINE_MSG.QTY_TOO_MUCH })
      .optional(),
  );

/** Optional free text (a note or a reason) of at most MAX_LENGTH.note characters, trimmed; blank → "". */
const text = (maxMessage: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? undefined : typeof v === "number" ? String(v) : v),
    z.union([z.literal(""), boundedText(MAX_LENGTH.note, maxMessage)]).optional(),
  );

/** A 0/1 switch: 1, "1", true, "true", "on" → true; 0, "0", false, "false", "off", "" → false. */
export const flag = () =>
  z
    .preprocess((v) => {
      if (blank(v)) {
        return undefined;
      }
      const s = String(v).trim().toLowerCase();
      return ["1", "true", "on", "ya"].includes(s) ? true : ["0", "false", "off", "tidak"].includes(s) ? false : v;
    }, z.boolean({ error: FIELD_MSG.FLAG_INVALID }).optional())
    .describe("0 or 1 (true/false, on/off also read)");

/** One id or a list of ids (`x[]`, a JSON list, "1,2"). */
const idList = () =>
  z.preprocess(
    (v) => {
      const parsed = typeof v === "string" && v.trim().startsWith("[") ? parseJsonArray(v) : v;
      if (blank(parsed)) {
        return [];
      }
      return Array.isArray(parsed) ? parsed : String(parsed).split(",");
    },
    z
      .array(z.preprocess(intInput, z.number({ error: FIELD_MSG.ID_REQUIRED }).int().positive().max(MAX_ID)))
      .max(MAX_ITEMS, { error: FIELD_MSG.LIST_MAX }),
  );

const LINE = ["tmp_transaction_detail_id", "m_transaction_menu_id"] as const;
const ORDER = [
  "tmp_transaction_detail_tmp_transaction_id",
  "m_transaction_menu_table_id",
  "tmp_transaction_id",
  "m_transaction_table_id",
] as const;
const ITEM = ["tmp_transaction_detail_m_produk_id", "m_transaction_menu_menu_id", "m_produk_id", "m_menu_id"] as const;

/** `POST /m-transaction-meja/customMenu`: line, quantity to split off, note, takeaway switch. */
export const customMenuBody = wireForm(
  { line: lineId(), qty: qty(), note: text(FIELD_MSG.NOTE_MAX), takeaway: flag() },
  {
    line: LINE,
    qty: ["qty", "tmp_transaction_detail_qty", "m_transaction_menu_qty"],
    note: ["custom_menu", "tmp_transaction_detail_custom_menu", "m_transaction_menu_custom_menu"],
    takeaway: ["takeaway_status", "tmp_transaction_detail_takeaway_status", "m_transaction_menu_takeaway_status"],
  },
);

/** `POST /m-transaction-menu/list-menu` and `POST /m-dish-status/list`: an item of an order. */
export const itemOfOrderBody = wireForm(
  { item: lineId(), order: lineId(), line: lineId() },
  { item: [...ITEM, "m_dish_status_menu_id"], order: [...ORDER, "m_dish_status_table_id"], line: LINE },
);

/** `POST /m-transaction-menu/update-menus`: parallel lists of line ids and notes (`[delete]` or blank clears). */
export const updateMenusBody = wireForm(
  {
    ids: idList(),
    notes: z.preprocess(
      (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]),
      z
        .array(
          z.preprocess(
            (v) => (typeof v === "number" ? String(v) : v),
            z.union([z.literal(""), boundedText(MAX_LENGTH.note, FIELD_MSG.NOTE_MAX)]),
          ),
        )
        .max(MAX_ITEMS, { error: FIELD_MSG.LIST_MAX }),
    ),
  },
  {
    ids: ["m_transaction_menu_id_custom_menu", "tmp_transaction_detail_id_custom_menu"],
    notes: ["m_transaction_menu_custom_menu", "tmp_transaction_detail_custom_menu"],
  },
);

/** `POST /m-transaction-meja/update-multi-qty`: the line and its new quantity. */
export const multiQtyBody = wireForm(
  { line: lineId(), qty: qty() },
  { line: LINE, qty: ["qty", "tmp_transaction_detail_qty", "m_transaction_menu_qty"] },
);

/** One entry of add-multiple-menu's `menu` list. */
const menuEntry = wireForm(
  { item: lineId(), qty: qty(), note: text(FIELD_MSG.NOTE_MAX) },
  {
    item: ITEM,
    qty: ["qty", "m_transaction_menu_qty", "tmp_transaction_detail_qty"],
    note: ["custom_menu", "m_transaction_menu_custom_menu"],
  },
  { error: LINE_MSG.MENU_LIST_INVALID },
);

/** `POST /m-transaction-meja/add-multiple-menu`: the order and `menu`, a JSON list of {m_menu_id, qty, custom_menu?}. */
export const addMultipleBody = wireForm(
  {
    order: lineId(),
    menu: z.preprocess(
      parseJsonArray,
      z.array(menuEntry, { error: LINE_MSG.MENU_LIST_INVALID }).max(MAX_ITEMS, { error: FIELD_MSG.LIST_MAX }),
    ),
  },
  { order: ORDER },
);
export type AddMultipleBody = z.output<typeof addMultipleBody>;

/** `POST /m-transaction-meja/reduce-menu-multiple`: line, quantity, reason. */
export const reduceMultipleBody = wireForm(
  { line: lineId(), qty: qty(), reason: text(LINE_MSG.REASON_MAX) },
  {
    line: LINE,
    qty: ["qty", "tmp_transaction_detail_qty", "m_transaction_menu_qty"],
    reason: ["reason", "reasone_approve", "reason-approve"],
  },
);

/**
 * `POST /m-transaction-meja/changeMenuDetail`: `status-menu` 2/3/4/5 with `qty-approve` and
 * `reason-approve` (cancel, warranty), or absent / 0 to edit the line (tax and service-charge
 * switches, discount type and value, custom price).
 */
export const changeMenuDetailBody = wireForm(
  {
    line: lineId(),
    item: lineId(),
    order: lineId(),
    status: z.preprocess(
      (v) => (blank(v) ? undefined : intInput(v)),
      z.number({ error: LINE_MSG.STATUS_INVALID }).int({ error: LINE_MSG.STATUS_INVALID }).optional(),
    ),
    qty: qty(),
    reason: text(LINE_MSG.REASON_MAX),
    replaceItem: lineId(),
    taxable: flag(),
    serviceCharged: flag(),
    discountType: z.preprocess((v) => (v === null ? "" : v), z.string().max(20, { error: LINE_MSG.DISCOUNT_TYPE_INVALID }).optional()),
    discountValue: z.preprocess(
      (v) => (typeof v === "number" ? String(v) : v),
      z.string().max(20, { error: LINE_MSG.VALUE_INVALID }).optional(),
    ),
    price: z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string().max(20, { error: LINE_MSG.VALUE_INVALID }).optional()),
    /** A supervisor's approval (POST /approve `data.id`) for a discount above the outlet's limit (not in the spec). */
    approval: lineId(),
  },
  {
    line: LINE,
    item: ITEM,
    order: ORDER,
    status: ["status-menu", "status_menu", "statusMenu"],
    qty: ["qty-approve", "qty_approve", "qtyApprove"],
    reason: ["reason-approve", "reason_approve", "reasonApprove"],
    replaceItem: ["replace_m_produk_id"],
    taxable: ["tax_status", "tmp_transaction_detail_tax_status", "m_transaction_menu_tax"],
    serviceCharged: ["service_charge_status", "tmp_transaction_detail_service_charge_status"],
    discountType: ["discount_type", "tmp_transaction_detail_discount_type"],
    discountValue: ["discount", "tmp_transaction_detail_discount", "discount_value"],
    price: ["price", "custom_price"],
    approval: ["approval_id", "approvel_id"],
  },
);
export type ChangeMenuDetailBody = z.output<typeof changeMenuDetailBody>;

/** `POST /m-dish-status/cancel-dishes`: `m_dish_status_id[]` and an optional reason. */
export const cancelDishesBody = wireForm(
  { ids: idList(), reason: text(LINE_MSG.REASON_MAX) },
  { ids: ["m_dish_status_id"], reason: ["reason", "reason-approve", "reason_approve"] },
);

// ── Reply schemas ──

export const lineActionReplies = {
  /** The lines the action changed or made (a split: the remaining line, then the new one). */
  lines: envelope(z.array(orderLine).describe("the lines changed or made, oldest first")),
  /** The line after the change. */
  line: envelope(orderLine),
  /** The line after the change, or null when it reached 0 and was removed. */
  lineOrNull: envelope(orderLine.nullable()),
  /** Dishes (m_dish_status). */
  dishes: envelope(z.array(dish)),
};

// ── Route contracts ──

const ids =
  'Ids may come under the cashier-side name (`tmp_transaction_detail_id`, `tmp_transaction_detail_m_produk_id`, `tmp_transaction_detail_tmp_transaction_id`) or the staff-side one (`m_transaction_menu_id`, `m_transaction_menu_menu_id`, `m_transaction_menu_table_id`); an id sent as `0`, `""` or null is absent.';
const locked =
  "One transaction with the order row locked first; a refusal changes nothing. Unknown line or another outlet's → 404 `Menu tidak ditemukan`; closed order → 404 `Maaf! Transaksi tidak ditemukan`. Publishes `orders` (and `dishes` when dishes change) live events.";
const code400 =
  "Refusals carry `meta.code 400` in an HTTP 200 body (payment §7: the client shows `meta.message` when the code is not 200); the status named below (422 input, 409 stale state, 404) is the kind of refusal. A role refusal (403) and an unreadable form keep their HTTP status.";

export const lineActionsContract: RouteContracts = {
  "POST /m-transaction-meja/customMenu": {
    summary: "Custom menu: split units off with a note and takeaway switch",
    description: `Ordering roles (opp too). Form: \`tmp_transaction_detail_id\`, \`qty\` (1…line qty; the whole line edits it in place), \`custom_menu\` (≤ 255; \`[delete]\` or blank: no note), \`takeaway_status\` (0/1; absent keeps the line's). Only an unsent status-0 line (sent → 409 \`Menu sudah diorder ke produksi, gunakan Pembatalan\`; cancelled → 409 \`Menu sudah dibatalkan\`). The units move to a new line with the note; the price, flags and discount type follow, discounts are recomputed for both quantities. The note goes to the kitchen with the dishes at ORDER KE PRODUKSI (Hal Tata shows it). 200, \`data\`: the remaining line then the new one. 422 \`Quantity harus diisi\` (qty < 1), \`Quantity lebih dari quantity menu\`. ${code400} ${ids} ${locked}`,
    response: replies(200, lineActionReplies.lines, { bodyRefusal: true }),
    refusals: [{ when: "quantity, a sent or cancelled line", status: 200, code: 400, message: "(the rule's message)" }],
  },
  "POST /m-transaction-menu/list-menu": {
    summary: "The lines of one item on an order (notes form)",
    description: `Form: \`m_transaction_menu_menu_id\` (or \`m_produk_id\`), \`m_transaction_menu_table_id\` (or \`tmp_transaction_id\`). \`data\`: the order's lines of the item, every status, oldest first (open or closed order of the outlet; else 404 \`Maaf! Transaksi tidak ditemukan\`). 422 \`Transaksi harus dipilih\`, \`Menu harus dipilih\`.`,
    response: replies(200, lineActionReplies.lines),
  },
  "POST /m-transaction-menu/update-menus": {
    summary: "Set the notes of several lines",
    description: `Ordering roles. Form: \`m_transaction_menu_id_custom_menu[]\` (line ids) and \`m_transaction_menu_custom_menu[]\` (notes, same order; \`[delete]\` or blank clears a note). Every line must be an unsent status-0 line of one open order; one refused line refuses all. 422 \`Menu harus dipilih\` (no id), \`Jumlah menu dan catatan tidak sama\`; 409 \`Menu sudah diorder ke produksi, gunakan Pembatalan\`, \`Menu sudah dibatalkan\`. \`data\`: the lines. ${locked}`,
    response: replies(200, lineActionReplies.lines),
  },
  "POST /m-transaction-meja/update-multi-qty": {
    summary: "Type a line's quantity",
    description: `Ordering roles. Form: \`tmp_transaction_detail_id\` (or \`m_transaction_menu_id\`), \`qty\` (≥ 1, ≤ 9999). Only unsent status-0 lines (payment §5: only status-0 lines change quantity; a sent line is cancelled instead) → else 409 \`Menu sudah diorder ke produksi, gunakan Pembatalan\` / \`Menu sudah dibatalkan\`. 0 or absent → 422 \`Quantity harus diisi\`. The line's discount follows its type. \`data\`: the line. ${locked}`,
    response: replies(200, lineActionReplies.line),
  },
  "POST /m-transaction-meja/add-multiple-menu": {
    summary: "Add several items at once",
    description: `Ordering roles. Form: \`m_transaction_table_id\` (or \`tmp_transaction_id\`), \`menu\`: a JSON list (or array) of \`{m_menu_id (or m_produk_id), qty (default 1), custom_menu?}\` (≤ 100 entries). Each entry goes to the order's unsent status-0 line of that item with no note, discount or takeaway, else (or with a note) to a new line at the item's price for the order's type. All or nothing. 201, \`meta.code 201\`, \`data\`: the lines changed or made. 422 \`Daftar menu tidak valid\`, \`Transaksi harus dipilih\`; 404 \`Menu tidak ditemukan\`; 409 \`Menu habis\`. ${locked}`,
    response: replies(201, lineActionReplies.lines),
  },
  "POST /m-transaction-meja/reduce-menu-multiple": {
    summary: "Reduce a line with a reason",
    description: `Ordering roles. Form: \`m_transaction_menu_id\` (or \`tmp_transaction_detail_id\`), \`qty\`, \`reason\` (\`Kesalahan Input\` or \`Dibatalkan Konsumen\`). qty below 1 or above the line's → 422 \`Quantity pengurangan lebih dari quantity menu\` (title \`Error\`); no reason → 422 \`Alasan harus diisi\`, another → \`Alasan tidak valid\`. An unsent line loses the units (removed at 0); on a sent line they are cancelled as changeMenuDetail status 2 does (their dishes leave the kitchen), which needs the cancel right (opp → 403 \`Hubungi Kacab/Asisten\`, title \`Akses DiTolak!\`). A status-2/3/4 line → 409 (stale). \`data\`: the line, or null when removed. ${locked}`,
    response: replies(200, lineActionReplies.lineOrNull),
  },
  "POST /m-transaction-meja/changeMenuDetail": {
    summary: "Warranty, cancel or edit a line (Garansi / Pembatalan / Edit Menu)",
    description: [
      `Roles kasir, wbd, pelayan, kacab (opp → 403 \`Hubungi Kacab/Asisten\`, title \`Akses DiTolak!\`). Form: \`tmp_transaction_detail_id\` (or \`m_transaction_menu_id\`; required), \`tmp_transaction_detail_m_produk_id\`? and \`tmp_transaction_detail_tmp_transaction_id\`? (checked against the line when sent: 404 on a mismatch), \`status-menu\`, \`qty-approve\`, \`reason-approve\` (also \`status_menu\`, \`qty_approve\`, \`reason_approve\`). Only status-0 lines (a line already cancelled → 409 \`Menu sudah dibatalkan\`; replaced or free → 409 \`Menu sudah dibatalkan, diganti atau digratiskan\`).`,
      "",
      "- `status-menu` 2 (Pembatalan): `qty-approve` units (1…line qty) move to a status-2 line with the reason (the client shows `Batal - reason`); as many of the line's dishes (not ready first, then not served, newest first) are cancelled: they leave Hal Tata and Hal Ambil and show in the cancelled panel. Works on unsent lines too (no dish).",
      "- 3 Ganti Baru / 4 another product (`replace_m_produk_id`) / 5 Gratis (Garansi; sent lines only, else 409 `Menu belum diorder ke produksi`): the units move to a line of status 3 (replaced) or 4 (free: action 5, and action 4 without `replace_m_produk_id` as the orders document's Gratis) with the reason and their dishes. For 3 and 4 a new status-0 line is made (3: the same item, price, note, flags and discount; 4: the other item at its price), already sent, and its dishes go to the kitchen at once (additional). The stored reason is the text sent; clients prefix `Batal - ` / `Ganti Baru - ` / `Gratis - `.",
      "- `status-menu` absent or 0 (Edit Menu): `tax_status`, `service_charge_status` (0/1), `discount_type` (`Persen` — also `%`, the orders document's name —, `Nominal` per item, `Qty`, `CustomPrice`; legacy `NormalPrice` = CustomPrice; blank removes the discount) and `discount` (Persen: percent 0…100, decimals allowed; Nominal: money per item ≤ price; Qty: units free ≤ qty; CustomPrice: the price per item ≤ price, also accepted as `price`); absent fields are unchanged. The stored `discount` is the whole line's (recomputed when its quantity changes); totals follow. Sent lines too. A discount or custom price that differs from the line's is for roles that may discount (kasir, wbd, kacab; others → 403 `Hubungi Kacab/Asisten`, the switches alone stay allowed); above the outlet's limit (`m_w_line_discount_limit` of GET /admin/outlet, percent of price × qty) a non-supervisor also sends `approval_id` (POST /approve `data.id`, used once, written to the audit log as `order_line` `discount`), else 403 `Diskon melebihi batas outlet, perlu persetujuan Kacab/Asisten`.",
      "",
      `Refusals (422): \`Menu harus dipilih\`, \`Status menu tidak valid\`, \`Quantity harus diisi\`, \`Quantity lebih dari quantity menu\`, \`Alasan harus diisi\`, \`Jenis diskon tidak valid\`, \`Nilai tidak valid\`, \`Diskon persen maksimal 100\`, \`Diskon melebihi harga menu\`, \`Qty diskon melebihi quantity menu\`, \`Harga custom melebihi harga menu\`; 404 \`Menu tidak ditemukan\` (also a replacement item unknown or inactive), 409 \`Menu habis\`. ${code400} 200, \`meta.message\` \`Menu dibatalkan\` / \`Garansi disimpan\` / \`Menu diubah\`, \`data\`: the lines changed or made. ${locked}`,
    ].join("\n"),
    response: replies(200, lineActionReplies.lines, { bodyRefusal: true }),
    refusals: [
      {
        when: "any rule of the line action (quantity, reason, status, stale line, discount)",
        status: 200,
        code: 400,
        message: "(the rule's message)",
      },
    ],
  },
  "POST /m-dish-status/list": {
    summary: "Dishes of an item on an order (cancel-dish list)",
    description:
      "Form: `m_transaction_menu_menu_id` (or `m_dish_status_menu_id`, `m_produk_id`) and `m_transaction_menu_table_id` (or `m_dish_status_table_id`, `tmp_transaction_id`); or `m_transaction_menu_id` for one line's dishes. `data`: the dishes not cancelled, oldest first, with `is_ready`, `is_served`. 422 `Transaksi harus dipilih`, `Menu harus dipilih`; unknown or another outlet's order → 404 `Maaf! Transaksi tidak ditemukan`.",
    response: replies(200, lineActionReplies.dishes),
  },
  "POST /m-dish-status/cancel-dishes": {
    summary: "Cancel chosen dishes (Hapus)",
    description: `Roles kasir, wbd, pelayan, kacab (opp → 403). Form: \`m_dish_status_id[]\` (dishes of one open order), \`reason\`? (default \`Dibatalkan Konsumen\`). Each dish is cancelled (leaves Hal Tata and Hal Ambil, shows in the cancelled panel) and its unit moves to a status-2 line with the reason, so it is not billed. All or nothing: a dish already cancelled → 409 \`Menu sudah dibatalkan\` (nothing changed); unknown, another outlet's or dishes of several orders → 404 \`Menu tidak ditemukan\`; none → 422 \`Pilih menu yang akan dihapus\`. \`data\`: the dishes after. ${locked}`,
    response: replies(200, lineActionReplies.dishes),
  },
};
