/**
 * Paying an order (payment spec §4 Pay flow, §5 cash payment, §7 POST /recap-transactions, §9)
 * and opening the drawer for a payment (GET /open-laci/payment).
 */
import {
  API_MSG,
  computeTotals,
  currencyFromOutlet,
  FIELD_MSG,
  isCash,
  isQris,
  isWriteOff,
  LINE_MSG,
  META_CODE,
  MSG,
  ORDER_MSG,
  ORDER_STATUS,
  QRIS_MSG,
  rollupDeltas,
  SUPERVISOR_ROLES,
  salesBase,
} from "@waroeng/domain";
import type { PayBody } from "@waroeng/domain/requests";
import type { Db, Tx } from "../../db/client.ts";
import { drawerOpenings } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { ApiError, forbidden } from "../../lib/http.ts";
import { applyRollupDeltas } from "../../lib/rollups.ts";
import type { Auth } from "../../plugins/auth.ts";
import { useApproval } from "../access/role-setting.service.ts";
import { findOpenCashSession } from "../cash/cash.service.ts";
import { loadOrderLines, toTotalsLine } from "../orders/order-totals.ts";
import { spendVoucher } from "../orders/voucher.service.ts";
import { kickDrawer } from "../printing/queue.ts";
import { claimQrisCharge, linkQrisCharge } from "../qris/qris.service.ts";
import { chargedDiscount } from "./payment.discount.ts";
import { authoriseWriteOff } from "./payment.lost-bill.ts";
import { receive } from "./payment.methods.ts";
import { lockOrderForPayment } from "./payment.order.ts";
import type { ClientFigures } from "./payment.rules.ts";
import { recordPayment } from "./payment.store.ts";
import { evenPartsOf, forgetSplit } from "./split-draft.service.ts";

/** Payment refusals the spec names. */
const ALREADY_PAID = API_MSG.ALREADY_PAID;
const NO_OPENING_CASH = API_MSG.NO_OPENING_CASH;

/** The unique index that makes a second rekap_transaksi of one order impossible. */
const PAID_ONCE_INDEX = "rekap_transaksi_order_uq";

/** The result of a payment: ids and the change (kembalian) in minor units. */
export interface PaidOrder {
  rekapId: number;
  transactionTypeId: number;
  change: number;
  /** The method stored (cash when a multipayment includes cash). */
  paymentMethodId: number;
  /** Gateway QRIS charges of the bill still shown and cancelled by this payment (to cancel at the gateway too). */
  cancelledQris: string[];
}

/**
 * Pays an open order in ONE transaction: lock the order, check it is open and unpaid, require the
 * cashier's open cash session, recompute every total from the lines with the client's discount,
 * voucher and cash withdrawal, compare them with the client's, settle cash or non-cash, then store
 * the closed transaction with its lines, close the order and free its tables.
 *
 * @param body - the POST /recap-transactions form (money in integer minor units). Without
 *   `nominal_tariktunai` the order's stored cash withdrawal (PUT /tmp-transaction/{id}) applies;
 *   without `global_discount` / `nominal_voucher` the order's stored discount / voucher (PUT
 *   /tmp-transaction/{id}/discount; payment.discount.ts: sent ones must equal the stored ones).
 *   A split bill (split.service.ts) pays its child order, which carries the order's stored percent.
 *   With `bagi_rata` (the split screen's Bagi rata, held on the server: `POST /split-bill/{id}/bagi-rata`)
 *   `multipayment` is one tender per share (domain `settleShares`); paying forgets Bagi rata.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan`; 409 `Transaksi sudah dibayar` (closed,
 *   already paid, or paid concurrently); 409 `Saldo awal belum diinput`; 422 for an unknown payment
 *   method, an empty cart, a `nominal_voucher` above 0 without a `voucher_code` (`Kode voucher harus
 *   diisi`), a discount/voucher above the sales, short cash or free change above the
 *   change; 409 `Terjadi perubahan data` when the client's figures differ from the server's, or its
 *   discount or voucher from the order's stored ones; 403 `Diskon melebihi batas outlet, …` for a
 *   discount above the outlet's limit without a supervisor — stored, or sent with nothing stored
 *   and no `approval_id` (403 `Persetujuan tidak berlaku, …` for a bad one); 409 `Terjadi perubahan
 *   data` for a `bagi_rata` that is not the order's held N or not one tender per share; 422
 *   `Bagian non-tunai harus dibayar pas sebesar bagiannya`.
 *   `multipayment` tenders (payment.methods.ts), Lost Bill / Gratis (payment.lost-bill.ts:
 *   422 without a reason or for a platform-paid order, 403 Akses DiTolak!), the EDC `approval_code`.
 *   QRIS (method 11): 422 `QRIS hanya untuk Rupiah…` at an RM outlet (also as a multipayment tender);
 *   paid alone it claims the charge `qris_order_id` (qris.service.ts: pending, unexpired, asking the
 *   settled total, else 409 `Tagihan QRIS tidak berlaku lagi…`), books the unique amount as received
 *   over the bill on its tender (`r_t_p_nominal_uang`, no change) and links the charge to the bill.
 * @param chargeOrderId - the order a QRIS charge was made for: a split bill's is the order split from.
 */
