/**
 * The contract of orders (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas
 * and the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api.
 * The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the orders area (foundations §5 note form, §7; orders spec §5, §7).
 * Form payloads arrive as JSON, urlencoded or multipart: numbers may be strings.
 * The staff-side (older) field names are accepted beside the cashier-side ones.
 *
 * Open orders, lines and production replies (docs/API.md "Tables and open orders", "Order lines
 * and production"; orders §3, §7): cashier-side `tmp_transaction_*` names plus the staff-side ones.
 *
 * The contract of each orders route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (the behaviour a client needs beyond the field lists; rendered into docs/API.md by
 * scripts/api-docs.ts), attached to the routes by the server's lib/contract.ts.
 *
 * The contract of GET /transaksi/clearTmp (foundations §7; user menu Refresh, §2), attached by the server's lib/contract.ts.
 */

import { z } from "zod";
import { API_MSG, boundedText, FIELD_MSG, MAX_LENGTH, MIN_LENGTH, MSG, noteFormSchema, optionalId, tableListText } from "../index.ts";
import { type FormOf, pathId } from "../requests/common.ts";
import { envelope, replies, wireFlag, wireId, wireInstant, wireInt, wireMoney, wirePercent } from "../wire/envelope.ts";
import { adminReplies } from "./admin.ts";
import { lineOptionsWire, optionIdsField } from "./menu-options.ts";
import type { RefusalDoc, RouteContracts } from "./types.ts";

// ── Request schemas ──

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** "[3,4]", "3,4", [3, 4] or 3 → "3,4"; anything else is passed on for the schema to refuse. */
function tableListInput(value: unknown): unknown {
  if (typeof value === "string" && value.trim().startsWith("[")) {
    try {
      return tableListInput(JSON.parse(value));
    } catch {
      return value;
    }
  }
  if (Array.isArray(value)) {
    return value.map((v) => String(v).trim()).join(",");
  }
  return value;
}

/** Staff-side name → cashier-side name (orders spec §7, older POST /tmp-transaction form). */
const STAFF_ALIASES = [
  ["m_transaction_table_note_number", "tmp_transaction_note_number"],
  ["m_transaction_table_customer_name", "tmp_transaction_customer_name"],
  ["m_transaction_table_order_time", "tmp_transaction_order_time"],
  ["m_transaction_table_type_transaction", "tmp_transaction_m_t_t_name"],
  ["m_transaction_table_m_meja_id", "tmp_transaction_m_meja_id"],
] as const;

/**
 * Copies staff-side fields onto the cashier-side names when those are blank. A staff-side
 * `m_transaction_table_table_list` (JSON list of table ids) gives the main table (first id) when
 * no `tmp_transaction_m_meja_id` is sent, and the rest as merged tables.
 */
function applyAliases(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return input;
  }
  const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const [from, to] of STAFF_ALIASES) {
    if (blank(out[to]) && !blank(out[from])) {
      out[to] = out[from];
    }
  }
  const staffList = tableListInput(out.m_transaction_table_table_list);
  if (typeof staffList === "string" && staffList !== "" && blank(out.tmp_transaction_table_list)) {
    const ids = staffList.split(",");
    if (blank(out.tmp_transaction_m_meja_id)) {
      out.tmp_transaction_m_meja_id = ids.shift();
    }
    out.tmp_transaction_table_list = ids.join(",");
  }
  out.tmp_transaction_table_list = tableListInput(out.tmp_transaction_table_list);
  return out;
}

const shape = noteFormSchema.shape;

/** Optional trimmed text of at most `max` characters: blank is not given; numbers are read as text. */
const optionalText = (max: number, maxMessage: string) =>
  z.preprocess((v) => (blank(v) ? undefined : typeof v === "number" ? String(v) : v), boundedText(max, maxMessage).optional());

/**
 * `POST /tmp-transaction`. The note number and customer name rules depend on the table (express:
 * may be omitted) and on the type (delivery: ≥ 3 with platform prefix), so the service checks them.
 * A delivery-platform type (`m_t_t_group` ojol) needs no table: without one the note holds none.
 * `m_transaction_table_by`: the staff member taking the order (staff form's Karyawan).
 */
