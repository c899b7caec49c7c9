/** Payment replies (docs/API.md "Payment"; payment §7). */
import { z } from "zod";
import { envelope, wireId, wireMoney } from "./envelope.ts";

/** `POST /recap-transactions` data. */
export const paid = z.strictObject({
  rekap_id: wireId,
  m_t_t_id: wireId,
  kembalian: wireMoney,
  struct: z.string().describe('"/struk/{rekap_id}?mode=2"'),
});

export const paymentReplies = {
  pay: envelope(paid),
  openDrawer: envelope(z.null(), { error: z.literal(0), msg: z.string(), struct: z.literal("") }),
};
