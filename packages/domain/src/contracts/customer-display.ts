/**
 * The contract of the customer-facing display (docs/ARCHITECTURE.md "Adding a route"): a second
 * device facing the customer, paired to one till with a short code, showing only that till's
 * current bill. Request schemas, reply schemas and route contracts (not in the spec: designed here).
 */
import { z } from "zod";
import { DISPLAY_CODE_LENGTH, DISPLAY_LIMITS, DISPLAY_MSG, MSG, optionalId } from "../index.ts";
import { pathId } from "../requests/common.ts";
import { envelope, replies, wireId, wireInstant, wireInt } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

/** What the till is doing with its current bill. */
export const displayPhase = z.enum(["idle", "order", "payment", "paid"]);

/** `POST /customer-display/code`: a new code for this till's display (`display_id` it had, if any). */
export const displayCodeBody = z.object({
  display_id: optionalId(),
  till_name: z.string().trim().max(30).optional(),
});

/** `POST /customer-display/pair`: the code the till shows. */
export const displayPairBody = z.object({
  code: z
    .string({ error: DISPLAY_MSG.CODE_FORMAT })
    .trim()
    .regex(new RegExp(`^\\d{${DISPLAY_CODE_LENGTH}}$`), { error: DISPLAY_MSG.CODE_FORMAT }),
});

/** `PUT /customer-display/current`: the till's current bill and phase (`tmp_transaction_id` absent or 0 when idle). */
export const displayCurrentBody = z.object({
  display_id: pathId(),
  tmp_transaction_id: optionalId(),
  phase: displayPhase,
});

/** `/customer-display/{id}`. */
export const displayIdParam = z.object({ id: pathId() });

// ── Reply schemas ──

/** Money of the display state: the outlet currency's major unit (public route: converted by its presenter). */
const displayMoney = z.number().describe("money in the major unit: rupiah integer, ringgit ≤ 2 decimals (RM outlets)");

/** The till's view of its display pairing. */
export const displayPairing = z.strictObject({
  display_id: wireId,
  /** 1 when a display device holds a live token. */
  paired: z.number().int().min(0).max(1),
  paired_at: wireInstant.nullable(),
  /** The live code's expiry (null when none is usable). */
  code_expires_at: wireInstant.nullable(),
  tmp_transaction_id: wireId.nullable(),
  phase: displayPhase,
});

/** A line of the bill as the customer sees it (status-0 lines only). */
export const displayLine = z.strictObject({
  name: z.string(),
  qty: wireInt,
  price: displayMoney,
  /** price × qty less the line's discount. */
  amount: displayMoney,
  /** The line's options and notes (custom_menu), "" when none. */
  notes: z.string(),
});

/** The bill: its lines and the totals the payment charges (payment §9). */
export const displayBill = z.strictObject({
  nota: z.string(),
  lines: z.array(displayLine),
  subtotal: displayMoney,
  discount: displayMoney,
  voucher: displayMoney,
  tax: displayMoney,
  service_charge: displayMoney,
  cash_withdrawal: displayMoney,
  rounding: displayMoney,
  /** What the customer pays (after rounding). */
  total: displayMoney,
});

/**
 * A live QRIS charge of the bill (static or gateway), shown at payment; null when there is none.
 * Filled by the QRIS payment's charge.
 */
export const displayQris = z.strictObject({
  qr_string: z.string(),
  amount: displayMoney,
  merchant_name: z.string(),
  expires_at: wireInstant.nullable(),
});

/** What a paired display shows: the outlet, the phase, the till's current bill and its payment. */
export const displayState = z.strictObject({
  m_w_nama: z.string(),
  currency: z.string(),
  /** The outlet's customer language (receipts'): id | en | ms. */
  language: z.enum(["id", "en", "ms"]),
  phase: displayPhase,
  bill: displayBill.nullable(),
  /** After payment: what was paid, handed over and given back. */
  paid: z.strictObject({ total: displayMoney, tendered: displayMoney, change: displayMoney }).nullable(),
  qris: displayQris.nullable(),
});
export type DisplayState = z.output<typeof displayState>;

export const customerDisplayReplies = {
  code: envelope(z.strictObject({ display_id: wireId, code: z.string(), expires_at: wireInstant })),
  pairing: envelope(displayPairing),
  paired: envelope(z.strictObject({ display_id: wireId })),
  state: envelope(displayState),
};

