/**
 * The contract of QRIS (docs/ARCHITECTURE.md "Adding a route"): POST /qris/charge, GET
 * /qris/status/{order_id}, POST /qris/cancel/{order_id}. Static mode: the outlet's static QRIS
 * (back office · Outlet `m_w_qris_static`) turned dynamic with the bill's amount; a gateway (mode
 * "gateway") plugs in behind the same routes later. Messages from QRIS_MSG.
 */
import { z } from "zod";
import { API_MSG, FIELD_MSG, MAX_ID, MSG, moneyAmount, QRIS_MSG } from "../index.ts";
import { envelope, replies, wireInstant, wireMoney } from "../wire/envelope.ts";
import { splitFields } from "./payment.ts";
import { type RefusalDoc, type RouteContracts, refusedInBody } from "./types.ts";

const toInt = (v: unknown) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v.trim()) : v);

/** The charge states GET /qris/status answers. */
export const QRIS_STATUSES = ["pending", "paid", "expired", "cancelled"] as const;
export type QrisStatus = (typeof QRIS_STATUSES)[number];

/**
 * Body of POST /qris/charge: the order, the bill's rounded total to pay (`total`, as the payment
 * form shows it; money in the major unit on the wire) and, for a split bill, its `splitId` as the
 * payment form sends it.
 */
export const qrisChargeBody = z.object({
  tmp_transaction_id: z.preprocess(
    toInt,
    z
      .number({ error: FIELD_MSG.ID_REQUIRED })
      .int({ error: FIELD_MSG.ID_REQUIRED })
      .positive({ error: FIELD_MSG.ID_REQUIRED })
      .max(MAX_ID, { error: FIELD_MSG.ID_REQUIRED }),
  ),
  total: z.preprocess(
    toInt,
    moneyAmount().refine((n) => n > 0, { error: QRIS_MSG.AMOUNT_INVALID }),
  ),
  splitId: splitFields.splitId,
});
export type QrisChargeBody = z.output<typeof qrisChargeBody>;

/** `{order_id}` of the status and cancel routes: `QRIS-<m_w_id>-<tmp_transaction_id>-<n>`. */
export const qrisOrderParam = z.object({
  order_id: z.string().regex(/^QRIS-\d{1,10}-\d{1,10}-\d{1,6}$/, { error: QRIS_MSG.ORDER_ID_INVALID }),
});

/** Body of POST /qris/notify: the gateway's notification (Midtrans: `order_id`, `status_code`, `gross_amount`, `signature_key`, …; Xendit: `event`, `data.reference_id`, … with the `x-callback-token` header); only the signature is trusted. */
export const qrisNotifyBody = z.looseObject({});

/** Body of POST /qris/return/{order_id}: `manual` true records that the money was returned by hand. */
export const qrisReturnBody = z.object({ manual: z.boolean({ error: FIELD_MSG.ID_REQUIRED }).optional() });

const chargeData = z.strictObject({
  qr_string: z.string().describe("the dynamic EMVCo payload to show as a QR (tag 54 = amount, CRC recomputed)"),
  order_id: z.string().describe("our charge id: QRIS-<m_w_id>-<tmp_transaction_id>-<n>"),
  amount: wireMoney.describe("what the QR asks: bill_total + unique_amount"),
  bill_total: wireMoney,
  unique_amount: wireMoney.describe("0, or 1–99 rupiah when the outlet's unique code is on"),
  expires_at: wireInstant,
  mode: z.enum(["static", "gateway"]),
  status: z.enum(QRIS_STATUSES),
  merchant_name: z.string().describe("tag 59 of the payload"),
  merchant_city: z.string().describe("tag 60 of the payload"),
});

const statusData = z.strictObject({
  order_id: z.string(),
  status: z.enum(QRIS_STATUSES),
  expires_at: wireInstant,
  mode: z.enum(["static", "gateway"]),
  rekap_id: z.number().int().nullable().describe("the bill (r_t_id) the charge paid, else null"),
  issuer: z.string().nullable().describe("gateway mode: the app that paid (gopay, dana…), when the gateway reports it"),
  to_return: wireMoney.describe("money that arrived without a bill (its bill changed or was paid another way): to return; else 0"),
});

