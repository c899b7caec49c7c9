/**
 * Paying an order (payment spec §4 Pay flow, §5 cash payment, §7 POST /recap-transactions, §9)
 * and opening the drawer for a payment (GET /open-laci/payment).
 */
import { API_MSG, currencyFromOutlet, FIELD_MSG, isCash, ORDER_STATUS } from "@waroeng/domain";
import type { Db } from "../../db/client.ts";
import { drawerOpenings } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { findOpenCashSession } from "../cash/cash.service.ts";
import { loadOrderLines, toTotalsLine } from "../orders/order-totals.ts";
import { uniqueViolation } from "../orders/order-tx.ts";
import { spendVoucher } from "../orders/voucher.service.ts";
import { lockOrderForPayment } from "./payment.order.ts";
import { type ClientFigures, settlePayment } from "./payment.rules.ts";
import type { PayBody } from "./payment.schemas.ts";
import { recordPayment } from "./payment.store.ts";

/** Payment refusals the spec names. */
export const ALREADY_PAID = API_MSG.ALREADY_PAID;
export const NO_OPENING_CASH = API_MSG.NO_OPENING_CASH;

/** The unique index that makes a second rekap_transaksi of one order impossible. */
const PAID_ONCE_INDEX = "rekap_transaksi_order_uq";

/** The result of a payment: ids and the change (kembalian) in minor units. */
export interface PaidOrder {
  rekapId: number;
  transactionTypeId: number;
  change: number;
}

/**
 * Pays an open order in ONE transaction: lock the order, check it is open and unpaid, require the
 * cashier's open cash session, recompute every total from the lines with the client's discount,
 * voucher and cash withdrawal, compare them with the client's, settle cash or non-cash, then store
 * the closed transaction with its lines, close the order and free its tables.
 *
 * @param body - the POST /recap-transactions form (money in integer minor units). Without
 *   `nominal_tariktunai` the order's stored cash withdrawal (PUT /tmp-transaction/{id}) applies.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan`; 409 `Transaksi sudah dibayar` (closed,
 *   already paid, or paid concurrently); 409 `Saldo awal belum diinput`; 422 for an unknown payment
 *   method, an empty cart, a discount/voucher above the total, short cash or free change above the
 *   change; 409 `Terjadi perubahan data` when the client's figures differ from the server's.
 */
export async function payOrder(db: Db, auth: Auth, body: PayBody): Promise<PaidOrder> {
  try {
    return await db.transaction(async (tx) => {
      const start = await lockOrderForPayment(tx, body.tmp_transaction_id, auth.outletId, auth.userId, body.payment_method);
      const { order } = start;
      if (order.status === ORDER_STATUS.CLOSED || start.paid) {
        throw new ApiError(409, ALREADY_PAID);
      }
      if (start.cashSessionId === null) {
        throw new ApiError(409, NO_OPENING_CASH);
      }
      if (!isCash(body.payment_method) && !start.methodKnown) {
        throw new ApiError(422, FIELD_MSG.PAYMENT_METHOD_INVALID);
      }
      // Read after the lock: a unit added meanwhile is in the total.
      const lines = await loadOrderLines(tx, order.id);
      const currency = currencyFromOutlet(start.outletCurrency);
      const client: ClientFigures = {
        paymentMethod: body.payment_method,
        subtotal: body.sub_total,
        tax: body.nominal_pajak,
        serviceCharge: body.nominal_sc,
        total: body.total,
        tendered: body.nominal_uang,
        freeChange: body.free_exchange,
        globalDiscount: body.global_discount,
        voucher: body.nominal_voucher,
        cashWithdrawal: body.nominal_tariktunai ?? order.cashWithdrawal,
      };
      const settlement = settlePayment(
        {
          lines: lines.map(toTotalsLine),
          taxRateBp: order.taxRateBp,
          serviceChargeRateBp: order.serviceChargeRateBp,
          roundingFlag: order.rounding,
          currency,
        },
        client,
      );
      const rekapId = await recordPayment(tx, {
        order,
        lines,
        settlement,
        cashierId: auth.userId,
        cashSessionId: start.cashSessionId,
        paymentMethodId: body.payment_method,
        difference: body.selisih,
        phone: body.nomor_wa,
        memberId: body.member_id,
        at: new Date(),
      });
      if (body.voucher_code !== undefined) {
        await spendVoucher(tx, auth.outletId, body.voucher_code, body.nominal_voucher, rekapId);
      }
      return { rekapId, transactionTypeId: order.transactionTypeId, change: settlement.change };
    });
  } catch (err) {
    if (uniqueViolation(err) === PAID_ONCE_INDEX) {
      throw new ApiError(409, ALREADY_PAID);
    }
    throw err;
  }
}

/** Records a drawer opening with reason "payment" (linked to the user's open cash session, if any). */
export async function openDrawerForPayment(db: Db, auth: Auth): Promise<void> {
  const cashSession = await findOpenCashSession(db, auth.outletId, auth.userId);
  await db
    .insert(drawerOpenings)
    .values({ outletId: auth.outletId, userId: auth.userId, cashSessionId: cashSession?.id ?? null, reason: "payment" });
}
