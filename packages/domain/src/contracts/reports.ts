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
import { REPORT_DATE_RE, REPORT_MAX_DAYS, reportRangeDays } from "../reports.ts";
import { envelope, replies, wireId, wireInt, wireMoney } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

const reportDate = z.string({ error: REPORT_MSG.DATE_INVALID }).max(10, { error: REPORT_MSG.DATE_INVALID }).regex(REPORT_DATE_RE, {
  error: REPORT_MSG.DATE_INVALID,
});

/**
 * `?dari=YYYY-MM-DD&sampai=YYYY-MM-DD&m_w_id=N`: outlet-local business dates, both included, at most
 * REPORT_MAX_DAYS days; `m_w_id` optional (0 or absent: the session's outlet). A reversed range, a
 * date off the calendar or a longer range → 422 with the REPORT_MSG text on the field.
 */
export const reportQuery = z
  .object({
    dari: reportDate,
    sampai: reportDate,
    m_w_id: z.coerce.number({ error: REPORT_MSG.OUTLET_FORBIDDEN }).int().min(0).max(MAX_ID).optional(),
  })
  .superRefine((q, ctx) => {
    const days = reportRangeDays(q.dari, q.sampai);
    if (Number.isNaN(days)) {
      ctx.addIssue({ code: "custom", path: ["dari"], message: REPORT_MSG.DATE_INVALID });
    } else if (days < 1) {
      ctx.addIssue({ code: "custom", path: ["sampai"], message: REPORT_MSG.RANGE_REVERSED });
    } else if (days > REPORT_MAX_DAYS) {
      ctx.addIssue({ code: "custom", path: ["sampai"], message: REPORT_MSG.RANGE_TOO_LONG(REPORT_MAX_DAYS) });
    }
  });

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

export const reportReplies = {
  sales: envelope(salesReport),
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
};
