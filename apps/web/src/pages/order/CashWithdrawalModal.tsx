/**
 * Tarik Tunai (payment §2.1, §5, §6): the cash withdrawal added to the total, saved on the order
 * with PUT /tmp-transaction/{id}; 0 (or Hapus) removes it.
 */
import { Button, Group, Modal, Stack } from "@mantine/core";
import { LABELS, ORDER_MSG } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { AmountInput } from "../../components/AmountInput.tsx";

interface TarikTunaiModalProps {
  opened: boolean;
  current: number;
  busy: boolean;
  onClose: () => void;
  onSave: (amount: number) => void;
}

export function CashWithdrawalModal({ opened, current, busy, onClose, onSave }: TarikTunaiModalProps) {
  const [amount, setAmount] = useState<number | null>(current);
  useEffect(() => {
    if (opened) {
      setAmount(current);
    }
  }, [opened, current]);
  return (
    <Modal opened={opened} onClose={onClose} title={LABELS.CASH_WITHDRAWAL} centered size="sm" data-testid="tarik-tunai-modal">
      <Stack gap="sm">
        <AmountInput
          kind="money"
          label={LABELS.CASH_WITHDRAWAL}
          value={amount}
          onChange={setAmount}
          data-testid="tarik-tunai-amount"
          autoFocus
        />
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" color="red" onClick={() => onSave(0)} disabled={current === 0 || busy} data-testid="tarik-tunai-remove">
            {ORDER_MSG.REMOVE}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {LABELS.CANCEL}
            </Button>
            <Button onClick={() => onSave(amount ?? 0)} disabled={amount === null} loading={busy} data-testid="tarik-tunai-save">
              {LABELS.SAVE}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
