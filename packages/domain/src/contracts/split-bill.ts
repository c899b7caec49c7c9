/**
 * The contract of the split screen's server-held state (docs/ARCHITECTURE.md "Adding a route"):
 * request schemas, reply schemas and the route contracts per "METHOD /path" under /api.
 *
 * Split bill (payment spec §2.2, §4 "Split bill"): the units moved from the original bill
 * ("Nota Asal") to its sub-bills S1, S2 … and "Bagi rata" (the order split evenly by amount,
 * domain `splitEvenly`) are held by the server per open order, so reopening the split screen,
 * reloading or a second device shows what was moved; POST /recap-transactions pays the next
 * sub-bill exactly as held (payment/split-draft.service.ts).
 */

import { z } from "zod";
import { API_MSG, MAX_EVEN_PARTS, MAX_ID, MSG, MULTIPAY_METHODS, moneyAmount, PAY_MSG, SPLIT_MSG } from "../index.ts";
import { envelope, replies, wireFlag, wireId, wireInt, wireMoney } from "../wire/envelope.ts";
import type { RefusalDoc, RouteContracts } from "./types.ts";

// ── Request schemas ──

/** How far ahead of the next split a sub-bill may be prepared (S{next} … S{next + 19}). */
export const MAX_OPEN_PARTS = 20;

const partNumber = z.coerce
  .number({ error: SPLIT_MSG.PART_INVALID })
  .int({ error: SPLIT_MSG.PART_INVALID })
  .min(0, { error: SPLIT_MSG.PART_INVALID })
  .max(1_000, { error: SPLIT_MSG.PART_INVALID });

/** Body of POST /split-bill/{id}/move: `qty` units of a line from one bill to another (0 = Nota Asal, n = S{n}). */
export const splitMoveBody = z.object({
  tmp_transaction_detail_id: z.coerce.number({ error: MSG.DATA_CHANGED }).int().min(1).max(MAX_ID),
  from: partNumber,
  to: partNumber,
  qty: z.coerce
    .number({ error: SPLIT_MSG.QTY_INVALID })
    .int({ error: SPLIT_MSG.QTY_INVALID })
    .min(1, { error: SPLIT_MSG.QTY_INVALID })
    .max(999)
    .default(1),
});
export type SplitMoveBody = z.output<typeof splitMoveBody>;

/** Body of POST /split-bill/{id}/bagi-rata: into how many bills (0 = off, back to moving items). */
export const splitEvenBody = z.object({
  parts: z.coerce
    .number({ error: SPLIT_MSG.EVEN_PARTS_INVALID })
    .int({ error: SPLIT_MSG.EVEN_PARTS_INVALID })
    .refine((n) => n === 0 || (n >= 2 && n <= MAX_EVEN_PARTS), { error: SPLIT_MSG.EVEN_PARTS_INVALID }),
});
export type SplitEvenBody = z.output<typeof splitEvenBody>;

const toFlag = (v: unknown) =>
  v === true || v === "true" || v === "1" || v === 1 ? 1 : v === false || v === "false" || v === "0" || v === 0 ? 0 : v;

/**
 * Body of POST /split-bill/{id}/bagi-rata/share: one Bagi rata share as the split screen fills it in
 * (`share` 1…N; `payment_method` 0 = none yet, else a multipayment method; `nominal_uang` the cash
 * handed over, money; `lunas` the cashier's tick, 0/1). Nothing is paid by it.
 */
export const splitShareBody = z.object({
  share: z.coerce
    .number({ error: SPLIT_MSG.PART_INVALID })
    .int({ error: SPLIT_MSG.PART_INVALID })
    .min(1, { error: SPLIT_MSG.PART_INVALID })
    .max(MAX_EVEN_PARTS, { error: SPLIT_MSG.PART_INVALID }),
  payment_method: z.coerce
    .number({ error: PAY_MSG.MULTIPAY_METHOD_INVALID })
    .int({ error: PAY_MSG.MULTIPAY_METHOD_INVALID })
    .refine((m) => m === 0 || MULTIPAY_METHODS.includes(m), { error: PAY_MSG.MULTIPAY_METHOD_INVALID })
    .default(0),
  nominal_uang: z.preprocess((v) => (typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v), moneyAmount().default(0)),
  lunas: z.preprocess(toFlag, z.union([z.literal(0), z.literal(1)]).default(0)),
});
export type SplitShareBody = z.output<typeof splitShareBody>;

// ── Reply schemas ──

/** One moved line of a sub-bill, as `split_menu` of POST /recap-transactions names it. */
const heldLine = z.strictObject({ tmp_transaction_detail_id: wireId, tmp_transaction_detail_qty: wireInt });

/** The split state of an open order. */
export const splitState = z.strictObject({
  tmp_transaction_id: wireId,
  new_split: z.string().describe("the next sub-bill's suffix (`-S{n}`), as GET /tmp-transaction/{id}"),
  next_part: wireInt.describe("n of the next sub-bill: the one POST /recap-transactions pays"),
  split_parts: z
    .array(z.strictObject({ part: wireInt, nota_number: z.string(), split_menu: z.array(heldLine) }))
    .describe("the sub-bills holding units, by part"),
  bagi_rata: wireInt.describe("parts of Bagi rata, 0 when off"),
  bagi_rata_shares: z
    .array(
      z.strictObject({
        share: wireInt,
        nominal: wireMoney.describe("what the share pays: domain `evenShares` of the bill after its stored discount"),
        payment_method: wireInt.describe("0 = not chosen yet"),
        nominal_uang: wireMoney.describe("cash handed over for the share, 0 = not entered"),
        lunas: wireFlag.describe("the cashier ticked it received"),
      }),
    )
    .describe("Bagi rata's N shares (empty when off), as the split screen filled them in"),
});
export type SplitState = z.output<typeof splitState>;

