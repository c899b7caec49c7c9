/**
 * What tapping a table does (foundations §2, §4): a free table opens the note form, an occupied one
 * the choice dialog (Lihat Transaksi, or Ubah Informasi Nota: the edit form), an express one
 * creates or opens its order. Server refusals show the spec's warnings and reload the list.
 */
import { modals } from "@mantine/modals";
import { jakartaParts, MSG, MSG_TEMPLATES, SCREEN_MSG } from "@waroeng/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../api/client.ts";
import { type CreateNotePayload, checkOrder, checkTable, createNote, getNotaProposal } from "../../api/tables.ts";
import { alertDialog } from "../../components/cashier-nav/dialogs.tsx";
import { blankNote, type NoteFormValues } from "./noteForm.ts";
import type { TableWithOrder } from "./useTables.ts";

function failureMessage(e: unknown): string {
  return e instanceof ApiError ? e.message : MSG.CONNECTION_UNSTABLE;
}

export function useTableActions(reload: () => void) {
  const navigate = useNavigate();
  const [noteTarget, setNoteTarget] = useState<TableWithOrder | null>(null);
  const [noteInitial, setNoteInitial] = useState<NoteFormValues | null>(null);
  /** The nota number nota otomatis proposed for the open form (null: off, or not loaded). */
  const [proposed, setProposed] = useState<string | null>(null);
  const [choiceTarget, setChoiceTarget] = useState<TableWithOrder | null>(null);
  const [editId, setEditId] = useState<number | null>(null);

  const warn = (message: string) => alertDialog({ title: MSG.OOPS_TITLE, message, onClose: reload });

  /**
   * A refusal: a conflict that names no field of the form (a table taken meanwhile) closes the form;
   * one that names a field (`errors`, e.g. the nota number taken) leaves it open to correct.
   */
  const refuse = (e: unknown) => {
    if (e instanceof ApiError && e.code === 204 && Object.keys(e.fieldErrors).length === 0) {
      setNoteTarget(null);
    }
    warn(failureMessage(e));
  };

  /** Creates a note; true when created (the caller resets its form). */
  const create = async (payload: CreateNotePayload): Promise<boolean> => {
    try {
      const holder = await checkTable(payload.tmp_transaction_m_meja_id ?? 0);
      if (holder !== 0) {
        setNoteTarget(null);
        warn(MSG.TABLE_IN_USE);
        return false;
      }
      const reply = await createNote(payload);
      if (reply.code === 200) {
        setNoteTarget(null);
        navigate(`/order/${reply.id}`);
        return true;
      }
      warn(reply.message);
    } catch (e) {
      refuse(e);
    }
    return false;
  };

  /** "Ubah Informasi Nota": asks whether the order still exists first, then opens the note form. */
  const editOrder = async (orderId: number) => {
    setChoiceTarget(null);
    try {
      if ((await checkOrder(orderId)) === 0) {
        alertDialog({ title: MSG.OOPS_TITLE, message: MSG.TRANSACTION_NOT_FOUND, onClose: reload });
        return;
      }
      setEditId(orderId);
    } catch (e) {
      warn(failureMessage(e));
    }
  };

  /** "Lihat Transaksi": asks whether the order still exists first. */
  const viewOrder = async (orderId: number) => {
    setChoiceTarget(null);
    try {
      if ((await checkOrder(orderId)) === 0) {
        alertDialog({ title: MSG.OOPS_TITLE, message: MSG.TRANSACTION_NOT_FOUND, onClose: reload });
        return;
      }
      navigate(`/order/${orderId}`);
    } catch (e) {
      warn(failureMessage(e));
    }
  };

  const createExpress = (row: TableWithOrder) => {
    modals.openConfirmModal({
      title: MSG.CONFIRM_TITLE,
      centered: true,
      children: MSG_TEMPLATES.createTransaction(row.table.m_meja_nama),
      labels: { confirm: SCREEN_MSG.YA, cancel: SCREEN_MSG.CANCEL },
      confirmProps: { "data-testid": "express-confirm", h: 44 },
      cancelProps: { h: 44 },
      onConfirm: () => {
        void create({ tmp_transaction_m_meja_id: row.table.m_meja_id, tmp_transaction_order_time: jakartaParts(new Date()).time });
      },
    });
  };

  const open = (row: TableWithOrder) => {
    if (row.kind === "express") {
      if (row.order) {
        void viewOrder(row.order.tmp_transaction_id);
      } else {
        createExpress(row);
      }
      return;
    }
    if (row.order) {
      setChoiceTarget(row);
    } else {
      void openNoteForm(row);
    }
  };

  /** The note form of a free table: loading until nota otomatis answers (its number, or none). */
  const openNoteForm = async (row: TableWithOrder) => {
    setNoteInitial(null);
    setProposed(null);
    setNoteTarget(row);
    let number: string | null = null;
    try {
      number = (await getNotaProposal()).tmp_transaction_note_number;
    } catch {
      // No proposal (offline, an older server): the number is typed, as the spec's form has it.
    }
    setProposed(number);
    setNoteInitial(blankNote(row.table.m_meja_id, number));
  };

  return {
    open,
    create,
    viewOrder,
    editOrder,
    noteTarget,
    noteInitial,
    proposed,
    setNoteTarget,
    choiceTarget,
    setChoiceTarget,
    editId,
    setEditId,
  };
}
