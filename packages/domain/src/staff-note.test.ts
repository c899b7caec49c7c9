import { describe, expect, it } from "vitest";
import { staffNoteFormSchema } from "./staff-note.ts";

const valid = {
  m_transaction_table_note_number: "2001",
  m_transaction_table_customer_name: "Rina",
  m_transaction_table_order_time: "12:30",
  m_transaction_table_by: "5",
  m_transaction_table_table_list: ["3", "4"],
};

/** The first message per field of a refused form. */
function errors(input: Record<string, unknown>): Record<string, string> {
  const r = staffNoteFormSchema.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of r.error?.issues ?? []) {
    const key = String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
}

describe("staffNoteFormSchema (foundations §5 staff-side note)", () => {
  it("reads the select's strings as ids, the first table first", () => {
    expect(staffNoteFormSchema.parse(valid)).toEqual({ ...valid, m_transaction_table_by: 5, m_transaction_table_table_list: [3, 4] });
  });

  it("requires note number, customer name, staff, time and at least one table, with the form's words", () => {
    expect(
      errors({
        m_transaction_table_note_number: "",
        m_transaction_table_customer_name: "",
        m_transaction_table_order_time: "",
        m_transaction_table_by: "",
        m_transaction_table_table_list: [],
      }),
    ).toEqual({
      m_transaction_table_note_number: "Nota harus diisi!",
      m_transaction_table_customer_name: "Nama Big Boss harus diisi!",
      m_transaction_table_order_time: "Jam Order harus diisi!",
      m_transaction_table_by: "Karyawan harus dipilih!",
      m_transaction_table_table_list: "Meja harus dipilih!",
    });
  });

  it("keeps the cashier form's rules for number and name", () => {
    expect(errors({ ...valid, m_transaction_table_note_number: "12a4", m_transaction_table_customer_name: "Al" })).toEqual({
      m_transaction_table_note_number: "Nomor Nota harus berupa angka",
      m_transaction_table_customer_name: "Nama Big Boss minimal 3 karakter",
    });
  });
});