export const createOrderBody = z.preprocess(
  applyAliases,
  z.object({
    // Absent (0, "") for a delivery-platform note, which holds no table; the service refuses a
    // missing table for any other type with `Meja harus dipilih!`.
    tmp_transaction_m_meja_id: optionalId(FIELD_MSG.TABLE_REQUIRED),
    tmp_transaction_note_number: optionalText(MAX_LENGTH.noteNumber, FIELD_MSG.NOTE_NUMBER_MAX),
    tmp_transaction_customer_name: optionalText(MAX_LENGTH.name, FIELD_MSG.CUSTOMER_NAME_MAX),
    tmp_transaction_order_time: shape.tmp_transaction_order_time,
    tmp_transaction_kitchen_done_time: shape.tmp_transaction_kitchen_done_time,
    tmp_transaction_member_id: shape.tmp_transaction_member_id,
    tmp_transaction_m_t_t_name: shape.tmp_transaction_m_t_t_name,
    tmp_transaction_table_list: shape.tmp_transaction_table_list,
    m_transaction_table_by: optionalId(),
  }),
);
export type CreateOrderBody = z.output<typeof createOrderBody>;

/**
 * The older staff-side form of `POST /tmp-transaction` (orders §7), as a client sends it: each
 * staff-side name carries its cashier-side field's value (`STAFF_ALIASES`),
 * `m_transaction_table_table_list` is a JSON list of table ids, main first ("[3,4]"), and
 * `m_transaction_table_by` the staff member.
 */
export type StaffNoteForm = {
  [A in (typeof STAFF_ALIASES)[number] as A[0]]?: FormOf<typeof createOrderBody>[A[1]];
} & { m_transaction_table_table_list?: string; m_transaction_table_by?: number };

/**
 * A field the edit form may clear: absent → undefined (unchanged), blank or null → null (cleared),
 * numbers read as text.
 */
function clearable(value: unknown): unknown {
  if (value === undefined) {
    return undefined;
  }
  if (blank(value)) {
    return null;
  }
  return typeof value === "number" ? String(value) : value;
}

/** A table list to clear or replace: "[3,4]", "3, 4" or [3, 4] → "3,4"; [] or "" → null. */
function clearableTableList(value: unknown): unknown {
  const text = tableListInput(value);
  return clearable(typeof text === "string" ? text.replace(/\s+/g, "") : text);
}

/**
 * `POST /tmp-transaction/{id}` (foundations §4 Editing a note, payment §5 update nota form).
 * `tmp_transaction_note_number` is only compared with the order's (it is locked);
 * `tmp_transaction_kitchen_done_time`, `tmp_transaction_member_id` (≥ 5) and
 * `tmp_transaction_table_list` (merged tables) are left as they are when absent and cleared when
 * blank (null). `tmp_transaction_id` may repeat the path id; the path wins.
 */
export const updateOrderBody = z.object({
  tmp_transaction_id: optionalId(),
  tmp_transaction_note_number: optionalText(MAX_LENGTH.noteNumber, FIELD_MSG.NOTE_NUMBER_MAX),
  tmp_transaction_customer_name: shape.tmp_transaction_customer_name,
  tmp_transaction_order_time: shape.tmp_transaction_order_time,
  tmp_transaction_kitchen_done_time: z.preprocess(clearable, shape.tmp_transaction_order_time.nullable().optional()),
  tmp_transaction_member_id: z.preprocess(
    clearable,
    boundedText(MAX_LENGTH.memberId, FIELD_MSG.MEMBER_ID_MAX)
      .min(MIN_LENGTH.memberId, { error: FIELD_MSG.MEMBER_ID_MIN })
      .nullable()
      .optional(),
  ),
  tmp_transaction_table_list: z.preprocess(clearableTableList, tableListText().nullable().optional()),
});
export type UpdateOrderBody = z.output<typeof updateOrderBody>;

/** `GET /tmp-transaction`: optional JSON list of table ids to keep; `ojol=true` lists delivery orders. */
export const listOrdersQuery = z.object({
  json_m_transaction_table_table_list: z.preprocess((v) => (blank(v) ? undefined : tableListInput(v)), tableListText().optional()),
  ojol: z.enum(["true", "false", "1", "0"]).optional(),
});

/** A positive int4 id from the path. */
export const tableIdParam = z.object({ tableId: pathId() });

/**
 * A production status a client sends along (0 not sent, 1 sent; blank = not given). Read, checked,
 * and not trusted: the server decides from the line's own stored status (docs: add-menu).
 */
const clientProductionStatus = () =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === "string" ? v.trim() : v),
    z.union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1")], { error: FIELD_MSG.FLAG_INVALID }).optional(),
  );

/**
 * `POST /m-transaction-meja/add-menu` (cashier- or staff-side names): the spec's client sends all
 * five fields (payment §7), `tmp_transaction_detail_id` 0 or empty for a new line (every optional
 * id: 0, "" and null are "not given", `optionalId`).
 */
