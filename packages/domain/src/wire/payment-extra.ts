/** Replies of the issue-9 payment calls: void of a non-cash payment, save-member (docs/API.md "Payment"). */
import { z } from "zod";
import { envelope, wireId } from "./envelope.ts";

export const paymentExtraReplies = {
  /** `POST /recap-transactions/{id}/void`: the reopened order. */
  voided: envelope(z.strictObject({ tmp_transaction_id: wireId })),
  /** `POST /transaksi/save-member`: the bill's contact fields as stored. */
  saveMember: envelope(
    z.strictObject({ r_t_id: wireId, r_t_nomor_wa: z.string(), r_t_member_id: z.string(), r_t_account_name: z.string() }),
  ),
};