const pairingRoles = "The till's call (roles of `order.pay`).";
const notFound = { when: "unknown display, another outlet's, or disconnected", status: 404, message: DISPLAY_MSG.DISPLAY_NOT_FOUND };
const denied = { when: "a role without `order.pay`", status: 403, message: MSG.ACCESS_DENIED, title: MSG.ACCESS_DENIED_TITLE };
const unpaired = { when: "no display token, or one disconnected (Putuskan)", status: 401, message: DISPLAY_MSG.NOT_PAIRED_DEVICE };

/** Reply schemas, summary and description per route ("METHOD /path" under /api). */
export const customerDisplayContract: RouteContracts = {
  "POST /customer-display/code": {
    summary: "A pairing code for this till's customer display",
    description: [
      pairingRoles,
      `A ${DISPLAY_CODE_LENGTH}-digit code, valid ${DISPLAY_LIMITS.codeTtlMs / 60_000} minutes and once, that a display types at \`/layar-pelanggan\`. Without \`display_id\` a new display pairing is made for the outlet; with the id the till kept (its own, this outlet's) the code replaces that pairing's code (a display paired later with it replaces the earlier device). \`till_name\`: the till's device name. Only a hash of the code is stored.`,
    ].join("\n"),
    response: replies(200, customerDisplayReplies.code),
    refusals: [denied],
  },
  "GET /customer-display/:id": {
    summary: "Whether the till's display is paired, and what it shows",
    description: `${pairingRoles} The till's dialog reads it while the code is shown.`,
    response: replies(200, customerDisplayReplies.pairing),
    refusals: [denied, notFound],
  },
  "DELETE /customer-display/:id": {
    summary: "Putuskan: disconnect the till's display",
    description: `${pairingRoles} The display's token stops working at once (its next read → 401, its event stream ends) and its code, if any, too.`,
    response: replies(200, customerDisplayReplies.pairing),
    refusals: [denied, notFound],
  },
  "PUT /customer-display/current": {
    summary: "The till's current bill and phase, for its customer display",
    description: [
      pairingRoles,
      "The till publishes which bill is current when the cashier opens an order (`order`), the payment popup (`payment`), finishes payment (`paid`) or leaves the bill (`idle`, no `tmp_transaction_id`). The bill must be an order of this outlet; the pairing this outlet's and live. The display hears of it on its event stream and re-reads its state; later changes of the bill reach it the same way.",
    ].join("\n"),
    response: replies(200, customerDisplayReplies.pairing),
    refusals: [
      denied,
      notFound,
      { when: "a bill of another outlet or unknown", status: 404, message: MSG.TRANSACTION_NOT_FOUND },
      { when: "`order`/`payment`/`paid` without a bill", status: 422, message: MSG.TRANSACTION_NOT_FOUND },
    ],
  },
  "POST /customer-display/pair": {
    summary: "Pair this device as a customer display (public)",
    description: [
      "No login: the code is the capability. A right code (live, unused) pairs the device: the reply sets the HttpOnly cookie `waroeng_display` (Path=/api/customer-display, SameSite=Strict, a year) holding a random token that only reads that till's display state; the code is spent.",
      `Wrong codes are counted per client IP: past ${DISPLAY_LIMITS.triesPerIp} in ${DISPLAY_LIMITS.windowMs / 60_000} minutes → 429 with \`Retry-After\` (@fastify/rate-limit, as the login limits).`,
    ].join("\n"),
    response: replies(200, customerDisplayReplies.paired),
    refusals: [
      { when: "not 6 digits", status: 422, message: DISPLAY_MSG.CODE_FORMAT },
      { when: "a wrong, expired, used or disconnected code", status: 404, message: DISPLAY_MSG.CODE_WRONG },
      { when: "too many wrong codes from this IP", status: 429, message: DISPLAY_MSG.TOO_MANY_TRIES },
    ],
  },
  "GET /customer-display/state": {
    summary: "What the paired display shows (public, display token)",
    description: [
      "Authenticated by the display's cookie only (no staff session). Only the paired till's current bill: `phase` idle (bill null), order, payment, paid (the bill closed: `paid` total, handed over and change). A paid bill shows whatever phase the till published last. The bill's lines are its status-0 lines (name, qty, price, amount after the line discount, options/notes); totals as the payment charges them (payment §9). `language`: the outlet's customer language. `qris`: the bill's live QRIS charge at payment, else null.",
      'Live: `GET /customer-display/events` (server-sent events, the same cookie) sends `{"topic":"display"}` whenever the till\'s current bill or the bill itself changes, and `{"topic":"hello"}` first; the display re-reads this state then, and every few seconds while the stream is down.',
    ].join("\n"),
    response: replies(200, customerDisplayReplies.state),
    refusals: [unpaired],
  },
};
