import { describe, expect, it } from "vitest";
import { blankNote, toCreatePayload } from "./noteForm.ts";

describe("the note form with nota otomatis", () => {
  it("opens with the proposed number, or empty when the number is typed", () => {
    expect(blankNote(3, "0007").tmp_transaction_note_number).toBe("0007");
    expect(blankNote(3).tmp_transaction_note_number).toBe("");
  });

  it("leaves out a proposed number left as it was, so the server gives the next free one", () => {
    const values = { ...blankNote(3, "0007"), tmp_transaction_customer_name: "Budi" };
    const payload = toCreatePayload(values, true, "0007");
    expect("tmp_transaction_note_number" in payload).toBe(false);
    expect(payload).toMatchObject({ tmp_transaction_m_meja_id: 3, tmp_transaction_customer_name: "Budi" });
  });

  it("sends an edited number, and every number when nota otomatis is off", () => {
    const edited = { ...blankNote(3, "0007"), tmp_transaction_note_number: "0100" };
    expect(toCreatePayload(edited, true, "0007").tmp_transaction_note_number).toBe("0100");
    const typed = { ...blankNote(3), tmp_transaction_note_number: "1001" };
    expect(toCreatePayload(typed, true).tmp_transaction_note_number).toBe("1001");
  });
});
