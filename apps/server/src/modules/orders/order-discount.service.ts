/**
 * The bill's Diskon Transaksi and voucher kept on the open order (payment §2.1, §5, §6, §9;
 * docs/API.md `PUT /tmp-transaction/{id}/discount`): set or removed in one
 * transaction with the order row locked, checked on the sales as the discount popup checks them,
 * and above the outlet's limit only with a supervisor (the line discount's rule, line-detail.service.ts).
 * The payment charges what is stored when its client sends none (payment/payment.discount.ts).
 */
import {
  type Currency,
  DomainError,
  discountAboveLimit,
  LINE_MSG,
  type Money,
  MSG,
  type OrderDiscountKind,
  orderDiscountAmounts,
  parseWireMoney,
  percentToBp,
  resolveTransactionDiscount,
  salesBase,
} from "@waroeng/domain";
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { orders, outlets } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { notifyChange } from "../../lib/events.ts";
import { ApiError, forbidden } from "../../lib/http.ts";
import { useApproval } from "../access/role-setting.service.ts";
import { loadOrderForTotals } from "./order-totals.ts";
import { lockOpenOrder, type OrderRow } from "./order-tx.ts";
import { findUsableVoucher } from "./voucher.service.ts";

/** What `PUT /tmp-transaction/{id}/discount` asks; an absent field leaves that part as stored. */
export interface OrderDiscountInput {
  /** "" removes the discount. */
  discountType?: OrderDiscountKind | undefined;
  /** As typed: money in the major unit (`diskon`) or a percent (`diskonPercent`). */
  discountValue?: string | undefined;
  /** "" removes the voucher. */
  voucherCode?: string | undefined;
  /** POST /approve's id, for a discount above the outlet's limit. */
  approvalId?: number | undefined;
}

/** Who sets it: their user, outlet, and whether they are a supervisor (kacab: approves themselves). */
export interface DiscountActor {
  userId: number;
  outletId: number;
  supervisor: boolean;
}

function refusal(status: number, message: string, field: string, title?: string): ApiError {
  return new ApiError(status, message, { ...(title ? { title } : {}), extra: { errors: { [field]: message } } });
}

/** The typed value for its kind → minor units (`diskon`) or basis points (`diskonPercent`). @throws ApiError 422. */
function parseValue(kind: "diskon" | "diskonPercent", raw: string | undefined, currency: Currency): number {
  const text = (raw ?? "").trim();
  if (text === "") {
    throw refusal(422, MSG.DISCOUNT_EMPTY, "discount_value", MSG.DISCOUNT_FAILED_TITLE);
  }
  if (kind === "diskon") {
    const minor = parseWireMoney(text, currency);
    if (typeof minor !== "number" || !Number.isSafeInteger(minor) || minor < 0) {
      throw refusal(422, LINE_MSG.VALUE_INVALID, "discount_value");
    }
    return minor;
  }
  try {
    return percentToBp(text);
  } catch {
    const over = /^\d+(\.\d*)?$/.test(text);
    throw refusal(422, over ? LINE_MSG.DISCOUNT_PERCENT_MAX : LINE_MSG.VALUE_INVALID, "discount_value");
  }
}

/** The discount popup's rules (domain `resolveTransactionDiscount`) as a 422 with its title. */
function checkAmount(kind: "diskon" | "diskonPercent", value: number, sales: Money): Money {
  try {
    return resolveTransactionDiscount(kind, value, sales);
  } catch (err) {
    if (err instanceof DomainError) {
      throw refusal(422, err.message, "discount_value", err.title);
    }
    throw err;
  }
}

async function limitBpOf(tx: DbOrTx, outletId: number): Promise<number> {
  const [row] = await tx.select({ limitBp: outlets.lineDiscountLimitBp }).from(outlets).where(eq(outlets.id, outletId));
  return row?.limitBp ?? 0;
}