export const addMenuBody = z.object({
  tmp_transaction_detail_m_produk_id: optionalId(),
  m_transaction_menu_menu_id: optionalId(),
  tmp_transaction_detail_tmp_transaction_id: optionalId(),
  m_transaction_menu_table_id: optionalId(),
  transactionId: optionalId(),
  tmp_transaction_detail_id: optionalId(),
  m_transaction_menu_id: optionalId(),
  tmp_transaction_detail_production_status: clientProductionStatus(),
  m_transaction_menu_production_status: clientProductionStatus(),
  /** Not in the spec: the chosen option ids (docs/API.md "Menu options"); not given = the defaults. */
  options: optionIdsField(),
});
export type AddMenuBody = z.output<typeof addMenuBody>;

/**
 * `POST /m-transaction-meja/reduce-menu`: the line, cashier- or staff-side name. `role_user` (payment
 * §7) is accepted and bounded but never trusted: the role is the session's.
 */
export const reduceMenuBody = z.object({
  tmp_transaction_detail_id: optionalId(),
  m_transaction_menu_id: optionalId(),
  role_user: z.preprocess((v) => (blank(v) ? undefined : v), boundedText(MAX_LENGTH.query, FIELD_MSG.TEXT_MAX).optional()),
});

/** `GET /transaction-detail`: the order, cashier- or staff-side name. */
export const transactionDetailQuery = z.object({
  tmp_transaction_detail_tmp_transaction_id: optionalId(),
  m_transaction_menu_table_id: optionalId(),
});

// ── Reply schemas ──

/** Who took the order (the waiter, else the cashier). */
export const userInput = z.strictObject({ id: wireId, name: z.string() });

/** The order summary of the table lists (`GET /tmp-transaction`). */
export const orderSummary = z.strictObject({
  tmp_transaction_id: wireId,
  tmp_transaction_note_number: z.string(),
  tmp_transaction_customer_name: z.string(),
  tmp_transaction_order_time: wireInstant,
  tmp_transaction_kitchen_done_time: wireInstant.nullable(),
  tmp_transaction_member_id: z.string().describe('"" when none'),
  tmp_transaction_table_list: z.string().describe('table ids, main first: "3,4"'),
  tmp_transaction_table_name_list: z.string().describe('"Meja 3, Meja 4"'),
  tmp_transaction_m_meja_id: wireId,
  tmp_transaction_m_t_t_name: z.string().describe('"dine in", "take away" or the vendor'),
  tmp_transaction_status: wireInt.describe("0 open, 2 closed"),
  tmp_transaction_by: z.string().describe("cashier name"),
  dish_count: wireInt.describe("units on the order (Σ qty of lines not cancelled); 0 = draft"),
  // The staff-side names of the same order (foundations §3 "Open transaction, staff side").
  m_transaction_table_id: wireId,
  m_transaction_table_note_number: z.string(),
  m_transaction_table_customer_name: z.string(),
  m_transaction_table_order_time: wireInstant,
  m_transaction_table_table_list: z.array(wireId).describe("table ids, main first"),
  m_transaction_table_table_name_list: z.string(),
  m_transaction_table_status: wireInt,
  m_transaction_table_by: wireId.describe("staff id"),
  m_transaction_table_by_name: z.string(),
  m_transaction_table_type_transaction: z.string().describe('type title-cased: "Dine In"'),
  user_input: userInput,
});

/** The whole order (`GET /tmp-transaction/{id}`). */
export const order = orderSummary.extend({
  pajak: wirePercent,
  service_charge: wirePercent,
  pembulatan: z.string().describe('"ya" or "tidak"'),
  new_split: z.string().describe('suffix of the next split bill\'s note number: "-S1", then "-S2", … (payment §3; split bill)'),
  m_t_t_id: wireId,
  m_t_t_name: z.string(),
  m_t_t_group: z.string().describe('"reguler" or "ojol"'),
  tarik_tunai: wireMoney,
  m_transaction_menu_tarik_tunai: wireMoney,
  m_transaction_menu_service_charge: wirePercent,
  name: z.string(),
  transaction_name: z.string(),
  // The bill's Diskon Transaksi and voucher kept on the order (PUT /tmp-transaction/{id}/discount).
  global_discount_type: z
    .enum(["", "diskon", "diskonPercent"])
    .describe('"" none, "diskon" (a nominal), "diskonPercent" (a percent of the sales)'),
  global_discount_percent: wirePercent.describe("the percent of a `diskonPercent` discount (e.g. 10), else 0"),
  global_discount_nominal: wireMoney.describe(
    "the amount of a `diskon` discount as set, else 0 (what it takes off now: `totals.global_discount`)",
  ),
  voucher_code: z.string().describe('the applied voucher\'s code, "" none'),
  nominal_voucher: wireMoney.describe("the value the server found for that voucher, 0 none"),
});

