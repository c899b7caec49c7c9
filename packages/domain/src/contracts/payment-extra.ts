/**
 * The contract of payment-extra (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply
 * schemas and the route contracts (summary, description, replies, refusals) per "METHOD /path"
 * under /api. The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Replies of the issue-9 payment calls: void of a non-cash payment, save-member (docs/API.md "Payment").
 *
 * The contract of the payment calls (void, save-member): reply schemas, summary, description,
 * refusals (attached by the server's lib/contract.ts, rendered into docs/API.md).
 */

import { z } from "zod";
import { MIN_LENGTH, MSG, PAY_MSG } from "../index.ts";
import { envelope, replies, wireId } from "../wire/envelope.ts";
import { type RefusalDoc, type RouteContracts, refusedInBody } from "./types.ts";

// ── Reply schemas ──

export const paymentExtraReplies = {
  /** `POST /recap-transactions/{id}/void`: the reopened order. */
  voided: envelope(z.strictObject({ tmp_transaction_id: wireId })),
  /** `POST /transaksi/save-member`: the bill's contact fields as stored. */
  saveMember: envelope(
    z.strictObject({ r_t_id: wireId, r_t_nomor_wa: z.string(), r_t_member_id: z.string(), r_t_account_name: z.string() }),
  ),
};

// ── Route contracts ──

const voidRefusals: RefusalDoc[] = [
  refusedInBody("`keterangan` missing or shorter than 3 characters", 422, PAY_MSG.REASON_REQUIRED),
  refusedInBody("unknown transaction or another outlet's", 404, MSG.TRANSACTION_NOT_FOUND),
  refusedInBody(
    "cash was received, a write-off, another cashier's payment, more than 10 minutes old, or its cash session closed",
    422,
    PAY_MSG.VOID_NOT_ALLOWED,
  ),
  refusedInBody("the order's table was taken by another order meanwhile", 409, PAY_MSG.VOID_TABLE_TAKEN),
];

const memberRefusals: RefusalDoc[] = [
  refusedInBody("`member_id` not digits and dots, or 5 digits that are 0", 422, MSG.MEMBER_ID_INVALID),
  refusedInBody("`nomor_wa` with no dot and under 10 digits", 422, MSG.PHONE_INVALID, MSG.WARNING_EN_TITLE),
  refusedInBody("`member_id` with no dot neither 5 nor at least 10 characters", 422, MSG.NIK_MEMBER_INVALID),
  refusedInBody(`\`account_name\` shorter than ${MIN_LENGTH.accountName}`, 422, PAY_MSG.ACCOUNT_NAME_SHORT),
  refusedInBody("unknown transaction or another outlet's", 404, MSG.TRANSACTION_NOT_FOUND),
];

/** Reply schemas, summary and description per route ("METHOD /path" under /api). */
export const paymentExtraContract: RouteContracts = {
  "POST /recap-transactions/:id/void": {
    summary: "Void a wrong non-cash payment before its receipt",
    description: [
      "Undoes a payment booked on the wrong bank or wallet (designed here; the spec's EDC popup books on one tap). Body `keterangan` (the reason, 3–255 characters). Accepts `Idempotency-Key`.",
      "",
      "Allowed only when no cash was received (EDC, e-wallet, or a multipayment without cash; never a Lost Bill / Gratis), by the cashier who took it or a supervisor, within 10 minutes, while that cash session is open. In one transaction: the order opens again (status 0) holding its main table, a voucher it spent is unspent, the closed transaction with its lines and tenders is removed, and the void is audited in `rekap_transaksi_void` (who, why, the transaction as it was); live screens get an `orders` event. Reply `data.tmp_transaction_id`, message `Pembayaran dibatalkan, pesanan dibuka kembali`.",
    ].join("\n"),
    response: replies(200, paymentExtraReplies.voided, { bodyRefusal: true }),
    refusals: voidRefusals,
  },
  "POST /transaksi/save-member": {
    summary: "Store member and phone on a paid bill",
    description:
      "Payment §7 (receipt modal: NIK/ID Member, Nama Akun Pembayaran, Nomor HP). Form `r_t_id` and, each optional (absent = unchanged), `nomor_wa`, `member_id`, `account_name`, checked by payment §5 (Member ID, Receipt send). Reply: the stored `r_t_nomor_wa`, `r_t_member_id`, `r_t_account_name`.",
    response: replies(200, paymentExtraReplies.saveMember, { bodyRefusal: true }),
    refusals: memberRefusals,
  },
};
