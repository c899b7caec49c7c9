import { Button, Group, Stack, Text } from "@mantine/core";
import { type Currency, formatMoney, PAY_MSG } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { PayModal } from "./PayModal.tsx";
import { ReasonInput, reasonReady } from "./ReasonInput.tsx";

interface WriteOffModalProps {
  /** "lostbill" or "gratis"; null = closed. */
  kind: "lostbill" | "gratis" | null;
  total: number;
  currency: Currency;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** Lost Bill / Gratis: what it means, the bill's total, a required reason, then Konfirmasi. */
export function WriteOffModal({ kind, total, currency, busy, onClose, onConfirm }: WriteOffModalProps) {
  const [reason, setReason] = useState("");
  useEffect(() => {
    if (kind) {
      setReason("");
    }
  }, [kind]);
  const ok = reasonReady(reason);
  return (
    <PayModal opened={kind !== null} onClose={onClose} title={kind === "gratis" ? PAY_MSG.GRATIS : PAY_MSG.LOST_BILL} size="md" busy={busy}>
      <Stack gap="sm">
        <Text ta="center" fz={32} fw={800} c="red.8" className="tabular" data-testid="writeoff-total">
          {formatMoney(total, currency)}
        </Text>
        <Text c="dimmed" fz="sm">
          {kind === "gratis" ? PAY_MSG.GRATIS_NOTE : PAY_MSG.LOST_BILL_NOTE}
        </Text>
        <ReasonInput value={reason} onChange={setReason} testId="writeoff-reason" />
        <Group grow>
          <Button h={48} variant="default" onClick={onClose} disabled={busy}>
            {PAY_MSG.CANCEL}
          </Button>
          <Button h={48} color="red" disabled={!ok} loading={busy} onClick={() => onConfirm(reason.trim())} data-testid="writeoff-confirm">
            {PAY_MSG.CONFIRM}
          </Button>
        </Group>
      </Stack>
    </PayModal>
  );
}
