import { Button, Center, Group, Loader, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { APPROVAL_CODE_MAX, type Currency, formatMoney, isQris, nonCashKind, nonCashWords, PAY_MSG } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { listPaymentMethods } from "../../../api/outlet.ts";
import { queryKeys } from "../../../api/queryKeys.ts";
import { PayModal } from "./PayModal.tsx";

interface EdcPayModalProps {
  opened: boolean;
  total: number;
  currency: Currency;
  busy: boolean;
  /** A method already chosen (the platform's default wallet): straight to the confirmation. */
  preselected?: number | null;
  onClose: () => void;
  onPay: (methodId: number, approvalCode: string) => void;
}

/**
 * The non-cash methods of GET /m-payment-method (banks: type transfer; e-wallets) and QRIS when the
 * outlet offers it (rupiah outlets; `names`: every method's name by id, for the tender lists).
 */
export function useNonCashMethods(enabled: boolean) {
  const methods = useQuery({ queryKey: queryKeys.menu.paymentMethods, queryFn: listPaymentMethods, staleTime: 5 * 60_000, enabled });
  const all = methods.data ?? [];
  return {
    ...methods,
    banks: all.filter((m) => m.type === "transfer" || m.type === "ewallet"),
    qris: all.find((m) => isQris(m.m_payment_method_id)) ?? null,
    names: new Map(all.map((m) => [m.m_payment_method_id, m.name])),
  };
}

/**
 * EDC (payment §2.1): one button per bank (Kartu, on the EDC machine) and per e-wallet, in two
 * groups; a tap asks for confirmation before anything is booked, in the words of the method's kind
 * (domain `nonCashWords`: a card's approval on the EDC machine, an e-wallet's payment in its app),
 * with the approval / reference number (optional).
 */
export function EdcPayModal({ opened, total, currency, busy, preselected = null, onClose, onPay }: EdcPayModalProps) {
  const methods = useNonCashMethods(opened);
  const [chosen, setChosen] = useState<number | null>(null);
  const [code, setCode] = useState("");
  useEffect(() => {
    if (opened) {
      setChosen(preselected);
      setCode("");
    }
  }, [opened, preselected]);
  const method = methods.banks.find((m) => m.m_payment_method_id === chosen);
  const words = nonCashWords(nonCashKind(method?.type));
  const groups = [
    { label: PAY_MSG.GROUP_CARD, kind: "card", rows: methods.banks.filter((m) => nonCashKind(m.type) === "card") },
    { label: PAY_MSG.GROUP_EWALLET, kind: "ewallet", rows: methods.banks.filter((m) => nonCashKind(m.type) === "ewallet") },
  ].filter((g) => g.rows.length > 0);
  return (
    <PayModal opened={opened} onClose={onClose} title={chosen && method ? words.title : PAY_MSG.EDC_TITLE} busy={busy}>
      <Stack gap="md">
        <Text ta="center" fz={40} fw={800} c="orange.9" className="tabular" data-testid="edc-total">
          {formatMoney(total, currency)}
        </Text>
        {methods.isPending ? (
          <Center py="md">
            <Loader />
          </Center>
        ) : chosen && method ? (
          <Stack gap="sm" data-testid="edc-confirm">
            <Text ta="center" fz="xl" fw={800} c={method.color || "blue"} data-testid="edc-confirm-method">
              {method.name}
            </Text>
            <Text ta="center" c="dimmed" fz="sm" data-testid="edc-confirm-check">
              {words.check}
            </Text>
            <TextInput
              label={words.reference}
              value={code}
              maxLength={APPROVAL_CODE_MAX}
              onChange={(e) => setCode(e.currentTarget.value)}
              data-testid="edc-approval"
            />
            <Group grow>
              <Button
                h={52}
                variant="default"
                disabled={busy}
                onClick={() => (preselected ? onClose() : setChosen(null))}
                data-testid="edc-back"
              >
                {PAY_MSG.CANCEL}
              </Button>
              <Button
                h={52}
                color="blue"
                loading={busy}
                onClick={() => onPay(method.m_payment_method_id, code.trim())}
                data-testid="edc-confirm-pay"
              >
                {PAY_MSG.CONFIRM}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            {groups.map((g) => (
              <Stack key={g.kind} gap={6} data-testid={`edc-group-${g.kind}`}>
                <Text fw={700} fz="sm" c="dimmed">
                  {g.label}
                </Text>
                <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                  {g.rows.map((m) => (
                    <Button
                      key={m.m_payment_method_id}
                      h={64}
                      fz="md"
                      color={m.color || "blue"}
                      disabled={busy}
                      onClick={() => setChosen(m.m_payment_method_id)}
                      data-testid={`edc-method-${m.m_payment_method_id}`}
                    >
                      {m.name}
                    </Button>
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </PayModal>
  );
}
