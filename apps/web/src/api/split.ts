/**
 * Split bill (docs/API.md "Pay an order", split paragraph; payment §4 "Split bill", §7): the
 * payment form plus `nota_number`, `split_menu` and `splitId`.
 */
import { cashPaymentSchema } from "@waroeng/domain";
import type { FormOf, payOrSplitBody } from "@waroeng/domain/requests";
import { type paid, paymentReplies } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import type { PaymentPayload, PaymentReply } from "./payment.ts";

/** One moved line of `split_menu`: the order line and its units moved to the split bill. */
export type SplitMenuLine = NonNullable<FormOf<typeof payOrSplitBody>["split_menu"]>[number];

/** The split payment's form: the split bill's figures (minor units here) and the split fields (`splitId` one per BAYAR attempt). */
export type SplitPayload = PaymentPayload & Required<Pick<FormOf<typeof payOrSplitBody>, "nota_number" | "split_menu" | "splitId">>;

/** POST /recap-transactions with the split fields: HTTP 201, or ApiError with the server's message. */
export async function paySplit(payload: SplitPayload): Promise<PaymentReply> {
  const reply = await api.post<z.output<typeof paid>>("recap-transactions", payload, undefined, {
    body: cashPaymentSchema,
    reply: paymentReplies.pay,
  });
  return { code: reply.meta.code, rekap_id: reply.data.rekap_id, kembalian: reply.data.kembalian };
}
