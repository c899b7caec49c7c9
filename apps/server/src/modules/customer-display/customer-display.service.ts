/**
 * Customer-display pairings (docs/API.md "POST /customer-display/code" and the routes after it):
 * the till asks for a code, a display device trades it for a token, the till publishes its current
 * bill and phase, "Putuskan" revokes. Each change is one statement (the code is spent by the same
 * UPDATE that stores the token, so two devices typing one code cannot both pair) and tells the
 * display's event stream with `{displayChanged: id}` on the live channel (after commit).
 */
import { createHash, randomInt } from "node:crypto";
import { DISPLAY_CODE_LENGTH, DISPLAY_LIMITS, DISPLAY_MSG, type DisplayPhase, MSG } from "@waroeng/domain";
import { and, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { closedTransactions, customerDisplays, orders } from "../../db/schema/index.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { EVENTS_CHANNEL } from "../../lib/events.ts";
import { ApiError, badRequest, notFound } from "../../lib/http.ts";
import { hashToken, newToken } from "../../plugins/auth.ts";

/** A pairing row. */
export type DisplayRow = typeof customerDisplays.$inferSelect;

/** The live-channel notice a display's stream listens for: its pairing or current bill changed. */
export interface DisplayNotice {
  displayChanged: number;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Tells the display's event stream (every server process) that display `id` changed, after commit. */
async function notifyDisplay(tx: DbOrTx, id: number): Promise<void> {
  const notice: DisplayNotice = { displayChanged: id };
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** A random code of DISPLAY_CODE_LENGTH digits (leading zeros kept). */
function newCode(): string {
  return String(randomInt(0, 10 ** DISPLAY_CODE_LENGTH)).padStart(DISPLAY_CODE_LENGTH, "0");
}

/**
 * A new pairing code for the till of `outletId` (user `userId`): on the till's live pairing
 * `displayId` when given (a revoked or unknown one → a new pairing), else a new pairing. Codes
 * expire after DISPLAY_LIMITS.codeTtlMs; a code clashing with another live one is drawn again.
 * @returns the pairing id, the code (shown once, stored as SHA-256) and its expiry.
 */
export async function issueCode(
  db: Db,
  who: { outletId: number; userId: number },
  displayId: number | undefined,
  tillName: string,
): Promise<{ displayId: number; code: string; expiresAt: Date }> {
  for (let attempt = 0; ; attempt++) {
    const code = newCode();
    const expiresAt = new Date(Date.now() + DISPLAY_LIMITS.codeTtlMs);
    const values = { codeHash: sha256(code), codeExpiresAt: expiresAt, tillName, updatedAt: new Date() };
    try {
      const id = await db.transaction(async (tx) => {
        // Expired codes free their digits for new ones.
        await tx
          .update(customerDisplays)
          .set({ codeHash: null })
          .where(and(isNotNull(customerDisplays.codeHash), lte(customerDisplays.codeExpiresAt, new Date())));
        if (displayId !== undefined) {
          const [kept] = await tx
            .update(customerDisplays)
            .set(values)
            .where(and(eq(customerDisplays.id, displayId), eq(customerDisplays.outletId, who.outletId), isNull(customerDisplays.revokedAt)))
            .returning({ id: customerDisplays.id });
          if (kept) {
            return kept.id;
          }
        }
        const [made] = await tx
          .insert(customerDisplays)
          .values({ ...values, outletId: who.outletId, createdBy: who.userId })
          .returning({ id: customerDisplays.id });
        return (made as { id: number }).id;
      });
      return { displayId: id, code, expiresAt };
    } catch (err) {
      if (attempt < 5 && uniqueViolation(err)) {
        continue;
      }
      throw err;
    }
  }
}

/**
 * The live pairing `id` of the outlet.
 * @throws ApiError 404 DISPLAY_NOT_FOUND when unknown, another outlet's or revoked.
 */
export async function pairingOf(db: DbOrTx, outletId: number, id: number): Promise<DisplayRow> {
  const [row] = await db
    .select()
    .from(customerDisplays)
    .where(and(eq(customerDisplays.id, id), eq(customerDisplays.outletId, outletId), isNull(customerDisplays.revokedAt)));
  if (!row) {
    throw notFound(DISPLAY_MSG.DISPLAY_NOT_FOUND);
  }
  return row;
}

/**
 * Putuskan: revokes pairing `id` of the outlet (token and code stop working) and tells its stream.
 * @throws ApiError 404 as pairingOf.
 */
export async function revokeDisplay(db: Db, outletId: number, id: number): Promise<DisplayRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customerDisplays)
      .set({ revokedAt: new Date(), tokenHash: null, codeHash: null, orderId: null, phase: "idle", updatedAt: new Date() })
      .where(and(eq(customerDisplays.id, id), eq(customerDisplays.outletId, outletId), isNull(customerDisplays.revokedAt)))
      .returning();
    if (!row) {
      throw notFound(DISPLAY_MSG.DISPLAY_NOT_FOUND);
    }
    await notifyDisplay(tx, id);
    return row;
  });
}

