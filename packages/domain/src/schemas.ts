import { z } from "zod";
import { MAX_ID, MAX_ITEMS, MAX_LENGTH, MIN_LENGTH, PAYMENT_METHOD_CASH } from "./constants.ts";
import { FIELD_MSG, INPUT_MSG } from "./messages.ts";
import { formatNumberId } from "./money.ts";
import { markMoney } from "./money-wire.ts";
import { MAX_MONEY, MAX_QUANTITY } from "./number-limits.ts";

// Form posts arrive as JSON, urlencoded or multipart: numbers may be strings. Integers accept a
// number or a plain integer string only ("12.000" is refused rather than read as 12); blank is
// "not given". Optional text: blank or null is "not given".

function blankToUndefined(value: unknown): unknown {
  if (value === null || (typeof value === "string" && value.trim() === "")) {
    return undefined;
  }
  return value;
}

function toIntInput(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (typeof v === "string" && /^-?\d+$/.test(v.trim())) {
    return Number(v.trim());
  }
  return v;
}

function toTextInput(value: unknown): unknown {
  return typeof value === "number" ? String(value) : value;
}

const int = (error: string = FIELD_MSG.INTEGER_REQUIRED) => z.number({ error }).int({ error }).max(Number.MAX_SAFE_INTEGER, { error });

/** Integer ≥ 0 (money in minor units, quantities). */
const nonNegativeInt = (error?: string) => int(error).min(0, { error: FIELD_MSG.NOT_NEGATIVE });

/** Required positive id. */
const idField = (error: string = FIELD_MSG.ID_REQUIRED) => z.preprocess(toIntInput, int(error).positive({ error }).max(MAX_ID, { error }));

/**
 * True when a form's id field means "no id": absent, `null`, blank, `0` / `"0"`, or the texts
 * `"null"` / `"undefined"` (what a JavaScript client sends for a missing id). The spec's clients
 * send every field of a form with `0` or empty for a new thing (payment §7 add-menu:
 * `tmp_transaction_detail_id` 0 = a new line).
 * @example isAbsentId(0); // true
 * @example isAbsentId("12"); // false
 */
export function isAbsentId(value: unknown): boolean {
  if (value === undefined || value === null || value === 0) {
    return true;
  }
  if (typeof value !== "string") {
    return false;
  }
  const text = value.trim();
  return text === "" || text === "0" || text === "null" || text === "undefined";
}

/**
 * An optional id of a form or query (every route's optional ids use it): `0`, `""`, `null`
 * (see `isAbsentId`) are "not given" → `undefined`; otherwise an integer 1…MAX_ID, a number or a
 * plain integer string, else `error` (default `ID tidak valid`).
 * @example optionalId().parse("0"); // undefined
 * @example optionalId().parse("7"); // 7
 */
export const optionalId = (error: string = FIELD_MSG.ID_REQUIRED) =>
  z.preprocess((v) => (isAbsentId(v) ? undefined : toIntInput(v)), int(error).positive({ error }).max(MAX_ID, { error }).optional());

/**
 * Money typed by a person: integer minor units 0…MAX_MONEY (the web's AmountInput has the same
 * bound). Marked as money (`markMoney`): on the wire the value is in the currency's major unit
 * (rupiah integer, ringgit ≤ 2 decimals, a number or an exact decimal string such as "61000.00" /
 * "8.50"); the server converts it to minor units from the outlet's currency before this schema
 * runs (apps/server plugins/money.ts) and refuses an inexact one ("1.005" ringgit) with
 * `FIELD_MSG.MONEY_INVALID_*`.
 */
export const moneyAmount = () => markMoney(nonNegativeInt().max(MAX_MONEY, { error: INPUT_MSG.tooLarge(formatNumberId(MAX_MONEY)) }));

/** A count of things typed by a person: integer 0…MAX_QUANTITY. */
export const quantityAmount = () => nonNegativeInt().max(MAX_QUANTITY, { error: INPUT_MSG.tooLarge(formatNumberId(MAX_QUANTITY)) });

/** Money (integer minor units 0…MAX_MONEY), 0 when not given. */
const moneyOrZero = () => z.preprocess(toIntInput, moneyAmount().default(0));

/** Required money (integer minor units 0…MAX_MONEY). */
const moneyRequired = () => z.preprocess(toIntInput, moneyAmount());

