/**
 * Request schemas of the back office's configuration lists (issue 14; docs/API.md "Back office"):
 * payment methods, transaction types, vouchers, cash denominations. Limits from the domain's
 * `admin-config.ts`, messages from CONFIG_MSG. Money fields are `moneyAmount()`: the outlet
 * currency's major unit on the wire, integer minor units after the server's conversion.
 */
import { z } from "zod";
import { boundedText, COLOR_PATTERN, CONFIG_LIMITS, CONFIG_MSG, moneyAmount, OUTLET_METHOD_TYPES, VOUCHER_CODE_PATTERN } from "../index.ts";
import { flag } from "./line-actions.ts";

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
