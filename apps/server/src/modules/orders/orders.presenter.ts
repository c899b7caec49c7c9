/**
 * Orders and lines on the wire (docs/API.md "Tables and open orders", "Order lines and
 * production"): cashier-side `tmp_transaction_*` names plus the staff-side `m_transaction_*` ones.
 * Money in minor units; rates as percent numbers; times ISO 8601 UTC.
 */
import { customMenuText, type LineCharges, lineCharges, lineNominal, splitSuffix, type Totals } from "@waroeng/domain";
import { typeLabel } from "../dishes/dish.presenter.ts";
import type { OrderHeader } from "../dishes/order-header.queries.ts";
import { type OrderLineRow, toTotalsLine } from "./order-totals.ts";

/** Basis points → the wire's percent number (`1000` → `10`). */
const bpToPercent = (bp: number) => bp / 100;

function iso(d: Date | null): string | null {
  return d ? d.toISOString() : null;
}

/** The order summary of the table lists (`GET /tmp-transaction`). */
export function presentOrderSummary(h: OrderHeader) {
  const o = h.order;
  return {
    tmp_transaction_id: o.id,
    tmp_transaction_note_number: o.noteNumber,
    tmp_transaction_customer_name: o.customerName,
    tmp_transaction_order_time: o.orderTime.toISOString(),
    tmp_transaction_kitchen_done_time: iso(o.kitchenDoneTime),
    tmp_transaction_member_id: o.memberId,
    tmp_transaction_table_list: h.tables.map((t) => t.id).join(","),
    tmp_transaction_table_name_list: h.tables.map((t) => t.name).join(", "),
    tmp_transaction_m_meja_id: o.tableId ?? 0, // 0: a delivery note without a table
    tmp_transaction_m_t_t_name: h.typeName,
    tmp_transaction_status: o.status,
    tmp_transaction_by: h.cashierName,
    dish_count: h.dishCount,
    ...presentStaffSide(h),
  };
}

/** The staff-side names of an order (foundations §3 "Open transaction, staff side"): the waiter, else the cashier. */
function presentStaffSide(h: OrderHeader) {
  const o = h.order;
  return {
    m_transaction_table_id: o.id,
    m_transaction_table_note_number: o.noteNumber,
    m_transaction_table_customer_name: o.customerName,
    m_transaction_table_order_time: o.orderTime.toISOString(),
    m_transaction_table_table_list: h.tables.map((t) => t.id),
    m_transaction_table_table_name_list: h.tables.map((t) => t.name).join(", "),
    m_transaction_table_status: o.status,
    m_transaction_table_by: o.waiterId ?? o.cashierId,
    m_transaction_table_by_name: h.waiterName ?? h.cashierName,
    m_transaction_table_type_transaction: typeLabel(h.typeName),
    user_input: { id: o.waiterId ?? o.cashierId, name: h.waiterName ?? h.cashierName },
  };
}

/** The whole order (`GET /tmp-transaction/{id}`): summary, rates, type and the staff-side names. */
export function presentOrder(h: OrderHeader) {
  const o = h.order;
  const label = typeLabel(h.typeName);
  return {
    ...presentOrderSummary(h),
    pajak: o.taxRateBp / 100,
    service_charge: o.serviceChargeRateBp / 100,
    pembulatan: o.rounding,
    new_split: splitSuffix(o.splitCount),
    m_t_t_id: o.transactionTypeId,
    m_t_t_name: h.typeName,
    m_t_t_group: h.typeGroup,
    tarik_tunai: o.cashWithdrawal,
    m_transaction_menu_tarik_tunai: o.cashWithdrawal,
    m_transaction_menu_service_charge: o.serviceChargeRateBp / 100,
    name: label,
    transaction_name: label,
    ...presentStoredDiscount(o),
  };
}

