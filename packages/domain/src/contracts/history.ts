/**
 * The contract of history (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas
 * and the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api.
 * The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the history and receipt area (payment spec §7 History, Receipts).
 *
 * History and receipt replies (docs/API.md "History and receipts"; payment §3, §7).
 *
 * The contract of each history route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by the server's docs/api-docs.ts), attached to the routes by the server's lib/contract.ts.
 */

import { z } from "zod";
import { API_MSG, FIELD_MSG, MAX_ID } from "../index.ts";
import { envelope, replies, wireId, wireInt, wireMoney, wirePercent } from "../wire/envelope.ts";
import { lineOptionsWire } from "./menu-options.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

/** Text for a print mode other than 1 (reprint) or 2. */
export const MODE_INVALID = API_MSG.PRINT_MODE_INVALID;

/** `{id}` of a paid transaction (rekap_transaksi). */
export const rekapIdParam = z.object({
  id: z.coerce
    .number({ error: FIELD_MSG.ID_REQUIRED })
    .int({ error: FIELD_MSG.ID_REQUIRED })
    .positive({ error: FIELD_MSG.ID_REQUIRED })
    .max(MAX_ID, { error: FIELD_MSG.ID_REQUIRED }),
});

/** `{id}/{mode}` of a receipt print: mode 1 reprint (copy), 2 the first print. */
export const printParams = rekapIdParam.extend({
  mode: z.coerce
    .number({ error: MODE_INVALID })
    .int({ error: MODE_INVALID })
    .min(1, { error: MODE_INVALID })
    .max(2, { error: MODE_INVALID }),
});

// ── Reply schemas ──

/** `GET /transaksi/history` item. */
export const historyRow = z.strictObject({
  r_t_id: wireId,
  r_t_jam: z.string().describe("HH:mm"),
  r_t_nota_code: z.string(),
  r_t_bigboss: z.string(),
  r_t_nominal_total_bayar: wireMoney,
  m_transaction_table_id: wireId,
  r_t_tanggal: z.string().describe("YYYY-MM-DD"),
  payment_method: z.string(),
  r_t_m_payment_method_id: wireId,
  refundcounter: wireInt.describe("1 when the bill was refunded"),
});

const amounts = {
  r_t_nominal: wireMoney,
  r_t_nominal_pajak: wireMoney,
  r_t_nominal_sc: wireMoney,
  r_t_nominal_diskon: wireMoney,
  r_t_nominal_voucher: wireMoney,
  r_t_nominal_tarik_tunai: wireMoney,
  r_t_nominal_pembulatan: wireMoney,
  r_t_nominal_total_bayar: wireMoney,
  r_t_nominal_uang: wireMoney,
  r_t_nominal_kembalian: wireMoney,
  r_t_nominal_free_kembalian: wireMoney,
};

/** The transaction of `GET /transaksi/history-detail/{id}`. */
export const historyTransaction = z.strictObject({
  r_t_id: wireId,
  r_t_nota_code: z.string(),
  r_t_bigboss: z.string(),
  r_t_tanggal: z.string(),
  r_t_jam: z.string(),
  ...amounts,
  r_t_nomor_wa: z.string(),
  r_t_member_id: z.string(),
  payment_method: z.string(),
  r_t_m_payment_method_id: wireId.describe("1 cash; above 1 non-cash; 9 Lost Bill, 10 Gratis"),
  kasir: z.string(),
  table_names: z.string(),
  m_transaction_table_id: wireId,
  transaction_type: z.string(),
  r_t_tax_percent: wirePercent,
  r_t_sc_percent: wirePercent,
  refundcounter: wireInt.describe("1 when the bill was refunded"),
  r_r_nominal_total: wireMoney.describe("the refund paid back (0 when none)"),
});
/** A menu line of the history detail (all statuses; a nonzero status has nominal 0 and a reason). */
export const historyMenu = z.strictObject({
  r_t_detail_id: wireId,
  m_produk_id: wireId,
  m_produk_nama: z.string(),
  m_produk_m_jenis_produk_id: wireId,
  m_jenis_produk_nama: z.string(),
  r_t_detail_qty: wireInt,
  r_t_detail_qty_qr: wireInt,
  r_t_detail_price: wireMoney,
  r_t_detail_nominal: wireMoney,
  r_t_detail_status: wireInt,
  r_t_detail_reasone_approve: z.string(),
  options: lineOptionsWire,
  custom_menu: z.string().describe('not in the spec: the options as one text ("Level 3, Telur"); a paid line keeps no note'),
});
export const historyDetail = z.strictObject({ transaction: historyTransaction, menus: z.array(historyMenu) });

