/**
 * Order-level calls of the cashier screen (docs/API.md "Order-level actions"; payment §2.1, §5, §7):
 * service charge and Tarik Tunai, delete, Keluarkan Menu, vouchers and the member lookup.
 */

import type * as Requests from "@waroeng/domain/requests";
import type { FormOf, pullMenuBody } from "@waroeng/domain/requests";
import type { memberItem, orderLine, pulledNote, voucherReply } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import { orderDiscountReplies, orderLevelReplies, ordersReplies, requestSchemas } from "./replies.ts";
import type { Order } from "./tables.ts";

export type PullableLine = z.output<typeof orderLine>;
export type PulledNote = z.output<typeof pulledNote>;
export type Voucher = z.output<typeof voucherReply>;
export type Member = z.output<typeof memberItem>;

/** PUT /tmp-transaction/{id}: the service-charge switch and/or Tarik Tunai (minor units here; 0 removes it). */
export async function updateCharges(id: number | string, change: { serviceCharge?: boolean; cashWithdrawal?: number }): Promise<Order> {
  const body: FormOf<typeof Requests.orderChargesBody> = {};
  if (change.serviceCharge !== undefined) {
    body.tmp_transaction_detail_service_charge = change.serviceCharge ? 1 : 0;
  }
  if (change.cashWithdrawal !== undefined) {
    body.tmp_transaction_detail_tarik_tunai = change.cashWithdrawal;
  }
  return (await api.put<Order>(`tmp-transaction/${id}`, body, { body: requestSchemas.orderChargesBody, reply: ordersReplies.order })).data;
}

/** DELETE /tmp-transaction/{id}: error 0 → back to the dashboard. */
export async function deleteOrder(id: number | string): Promise<void> {
  await api.del(`tmp-transaction/${id}`);
}

/** GET /m-transaction-table/get-pull-menu/{id}: the lines that can be pulled out. */
export async function getPullMenu(id: number | string): Promise<PullableLine[]> {
  return (await api.get<PullableLine[]>(`m-transaction-table/get-pull-menu/${id}`, undefined, { reply: orderLevelReplies.pullable })).data;
}

/**
 * POST /m-transaction-table/pull-menu: the chosen lines and units go to a new take-away note
 * (`targetId` 0, the default) or to the open note `targetId`.
 */
export async function pullMenu(choices: Array<{ lineId: number; qty: number }>, targetId = 0): Promise<PulledNote> {
  const reply = await api.post<PulledNote>(
    "m-transaction-table/pull-menu",
    {
      m_transaction_menu_ids: choices.map((c) => c.lineId),
      m_transaction_menu_qty: choices.map((c) => c.qty),
      target_transaction_id: targetId,
    } satisfies FormOf<typeof pullMenuBody>,
    undefined,
    { reply: orderLevelReplies.pulled },
  );
  return reply.data;
}

/** GET /voucher/get-voucher?voucher_code=: the voucher's value; a refusal's text is the error message. */
export async function getVoucher(code: string): Promise<Voucher> {
  return (await api.get<Voucher>("voucher/get-voucher", { voucher_code: code }, { reply: orderLevelReplies.voucher })).data;
}

/** GET /users/{id} for a member id: the member's name. */
export async function getMember(memberId: string): Promise<Member> {
  return (await api.get<Member>(`users/${encodeURIComponent(memberId)}`)).data;
}

/** What the pay screen asks to keep on the order (PUT /tmp-transaction/{id}/discount); absent = unchanged. */
export interface DiscountChange {
  /** The Diskon Transaksi: `diskon` with a money value in the major unit ("5000", "8.50"), `diskonPercent` a percent ("10"); type "" removes it. */
  discount?: { type: "" | "diskon" | "diskonPercent"; value: string };
  /** The voucher code ("" removes it). */
  voucherCode?: string;
  /** POST /approve's id when the discount is above the outlet's limit. */
  approvalId?: number;
}

/** PUT /tmp-transaction/{id}/discount: keeps the bill's Diskon Transaksi and voucher on the order until it is paid. */
export async function saveOrderDiscount(id: number | string, change: DiscountChange): Promise<void> {
  const body: FormOf<typeof Requests.orderDiscountBody> = {
    ...(change.discount ? { discount_type: change.discount.type, discount_value: change.discount.value } : {}),
    ...(change.voucherCode !== undefined ? { voucher_code: change.voucherCode } : {}),
    ...(change.approvalId ? { approval_id: change.approvalId } : {}),
  };
  await api.put(`tmp-transaction/${id}/discount`, body, { body: requestSchemas.orderDiscountBody, reply: orderDiscountReplies.saved });
}
