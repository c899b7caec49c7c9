/**
 * Digital receipts: Test Struk Digital, the receipt by WhatsApp, and the PDF of a bill.
 * Foundations §2 Dialogs, §7 test-wa; payment §5 "Receipt send", §7 Receipts.
 */

import { buildReceiptDocument, MSG, WA_DIGITS, WA_MSG, type WaState, waDigits } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { outlets } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { enterOutletLocale } from "../../plugins/locale.ts";
import { loadReceiptData } from "../history/receipt-data.ts";
import { createReceiptLink } from "../history/receipt-link.ts";
import { receiptText } from "./receipt-text.ts";
import { attemptDue, enqueueWa, type OutboxRow, outboxRow } from "./wa-outbox.ts";

/**
 * The number of a send: non-digits stripped; empty or under 10 digits → 422 `Nomor WA Tidak Sesuai`
 * (title Warning!), over 15 → 422 `Nomor WA terlalu panjang`. Nothing is recorded for a refusal.
 */
function waNumberOf(raw: string): string {
  const digits = waDigits(raw);
  if (digits.length < WA_DIGITS.min) {
    throw new ApiError(422, MSG.PHONE_INVALID, { title: MSG.WARNING_EN_TITLE });
  }
  if (digits.length > WA_DIGITS.max) {
    throw new ApiError(422, WA_MSG.NUMBER_TOO_LONG, { title: MSG.WARNING_EN_TITLE });
  }
  return digits;
}

/** A queued send's first attempt, made now so the screen can show its state; the worker retries later. */
async function firstAttempt(app: FastifyInstance, row: OutboxRow): Promise<OutboxRow> {
  const gateway = app.whatsapp.gateway;
  if (!gateway || row.state !== "queued") {
    return row;
  }
  const tried = await attemptDue(app.db, gateway, app.whatsapp.policy, { id: row.id });
  // Null: another worker holds it or it is not due (a joined send waiting for its retry).
  return tried ?? (await outboxRow(app.db, row.id)) ?? row;
}

/** GET /cashier/test-wa/{number}: a short test message from the outlet, recorded and sent. */
export async function sendTestWa(app: FastifyInstance, auth: Auth, raw: string): Promise<OutboxRow> {
  const phone = waNumberOf(raw);
  const outlet = await app.db.select({ name: outlets.name }).from(outlets).where(eq(outlets.id, auth.outletId)).limit(1);
  const message = WA_MSG.testMessage(outlet[0]?.name ?? "");
  const row = await enqueueWa(
    app.db,
    { outletId: auth.outletId, closedTransactionId: null, kind: "test", phone, message, userId: auth.userId },
    app.whatsapp.gateway !== null,
  );
  return firstAttempt(app, row);
}

/**
 * GET /cashier/cronjob-wa/{number}/{id}: the bill's receipt as text with a new PDF link, recorded
 * (link and send in one transaction) and sent.
 * @param origin - the request's origin, used for the link when PUBLIC_URL is unset.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` for an unknown id or another outlet's bill.
 */
export async function sendReceiptWa(
  app: FastifyInstance,
  auth: Auth,
  raw: string,
  closedTransactionId: number,
  origin: string,
): Promise<{ row: OutboxRow; link: string }> {
  const phone = waNumberOf(raw);
  const data = await loadReceiptData(app.db, auth.outletId, closedTransactionId);
  const base = app.whatsapp.publicUrl ?? origin;
  const { row, link } = await app.db.transaction(async (tx) => {
    enterOutletLocale();
    const name = await createReceiptLink(tx, auth.outletId, closedTransactionId);
    const link = `${base}/api/recap-transactions/download-struct/${name}`;
    const row = await enqueueWa(
      tx,
      {
        outletId: auth.outletId,
        closedTransactionId,
        kind: "receipt",
        phone,
        message: receiptText(buildReceiptDocument(data), link),
        userId: auth.userId,
      },
      app.whatsapp.gateway !== null,
    );
    return { row, link };
  });
  return { row: await firstAttempt(app, row), link };
}

/** A send as the wire shows it (docs/API.md "Digital receipts"). */
export function presentSend(row: OutboxRow) {
  const state = row.state as WaState;
  return {
    wa_outbox_id: row.id,
    nomor_wa: row.phone,
    state,
    state_text: WA_MSG.STATE[state],
    attempts: row.attempts,
  };
}
