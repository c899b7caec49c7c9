/**
 * Payment and receipts (docs/API.md "Payment", "History and receipts"; payment §4, §7).
 */
import { payFormSchema, type saveMemberSchema, type voidPaymentSchema } from "@waroeng/domain";
import type { FormOf, payBody } from "@waroeng/domain/requests";
import type * as Wire from "@waroeng/domain/wire";
import type { paid } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api, newIdempotencyKey } from "./client.ts";
import { paymentReplies } from "./replies.ts";

/** POST /recap-transactions form (the request schema's fields); money in integer minor units here, sent in the major unit (api/client.ts). */
export type PaymentPayload = FormOf<typeof payBody>;

export interface PaymentReply {
  code: number;
  rekap_id: number;
  kembalian: number;
}

/**
 * POST /recap-transactions: success is HTTP 201; refusals throw ApiError with the server's message.
 * Sent with one Idempotency-Key per attempt: a reply lost on the way is retried with it and the
 * server replays the first payment instead of paying twice.
 */
export async function payOrder(payload: PaymentPayload, key = newIdempotencyKey()): Promise<PaymentReply> {
  const reply = await api.postKeyed<z.output<typeof paid>>("recap-transactions", payload, key, {
    body: payFormSchema,
    reply: paymentReplies.pay,
  });
  return { code: reply.meta.code, rekap_id: reply.data.rekap_id, kembalian: reply.data.kembalian };
}

/** GET /open-laci/payment: opens the cash drawer after a cash payment (the opening is recorded). */
export async function openDrawerForPayment(): Promise<void> {
  await api.get<unknown>("open-laci/payment");
}

/** POST /recap-transactions/{id}/void: undoes a wrong non-cash payment before its receipt (reason required). */
export async function voidPayment(receiptId: number, reason: string): Promise<number> {
  const reply = await api.postKeyed<z.output<typeof Wire.paymentExtraReplies.voided>["data"]>(
    `recap-transactions/${receiptId}/void`,
    { keterangan: reason } satisfies FormOf<typeof voidPaymentSchema>,
    newIdempotencyKey(),
  );
  return reply.data.tmp_transaction_id;
}

/** POST /transaksi/save-member: member, account name and phone on a paid bill. */
export async function saveMember(form: FormOf<typeof saveMemberSchema>): Promise<void> {
  await api.post("transaksi/save-member", form);
}
