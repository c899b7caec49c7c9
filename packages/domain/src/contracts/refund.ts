/**
 * The contract of refund (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas
 * and the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api.
 * The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Refund, history by date and transaction search (payment §3 "Bill detail for refund", "Refund
 * line", "History by date transaction"; §7 Refund, History; foundations §7 `search-transactions`;
 * docs/API.md "Refund and search"): the POST /transaksi/refund form (`refundFormSchema`, re-exported
 * by the package root), the search and history-by-date inputs, their replies and the routes'
 * contracts. Money fields are in the major unit on the wire (converted to minor units by the
 * server's money plugin before the request schemas run).
 */

import { z } from "zod";
import { MAX_ID, MAX_LENGTH } from "../constants.ts";
import { ACCESS_MSG, API_MSG, FIELD_MSG, MSG, REFUND_MSG } from "../messages.ts";
import { markMoney } from "../money-wire.ts";
import { MAX_MONEY, MAX_QUANTITY } from "../number-limits.ts";
import { percentToBp } from "../rounding.ts";
import { boundedText, moneyAmount, parseJsonArray } from "../schemas.ts";
import { envelope, replies, wireId, wireInt, wireMoney, wirePercent } from "../wire/envelope.ts";
import { lineOptionsWire } from "./menu-options.ts";
import { type RefusalDoc, type RouteContracts, refusedInBody } from "./types.ts";

// ── Request form ──

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const toInt = (v: unknown) => (typeof v === "string" && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v);
const toFlag = (v: unknown) => (v === true || v === "true" ? 1 : v === false || v === "false" ? 0 : toInt(v));
const money = () => z.preprocess((v) => (blank(v) ? 0 : toInt(v)), moneyAmount());

/** A rate as the client sends it (`current_tax` 10, "10", "2.5", 0) → basis points; blank is 0. */
const percentBp = () =>
  z.preprocess(
    (v) => {
      try {
        return percentToBp(typeof v === "number" || typeof v === "string" || v == null ? v : "x");
      } catch {
        return Number.NaN;
      }
    },
    z.number({ error: REFUND_MSG.RATE_INVALID }).int({ error: REFUND_MSG.RATE_INVALID }).min(0).max(10_000),
  );