export async function payOrder(db: Db, auth: Auth, body: PayBody, chargeOrderId = body.tmp_transaction_id): Promise<PaidOrder> {
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
      const multi = body.multipayment;
      if (multi === undefined && !isCash(body.payment_method) && !start.methodKnown) {
        throw new ApiError(422, FIELD_MSG.PAYMENT_METHOD_INVALID);
      }
      const writeOff =
        multi === undefined && isWriteOff(body.payment_method)
          ? await authoriseWriteOff(tx, auth, order, body.payment_method, body.keterangan, body.nominal_tariktunai ?? order.cashWithdrawal)
          : undefined;
      // Read after the lock: a unit added meanwhile is in the total.
      const lines = await loadOrderLines(tx, order.id);
      const currency = currencyFromOutlet(start.outletCurrency);
      const orderMoney = {
        lines: lines.map(toTotalsLine),
        taxRateBp: order.taxRateBp,
        serviceChargeRateBp: order.serviceChargeRateBp,
        roundingFlag: order.rounding,
        currency,
      };
      // The client's discount and voucher, or the order's stored ones when it sends none (payment.discount.ts).
      const charged = chargedDiscount(
        order,
        salesBase(computeTotals(orderMoney)),
        { globalDiscount: body.global_discount, voucher: body.nominal_voucher, voucherCode: body.voucher_code },
        { limitBp: start.discountLimitBp, supervisor: SUPERVISOR_ROLES.includes(auth.role) },
      );
      const client: ClientFigures = {
        paymentMethod: body.payment_method,
        subtotal: body.sub_total,
        tax: body.nominal_pajak,
        serviceCharge: body.nominal_sc,
        total: body.total,
        round: body.round,
        tendered: body.nominal_uang,
        freeChange: body.free_exchange,
        globalDiscount: charged.globalDiscount,
        voucher: charged.voucher,
        cashWithdrawal: body.nominal_tariktunai ?? order.cashWithdrawal,
      };
      // Bagi rata paid at once: the split screen's N (held on the server) must be the form's, one tender per share.
      const evenParts = body.bagi_rata;
      if (evenParts !== undefined && (multi?.length !== evenParts || (await evenPartsOf(tx, order.id)) !== evenParts)) {
        throw new ApiError(409, MSG.DATA_CHANGED, { code: META_CODE.DATA_CHANGED });
      }
      const { settlement, methodId, tenders } = receive(orderMoney, client, {
        paymentMethod: body.payment_method,
        approvalCode: body.approval_code ?? "",
        multipayment: multi,
        evenParts,
      });
      const byQris = multi === undefined ? isQris(body.payment_method) : multi.some((t) => isQris(t.payment_method));
      if (byQris && currency !== "IDR") {
        throw new ApiError(422, QRIS_MSG.RUPIAH_ONLY);
      }
      // QRIS alone: the QR shown asked this bill's settled total (plus its unique amount, kept, never change).
      const qris =
        multi === undefined && isQris(body.payment_method)
          ? await claimQrisCharge(tx, auth.outletId, body.qris_order_id, chargeOrderId, splitIdOf(body), settlement.totals.rounded)
          : undefined;
      const booked = qris ? tenders.map((t) => ({ ...t, tendered: t.amount + qris.uniqueAmount })) : tenders;
      if (charged.needsApproval) {
        await approveSentDiscount(tx, auth, order.id, charged.globalDiscount, body.approval_id);
      }
      // A voucher amount comes only from a voucher the server finds (spent below); a price cut without
      // one is a discount (`global_discount`), under the discount rules.
      if (charged.voucher > 0 && !charged.voucherCode.trim()) {
        throw new ApiError(422, ORDER_MSG.VOUCHER_CODE_REQUIRED, { extra: { errors: { voucher_code: ORDER_MSG.VOUCHER_CODE_REQUIRED } } });
      }
      const { rekapId, facts } = await recordPayment(tx, {
        order,
        lines,
        settlement,
        cashierId: auth.userId,
        cashSessionId: start.cashSessionId,
        paymentMethodId: methodId,
        difference: body.selisih,
        phone: body.nomor_wa,
        memberId: body.member_id,
        at: new Date(),
        tenders: booked,
        writeOff,
      });
      // The day's rollups take the bill (its facts came back from the write: one upsert statement),
      // with the QRIS charge this payment links to it (linked below, in this transaction).
      const asked = qris ? settlement.totals.rounded + qris.uniqueAmount : 0;
      const qrisFacts = { linked: qris !== undefined, charges: qris ? 1 : 0, asked, unique: qris?.uniqueAmount ?? 0 };
      await applyRollupDeltas(tx, rollupDeltas({ ...facts, qris: qrisFacts }, 1));
      const cancelledQris = qris ? await linkQrisCharge(tx, qris.id, rekapId) : [];
      if (charged.voucherCode !== "") {
        await spendVoucher(tx, auth.outletId, charged.voucherCode, charged.voucherValue, rekapId);
      }
      // Bagi rata's state ends with its bill (a closed order's other split rows are never read again:
      // the split screen refuses a closed order; the main job's payment sends no extra statement).
      if (evenParts !== undefined) {
        await forgetSplit(tx, order.id);
      }
      return { rekapId, transactionTypeId: order.transactionTypeId, change: settlement.change, paymentMethodId: methodId, cancelledQris };
    });
  } catch (err) {
    if (uniqueViolation(err) === PAID_ONCE_INDEX) {
      throw new ApiError(409, ALREADY_PAID);
    }
    throw err;
  }
}

