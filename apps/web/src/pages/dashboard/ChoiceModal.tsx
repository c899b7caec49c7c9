import { Button, Modal, SimpleGrid, Text } from "@mantine/core";
import { LABELS, SCREEN_MSG } from "@waroeng/domain";
import type { TableWithOrder } from "./useTables.ts";

interface ChoiceModalProps {
  target: TableWithOrder | null;
  onClose: () => void;
  onView: (orderId: number) => void;
  /** LABELS.EDIT_NOTE: opens the note form of the order. */
  onEdit: (orderId: number) => void;
}

/** An occupied table: Lihat Transaksi or Ubah Informasi Nota. */
export function ChoiceModal({ target, onClose, onView, onEdit }: ChoiceModalProps) {
  const order = target?.order;
  return (
    <Modal opened={target !== null} onClose={onClose} title={<Text fw={800}>{target?.table.m_meja_nama ?? ""}</Text>} centered size="lg">
      {order && (
        <Text c="dimmed" fz="sm" mb="md">
          {SCREEN_MSG.notaCustomer(order.tmp_transaction_note_number, order.tmp_transaction_customer_name)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button size="lg" h={64} fz="md" data-testid="choice-view" onClick={() => order && onView(order.tmp_transaction_id)}>
          {LABELS.VIEW_TRANSACTION}
        </Button>
        <Button
          size="lg"
          h={64}
          fz="md"
          variant="light"
          data-testid="choice-edit"
          onClick={() => order && onEdit(order.tmp_transaction_id)}
        >
          {LABELS.EDIT_NOTE}
        </Button>
      </SimpleGrid>
    </Modal>
  );
}
