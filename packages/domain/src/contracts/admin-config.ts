/**
 * The contract of admin-config (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply
 * schemas and the route contracts (summary, description, replies, refusals) per "METHOD /path"
 * under /api. The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the back office's configuration lists (docs/API.md "Back office"):
 * payment methods, transaction types, vouchers, cash denominations. Limits from the domain's
 * `admin-config.ts`, messages from CONFIG_MSG. Money fields are `moneyAmount()`: the outlet
 * currency's major unit on the wire, integer minor units after the server's conversion.
 *
 * Replies of the back office's configuration lists (docs/API.md "Back office"): payment
 * methods, transaction types, vouchers and cash denominations of the session's outlet.
 *
 * The contract of the back office's configuration lists, attached by the server's lib/contract.ts.
 */

import { z } from "zod";
import { boundedText, COLOR_PATTERN, CONFIG_LIMITS, CONFIG_MSG, moneyAmount, OUTLET_METHOD_TYPES, VOUCHER_CODE_PATTERN } from "../index.ts";
import { envelope, replies, wireId, wireInt, wireMoney } from "../wire/envelope.ts";
import { flag } from "./line-actions.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

const sortOrder = () =>
  z.coerce
    .number({ error: CONFIG_MSG.SORT_INVALID })
    .int({ error: CONFIG_MSG.SORT_INVALID })
    .min(0, { error: CONFIG_MSG.SORT_INVALID })
    .max(CONFIG_LIMITS.sortMax, { error: CONFIG_MSG.SORT_INVALID });

const activeFlag = () => flag();

/** A business date `YYYY-MM-DD` (a real calendar day) or blank / null = none. */
const optionalDate = () =>
  z.preprocess(
    (v) => (v === "" || v === null ? null : v),
    z
      .string({ error: CONFIG_MSG.DATE_INVALID })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: CONFIG_MSG.DATE_INVALID })
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), {
        error: CONFIG_MSG.DATE_INVALID,
      })
      .nullable()
      .optional(),
  );

const methodName = () =>
  boundedText(CONFIG_LIMITS.methodNameMax, CONFIG_MSG.METHOD_NAME_LENGTH, { error: CONFIG_MSG.METHOD_NAME_LENGTH }).min(
    CONFIG_LIMITS.methodNameMin,
    { error: CONFIG_MSG.METHOD_NAME_LENGTH },
  );

/**
 * `POST /admin/payment-methods` (a method of the outlet) and `PUT /admin/payment-methods/{id}`:
 * `name` 2–40 characters, `type` transfer | ewallet (never cash), `color` `#rrggbb`, `active`
 * 0/1, `urut` 0–999. On update every field is optional; a built-in method takes only `active`
 * and `urut`.
 */
export const paymentMethodBody = z.object({
  name: methodName(),
  type: z.enum(OUTLET_METHOD_TYPES, { error: CONFIG_MSG.METHOD_TYPE_INVALID }),
  color: z.string({ error: CONFIG_MSG.COLOR_INVALID }).regex(COLOR_PATTERN, { error: CONFIG_MSG.COLOR_INVALID }).default("#1971c2"),
  active: activeFlag().default(true),
  urut: sortOrder().default(0),
});
export type PaymentMethodBody = z.output<typeof paymentMethodBody>;

/** `PUT /admin/payment-methods/{id}`: any of the create fields. */
export const paymentMethodPatch = z.object({
  name: methodName().optional(),
  type: z.enum(OUTLET_METHOD_TYPES, { error: CONFIG_MSG.METHOD_TYPE_INVALID }).optional(),
  color: z.string({ error: CONFIG_MSG.COLOR_INVALID }).regex(COLOR_PATTERN, { error: CONFIG_MSG.COLOR_INVALID }).optional(),
  active: activeFlag(),
  urut: sortOrder().optional(),
});
export type PaymentMethodPatch = z.output<typeof paymentMethodPatch>;

/** `PUT /admin/transaction-types/{id}`: `active` 0/1 and/or `urut` 0–999 for the session's outlet. */
export const transactionTypePatch = z.object({
  active: activeFlag(),
  urut: sortOrder().optional(),
});
export type TransactionTypePatch = z.output<typeof transactionTypePatch>;

