/**
 * The contract of receipts (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas
 * and the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api.
 * The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the digital receipts (foundations §7 test-wa; payment §7 Receipts).
 *
 * Digital receipt replies (docs/API.md "Digital receipts"; foundations §7, payment §7 Receipts).
 *
 * The contract of the digital receipt routes: reply schemas, summary, description
 * (attached by the server's lib/contract.ts, rendered into docs/API.md "Digital receipts").
 */

import { z } from "zod";
import { MSG, PRINT_MSG, WA_MSG } from "../index.ts";
import { WA_STATES } from "../whatsapp.ts";
import { envelope, replies, wireId, wireInstant, wireInt } from "../wire/envelope.ts";
import { rekapIdParam } from "./history.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

/** `{number}` as typed: any characters (non-digits are stripped by the service), bounded. */
const number = z.string().max(40);

/** `{number}` of GET /cashier/test-wa/{number}. */
export const testWaParams = z.object({ number });

/** `{number}/{id}` of GET /cashier/cronjob-wa/{number}/{id}. */
export const cronjobWaParams = rekapIdParam.extend({ number });

/** `{name}` of a PDF receipt: a link's capability or a bill id (receipt-link.ts), bounded. */
export const downloadStructParams = z.object({ name: z.string().max(64) });

// ── Reply schemas ──

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

// ── Route contracts ──

const states =
  "`state`: `queued` (waiting, or retrying after a failed attempt with backoff 30 s × 2ⁿ, `WA_RETRY_BASE_MS`), `sent` (the gateway accepted it), " +
  "`failed` (gave up after `WA_MAX_ATTEMPTS`, default 5), `not_configured` (the server has no gateway: `WA_GATEWAY_URL` unset; the send is recorded in `wa_outbox`, never dropped). `state_text` says it in Indonesian.";

const numberRule = `\`{number}\`: non-digits are stripped; empty or fewer than 10 digits → 422 \`${MSG.PHONE_INVALID}\` (title ${MSG.WARNING_EN_TITLE}), more than 15 → 422 \`${WA_MSG.NUMBER_TOO_LONG}\`; a refusal records and sends nothing.`;

const gateway =
  "The server makes the first attempt before answering (bounded by a 10 s gateway timeout); the in-process worker retries later ones. " +
  "Gateway call (Fonnte / Wablas shape): `POST WA_GATEWAY_URL`, header `Authorization: WA_GATEWAY_TOKEN`, form `target`, `phone` (both the number, a leading 0 replaced by `WA_COUNTRY_CODE`, default 62), `message`, `countryCode`; success is HTTP 2xx with a JSON `status` that is not false.";

/** Reply schemas, summary and description per route ("METHOD /path" under /api). */
export const receiptsContract: RouteContracts = {
  "GET /cashier/test-wa/:number": {
    summary: "Test Struk Digital: send a test WhatsApp message",
    description: `Foundations §2 Dialogs, §7. ${numberRule} Sends a short test message naming the outlet. ${gateway} ${states}`,
    response: replies(200, receiptsReplies.testWa),
  },
  "GET /cashier/cronjob-wa/:number/:id": {
    summary: "Send a paid bill's receipt by WhatsApp",
    description:
      `Payment §5 Receipt send, §7 Receipts. ${numberRule} \`{id}\` a paid transaction (\`r_t_id\`) of the session's outlet, else 404 \`${MSG.TRANSACTION_NOT_FOUND}\`. ` +
      "The message is the receipt as text (outlet, nota, date, lines, subtotal, tax, service charge, discount, rounding, total, each tender, change) and `link`, a new PDF link " +
      "(`PUBLIC_URL` or the request's origin + `/api/recap-transactions/download-struct/{name}`). A second call while the same bill to the same number is still queued joins that send (same `wa_outbox_id`). " +
      `${gateway} ${states}`,
    response: replies(200, receiptsReplies.cronjobWa),
  },
  "GET /wa-outbox": {
    summary: "The WhatsApp outbox",
    description:
      "Not in the spec (Printer Setting's Kotak Keluar WA tab, roles as GET /print-queue): the outlet's latest 50 WhatsApp sends, newest first, " +
      `with \`kind\` (receipt or test), the bill's \`r_t_id\` and \`nota\` ("" for a test), \`attempts\`, \`last_error\`, \`created_at\`, \`sent_at\`. ${states}`,
    response: replies(200, receiptsReplies.outbox),
  },
  "POST /wa-outbox/:id/ulang": {
    summary: "Send a WhatsApp message again",
    description:
      "Not in the spec (Kirim Ulang of the outbox view; roles as GET /print-queue). A `queued` send is made due now and attempted at once. A `sent`, `failed` or " +
      "`not_configured` one is sent anew to the same number as a new row (a receipt with a new PDF link, since a settled row keeps none; `not_configured` again while " +
      `no gateway is set). Reply the send (as GET /cashier/test-wa), message \`${PRINT_MSG.WA_RETRIED}\`. Another outlet's or unknown id, or a receipt whose bill is gone → ` +
      `404 \`${PRINT_MSG.WA_NOT_FOUND}\`. ${gateway}`,
    response: replies(200, receiptsReplies.outboxRetry),
  },
  "GET /recap-transactions/download-struct/:name": {
    summary: "A receipt as PDF",
    description:
      'Payment §7 History/Receipts (Print Ulang; the link in a WhatsApp receipt). Reply `application/pdf` (80 mm wide, PDFKit), `Content-Disposition: attachment; filename="struk-{nota}.pdf"`, `Cache-Control: private, no-store`. ' +
      "`{name}` is either a link's capability — 43 random base64url characters (256 bits, optionally `.pdf`), made by `cronjob-wa`, stored only as a SHA-256 (the outbox's copy of the message loses it once sent, failed or not configured; access logs redact it), valid 90 days, opened without a session so a customer can open it from WhatsApp, and useless for guessing other bills — " +
      `or a bill id (\`r_t_id\`, digits, optionally \`.pdf\`), which needs a session (bearer or cookie) of a role that reads history (no session → 401, other role → 403) and opens only that outlet's bills (else 404 \`${MSG.TRANSACTION_NOT_FOUND}\`). ` +
      `An unknown, malformed or expired capability → 404 \`${WA_MSG.RECEIPT_NOT_FOUND}\`.`,
    response: replies(200, receiptsReplies.pdf),
  },
};
