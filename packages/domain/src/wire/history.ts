/** History and receipt replies (docs/API.md "History and receipts"; payment §3, §7). */
import { z } from "zod";
import { envelope, wireId, wireInt, wireMoney, wirePercent } from "./envelope.ts";

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
  refundcounter: wireInt.describe("1 when the bill was refunded (issue 11)"),
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