/** The stored columns after the discount part of `input` (unchanged when absent). */
async function nextDiscount(
  tx: DbOrTx,
  actor: DiscountActor,
  order: OrderRow,
  input: OrderDiscountInput,
  sales: Money,
  currency: Currency,
): Promise<Pick<OrderRow, "discountType" | "discountValue" | "discountApprovedBy">> {
  const kind = input.discountType;
  if (kind === undefined) {
    return { discountType: order.discountType, discountValue: order.discountValue, discountApprovedBy: order.discountApprovedBy };
  }
  if (kind === "") {
    return { discountType: "", discountValue: 0, discountApprovedBy: null };
  }
  const value = parseValue(kind, input.discountValue, currency);
  const amount = checkAmount(kind, value, sales);
  // The same discount sent again keeps its approval; one never approved is checked as new (the
  // sales may have fallen since, taking it above the limit).
  if (kind === order.discountType && value === order.discountValue && order.discountApprovedBy !== null) {
    return { discountType: kind, discountValue: value, discountApprovedBy: order.discountApprovedBy };
  }
  if (!discountAboveLimit(amount, sales, await limitBpOf(tx, actor.outletId))) {
    return { discountType: kind, discountValue: value, discountApprovedBy: null };
  }
  if (actor.supervisor) {
    return { discountType: kind, discountValue: value, discountApprovedBy: actor.userId };
  }
  if (input.approvalId === undefined) {
    throw forbidden(LINE_MSG.DISCOUNT_NEEDS_APPROVAL, MSG.ACCESS_DENIED_TITLE);
  }
  const approval = await useApproval(tx, actor, input.approvalId);
  await writeAudit(tx, actor, {
    entity: "order",
    entityId: order.id,
    action: "discount",
    before: { discount_type: order.discountType, discount_value: order.discountValue },
    after: { discount_type: kind, discount_value: value, discount: amount, approval_id: approval.id, approver_id: approval.approverId },
  });
  return { discountType: kind, discountValue: value, discountApprovedBy: approval.approverId };
}

/**
 * Sets or removes the open order's Diskon Transaksi and/or voucher (see the module doc and
 * docs/API.md). The route has already refused roles without `order.discount`. The sales are the
 * order's subtotal + tax + service charge now. A voucher's value is what the server finds for its
 * code (`findUsableVoucher`), never a client's figure.
 *
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` / `Transaksi sudah dibayar` (not an open
 *   order of the outlet); 422 `Nominal Belum Diisi`, `Nilai tidak valid`, `Diskon persen maksimal
 *   100`, `Diskon Melebihi Total Bayar`, `Nominal transaksi kurang dari Voucher`; the voucher
 *   lookup's refusals (404, 409); 403 `Diskon melebihi batas outlet, perlu persetujuan Kacab/Asisten`
 *   above the limit without a supervisor; 403 `Persetujuan tidak berlaku, …` for a bad approval.
 *   Every refusal changes nothing.
 */
export async function setOrderDiscount(db: Db, actor: DiscountActor, orderId: number, input: OrderDiscountInput): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOpenOrder(tx, orderId, actor.outletId);
    const { totals, currency } = await loadOrderForTotals(tx, order.id, actor.outletId);
    const sales = salesBase(totals);
    const discount = await nextDiscount(tx, actor, order, input, sales, currency);
    let voucher = { voucherCode: order.voucherCode, voucherValue: order.voucherValue };
    if (input.voucherCode === "") {
      voucher = { voucherCode: "", voucherValue: 0 };
    } else if (input.voucherCode !== undefined) {
      const found = await findUsableVoucher(tx, actor.outletId, input.voucherCode);
      voucher = { voucherCode: found.code, voucherValue: found.value };
    }
    const kind = discount.discountType as OrderDiscountKind; // the table's check allows only these
    const taken = orderDiscountAmounts({ kind, value: discount.discountValue, voucher: 0 }, sales).globalDiscount;
    if (voucher.voucherValue > sales - taken) {
      throw refusal(422, MSG.VOUCHER_TOO_BIG, "voucher_code");
    }
    await tx
      .update(orders)
      .set({ ...discount, ...voucher, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await notifyChange(tx, actor.outletId, { topic: "orders", orderId: order.id });
  });
}