/** The split a payment pays (`splitId` of the split fields), null for a whole order. */
function splitIdOf(body: PayBody): string | null {
  const { splitId } = body as PayBody & { splitId?: string };
  return splitId ?? null;
}

/**
 * A `global_discount` sent at payment (nothing stored on the order) above the outlet's limit, by a
 * role that needs a supervisor: the same path as `PUT /tmp-transaction/{id}/discount` — the form's
 * `approval_id` (POST /approve, single use, unbound) is used up and audited as `order` `discount`.
 * @throws ApiError 403 `Diskon melebihi batas outlet, perlu persetujuan Kacab/Asisten` without one;
 *   403 `Persetujuan tidak berlaku, …` for a bad one (nothing paid: the caller's transaction rolls back).
 */
async function approveSentDiscount(tx: Tx, auth: Auth, orderId: number, discount: number, approvalId: number | undefined): Promise<void> {
  if (approvalId === undefined) {
    throw forbidden(LINE_MSG.DISCOUNT_NEEDS_APPROVAL, MSG.ACCESS_DENIED_TITLE);
  }
  const actor = { userId: auth.userId, outletId: auth.outletId };
  const approval = await useApproval(tx, actor, approvalId);
  await writeAudit(tx, actor, {
    entity: "order",
    entityId: orderId,
    action: "discount",
    before: { discount_type: "", discount_value: 0 },
    after: { discount_type: "diskon", discount_value: discount, discount, approval_id: approval.id, approver_id: approval.approverId },
  });
}

/** Records a drawer opening with reason "payment" (linked to the user's open cash session, if any). */
export async function openDrawerForPayment(db: Db, auth: Auth): Promise<void> {
  const cashSession = await findOpenCashSession(db, auth.outletId, auth.userId);
  await db
    .insert(drawerOpenings)
    .values({ outletId: auth.outletId, userId: auth.userId, cashSessionId: cashSession?.id ?? null, reason: "payment" });
  await kickDrawer(db, auth.outletId, "payment", auth.userId); // The kick pulse to the kasir printer
}
