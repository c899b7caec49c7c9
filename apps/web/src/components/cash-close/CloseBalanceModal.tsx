/**
 * Tutup Saldo (foundations §2 dialogs, §4 "Close-balance flow", §5 "Close balance"), in steps:
 * 1. the unpaid orders still open at the outlet, if any (OpenOrdersStep: settle them, or close
 *    anyway — a kasir or wbd with a kacab's approval); 2. the cash in the drawer (0 → Transaksi
 *    ditolak! / Nominal Uang Tidak Boleh Kosong); 3. the recap on screen (expected cash by source,
 *    counted, selisih: CloseRecap); then the spec's confirmation `Saldo akhir senilai {amount}`,
 *    the post, the closing report's print page (or the kasir printer), "Cetak laporan lagi?" and
 *    log out. A server refusal → Oops! with its message (an order opened meanwhile: back to step 1).
 */
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useQuery } from "@tanstack/react-query";
import { CASH_UI, formatMoney, MSG, MSG_TEMPLATES, PRINT_MSG } from "@waroeng/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { approve } from "../../api/access.ts";
import { closeBalance, fetchCloseCheck, printClosingReport } from "../../api/cashBook.ts";
import { ApiError } from "../../api/client.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { useCurrency, useOutletInfo } from "../../hooks/useOutlet.ts";
import { AmountInput } from "../AmountInput.tsx";
import { alertDialog, notifySuccess } from "../cashier-nav/dialogs.tsx";
import { CloseRecap } from "./CloseRecap.tsx";
import { OpenOrdersStep } from "./OpenOrdersStep.tsx";

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

type Step = "orders" | "count" | "recap";

export function CloseBalanceModal({ opened, onClose, onLoggedOut }: { opened: boolean; onClose: () => void; onLoggedOut: () => void }) {
  const currency = useCurrency();
  const outlet = useOutletInfo();
  const navigate = useNavigate();
  const check = useQuery({ queryKey: queryKeys.cash.closeCheck, queryFn: fetchCloseCheck, retry: false, gcTime: 0 });
  const [amount, setAmount] = useState<number | null>(0);
  const [busy, setBusy] = useState(false);
  /** Chosen "close anyway" (with the kacab's approval id when one was needed); null: not chosen. */
  const [anyway, setAnyway] = useState<{ approval?: number } | null>(null);
  const [stepChosen, setStep] = useState<Step | null>(null);
  const hasOpenOrders = (check.data?.open_orders.length ?? 0) > 0;
  const step: Step = stepChosen ?? (hasOpenOrders && !anyway ? "orders" : "count");

  const settle = (orderId?: number) => {
    onClose();
    void navigate(orderId ? `/order/${orderId}` : "/dashboard");
  };

  const closeAnyway = async (approver?: { email: string; password: string }) => {
    if (!approver) {
      setAnyway({});
      setStep("count");
      return;
    }
    setBusy(true);
    try {
      const approval = await approve(outlet.data?.m_w_id ?? 0, approver.email.trim(), approver.password);
      setAnyway({ approval });
      setStep("count");
    } catch (e) {
      alertDialog({ title: MSG.OOPS_TITLE, message: e instanceof ApiError ? e.message : MSG.CONNECTION_UNSTABLE });
    } finally {
      setBusy(false);
    }
  };

  const toRecap = async () => {
    if ((amount ?? 0) <= 0) {
      alertDialog({ title: MSG.PAYMENT_REJECTED_TITLE, message: MSG.NOMINAL_EMPTY, color: "red" });
      return;
    }
    await check.refetch();
    setStep("recap");
  };

  const submit = async () => {
    const counted = amount ?? 0;
    if (!(await confirmDialog(CASH_UI.CLOSE_BALANCE, MSG_TEMPLATES.closingBalance(formatMoney(counted, currency)), "close-confirm"))) {
      return;
    }
    setBusy(true);
    try {
      const reply = await closeBalance(counted, "close", anyway ?? undefined);
      onClose();
      openPrintPage(reply.struct, reply.printed);
      if (await confirmDialog(CASH_UI.CLOSING_REPORT, CASH_UI.PRINT_AGAIN, "close-print-again")) {
        const again = await printClosingReport(reply.cashRecapId);
        openPrintPage(again.struct, again.printed);
      }
      onLoggedOut();
    } catch (e) {
      alertDialog({ title: MSG.OOPS_TITLE, message: e instanceof ApiError ? e.message : MSG.CONNECTION_UNSTABLE });
      // An order opened (or an approval spent) meanwhile: show the orders again.
      setAnyway(null);
      setStep(null);
      void check.refetch();
    } finally {
      setBusy(false);
    }
  };

  const title = step === "recap" ? CASH_UI.CLOSE_RECAP : CASH_UI.CLOSE_BALANCE;
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{title}</Text>} centered size={step === "orders" ? "lg" : "md"}>
      {check.error ? (
        <Alert color="orange" title={MSG.OOPS_TITLE} data-testid="close-error">
          {check.error instanceof ApiError ? check.error.message : MSG.CONNECTION_UNSTABLE}
        </Alert>
      ) : !check.data ? (
        <Center py="lg">
          <Loader />
        </Center>
      ) : step === "orders" ? (
        <OpenOrdersStep check={check.data} onSettle={settle} onCloseAnyway={(a) => void closeAnyway(a)} busy={busy} />
      ) : step === "count" ? (
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
            <Button variant="default" h={44} onClick={onClose}>
              {CASH_UI.CANCEL}
            </Button>
            <Button h={44} onClick={() => void toRecap()} loading={check.isFetching} data-testid="close-next">
              {CASH_UI.NEXT}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <CloseRecap recap={check.data.reconciliation} counted={amount ?? 0} />
          <Group justify="space-between">
            <Button variant="default" h={44} onClick={() => setStep("count")} data-testid="close-back">
              {CASH_UI.BACK}
            </Button>
            <Button h={44} color="orange" onClick={() => void submit()} loading={busy} data-testid="close-save">
              {CASH_UI.CLOSE_AND_PRINT}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
