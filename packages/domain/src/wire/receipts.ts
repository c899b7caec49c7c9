/** Digital receipt replies (issue 10; docs/API.md "Digital receipts"; foundations §7, payment §7 Receipts). */
import { z } from "zod";
import { WA_STATES } from "../whatsapp.ts";
import { envelope, wireId, wireInstant, wireInt } from "./envelope.ts";

/** One WhatsApp send as recorded in the outbox. */
export const waSend = z.strictObject({
  wa_outbox_id: wireId,
  nomor_wa: z.string().describe("digits only, as sent to the gateway (a leading 0 becomes the country code)"),
  state: z.enum(WA_STATES),
  state_text: z.string().describe("the state in words, for the screen"),
  attempts: wireInt,
});

/** `GET /cashier/cronjob-wa/{number}/{id}` data: the send and the receipt's PDF link. */
export const waReceiptSend = waSend.extend({
  r_t_id: wireId,
  link: z.string().describe("the PDF receipt: {base}/api/recap-transactions/download-struct/{name}"),
});

/** A row of the WhatsApp outbox view (GET /wa-outbox; not in the spec). */
export const waOutboxRow = waSend.extend({
  kind: z.enum(["receipt", "test"]),
  r_t_id: wireId.nullable().describe("the bill of a receipt send; null for Test Struk Digital"),
  nota: z.string().describe('the bill\'s nota, or ""'),
  last_error: z.string(),
  created_at: wireInstant,
  sent_at: wireInstant.nullable(),
});

export const receiptsReplies = {
  outbox: envelope(z.array(waOutboxRow)),
  outboxRetry: envelope(waSend),
  testWa: envelope(waSend),
  cronjobWa: envelope(waReceiptSend),
  /** The PDF itself (application/pdf); refusals are the JSON envelope. */
  pdf: z.string().describe("application/pdf bytes"),
};
