import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { PAY_MSG } from "@waroeng/domain";
import { useState } from "react";
import { ApiError } from "../../../api/client.ts";
import { voidPayment } from "../../../api/payment.ts";
import { alertDialog } from "../../../components/cashier-nav/dialogs.tsx";
import { ReasonInput, reasonReady } from "./ReasonInput.tsx";

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
        <ReasonInput value={reason} onChange={setReason} testId="void-reason" />
        <Group grow>
          <Button variant="default" onClick={onClose} disabled={busy}>
            {PAY_MSG.CANCEL}
          </Button>
          <Button color="red" disabled={!reasonReady(reason)} loading={busy} onClick={() => void submit()} data-testid="void-confirm">
            {PAY_MSG.VOID_TITLE}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
