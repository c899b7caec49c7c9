import { Button, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type Currency, formatMoney, LABELS, MSG, PAY_MSG, REFUND_MSG, type RefundTotals } from "@waroeng/domain";
import { useState } from "react";
import { AmountInput } from "../../components/AmountInput.tsx";
import { alertDialog } from "../../components/cashier-nav/dialogs.tsx";
import { ResultModal } from "../../components/ResultModal.tsx";
import { openReceiptWindow, printReceiptInto } from "../../components/receiptWindow.ts";
import { sendReceiptNotified } from "../../components/test-wa/useReceiptWa.tsx";

interface Props {
  opened: boolean;
  totals: RefundTotals;
  currency: Currency;
  /** Posts the refund (POST /transaksi/refund); resolves with the bill's id, rejects with the refusal. */
  post: (opts: { freeExchange: number; phone: string; print: boolean }) => Promise<number>;
  onClose: () => void;
  onDone: () => void;
}

const digitsOnly = (v: string) => v.replace(/\D/g, "");

/**
 * "Pengembalian Dana (Refund)" (payment §2.3, §4 Refund flow, §5 Receipt send, §8): the refund
 * total and its rounding, Free Kembalian, the phone number, and Selesai / Kirim WA / Cetak & Kirim
 * WA / Cetak. Each receipt action posts the refund once (201), then prints (mode 1 when WhatsApp was
 * sent, else 2) and/or sends; Selesai is enabled after the refund is saved. A WhatsApp send happens
 * only with a number that has no dot; under 10 digits is `Warning!` / `Nomor WA Tidak Sesuai`.
 * A refusal shows `Terjadi Kesalahan!` with the server's message and the close button reads Batal.
 */
export function RefundResultModal({ opened, totals, currency, post, onClose, onDone }: Props) {
  const [freeExchange, setFreeExchange] = useState<number | null>(0);
  const [phone, setPhone] = useState("");
  const [busy, setBusy] = useState(false);
  const [savedId, setSavedId] = useState<number | null>(null);

  const act = async (print: boolean, wa: boolean) => {
    if (wa && (!phone || phone.length < 10)) {
      alertDialog({ title: MSG.WARNING_EN_TITLE, message: MSG.PHONE_INVALID });
      return;
    }
    const win = print ? openReceiptWindow() : null;
    setBusy(true);
    try {
      const id = await post({ freeExchange: freeExchange ?? 0, phone, print });
      setSavedId(id);
      if (wa) {
        await sendReceiptNotified(phone, id);
      }
      if (print) {
        await printReceiptInto(win, id, wa ? 1 : 2);
      }
    } catch (error) {
      win?.close();
      alertDialog({ title: MSG.SERVER_ERROR_TITLE, message: error instanceof Error ? error.message : MSG.SOME_ERROR, color: "red" });
    } finally {
      setBusy(false);
    }
  };

  const saved = savedId !== null;
  return (
    <ResultModal opened={opened} title={MSG.REFUND_RESULT_TITLE} data-testid="refund-result">
      <Stack gap="md">
        <Text ta="center" fz={48} fw={800} c="red.8" className="tabular" lh={1.1} data-testid="refund-result-total">
          {formatMoney(totals.rounded, currency)}
        </Text>
        {totals.rounding !== 0 ? (
          <Text ta="center" c="dimmed" fz="sm" className="tabular" data-testid="refund-result-rounding">
            {REFUND_MSG.ROUNDING} {formatMoney(totals.rounding, currency)}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <AmountInput
            kind="money"
            currency={currency}
            label={LABELS.FREE_CHANGE}
            description={PAY_MSG.FREE_CHANGE_HINT}
            value={freeExchange}
            onChange={setFreeExchange}
            disabled={saved}
            size="lg"
            hideControls
            data-testid="refund-free-change"
          />
          <TextInput
            label={REFUND_MSG.PHONE}
            inputMode="numeric"
            autoComplete="tel"
            size="lg"
            value={phone}
            disabled={saved}
            onChange={(e) => setPhone(digitsOnly(e.currentTarget.value))}
            data-testid="refund-phone"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Button h={52} variant="light" loading={busy} disabled={saved} onClick={() => void act(false, true)} data-testid="refund-wa">
            {LABELS.SEND_WA}
          </Button>
          <Button h={52} variant="light" loading={busy} disabled={saved} onClick={() => void act(true, true)} data-testid="refund-print-wa">
            {LABELS.PRINT_AND_SEND_WA}
          </Button>
          <Button h={52} variant="light" loading={busy} disabled={saved} onClick={() => void act(true, false)} data-testid="refund-print">
            {LABELS.PRINT}
          </Button>
        </SimpleGrid>
        <Group grow>
          {!saved && (
            <Button h={52} variant="default" disabled={busy} onClick={onClose} data-testid="refund-result-cancel">
              {LABELS.CANCEL}
            </Button>
          )}
          <Button h={56} color="green" disabled={!saved} onClick={onDone} data-testid="refund-done">
            {LABELS.DONE}
          </Button>
        </Group>
      </Stack>
    </ResultModal>
  );
}