const voucherCode = () =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
    z
      .string({ error: CONFIG_MSG.VOUCHER_CODE_LENGTH })
      .min(CONFIG_LIMITS.voucherCodeMin, { error: CONFIG_MSG.VOUCHER_CODE_LENGTH, abort: true })
      .max(CONFIG_LIMITS.voucherCodeMax, { error: CONFIG_MSG.VOUCHER_CODE_LENGTH, abort: true })
      .regex(VOUCHER_CODE_PATTERN, { error: CONFIG_MSG.VOUCHER_CODE_CHARS }),
  );
const voucherValue = () => moneyAmount().refine((n) => n > 0, { error: CONFIG_MSG.VOUCHER_VALUE_INVALID });

const datesInOrder = (v: { m_voucher_valid_from?: string | null | undefined; m_voucher_valid_until?: string | null | undefined }) =>
  !v.m_voucher_valid_from || !v.m_voucher_valid_until || v.m_voucher_valid_from <= v.m_voucher_valid_until;

/**
 * `POST /admin/vouchers`: `m_voucher_code` 3–30 of A–Z 0–9 - _ (stored upper case, unique in the
 * outlet), `m_voucher_value` money > 0, `m_voucher_valid_from` / `m_voucher_valid_until`
 * YYYY-MM-DD or blank (first and last day, Asia/Jakarta), `m_voucher_active` 0/1. Always single use.
 */
export const voucherBody = z
  .object({
    m_voucher_code: voucherCode(),
    m_voucher_value: voucherValue(),
    m_voucher_valid_from: optionalDate(),
    m_voucher_valid_until: optionalDate(),
    m_voucher_active: activeFlag().default(true),
  })
  .refine(datesInOrder, { error: CONFIG_MSG.VOUCHER_DATES_ORDER, path: ["m_voucher_valid_until"] });
export type VoucherBody = z.output<typeof voucherBody>;

/** `PUT /admin/vouchers/{id}`: any of the create fields (an unused voucher only). */
export const voucherPatch = z
  .object({
    m_voucher_code: voucherCode().optional(),
    m_voucher_value: voucherValue().optional(),
    m_voucher_valid_from: optionalDate(),
    m_voucher_valid_until: optionalDate(),
    m_voucher_active: activeFlag(),
  })
  .refine(datesInOrder, { error: CONFIG_MSG.VOUCHER_DATES_ORDER, path: ["m_voucher_valid_until"] });
export type VoucherPatch = z.output<typeof voucherPatch>;

/** `GET /admin/vouchers?page=`: page 1 = the newest. */
export const voucherListQuery = z.object({
  page: z.coerce.number({ error: CONFIG_MSG.SORT_INVALID }).int().min(1).max(100000).default(1),
});

const denominationName = () =>
  boundedText(CONFIG_LIMITS.denominationNameMax, CONFIG_MSG.DENOMINATION_NAME_LENGTH, { error: CONFIG_MSG.DENOMINATION_NAME_LENGTH }).min(
    1,
    {
      error: CONFIG_MSG.DENOMINATION_NAME_LENGTH,
    },
  );
const denominationValue = () => moneyAmount().refine((n) => n > 0, { error: CONFIG_MSG.DENOMINATION_VALUE_INVALID });

/**
 * `POST /admin/denominations`: `m_modal_tipe_nama` 1–20 characters (the label, e.g. "100.000"),
 * `m_modal_tipe_value` money > 0 (unique in the outlet), `m_modal_tipe_active` 0/1.
 */
export const denominationBody = z.object({
  m_modal_tipe_nama: denominationName(),
  m_modal_tipe_value: denominationValue(),
  m_modal_tipe_active: activeFlag().default(true),
});
export type DenominationBody = z.output<typeof denominationBody>;

/** `PUT /admin/denominations/{id}`: any of the create fields (the value only while no count used it). */
export const denominationPatch = z.object({
  m_modal_tipe_nama: denominationName().optional(),
  m_modal_tipe_value: denominationValue().optional(),
  m_modal_tipe_active: activeFlag(),
});
export type DenominationPatch = z.output<typeof denominationPatch>;

// ── Reply schemas ──

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

// ── Route contracts ──

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
