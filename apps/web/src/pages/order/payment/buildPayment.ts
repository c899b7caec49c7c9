import type { Totals } from "@waroeng/domain";
import type { PaymentPayload } from "../../../api/payment.ts";

/**
 * The POST /recap-transactions form for an order (payment §7): totals as shown (integer minor
 * units), `total` the rounded total, `round` the rounding amount, the Diskon Transaksi and voucher
 * carried by `totals`, and the member id typed on the order screen.
 */
export function buildPayment(
  transactionId: number,
  totals: Totals,
  method: number,
  paid: number,
  change: number,
  memberId = "",
  voucherCode = "",
): PaymentPayload {
  return {
    tmp_transaction_id: transactionId,
    payment_method: method,
    sub_total: totals.subtotal,
    total: totals.rounded,
    nominal_uang: paid,
    exchange: change,
    round: totals.rounding,
    free_exchange: 0,
    global_discount: totals.globalDiscount,
    nominal_voucher: totals.voucher,
    nominal_pajak: totals.tax,
    nominal_sc: totals.serviceCharge,
    nominal_tariktunai: totals.cashWithdrawal,
    nomor_wa: "",
    member_id: memberId,
    cetak_struk: 0,
    selisih: 0,
    ...(voucherCode && totals.voucher > 0 ? { voucher_code: voucherCode } : {}),
  };
}
