/**
 * Split bill (docs/API.md "Pay an order", split paragraph; payment §4 "Split bill", §7): the
 * payment form plus `nota_number`, `split_menu` and `splitId`.
 */
import { cashPaymentSchema } from "@waroeng/domain";
import type * as Requests from "@waroeng/domain/requests";
import type { FormOf, payOrSplitBody, splitState } from "@waroeng/domain/requests";
import type { paid } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import type { PaymentPayload, PaymentReply } from "./payment.ts";
import { paymentReplies, requestSchemas, splitBillReplies } from "./replies.ts";

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

/** The split screen's state held by the server (docs/API.md "GET /split-bill/{id}"): sub-bills with their units, Bagi rata. */
export type SplitState = z.output<typeof splitState>;

/** GET /split-bill/{id}: what was moved to which sub-bill (the same on every device, after a reload). */
export async function getSplitState(orderId: string): Promise<SplitState> {
  return (await api.get<SplitState>(`split-bill/${orderId}`, undefined, { reply: splitBillReplies.state })).data;
}

/** POST /split-bill/{id}/move: `qty` units of a line from bill `from` to bill `to` (0 = Nota Asal, n = S{n}). */
export async function moveSplitUnits(orderId: string, body: { tmp_transaction_detail_id: number; from: number; to: number; qty?: number }) {
  return (await api.post<SplitState>(`split-bill/${orderId}/move`, body, undefined, { reply: splitBillReplies.state })).data;
}

/** POST /split-bill/{id}/bagi-rata: split the order evenly into `parts` bills (0 = off). */
export async function setSplitEven(orderId: string, parts: number): Promise<SplitState> {
  return (await api.post<SplitState>(`split-bill/${orderId}/bagi-rata`, { parts }, undefined, { reply: splitBillReplies.state })).data;
}

/** DELETE /split-bill/{id}: every moved unit back to the original bill, Bagi rata off (BATAL → Iya). */
export async function clearSplit(orderId: string): Promise<void> {
  await api.del(`split-bill/${orderId}`);
}

/** One Bagi rata share as the split screen fills it in: method (0 none), cash handed over (minor units), Lunas tick. */
export type SplitShare = FormOf<typeof Requests.splitShareBody>;

/** POST /split-bill/{id}/bagi-rata/share: keeps one share's method, cash and tick with the split state (nothing is paid). */
export async function setSplitShare(orderId: string, share: SplitShare): Promise<SplitState> {
  return (
    await api.post<SplitState>(`split-bill/${orderId}/bagi-rata/share`, share, undefined, {
      body: requestSchemas.splitShareBody,
      reply: splitBillReplies.state,
    })
  ).data;
}