/** A receipt line: only status-0 lines carry a price. */
export const receiptLine = z.strictObject({
  m_produk_nama: z.string(),
  qty: wireInt,
  price: wireMoney,
  nominal: wireMoney,
  status: wireInt,
  reason: z.string(),
  options: lineOptionsWire,
});
/** One payment of a paid bill, in the order taken (not in the spec: the receipt lists each one). */
export const receiptTender = z.strictObject({
  payment_method: z.string().describe("the method's name"),
  m_payment_method_id: wireId.describe("cash is decided by it (`isCash`)"),
  nominal: wireMoney.describe("what this payment paid of the bill"),
  nominal_uang: wireMoney.describe("what was handed over: above `nominal` only for cash (the change)"),
});

/** `GET /cashier/print-transaksi/{id}/{mode}` data: the receipt model of the web app's /struk page. */
export const receipt = z.strictObject({
  outlet: z.strictObject({ m_w_nama: z.string(), m_w_alamat: z.string(), m_w_telp: z.string(), currency: z.string() }),
  r_t_id: wireId,
  r_t_nota_code: z.string(),
  r_t_bigboss: z.string(),
  r_t_tanggal: z.string(),
  r_t_jam: z.string(),
  table_names: z.string(),
  transaction_type: z.string(),
  kasir: z.string(),
  payment_method: z.string(),
  r_t_m_payment_method_id: wireId.describe("cash is decided by it (`isCash`), never by the method's name"),
  tenders: z
    .array(receiptTender)
    .describe("not in the spec: every payment of the bill in the order taken (two or more for a multipayment); empty for a write-off"),
  lines: z.array(receiptLine),
  ...amounts,
  tax_percent: wirePercent,
  sc_percent: wirePercent,
  paper_mm: wireInt.describe("58 or 80"),
  copy: z.boolean(),
  footer: z.string(),
});

export const historyReplies = {
  list: envelope(z.array(historyRow)),
  detail: envelope(historyDetail),
  receipt: envelope(receipt, { error: z.literal(0), struct: z.string() }),
};

// ── Route contracts ──

const common = "Another outlet's id → 404 `Maaf! Transaksi tidak ditemukan`. Money in the major unit (see Money).";

const historyDocs = {
  list: {
    summary: "Today's paid transactions",
    description: `${common} Today's (Asia/Jakarta business date) paid transactions of the outlet, newest first; \`payment_method\` is the method's name (e.g. "Tunai").`,
  },
  detail: {
    summary: "A paid transaction and its menu lines",
    description: `${common} Menus grouped by menu type; a line with a nonzero status has nominal 0 and a reason such as \`Gratis - Ulang tahun\`, \`Batal - …\`, \`Ganti Baru - …\`.`,
  },
  receipt: {
    summary: "The receipt model of a paid transaction",
    description:
      `${common} Mode 1 reprint, 2 first print; else 422 \`Mode cetak tidak valid\`. Top-level \`error: 0, struct: "/struk/{id}?mode={mode}"\` ` +
      '(the printable receipt page of the web app). `outlet.currency` is "Rp"/"RM". Only status-0 lines are priced; others print ' +
      "with price and nominal 0 and their reason. `paper_mm` is 80 when the outlet's kasir printer is 600 dots wide, else 58; " +
      '`copy` is true on mode 1; `footer` the outlet\'s receipt footer (`m_w_footer`), else "Terima kasih, Big Boss!". ' +
      "Not in the spec: `tenders`, each payment in the order taken (`payment_method`, `m_payment_method_id`, `nominal` paid of the bill, " +
      "`nominal_uang` handed over), so a multipayment's receipt lists each payment as the printed, PDF and WhatsApp receipts do " +
      "(cash shows what was handed over, other methods what they paid); empty for a write-off, whose receipt shows `payment_method` and `r_t_nominal_uang`. " +
      "With a kasir printer (and not `?view=1`) the receipt is queued to it " +
      'and `struct` is "", or for an android-image / android-image-vps printer `/api/print-image/{token}.png`, the PNG link the Android print app opens.',
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by the server's lib/contract.ts. */
export const historyContract: RouteContracts = {
  "GET /transaksi/history": { ...historyDocs.list, response: replies(200, historyReplies.list) },
  "GET /transaksi/history-detail/:id": { ...historyDocs.detail, response: replies(200, historyReplies.detail) },
  "GET /cashier/print-transaksi/:id/:mode": { ...historyDocs.receipt, response: replies(200, historyReplies.receipt) },
};
