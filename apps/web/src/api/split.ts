/**
 * Split bill (docs/API.md "Pay an order", split paragraph; payment §4 "Split bill", §7): the
 * payment form plus `nota_number`, `split_menu` and `splitId`.
 */
import { cashPaymentSchema } from "@waroeng/domain";
import { type paid, paymentReplies } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import type { PaymentPayload, PaymentReply } from "./payment.ts";

/** One moved line of `split_menu`: the order line and its units moved to the split bill. */
export interface SplitMenuLine {
  tmp_transaction_detail_id: number;
  tmp_transaction_detail_qty: number;
  m_produk_nama: string;
}

/** The split payment's form: the split bill's figures (minor units here) and the split fields. */
export interface SplitPayload extends PaymentPayload {
  /** The child note number: the order's note number followed by its `new_split`. */
  nota_number: string;
  split_menu: SplitMenuLine[];
  /** One per BAYAR attempt: a retried POST with it returns the first result, never a second payment. */
  splitId: string;
}

/** POST /recap-transactions with the split fields: HTTP 201, or ApiError with the server's message. */
export async function paySplit(payload: SplitPayload): Promise<PaymentReply> {
  const reply = await api.post<z.output<typeof paid>>(
    "recap-transactions",
    { ...payload, split_menu: JSON.stringify(payload.split_menu) },
    undefined,
    { body: cashPaymentSchema, reply: paymentReplies.pay },
  );
  return { code: reply.meta.code, rekap_id: reply.data.rekap_id, kembalian: reply.data.kembalian };
}
