/**
 * The WhatsApp outbox view (not in the spec; docs/API.md "Digital receipts"): the outlet's
 * latest sends with their state, and Kirim Ulang. Roles as the print queue (`printer.setting`).
 */
import { PRINT_MSG, WA_MSG, type WaState } from "@waroeng/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DbOrTx } from "../../db/client.ts";
import { closedTransactions, waOutbox } from "../../db/schema/index.ts";
import { notFound } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { sendReceiptWa, sendTestWa } from "./receipts.service.ts";
import { attemptDue, type OutboxRow, outboxRow } from "./wa-outbox.ts";

/** How many rows the view shows, newest first. */
const OUTBOX_VIEW_LIMIT = 50;

/** The outlet's latest sends, newest first, with the bill's nota ("" for a test or a voided bill). */
export async function listOutbox(db: DbOrTx, outletId: number) {
  const rows = await db
    .select({ row: waOutbox, nota: closedTransactions.noteNumber })
    .from(waOutbox)
    .leftJoin(closedTransactions, eq(closedTransactions.id, waOutbox.closedTransactionId))
    .where(eq(waOutbox.outletId, outletId))
    .orderBy(desc(waOutbox.id))
    .limit(OUTBOX_VIEW_LIMIT);
  return rows.map(({ row, nota }) => ({
    wa_outbox_id: row.id,
    nomor_wa: row.phone,
    state: row.state as WaState,
    state_text: WA_MSG.STATE[row.state as WaState],
    attempts: row.attempts,
    kind: row.kind as "receipt" | "test",
    r_t_id: row.closedTransactionId,
    nota: nota ?? "",
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  }));
}

/**
 * Kirim Ulang of the outlet's send `id` (404 `Pesan WA tidak ditemukan` otherwise): a `queued` row is
 * made due now and attempted at once; a sent, failed or not-configured one is sent anew to the same
 * number as a new row (a receipt with a new PDF link: a settled row keeps no link), which is
 * `not_configured` again while no gateway is set. A receipt whose bill is gone → 404. Returns the row.
 */
export async function retryOutbox(app: FastifyInstance, auth: Auth, id: number, origin: string): Promise<OutboxRow> {
  const [row] = await app.db
    .select()
    .from(waOutbox)
    .where(and(eq(waOutbox.id, id), eq(waOutbox.outletId, auth.outletId)));
  if (!row) {
    throw notFound(PRINT_MSG.WA_NOT_FOUND);
  }
  if (row.state === "queued") {
    await app.db
      .update(waOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(eq(waOutbox.id, id), eq(waOutbox.state, "queued")));
    const gateway = app.whatsapp.gateway;
    const tried = gateway ? await attemptDue(app.db, gateway, app.whatsapp.policy, { id }) : null;
    return tried ?? (await outboxRow(app.db, id)) ?? row;
  }
  if (row.kind === "test") {
    return sendTestWa(app, auth, row.phone);
  }
  if (row.closedTransactionId === null) {
    throw notFound(PRINT_MSG.WA_NOT_FOUND);
  }
  return (await sendReceiptWa(app, auth, row.phone, row.closedTransactionId, origin)).row;
}
