/**
 * The pay flow of the order screen (payment §2.1, §4 Pay flow, §5 cash, §8): Bayar → Cash | EDC
 * (confirmation, approval number) | QRIS (its QR with the amount, "Sudah diterima") | the platform's wallet | LOSTBILL | Multipayment | Lainnya
 * (KPP/Voucher, Print Bill, Lost Bill, Gratis) → POST /recap-transactions (one Idempotency-Key per
 * attempt) → Kembalian / receipt. The order is reloaded first; a changed subtotal stops it.
 * The step lives in the URL (OrderPage); once paid, `onPaid(receiptId)` hands over to PaidStep,
 * which shows the change from the stored payment. When the order's live event (closed) arrives
 * before the reply, the screen already shows that payment's Kembalian and this flow is gone: the
 * late reply then changes nothing (a stale `onPaid` would navigate from wherever the cashier went).
 */

import { useQueryClient } from "@tanstack/react-query";
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
  vendorPayment,
} from "@waroeng/domain";
import { useEffect, useRef, useState } from "react";
import { ApiError, assertOnlineForMoney } from "../../../api/client.ts";
import { getOrderDetail } from "../../../api/orders.ts";
import { openDrawerForPayment, type PaymentPayload, payOrder } from "../../../api/payment.ts";
import { queryKeys } from "../../../api/queryKeys.ts";
import { alertDialog } from "../../../components/cashier-nav/dialogs.tsx";
import { printOrderSlip } from "../printOrder.ts";
import { buildPayment } from "./buildPayment.ts";
import { CashPayModal } from "./CashPayModal.tsx";
import { EdcPayModal, useNonCashMethods } from "./EdcPayModal.tsx";
import { OtherPaymentModal } from "./OtherPaymentModal.tsx";
import { PayChooser } from "./PayChooser.tsx";
import { QrisPayModal } from "./QrisPayModal.tsx";
import { SplitTenderModal } from "./SplitTenderModal.tsx";
import { WriteOffModal } from "./WriteOffModal.tsx";

type Stage = "closed" | "choose" | "cash" | "edc" | "qris" | "default" | "multi" | "other" | "lostbill" | "gratis";

/** What the form adds beyond the totals for each way of paying. */
type PayExtra = Pick<PaymentPayload, "multipayment" | "approval_code" | "keterangan" | "qris_order_id">;

interface PaymentFlowProps {
  transactionId: string;
  totals: Totals;
  currency: Currency;
  stage: Stage;
  setStage: (stage: Stage) => void;
  /** Called once the order is paid, with the closed transaction's id (`rekap_id`). */
  onPaid: (receiptId: number) => void;
  reload: () => Promise<void>;
  /** The NIK/ID Member typed on the order screen ("" when none). */
  memberId?: string;
  /** The voucher code behind `totals.voucher` ("" when none): spent by the payment. */
  voucherCode?: string;
  /** The order's transaction type name (`m_t_t_name`): a delivery platform's wallet is the default. */
  vendorName?: string;
  /** KPP/Voucher of Lainnya: opens the voucher / discount popup. */
  onVoucher?: () => void;
}

export type { Stage as PaymentStage };

