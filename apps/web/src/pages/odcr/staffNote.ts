/**
 * The staff-side note form's values and its POST /tmp-transaction payload (foundations §2 "Staff
 * dashboard", §5 "Staff-side note"; orders §7 older form): the Karyawan and the tables (main first).
 */
import { jakartaParts } from "@waroeng/domain";
import type { StaffNotePayload } from "../../api/staff.ts";
import type { TableWithOrder } from "../dashboard/useTables.ts";

export interface StaffNoteValues {
  m_transaction_table_note_number: string;
  m_transaction_table_customer_name: string;
  /** `HH:mm`, Jakarta. */
  m_transaction_table_order_time: string;
  /** Staff id as the select holds it; null until chosen. */
  m_transaction_table_by: string | null;
  /** Table ids as the multi-select holds them, in the order chosen (the first is the main table). */
  m_transaction_table_table_list: string[];
}

/** A fresh form: the tapped table and/or the tapped staff member, order time now. */
export function blankStaffNote(tableId: number | null, staffId: number | null): StaffNoteValues {
  return {
    m_transaction_table_note_number: "",
    m_transaction_table_customer_name: "",
    m_transaction_table_order_time: jakartaParts(new Date()).time,
    m_transaction_table_by: staffId === null ? null : String(staffId),
    m_transaction_table_table_list: tableId === null ? [] : [String(tableId)],
  };
}

/** The payload; the type is the main (first) table's: Take Away for a BUNGKUS slot, else Dine In. */
export function toStaffPayload(v: StaffNoteValues, rows: TableWithOrder[]): StaffNotePayload {
  const ids = v.m_transaction_table_table_list.map(Number);
  const main = rows.find((r) => r.table.m_meja_id === ids[0]);
  return {
    m_transaction_table_type_transaction: main?.kind === "take_away" ? "Take Away" : "Dine In",
    m_transaction_table_note_number: v.m_transaction_table_note_number.trim(),
    m_transaction_table_customer_name: v.m_transaction_table_customer_name.trim(),
    m_transaction_table_order_time: v.m_transaction_table_order_time,
    m_transaction_table_by: Number(v.m_transaction_table_by),
    m_transaction_table_table_list: JSON.stringify(ids),
  };
}