/** An order line, both names of every field. `nominal` = price × qty − discount. */
export const orderLine = z.strictObject({
  id: wireId,
  tmp_transaction_detail_id: wireId,
  tmp_transaction_id: wireId,
  m_produk_id: wireId,
  m_produk_nama: z.string(),
  m_produk_m_jenis_produk_id: wireId,
  m_menu_jenis_nama: z.string(),
  qty: wireInt,
  qty_qr: wireInt,
  price: wireMoney,
  nominal: wireMoney,
  status: wireInt.describe("0 normal, 2 cancelled, 3 replaced, 4 free, …"),
  production_status: wireInt,
  sent_qty: wireInt.describe("units already made into dishes"),
  custom_menu: z.string().describe('the options, then the note: "Level 3, Telur · tanpa bawang"'),
  custom_note: z.string().describe("not in the spec: the note alone"),
  options: lineOptionsWire,
  takeaway_status: wireFlag,
  tax_status: wireFlag,
  tax: wirePercent.describe("tax percent applied to the line (the order's rate; 0 when it carries none or status ≠ 0)"),
  tax_val: wireMoney.describe("the line's share of the order's tax (Σ over lines = totals.tax)"),
  service_charge_status: wireFlag,
  service_charge: wirePercent.describe("service-charge percent applied to the line (0 when none)"),
  service_val: wireMoney.describe("the line's share of the order's service charge (Σ = totals.service_charge)"),
  discount: wireMoney,
  discount_type: z.string(),
  reasone_approve: z.string(),
  m_transaction_menu_id: wireId,
  m_transaction_menu_menu_id: wireId,
  m_transaction_menu_table_id: wireId,
  m_transaction_menu_qty: wireInt,
  m_transaction_menu_status: wireInt,
  m_transaction_menu_production_status: wireInt,
  m_transaction_menu_custom_menu: z.string(),
  m_transaction_menu_reasone_approve: z.string(),
  m_transaction_menu_tax: wireFlag,
  m_transaction_menu_discount: wireMoney,
  m_transaction_menu_price: wireMoney,
  m_menu_nama: z.string(),
});

/** `totals` beside the lines of `GET /transaction-detail`: the server's figures (status-0 lines). */
export const serverTotals = z.strictObject({
  subtotal: wireMoney,
  tax: wireMoney,
  service_charge: wireMoney,
  cash_withdrawal: wireMoney,
  global_discount: wireMoney.describe("what the order's stored Diskon Transaksi takes off now (a percent of the sales now; 0 none)"),
  voucher: wireMoney.describe("what the order's stored voucher takes off now (at most the sales left after the discount; 0 none)"),
  total: wireMoney.describe("subtotal + tax + service + cash withdrawal − global_discount − voucher, floor 0 (payment §9)"),
  rounded: wireMoney,
  rounding: wireMoney,
});

/** A line on the production ticket: `custom_menu` reads "options · note" (domain `customMenuText`). */
export const sentLine = z.strictObject({ m_produk_nama: z.string(), qty: wireInt, custom_menu: z.string(), options: lineOptionsWire });
/** `GET /m-transaction-meja/set-production/{id}` data. */
export const productionReply = z.strictObject({ sent: z.array(sentLine), dish_count: wireInt, resend: z.boolean() });
/** `POST /tmp-transaction` data (the same id twice). */
export const createdOrder = z.strictObject({ tmp_transaction_id: wireId, m_transaction_table_id: wireId });
/** `GET /tmp-transaction/nota-otomatis` data: the outlet's setting and, when on, the number the note form proposes. */
export const notaProposal = z.strictObject({
  nota_otomatis: wireFlag.describe("1: the outlet has nota otomatis on (back office Outlet settings)"),
  tmp_transaction_note_number: z
    .string()
    .nullable()
    .describe('the next free nota number of today, e.g. "0007"; null when the setting is off'),
});

export const ordersReplies = {
  list: envelope(
    z.union([
      z.record(z.string(), orderSummary).describe("keyed by table id (every table an open order holds)"),
      z.array(orderSummary).describe("with ?ojol=true: the open delivery-platform orders"),
    ]),
  ),
  tableHolder: envelope(wireInt.describe("0 free, else the holding order's id")),
  isOpen: envelope(wireFlag.describe("1: the order exists and is open")),
  order: envelope(order),
  created: envelope(createdOrder),
  notaProposal: envelope(notaProposal),
  detail: envelope(z.array(orderLine), { totals: serverTotals }),
  line: envelope(orderLine),
  reducedLine: envelope(orderLine.nullable()),
  production: envelope(productionReply),
};

