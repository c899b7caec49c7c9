/**
 * PDF receipt links (`GET /recap-transactions/download-struct/{name}`; payment spec §7 Receipts).
 *
 * `{name}` is one of:
 * - a capability: 32 random bytes, base64url (43 characters), optionally followed by `.pdf`. It is
 *   made for a WhatsApp send and opens that one receipt without a session (the customer's phone).
 *   Only its SHA-256 is stored (`rekap_struk_link`), so a copy of the database opens nothing; 256
 *   random bits make enumerating other bills hopeless. It is valid `RECEIPT_LINK_DAYS` days.
 * - the bill's id (`r_t_id`, digits, optionally `.pdf`): only for a signed-in user of a role that reads
 *   history, of the bill's outlet (Print Ulang from the history screens).
 * Anything else, an unknown or expired capability, and another outlet's id: 404 `Struk tidak ditemukan`.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { receiptLinks } from "../../db/schema/index.ts";

/** How long a customer's link opens its receipt. */
const RECEIPT_LINK_DAYS = 90;

const TOKEN = /^([A-Za-z0-9_-]{43})(?:\.pdf)?$/;
const BILL_ID = /^([1-9]\d{0,9})(?:\.pdf)?$/;

/** What a `{name}` names: a capability, a bill id, or nothing. */
export type ReceiptName = { kind: "token"; token: string } | { kind: "id"; id: number } | { kind: "none" };

/** Parses `{name}` (bounded by the route to 64 characters). */
export function parseReceiptName(name: string): ReceiptName {
  const token = TOKEN.exec(name);
  if (token?.[1]) {
    return { kind: "token", token: token[1] };
  }
  const id = BILL_ID.exec(name);
  if (id?.[1] && Number(id[1]) <= 2_147_483_647) {
    return { kind: "id", id: Number(id[1]) };
  }
  return { kind: "none" };
}

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Makes a new capability for a bill (inside the caller's transaction) and returns its name. */
export async function createReceiptLink(tx: DbOrTx, outletId: number, closedTransactionId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(receiptLinks).values({ tokenHash: hashOf(token), outletId, closedTransactionId });
  return token;
}

/** The bill and outlet a capability opens, or null when unknown or older than RECEIPT_LINK_DAYS. */
export async function resolveReceiptLink(db: Db, token: string): Promise<{ outletId: number; closedTransactionId: number } | null> {
  const rows = await db
    .select({ outletId: receiptLinks.outletId, closedTransactionId: receiptLinks.closedTransactionId })
    .from(receiptLinks)
    .where(
      and(eq(receiptLinks.tokenHash, hashOf(token)), gt(receiptLinks.createdAt, sql`now() - make_interval(days => ${RECEIPT_LINK_DAYS})`)),
    )
    .limit(1);
  return rows[0] ?? null;
}
