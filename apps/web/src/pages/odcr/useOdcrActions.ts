/**
 * What tapping does on /odcr (foundations §2 "Staff dashboard", §4): a free MEJA or BUNGKUS card
 * opens the staff note form on that table, a STAF PELAYANAN button opens it for that staff member
 * (tables to choose), an occupied card opens its order on /kitchen-order after asking the server
 * whether it still exists. A created note goes to /kitchen-order; any refusal shows the server's
 * words (`Nomor Nota sudah ada`, `Meja sudah digunakan`, …) and the list reloads.
 */
import { LABELS, MSG, MSG_TEMPLATES } from "@waroeng/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../api/client.ts";
import { createStaffNote, type StaffMember } from "../../api/staff.ts";
import { checkOrder } from "../../api/tables.ts";
import { alertDialog } from "../../components/cashier-nav/dialogs.tsx";
import type { TableWithOrder } from "../dashboard/useTables.ts";
import { blankStaffNote, type StaffNoteValues, toStaffPayload } from "./staffNote.ts";

/** The staff-side form's field for a field the server names in `errors`. */
const FORM_FIELD: Record<string, keyof StaffNoteValues> = {
  tmp_transaction_note_number: "m_transaction_table_note_number",
  tmp_transaction_customer_name: "m_transaction_table_customer_name",
  tmp_transaction_order_time: "m_transaction_table_order_time",
  m_transaction_table_by: "m_transaction_table_by",
  tmp_transaction_m_meja_id: "m_transaction_table_table_list",
  tmp_transaction_table_list: "m_transaction_table_table_list",
};

export interface StaffNoteTarget {
  title: string;
  initial: StaffNoteValues;
}

export function useOdcrActions(rows: TableWithOrder[], reload: () => void, me: number | null) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<StaffNoteTarget | null>(null);
  const warn = (message: string) => alertDialog({ title: MSG.OOPS_TITLE, message, onClose: reload });

  const openTable = async (row: TableWithOrder) => {
    if (!row.order) {
      const title = row.kind === "take_away" ? LABELS.TAKE_AWAY_NOTE_TITLE : LABELS.DINE_IN_NOTE_TITLE;
      setTarget({ title, initial: blankStaffNote(row.table.m_meja_id, me) });
      return;
    }
    try {
      if ((await checkOrder(row.order.tmp_transaction_id)) === 0) {
        warn(MSG.TRANSACTION_NOT_FOUND);
        return;
      }
      navigate(`/kitchen-order/${row.order.tmp_transaction_id}`);
    } catch (e) {
      warn(e instanceof ApiError ? e.message : MSG.CONNECTION_UNSTABLE);
    }
  };

  const openStaff = (member: StaffMember) => {
    setTarget({ title: MSG_TEMPLATES.staffNoteTitle(member.name), initial: blankStaffNote(null, member.id) });
  };

  /** Creates the note; a refusal naming a field keeps the form open with the message under it. */
  const create = async (values: StaffNoteValues): Promise<{ ok: boolean; errors?: Record<string, string> }> => {
    try {
      const reply = await createStaffNote(toStaffPayload(values, rows));
      setTarget(null);
      navigate(`/kitchen-order/${reply.id}`);
      return { ok: true };
    } catch (e) {
      const message = e instanceof ApiError ? e.message : MSG.CONNECTION_UNSTABLE;
      const errors: Record<string, string> = {};
      for (const [field, text] of Object.entries(e instanceof ApiError ? e.fieldErrors : {})) {
        const mine = FORM_FIELD[field];
        if (mine) {
          errors[mine] = text;
        }
      }
      if (Object.keys(errors).length === 0) {
        setTarget(null); // a table taken meanwhile: the form closes, the list reloads
      }
      warn(message);
      return { ok: false, errors };
    }
  };

  return { target, setTarget, openTable, openStaff, create };
}