/**
 * Tarik Tunai (cash withdrawal) as the cashier typed it (payment §5: "a non-numeric or empty value
 * gives 0"): blank, null or text with no digit-like form → 0; a number → money as `moneyAmount`
 * (negative or above MAX_MONEY refused); absent → undefined (the caller keeps what is stored).
 * @example cashWithdrawalAmount().parse("abc"); // 0
 * @example cashWithdrawalAmount().parse("20000"); // 20000
 */
export const cashWithdrawalAmount = () =>
  z.preprocess((value: unknown) => {
    if (value === undefined) {
      return undefined;
    }
    if (typeof value === "number") {
      return Number.isFinite(value) ? value : 0;
    }
    if (typeof value !== "string" || !/^\s*-?[\d.,]+\s*$/.test(value)) {
      return 0;
    }
    return toIntInput(value);
  }, moneyAmount().optional());

/**
 * True when `text` holds a control character: C0 (NUL among them), DEL or C1; with `multiline`,
 * tab, line feed and carriage return are allowed (free-text notes).
 * @example hasControlChars("a\u0000b"); // true
 */
export function hasControlChars(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) {
      if (!(multiline && (c === 0x09 || c === 0x0a || c === 0x0d))) {
        return true;
      }
    }
  }
  return false;
}

/**
 * Text of at most `max` characters with no control characters (every text field is
 * bounded; a NUL never reaches the database). Not trimmed here: chain `.trim()` before if wanted.
 * @param max - from `MAX_LENGTH`; @param maxMessage - the field's `… maksimal N karakter`.
 * @param opts.multiline - allow tab and line breaks (notes).
 * @example boundedText(MAX_LENGTH.name, FIELD_MSG.CUSTOMER_NAME_MAX).parse("Budi"); // "Budi"
 */
export function boundedText(max: number, maxMessage: string, opts: { multiline?: boolean; error?: string } = {}) {
  return z
    .string(opts.error ? { error: opts.error } : {})
    .trim()
    .max(max, { error: maxMessage, abort: true })
    .refine((s) => !hasControlChars(s, opts.multiline), { error: FIELD_MSG.CONTROL_CHARS, abort: true });
}

/** Required text: trimmed, non-empty (message `required`), bounded, then the given minimum length. */
const requiredText = (required: string, max: number, maxMessage: string, min = 1, minMessage = required) =>
  z.preprocess(
    toTextInput,
    boundedText(max, maxMessage, { error: required }).min(1, { error: required, abort: true }).min(min, { error: minMessage }),
  );

/** Optional text: trimmed, bounded; blank is not given. */
const optionalText = (max: number, maxMessage: string) =>
  z.preprocess((v) => blankToUndefined(toTextInput(v)), boundedText(max, maxMessage).optional());

