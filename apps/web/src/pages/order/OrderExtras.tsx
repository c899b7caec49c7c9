/**
 * The order-level buttons under the totals (payment §2.1, §6): Diskon Transaksi, Tarik Tunai,
 * Keluarkan Menu and Hapus Transaksi, each shown only to the roles the server accepts.
 */
import { Button, Group } from "@mantine/core";
import { LABELS, ORDER_MSG } from "@waroeng/domain";

interface OrderExtrasProps {
  showDiscount: boolean;
  showPull: boolean;
  showDelete: boolean;
  busy: boolean;
  onDiscount: () => void;
  onTarikTunai: () => void;
  onPull: () => void;
  onDelete: () => void;
}

export function OrderExtras({ showDiscount, showPull, showDelete, busy, onDiscount, onTarikTunai, onPull, onDelete }: OrderExtrasProps) {
  if (!showDiscount && !showPull && !showDelete) {
    return null;
  }
  return (
    <Group gap={6} grow wrap="nowrap">
      {showDiscount && (
        <Button size="xs" variant="light" onClick={onDiscount} disabled={busy} data-testid="btn-discount" px={4}>
          {LABELS.TRANSACTION_DISCOUNT}
        </Button>
      )}
      {showDiscount && (
        <Button size="xs" variant="light" onClick={onTarikTunai} disabled={busy} data-testid="btn-tarik-tunai" px={4}>
          {LABELS.CASH_WITHDRAWAL}
        </Button>
      )}
      {showPull && (
        <Button size="xs" variant="light" color="grape" onClick={onPull} disabled={busy} data-testid="btn-pull-menu" px={4}>
          {ORDER_MSG.PULL_TITLE}
        </Button>
      )}
      {showDelete && (
        <Button size="xs" variant="light" color="red" onClick={onDelete} disabled={busy} data-testid="btn-delete-order" px={4}>
          {ORDER_MSG.DELETE_ORDER}
        </Button>
      )}
    </Group>
  );
}
