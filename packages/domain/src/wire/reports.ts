/**
 * Reply of the sales report (issue 14; GET /laporan; `/admin/laporan`). Every figure covers the
 * outlet's paid bills whose business date (`r_t_tanggal`, Asia/Jakarta) lies in the range, counted
 * exactly as the shift recap counts a session's (cashbook recap.service.ts), so a day's report equals
 * the sum of its shift recaps. Money fields are `wireMoney` (major unit on the wire).
 */
import { z } from "zod";
import { envelope, wireId, wireInt, wireMoney } from "./envelope.ts";

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
  per_menu: z.array(z.strictObject({ m_produk_nama: z.string(), kategori: z.string(), qty: wireInt, nominal: wireMoney })),
  per_kategori: z.array(z.strictObject({ kategori: z.string(), qty: wireInt, nominal: wireMoney })),
  per_pembayaran: z.array(z.strictObject({ metode: z.string(), tipe: z.string(), ...salesRow })),
  per_jenis_transaksi: z.array(
    z.strictObject({ jenis: z.string(), grup: z.string(), subtotal: wireMoney, pajak: wireMoney, service: wireMoney, ...salesRow }),
  ),
  pembatalan: z.array(reasonRow),
  garansi: z.array(reasonRow),
  diskon: z.array(z.strictObject({ jenis: z.string().describe("diskon | voucher"), ...salesRow })),
  tips: z.array(z.strictObject({ keterangan: z.string(), jml: wireInt, nominal: wireMoney })),
});

export const reportReplies = {
  sales: envelope(salesReport),
};