// ── Route contracts ──

/** A taken table: the spec's `meta.code 204` in a 200 body (foundations §4 "Creating a note"). */
const tableTaken: RefusalDoc = {
  when: "a table held by another open order",
  status: 200,
  code: 204,
  message: MSG.TABLE_IN_USE,
  title: MSG.OOPS_TITLE,
};
const orderGone: RefusalDoc = { when: "unknown, another outlet's or closed order", status: 404, message: MSG.TRANSACTION_NOT_FOUND };

const orderFields =
  "Order summary fields: `tmp_transaction_status` 0 open, 2 closed; `tmp_transaction_by` the cashier's name; `dish_count` the " +
  "units on the order (Σ qty of lines not cancelled; 0 = draft). Table lists put the main table first, then merged ones in " +
  "display order. Times are ISO 8601 UTC. The staff-side names of the same order come beside them (foundations §3): " +
  "`m_transaction_table_id, _note_number, _customer_name, _order_time, _table_list` (array of table ids, main first), " +
  "`_table_name_list, _status, _by` (the staff member who took the order: the Karyawan chosen on /odcr, else the user), " +
  '`_by_name, _type_transaction` ("Dine In") and `user_input: {id, name}` (the same staff member).';

const orderDetailFields =
  "`pajak, service_charge` are percent, snapshotted from the outlet when the order opened; `user_input` is the staff member " +
  "who took the order; `m_transaction_table_table_list` is the array of table ids, main first; `m_transaction_table_by` the " +
  'staff id; `name`, `transaction_name` and `m_transaction_table_type_transaction` the type title-cased ("Dine In", "Take Away", "Grab").';

const lineFields =
  "Line fields carry both names (`tmp_transaction_detail_*` and the staff-side `m_transaction_menu_*`); `sent_qty` = units " +
  "already made into dishes. Flags (`takeaway_status, tax_status, service_charge_status, m_transaction_menu_tax`) are 0/1; " +
  "money in the major unit (see Money); `nominal` = price × qty − discount. `tax` / `service_charge`: the percent applied to the line (the " +
  "order's rate, 0 when the line carries none or its status is not 0); `tax_val` / `service_val`: the line's share of the " +
  "order's tax / service charge (payment §3 \"Order line\"). The order's tax is the rate applied once to the sum of its taxable " +
  "lines, then split over them by nominal, largest remainder first, so in `GET /transaction-detail` Σ `tax_val` = `totals.tax` " +
  'and Σ `service_val` = `totals.service_charge` exactly (payment §4 "Price check"); a single line\'s reply (add-menu, ' +
  "reduce-menu) carries the line's own rounded share.";

const notify =
  "Every change also publishes a live event (`topic` and the ids it touched, see Live events) inside its transaction, sent to the outlet's screens after commit.";

