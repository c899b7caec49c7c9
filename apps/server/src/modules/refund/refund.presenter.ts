/**
 * Refund, history by date and search → the wire names of payment §3 ("Bill detail for refund",
 * "Refund line", "History by date transaction"). Money stays integer minor units (the money plugin
 * converts it to the major unit); rates as percent numbers (1000 bp → 10).
 */
import { customMenuText } from "@waroeng/domain";
import type { RefundBillView, RefundLineView } from "./refund.service.ts";
import { type ByDateDetail, type ByDateRow, structName } from "./search.service.ts";

/** `GET /recap-transactions/{id}` data. */
export function presentRefundBill(b: RefundBillView) {
  return {
    r_t_id: b.id,
    m_t_t_name: b.transactionTypeName,
    r_t_nota_code: b.noteNumber,
    r_t_bigboss: b.customerName,
    table_names: b.tableNames,
    name: b.cashierName,
    r_t_tanggal: b.businessDate,
    r_t_tax_percent: b.taxRateBp / 100,
    r_t_sc_percent: b.serviceChargeRateBp / 100,
    pembulatan: b.roundingFlag,
    refundcounter: b.refundCount,
    r_t_nominal_pajak: b.tax,
    r_t_nominal_sc: b.serviceCharge,
    r_t_nominal_total_bayar: b.total,
    r_t_nominal_tarik_tunai: b.cashWithdrawal,
  };
}

/** A `GET /rekap-transaksi-detail/detailtransaksi/{id}` item. */
export function presentRefundLine(l: RefundLineView) {
  return {
    r_t_detail_id: l.id,
    m_produk_nama: l.menuItemName,
    m_produk_m_jenis_produk_id: l.menuTypeId,
    m_jenis_produk_nama: l.menuTypeName,
    r_t_detail_qty: l.qty,
    r_t_detail_price: l.price,
    r_t_detail_nominal_pajak: l.tax,
    r_t_detail_nominal_sc: l.serviceCharge,
    r_t_detail_tax_status: l.taxable ? 1 : 0,
    r_t_detail_sc_status: l.serviceCharged ? 1 : 0,
    refunded_qty: l.refundedQty,
    options: l.options,
    custom_menu: customMenuText(l.options, ""),
  };
}

/** A `GET /m-transaction-table/history-by-date` item. */
export function presentByDateRow(r: ByDateRow) {
  return {
    m_transaction_table_id: r.id,
    m_transaction_table_note_number: r.noteNumber,
    m_transaction_table_table_name_list: r.tableNames,
    m_transaction_table_customer_name: r.customerName,
    nominal_pembulatan: r.rounding,
    nominal_pajak: r.tax,
    nominal_total_bayar: r.total,
    nominal_free_kembalian: r.freeChange,
    global_discount: r.globalDiscount,
    nominal_voucher: r.voucher,
    nama_kasir: r.cashierName,
    name: r.transactionTypeName,
    updated_at: r.updatedAt.toISOString(),
    jam: r.time,
    struct_name: structName(r.id),
    refundcounter: r.refundCount,
  };
}

/** `GET /m-transaction-table/history-detail/{id}` data. */
export function presentByDateDetail(d: ByDateDetail) {
  return {
    transaction: {
      ...presentByDateRow(d.row),
      pelayan: d.row.waiterName,
      nominal: d.row.subtotal,
      nominal_sc: d.row.serviceCharge,
    },
    menus: d.menus.map((m) => ({
      m_menu_nama: m.name,
      m_transaction_menu_id: m.id,
      m_transaction_menu_qty: m.qty,
      m_transaction_menu_price: m.price,
      m_menu_m_menu_jenis_id: m.menuTypeId,
      m_menu_jenis_nama: m.menuTypeName,
      options: m.options,
      custom_menu: customMenuText(m.options, ""),
    })),
  };
}
