import { Button, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { type Currency, formatMoney } from "@waroeng/domain";
import { notAvailable } from "../../../components/cashier-nav/dialogs.tsx";

interface PayChooserProps {
  opened: boolean;
  total: number;
  currency: Currency;
  onClose: () => void;
  onCash: () => void;
  onEdc: () => void;
}

/** "Bayar": Cash, EDC or LOSTBILL. */
export function PayChooser({ opened, total, currency, onClose, onCash, onEdc }: PayChooserProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={800}>Pilih Metode Pembayaran</Text>} centered size="lg">
      <Stack gap="md">
        <Text ta="center" fz={36} fw={800} c="orange.9" className="tabular" data-testid="pay-total">
          {formatMoney(total, currency)}
        </Text>
        <SimpleGrid cols={3} spacing="sm">
          <Button h={88} fz="xl" color="green" onClick={onCash} data-testid="pay-cash">
            Cash
          </Button>
          <Button h={88} fz="xl" color="blue" onClick={onEdc} data-testid="pay-edc">
            EDC
          </Button>
          <Button h={88} fz="xl" color="gray" variant="light" onClick={notAvailable} data-testid="pay-lostbill">
            LOSTBILL
          </Button>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
