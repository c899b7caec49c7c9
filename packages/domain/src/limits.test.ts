import { describe, expect, it } from "vitest";
import { MAX_ITEMS, MAX_LENGTH } from "./constants.ts";
import { FIELD_MSG } from "./messages.ts";
import {
  boundedText,
  cashPaymentSchema,
  hasControlChars,
  loginSchema,
  noteFormSchema,
  onlineNoteFormSchema,
  openingCashSchema,
} from "./schemas.ts";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

const note = {
  tmp_transaction_note_number: "1001",
  tmp_transaction_customer_name: "Budi",
  tmp_transaction_order_time: "12:30",
  tmp_transaction_m_meja_id: "3",
};
const online = {
  tmp_transaction_m_t_t_name: "grab",
  tmp_transaction_note_number: "123",
  tmp_transaction_customer_name: "Sari",
  tmp_transaction_order_time: "12:30",
};
const pay = { tmp_transaction_id: 1, payment_method: 1, sub_total: 1, total: 1 };

describe("hasControlChars", () => {
  it.each([
    ["a\u0000b", false, true],
    ["\u001f", false, true],
    ["\u007f", false, true],
    ["\u0085", false, true],
    ["a\nb", false, true],
    ["a\nb\tc\r", true, false],
    ["a\u0000b", true, true],
    ["Nasi Goreng 😀 ١٢٣", false, false],
  ])("%j (multiline %s) → %s", (text, multiline, expected) => {
    expect(hasControlChars(text, multiline)).toBe(expected);
  });
});

describe("every text field of the shared schemas is bounded (MAX_LENGTH) and refuses control characters", () => {
  it.each<[string, { safeParse: (v: unknown) => { success: boolean } }, Record<string, unknown>, string]>([
    [
      "note number",
      noteFormSchema,
      { ...note, tmp_transaction_note_number: "1".repeat(MAX_LENGTH.noteNumber + 1) },
      FIELD_MSG.NOTE_NUMBER_MAX,
    ],
    [
      "customer name",
      noteFormSchema,
      { ...note, tmp_transaction_customer_name: "B".repeat(MAX_LENGTH.name + 1) },
      FIELD_MSG.CUSTOMER_NAME_MAX,
    ],
    ["member id", noteFormSchema, { ...note, tmp_transaction_member_id: "1".repeat(MAX_LENGTH.memberId + 1) }, FIELD_MSG.MEMBER_ID_MAX],
    [
      "type name",
      noteFormSchema,
      { ...note, tmp_transaction_m_t_t_name: "x".repeat(MAX_LENGTH.transactionTypeName + 1) },
      FIELD_MSG.TYPE_NAME_MAX,
    ],
    [
      "order time",
      noteFormSchema,
      { ...note, tmp_transaction_order_time: `12:30:00.${"1".repeat(MAX_LENGTH.time)}` },
      FIELD_MSG.TIME_INVALID,
    ],
    [
      "table list",
      noteFormSchema,
      {
        ...note,
        tmp_transaction_table_list: Array(MAX_ITEMS + 1)
          .fill(1)
          .join(","),
      },
      FIELD_MSG.TABLE_LIST_MAX,
    ],
    ["table id", noteFormSchema, { ...note, tmp_transaction_table_list: "2147483648" }, FIELD_MSG.TABLE_LIST_INVALID],
    ["customer NUL", noteFormSchema, { ...note, tmp_transaction_customer_name: "Bu\u0000di" }, FIELD_MSG.CONTROL_CHARS],
    [
      "online number",
      onlineNoteFormSchema,
      { ...online, tmp_transaction_note_number: "1".repeat(MAX_LENGTH.noteNumber + 1) },
      FIELD_MSG.NOTE_NUMBER_MAX,
    ],
    [
      "online name",
      onlineNoteFormSchema,
      { ...online, tmp_transaction_customer_name: "S".repeat(MAX_LENGTH.name + 1) },
      FIELD_MSG.CUSTOMER_NAME_MAX,
    ],
    ["email", loginSchema, { email: "e".repeat(MAX_LENGTH.email + 1), password: "x" }, FIELD_MSG.EMAIL_MAX],
    ["email NUL", loginSchema, { email: "a\u0000b", password: "x" }, FIELD_MSG.CONTROL_CHARS],
    ["password", loginSchema, { email: "a@b", password: "p".repeat(MAX_LENGTH.password + 1) }, FIELD_MSG.PASSWORD_MAX],
    ["WhatsApp number", cashPaymentSchema, { ...pay, nomor_wa: "0".repeat(MAX_LENGTH.phone + 1) }, FIELD_MSG.PHONE_MAX],
    ["member id (payment)", cashPaymentSchema, { ...pay, member_id: "1".repeat(MAX_LENGTH.memberId + 1) }, FIELD_MSG.MEMBER_ID_MAX],
    [
      "opening-cash rows",
      openingCashSchema,
      { modal_detail: Array.from({ length: MAX_ITEMS + 1 }, (_, i) => ({ m_modal_tipe_id: i + 1, rekap_modal_detail_qty: 1 })) },
      FIELD_MSG.LIST_MAX,
    ],
  ])("%s", (_what, schema, input, message) => {
    expect(firstMessage(schema.safeParse(input) as never)).toBe(message);
  });

  it("accepts text of exactly the maximum, and notes keep their line breaks", () => {
    expect(noteFormSchema.safeParse({ ...note, tmp_transaction_customer_name: "B".repeat(MAX_LENGTH.name) }).success).toBe(true);
    expect(boundedText(MAX_LENGTH.note, FIELD_MSG.NOTE_MAX, { multiline: true }).parse("Tanpa sambal\nPedas")).toBe("Tanpa sambal\nPedas");
    expect(firstMessage(boundedText(MAX_LENGTH.note, FIELD_MSG.NOTE_MAX).safeParse("x".repeat(MAX_LENGTH.note + 1)))).toBe(
      FIELD_MSG.NOTE_MAX,
    );
  });
});
