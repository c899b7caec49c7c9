/**
 * How a payment is received (payment spec §2.1, §4, §9): cash, one non-cash method (EDC
 * bank or e-wallet, with its approval number), a write-off (Lost Bill, Gratis: 0 received) or a
 * multipayment (several tenders, change only from cash). Pure: the service loads and stores.
 */
import {
  DomainError,
  evenShares,
  isCash,
  isWriteOff,
  META_CODE,
  MSG,
  money,
  PAYMENT_METHOD,
  settleShares,
  settleTenders,
} from "@waroeng/domain";
import { ApiError } from "../../lib/http.ts";
import {
  applyExtras,
  type ClientFigures,
  FREE_CHANGE_TOO_BIG,
  type OrderMoney,
  type Settlement,
  sameFigures,
  settlePayment,
} from "./payment.rules.ts";

/** A tender row to store (rekap_transaksi_payment), minor units. */
export interface TenderRow {
  paymentMethodId: number;
  /** What it pays of the bill (cash: net of the change). */
  amount: number;
  /** What was handed over. */
  tendered: number;
  approvalCode: string;
  /** The Bagi rata share it paid (1…N), absent otherwise. */
  share?: number;
}

/** The settled payment with its method (rekap's `r_t_m_payment_method_id`) and its tenders. */
export interface Received {
  settlement: Settlement;
  /** Stored on the closed transaction: the method; for a multipayment cash when part of it, else the first tender's. */
  methodId: number;
  tenders: TenderRow[];
}

/** What the form says about how it is paid. */
export interface HowPaid {
  paymentMethod: number;
  approvalCode: string;
  multipayment?: Array<{ payment_method: number; nominal: number }> | undefined;
  /** Bagi rata's N: `multipayment` is one tender per share, in share order (the service checked N). */
  evenParts?: number | undefined;
}

function asApiError(err: unknown): never {
  if (err instanceof DomainError) {
    throw new ApiError(422, err.message, err.title ? { title: err.title } : {});
  }
  throw err;
}

function checkedTotals(order: OrderMoney, client: ClientFigures) {
  const totals = applyExtras(order, client);
  if (!sameFigures(totals, client)) {
    throw new ApiError(409, MSG.DATA_CHANGED, { code: META_CODE.DATA_CHANGED });
  }
  return totals;
}

/**
 * Settles the payment by how it is paid:
 * - multipayment (`multipayment` sent): the domain's `settleTenders` against the rounded total;
 *   `free_exchange` at most the change; with `evenParts` (Bagi rata) the domain's `settleShares`
 *   against `evenShares(totals, N)` instead: tender i pays share i, a method may pay several;
 * - a write-off (Lost Bill 9, Gratis 10): 0 received, no change, `free_exchange` 0, no tender row;
 * - cash or one non-cash method: `settlePayment`; one tender row (the approval number kept for non-cash).
 * The figures are compared with the server's first in every case (409 `Terjadi perubahan data`).
 * @throws ApiError as `settlePayment`, and 422 with the multipayment's messages (PAY_MSG) or
 *   `Nominal Pembayaran Kurang`.
 */
export function receive(order: OrderMoney, client: ClientFigures, how: HowPaid): Received {
  if (how.multipayment !== undefined) {
    const totals = checkedTotals(order, client);
    let settled: ReturnType<typeof settleTenders>;
    const given = how.multipayment.map((t) => ({ methodId: t.payment_method, amount: t.nominal }));
    try {
      settled = how.evenParts ? settleShares(evenShares(totals, how.evenParts), given) : settleTenders(given, totals.rounded);
    } catch (err) {
      asApiError(err);
    }
    if (client.freeChange > settled.change) {
      throw new ApiError(422, FREE_CHANGE_TOO_BIG);
    }
    const methodId = settled.tenders.some((t) => isCash(t.methodId))
      ? PAYMENT_METHOD.CASH
      : (settled.tenders[0]?.methodId ?? PAYMENT_METHOD.CASH);
    return {
      settlement: { totals, tendered: settled.tendered, change: settled.change, freeChange: money(client.freeChange) },
      methodId,
      tenders: settled.tenders.map((t, i) => ({
        paymentMethodId: t.methodId,
        amount: t.applied,
        tendered: t.amount,
        approvalCode: "",
        ...(how.evenParts ? { share: i + 1 } : {}),
      })),
    };
  }
  if (isWriteOff(how.paymentMethod)) {
    const totals = checkedTotals(order, client);
    if (client.freeChange !== 0) {
      throw new ApiError(422, FREE_CHANGE_TOO_BIG);
    }
    return { settlement: { totals, tendered: money(0), change: money(0), freeChange: money(0) }, methodId: how.paymentMethod, tenders: [] };
  }
  let settlement: Settlement;
  try {
    settlement = settlePayment(order, client);
  } catch (err) {
    asApiError(err);
  }
  const cash = isCash(how.paymentMethod);
  return {
    settlement,
    methodId: how.paymentMethod,
    tenders: [
      {
        paymentMethodId: how.paymentMethod,
        amount: settlement.totals.rounded,
        tendered: cash ? settlement.tendered : settlement.totals.rounded,
        approvalCode: cash ? "" : how.approvalCode,
      },
    ],
  };
}
