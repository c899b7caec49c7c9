/**
 * Tutup Saldo (foundations §2 dialogs, §4 "Close-balance flow", §5 "Close balance"): enter the cash
 * in the drawer, confirm `Saldo akhir senilai {amount}`, post it, open the closing report's print
 * page (or send it to the kasir printer), ask whether to print again, then log out. Amount 0 → Transaksi ditolak! / Nominal Uang Tidak
 * Boleh Kosong; a server refusal → Oops! with its message.
 */
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { CASH_UI, formatMoney, MSG, MSG_TEMPLATES, PRINT_MSG } from "@waroeng/domain";
import { useState } from "react";
import { closeBalance, printClosingReport } from "../../api/cashBook.ts";
import { ApiError } from "../../api/client.ts";
import { useCurrency } from "../../hooks/useOutlet.ts";
import { AmountInput } from "../AmountInput.tsx";
import { alertDialog, notifySuccess } from "../cashier-nav/dialogs.tsx";

/** Asks a yes/no question; resolves true on Ya. */
export function confirmDialog(title: string, body: string, testId: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: <Text fw={700}>{title}</Text>,
      children: <Text data-testid={`${testId}-text`}>{body}</Text>,
      labels: { confirm: CASH_UI.YES, cancel: CASH_UI.NO },
      confirmProps: { "data-testid": `${testId}-yes` },
      cancelProps: { "data-testid": `${testId}-no` },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/**
 * Shows a print request's outcome: the print page in a new window (same tab when a popup is
 * blocked) when the server answered one, else "Dikirim ke printer" when the kasir printer got it.
 */
export function openPrintPage(link: string, printed = false): void {
  if (!link) {
    if (printed) {
      notifySuccess(PRINT_MSG.QUEUED);
    }
    return;
  }
  const w = window.open(link, "_blank");
  if (!w) {
    window.location.assign(link);
  }
}

export function CloseBalanceModal({ opened, onClose, onLoggedOut }: { opened: boolean; onClose: () => void; onLoggedOut: () => void }) {
  const currency = useCurrency();
  const [amount, setAmount] = useState<number | null>(0);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const counted = amount ?? 0;
    if (counted <= 0) {
      alertDialog({ title: MSG.PAYMENT_REJECTED_TITLE, message: MSG.NOMINAL_EMPTY, color: "red" });
      return;
    }
    if (!(await confirmDialog(CASH_UI.CLOSE_BALANCE, MSG_TEMPLATES.closingBalance(formatMoney(counted, currency)), "close-confirm"))) {
      return;
    }
    setBusy(true);
    try {
      const reply = await closeBalance(counted, "close");
      onClose();
      openPrintPage(reply.struct, reply.printed);
      if (await confirmDialog(CASH_UI.CLOSING_REPORT, CASH_UI.PRINT_AGAIN, "close-print-again")) {
        const again = await printClosingReport(reply.cashRecapId);
        openPrintPage(again.struct, again.printed);
      }
      onLoggedOut();
    } catch (e) {
      alertDialog({ title: MSG.OOPS_TITLE, message: e instanceof ApiError ? e.message : MSG.CONNECTION_UNSTABLE });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{CASH_UI.CLOSE_BALANCE}</Text>} centered>
      <Stack>
        <AmountInput
          kind="money"
          label={CASH_UI.CLOSE_AMOUNT}
          value={amount}
          onChange={setAmount}
          data-autofocus
          data-testid="close-amount"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {CASH_UI.CANCEL}
          </Button>
          <Button onClick={() => void submit()} loading={busy} data-testid="close-save">
            {CASH_UI.SAVE}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
