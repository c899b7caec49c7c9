/**
 * Replies of the back office's configuration lists (issue 14; docs/API.md "Back office"): payment
 * methods, transaction types, vouchers and cash denominations of the session's outlet.
 */
import { z } from "zod";
import { envelope, wireId, wireInt, wireMoney } from "./envelope.ts";

/** One payment method as the outlet sees it. */
export const adminPaymentMethod = z.strictObject({
  m_payment_method_id: wireId,
  name: z.string(),
  type: z.string().describe('"cash", "transfer", "ewallet", "lostbill" or "gratis"'),
  color: z.string(),
  is_cash: z.boolean().describe("the domain's isCash: only cash takes tendered money and change"),
  built_in: z.boolean().describe("a method of the system (ids 1–10): only active and urut change"),
  can_deactivate: z.boolean().describe("false for cash, Lost Bill and Gratis"),
  active: z.boolean(),
  urut: wireInt,
});

/** One transaction type as the outlet sees it. */
export const adminTransactionType = z.strictObject({
  m_t_t_id: wireId,
  m_t_t_name: z.string(),
  m_t_t_group: z.string().describe('"reguler" or "ojol"'),
  is_dine_in: z.boolean().describe("the domain's isDineIn"),
  active: z.boolean(),
  urut: wireInt,
  open_orders: wireInt.describe("open orders of the outlet with this type (a type in use cannot be switched off)"),
});

/** One voucher. */
export const adminVoucher = z.strictObject({
  m_voucher_id: wireId,
  m_voucher_code: z.string(),
  m_voucher_value: wireMoney,
  m_voucher_valid_from: z.string().nullable().describe("first day YYYY-MM-DD (Asia/Jakarta) or null"),
  m_voucher_valid_until: z.string().nullable().describe("last day YYYY-MM-DD (Asia/Jakarta) or null"),
  m_voucher_active: z.boolean(),
  m_voucher_used_at: z.string().nullable().describe("ISO 8601 UTC when spent, else null"),
  r_t_id: wireId.nullable().describe("the closed transaction that spent it"),
  status: z.enum(["aktif", "dipakai", "kedaluwarsa", "belum_berlaku", "nonaktif"]),
});

/** GET /admin/vouchers data: one page, newest first. */
export const adminVoucherPage = z.strictObject({
  page: wireInt,
  page_size: wireInt,
  total: wireInt,
  rows: z.array(adminVoucher),
});

/** One cash denomination. */
export const adminDenomination = z.strictObject({
  m_modal_tipe_id: wireId,
  m_modal_tipe_nama: z.string(),
  m_modal_tipe_value: wireMoney,
  m_modal_tipe_active: z.boolean(),
  used: z.boolean().describe("counted in a cash session already (its value is then fixed)"),
});

export const adminConfigReplies = {
  paymentMethods: envelope(z.array(adminPaymentMethod)),
  paymentMethod: envelope(adminPaymentMethod),
  transactionTypes: envelope(z.array(adminTransactionType)),
  transactionType: envelope(adminTransactionType),
  vouchers: envelope(adminVoucherPage),
  voucher: envelope(adminVoucher),
  denominations: envelope(z.array(adminDenomination)),
  denomination: envelope(adminDenomination),
};
