/**
 * Custom menu (payment §2.1, §5; orders §2.5): quantity (1…line quantity), takeaway switch and note
 * for units of an unsent line; those units become a line of their own. An empty note is sent as
 * `[delete]` and removes it.
 */
import { Button, Group, Modal, Stack, Switch, Textarea } from "@mantine/core";
import { LABELS, LINE_MSG, MAX_LENGTH } from "@waroeng/domain";
import { useState } from "react";
import { saveCustomMenu } from "../../../api/lineActions.ts";
import type { OrderLine } from "../../../api/orders.ts";
import { runAction } from "./lineAction.ts";
import { UnitsInput } from "./UnitsInput.tsx";

export interface LineModalProps {
  line: OrderLine;
  onClose: () => void;
  /** After a successful change: reload the order. */
  onDone: () => void;
}

export function NoteModal({ line, onClose, onDone }: LineModalProps) {
  const [qty, setQty] = useState<number | null>(line.qty);
  // The note alone: the line's options are not part of it (they change on the option sheet).
  const [note, setNote] = useState(line.custom_note ?? line.custom_menu);
  const [takeaway, setTakeaway] = useState(line.takeaway_status === 1);
  const [busy, setBusy] = useState(false);
  const valid = qty !== null && qty >= 1 && qty <= line.qty;
  const submit = async () => {
    setBusy(true);
    const ok = await runAction(() => saveCustomMenu(line.id, qty ?? 0, note, takeaway), LINE_MSG.NOTE_SAVED);
    setBusy(false);
    if (ok) {
      onDone();
    }
  };
  return (
    <Modal opened onClose={onClose} title={`${LINE_MSG.CUSTOM_MENU_TITLE}: ${line.m_produk_nama}`} centered data-testid="note-modal">
      <Stack gap="sm">
        <UnitsInput
          lineQty={line.qty}
          value={qty}
          onChange={setQty}
          error={qty !== null && qty > line.qty ? LINE_MSG.QTY_TOO_MUCH : undefined}
          testId="note-qty"
        />
        <Switch
          label={LINE_MSG.TAKEAWAY}
          checked={takeaway}
          onChange={(e) => setTakeaway(e.currentTarget.checked)}
          data-testid="note-takeaway"
        />
        <Textarea
          label={LINE_MSG.NOTE}
          value={note}
          maxLength={MAX_LENGTH.note}
          autosize
          minRows={2}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-testid="note-text"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {LABELS.CANCEL}
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={!valid} data-testid="note-save">
            {LINE_MSG.SAVE}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
