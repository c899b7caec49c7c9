/**
 * "Ubah Informasi Nota" (foundations §2, §4 Editing a note; payment spec §2.1 header Edit, §5 update
 * nota form): the note form prefilled from GET /tmp-transaction/{id}, Nomor Nota locked, Gabung Meja
 * offering the free dine-in tables plus the ones the order already holds; saves with
 * POST /tmp-transaction/{id}. Used by the dashboard's choice dialog and the order header.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LABELS, MSG, ORDER_STATUS, UI_MSG } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { ApiError } from "../../api/client.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { checkOrder, getOrder, listFreeTables, listTables, type Order, updateNote } from "../../api/tables.ts";
import { alertDialog, notifySuccess } from "../../components/cashier-nav/dialogs.tsx";
import { NoteFormModal } from "./NoteFormModal.tsx";
import { mergedTableIds, type NoteFormValues, noteFromOrder, toUpdatePayload } from "./noteForm.ts";
import { tableKind } from "./useTables.ts";

/** Read at each use: it follows the language. */
const NOTE_UPDATED = () => UI_MSG.NOTE_UPDATED;

interface EditNoteModalProps {
  /** The open order to edit; null closes the form. */
  orderId: number | null;
  onClose: () => void;
  /** After a save or a refusal that changed what the screen shows (reload lists). */
  onChanged?: () => void;
}

export function EditNoteModal({ orderId, onClose, onChanged }: EditNoteModalProps) {
  const queryClient = useQueryClient();
  const opened = orderId !== null;
  // A fresh read per opening (gcTime 0), not refetched while the form is being filled in.
  const order = useQuery({
    queryKey: queryKeys.orders.noteEdit(orderId),
    queryFn: () => getOrder(orderId ?? 0),
    enabled: opened,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const tables = useQuery({ queryKey: queryKeys.tables.all, queryFn: listTables, staleTime: 60_000, enabled: opened });
  const free = useQuery({ queryKey: queryKeys.tables.free, queryFn: listFreeTables, staleTime: 0, enabled: opened });

  // Keep the last order shown while the modal closes (no flash of a loader).
  const [last, setLast] = useState<{ order: Order; initial: NoteFormValues } | null>(null);
  if (opened && order.data && order.data !== last?.order) {
    setLast({ order: order.data, initial: noteFromOrder(order.data) });
  }
  const current = opened ? (order.data && last?.order === order.data ? last : null) : last;

  const loadError = order.error;
  const closedOrder = order.data?.tmp_transaction_status === ORDER_STATUS.CLOSED;
  useEffect(() => {
    if (opened && (loadError || closedOrder)) {
      onClose();
      alertDialog({ title: MSG.OOPS_TITLE, message: loadError?.message ?? MSG.TRANSACTION_NOT_FOUND, onClose: onChanged });
    }
  }, [opened, loadError, closedOrder, onClose, onChanged]);

  const mergeOptions = (() => {
    if (!current) {
      return undefined;
    }
    const main = current.order.tmp_transaction_m_meja_id;
    const all = tables.data ?? [];
    const mainTable = all.find((t) => t.m_meja_id === main);
    const held = mergedTableIds(current.order);
    if (mainTable && tableKind(mainTable) !== "dine_in" && held.length === 0) {
      return undefined;
    }
    const ids = new Set([...(free.data ?? []).map((t) => t.m_meja_id), ...held]);
    ids.delete(main);
    const names = new Map([...(free.data ?? []), ...all].map((t) => [t.m_meja_id, t.m_meja_nama]));
    const order = new Map(all.map((t, i) => [t.m_meja_id, i]));
    return [...ids]
      .sort((a, b) => (order.get(a) ?? a) - (order.get(b) ?? b))
      .map((id) => ({ value: String(id), label: names.get(id) ?? `Meja ${id}` }));
  })();

  const submit = async (values: NoteFormValues): Promise<boolean> => {
    if (!current) {
      return false;
    }
    const id = current.order.tmp_transaction_id;
    try {
      await updateNote(id, toUpdatePayload(current.order, values));
      onClose();
      notifySuccess(NOTE_UPDATED());
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.order(String(id)) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tables.free });
      onChanged?.();
    } catch (e) {
      const message = e instanceof ApiError ? e.message : MSG.CONNECTION_UNSTABLE;
      // The order itself gone (paid or removed meanwhile) is asked of the server, never read from the text.
      if (e instanceof ApiError && e.status === 404 && (await checkOrder(id).catch(() => 1)) === 0) {
        onClose();
        alertDialog({ title: MSG.OOPS_TITLE, message, onClose: onChanged });
      } else {
        // e.g. a merged table taken meanwhile: the form stays open with fresh free tables.
        alertDialog({ title: MSG.OOPS_TITLE, message });
        void free.refetch();
      }
    }
    // The next opening refills the form from the server.
    return false;
  };

  return (
    <NoteFormModal
      opened={opened}
      title={LABELS.EDIT_NOTE}
      place={current?.order.tmp_transaction_table_name_list ?? ""}
      initial={current?.initial ?? null}
      edit
      mergeOptions={mergeOptions}
      onClose={onClose}
      onSubmit={submit}
    />
  );
}