const returnData = statusData.extend({
  nota: z.string().describe("the nota number of the bill the charge was shown for"),
  settled_at: wireInstant.nullable().describe("when the gateway reported the money arrived"),
  amount: wireMoney.describe("what the charge asked (the money that arrived)"),
  refund_note: z.string().nullable().describe("a refused gateway refund: the gateway's message; else null"),
});

export const qrisReplies = {
  charge: envelope(chargeData),
  status: envelope(statusData),
  returns: envelope(z.array(returnData)),
  notify: envelope(z.strictObject({ order_id: z.string(), status: z.enum(QRIS_STATUSES) })),
};

const who = "Roles kasir, wbd, kacab (the payment roles); always the session's outlet.";

const chargeRefusals: RefusalDoc[] = [
  refusedInBody("an RM outlet", 422, QRIS_MSG.RUPIAH_ONLY),
  refusedInBody("the outlet has no static QRIS (static mode)", 422, QRIS_MSG.NOT_SET),
  refusedInBody("gateway mode: the gateway does not answer (timeout, 5xx)", 503, QRIS_MSG.GATEWAY_DOWN),
  refusedInBody("gateway mode: a split bill (`splitId`)", 422, QRIS_MSG.GATEWAY_NO_SPLIT),
  refusedInBody("unknown order or another outlet's", 404, MSG.TRANSACTION_NOT_FOUND),
  refusedInBody("the order is closed or paid", 409, API_MSG.ALREADY_PAID),
];

