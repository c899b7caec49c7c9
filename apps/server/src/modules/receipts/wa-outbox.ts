/**
 * The WhatsApp outbox (docs/API.md "Digital receipts"): every send is a `wa_outbox` row.
 *
 * - With no gateway configured a send is recorded as `not_configured` (never dropped, never sent).
 * - Otherwise it is `queued`; `attemptDue` takes one due row with `FOR UPDATE SKIP LOCKED`, calls
 *   the gateway while holding the lock, and in the same transaction marks it `sent`, or counts the
 *   attempt and sets the next one after a backoff (base × 2^(attempts−1)), or `failed` after
 *   `maxAttempts` (a settled row's text keeps no PDF link capability). Two workers (or a route and the worker) never hold one row, and a sent row is
 *   never due again, so a send goes out once. (A process killed between the gateway's answer and
 *   the commit leaves the row queued: the only case of a second send.)
 */
import type { WaState } from "@waroeng/domain";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { waOutbox } from "../../db/schema/index.ts";
import { backoffDelay } from "../../lib/backoff.ts";
import { redactUrl } from "../../lib/logger.ts";
import type { WaGateway } from "./wa-gateway.ts";

/** Retry policy: attempts before `failed`, and the first backoff (ms). */
export interface WaRetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
}

export const DEFAULT_RETRY: WaRetryPolicy = { maxAttempts: 5, baseDelayMs: 30_000 };

/** The delay before attempt n+1 after n failed attempts: base, 2×base, 4×base … capped at 1 hour. */
function backoffMs(policy: WaRetryPolicy, failedAttempts: number): number {
  return backoffDelay(failedAttempts, { baseMs: policy.baseDelayMs, maxMs: 3_600_000 });
}

export type OutboxRow = typeof waOutbox.$inferSelect;

/** A new send (inside the caller's transaction). A receipt already queued to the same number is joined, not doubled. */
export async function enqueueWa(
  tx: DbOrTx,
  input: {
    outletId: number;
    closedTransactionId: number | null;
    kind: "receipt" | "test" | "summary";
    phone: string;
    message: string;
    /** Who asked; null for head office's daily summary. */
    userId: number | null;
  },
  configured: boolean,
): Promise<OutboxRow> {
  const state: WaState = configured ? "queued" : "not_configured";
  const inserted = await tx
    .insert(waOutbox)
    .values({
      outletId: input.outletId,
      closedTransactionId: input.closedTransactionId,
      kind: input.kind,
      phone: input.phone,
      // Never sent: the PDF link's capability is not kept (the reply still hands it to the screen).
      message: configured ? input.message : redactUrl(input.message),
      state,
      createdBy: input.userId,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) {
    return inserted[0];
  }
  const pending = await tx
    .select()
    .from(waOutbox)
    .where(
      and(
        eq(waOutbox.closedTransactionId, input.closedTransactionId ?? 0),
        eq(waOutbox.phone, input.phone),
        eq(waOutbox.state, "queued"),
        eq(waOutbox.kind, "receipt"),
      ),
    )
    .limit(1);
  if (!pending[0]) {
    throw new Error("wa_outbox: conflicting row vanished");
  }
  return pending[0];
}

/**
 * One attempt at one due row (the given one, or the oldest due), or null when none is due and free.
 * @param now - the clock (tests move it past the backoff).
 */
export async function attemptDue(
  db: Db,
  gateway: WaGateway,
  policy: WaRetryPolicy,
  opts: { id?: number; now?: Date } = {},
): Promise<OutboxRow | null> {
  const now = opts.now ?? new Date();
  // Due by the database's clock unless a test moves it: a row is queued with the database's now()
  // (microseconds), which can be later than this process's millisecond clock in the same instant.
  const dueBy = opts.now ? lte(waOutbox.nextAttemptAt, opts.now) : sql`${waOutbox.nextAttemptAt} <= now()`;
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(waOutbox)
      .where(and(eq(waOutbox.state, "queued"), dueBy, opts.id ? eq(waOutbox.id, opts.id) : undefined))
      .orderBy(asc(waOutbox.nextAttemptAt), asc(waOutbox.id))
      .limit(1)
      .for("update", { skipLocked: true });
    const row = due[0];
    if (!row) {
      return null;
    }
    const result = await gateway.send({ phone: row.phone, message: row.message });
    const attempts = row.attempts + 1;
    // Once settled, the stored text keeps no PDF link capability (only rekap_struk_link's hash opens it).
    const change = result.ok
      ? { state: "sent", attempts, sentAt: now, lastError: "", message: redactUrl(row.message) }
      : attempts >= policy.maxAttempts
        ? { state: "failed", attempts, lastError: result.error, message: redactUrl(row.message) }
        : { attempts, lastError: result.error, nextAttemptAt: new Date(now.getTime() + backoffMs(policy, attempts)) };
    const updated = await tx.update(waOutbox).set(change).where(eq(waOutbox.id, row.id)).returning();
    return updated[0] ?? row;
  });
}

/** Attempts every due row once (the worker's tick); returns how many were tried. */
export async function drainDue(db: Db, gateway: WaGateway, policy: WaRetryPolicy, now?: Date): Promise<number> {
  let tried = 0;
  // Bounded per tick, so one tick never runs for ever while rows keep coming.
  while (tried < 100) {
    const row = await attemptDue(db, gateway, policy, now ? { now } : {});
    if (!row) {
      break;
    }
    tried += 1;
  }
  return tried;
}

/** A row as it is now (after a send was attempted elsewhere). */
export async function outboxRow(db: Db, id: number): Promise<OutboxRow | null> {
  const rows = await db.select().from(waOutbox).where(eq(waOutbox.id, id)).limit(1);
  return rows[0] ?? null;
}
