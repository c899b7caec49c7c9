import { Button, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type Currency, formatMoney, MAX_LENGTH, PAY_MSG, SCREEN_MSG, WA_MSG } from "@waroeng/domain";
import { type ReactNode, useState } from "react";
import { ResultModal } from "../../../components/ResultModal.tsx";
import { openReceiptWindow, printReceiptInto } from "../../../components/receiptWindow.ts";
import { useReceiptWa, WaStateNote } from "../../../components/test-wa/useReceiptWa.tsx";

interface ChangeModalProps {
  opened: boolean;
  receiptId: number;
  change: number;
  currency: Currency;
  /** What was paid (nota, total, cash), shown above the change. */
  summary?: ReactNode;
  onDone: () => void;
  /** Non-cash (payment method above 1): the receipt modal, titled Pembayaran Berhasil, without the change. */
  nonCash?: boolean;
  /** Offered before any receipt action: undo a wrong EDC tap (VoidPaymentModal). */
  onVoid?: (() => void) | undefined;
  /** The bill's WhatsApp number (`r_t_nomor_wa`), the Nomor HP field's start. */
  phone?: string;
}

/**
 * "Kembalian": the change, Selesai, and the receipt actions (each usable once): Kirim WA and Cetak &
 * Kirim WA check Nomor HP (payment §5 "Receipt send") and queue the receipt by WhatsApp
 * (useReceiptWa), whose state shows under the buttons.
 */
export function ChangeModal({
  opened,
  receiptId,
  change,
  currency,
  summary,
  onDone,
  nonCash = false,
  onVoid,
  phone: billPhone = "",
}: ChangeModalProps) {
  const [used, setUsed] = useState(false);
  const [phone, setPhone] = useState(billPhone);
  const wa = useReceiptWa();
  const act = (kind: "wa" | "print-wa" | "print") => {
    if (kind !== "print" && !wa.check(phone)) {
      return;
    }
    setUsed(true);
    if (kind !== "wa") {
      void printReceiptInto(openReceiptWindow(), receiptId, 2);
    }
    if (kind !== "print") {
      void wa.send(phone, receiptId);
    }
  };
  return (
    <ResultModal opened={opened} title={nonCash ? PAY_MSG.PAID_TITLE : PAY_MSG.CHANGE}>
      <Stack gap="lg">
        {summary}
        {!nonCash && (
          <Text ta="center" fz={56} fw={800} c="green.8" className="tabular" lh={1.1} data-testid="change-amount">
            {formatMoney(change, currency)}
          </Text>
        )}
        <TextInput
          label={WA_MSG.PHONE_LABEL}
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value.replace(/[^\d.]/g, ""))}
          maxLength={MAX_LENGTH.phone}
          inputMode="tel"
          disabled={used}
          data-testid="receipt-phone"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Button h={52} variant="light" onClick={() => act("wa")} disabled={used} data-testid="receipt-wa">
            {SCREEN_MSG.SEND_WA}
          </Button>
          <Button h={52} variant="light" onClick={() => act("print-wa")} disabled={used} data-testid="receipt-print-wa">
            {SCREEN_MSG.PRINT_SEND_WA}
          </Button>
          <Button h={52} variant="light" onClick={() => act("print")} disabled={used} data-testid="receipt-print">
            {SCREEN_MSG.PRINT}
          </Button>
        </SimpleGrid>
        <WaStateNote wa={wa} />
        <Button size="xl" h={60} color="green" onClick={onDone} data-testid="change-done">
          {SCREEN_MSG.DONE}
        </Button>
        {onVoid && !used && (
          <Button variant="subtle" color="red" onClick={onVoid} data-testid="pay-void">
            {PAY_MSG.VOID_TITLE}
          </Button>
        )}
      </Stack>
    </ResultModal>
  );
}
