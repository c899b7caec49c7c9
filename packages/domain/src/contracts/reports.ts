/**
 * The contract of reports (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas
 * and the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api.
 * The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schema of the sales report (GET /laporan): the date range and the outlet.
 *
 * Reply of the sales report (GET /laporan; `/admin/laporan`). Every figure covers the
 * outlet's paid bills whose business date (`r_t_tanggal`, Asia/Jakarta) lies in the range, counted
 * exactly as the shift recap counts a session's (cashbook recap.service.ts), so a day's report equals
 * the sum of its shift recaps. Money fields are `wireMoney` (major unit on the wire).
 *
 * The contract of the report route: reply schema, summary and description (docs/API.md).
 */

import { z } from "zod";
import { MAX_ID } from "../constants.ts";
import { REPORT_MSG } from "../messages.ts";
import { QRIS_RECON_LIST_MAX, QRIS_RECON_MAX_DAYS, REPORT_DATE_RE, REPORT_MAX_DAYS, reportRangeDays } from "../reports.ts";
import { envelope, replies, wireId, wireInt, wireMoney } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

const reportDate = z.string({ error: REPORT_MSG.DATE_INVALID }).max(10, { error: REPORT_MSG.DATE_INVALID }).regex(REPORT_DATE_RE, {
  error: REPORT_MSG.DATE_INVALID,
});

/** The range check of a report query: a date off the calendar, a reversed range or one over `maxDays` → an issue on the field. */
const rangeWithin =
  (maxDays: number) =>
  (q: { dari: string; sampai: string }, ctx: z.RefinementCtx): void => {
    const days = reportRangeDays(q.dari, q.sampai);
    if (Number.isNaN(days)) {
      ctx.addIssue({ code: "custom", path: ["dari"], message: REPORT_MSG.DATE_INVALID });
    } else if (days < 1) {
      ctx.addIssue({ code: "custom", path: ["sampai"], message: REPORT_MSG.RANGE_REVERSED });
    } else if (days > maxDays) {
      ctx.addIssue({ code: "custom", path: ["sampai"], message: REPORT_MSG.RANGE_TOO_LONG(maxDays) });
    }
  };

const rangeFields = {
  dari: reportDate,
  sampai: reportDate,
  m_w_id: z.coerce.number({ error: REPORT_MSG.OUTLET_FORBIDDEN }).int().min(0).max(MAX_ID).optional(),
};

/**
 * `?dari=YYYY-MM-DD&sampai=YYYY-MM-DD&m_w_id=N`: outlet-local business dates, both included, at most
 * REPORT_MAX_DAYS days; `m_w_id` optional (0 or absent: the session's outlet). A reversed range, a
 * date off the calendar or a longer range → 422 with the REPORT_MSG text on the field.
 */
export const reportQuery = z.object(rangeFields).superRefine(rangeWithin(REPORT_MAX_DAYS));

/** The QRIS reconciliation's query (GET /laporan/qris): as `reportQuery`, at most QRIS_RECON_MAX_DAYS days. */
export const qrisReconQuery = z.object(rangeFields).superRefine(rangeWithin(QRIS_RECON_MAX_DAYS));

// ── Reply schemas ──

/** The headline figures of the range (Ringkasan). */
export const reportSummary = z.strictObject({
  jml_nota: wireInt.describe("paid bills, write-offs (lost bill / gratis) excluded"),
  sales_total: wireMoney.describe("Σ bill totals + Σ free change, write-offs excluded (= shift recap sales_total)"),
  subtotal: wireMoney.describe("Σ r_t_nominal of every paid bill (= shift recap promo.nominal)"),
  pajak: wireMoney,
  service: wireMoney,
  diskon: wireMoney,
  voucher: wireMoney,
  pembulatan: wireMoney,
  free_kembalian: wireMoney,
  tarik_tunai: wireMoney,
  tunai: wireMoney.describe("tenders paid with method 1 (Tunai)"),
  non_tunai: wireMoney.describe("tenders of every other method"),
  refund: wireMoney.describe("refunds paid back, by the refund's date"),
  void_pembayaran: wireMoney.describe("voided payments (their bills are gone), by the bill's date"),
  pembatalan: wireMoney.describe("cancelled lines (status 2), qty × price"),
  garansi: wireMoney.describe("warranty lines (status 3, 4), qty × price"),
  gratis: wireMoney,
  lost_bill: wireMoney,
  uang_tips: wireMoney.describe("tips, by the tip's date"),
});