export const splitBillReplies = { state: envelope(splitState) };

// ── Route contracts ──

const common: RefusalDoc[] = [
  { when: "the role lacks `order.split`", status: 403, message: MSG.ACCESS_DENIED, title: MSG.ACCESS_DENIED_TITLE },
  { when: "unknown order or another outlet's", status: 404, message: MSG.TRANSACTION_NOT_FOUND },
  { when: "the order is closed", status: 409, message: API_MSG.ALREADY_PAID },
];

const stateText =
  "Reply: the state — `new_split`, `next_part` (the sub-bill POST /recap-transactions pays next), `split_parts` (each sub-bill holding units: `part`, `nota_number` `{note}-S{part}`, `split_menu` as the payment sends it), `bagi_rata` (0 = off) and `bagi_rata_shares` (Bagi rata's N shares: `share`, `nominal` what it pays, `payment_method` 0 = none yet, `nominal_uang`, `lunas`; empty when off).";

/** Reply schemas, summary and description per route ("METHOD /path" under /api). */
export const splitBillContract: RouteContracts = {
  "GET /split-bill/:id": {
    summary: "The split screen's moves of an open order",
    description: [
      'Payment §4 "Split bill": what the split screen shows after a reopen, a reload or on a second device. Units held on a line that since shrank, was cancelled or became free are not listed (and cannot be paid).',
      "",
      stateText,
    ].join("\n"),
    response: replies(200, splitBillReplies.state),
    refusals: common,
  },
  "POST /split-bill/:id/move": {
    summary: "Move units of a line between the original bill and a sub-bill",
    description: [
      'Payment §4 "Split bill" (items move one unit at a time): body `tmp_transaction_detail_id`, `from` and `to` (0 = Nota Asal, n = sub-bill S{n}, from the next split up to 19 ahead), `qty` (default 1). One transaction with the order row locked, so two devices moving at once are applied one after the other and never move a unit twice. A move turns Bagi rata off. Live screens get an `orders` event.',
      "",
      stateText,
    ].join("\n"),
    response: replies(200, splitBillReplies.state),
    refusals: [
      ...common,
      { when: "`from` equals `to`, or a sub-bill below the next split or too far ahead", status: 422, message: SPLIT_MSG.PART_INVALID },
      { when: "the line is not the order's (any more)", status: 409, code: 412, message: MSG.DATA_CHANGED },
      { when: "the line is cancelled, replaced or free", status: 409, message: SPLIT_MSG.LINE_NOT_NORMAL },
      { when: "`from` holds fewer units (moved meanwhile, e.g. from another device)", status: 409, message: SPLIT_MSG.MOVE_TOO_MANY },
    ],
  },
  "POST /split-bill/:id/bagi-rata": {
    summary: "Bagi rata: split the order evenly into N bills",
    description: [
      `Body \`parts\`: 2–${MAX_EVEN_PARTS}, or 0 to turn it off. Bagi rata replaces the moved units (they go back to Nota Asal); the shares' amounts are the domain's \`evenShares\` of the bill as it is paid (after its stored Diskon Transaksi and voucher, with its Tarik Tunai): each ⌊total / N⌋, exact to the rupiah (the sen at RM outlets), the remainder on the last, adding up to the bill's total. Another N (or 0) forgets the shares' methods. It is paid at once: POST /recap-transactions with \`bagi_rata\` N and a \`multipayment\` of one tender per share (see there). One transaction, the order row locked.`,
      "",
      stateText,
    ].join("\n"),
    response: replies(200, splitBillReplies.state),
    refusals: [...common, { when: `\`parts\` not 0 or 2–${MAX_EVEN_PARTS}`, status: 422, message: SPLIT_MSG.EVEN_PARTS_INVALID }],
  },
  "POST /split-bill/:id/bagi-rata/share": {
    summary: "Bagi rata: one share's method, cash handed over and Lunas tick",
    description: [
      "Body `share` (1…N), `payment_method` (0 = none, else cash 1, Mandiri 2, BNI 3, BRI 4, BCA 5, OVO 6, GoPay 7), `nominal_uang` (cash handed over for the share, money; 0 = not entered), `lunas` (0/1: the cashier's tick as each friend's share is received). Kept with the split state so a reload or a second device shows the chosen methods. **Nothing is paid or booked here**: no cash sits outside a closed bill — the money is taken by the one payment of the whole bill (POST /recap-transactions with `bagi_rata`). One transaction, the order row locked.",
      "",
      stateText,
    ].join("\n"),
    response: replies(200, splitBillReplies.state),
    refusals: [
      ...common,
      { when: "Bagi rata off, or `share` not 1…N", status: 422, message: SPLIT_MSG.PART_INVALID },
      { when: "`payment_method` not 0 nor a multipayment method", status: 422, message: PAY_MSG.MULTIPAY_METHOD_INVALID },
    ],
  },
  "DELETE /split-bill/:id": {
    summary: "Forget the split screen's moves (BATAL → Iya)",
    description: ["Every held unit goes back to Nota Asal and Bagi rata turns off.", "", stateText].join("\n"),
    response: replies(200, splitBillReplies.state),
    refusals: common,
  },
};
