/**
 * Cash book and shift replies (docs/API.md "Cash book and shift"; issue 12; payment §3 "Cash
 * mutation", "Tip", "Shift recap data", §7; foundations §7 close-modal). Money fields are `wireMoney`.
 */
import { z } from "zod";
import { envelope, wireId, wireInt, wireMoney } from "./envelope.ts";

/** One Kas Kasir row (History Kas). */
export const mutationRow = z.strictObject({
  r_m_m_id: wireId,
  r_m_m_debit: wireMoney,
  r_m_m_kredit: wireMoney,
  r_m_m_keterangan: z.string(),
  r_m_m_nama_pengguna: z.string(),
  r_m_m_group: z.string(),
  tanggal: z.string().describe("DD/MM/YYYY"),
  jam: z.string().describe("HH:mm"),
});

/** The printable Kas Kasir slip (`GET /cashier/cash-out/{id}`). */
export const mutationSlip = mutationRow.extend({
  waroeng_nama: z.string(),
  nama_kasir: z.string(),
  rekap_modal_sesi: wireInt,
});

/** One tip of Daftar Uang Tips. */
export const tipRow = z.strictObject({
  r_u_t_id: wireId,
  r_u_t_nominal: wireMoney,
  r_u_t_keterangan: z.string(),
  m_karyawan_id: wireId.nullable(),
  m_karyawan_nama: z.string(),
  nama_kasir: z.string(),
  tanggal: z.string(),
  jam: z.string(),
});

/** A tip as the edit form reads it (payment §3 "Tip: Edit"). */
export const tipEdit = z.strictObject({
  id: wireId,
  id_kasir: wireId,
  nama_kasir: z.string(),
  keterangan: z.string(),
  amount_debit: wireMoney,
  m_karyawan_id: wireId.nullable(),
  m_karyawan_nama: z.string(),
  m_w_id: wireId,
  m_w_nama: z.string(),
  m_area_nama: z.string(),
});

const amountRow = z.strictObject({ keterangan: z.string(), qty: wireInt, nominal: wireMoney });

/** The drawer reckoning of a session (domain `expectedDrawerCash`). */
export const drawerReckoning = z.strictObject({
  saldo_awal: wireMoney,
  tunai: wireMoney,
  free_kembalian: wireMoney,
  kas_masuk: wireMoney,
  kas_keluar: wireMoney,
  tarik_tunai: wireMoney,
  refund: wireMoney,
  uang_tips: wireMoney,
  uang_seharusnya: wireMoney.describe("expected drawer cash"),
});

export const spendingRecap = z.strictObject({
  list: z.array(z.strictObject({ pengguna: z.string(), nominal: wireMoney, keterangan: z.string(), jenis: z.enum(["debit", "kredit"]) })),
  total: wireMoney.describe("Kas Masuk − Kas Keluar (= −TOTAL PENGELUARAN)"),
});

export const paymentRecap = z.strictObject({
  paymentDetail: z.array(z.strictObject({ vendor: z.string(), nominal: wireMoney, jml_nota: wireInt })),
  cashTotal: wireMoney,
  nonTunaiTotal: wireMoney,
  edcTotal: wireMoney,
  reconciliation: drawerReckoning,
});

export const promoRecap = z.strictObject({
  gratis: wireMoney,
  voucher: wireMoney,
  diskon: wireMoney,
  pembulatan: wireMoney,
  free_kembalian: wireMoney,
  free_kembalian_void: wireMoney,
  nominal: wireMoney,
  pajak: wireMoney,
  service: wireMoney,
  void_total: wireMoney,
  diskon_val: wireMoney,
  tarik_tunai: wireMoney,
  total_lost_bills: wireMoney,
  total_uang_tips: wireMoney,
  total_warranty: wireMoney,
  total_refund: wireMoney,
});