const salesRow = { jml_nota: wireInt, nominal: wireMoney };
const reasonRow = z.strictObject({ keterangan: z.string(), qty: wireInt, nominal: wireMoney });

/** The whole report of one outlet and range. */
export const salesReport = z.strictObject({
  m_w_id: wireId,
  waroeng_nama: z.string(),
  dari: z.string().describe("YYYY-MM-DD"),
  sampai: z.string().describe("YYYY-MM-DD"),
  ringkasan: reportSummary,
  per_hari: z.array(z.strictObject({ tanggal: z.string().describe("YYYY-MM-DD"), ...salesRow })),
  per_jam: z.array(z.strictObject({ jam: z.string().describe("HH"), ...salesRow })),
  per_menu: z
    .array(z.strictObject({ m_produk_nama: z.string(), kategori: z.string(), qty: wireInt, nominal: wireMoney }))
    .describe("dishes sold (status-0 lines) net of the units refunded from the range's bills; a dish refunded in full is left out"),
  per_kategori: z.array(z.strictObject({ kategori: z.string(), qty: wireInt, nominal: wireMoney })),
  per_pembayaran: z.array(z.strictObject({ metode: z.string(), tipe: z.string(), ...salesRow })),
  per_jenis_transaksi: z.array(
    z.strictObject({ jenis: z.string(), grup: z.string(), subtotal: wireMoney, pajak: wireMoney, service: wireMoney, ...salesRow }),
  ),
  pembatalan: z.array(reasonRow),
  garansi: z.array(reasonRow),
  refund: z
    .array(z.strictObject({ m_produk_nama: z.string(), qty: wireInt, nominal: wireMoney }))
    .describe("dishes refunded in the range (by the refund's date), per menu item: units and qty × price"),
  diskon: z.array(z.strictObject({ jenis: z.string().describe("diskon | voucher"), ...salesRow })),
  tips: z.array(z.strictObject({ keterangan: z.string(), jml: wireInt, nominal: wireMoney })),
});

/** The QRIS figures of one business day, or of the whole range (`ringkasan`). */
const qrisReconFigures = {
  tagihan_jml: wireInt.describe("QRIS charges whose money arrived: paid (with or without a bill) or recorded as money to return"),
  tagihan_nominal: wireMoney.describe("what those charges asked: bill total + unique code (what the bank statement shows)"),
  kode_unik: wireMoney.describe("the unique codes of those charges (Kode unik), summed apart"),
  nota_jml: wireInt.describe("bills with a QRIS tender (method 11), alone or as a multipayment / Bagi rata share"),
  nota_nominal: wireMoney.describe("Σ their QRIS tenders (the bill's share, without the unique code)"),
  selisih: wireMoney.describe("tagihan_nominal − kode_unik − nota_nominal: 0 when every charge paid its bill"),
  tanpa_nota_jml: wireInt.describe("charges paid without a bill (money to return)"),
  tanpa_tagihan_jml: wireInt.describe("bills paid by QRIS without a charge (confirmed by eye)"),
  kedaluwarsa_jml: wireInt.describe("charges still pending past their expiry"),
};

/**
 * The QRIS reconciliation of one outlet and range (GET /laporan/qris; `/admin/laporan-qris`): per
 * business day the QRIS charges whose money arrived against the bills paid by QRIS, and the
 * exceptions one by one. Money fields are `wireMoney` (major unit on the wire).
 */
