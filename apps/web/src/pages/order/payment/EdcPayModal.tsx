import { Button, Center, Loader, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type Currency, formatMoney } from "@waroeng/domain";
import { listPaymentMethods } from "../../../api/outlet.ts";

interface EdcPayModalProps {
  opened: boolean;
  total: number;
  currency: Currency;
  busy: boolean;
  onClose: () => void;
  onPay: (methodId: number) => void;
}

/** EDC: one button per bank / e-wallet (GET /m-payment-method, type transfer or ewallet). */
export function EdcPayModal({ opened, total, currency, busy, onClose, onPay }: EdcPayModalProps) {
  const methods = useQuery({ queryKey: ["m-payment-method"], queryFn: listPaymentMethods, staleTime: 5 * 60_000, enabled: opened });
  const banks = (methods.data ?? []).filter((m) => m.type === "transfer" || m.type === "ewallet");
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={800}>Pembayaran EDC</Text>} centered size="lg" closeOnClickOutside={!busy}>
      <Stack gap="md">
        <Text ta="center" fz={40} fw={800} c="orange.9" className="tabular" data-testid="edc-total">
          {formatMoney(total, currency)}
        </Text>
        {methods.isPending ? (
          <Center py="md">
            <Loader />
          </Center>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {banks.map((m) => (
              <Button
                key={m.m_payment_method_id}
                h={64}
                fz="md"
                color={m.color || "blue"}
                disabled={busy}
                onClick={() => onPay(m.m_payment_method_id)}
                data-testid={`edc-method-${m.m_payment_method_id}`}
              >
                {m.name}
              </Button>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}
