import { Button, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { PAY_MSG } from "@waroeng/domain";

interface LainnyaModalProps {
  opened: boolean;
  /** Lost Bill hidden (a platform-paid delivery order). */
  lostBillHidden: boolean;
  /** The bill carries a Tarik Tunai: Lost Bill and Gratis are refused (the server refuses them too). */
  writeOffBlocked: boolean;
  onClose: () => void;
  onVoucher: () => void;
  onPrintBill: () => void;
  onLostBill: () => void;
  onGratis: () => void;
}

/**
 * "Lainnya" (payment §2.1, static in the spec; designed here): KPP/Voucher opens the voucher /
 * discount popup, Print Bill the bill print, Lost Bill and Gratis close the order with 0 received
 * after a reason (both gated by the cashier matrix's lossbill_transaksi on the server).
 */
export function OtherPaymentModal({
  opened,
  lostBillHidden,
  writeOffBlocked,
  onClose,
  onVoucher,
  onPrintBill,
  onLostBill,
  onGratis,
}: LainnyaModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={800}>{PAY_MSG.OTHER}</Text>} centered size="md">
      <SimpleGrid cols={2} spacing="sm">
        <Button
          h={72}
          fz="md"
          variant="light"
          onClick={onVoucher}
          styles={{ label: { whiteSpace: "normal", textAlign: "center" } }}
          data-testid="other-voucher"
        >
          <Stack gap={2} align="center">
            {PAY_MSG.KPP_VOUCHER}
            <Text span fz="xs" fw={500} style={{ whiteSpace: "normal" }} data-testid="other-voucher-hint">
              {PAY_MSG.KPP_HINT}
            </Text>
          </Stack>
        </Button>
        <Button h={72} fz="lg" variant="light" color="gray" onClick={onPrintBill} data-testid="other-printbill">
          {PAY_MSG.PRINT_BILL}
        </Button>
        {!lostBillHidden && (
          <Button h={72} fz="lg" variant="light" color="red" onClick={onLostBill} disabled={writeOffBlocked} data-testid="other-lostbill">
            {PAY_MSG.LOST_BILL}
          </Button>
        )}
        <Button h={72} fz="lg" variant="light" color="teal" onClick={onGratis} disabled={writeOffBlocked} data-testid="other-gratis">
          {PAY_MSG.GRATIS}
        </Button>
      </SimpleGrid>
      {writeOffBlocked && (
        <Text mt="sm" c="red.7" fw={600} data-testid="other-writeoff-blocked">
          {PAY_MSG.WRITE_OFF_WITH_WITHDRAWAL}
        </Text>
      )}
    </Modal>
  );
}
