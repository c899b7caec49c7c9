/**
 * Open orders, lines and production replies (docs/API.md "Tables and open orders", "Order lines
 * and production"; orders §3, §7): cashier-side `tmp_transaction_*` names plus the staff-side ones.
 */
import { z } from "zod";
import { envelope, wireFlag, wireId, wireInstant, wireInt, wireMoney, wirePercent } from "./envelope.ts";

/** Who took the order (the waiter, else the cashier). */
export const userInput = z.strictObject({ id: wireId, name: z.string() });

/** The order summary of the table lists (`GET /tmp-transaction`). */
export const orderSummary = z.strictObject({
  tmp_transaction_id: wireId,
  tmp_transaction_note_number: z.string(),
  tmp_transaction_customer_name: z.string(),
  tmp_transaction_order_time: wireInstant,
  tmp_transaction_kitchen_done_time: wireInstant.nullable(),
  tmp_transaction_member_id: z.string().describe('"" when none'),
  tmp_transaction_table_list: z.string().describe('table ids, main first: "3,4"'),
  tmp_transaction_table_name_list: z.string().describe('"Meja 3, Meja 4"'),
  tmp_transaction_m_meja_id: wireId,
  tmp_transaction_m_t_t_name: z.string().describe('"dine in", "take away" or the vendor'),
  tmp_transaction_status: wireInt.describe("0 open, 2 closed"),
  tmp_transaction_by: z.string().describe("cashier name"),
  dish_count: wireInt.describe("units on the order (Σ qty of lines not cancelled); 0 = draft"),
  // The staff-side names of the same order (foundations §3 "Open transaction, staff side").
  m_transaction_table_id: wireId,
  m_transaction_table_note_number: z.string(),
  m_transaction_table_customer_name: z.string(),
  m_transaction_table_order_time: wireInstant,
  m_transaction_table_table_list: z.array(wireId).describe("table ids, main first"),
  m_transaction_table_table_name_list: z.string(),
  m_transaction_table_status: wireInt,
  m_transaction_table_by: wireId.describe("staff id"),
  m_transaction_table_by_name: z.string(),
  m_transaction_table_type_transaction: z.string().describe('type title-cased: "Dine In"'),
  user_input: userInput,
});

/** The whole order (`GET /tmp-transaction/{id}`). */
export const order = orderSummary.extend({
  pajak: wirePercent,
  service_charge: wirePercent,
  pembulatan: z.string().describe('"ya" or "tidak"'),
  new_split: z.string().describe('suffix of the next split bill\'s note number: "-S1", then "-S2", … (payment §3; split bill)'),
  m_t_t_id: wireId,
  m_t_t_name: z.string(),
  m_t_t_group: z.string().describe('"reguler" or "ojol"'),
  tarik_tunai: wireMoney,
  m_transaction_menu_tarik_tunai: wireMoney,
  m_transaction_menu_service_charge: wirePercent,
  name: z.string(),
  transaction_name: z.string(),
});

/** An order line, both names of every field. `nominal` = price × qty − discount. */
export const orderLine = z.strictObject({
  id: wireId,
  tmp_transaction_detail_id: wireId,
  tmp_transaction_id: wireId,
  m_produk_id: wireId,
  m_produk_nama: z.string(),
  m_produk_m_jenis_produk_id: wireId,
  m_menu_jenis_nama: z.string(),
  qty: wireInt,
  qty_qr: wireInt,
  price: wireMoney,
  nominal: wireMoney,
  status: wireInt.describe("0 normal, 2 cancelled, 3 replaced, 4 free, …"),
  production_status: wireInt,
  sent_qty: wireInt.describe("units already made into dishes"),
  custom_menu: z.string(),
  takeaway_status: wireFlag,
  tax_status: wireFlag,
  tax: wirePercent.describe("tax percent applied to the line (the order's rate; 0 when it carries none or status ≠ 0)"),
  tax_val: wireMoney.describe("the line's share of the order's tax (Σ over lines = totals.tax)"),
  service_charge_status: wireFlag,
  service_charge: wirePercent.describe("service-charge percent applied to the line (0 when none)"),
  service_val: wireMoney.describe("the line's share of the order's service charge (Σ = totals.service_charge)"),
  discount: wireMoney,
  discount_type: z.string(),
  reasone_approve: z.string(),
  m_transaction_menu_id: wireId,
  m_transaction_menu_menu_id: wireId,
  m_transaction_menu_table_id: wireId,
  m_transaction_menu_qty: wireInt,
  m_transaction_menu_status: wireInt,
  m_transaction_menu_production_status: wireInt,
  m_transaction_menu_custom_menu: z.string(),
  m_transaction_menu_reasone_approve: z.string(),
  m_transaction_menu_tax: wireFlag,
  m_transaction_menu_discount: wireMoney,
  m_transaction_menu_price: wireMoney,
  m_menu_nama: z.string(),
});

/** `totals` beside the lines of `GET /transaction-detail`: the server's figures (status-0 lines). */
export const serverTotals = z.strictObject({
  subtotal: wireMoney,
  tax: wireMoney,
  service_charge: wireMoney,
  cash_withdrawal: wireMoney,
  total: wireMoney,
  rounded: wireMoney,
  rounding: wireMoney,
});

/** A line on the production ticket. */
export const sentLine = z.strictObject({ m_produk_nama: z.string(), qty: wireInt, custom_menu: z.string() });
/** `GET /m-transaction-meja/set-production/{id}` data. */
export const productionReply = z.strictObject({ sent: z.array(sentLine), dish_count: wireInt, resend: z.boolean() });
/** `POST /tmp-transaction` data (the same id twice). */
export const createdOrder = z.strictObject({ tmp_transaction_id: wireId, m_transaction_table_id: wireId });

export const ordersReplies = {
  list: envelope(
    z.union([
      z.record(z.string(), orderSummary).describe("keyed by table id (every table an open order holds)"),
      z.array(orderSummary).describe("with ?ojol=true: the open delivery-platform orders"),
    ]),
  ),
  tableHolder: envelope(wireInt.describe("0 free, else the holding order's id")),
  isOpen: envelope(wireFlag.describe("1: the order exists and is open")),
  order: envelope(order),
  created: envelope(createdOrder),
  detail: envelope(z.array(orderLine), { totals: serverTotals }),
  line: envelope(orderLine),
  reducedLine: envelope(orderLine.nullable()),
  production: envelope(productionReply),
};
