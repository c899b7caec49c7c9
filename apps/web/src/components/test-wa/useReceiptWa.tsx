/**
 * The Kirim WA / Cetak & Kirim WA action of the receipt modals (payment §2.1, §2.2, §5 "Receipt
 * send"): checks the number (no dot and under 10 digits → Warning! Nomor WA Tidak Sesuai, nothing
 * sent; an optional member id / NIK with no dot must be 5 or at least 10 characters), shows
 * "Mengirim Pesan Ke {phone}" for 3 s, calls GET /cashier/cronjob-wa/{number}/{id}, and keeps the
 * send's state (sent, queued, failed, not configured) for `WaStateNote`.
 */
import { Alert } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { assertReceiptContact, DomainError, MSG, MSG_TEMPLATES, TIMING_MS, WA_MSG, waDigits } from "@waroeng/domain";
import { useCallback, useState } from "react";
import { sendReceiptWa, type WaSend } from "../../api/receipts.ts";
import { alertDialog, notifyProgress } from "../cashier-nav/dialogs.tsx";
import { waStateColor } from "./TestWaModal.tsx";

export interface ReceiptWa {
  /** The send's outcome once answered. */
  result: WaSend | null;
  error: string;
  /** True when the fields pass payment §5; otherwise the warning was shown. */
  check: (phone: string, memberId?: string) => boolean;
  /** Queues the receipt of `receiptId` to `phone` (already checked). */
  send: (phone: string, receiptId: number) => Promise<void>;
  reset: () => void;
}

export function useReceiptWa(): ReceiptWa {
  const [result, setResult] = useState<WaSend | null>(null);
  const [error, setError] = useState("");
  const check = useCallback((phone: string, memberId = "") => {
    try {
      assertReceiptContact(phone, memberId);
      return true;
    } catch (e) {
      if (e instanceof DomainError) {
        alertDialog({ title: e.title ?? MSG.OOPS_TITLE, message: e.message });
        return false;
      }
      throw e;
    }
  }, []);
  const send = useCallback(async (phone: string, receiptId: number) => {
    const digits = waDigits(phone);
    if (!digits) {
      return;
    }
    notifyProgress(MSG_TEMPLATES.sendingTo(phone.trim()), TIMING_MS.whatsappDialog);
    setError("");
    try {
      setResult(await sendReceiptWa(digits, receiptId));
    } catch (e) {
      setError(e instanceof Error ? e.message : MSG.SOME_ERROR);
    }
  }, []);
  const reset = useCallback(() => {
    setResult(null);
    setError("");
  }, []);
  return { result, error, check, send, reset };
}

/** The state of the receipt's WhatsApp send under the modal's buttons. */
export function WaStateNote({ wa, testId = "receipt-wa-state" }: { wa: ReceiptWa; testId?: string }) {
  if (wa.error) {
    return (
      <Alert color="red" data-testid={testId} data-state="error">
        {wa.error}
      </Alert>
    );
  }
  if (!wa.result) {
    return null;
  }
  return (
    <Alert color={waStateColor(wa.result.state)} data-testid={testId} data-state={wa.result.state}>
      {WA_MSG.SENT_TO(wa.result.nomor_wa, wa.result.state_text)}
    </Alert>
  );
}

/**
 * Sends the receipt of `receiptId` to `phone` from a screen that closes at once (History's Kirim
 * Struk Digital, the refund's Kirim WA): "Mengirim Pesan Ke {phone}" for 3 s, then the send's state
 * (sent, queued, failed, not configured) or the refusal as a notification. Nothing when `phone`
 * has no digits.
 */
export async function sendReceiptNotified(phone: string, receiptId: number): Promise<void> {
  const digits = waDigits(phone);
  if (!digits) {
    return;
  }
  notifyProgress(MSG_TEMPLATES.sendingTo(phone.trim()), TIMING_MS.whatsappDialog);
  try {
    const sent = await sendReceiptWa(digits, receiptId);
    notifications.show({ message: WA_MSG.SENT_TO(sent.nomor_wa, sent.state_text), color: waStateColor(sent.state) });
  } catch (e) {
    notifications.show({ message: e instanceof Error ? e.message : MSG.SOME_ERROR, color: "red" });
  }
}
