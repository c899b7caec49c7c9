/**
 * The POST /recap-transactions form with the fields (payment spec §7 plus the popups the
 * spec leaves static, designed here; docs/API.md "Payment"): `multipayment` (tenders), `approval_code`
 * (the EDC terminal's approval / reference number) and `keterangan` (reason of a Lost Bill or Gratis).
 * Also the bodies of the void and save-member calls.
 */
import { z } from "zod";
import { MAX_ID, MAX_LENGTH } from "./constants.ts";
import { FIELD_MSG, PAY_FIELD_MSG } from "./messages.ts";
import { MULTIPAY_METHODS } from "./payment-methods.ts";
import { boundedText, cashPaymentSchema, moneyAmount, parseJsonArray } from "./schemas.ts";
import { MAX_EVEN_PARTS } from "./split-even.ts";

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
const toInt = (v: unknown) => (typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v);
const toText = (v: unknown) => (typeof v === "number" ? String(v) : v);

/** Longest EDC approval / reference number. */
export const APPROVAL_CODE_MAX = 40;

/** One tender of a multipayment: a method of `MULTIPAY_METHODS` and the amount handed over. */
export const tenderSchema = z.object({
  payment_method: z.preprocess(toInt, z.number({ error: FIELD_MSG.PAYMENT_METHOD_INVALID }).int().min(1).max(MAX_ID)),
  nominal: z.preprocess(toInt, moneyAmount()),
});

const optionalText = (max: number, message: string) =>
  z.preprocess((v) => blankToUndefined(toText(v)), boundedText(max, message).optional());

/**
 * POST /recap-transactions: the spec's form (`cashPaymentSchema`) plus
 * - `multipayment`: 2–7 tenders `{ payment_method, nominal }` (an array, or its JSON string as a form
 *   sends lists; blank = none; money in the major unit like every money field) — when sent,
 *   `payment_method` is not read; with `bagi_rata` (contracts/payment.ts) one tender per share, up to 20;
 * - `approval_code`: the EDC approval / reference number, optional, ≤ 40 characters;
 * - `keterangan`: the reason of a Lost Bill or Gratis (required for those, ≤ 255).
 * @example payFormSchema.parse({ tmp_transaction_id: 1, payment_method: 5, sub_total: 41000, total: 47200, approval_code: "123456" });
 */
export const payFormSchema = cashPaymentSchema.extend({
  multipayment: z.preprocess(
    (v) => parseJsonArray(blankToUndefined(v)),
    z
      .array(tenderSchema, { error: PAY_FIELD_MSG.MULTIPAY_LIST })
      // Each method once (the service checks), or one tender per Bagi rata share.
      .max(Math.max(MULTIPAY_METHODS.length, MAX_EVEN_PARTS), { error: PAY_FIELD_MSG.MULTIPAY_LIST })
      .optional(),
  ),
  approval_code: optionalText(APPROVAL_CODE_MAX, PAY_FIELD_MSG.APPROVAL_CODE_MAX),
  keterangan: optionalText(MAX_LENGTH.note, PAY_FIELD_MSG.REASON_MAX),
});
export type PayForm = z.output<typeof payFormSchema>;

/** Body of POST /recap-transactions/{id}/void: the reason (required by the service, ≥ 3 characters). */
export const voidPaymentSchema = z.object({
  keterangan: optionalText(MAX_LENGTH.note, PAY_FIELD_MSG.REASON_MAX),
});

/**
 * Body of POST /transaksi/save-member (payment §7): `r_t_id` and, each optional, `nomor_wa`,
 * `member_id`, `account_name` (the rules of payment §5 Member ID / Receipt send are the service's).
 */
export const saveMemberSchema = z.object({
  r_t_id: z.preprocess(toInt, z.number({ error: FIELD_MSG.ID_REQUIRED }).int().positive({ error: FIELD_MSG.ID_REQUIRED }).max(MAX_ID)),
  nomor_wa: optionalText(MAX_LENGTH.phone, FIELD_MSG.PHONE_MAX),
  member_id: optionalText(MAX_LENGTH.memberId, FIELD_MSG.MEMBER_ID_MAX),
  account_name: optionalText(MAX_LENGTH.name, PAY_FIELD_MSG.ACCOUNT_NAME_MAX),
});
