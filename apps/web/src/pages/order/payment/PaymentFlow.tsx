/**
 * The pay flow of the order screen (payment §2.1, §4 Pay flow, §5 cash, §8): Bayar → Cash | EDC →
 * POST /recap-transactions → Kembalian. The order is reloaded first; a changed subtotal stops it.
 * The step lives in the URL (OrderPage); once paid, `onPaid(rekapId)` hands over to PaidStep,
 * which shows the change from the stored payment. When the order's live event (closed) arrives
 * before the reply, the screen already shows that payment's Kembalian and this flow is gone: the
 * late reply then changes nothing (a stale `onPaid` would navigate from wherever the cashier went).
 */

import { useQueryClient } from "@tanstack/react-query";
import { type Currency, computeChange, isCash, META_CODE, MSG, money, PAYMENT_METHOD_CASH, type Totals } from "@waroeng/domain";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../../api/client.ts";
import { getOrderDetail } from "../../../api/orders.ts";
import { openDrawerForPayment, payOrder } from "../../../api/payment.ts";
import { alertDialog } from "../../../components/cashier-nav/dialogs.tsx";
import { orderKeys } from "../useOrder.ts";
import { buildPayment } from "./buildPayment.ts";
import { CashPayModal } from "./CashPayModal.tsx";
import { EdcPayModal } from "./EdcPayModal.tsx";
import { PayChooser } from "./PayChooser.tsx";

type Stage = "closed" | "choose" | "cash" | "edc";

interface PaymentFlowProps {
  transactionId: string;
  totals: Totals;
  currency: Currency;
  stage: Stage;
  setStage: (stage: Stage) => void;
  /** Called once the order is paid, with the closed transaction's id (`rekap_id`). */
  onPaid: (rekapId: number) => void;
  reload: () => Promise<void>;
  /** The NIK/ID Member typed on the order screen ("" when none). */
  memberId?: string;
  /** The voucher code behind `totals.voucher` ("" when none): spent by the payment. */
  voucherCode?: string;
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
}: PaymentFlowProps) {
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
      queryKey: orderKeys.detail(transactionId),
      queryFn: () => getOrderDetail(transactionId),
      staleTime: 0,
    });
    const subtotal = fresh.totals?.subtotal ?? fresh.lines.filter((l) => l.status === 0).reduce((s, l) => s + l.nominal, 0);
    return subtotal === totals.subtotal;
  };

  const pay = async (method: number, paid: number) => {
    setBusy(true);
    try {
      if (!(await unchanged())) {
        dataChanged();
        return;
      }
      const change = isCash(method) ? computeChange(money(paid), totals.rounded) : 0;
      const reply = await payOrder(buildPayment(Number(transactionId), totals, method, paid, change, memberId, voucherCode));
      if (isCash(method)) {
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
        onClose={close}
        onCash={() => setStage("cash")}
        onEdc={() => setStage("edc")}
      />
      <CashPayModal
        opened={stage === "cash"}
        total={totals.rounded}
        currency={currency}
        busy={busy}
        onClose={close}
        onPay={(paid) => void pay(PAYMENT_METHOD_CASH, paid)}
      />
      <EdcPayModal
        opened={stage === "edc"}
        total={totals.rounded}
        currency={currency}
        busy={busy}
        onClose={close}
        onPay={(id) => void pay(id, totals.rounded)}
      />
    </>
  );
}