const TIME_PATTERN = /^(\d{4}-\d{2}-\d{2}[T ])?([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A time of day `HH:mm[:ss]`, optionally after a date `YYYY-MM-DD` (ISO date-time). */
const timeText = () =>
  z
    .string({ error: FIELD_MSG.ORDER_TIME_REQUIRED })
    .trim()
    .min(1, { error: FIELD_MSG.ORDER_TIME_REQUIRED, abort: true })
    .max(MAX_LENGTH.time, { error: FIELD_MSG.TIME_INVALID, abort: true })
    .regex(TIME_PATTERN, { error: FIELD_MSG.TIME_INVALID });

/**
 * Comma-separated table ids `"3,4"`: digits only, at most `MAX_ITEMS` ids, each a valid id.
 * @example tableListText().parse("3,4"); // "3,4"
 */
export const tableListText = () =>
  z
    .string()
    .max(MAX_LENGTH.tableList, { error: FIELD_MSG.TABLE_LIST_MAX, abort: true })
    .regex(/^\d+(,\d+)*$/, { error: FIELD_MSG.TABLE_LIST_INVALID, abort: true })
    .refine((s) => s.split(",").length <= MAX_ITEMS, { error: FIELD_MSG.TABLE_LIST_MAX, abort: true })
    .refine((s) => s.split(",").every((id) => Number(id) <= MAX_ID), { error: FIELD_MSG.TABLE_LIST_INVALID });

function toTableList(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.length === 0 ? undefined : value.map(String).join(",");
  }
  const v = blankToUndefined(toTextInput(value));
  return typeof v === "string" ? v.replace(/\s+/g, "") : v;
}

/**
 * Cashier dine-in / take-away note form (`POST /tmp-transaction`, `POST /tmp-transaction/{id}`).
 *
 * Fields (output): `tmp_transaction_note_number` string of digits, ≥ 4; `tmp_transaction_customer_name`
 * trimmed, ≥ 3; `tmp_transaction_order_time` `HH:mm[:ss]` or ISO date-time; optional
 * `tmp_transaction_kitchen_done_time` (same format); `tmp_transaction_m_meja_id` positive int;
 * optional `tmp_transaction_member_id` (≥ 5 chars when given); optional `tmp_transaction_m_t_t_name`;
 * optional `tmp_transaction_table_list` comma-separated table ids (an array is joined).
 * Blank optional fields become undefined. Unknown keys are dropped.
 *
 * @example
 * noteFormSchema.parse({ tmp_transaction_note_number: "1001", tmp_transaction_customer_name: "Budi",
 *   tmp_transaction_order_time: "12:30", tmp_transaction_m_meja_id: "3" });
 *
 * Spec: 01-foundations §5 (dine-in and take-away note), §9 (minimum lengths);
 * 03-payment-history-shift §5 (update nota form).
 */
export const noteFormSchema = z.object({
  tmp_transaction_note_number: z.preprocess(
    toTextInput,
    z
      .string({ error: FIELD_MSG.NOTE_NUMBER_REQUIRED })
      .trim()
      .min(1, { error: FIELD_MSG.NOTE_NUMBER_REQUIRED, abort: true })
      .max(MAX_LENGTH.noteNumber, { error: FIELD_MSG.NOTE_NUMBER_MAX, abort: true })
      .regex(/^\d+$/, { error: FIELD_MSG.NOTE_NUMBER_NUMERIC, abort: true })
      .min(MIN_LENGTH.noteNumber, { error: FIELD_MSG.NOTE_NUMBER_MIN }),
  ),
  tmp_transaction_customer_name: requiredText(
    FIELD_MSG.CUSTOMER_NAME_REQUIRED,
    MAX_LENGTH.name,
    FIELD_MSG.CUSTOMER_NAME_MAX,
    MIN_LENGTH.customerName,
    FIELD_MSG.CUSTOMER_NAME_MIN,
  ),
  tmp_transaction_order_time: timeText(),
  tmp_transaction_kitchen_done_time: z.preprocess(blankToUndefined, timeText().optional()),
  tmp_transaction_m_meja_id: idField(FIELD_MSG.TABLE_REQUIRED),
  tmp_transaction_member_id: z.preprocess(
    (v) => blankToUndefined(toTextInput(v)),
    boundedText(MAX_LENGTH.memberId, FIELD_MSG.MEMBER_ID_MAX).min(MIN_LENGTH.memberId, { error: FIELD_MSG.MEMBER_ID_MIN }).optional(),
  ),
  tmp_transaction_m_t_t_name: optionalText(MAX_LENGTH.transactionTypeName, FIELD_MSG.TYPE_NAME_MAX),
  tmp_transaction_table_list: z.preprocess(toTableList, tableListText().optional()),
});

/** Output of `noteFormSchema`. Spec: 01-foundations §5. @example const n: NoteForm = noteFormSchema.parse(body); */
export type NoteForm = z.output<typeof noteFormSchema>;

/**
 * Delivery-platform (ojol) note form (`POST /tmp-transaction` from the OJOL screens).
 *
 * Fields: `tmp_transaction_m_t_t_name` (platform, required), `tmp_transaction_note_number`
 * (≥ 3 chars, prefix such as `GF-` included or not), `tmp_transaction_customer_name` (required),
 * `tmp_transaction_order_time` (required, `HH:mm[:ss]` or ISO date-time).
 *
 * @example
 * onlineNoteFormSchema.parse({ tmp_transaction_m_t_t_name: "grab", tmp_transaction_note_number: "GF-123",
 *   tmp_transaction_customer_name: "Sari", tmp_transaction_order_time: "12:30" });
 *
 * Spec: 02-orders-kitchen §5 (online nota number at least 3 characters; name, time required).
 */
export const onlineNoteFormSchema = z.object({
  tmp_transaction_m_t_t_name: requiredText(FIELD_MSG.DELIVERY_TYPE_REQUIRED, MAX_LENGTH.transactionTypeName, FIELD_MSG.TYPE_NAME_MAX),
  tmp_transaction_note_number: requiredText(
    FIELD_MSG.NOTE_NUMBER_REQUIRED,
    MAX_LENGTH.noteNumber,
    FIELD_MSG.NOTE_NUMBER_MAX,
    MIN_LENGTH.onlineNoteNumber,
    FIELD_MSG.ONLINE_NOTE_NUMBER_MIN,
  ),
  tmp_transaction_customer_name: requiredText(FIELD_MSG.CUSTOMER_NAME_REQUIRED, MAX_LENGTH.name, FIELD_MSG.CUSTOMER_NAME_MAX),
  tmp_transaction_order_time: timeText(),
});

/** Output of `onlineNoteFormSchema`. Spec: 02-orders-kitchen §5. @example const n: OnlineNoteForm = onlineNoteFormSchema.parse(body); */
export type OnlineNoteForm = z.output<typeof onlineNoteFormSchema>;

/**
 * A password as typed (not trimmed): required, at most `MAX_LENGTH.password` characters, no
 * control characters. @example passwordText().parse("rahasia"); // "rahasia"
 */
export const passwordText = () =>
  z
    .string({ error: FIELD_MSG.PASSWORD_REQUIRED })
    .min(1, { error: FIELD_MSG.PASSWORD_REQUIRED, abort: true })
    .max(MAX_LENGTH.password, { error: FIELD_MSG.PASSWORD_MAX, abort: true })
    .refine((s) => !hasControlChars(s), { error: FIELD_MSG.CONTROL_CHARS });

/**
 * Sign-in (`POST /login`): `email` (trimmed) and `password` (kept as typed), both required.
 *
 * @example
 * loginSchema.parse({ email: "kasir@waroeng.id", password: "rahasia" });
 *
 * Spec: 01-foundations §5 (login: email and password are both required).
 */
export const loginSchema = z.object({
  email: requiredText(FIELD_MSG.EMAIL_REQUIRED, MAX_LENGTH.email, FIELD_MSG.EMAIL_MAX),
  password: passwordText(),
});

/** Output of `loginSchema`. Spec: 01-foundations §5. @example const l: LoginInput = loginSchema.parse(body); */
export type LoginInput = z.output<typeof loginSchema>;

/**
 * A JSON string (as multipart and urlencoded forms send lists) becomes its parsed value; anything
 * else, or invalid JSON, is returned as is for the schema to refuse. Spec: payment §7 (modal_detail).
 * @example parseJsonArray('[{"m_modal_tipe_id":1}]') // → [{ m_modal_tipe_id: 1 }]
 */
export function parseJsonArray(value: unknown): unknown {
  if (typeof value !== "string") {
    return value;
  }
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const modalDetailSchema = z.object({
  rekap_modal_detail_id: optionalId(),
  m_modal_tipe_id: idField(),
  rekap_modal_detail_qty: z.preprocess(toIntInput, quantityAmount().default(0)),
});

/**
 * Opening cash (`POST /m-modal/save-modal`). Optional: `rekap_modal_id` (int ≥ 0; 0 = new),
 * `rekap_modal_sesi` (int ≥ 0), `rekap_modal_tanggal` (`YYYY-MM-DD`), `rekap_modal_nominal`
 * (money, integer minor units ≥ 0), `rekap_modal_m_w_id` (outlet id). `modal_detail`: array (or
 * its JSON string) of `{ m_modal_tipe_id, rekap_modal_detail_qty ≥ 0, rekap_modal_detail_id? }`,
 * each denomination once, at least one quantity above 0 (a zero total blocks saving).
 *
 * @example
 * openingCashSchema.parse({ modal_detail: '[{"m_modal_tipe_id":1,"rekap_modal_detail_qty":"2"}]' });
 *
 * Spec: 03-payment-history-shift §5 (opening cash), §7 (save-modal payload).
 */
export const openingCashSchema = z.object({
  rekap_modal_id: z.preprocess(toIntInput, nonNegativeInt().optional()),
  rekap_modal_sesi: z.preprocess(toIntInput, nonNegativeInt().optional()),
  rekap_modal_tanggal: z.preprocess(blankToUndefined, z.iso.date({ error: FIELD_MSG.DATE_INVALID }).optional()),
  rekap_modal_nominal: z.preprocess(toIntInput, moneyAmount().optional()),
  rekap_modal_m_w_id: optionalId(),
  modal_detail: z.preprocess(
    parseJsonArray,
    z
      .array(modalDetailSchema, { error: FIELD_MSG.MODAL_DETAIL_INVALID })
      .max(MAX_ITEMS, { error: FIELD_MSG.LIST_MAX })
      .refine((rows) => rows.some((row) => row.rekap_modal_detail_qty > 0), {
        error: FIELD_MSG.OPENING_CASH_EMPTY,
      })
      .refine((rows) => new Set(rows.map((r) => r.m_modal_tipe_id)).size === rows.length, {
        error: FIELD_MSG.DENOMINATION_DUPLICATE,
      }),
  ),
});

/** Output of `openingCashSchema`. Spec: 03-payment-history-shift §7. @example const o: OpeningCashInput = openingCashSchema.parse(body); */
export type OpeningCashInput = z.output<typeof openingCashSchema>;

function toFlag(value: unknown): unknown {
  if (typeof value === "boolean") {
    return value ? 1 : 0;
  }
  if (value === "true") {
    return 1;
  }
  if (value === "false") {
    return 0;
  }
  return toIntInput(value);
}

/**
 * Payment (`POST /recap-transactions`), field names as the spec's. All money is integer minor
 * units (rupiah or sen). Required: `tmp_transaction_id` (positive), `payment_method` (int ≥ 1;
 * 1 = cash), `sub_total`, `total` (≥ 0). Default 0 (≥ 0): `nominal_uang`, `exchange`,
 * `free_exchange`, `global_discount`, `nominal_voucher`, `nominal_pajak`, `nominal_sc`,
 * `nominal_tariktunai`. `round` default 0, −50..50 (a rounding is at most half a Rp100 step).
 * `selisih` default 0, any sign. `nomor_wa`, `member_id` default "". `cetak_struk` 0 or 1 (also
 * true/false), default 0. Split-bill extras (`nota_number`, `split_menu`, `splitId`) are left to
 * the route's own `.extend()`.
 *
 * @example
 * cashPaymentSchema.parse({ tmp_transaction_id: "12", payment_method: "1", sub_total: "41000",
 *   total: "47200", nominal_uang: "50000", exchange: "2800", round: "50" });
 *
 * Spec: 03-payment-history-shift §7 (POST /recap-transactions), §9.
 */
export const cashPaymentSchema = z.object({
  tmp_transaction_id: idField(),
  payment_method: z.preprocess(
    toIntInput,
    int(FIELD_MSG.PAYMENT_METHOD_INVALID).min(PAYMENT_METHOD_CASH, {
      error: FIELD_MSG.PAYMENT_METHOD_INVALID,
    }),
  ),
  sub_total: moneyRequired(),
  total: moneyRequired(),
  nominal_uang: moneyOrZero(),
  exchange: moneyOrZero(),
  round: z.preprocess(toIntInput, markMoney(int().min(-50).max(50)).default(0)),
  free_exchange: moneyOrZero(),
  global_discount: moneyOrZero(),
  nominal_voucher: moneyOrZero(),
  nominal_pajak: moneyOrZero(),
  nominal_sc: moneyOrZero(),
  nominal_tariktunai: moneyOrZero(),
  nomor_wa: z.preprocess((v) => blankToUndefined(toTextInput(v)), boundedText(MAX_LENGTH.phone, FIELD_MSG.PHONE_MAX).default("")),
  member_id: z.preprocess((v) => blankToUndefined(toTextInput(v)), boundedText(MAX_LENGTH.memberId, FIELD_MSG.MEMBER_ID_MAX).default("")),
  cetak_struk: z.preprocess(toFlag, z.union([z.literal(0), z.literal(1)], { error: FIELD_MSG.FLAG_INVALID }).default(0)),
  selisih: z.preprocess(toIntInput, markMoney(int()).default(0)),
  /** The voucher code `nominal_voucher` came from (GET /voucher/get-voucher): spent by this payment. Optional. */
  voucher_code: z.preprocess((v) => blankToUndefined(toTextInput(v)), boundedText(MAX_LENGTH.query, FIELD_MSG.ID_REQUIRED).optional()),
});

/** Output of `cashPaymentSchema`. Spec: 03-payment-history-shift §7. @example const p: CashPayment = cashPaymentSchema.parse(body); */
export type CashPayment = z.output<typeof cashPaymentSchema>;