/** One refund_menu item: a line of the bill (`r_t_detail_id`, also `id`) and its units (`qty`, also `r_t_detail_qty`). */
const refundItem = z.preprocess(
  (v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? {
          r_t_detail_id: (v as Record<string, unknown>).r_t_detail_id ?? (v as Record<string, unknown>).id,
          qty: (v as Record<string, unknown>).qty ?? (v as Record<string, unknown>).r_t_detail_qty,
        }
      : v,
  z.object(
    {
      r_t_detail_id: z.preprocess(toInt, z.number().int().positive().max(MAX_ID)),
      qty: z.preprocess(toInt, z.number().int().min(0).max(MAX_QUANTITY)),
    },
    { error: REFUND_MSG.MENU_LIST_INVALID },
  ),
);

/**
 * POST /transaksi/refund: `rekap_transaksi_id` (the paid bill), `refund_menu` (a JSON list, or its
 * string, of `{ r_t_detail_id, qty }`, 1–200 items), the screen's figures `sub_total`,
 * `nominal_pajak`, `nominal_sc`, `round` (may be negative) and `total` (after rounding), which the
 * server recomputes and compares; `current_tax` / `current_sc` percents (0 or the bill's);
 * `free_exchange` (≤ total), `nomor_wa`, `cetak_struk` 0/1, `selisih` (always 0); optional
 * `approval_id`: a supervisor's approval of this very refund (POST /approve with the same bill,
 * `refund_menu` and rates) when the cashier matrix refuses the user.
 *
 * @example refundFormSchema.parse({ rekap_transaksi_id: 5, refund_menu: '[{"r_t_detail_id":9,"qty":2}]',
 *   sub_total: 36000, nominal_pajak: 3600, nominal_sc: 0, round: 0, total: 39600, current_tax: 10, current_sc: 0 });
 *
 * Spec: 03-payment-history-shift §7 (POST /transaksi/refund), §5 (Refund), §9.
 */
export const refundFormSchema = z.object({
  rekap_transaksi_id: z.preprocess(toInt, z.number({ error: FIELD_MSG.ID_REQUIRED }).int().positive().max(MAX_ID)),
  refund_menu: z.preprocess(
    parseJsonArray,
    z.array(refundItem, { error: REFUND_MSG.MENU_LIST_INVALID }).max(200, { error: REFUND_MSG.MENU_LIST_INVALID }),
  ),
  sub_total: money(),
  total: money(),
  nominal_pajak: money(),
  nominal_sc: money(),
  round: z.preprocess((v) => (blank(v) ? 0 : toInt(v)), markMoney(z.number().int().min(-MAX_MONEY).max(MAX_MONEY))),
  free_exchange: money(),
  current_tax: percentBp(),
  current_sc: percentBp(),
  cetak_struk: z.preprocess((v) => (blank(v) ? 0 : toFlag(v)), z.union([z.literal(0), z.literal(1)], { error: FIELD_MSG.FLAG_INVALID })),
  selisih: z.preprocess((v) => (blank(v) ? 0 : toInt(v)), markMoney(z.number().int().min(-MAX_MONEY).max(MAX_MONEY))),
  nomor_wa: z.preprocess(
    (v) => (blank(v) ? "" : typeof v === "number" ? String(v) : v),
    boundedText(MAX_LENGTH.phone, FIELD_MSG.PHONE_MAX),
  ),
  /** A supervisor's approval of this refund (POST /approve `data.id`) for a user the matrix refuses; not in the spec. */
  approval_id: z
    .preprocess(
      (v) => (blank(v) || v === 0 || v === "0" ? undefined : toInt(v)),
      z.number({ error: FIELD_MSG.ID_REQUIRED }).int().positive().max(MAX_ID).optional(),
    )
    .describe("a supervisor's approval of this refund (POST /approve naming it), for a user the cashier matrix refuses"),
  /** A bill paid by gateway QRIS whose gateway refund was refused: the cashier returned the money by hand; not in the spec. */
  manual_refund: z
    .preprocess(
      (v) => (blank(v) ? undefined : v === "1" || v === 1 || v === "true" ? true : v === "0" || v === 0 || v === "false" ? false : v),
      z.boolean({ error: FIELD_MSG.FLAG_INVALID }).optional(),
    )
    .describe(
      "a bill paid by gateway QRIS: true = the money was returned by hand (after the gateway refused its refund), no gateway refund",
    ),
});
export type RefundForm = z.output<typeof refundFormSchema>;

/** A business date `YYYY-MM-DD` (search and history by date). */
export const businessDate = () => z.iso.date({ error: REFUND_MSG.DATE_INVALID });

/** A nota number as typed in a search: trimmed, ≤ MAX_LENGTH.noteNumber characters (blank allowed; the route decides). */
export const notaQuery = () =>
  z.preprocess(
    (v) => (v == null ? "" : typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : v),
    boundedText(MAX_LENGTH.noteNumber, FIELD_MSG.NOTE_NUMBER_MAX).or(z.literal("")),
  );

// ── Request schemas ──

/** Bills per page of the history by date. */
export const BY_DATE_PAGE_SIZE = 100;

/** Query of GET /m-transaction-table/history-by-date: `created_at` (YYYY-MM-DD), optional `nota_number`, `page` (1-based). */
export const byDateQuery = z.object({
  created_at: businessDate(),
  nota_number: notaQuery().default(""),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** Params of GET /search-transactions/{nota}/{date}. */
export const searchParams = z.object({
  nota: notaQuery(),
  date: z.string().max(40),
});

// ── Reply schemas ──

/** `GET /recap-transactions/{id}` data: the bill a refund starts from. */
export const refundBill = z.strictObject({
  r_t_id: wireId,
  m_t_t_name: z.string().describe("transaction type or online vendor name"),
  r_t_nota_code: z.string(),
  r_t_bigboss: z.string(),
  table_names: z.string(),
  name: z.string().describe("cashier name"),
  r_t_tanggal: z.string().describe("YYYY-MM-DD"),
  r_t_tax_percent: wirePercent,
  r_t_sc_percent: wirePercent,
  pembulatan: z.string().describe('"ya" or "tidak"'),
  refundcounter: wireInt.describe("refunds already made of this bill (0 or 1)"),
  r_t_nominal_pajak: wireMoney,
  r_t_nominal_sc: wireMoney,
  r_t_nominal_total_bayar: wireMoney,
  r_t_nominal_tarik_tunai: wireMoney,
});

/** `GET /rekap-transaksi-detail/detailtransaksi/{id}` item: a refundable (status-0) line of the bill. */
export const refundLine = z.strictObject({
  r_t_detail_id: wireId,
  m_produk_nama: z.string(),
  m_produk_m_jenis_produk_id: wireId,
  m_jenis_produk_nama: z.string(),
  r_t_detail_qty: wireInt,
  r_t_detail_price: wireMoney,
  r_t_detail_nominal_pajak: wireMoney,
  r_t_detail_nominal_sc: wireMoney,
  r_t_detail_tax_status: wireInt.describe("1 when the line carried tax"),
  r_t_detail_sc_status: wireInt.describe("1 when the line carried service charge"),
  refunded_qty: wireInt.describe("units of this line refunded before"),
  options: lineOptionsWire,
  custom_menu: z.string().describe('not in the spec: the options as one text ("Level 3, Telur")'),
});

/** `POST /transaksi/refund` data. */
export const refundSaved = z.strictObject({
  rekap_id: wireId.describe("the refunded bill (rekap_transaksi id)"),
  r_r_id: wireId.describe("the refund (rekap_refund id)"),
  total: wireMoney.describe("refunded, after rounding"),
  struct: z.string().describe('"/struk/{rekap_id}?mode=1"'),
});

/** `GET /m-transaction-table/history-by-date` item (payment §3 History by date transaction). */
export const historyByDateRow = z.strictObject({
  m_transaction_table_id: wireId.describe("the bill (rekap_transaksi id)"),
  m_transaction_table_note_number: z.string(),
  m_transaction_table_table_name_list: z.string(),
  m_transaction_table_customer_name: z.string(),
  nominal_pembulatan: wireMoney,
  nominal_pajak: wireMoney,
  nominal_total_bayar: wireMoney,
  nominal_free_kembalian: wireMoney,
  global_discount: wireMoney,
  nominal_voucher: wireMoney,
  nama_kasir: z.string(),
  name: z.string().describe("online vendor or transaction type name"),
  updated_at: z.string().describe("ISO 8601 UTC"),
  jam: z.string().describe("HH:mm"),
  struct_name: z.string().describe("the PDF receipt's name (GET /recap-transactions/download-struct/{name})"),
  refundcounter: wireInt,
});

/** A menu line of `GET /m-transaction-table/history-detail/{id}`. */
export const historyByDateMenu = z.strictObject({
  m_menu_nama: z.string(),
  m_transaction_menu_id: wireId,
  m_transaction_menu_qty: wireInt,
  m_transaction_menu_price: wireMoney,
  m_menu_m_menu_jenis_id: wireId,
  m_menu_jenis_nama: z.string(),
  options: lineOptionsWire,
  custom_menu: z.string().describe('not in the spec: the options as one text ("Level 3, Telur")'),
});

export const historyByDateDetail = z.strictObject({
  transaction: historyByDateRow.extend({
    pelayan: z.string().describe("Pelayan Input: the waiter who entered the order"),
    nominal: wireMoney,
    nominal_sc: wireMoney,
  }),
  menus: z.array(historyByDateMenu),
});

export const refundReplies = {
  bill: envelope(refundBill),
  lines: envelope(z.array(refundLine)),
  saved: envelope(refundSaved),
  byDate: envelope(z.array(historyByDateRow)),
  byDateDetail: envelope(historyByDateDetail),
  search: envelope(z.null(), { error: z.union([z.literal(0), z.literal(1)]), transId: wireId, msg: z.string() }),
};

// ── Route contracts ──

const common = "Another outlet's id → 404 `Maaf! Transaksi tidak ditemukan`. Money in the major unit (see Money).";

const refundRefusals: RefusalDoc[] = [
  refusedInBody("unknown bill or another outlet's", 404, MSG.TRANSACTION_NOT_FOUND),
  // 403 keeps its HTTP status (the server's plugins/errors.ts), its body as every refusal's.
  {
    when: "refused by the cashier matrix (`refund`) and no `approval_id`",
    status: 403,
    message: MSG.ACCESS_DENIED,
    title: MSG.ACCESS_DENIED_TITLE,
  },
  {
    when: "`approval_id` unknown, used, older than 5 minutes, another user's, or not an approval of this bill, these units and rates",
    status: 403,
    message: ACCESS_MSG.APPROVAL_INVALID,
    title: MSG.ACCESS_DENIED_TITLE,
  },
  refusedInBody("the bill was refunded already (also the loser of two refunds at once)", 409, MSG.REFUND_ONCE),
  refusedInBody("the refunding user has no open cash session", 409, API_MSG.NO_OPENING_CASH),
  refusedInBody("`refund_menu` empty or only zero quantities", 422, REFUND_MSG.EMPTY),
  refusedInBody("a line that is not a paid (status 0) line of this bill", 422, REFUND_MSG.FOREIGN_LINE),
  refusedInBody("more units of a line than were paid", 422, REFUND_MSG.OVER_QTY),
  refusedInBody("`current_tax` / `current_sc` neither 0 nor the bill's percent", 422, REFUND_MSG.RATE_INVALID),
  refusedInBody("`sub_total`, `nominal_pajak`, `nominal_sc`, `round` or `total` differ from the server's", 422, REFUND_MSG.FIGURES_DIFFER),
  refusedInBody("`free_exchange` above the refund total", 422, REFUND_MSG.FREE_CHANGE_TOO_BIG),
];

/** Reply schemas, summary and description per route ("METHOD /path" under /api). */
export const refundContract: RouteContracts = {
  "GET /recap-transactions/:id": {
    summary: "A paid bill for the refund screen",
    description: `${common} Payment §3 "Bill detail for refund": \`m_t_t_name\` (transaction type or online vendor), \`name\` (cashier), \`r_t_tax_percent\` / \`r_t_sc_percent\` as charged, \`pembulatan\` ("ya"/"tidak"), \`refundcounter\` (0, or 1 once refunded: the screen shows \`Pengembalian Dana Hanya Boleh 1x\` and disables REFUND).`,
    response: replies(200, refundReplies.bill),
  },
  "GET /rekap-transaksi-detail/detailtransaksi/:id": {
    summary: "The refundable lines of a paid bill",
    description: `${common} Payment §3 "Refund line": the bill's status-0 lines (free and warranty lines cost nothing and are not refundable), grouped by menu type; \`r_t_detail_tax_status\` / \`r_t_detail_sc_status\` say whether the line carried tax / service; \`refunded_qty\` the units refunded before.`,
    response: replies(200, refundReplies.lines),
  },
  "POST /transaksi/refund": {
    summary: "Refund units of a paid bill",
    description: [
      "Payment §7 form: `rekap_transaksi_id`, `refund_menu` (JSON list, or its string, of `{ r_t_detail_id, qty }`), `sub_total`, `nominal_pajak`, `nominal_sc`, `round`, `total` (after rounding), `current_tax` / `current_sc` (percent: 0 when switched off, else the bill's), `free_exchange`, `nomor_wa`, `cetak_struk` (0/1), `selisih` (always 0).",
      "",
      "The server recomputes the refund from the bill's stored lines (domain `planRefund`): tax on a refunded line only if that line carried tax and `current_tax` > 0, likewise service; total = subtotal + tax + service, rounded to Rp100 (half up) or up to RM 0.05 when the bill's `pembulatan` is ya; never more than the bill paid for its menus (total − Tarik Tunai). One refund per bill: one transaction with the bill row locked (and `rekap_refund.r_t_id` unique), so two refunds at once give exactly one. A user the cashier matrix refuses (`refund`) sends `approval_id`: their supervisor's approval of this very refund (POST /approve with the same `rekap_transaksi_id`, `refund_menu` units and rates), used up in the refund's transaction (a refusal leaves it unused); the refund stays the signed-in cashier's. Recorded in `rekap_refund` (with the refunding user, their cash session, Free Kembalian, phone) and `rekap_refund_detail` (units, nominal, tax, service per line), and in the audit log (`refund`, with the approver when approved). HTTP 201, `data.rekap_id` (the bill), `data.r_r_id`, `data.total`, `data.struct`.",
    ].join("\n"),
    response: replies(201, refundReplies.saved, { bodyRefusal: true }),
    refusals: refundRefusals,
  },
  "GET /m-transaction-table/history-by-date": {
    summary: "Paid bills of a business date",
    description:
      'Query `created_at` (YYYY-MM-DD, business date, Asia/Jakarta) and optional `nota_number` (bills whose nota contains it, case-insensitive). Newest first, 100 per page: `page` (1-based, default 1); a page of fewer than 100 is the last. Payment §3 "History by date transaction"; `name` is the transaction type or online vendor, `struct_name` the PDF receipt\'s name, `refundcounter` 1 for a refunded bill. Empty list: `meta.message` `Data tidak ditemukan`.',
    response: replies(200, refundReplies.byDate),
  },
  "GET /m-transaction-table/history-detail/:id": {
    summary: "A paid bill of the history by date with its menus",
    description: `${common} The row of the history by date plus \`pelayan\` (Pelayan Input, the waiter who entered the order), \`nominal\`, \`nominal_sc\`, and the status-0 menu lines grouped by menu type.`,
    response: replies(200, refundReplies.byDateDetail),
  },
  "GET /search-transactions/:nota/:date": {
    summary: "Find a paid bill by nota and business date",
    description:
      'Foundations §5 Transaction search: the outlet\'s bill whose nota equals `nota` (case-insensitive) on business date `date`. Found: `error: 0, transId`. Blank nota or a date not YYYY-MM-DD: `error: 1, transId: 0, msg: "Peringatan! Nomor Transaksi dan Tanggal harus diisi"`; none: `error: 1, transId: 0, msg: "Info! Transaksi tidak ditemukan"` (HTTP 200).',
    response: replies(200, refundReplies.search),
  },
};
