/**
 * Typed quantity of an unsent line (payment §5 multi-quantity: above 0, else nothing is sent) and
 * reduce with a reason (orders §2.5, §5: 1…line quantity, else `Quantity pengurangan lebih dari
 * quantity menu`; reasons Kesalahan Input / Dibatalkan Konsumen; on a sent line the units are cancelled).
 */
import { Button, Group, Modal, Radio, Stack } from "@mantine/core";
import { API_MSG, LABELS, LINE_MSG, MSG, REDUCE_REASONS, SCREEN_MSG } from "@waroeng/domain";
import { useState } from "react";
import { reduceWithReason, setLineQty } from "../../../api/lineActions.ts";
import { AmountInput } from "../../../components/AmountInput.tsx";
import { alertDialog } from "../../../components/cashier-nav/dialogs.tsx";
import { runAction } from "./lineAction.ts";
import type { LineModalProps } from "./NoteModal.tsx";
import { UnitsInput } from "./UnitsInput.tsx";

export function QtyModal({ line, onClose, onDone }: LineModalProps) {
  const [qty, setQty] = useState<number | null>(line.qty);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!qty || qty < 1) {
      return;
    }
    setBusy(true);
    const ok = await runAction(() => setLineQty(line.id, qty), LINE_MSG.QTY_SAVED);
    setBusy(false);
    if (ok) {
      onDone();
    }
  };
  return (
    <Modal opened onClose={onClose} title={`${LINE_MSG.MULTI_QTY_TITLE}: ${line.m_produk_nama}`} centered size="sm" data-testid="qty-modal">
      <Stack gap="sm">
        <AmountInput kind="quantity" label={LINE_MSG.QUANTITY} value={qty} onChange={setQty} data-testid="qty-input" data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {LABELS.CANCEL}
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={!qty || qty < 1} data-testid="qty-save">
            {LINE_MSG.SAVE}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function ReduceModal({ line, onClose, onDone }: LineModalProps) {
  const [qty, setQty] = useState<number | null>(1);
  const [reason, setReason] = useState<string>(REDUCE_REASONS[0]);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!qty || qty < 1 || qty > line.qty) {
      alertDialog({ title: MSG.ERROR_TITLE, message: MSG.REDUCE_TOO_MUCH, button: SCREEN_MSG.CLOSE, color: "red" });
      return;
    }
    setBusy(true);
    const ok = await runAction(() => reduceWithReason(line.id, qty, reason), API_MSG.MENU_REDUCED);
    setBusy(false);
    if (ok) {
      onDone();
    }
  };
  return (
    <Modal opened onClose={onClose} title={`${LINE_MSG.REDUCE_TITLE}: ${line.m_produk_nama}`} centered size="sm" data-testid="reduce-modal">
      <Stack gap="sm">
        <UnitsInput lineQty={line.qty} value={qty} onChange={setQty} testId="reduce-qty" />
        <Radio.Group label={LINE_MSG.REASON} value={reason} onChange={setReason}>
          <Stack gap={6} mt={4}>
            {REDUCE_REASONS.map((r) => (
              <Radio key={r} value={r} label={LINE_MSG.REDUCE_REASON_LABELS[r]} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {LABELS.CANCEL}
          </Button>
          <Button color="red" onClick={() => void submit()} loading={busy} data-testid="reduce-save">
            {LINE_MSG.REDUCE}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
