/**
 * Paying the split bill (payment §2.2 "It embeds the payment popup", §4 Pay flow and "Split bill"):
 * Bayar → Cash | EDC | QRIS (the order screen's popups; QRIS's charge carries this attempt's `splitId`) → POST /recap-transactions with the split fields.
 * One `splitId` per BAYAR: a retry of the same attempt (lost reply, double tap) gets the first
 * result back from the server, never a second payment. Refusals as payment §8; a stale split
 * (`Terjadi perubahan data`) reloads the order and empties the split bill.
 */
import {
  type Currency,
  computeChange,
  isCash,
  META_CODE,
  MSG,
  money,
  PAYMENT_METHOD,
  PAYMENT_METHOD_CASH,
  type Totals,
} from "@waroeng/domain";
import { useRef, useState } from "react";
import { ApiError, newIdempotencyKey } from "../../api/client.ts";
import { openDrawerForPayment } from "../../api/payment.ts";
import { paySplit, type SplitMenuLine } from "../../api/split.ts";
import { alertDialog } from "../../components/cashier-nav/dialogs.tsx";
import { buildPayment } from "../order/payment/buildPayment.ts";
import { CashPayModal } from "../order/payment/CashPayModal.tsx";
import { EdcPayModal, useNonCashMethods } from "../order/payment/EdcPayModal.tsx";
import { PayChooser } from "../order/payment/PayChooser.tsx";
import { QrisPayModal } from "../order/payment/QrisPayModal.tsx";

export type SplitPayStage = "closed" | "choose" | "cash" | "edc" | "qris";

/** What a paid split hands to the receipt modal. */
export interface SplitPaid {
  receiptId: number;
  change: number;
  method: number;
  total: number;
  /** Bagi rata: each share's tender (method name, what was handed over), listed on the receipt modal. */
  tenders?: Array<{ share: number; name: string; amount: number }>;
}

interface SplitPayFlowProps {
  orderId: number;
  noteNumber: string;
  menu: SplitMenuLine[];
  totals: Totals;
  currency: Currency;
  memberId: string;
  voucherCode: string;
  stage: SplitPayStage;
  setStage: (stage: SplitPayStage) => void;
  onPaid: (paid: SplitPaid) => void;
  /** A refusal: reload the order (and, for a stale split, empty the split bill). */
  onRefused: (stale: boolean) => void;
}

export function SplitPayFlow(p: SplitPayFlowProps) {
  const [busy, setBusy] = useState(false);
  const methods = useNonCashMethods(p.stage !== "closed");
  // The attempt's id: made when BAYAR opens the chooser, kept for retries, dropped once settled.
  const splitId = useRef<string | null>(null);
  if (p.stage === "choose" && splitId.current === null) {
    splitId.current = newIdempotencyKey();
  }

  const pay = async (method: number, paid: number, approvalCode = "", qrisOrderId = "") => {
    setBusy(true);
    try {
      const change = isCash(method) ? computeChange(money(paid), p.totals.rounded) : 0;
      const reply = await paySplit({
        ...buildPayment(p.orderId, p.totals, method, paid, change, p.memberId, p.voucherCode),
        ...(approvalCode ? { approval_code: approvalCode } : {}),
        ...(qrisOrderId ? { qris_order_id: qrisOrderId } : {}),
        nota_number: p.noteNumber,
        split_menu: p.menu,
        splitId: splitId.current ?? newIdempotencyKey(),
      });
      splitId.current = null;
      if (isCash(method)) {
        openDrawerForPayment().catch(() => undefined);
      }
      p.setStage("closed");
      p.onPaid({ receiptId: reply.rekap_id, change: reply.kembalian, method, total: p.totals.rounded });
    } catch (e) {
      if (!(e instanceof ApiError) || e.status === 0 || e.status >= 500) {
        // No answer: the same splitId is sent again on the next tap.
        alertDialog({ title: MSG.SERVER_ERROR_TITLE, message: e instanceof Error ? e.message : MSG.SOME_ERROR, color: "red" });
        return;
      }
      splitId.current = null;
      p.setStage("closed");
      const stale = e.code === META_CODE.DATA_CHANGED;
      alertDialog({
        title: stale ? MSG.OOPS_TITLE : e.title || MSG.SERVER_ERROR_TITLE,
        message: stale ? MSG.DATA_CHANGED : e.message,
        color: stale ? "orange" : "red",
        onClose: () => p.onRefused(stale),
      });
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    if (!busy) {
      p.setStage("closed");
    }
  };

  return (
    <>
      <PayChooser
        opened={p.stage === "choose"}
        total={p.totals.rounded}
        currency={p.currency}
        onClose={close}
        onCash={() => p.setStage("cash")}
        onEdc={() => p.setStage("edc")}
        {...(methods.qris ? { onQris: () => p.setStage("qris") } : {})}
      />
      <QrisPayModal
        opened={p.stage === "qris"}
        transactionId={p.orderId}
        total={p.totals.rounded}
        currency={p.currency}
        busy={busy}
        splitId={splitId.current ?? undefined}
        onClose={close}
        onPay={(charge) => void pay(PAYMENT_METHOD.QRIS, p.totals.rounded, "", charge.order_id)}
      />
      <CashPayModal
        opened={p.stage === "cash"}
        total={p.totals.rounded}
        currency={p.currency}
        busy={busy}
        onClose={close}
        onPay={(paid) => void pay(PAYMENT_METHOD_CASH, paid)}
      />
      <EdcPayModal
        opened={p.stage === "edc"}
        total={p.totals.rounded}
        currency={p.currency}
        busy={busy}
        onClose={close}
        onPay={(id, approvalCode) => void pay(id, p.totals.rounded, approvalCode)}
      />
    </>
  );
}
