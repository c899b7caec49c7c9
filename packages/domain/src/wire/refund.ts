/**
 * Replies of refund, history by date and transaction search (docs/API.md "Refund and search";
 * payment §3 "Bill detail for refund", "Refund line", "History by date transaction"; foundations §7).
 */
import { z } from "zod";
import { envelope, wireId, wireInt, wireMoney, wirePercent } from "./envelope.ts";

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
