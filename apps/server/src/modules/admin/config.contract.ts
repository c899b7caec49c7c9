/** The contract of the back office's configuration lists (issue 14), attached by lib/contract.ts. */
import { adminConfigReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

const who = "Roles owner and kacab (`admin.manage`; every other role 403); always the session's outlet (another outlet's id → 404).";
const write =
  "One transaction under the outlet's configuration lock, with one audit row (before → after; GET /admin/audit). A bad field → 422 with its message in `errors`, nothing changed.";

export const adminConfigContract: RouteContracts = {
  "GET /admin/payment-methods": {
    summary: "Payment methods of the outlet (back office)",
    description: `The built-in methods (ids 1–10: Tunai, EDC banks, e-wallets, Lost Bill, Gratis; \`built_in\`) and the outlet's own, each with the outlet's \`active\` and \`urut\` (position; by id when unset), ordered by position. \`is_cash\` is the domain's isCash (only Tunai). ${who}`,
    response: replies(200, adminConfigReplies.paymentMethods),
  },
  "POST /admin/payment-methods": {
    summary: "Add a payment method (back office)",
    description: `Form: \`name\` (2–40 characters, unique in the outlet with the built-in names, any case; taken → 409 \`Nama metode sudah dipakai\`), \`type\` transfer | ewallet (an added method is never cash), \`color\` #rrggbb, \`active\` 0/1 (default 1), \`urut\` 0–999. At most 50 per outlet (409). Active → offered at once by GET /m-payment-method and taken by POST /recap-transactions (single method; multipayment stays with the built-in methods). ${write} ${who}`,
    response: replies(200, adminConfigReplies.paymentMethod),
  },
  "PUT /admin/payment-methods/:id": {
    summary: "Change a payment method (back office)",
    description: `Any of the create fields. A built-in method takes only \`active\` and \`urut\` (another field changed → 422 \`Metode bawaan hanya bisa diaktifkan, dinonaktifkan dan diurutkan\`); Tunai, Lost Bill and Gratis stay on (422). Switched off: no longer listed by GET /m-payment-method and refused by the payment (422 \`Metode pembayaran tidak valid\`); past transactions keep it. ${write} ${who}`,
    response: replies(200, adminConfigReplies.paymentMethod),
  },
  "GET /admin/transaction-types": {
    summary: "Transaction types of the outlet (back office)",
    description: `Every type (1 dine in, 2 take away, then the platforms) with the outlet's \`active\`, \`urut\`, \`is_dine_in\` (the domain's isDineIn) and \`open_orders\`. ${who}`,
    response: replies(200, adminConfigReplies.transactionTypes),
  },
  "PUT /admin/transaction-types/:id": {
    summary: "Switch a transaction type on/off or move it (back office)",
    description: `Form: \`active\` 0/1, \`urut\` 0–999. Dine in and take away stay on (422 \`Dine in dan take away selalu aktif\`); a type used by an open order of the outlet is not switched off (409 \`Jenis transaksi dipakai N nota terbuka; selesaikan dulu\`). Switched off: not listed by GET /type-transactions/all, an order is not opened with it (422). ${write} ${who}`,
    response: replies(200, adminConfigReplies.transactionType),
  },
  "GET /admin/vouchers": {
    summary: "Vouchers of the outlet (back office)",
    description: `Query \`page\` (1 = newest; 50 a page). Each voucher with its value (money), first and last day, \`m_voucher_active\`, when and by which transaction it was spent, and \`status\` (aktif, dipakai, kedaluwarsa, belum_berlaku, nonaktif; Asia/Jakarta today). ${who}`,
    response: replies(200, adminConfigReplies.vouchers),
  },
  "POST /admin/vouchers": {
    summary: "Add a voucher (back office)",
    description: `Form: \`m_voucher_code\` (3–30 of A–Z 0–9 - _, stored upper case, unique in the outlet → else 409 \`Kode voucher sudah ada\`), \`m_voucher_value\` money > 0, \`m_voucher_valid_from\` / \`m_voucher_valid_until\` YYYY-MM-DD or blank (first ≤ last, else 422), \`m_voucher_active\` 0/1. Single use: the payment that spends it marks it (GET /voucher/get-voucher refuses it before its first day: 409 \`Voucher belum berlaku\`; withdrawn: 404). ${write} ${who}`,
    response: replies(200, adminConfigReplies.voucher),
  },
  "PUT /admin/vouchers/:id": {
    summary: "Change or withdraw a voucher (back office)",
    description: `Any of the create fields, for an unused voucher (spent → 409 \`Voucher sudah digunakan, tidak bisa diubah\`; the row is locked, so a payment spending it at that moment settles first). Withdraw with \`m_voucher_active\` 0. ${write} ${who}`,
    response: replies(200, adminConfigReplies.voucher),
  },
  "GET /admin/denominations": {
    summary: "Cash denominations of the outlet (back office)",
    description: `The notes and coins of the cash counts (GET /modal's \`modal_tipe\`), largest first, with \`m_modal_tipe_active\` and \`used\` (counted in a cash session). ${who}`,
    response: replies(200, adminConfigReplies.denominations),
  },
  "POST /admin/denominations": {
    summary: "Add a cash denomination (back office)",
    description: `Form: \`m_modal_tipe_nama\` (1–20 characters, the label), \`m_modal_tipe_value\` money > 0 (unique in the outlet → else 409 \`Pecahan dengan nilai ini sudah ada\`), \`m_modal_tipe_active\` 0/1. At most 30 per outlet. ${write} ${who}`,
    response: replies(200, adminConfigReplies.denomination),
  },
  "PUT /admin/denominations/:id": {
    summary: "Change or withdraw a cash denomination (back office)",
    description: `Any of the create fields; the value of a denomination already counted stays (409 \`Pecahan sudah dipakai di hitungan kas; nilainya tidak bisa diubah\`). Withdrawn (\`m_modal_tipe_active\` 0): GET /modal lists it only where the open session counted it, POST /modal refuses a count of it otherwise. ${write} ${who}`,
    response: replies(200, adminConfigReplies.denomination),
  },
};