const categorySales = z.strictObject({
  transaction_name: z.string(),
  reg_sales_total: wireMoney,
  sales_total: wireMoney,
  count_nota: wireInt,
  reg_sales_tax: wireMoney,
  reg_sales_service: wireMoney,
});
const ojolSales = z.strictObject({
  transaction_name: z.string(),
  reg_ojol_sales_total: wireMoney,
  ojol_sales_total: wireMoney,
  ojol_sales_tax: wireMoney,
  ojol_sales_service: wireMoney,
  ojol_sharing_total: wireMoney,
  count_nota: wireInt,
});
const menuSales = z.strictObject({ jml_nota: wireInt, nominal: wireMoney, pajak: wireMoney, nominal_pajak: wireMoney });

export const salesRecap = z.strictObject({
  reg_category_sales: z.array(categorySales),
  ojol_category_sales: z.array(ojolSales),
  menu_sales: menuSales,
  non_menu_sales: menuSales,
  menu: z.array(z.strictObject({ m_produk_nama: z.string(), qty: wireInt, nominal: wireMoney })),
  by_hour: z.array(z.strictObject({ jam: z.string().describe("HH"), nominal: wireMoney, jml_nota: wireInt })),
  sales_total: wireMoney.describe("Σ bill totals + Σ free change of the session's paid bills (write-offs excluded)"),
});

export const freeChangeRow = z.strictObject({
  code_nota: z.string(),
  jam_bayar: z.string(),
  nominal_total_bayar: wireMoney,
  nominal_free_kembalian: wireMoney,
  nominal_free_kembalian_void: wireMoney,
});

export const tipsRecap = z.strictObject({
  list: z.array(z.strictObject({ keterangan: z.string(), nominal: wireMoney, jml: wireInt })),
  detail: z.array(
    z.strictObject({
      keterangan: z.string(),
      nama_penerima: z.string(),
      nama_kasir: z.string(),
      nominal: wireMoney,
      tanggal: z.string(),
      jam_lapor: z.string(),
    }),
  ),
  total: wireMoney,
});

/** The closing report of a session (Tutup Saldo / Ganti Shift; also the print page's data). */
export const closingReport = z.strictObject({
  rekap_modal_id: wireId,
  rekap_modal_sesi: wireInt,
  tanggal: z.string(),
  nama_kasir: z.string(),
  waroeng_nama: z.string(),
  dibuka: z.string().describe("DD/MM/YYYY HH:mm"),
  ditutup: z.string().describe("DD/MM/YYYY HH:mm or empty while open"),
  uang_riil: wireMoney.nullable().describe("counted cash at close; null while open"),
  selisih: wireMoney.nullable(),
  reconciliation: drawerReckoning,
  payment: z.array(z.strictObject({ vendor: z.string(), nominal: wireMoney, jml_nota: wireInt })),
  sales_total: wireMoney,
  jml_nota: wireInt,
});

/** Whether the kasir printer got the job (false: no kasir printer, `struct` is the browser page). */
const printed = z.boolean();

export const cashBookReplies = {
  mutations: envelope(z.array(mutationRow), { total_pengeluaran: wireMoney }),
  mutationSaved: envelope(mutationRow, { struct: z.string() }),
  slip: envelope(mutationSlip, { error: z.literal(0), struct: z.string(), printed }),
  tips: envelope(z.array(tipRow), { total: wireMoney }),
  tip: envelope(tipEdit),
  tipSaved: envelope(tipRow),
  tipDeleted: envelope(z.strictObject({ r_u_t_id: wireId })),
  spending: envelope(spendingRecap),
  payment: envelope(paymentRecap),
  promo: envelope(promoRecap),
  sales: envelope(salesRecap),
  freeData: envelope(z.array(freeChangeRow)),
  canceled: envelope(z.array(amountRow)),
  warranty: envelope(z.array(amountRow)),
  tipsData: envelope(tipsRecap),
  closed: envelope(closingReport, {
    error: z.literal(0),
    msg: z.string(),
    rekap_modal_id: wireId,
    struct: z.string().describe('the closing report\'s print page; "" when the kasir printer got it'),
    printed,
  }),
  shiftChanged: envelope(closingReport, { error: z.literal(0), msg: z.string(), struct: z.string(), next_sesi: wireInt, printed }),
  report: envelope(closingReport),
  reportPrinted: envelope(z.null(), { error: z.literal(0), struct: z.string(), printed }),
};
