/**
 * BAYAR for Bagi rata (payment §4 "Split bill"; docs/API.md "Pay an order", `bagi_rata`): the whole
 * bill paid ONCE — POST /recap-transactions with the order's figures, `bagi_rata` N and a
 * `multipayment` of one tender per share — one Idempotency-Key per attempt (a lost reply is retried
 * with it, never paid twice). The drawer opens when a share is cash. Refusals as payment §8; a stale
 * bill (`Terjadi perubahan data`) reloads.
 */
import { type Currency, isCash, META_CODE, MSG, PAYMENT_METHOD_CASH, SCREEN_MSG, type Totals } from "@waroeng/domain";
import { useRef, useState } from "react";
import { ApiError, newIdempotencyKey } from "../../api/client.ts";
import { openDrawerForPayment, payOrder } from "../../api/payment.ts";
import { alertDialog } from "../../components/cashier-nav/dialogs.tsx";
import { buildPayment } from "../order/payment/buildPayment.ts";
import { useNonCashMethods } from "../order/payment/EdcPayModal.tsx";
import type { EvenPayment } from "./evenPay.ts";
import type { SplitPaid } from "./SplitPayFlow.tsx";

/** Pays Bagi rata; `pay` resolves to what the receipt modal shows, or null after a refusal (already told). */
export function useEvenPay(orderId: number, currency: Currency, onRefused: () => void) {
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const methods = useNonCashMethods(true);
  const name = (id: number) =>
    isCash(id) ? SCREEN_MSG.CASH : (methods.banks.find((m) => m.m_payment_method_id === id)?.name ?? String(id));

  const pay = async (whole: Totals, parts: number, payment: EvenPayment, memberId: string): Promise<SplitPaid | null> => {
    setBusy(true);
    key.current ??= newIdempotencyKey();
    const cash = payment.tenders.some((t) => isCash(t.payment_method));
    const given = payment.tenders.reduce((s, t) => s + t.nominal, 0);
    try {
      const method = cash ? PAYMENT_METHOD_CASH : (payment.tenders[0]?.payment_method ?? PAYMENT_METHOD_CASH);
      const reply = await payOrder(
        { ...buildPayment(orderId, whole, method, given, payment.change, memberId), bagi_rata: parts, multipayment: payment.tenders },
        key.current,
      );
      key.current = null;
      if (cash) {
        openDrawerForPayment().catch(() => undefined);
      }
      return {
        receiptId: reply.rekap_id,
        change: reply.kembalian,
        method,
        total: whole.rounded,
        tenders: payment.tenders.map((t, i) => ({ share: i + 1, name: name(t.payment_method), amount: t.nominal })),
      };
    } catch (e) {
      if (!(e instanceof ApiError) || e.status === 0 || e.status >= 500) {
        // No answer: the same key is sent again on the next tap.
        alertDialog({ title: MSG.SERVER_ERROR_TITLE, message: e instanceof Error ? e.message : MSG.SOME_ERROR, color: "red" });
        return null;
      }
      key.current = null;
      const stale = e.code === META_CODE.DATA_CHANGED;
      alertDialog({
        title: stale ? MSG.OOPS_TITLE : e.title || MSG.SERVER_ERROR_TITLE,
        message: stale ? MSG.DATA_CHANGED : e.message,
        color: stale ? "orange" : "red",
        onClose: onRefused,
      });
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { pay, busy, currency };
}
