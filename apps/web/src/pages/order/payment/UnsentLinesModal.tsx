import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { PAY_MSG } from "@waroeng/domain";
import type { OrderLine } from "../../../api/orders.ts";

interface UnsentLinesModalProps {
  /** The counted lines never sent to the kitchen (BELUM DIORDER); empty = closed. */
  lines: OrderLine[];
  onClose: () => void;
  /** Opens the production popup to send them. */
  onSend: () => void;
  /** Pays anyway (items that need no cooking). */
  onPayAnyway: () => void;
}

/** Bayar with BELUM DIORDER lines: lists them; send them to the kitchen, or pay anyway. */
export function UnsentLinesModal({ lines, onClose, onSend, onPayAnyway }: UnsentLinesModalProps) {
  return (
    <Modal opened={lines.length > 0} onClose={onClose} title={<Text fw={800}>{PAY_MSG.UNSENT_TITLE}</Text>} centered size="md">
      <Stack gap="sm" data-testid="unsent-warning">
        <Text>{PAY_MSG.UNSENT_TEXT}</Text>
        <List spacing={4}>
          {lines.map((l) => (
            <List.Item key={l.id}>
              <Text span fw={600}>
                {l.qty}× {l.m_produk_nama}
              </Text>
            </List.Item>
          ))}
        </List>
        <Group grow>
          <Button color="teal" h={48} onClick={onSend} data-testid="unsent-send">
            {PAY_MSG.SEND_TO_KITCHEN}
          </Button>
          <Button variant="default" h={48} onClick={onPayAnyway} data-testid="unsent-pay">
            {PAY_MSG.PAY_ANYWAY}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