export const qrisRecon = z.strictObject({
  m_w_id: wireId,
  waroeng_nama: z.string(),
  dari: z.string().describe("YYYY-MM-DD"),
  sampai: z.string().describe("YYYY-MM-DD"),
  ringkasan: z.strictObject(qrisReconFigures),
  per_hari: z.array(z.strictObject({ tanggal: z.string().describe("YYYY-MM-DD"), ...qrisReconFigures })),
  tagihan_tanpa_nota: z
    .array(
      z.strictObject({
        order_id: z.string().describe("the charge's id (QRIS-<m_w_id>-<tmp_transaction_id>-<n>)"),
        nota: z.string().describe("the nota its order was paid with another way, else empty"),
        tanggal: z.string().describe("YYYY-MM-DD, when the money arrived (Asia/Jakarta)"),
        jam: z.string().describe("HH:MM"),
        nominal: wireMoney.describe("what the charge asked"),
        kembalikan: wireMoney.describe("the money to return to the customer"),
        mode: z.string().describe("static | gateway"),
        penerbit: z.string().describe("the issuer the gateway reported (GoPay, OVO …), else empty"),
      }),
    )
    .describe("charges paid without a bill: money to return"),
  nota_tanpa_tagihan: z
    .array(
      z.strictObject({
        r_t_id: wireId,
        nota: z.string(),
        tanggal: z.string().describe("YYYY-MM-DD, the bill's business date"),
        jam: z.string().describe("HH:MM"),
        nominal: wireMoney.describe("the bill's QRIS tenders"),
        alasan: z.enum(["multipayment", "dikonfirmasi_kasir"]).describe("multipayment: a share of a multipayment / Bagi rata"),
      }),
    )
    .describe(
      `bills paid by QRIS without a charge: the cashier confirmed them by eye, check them in the bank statement (the oldest ${QRIS_RECON_LIST_MAX})`,
    ),
  tagihan_kedaluwarsa: z
    .array(
      z.strictObject({
        order_id: z.string(),
        nota: z.string().describe("the nota its order was paid with, else empty (still open)"),
        tanggal: z.string().describe("YYYY-MM-DD, when the charge was made"),
        jam: z.string().describe("HH:MM"),
        nominal: wireMoney,
        kedaluwarsa: z.string().describe("ISO 8601: when it expired"),
      }),
    )
    .describe("charges still pending past their expiry"),
});

/** One option's figures in the options-sold report. */
const optionSoldFigures = {
  grup: z.string().describe("the option's group name as the paid line carries it"),
  opsi: z.string().describe("the option's name as the paid line carries it"),
  qty: wireInt.describe("units sold with it, the units refunded from the range's bills off"),
  nominal: wireMoney.describe("Σ its delta per unit × those units (negative for a cheaper option)"),
};

/**
 * The options sold of one outlet and range (GET /laporan/opsi; `/admin/laporan`, tab Opsi Menu):
 * per business day and option, per option over the range, and the total. Money fields are `wireMoney`.
 */
export const optionsSoldReport = z.strictObject({
  m_w_id: wireId,
  waroeng_nama: z.string(),
  dari: z.string().describe("YYYY-MM-DD"),
  sampai: z.string().describe("YYYY-MM-DD"),
  per_hari: z
    .array(z.strictObject({ tanggal: z.string().describe("YYYY-MM-DD"), ...optionSoldFigures }))
    .describe("per business day (oldest first), then group and option name"),
  per_opsi: z.array(z.strictObject(optionSoldFigures)).describe("per option over the range, by group and option name"),
  total: z.strictObject({ qty: wireInt.describe("Σ qty of per_opsi"), nominal: wireMoney.describe("Σ nominal of per_opsi") }),
});

export const reportReplies = {
  sales: envelope(salesReport),
  qris: envelope(qrisRecon),
  options: envelope(optionsSoldReport),
};