export const qrisContract: RouteContracts = {
  "POST /qris/charge": {
    summary: "Show a QRIS for a bill (static QRIS with the amount, or the gateway's)",
    description: [
      "Body `tmp_transaction_id`, `total` (the bill's rounded total to pay, as the payment form shows it), optional `splitId` (a split bill, as the payment form sends it).",
      "",
      "Static mode: the outlet's static QRIS (`m_w_qris_static`, back office · Outlet) turned dynamic — point of initiation `12`, tag 54 = `amount` in whole rupiah, tip prompts 55–57 dropped, CRC-16/CCITT-FALSE recomputed. With the outlet's unique code on (`m_w_qris_kode_unik`), `amount` = `total` + a unique 1–99 rupiah (`unique_amount`), so equal bills differ in the bank's statement; the bill's total, tax and sales stay as they are: the unique amount is booked on the QRIS tender as received over the bill (`r_t_p_nominal_uang` − `r_t_p_nominal`), never as change.",
      "",
      "Idempotent per bill and amount: asking again for the same order, split and total while the charge is pending and unexpired (15 minutes) gives the same charge; a different total cancels the order's pending charge first and makes a new one (`order_id` `QRIS-<m_w_id>-<tmp_transaction_id>-<n>`). The bill is then paid by POST /recap-transactions with `payment_method` 11 (QRIS) and `qris_order_id`: the charge must be pending, unexpired and ask the settled total, else 409 `Tagihan QRIS tidak berlaku lagi: tampilkan QRIS ulang`.",
      "",
      "Gateway mode (`PAYMENT_GATEWAY=midtrans|xendit`; README \"Configuration\"): `mode` `gateway`, `qr_string` is the gateway's (Midtrans Core API charge, `payment_type` qris; Xendit QR Codes API, a `DYNAMIC` IDR QR code with `reference_id` = `order_id`; 15 minutes), `unique_amount` 0; made while the order is locked, so asking twice gives one charge; a replaced charge is cancelled at the gateway too (Xendit cannot cancel a QR code: it expires, and a payment after is money to return). The cashier does not confirm: the server asks the gateway (GET /qris/status while the QR is shown, a worker until the charge's time is up, POST /qris/notify) and on settlement pays the bill itself through POST /recap-transactions' path (method 11, the charge's `order_id`, as the cashier who asked for the charge, no drawer kick), exactly once. A split bill is refused in gateway mode; a gateway that does not answer → 503 `Gateway QRIS tidak menjawab…`, nothing stored.",
      "",
      `Refused at an RM outlet (\`QRIS hanya untuk Rupiah: outlet RM tidak bisa memakai QRIS\`). ${who}`,
    ].join("\n"),
    response: replies(200, qrisReplies.charge, { bodyRefusal: true }),
    refusals: chargeRefusals,
  },
  "GET /qris/status/:order_id": {
    summary: "Status of a QRIS charge",
    description: `\`status\`: \`pending\` (shown, not paid), \`paid\` (its bill was paid by QRIS: \`rekap_id\`), \`expired\` (15 minutes passed), \`cancelled\` (cancelled, or replaced by a charge for a changed bill). Gateway mode: a pending charge is first asked about at the gateway (the till polls this while the QR is shown): settled → the bill is paid now and the reply is \`paid\` with \`rekap_id\` and \`issuer\`; money that arrived after the bill changed or was paid another way → \`to_return\` > 0 (GET /qris/returns). A gateway that does not answer leaves the stored status. Unknown or another outlet's → 404 \`Tagihan QRIS tidak ditemukan\`. ${who}`,
    response: replies(200, qrisReplies.status, { bodyRefusal: true }),
    refusals: [refusedInBody("unknown charge or another outlet's", 404, QRIS_MSG.CHARGE_NOT_FOUND)],
  },
  "POST /qris/cancel/:order_id": {
    summary: "Cancel a QRIS charge",
    description: `A pending charge becomes \`cancelled\` (the cashier closed the QR or chose another method); a paid, expired or cancelled one is left as it is. Reply: its status after. Unknown or another outlet's → 404. ${who}`,
    response: replies(200, qrisReplies.status, { bodyRefusal: true }),
    refusals: [refusedInBody("unknown charge or another outlet's", 404, QRIS_MSG.CHARGE_NOT_FOUND)],
  },
  "POST /qris/notify": {
    summary: "The payment gateway's notification (public)",
    description:
      "Only when `PUBLIC_URL` is set and a gateway is configured (else 404 `Notifikasi gateway tidak aktif`); no session. The signature is checked (Midtrans: `signature_key` = SHA-512 hex of `order_id` + `status_code` + `gross_amount` + the server key; Xendit: header `x-callback-token` = `XENDIT_CALLBACK_TOKEN`, the charge named by `data.reference_id`): a bad one → 403 `Tanda tangan notifikasi tidak sah`, nothing changes. The body is then not trusted: the charge's status is read again from the gateway and acted on as GET /qris/status does (settled → the bill paid once, or money to return). Reply: the charge's status after. 503 when the gateway does not answer (it notifies again).",
    response: replies(200, qrisReplies.notify),
    refusals: [],
  },
  "GET /qris/returns": {
    summary: "QRIS money to return",
    description: `Gateway charges of the outlet whose money arrived without a bill (its bill changed or was paid another way, or the cashier's shift was closed) and is not returned yet (not refunded, not returned by hand; a refused refund stays listed), oldest first, each as GET /qris/status answers it (\`to_return\` > 0) plus the bill's \`nota\`, \`settled_at\`, \`amount\` and \`refund_note\` (the gateway's message after a refused refund, else null). ${who}`,
    response: replies(200, qrisReplies.returns, { bodyRefusal: true }),
    refusals: [],
  },
  "POST /qris/return/:order_id": {
    summary: "Return QRIS money that paid no bill",
    description: `Body \`manual\` (optional boolean). Without it: refunds \`to_return\` through the gateway (Midtrans refund, \`refund_key\` \`<order_id>-R\`; Xendit POST /refunds of the QR payment, \`reference_id\` \`<order_id>-R\`); refused by the gateway → the refusal is recorded and 409 \`Gateway menolak refund QRIS: …catat sebagai refund manual\`; the cashier then returns the money by hand and sends \`manual: true\`, which records it (audited). No money to return → 409. ${who}`,
    response: replies(200, qrisReplies.status, { bodyRefusal: true }),
    refusals: [
      refusedInBody("the gateway refused the refund", 409, QRIS_MSG.REFUND_REFUSED),
      refusedInBody("nothing to return", 409, QRIS_MSG.NOTHING_TO_RETURN),
      refusedInBody("the gateway does not answer", 503, QRIS_MSG.GATEWAY_DOWN),
    ],
  },
};
