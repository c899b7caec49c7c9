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

export const qrisReplies = {
  charge: envelope(chargeData),
  status: envelope(z.strictObject({ order_id: z.string(), status: z.enum(QRIS_STATUSES), expires_at: wireInstant })),
};

const who = "Roles kasir, wbd, kacab (the payment roles); always the session's outlet.";

const chargeRefusals: RefusalDoc[] = [
  refusedInBody("an RM outlet", 422, QRIS_MSG.RUPIAH_ONLY),
  refusedInBody("the outlet has no static QRIS", 422, QRIS_MSG.NOT_SET),
  refusedInBody("unknown order or another outlet's", 404, MSG.TRANSACTION_NOT_FOUND),
  refusedInBody("the order is closed or paid", 409, API_MSG.ALREADY_PAID),
];

export const qrisContract: RouteContracts = {
  "POST /qris/charge": {
    summary: "Show a QRIS for a bill (static QRIS with the amount)",
    description: [
      "Body `tmp_transaction_id`, `total` (the bill's rounded total to pay, as the payment form shows it), optional `splitId` (a split bill, as the payment form sends it).",
      "",
      "Static mode: the outlet's static QRIS (`m_w_qris_static`, back office · Outlet) turned dynamic — point of initiation `12`, tag 54 = `amount` in whole rupiah, tip prompts 55–57 dropped, CRC-16/CCITT-FALSE recomputed. With the outlet's unique code on (`m_w_qris_kode_unik`), `amount` = `total` + a unique 1–99 rupiah (`unique_amount`), so equal bills differ in the bank's statement; the bill's total, tax and sales stay as they are: the unique amount is booked on the QRIS tender as received over the bill (`r_t_p_nominal_uang` − `r_t_p_nominal`), never as change.",
      "",
      "Idempotent per bill and amount: asking again for the same order, split and total while the charge is pending and unexpired (15 minutes) gives the same charge; a different total cancels the order's pending charge first and makes a new one (`order_id` `QRIS-<m_w_id>-<tmp_transaction_id>-<n>`). The bill is then paid by POST /recap-transactions with `payment_method` 11 (QRIS) and `qris_order_id`: the charge must be pending, unexpired and ask the settled total, else 409 `Tagihan QRIS tidak berlaku lagi: tampilkan QRIS ulang`.",
      "",
      `Refused at an RM outlet (\`QRIS hanya untuk Rupiah: outlet RM tidak bisa memakai QRIS\`). ${who}`,
    ].join("\n"),
    response: replies(200, qrisReplies.charge, { bodyRefusal: true }),
    refusals: chargeRefusals,
  },
  "GET /qris/status/:order_id": {
    summary: "Status of a QRIS charge",
    description: `\`status\`: \`pending\` (shown, not paid), \`paid\` (its bill was paid by QRIS), \`expired\` (15 minutes passed), \`cancelled\` (cancelled, or replaced by a charge for a changed bill). Unknown or another outlet's → 404 \`Tagihan QRIS tidak ditemukan\`. ${who}`,
    response: replies(200, qrisReplies.status, { bodyRefusal: true }),
    refusals: [refusedInBody("unknown charge or another outlet's", 404, QRIS_MSG.CHARGE_NOT_FOUND)],
  },
  "POST /qris/cancel/:order_id": {
    summary: "Cancel a QRIS charge",
    description: `A pending charge becomes \`cancelled\` (the cashier closed the QR or chose another method); a paid, expired or cancelled one is left as it is. Reply: its status after. Unknown or another outlet's → 404. ${who}`,
    response: replies(200, qrisReplies.status, { bodyRefusal: true }),
    refusals: [refusedInBody("unknown charge or another outlet's", 404, QRIS_MSG.CHARGE_NOT_FOUND)],
  },
};
