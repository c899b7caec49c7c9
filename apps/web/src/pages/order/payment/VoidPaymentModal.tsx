import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { MAX_LENGTH, PAY_MSG } from "@waroeng/domain";
import { useState } from "react";
import { ApiError } from "../../../api/client.ts";
import { voidPayment } from "../../../api/payment.ts";
import { alertDialog } from "../../../components/cashier-nav/dialogs.tsx";

interface VoidPaymentModalProps {
  opened: boolean;
  receiptId: number;
  onClose: () => void;
  /** The payment is undone: the order is open again. */
  onVoided: (orderId: number) => void;
}

/** "Batalkan Pembayaran": a wrong EDC tap undone before the receipt, with its reason (audited by the server). */
export function VoidPaymentModal({ opened, receiptId, onClose, onVoided }: VoidPaymentModalProps) {
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      onVoided(await voidPayment(receiptId, reason.trim()));
    } catch (e) {
      alertDialog({
        title: (e instanceof ApiError && e.title) || PAY_MSG.VOID_TITLE,
        message: e instanceof Error ? e.message : String(e),
        color: "red",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={800}>{PAY_MSG.VOID_TITLE}</Text>} centered size="md" zIndex={400}>
      <Stack gap="sm">
        <Text c="dimmed" fz="sm">
          {PAY_MSG.VOID_HINT}
        </Text>
        <Textarea
          label={PAY_MSG.REASON}
          required
          autosize
          minRows={2}
          maxLength={MAX_LENGTH.note}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-testid="void-reason"
        />
        <Group grow>
          <Button variant="default" onClick={onClose} disabled={busy}>
            {PAY_MSG.CANCEL}
          </Button>
          <Button color="red" disabled={reason.trim().length < 3} loading={busy} onClick={() => void submit()} data-testid="void-confirm">
            {PAY_MSG.VOID_TITLE}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