const ordersDocs = {
  list: {
    summary: "Open orders by table (or open delivery orders)",
    description:
      "`data`: object keyed by table id (every table an open order holds, merged ones too) → order summary. Without " +
      "the query: all held tables. `json_m_transaction_table_table_list` may be `[3,4]`, `3,4` or an array; anything else → 422 " +
      "`Daftar meja tidak valid`. With `?ojol=true`: an array of order summaries of the open delivery-platform orders (type group " +
      `"ojol"), oldest order time first. ${orderFields}`,
  },
  tableHolder: {
    summary: "Who holds a table",
    description:
      "`data`: 0 when free, else the id of the open order holding it; a table of another outlet or unknown → 404 `Meja tidak ditemukan`.",
  },
  isOpen: { summary: "Is the order open?", description: "`data`: 1 when the order exists in the outlet and is open, else 0." },
  notaProposal: {
    summary: "The nota number the note form proposes (nota otomatis)",
    description:
      "`data`: `{nota_otomatis, tmp_transaction_note_number}`: with the outlet's nota otomatis on (1), the next free " +
      "nota number of the Asia/Jakarta business day (as `POST /tmp-transaction` assigns it to a note sent without one), shown on " +
      "the form and editable; another till may take it first, so a form that leaves it unchanged sends no number and the server " +
      "assigns the next free one. Off (0): `null` and the number is typed. Not in the spec; reads only.",
  },
  order: {
    summary: "One order",
    description: `The order, open or closed (status 2); unknown or another outlet's → 404 \`Maaf! Transaksi tidak ditemukan\`. ${orderFields} ${orderDetailFields}`,
  },
  create: {
    summary: "Create a note (open an order)",
    description: [
      'Form: `tmp_transaction_m_meja_id` (required, except for a delivery note), `tmp_transaction_note_number` (numeric, ≥ 4), `tmp_transaction_customer_name` (≥ 3), `tmp_transaction_order_time` (required; ISO or `HH:mm` today in Jakarta), `tmp_transaction_kitchen_done_time?`, `tmp_transaction_member_id?` (≥ 5), `tmp_transaction_table_list?` (extra tables to merge: "3,4" or array), `tmp_transaction_m_t_t_name?` (defaults: "take away" for bungkus and express, else "dine in").',
      "With the outlet's **nota otomatis** on (`m_w_nota_otomatis` of POST /admin/outlet), a dine-in or take-away note may omit the note number: it gets the next free number of the Asia/Jakarta business day (one above the day's highest digits-only number, at least 4 digits: `0001`, `0002`, …; skipping a number held by an order still open from an earlier day); two tills opening at once both succeed with consecutive numbers. A typed number is checked as below. With the setting off, an omitted number is refused (`Nota harus diisi!`).",
      "For an express table the note number and customer name may be omitted: both become `SS-` + HHmmss + outlet id + user id. The staff-side (older) form names are accepted too: `m_transaction_table_note_number, m_transaction_table_customer_name, m_transaction_table_order_time, m_transaction_table_type_transaction, m_transaction_table_table_list` (JSON list: first id the main table, the rest merged) and `m_transaction_table_by` (the staff member taking the order, Karyawan; default the user; an active user of this outlet whose role takes orders — kasir, wbd, opp, pelayan, kacab — else 422 `Karyawan tidak ditemukan`). `tmp_transaction_m_t_t_name` is matched to a transaction type by name, any case (unknown → 422 `Jenis transaksi tidak valid`). For a delivery type (grab, gojek, …) the note number needs ≥ 3 characters besides the prefix (not only digits) and gets the platform prefix (grab `GF-`, gojek `G-`, maxim `MX-`, shopeefood `SF-`, grabmart `GM-`, in both forms) unless already there. **Delivery note without a table** (the OJOL and Hal Ojol screens): with no table (`tmp_transaction_m_meja_id` absent, 0 or empty; no `m_transaction_table_table_list` or `[]`) and a type of the ojol group, the note holds no table (`tmp_transaction_m_meja_id` 0 and empty table lists in its replies; several open at once); it is listed by `GET /tmp-transaction?ojol=true`, its lines take the platform's price (`m_menu_harga` of its type) and it pays like any order. With no table and no type, or a non-delivery type → 422 `Meja harus dipilih!`. A time without a zone is Jakarta time. The order snapshots the outlet's tax, service charge and rounding; cashier = the user.",
      "",
      "- 200, `meta.code 200`, `data: {tmp_transaction_id, m_transaction_table_id}` (same id); the tables are held until the order closes.",
      "- 422 with `errors: {field: message}`: `Nota harus diisi!`, `Nomor Nota harus berupa angka`, `Nomor Nota minimal 4 karakter`, `Nomor Nota minimal 3 karakter` (delivery), `Nama Big Boss harus diisi!`, `Nama Big Boss minimal 3 karakter`, `ID Member/NIK minimal 5 karakter`, `Jam Order harus diisi!`, `Format jam tidak valid`, `Meja harus dipilih!`, `Karyawan tidak ditemukan`. A table (or merged table) unknown, inactive or of another outlet → 404 `Meja tidak ditemukan`.",
      '- table (or a merged table) held by another open order → **HTTP 200**, `meta: {code: 204, error: 1, message, title: "Oops!"}`, `Meja sudah digunakan` (`Meja sudah digunakan kasir lain` for an express table); the same note number already used at this outlet on the same Asia/Jakarta business date — by an open or an already paid (closed) order, dine-in, take-away or delivery, cashier or staff form — or by an order still open from an earlier day → HTTP 200, `meta.code 204`, `Nomor Nota sudah ada`, `errors: {tmp_transaction_note_number: …}` (the field at fault, so a client tells it from a taken table without reading the text), nothing stored. A role without `order.dineIn` (wbd) on a dine-in (meja) table → 403 `Akses DiTolak!`. Two cashiers racing for one table or one number: exactly one wins (unique indexes). A typed note number has at most 20 characters (`Nomor Nota maksimal 20 karakter`; the delivery prefix comes on top).',
      "",
      notify,
    ].join("\n"),
  },
  edit: {
    summary: 'Edit a note ("Ubah Informasi Nota")',
    description: [
      'Form: `tmp_transaction_id?` (the path id wins), `tmp_transaction_note_number?` (locked: only the order\'s own number or none), `tmp_transaction_customer_name` (required, ≥ 3), `tmp_transaction_order_time` (required; ISO or `HH:mm` today in Jakarta), `tmp_transaction_kitchen_done_time?` (blank clears it), `tmp_transaction_member_id?` (≥ 5; blank clears it), `tmp_transaction_table_list?` (the merged tables: "3,4" or array; replaces the merged set, blank keeps only the main table, absent leaves them as they are; the main table always stays; a delivery note holds no table and ignores it). An absent kitchen-done time or member id is left as it is. One transaction with the order row locked; merged tables no longer listed are released.',
      "",
      '- 200, `meta.code 200`, `meta.message "Informasi nota diperbarui"`, `data`: the order as `GET /tmp-transaction/{id}` presents it.',
      "- Unknown, another outlet's or closed order → 404 `Maaf! Transaksi tidak ditemukan`. A different note number → 422 `Nomor nota tidak dapat diubah` (`errors.tmp_transaction_note_number`). Other 422s as for creating a note, plus `Daftar meja tidak valid`; a merged table unknown or of another outlet → 404 `Meja tidak ditemukan`.",
      "- A new merged table held by another open order → **HTTP 200**, `meta.code 204`, `meta.error 1`, `Meja sudah digunakan` (title `Oops!`), nothing changed. Two orders merging one table at once: exactly one gets it (unique index).",
      "",
      notify,
    ].join("\n"),
  },
  detail: {
    summary: "Lines and totals of an order",
    description:
      "`data`: every line (all statuses, oldest first); `totals` top-level: `{subtotal, tax, service_charge, " +
      "cash_withdrawal, total, rounded, rounding}` as the server computes them (major unit; status-0 lines only; the order's " +
      "snapshotted rates; outlet currency). Open or closed order; unknown or another outlet's → 404 `Maaf! Transaksi tidak " +
      `ditemukan\`; no id → 422 \`Transaksi harus dipilih\`. ${lineFields}`,
  },
  addMenu: {
    summary: "Add one unit of a menu item",
    description:
      "Ordering roles (kasir wbd opp kacab pelayan). 201, `meta.code 201`, `data`: the line. Form: `tmp_transaction_detail_m_produk_id` " +
      "(or `m_transaction_menu_menu_id`), `tmp_transaction_detail_tmp_transaction_id` (or `m_transaction_menu_table_id`, or " +
      "`transactionId`), `tmp_transaction_detail_id?` (the line to add to; `0`, empty or null = none, as the spec's client sends for a new " +
      'line — every optional id of every form reads 0/""/null as not given), `tmp_transaction_detail_production_status?` (or ' +
      "`m_transaction_menu_production_status`; 0 or 1, else 422 `Harus 0 atau 1`): accepted and checked but not trusted — whether a " +
      "line can grow is decided from its own stored production status, so a stale client value never adds to a line already sent. One unit is added to the given line if it is unsent " +
      "and status 0 (and of the same options), else to the order's unsent status-0 line of that item with the same options and no " +
      "custom note, else a new line is made at the item's price for the order's transaction type plus its options' (its tax and " +
      "service-charge flags copied from the item). `options?` (not in the spec): the chosen option ids, a JSON list; not sent = " +
      "the defaults, or the given line's own options (see Menu options; 422 `Pilih Level Pedas`…, 409 `Keju habis`). Refusals: unknown, " +
      "other outlet's or closed order → 404 `Maaf! Transaksi tidak ditemukan` (`Transaksi sudah dibayar` when it was paid, e.g. " +
      "on another device); unknown, inactive or other outlet's item → 404 " +
      "`Menu tidak ditemukan`; sold out → 409 `Menu habis`; no order id → 422 `Transaksi harus dipilih`; neither item nor line → " +
      `422 \`Menu harus dipilih\`. The order row is locked: concurrent taps all count. ${lineFields} ${notify}`,
  },
  reduceMenu: {
    summary: "Remove one unit of an unsent line",
    description:
      "Ordering roles. 200, `data`: the line, or null when it reached 0 and was removed. Form: `tmp_transaction_detail_id` (or " +
      "`m_transaction_menu_id`), `role_user?` (payment §7; accepted, never trusted: the role is the session's, so a client cannot " +
      "claim another). A line already sent to the kitchen → 409 `Menu sudah diorder ke produksi, gunakan Pembatalan`; " +
      "unknown line, one already removed (reduced to 0 on another device) or another outlet's → 404 `Menu tidak ditemukan`; " +
      "closed order → 404 `Maaf! Transaksi tidak ditemukan` (`Transaksi sudah dibayar` when paid). Nothing changes on a refusal. " +
      notify,
  },
  production: {
    summary: "Send an order's new units to the kitchen",
    description:
      "Ordering roles but wbd. 202, `meta.code 202`; `dish_count` = dishes made by this send. The kitchen gets the _difference_ " +
      "between each status-0 line and what was already sent (one dish per unit, at the station serving the item's category, " +
      "carrying the line's note and `options`); " +
      "dishes sent after the order's first send are `additional`. Every line becomes production_status 1. When nothing is new, " +
      "`resend: true` and `sent` lists the sent lines (the ticket is printed again, no dish is made twice). Each sent line's " +
      '`custom_menu` reads the options then the note ("Level 3, Telur · tanpa bawang"), `options` lists them. An order with no ' +
      "status-0 line → 422 `Tambahkan menu terlebih dulu!`; unknown, other outlet's or closed → 404 `Maaf! Transaksi tidak " +
      `ditemukan\` (\`Transaksi sudah dibayar\` when paid). One transaction with the order row locked: a double click makes the dishes once (the second reply is a resend). ${notify}`,
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by the server's lib/contract.ts. */
export const ordersContract: RouteContracts = {
  "GET /tmp-transaction": { ...ordersDocs.list, response: replies(200, ordersReplies.list) },
  "GET /tmp-transaction/cek-meja/:tableId": { ...ordersDocs.tableHolder, response: replies(200, ordersReplies.tableHolder) },
  "GET /tmp-transaction/cek/:id": { ...ordersDocs.isOpen, response: replies(200, ordersReplies.isOpen) },
  "GET /tmp-transaction/nota-otomatis": { ...ordersDocs.notaProposal, response: replies(200, ordersReplies.notaProposal) },
  "GET /tmp-transaction/:id": { ...ordersDocs.order, response: replies(200, ordersReplies.order) },
  "POST /tmp-transaction": {
    ...ordersDocs.create,
    response: replies(200, ordersReplies.created, { bodyRefusal: true }),
    refusals: [
      tableTaken,
      {
        when: "an express table held by another open order",
        status: 200,
        code: 204,
        message: MSG.TABLE_IN_USE_EXPRESS,
        title: MSG.OOPS_TITLE,
      },
      {
        when: "note number used today or still open (`errors.tmp_transaction_note_number`)",
        status: 200,
        code: 204,
        message: MSG.NOTA_EXISTS,
      },
      { when: "a table unknown, inactive or of another outlet", status: 404, message: API_MSG.TABLE_NOT_FOUND },
    ],
  },
  "POST /tmp-transaction/:id": {
    ...ordersDocs.edit,
    response: replies(200, ordersReplies.order, { bodyRefusal: true }),
    refusals: [tableTaken, orderGone],
  },
  "GET /transaction-detail": { ...ordersDocs.detail, response: replies(200, ordersReplies.detail) },
  "POST /m-transaction-meja/add-menu": {
    ...ordersDocs.addMenu,
    response: replies(201, ordersReplies.line),
    refusals: [
      orderGone,
      { when: "unknown, inactive or another outlet's item or line", status: 404, message: API_MSG.MENU_NOT_FOUND },
      { when: "item sold out", status: 409, message: API_MSG.MENU_SOLD_OUT },
    ],
  },
  "POST /m-transaction-meja/reduce-menu": {
    ...ordersDocs.reduceMenu,
    response: replies(200, ordersReplies.reducedLine),
    refusals: [
      { when: "unknown line or another outlet's", status: 404, message: API_MSG.MENU_NOT_FOUND },
      { ...orderGone, when: "closed order" },
      { when: "line already sent to the kitchen", status: 409, message: API_MSG.MENU_ALREADY_SENT },
    ],
  },
  "GET /m-transaction-meja/set-production/:id": { ...ordersDocs.production, response: replies(202, ordersReplies.production) },
};

export const clearTmpContract: RouteContracts = {
  "GET /transaksi/clearTmp": {
    summary: "Clear the caller's temporary data (Refresh)",
    description:
      "Deletes the calling user's EMPTY draft orders of the session's outlet — open (status 0), opened by the caller (`tmp_transaction_by`), without a single line — and frees the tables they held, in one transaction, with one `orders` live event naming the freed tables. Never an order with lines (even cancelled ones), never another user's. Reply: `deleted` (count), `tmp_transaction_ids`, `m_meja_ids` (freed). Nothing to clear → `deleted 0`. Roles: those of `cash.manage` (the Refresh item).",
    response: replies(200, adminReplies.clearTmp),
  },
};