export function PaymentFlow({
  transactionId,
  totals,
  currency,
  stage,
  setStage,
  onPaid,
  reload,
  memberId = "",
  voucherCode = "",
  vendorName = "",
  onVoucher,
}: PaymentFlowProps) {
  const vendor = vendorPayment(vendorName);
  const methods = useNonCashMethods(stage !== "closed");
  const defaultMethod = methods.banks.find((m) => m.m_payment_method_id === vendor.defaultMethodId);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const dataChanged = () => {
    setStage("closed");
    alertDialog({ title: MSG.OOPS_TITLE, message: MSG.DATA_CHANGED, onClose: () => void reload() });
  };

  /** Reloads the lines; false (and the message) when the server's subtotal moved. */
  const unchanged = async (): Promise<boolean> => {
    const fresh = await queryClient.fetchQuery({
      queryKey: queryKeys.orders.lines(transactionId),
      queryFn: () => getOrderDetail(transactionId),
      staleTime: 0,
    });
    const subtotal = fresh.totals?.subtotal ?? fresh.lines.filter((l) => l.status === 0).reduce((s, l) => s + l.nominal, 0);
    return subtotal === totals.subtotal;
  };

  const pay = async (method: number, paid: number, extra: PayExtra = {}) => {
    setBusy(true);
    try {
      assertOnlineForMoney(); // never queued, refused at once offline; the re-read below would wait for the network
      if (!(await unchanged())) {
        dataChanged();
        return;
      }
      const change = isCash(method) && !extra.multipayment ? computeChange(money(paid), totals.rounded) : 0;
      const form = { ...buildPayment(Number(transactionId), totals, method, paid, change, memberId, voucherCode), ...extra };
      const reply = await payOrder(form);
      // The drawer opens only when cash went in (payment §4).
      if (isCash(method) || extra.multipayment?.some((t) => isCash(t.payment_method))) {
        openDrawerForPayment().catch(() => undefined);
      }
      if (mounted.current) {
        onPaid(reply.rekap_id);
      }
    } catch (e) {
      if (e instanceof ApiError && e.code === META_CODE.DATA_CHANGED) {
        dataChanged();
        return;
      }
      alertDialog({
        title: (e instanceof ApiError && e.title) || MSG.SERVER_ERROR_TITLE,
        message: e instanceof Error ? e.message : MSG.SOME_ERROR,
        color: "red",
        onClose: () => {
          setStage("closed");
          void reload();
        },
      });
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    if (!busy) {
      setStage("closed");
    }
  };

  return (
    <>
      <PayChooser
        opened={stage === "choose"}
        total={totals.rounded}
        currency={currency}
        defaultMethod={defaultMethod ? { id: defaultMethod.m_payment_method_id, name: defaultMethod.name } : null}
        lostBillHidden={vendor.lostBillHidden}
        writeOffBlocked={totals.cashWithdrawal > 0}
        onClose={close}
        onCash={() => setStage("cash")}
        onEdc={() => setStage("edc")}
        {...(methods.qris ? { onQris: () => setStage("qris") } : {})}
        onDefault={() => setStage("default")}
        onLostBill={() => setStage("lostbill")}
        onOther={() => setStage("other")}
        onMulti={() => setStage("multi")}
      />
      <OtherPaymentModal
        opened={stage === "other"}
        lostBillHidden={vendor.lostBillHidden}
        writeOffBlocked={totals.cashWithdrawal > 0}
        onClose={close}
        onVoucher={() => {
          setStage("closed");
          onVoucher?.();
        }}
        onPrintBill={() => {
          setStage("closed");
          void printOrderSlip("PRINTBILL", Number(transactionId));
        }}
        onLostBill={() => setStage("lostbill")}
        onGratis={() => setStage("gratis")}
      />
      <WriteOffModal
        kind={stage === "lostbill" || stage === "gratis" ? stage : null}
        total={totals.rounded}
        currency={currency}
        busy={busy}
        onClose={close}
        onConfirm={(reason) => void pay(stage === "gratis" ? PAYMENT_METHOD.GRATIS : PAYMENT_METHOD.LOST_BILL, 0, { keterangan: reason })}
      />
      <SplitTenderModal
        opened={stage === "multi"}
        total={totals.rounded}
        currency={currency}
        busy={busy}
        onClose={close}
        onPay={(tenders) => {
          const given = tenders.reduce((s, t) => s + t.nominal, 0);
          const cash = tenders.some((t) => isCash(t.payment_method));
          void pay(cash ? PAYMENT_METHOD_CASH : (tenders[0]?.payment_method ?? PAYMENT_METHOD_CASH), given, { multipayment: tenders });
        }}
      />
      <CashPayModal
        opened={stage === "cash"}
        total={totals.rounded}
        currency={currency}
        busy={busy}
        onClose={close}
        onPay={(paid) => void pay(PAYMENT_METHOD_CASH, paid)}
      />
      <QrisPayModal
        opened={stage === "qris"}
        transactionId={Number(transactionId)}
        total={totals.rounded}
        currency={currency}
        busy={busy}
        onClose={close}
        onPay={(charge) => void pay(PAYMENT_METHOD.QRIS, totals.rounded, { qris_order_id: charge.order_id })}
        onPaidByGateway={(rekapId) => mounted.current && onPaid(rekapId)}
      />
      <EdcPayModal
        opened={stage === "edc" || stage === "default"}
        preselected={stage === "default" ? vendor.defaultMethodId : null}
        total={totals.rounded}
        currency={currency}
        busy={busy}
        onClose={close}
        onPay={(id, approvalCode) => void pay(id, totals.rounded, approvalCode ? { approval_code: approvalCode } : {})}
      />
    </>
  );
}
