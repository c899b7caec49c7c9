/**
 * Order-level replies of the cashier screen (docs/API.md "Order-level actions"; payment §2.1, §5,
 * §7; orders §7): pull menus out, delete, service charge and Tarik Tunai, the price-check repair,
 * the staff-side order with its lines, vouchers and the member lookup.
 */
import { z } from "zod";
import { envelope, wireId, wireInt, wireMoney } from "./envelope.ts";
import { order, orderLine, serverTotals } from "./orders.ts";

/** `GET /m-transaction-meja/{id}` data: the order with its lines (staff-side name `m_transaction_menu`). */
export const orderWithLines = order.extend({ m_transaction_menu: z.array(orderLine) });

/** `POST /m-transaction-table/pull-menu` data: the new note the lines went to. */
export const pulledNote = z.strictObject({
  tmp_transaction_id: wireId.describe("the note the lines went to: the new one, or `target_transaction_id`"),
  m_transaction_table_id: wireId,
  tmp_transaction_note_number: z.string(),
  tmp_transaction_m_meja_id: wireId.describe("that note's table (a new note: the take-away table it holds)"),
  source_transaction_id: wireId,
  moved: z.array(z.strictObject({ m_transaction_menu_id: wireId, qty: wireInt })).describe("source line ids and units moved"),
});

/** `DELETE /tmp-transaction/{id}` data. */
export const deletedOrder = z.strictObject({
  tmp_transaction_id: wireId,
  removed_dishes: wireInt.describe("kitchen dishes taken off the screens"),
});

/** `GET /voucher/get-voucher` data. */
export const voucherReply = z.strictObject({
  m_voucher_code: z.string(),
  m_voucher_value: wireMoney,
  m_voucher_valid_until: z.string().nullable().describe("YYYY-MM-DD (Asia/Jakarta), null = no end"),
});

export const orderLevelReplies = {
  withLines: envelope(orderWithLines, { totals: serverTotals }),
  pullable: envelope(z.array(orderLine)),
  pulled: envelope(pulledNote),
  deleted: envelope(deletedOrder),
  corrected: envelope(z.array(orderLine), { totals: serverTotals, corrected: wireInt.describe("lines whose stored figures changed") }),
  voucher: envelope(voucherReply),
};