// ── Route contracts ──

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by the server's lib/contract.ts. */
export const reportsContract: RouteContracts = {
  "GET /laporan": {
    summary: "Sales report of an outlet over a date range",
    description:
      `Roles of \`report.read\` (kacab). \`dari\`, \`sampai\`: business dates YYYY-MM-DD (Asia/Jakarta), both included, at most ${REPORT_MAX_DAYS} days; ` +
      "a date off the calendar → 422 `Tanggal laporan harus berformat YYYY-MM-DD`, `sampai` before `dari` → 422 " +
      "`Tanggal awal tidak boleh setelah tanggal akhir`, a longer range → 422 `Rentang laporan paling lama 366 hari` (on `errors`). " +
      "`m_w_id` (optional, 0 = the session's outlet): an outlet of GET /m-waroeng/waroeng-user, else 403 " +
      "`Waroeng ini tidak tersedia untuk laporan Anda`; one of another currency than the session's → 409 (switch outlet first). " +
      "Figures are counted as the shift recap counts a session's bills (write-offs out of sales, tenders per method, " +
      "cancelled lines status 2, warranty 3/4, qty × price), so a day's report equals the sum of its shift recaps; " +
      "refunds and tips are dated by when they were made, voided payments by their bill's date. `per_menu` counts what was sold and " +
      "not given back: the units refunded from the range's bills are taken off (so it differs from the shift recap's menu sales once a " +
      "bill is refunded); `refund` lists the refunded dishes for Batal & Garansi. Money in the major unit (see Money).",
    response: replies(200, reportReplies.sales),
  },
  "GET /laporan/qris": {
    summary: "QRIS reconciliation of an outlet over a date range",
    description:
      `Roles of \`report.read\` (kacab, owner). \`dari\`, \`sampai\`, \`m_w_id\` as GET /laporan, at most ${QRIS_RECON_MAX_DAYS} days ` +
      `(a longer range → 422 \`Rentang laporan paling lama ${QRIS_RECON_MAX_DAYS} hari\`). Per business day: the QRIS charges whose money ` +
      "arrived (`tagihan_*`: paid, or recorded as money to return; dated by their bill's business date, else by when they were made) " +
      "with what they asked (bill + unique code) and the unique codes apart (`kode_unik`), against the bills with a QRIS tender " +
      "(`nota_*`: method 11, multipayment and Bagi rata shares included) — `selisih` = tagihan_nominal − kode_unik − nota_nominal. " +
      "Then the exceptions of the range: `tagihan_tanpa_nota` (a charge paid without a bill: money to return), `nota_tanpa_tagihan` " +
      `(a bill paid by QRIS without a charge: confirmed by eye; the oldest ${QRIS_RECON_LIST_MAX} listed, \`tanpa_tagihan_jml\` counts them all), ` +
      "`tagihan_kedaluwarsa` (a charge still pending past its expiry). " +
      "Money in the major unit (see Money).",
    response: replies(200, reportReplies.qris),
  },
  "GET /laporan/opsi": {
    summary: "Menu options sold of an outlet over a date range",
    description:
      `Roles of \`report.read\` (kacab, owner). \`dari\`, \`sampai\`, \`m_w_id\` and their refusals as GET /laporan (at most ${REPORT_MAX_DAYS} days). ` +
      "Not in the spec (see Menu options): per business day (`r_t_tanggal`, Asia/Jakarta) and option — its group's name and its name as " +
      "the paid lines carry them (`r_t_detail_options`) — the units sold with it (`qty`) and the money it brought (`nominal` = Σ its delta " +
      "per unit × units; negative for a cheaper option), counted as `per_menu` of GET /laporan counts dishes: status-0 lines of the " +
      "range's bills, the units refunded from them off. `per_opsi` sums each option over the range, `total` every option. " +
      "Money in the major unit (see Money).",
    response: replies(200, reportReplies.options),
  },
};
