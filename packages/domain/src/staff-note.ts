import { z } from "zod";
import { MAX_ID, MAX_ITEMS } from "./constants.ts";
import { FIELD_MSG } from "./messages.ts";
import { noteFormSchema } from "./schemas.ts";

/** A picked id as a select gives it ("12", 12): blank → undefined (refused as required). */
function pickedId(value: unknown): unknown {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) {
    return undefined;
  }
  return typeof value === "string" ? Number(value) : value;
}

const requiredId = (error: string) => z.preprocess(pickedId, z.number({ error }).int({ error }).positive({ error }).max(MAX_ID, { error }));

/**
 * The staff-side note form of /odcr (foundations §2 "Staff dashboard", §5 "Staff-side note"): note
 * number, customer name, staff member (Karyawan) and time are required; the tables are chosen by
 * multi-select (at least one; the first is the main table, the others are merged into the note).
 * Note number and customer name follow the cashier form's rules (digits, ≥ 4; ≥ 3).
 *
 * Fields (output): `m_transaction_table_note_number`, `m_transaction_table_customer_name`,
 * `m_transaction_table_order_time` (`HH:mm`), `m_transaction_table_by` (staff id),
 * `m_transaction_table_table_list` (table ids, 1..MAX_ITEMS).
 *
 * @example
 * staffNoteFormSchema.parse({ m_transaction_table_note_number: "2001", m_transaction_table_customer_name: "Rina",
 *   m_transaction_table_order_time: "12:30", m_transaction_table_by: "5", m_transaction_table_table_list: ["3", "4"] });
 * // → { …, m_transaction_table_by: 5, m_transaction_table_table_list: [3, 4] }
 *
 * Spec: 01-foundations §2, §3 (staff side), §5; 02-orders-kitchen §7 (older POST /tmp-transaction form).
 */
export const staffNoteFormSchema = z.object({
  m_transaction_table_note_number: noteFormSchema.shape.tmp_transaction_note_number,
  m_transaction_table_customer_name: noteFormSchema.shape.tmp_transaction_customer_name,
  m_transaction_table_order_time: noteFormSchema.shape.tmp_transaction_order_time,
  m_transaction_table_by: requiredId(FIELD_MSG.STAFF_REQUIRED),
  m_transaction_table_table_list: z
    .array(requiredId(FIELD_MSG.TABLE_REQUIRED), { error: FIELD_MSG.TABLE_REQUIRED })
    .min(1, { error: FIELD_MSG.TABLE_REQUIRED })
    .max(MAX_ITEMS, { error: FIELD_MSG.TABLE_LIST_MAX }),
});

/** Output of `staffNoteFormSchema`. Spec: 01-foundations §5. @example const n: StaffNoteForm = staffNoteFormSchema.parse(v); */
export type StaffNoteForm = z.output<typeof staffNoteFormSchema>;
