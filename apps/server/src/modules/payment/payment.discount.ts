/**
 * Which Diskon Transaksi and voucher a payment charges (payment spec §5, §7 `global_discount`,
 * `nominal_voucher`; docs/API.md "Pay an order", `PUT /tmp-transaction/{id}/discount`): the client's figures, or the
 * ones stored on the order (PUT /tmp-transaction/{id}/discount) when the client sends none. Pure:
 * the service passes the locked order and the sales, and spends the voucher named here.
 *
 * Rules (the server never lets a client take more off than the rules allow):
 * - a field not sent → the stored one (none stored: 0), as the bill showed it;
 * - a field sent while the order has a stored one → it must be exactly the stored amount (and the
 *   voucher's code, when sent, the stored code), else 409 `Terjadi perubahan data` (the client's
 *   bill is stale; nothing is paid): the client neither drops a stored discount silently nor adds
 *   to it;
 * - a field sent with nothing stored → the discount popup's rules (payment.rules.ts; the voucher
 *   spent at its value), and a `global_discount` above the outlet's limit needs a supervisor exactly
 *   as `PUT /tmp-transaction/{id}/discount` does (`needsApproval`: the service uses the form's
 *   `approval_id`, else 403), so no client passes the limit by sending the discount only at payment;
 *   below the limit the spec's client works as it did;
 * - a stored discount is charged above the outlet's limit (the line discount's
 *   `m_w_line_discount_limit_bp`, of the sales now: a nominal grows in share when lines are
 *   cancelled after it was set) only when a supervisor approved or set it, or pays, else 403
 *   `Diskon melebihi batas outlet, perlu persetujuan Kacab/Asisten`.
 * A split bill (split.service.ts) is charged the same way: its child order carries the
 * order's stored PERCENT discount (a nominal or a voucher is refused before a split is paid).
 */
import { discountAboveLimit, LINE_MSG, META_CODE, type Money, MSG, money, orderDiscountAmounts } from "@waroeng/domain";
import { ApiError, forbidden } from "../../lib/http.ts";
import { storedDiscount } from "../orders/order-totals.ts";
import type { OrderRow } from "../orders/order-tx.ts";

/** What the payment form sent (minor units; undefined = not sent). */
export interface SentDiscount {
  globalDiscount: number | undefined;
  voucher: number | undefined;
  voucherCode: string | undefined;
}

/** What the payment charges and spends (minor units). */
export interface ChargedDiscount {
  globalDiscount: number;
  voucher: number;
  /** The voucher code to spend ("" none) and the value it must have (`spendVoucher`). */
  voucherCode: string;
  voucherValue: number;
  /** A sent `global_discount` (nothing stored) above the outlet's limit, by a role that is no supervisor. */
  needsApproval: boolean;
}

/** Whom the limit is checked for: a supervisor (kacab) pays any discount. */
export interface LimitRule {
  limitBp: number;
  supervisor: boolean;
}

function dataChanged(): ApiError {
  return new ApiError(409, MSG.DATA_CHANGED, { code: META_CODE.DATA_CHANGED });
}

/**
 * The discount and voucher to charge (see the module doc).
 * @param order - the locked order (its stored discount and voucher).
 * @param sales - its sales now (subtotal + tax + service, minor units).
 * @throws ApiError 409 `Terjadi perubahan data` (sent ≠ stored); 403 `Diskon melebihi batas outlet, …`
 *   (a stored discount above the limit, not approved). A SENT discount above the limit is not
 *   refused here: `needsApproval` tells the service to use the form's approval.
 */
export function chargedDiscount(order: OrderRow, sales: Money, sent: SentDiscount, rule: LimitRule): ChargedDiscount {
  const stored = storedDiscount(order);
  const amounts = orderDiscountAmounts(stored, sales);
  const hasDiscount = stored.kind !== "";
  const hasVoucher = order.voucherCode !== "";
  const globalDiscount = sent.globalDiscount ?? amounts.globalDiscount;
  if (hasDiscount && sent.globalDiscount !== undefined && sent.globalDiscount !== amounts.globalDiscount) {
    throw dataChanged();
  }
  const approved = order.discountApprovedBy !== null || rule.supervisor;
  if (hasDiscount && !approved && discountAboveLimit(amounts.globalDiscount, sales, rule.limitBp)) {
    throw forbidden(LINE_MSG.DISCOUNT_NEEDS_APPROVAL, MSG.ACCESS_DENIED_TITLE);
  }
  const voucherSent = sent.voucher !== undefined || sent.voucherCode !== undefined;
  // Sent with nothing stored: the outlet's limit as for a stored one (the service asks for the approval).
  const needsApproval = !hasDiscount && !rule.supervisor && discountAboveLimit(money(globalDiscount), sales, rule.limitBp);
  if (hasVoucher) {
    const sameCode = sent.voucherCode === undefined || sent.voucherCode.trim().toUpperCase() === order.voucherCode.toUpperCase();
    if (voucherSent && (!sameCode || (sent.voucher !== undefined && sent.voucher !== amounts.voucher))) {
      throw dataChanged();
    }
    // A stored voucher the discount left nothing to take off is not spent.
    const code = amounts.voucher > 0 ? order.voucherCode : "";
    return { globalDiscount, voucher: amounts.voucher, voucherCode: code, voucherValue: order.voucherValue, needsApproval };
  }
  const voucher = sent.voucher ?? 0;
  return { globalDiscount, voucher, voucherCode: sent.voucherCode ?? "", voucherValue: voucher, needsApproval };
}