/** The order's stored Diskon Transaksi and voucher (PUT /tmp-transaction/{id}/discount) as set; money in minor units. */
function presentStoredDiscount(o: OrderHeader["order"]) {
  const kind = o.discountType === "diskon" || o.discountType === "diskonPercent" ? o.discountType : "";
  return {
    global_discount_type: kind,
    global_discount_percent: kind === "diskonPercent" ? bpToPercent(o.discountValue) : 0,
    global_discount_nominal: kind === "diskon" ? o.discountValue : 0,
    voucher_code: o.voucherCode,
    nominal_voucher: o.voucherValue,
  };
}

/**
 * Each line of an order with its share of the order's tax and service charge (`lineCharges`:
 * largest remainder first, so Σ `tax_val` = totals.tax and Σ `service_val` = totals.service_charge).
 */
export function presentLines(lines: OrderLineRow[]) {
  const first = lines[0];
  const charges = first ? lineCharges(lines.map(toTotalsLine), first.taxRateBp, first.serviceChargeRateBp) : [];
  return lines.map((l, i) => presentLine(l, charges[i]));
}

/**
 * An order line with both names of every field (payment §3 "Order line"). Flags are 0/1; money in
 * minor units; `tax`/`service_charge` the percent applied to the line (0 when it carries none or does
 * not count), `tax_val`/`service_val` its share. `charges`: its share within the order
 * (`presentLines`); without it, the line's own rounded share (a single line's reply).
 */
export function presentLine(l: OrderLineRow, charges?: LineCharges) {
  const nominal = lineNominal(toTotalsLine(l));
  const c = charges ?? lineCharges([toTotalsLine(l)], l.taxRateBp, l.serviceChargeRateBp)[0];
  // The spec's text: the options, then the cook's note (the note alone in `custom_note`).
  const customMenu = customMenuText(l.options, l.customMenu);
  return {
    id: l.id,
    tmp_transaction_detail_id: l.id,
    tmp_transaction_id: l.orderId,
    m_produk_id: l.menuItemId,
    m_produk_nama: l.menuItemName,
    m_produk_m_jenis_produk_id: l.menuTypeId,
    m_menu_jenis_nama: l.menuTypeName,
    qty: l.qty,
    qty_qr: l.originalQty,
    price: l.price,
    nominal,
    status: l.status,
    production_status: l.productionStatus,
    sent_qty: l.sentQty,
    custom_menu: customMenu,
    custom_note: l.customMenu,
    options: l.options,
    takeaway_status: l.takeaway ? 1 : 0,
    tax_status: l.taxable ? 1 : 0,
    tax: bpToPercent(c?.taxRateBp ?? 0),
    tax_val: c?.tax ?? 0,
    service_charge_status: l.serviceCharged ? 1 : 0,
    service_charge: bpToPercent(c?.serviceChargeRateBp ?? 0),
    service_val: c?.serviceCharge ?? 0,
    discount: l.discount,
    discount_type: l.discountType,
    reasone_approve: l.approvalReason,
    m_transaction_menu_id: l.id,
    m_transaction_menu_menu_id: l.menuItemId,
    m_transaction_menu_table_id: l.orderId,
    m_transaction_menu_qty: l.qty,
    m_transaction_menu_status: l.status,
    m_transaction_menu_production_status: l.productionStatus,
    m_transaction_menu_custom_menu: customMenu,
    m_transaction_menu_reasone_approve: l.approvalReason,
    m_transaction_menu_tax: l.taxable ? 1 : 0,
    m_transaction_menu_discount: l.discount,
    m_transaction_menu_price: l.price,
    m_menu_nama: l.menuItemName,
  };
}

/** Totals as `GET /transaction-detail` shows them (minor units). */
export function presentTotals(t: Totals) {
  return {
    subtotal: t.subtotal,
    tax: t.tax,
    service_charge: t.serviceCharge,
    cash_withdrawal: t.cashWithdrawal,
    global_discount: t.globalDiscount,
    voucher: t.voucher,
    total: t.total,
    rounded: t.rounded,
    rounding: t.rounding,
  };
}