/**
 * Trades a live, unused code for a new display token (one UPDATE: the code is spent as the token is
 * stored). @returns the pairing id and the token (only its hash is kept), or null for a wrong,
 * expired, used or revoked code.
 */
export async function pairDisplay(db: Db, code: string): Promise<{ displayId: number; token: string } | null> {
  const token = newToken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customerDisplays)
      .set({ codeHash: null, tokenHash: hashToken(token), pairedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(customerDisplays.codeHash, sha256(code)),
          gt(customerDisplays.codeExpiresAt, new Date()),
          isNull(customerDisplays.revokedAt),
        ),
      )
      .returning({ id: customerDisplays.id });
    if (!row) {
      return null;
    }
    await notifyDisplay(tx, row.id);
    return { displayId: row.id, token };
  });
}

/** The live pairing a display token belongs to, or null (unknown, revoked, or no token). */
export async function displayByToken(db: DbOrTx, token: string | undefined): Promise<DisplayRow | null> {
  if (!token || token.length > 200) {
    return null;
  }
  const [row] = await db
    .select()
    .from(customerDisplays)
    .where(and(eq(customerDisplays.tokenHash, hashToken(token)), isNull(customerDisplays.revokedAt)));
  return row ?? null;
}

/**
 * The till publishes its current bill: `orderId` (this outlet's; open, or closed for `paid`) in
 * `phase`, or idle without a bill. Tells the display's stream.
 * @throws ApiError 404 DISPLAY_NOT_FOUND (pairing), 404 TRANSACTION_NOT_FOUND (bill), 422 a phase
 * other than idle without a bill.
 */
export async function setCurrentBill(
  db: Db,
  outletId: number,
  id: number,
  orderId: number | undefined,
  phase: DisplayPhase,
): Promise<DisplayRow> {
  if (phase !== "idle" && orderId === undefined) {
    throw badRequest(MSG.TRANSACTION_NOT_FOUND);
  }
  const bill = phase === "idle" ? null : (orderId ?? null);
  return db.transaction(async (tx) => {
    if (bill !== null) {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, bill), eq(orders.outletId, outletId)));
      if (!order) {
        throw notFound(MSG.TRANSACTION_NOT_FOUND);
      }
    }
    const [row] = await tx
      .update(customerDisplays)
      .set({ orderId: bill, phase, updatedAt: new Date() })
      .where(and(eq(customerDisplays.id, id), eq(customerDisplays.outletId, outletId), isNull(customerDisplays.revokedAt)))
      .returning();
    if (!row) {
      throw notFound(DISPLAY_MSG.DISPLAY_NOT_FOUND);
    }
    await notifyDisplay(tx, id);
    return row;
  });
}

/** The closed transaction of a paid order of the outlet (total, handed over, change), or null. */
export async function paymentOf(
  db: DbOrTx,
  outletId: number,
  orderId: number,
): Promise<{ total: number; tendered: number; change: number } | null> {
  const [row] = await db
    .select({ total: closedTransactions.total, tendered: closedTransactions.tendered, change: closedTransactions.change })
    .from(closedTransactions)
    .where(and(eq(closedTransactions.orderId, orderId), eq(closedTransactions.outletId, outletId)));
  return row ?? null;
}

/** 401 for a request without a live display token. */
export const unpaired = () => new ApiError(401, DISPLAY_MSG.NOT_PAIRED_DEVICE);
