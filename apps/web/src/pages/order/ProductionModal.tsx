import { Button, Group, Modal, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { LABELS, LINE_STATUS, MSG, PRODUCTION_STATUS } from "@waroeng/domain";
import type { OrderLine } from "../../api/orders.ts";
import { LineName } from "./LineName.tsx";

interface ProductionModalProps {
  opened: boolean;
  lines: OrderLine[];
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * "Pastikan lagi pesanan Sudah Benar!": the unsent lines, or the sent lines again when nothing is
 * unsent (payment §4 production status), then LABELS.ORDER_TO_PRODUCTION_CONFIRM.
 */
export function ProductionModal({ opened, lines, busy, onClose, onConfirm }: ProductionModalProps) {
  const active = lines.filter((l) => l.status === LINE_STATUS.NORMAL);
  const unsent = active.filter((l) => l.production_status !== PRODUCTION_STATUS.SENT);
  const shown = unsent.length > 0 ? unsent : active;
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={800}>{MSG.CONFIRM_PRODUCTION}</Text>} centered size="md">
      <Stack gap="sm">
        {unsent.length === 0 && (
          <Text fz="sm" c="dimmed">
            Semua menu sudah diorder; tiket produksi akan dicetak ulang.
          </Text>
        )}
        <ScrollArea.Autosize mah={360}>
          <Table striped verticalSpacing={8} data-testid="production-list">
            <Table.Tbody>
              {shown.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td w={56} fw={800} className="tabular">
                    {l.qty}x
                  </Table.Td>
                  <Table.Td>
                    <LineName line={l} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" h={44} onClick={onClose}>
            {LABELS.CANCEL}
          </Button>
          <Button h={44} color="teal" loading={busy} onClick={onConfirm} data-testid="production-confirm">
            {LABELS.ORDER_TO_PRODUCTION_CONFIRM}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
