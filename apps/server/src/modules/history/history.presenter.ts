/**
 * Paid transactions → the wire names of the payment spec §3 (History transaction, History detail
 * transaction and menus) and the receipt model of the web app's printable page (/struk/{id}).
 * Money stays integer minor units; rates are shown as percent numbers (1000 bp → 10).
 */
import {
  API_MSG,
  customMenuText,
  LABELS,
  LINE_STATUS,
  MSG_TEMPLATES,
  PAPER_WIDTH,
  type ReceiptLineData,
  type ReceiptPayment,
  WARRANTY_ACTION,
} from "@waroeng/domain";
import type { ClosedLineView, ClosedTransactionView, HistoryRow, ReceiptContext } from "./history.service.ts";

/** A history list row (GET /transaksi/history). */
export function presentHistoryRow(row: HistoryRow) {
  return {
    r_t_id: row.id,
    r_t_jam: row.time,
    r_t_nota_code: row.noteNumber,
    r_t_bigboss: row.customerName,
    r_t_nominal_total_bayar: row.total,
    m_transaction_table_id: row.orderId,
    r_t_tanggal: row.businessDate,
    payment_method: row.paymentMethodName,
    r_t_m_payment_method_id: row.paymentMethodId,
    refundcounter: row.refundCount,
  };
}

/** Basis points as a percent number: 1000 → 10, 250 → 2.5. */
function percent(bp: number): number {
  return bp / 100;
}

/**
 * The option text of a line that is not charged: `Batal - reason` (2), `Ganti Baru - reason` (3),
 * `Gratis - reason` (4), `Garansi - reason` (other); "" for a normal line. Spec: orders §4, payment §4.
 */
export function lineReason(status: number, reason: string): string {
  if (status === LINE_STATUS.NORMAL) {
    return "";
  }
  if (status === LINE_STATUS.CANCELLED) {
    return MSG_TEMPLATES.cancelledLine(reason).replace(/ - $/, "");
  }
  if (status === LINE_STATUS.FREE) {
    return MSG_TEMPLATES.freeLine(reason).replace(/ - $/, "");
  }
  const word = status === WARRANTY_ACTION.REPLACE ? LABELS.REPLACE_NEW : LABELS.WARRANTY;
  return reason ? `${word} - ${reason}` : word;
}

/**
 * A closed line as every receipt shows it (minor units): its options as paid (their deltas are in
 * the price); a line not charged shows price and total 0 with its reason (`lineReason`). Used by the
 * /struk reply and the printed, PDF and WhatsApp receipts.
 */
export function receiptLine(l: ClosedLineView): ReceiptLineData {
  const charged = l.status === LINE_STATUS.NORMAL;
  return {
    name: l.menuItemName,
    qty: l.qty,
    price: charged ? l.price : 0,
    options: l.options,
    total: charged ? l.nominal : 0,
    reason: lineReason(l.status, l.approvalReason),
  };
}

/** A closed transaction's figures under their wire names (minor units): the history row's and the receipt's. */
function presentFigures(t: ClosedTransactionView) {
  return {
    r_t_nominal: t.subtotal,
    r_t_nominal_pajak: t.tax,
    r_t_nominal_sc: t.serviceCharge,
    r_t_nominal_diskon: t.globalDiscount,
    r_t_nominal_voucher: t.voucher,
    r_t_nominal_tarik_tunai: t.cashWithdrawal,
    r_t_nominal_pembulatan: t.rounding,
    r_t_nominal_total_bayar: t.total,
    r_t_nominal_uang: t.tendered,
    r_t_nominal_kembalian: t.change,
    r_t_nominal_free_kembalian: t.freeChange,
  };
}

function presentTransaction(t: ClosedTransactionView) {
  return {
    r_t_id: t.id,
    r_t_nota_code: t.noteNumber,
    r_t_bigboss: t.customerName,
    r_t_tanggal: t.businessDate,
    r_t_jam: t.time,
    ...presentFigures(t),
    r_t_nomor_wa: t.phone,
    r_t_member_id: t.memberId,
    payment_method: t.paymentMethodName,
    r_t_m_payment_method_id: t.paymentMethodId,
    kasir: t.cashierName,
    table_names: t.tableNames,
    m_transaction_table_id: t.orderId,
    transaction_type: t.transactionTypeName,
    r_t_tax_percent: percent(t.taxRateBp),
    r_t_sc_percent: percent(t.serviceChargeRateBp),
  };
}

/** GET /transaksi/history-detail/{id}: the transaction and its menu lines (all statuses). */
export function presentHistoryDetail(t: ClosedTransactionView, lines: ClosedLineView[]) {
  return {
    transaction: { ...presentTransaction(t), refundcounter: t.refundTotal === null ? 0 : 1, r_r_nominal_total: t.refundTotal ?? 0 },
    menus: lines.map((l) => ({
      r_t_detail_id: l.id,
      m_produk_id: l.menuItemId,
      m_produk_nama: l.menuItemName,
      m_produk_m_jenis_produk_id: l.menuTypeId,
      m_jenis_produk_nama: l.menuTypeName,
      r_t_detail_qty: l.qty,
      r_t_detail_qty_qr: l.originalQty,
      r_t_detail_price: l.price,
      r_t_detail_nominal: l.nominal,
      r_t_detail_status: l.status,
      r_t_detail_reasone_approve: lineReason(l.status, l.approvalReason),
      options: l.options,
      custom_menu: customMenuText(l.options, ""),
    })),
  };
}

/**
 * GET /cashier/print-transaksi/{id}/{mode}: the receipt model. Only status-0 lines carry a price;
 * other lines print at 0 with their reason. `paper_mm` is 80 for a 600-dot kasir printer, else 58.
 * `copy` is true on mode 1 (reprint); `footer` the outlet's, else `Terima kasih, Big Boss!`.
 * `tenders`: each payment in the order taken (tendersOf), empty for a write-off.
 */
export function presentReceipt(
  t: ClosedTransactionView,
  lines: ClosedLineView[],
  ctx: ReceiptContext,
  tenders: ReceiptPayment[],
  mode: number,
) {
  return {
    outlet: { m_w_nama: ctx.outlet.name, m_w_alamat: ctx.outlet.address, m_w_telp: ctx.outlet.phone, currency: ctx.outlet.currency },
    r_t_id: t.id,
    r_t_nota_code: t.noteNumber,
    r_t_bigboss: t.customerName,
    r_t_tanggal: t.businessDate,
    r_t_jam: t.time,
    table_names: t.tableNames,
    transaction_type: t.transactionTypeName,
    kasir: t.cashierName,
    payment_method: t.paymentMethodName,
    r_t_m_payment_method_id: t.paymentMethodId,
    tenders: tenders.map((p) => ({ payment_method: p.name, m_payment_method_id: p.methodId, nominal: p.amount, nominal_uang: p.tendered })),
    lines: lines.map((l) => {
      const line = receiptLine(l);
      return {
        m_produk_nama: line.name,
        qty: line.qty,
        price: line.price,
        nominal: line.total,
        status: l.status,
        reason: line.reason,
        options: l.options,
      };
    }),
    ...presentFigures(t),
    tax_percent: percent(t.taxRateBp),
    sc_percent: percent(t.serviceChargeRateBp),
    paper_mm: ctx.printerWidth === PAPER_WIDTH.MM80 ? 80 : 58,
    copy: mode === 1,
    // The outlet's own footer (back office), else the default.
    footer: ctx.outlet.receiptFooter || API_MSG.RECEIPT_FOOTER,
  };
}
