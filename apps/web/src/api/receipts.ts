/**
 * Digital receipts (docs/API.md "Digital receipts (WhatsApp, PDF)"; foundations §7 test-wa, payment
 * §7 Receipts): Test Struk Digital, the receipt by WhatsApp and the PDF link of a bill.
 */
import type { receiptsReplies } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";

/** A send as the outbox holds it: `state` queued | sent | failed | not_configured, `state_text` in words. */
export type WaSend = z.output<typeof receiptsReplies.testWa>["data"];
export type WaReceiptSend = z.output<typeof receiptsReplies.cronjobWa>["data"];

/** GET /cashier/test-wa/{number}: `digits` already stripped of non-digits (never empty). */
export async function sendTestWa(digits: string): Promise<WaSend> {
  return (await api.get<WaSend>(`cashier/test-wa/${encodeURIComponent(digits)}`)).data;
}

/** GET /cashier/cronjob-wa/{number}/{id}: the bill's receipt by WhatsApp, with its PDF link. */
export async function sendReceiptWa(digits: string, receiptId: number): Promise<WaReceiptSend> {
  return (await api.get<WaReceiptSend>(`cashier/cronjob-wa/${encodeURIComponent(digits)}/${receiptId}`)).data;
}

/** The PDF of a bill for a signed-in reader (Print Ulang): GET /recap-transactions/download-struct/{id}.pdf. */
export function receiptPdfPath(receiptId: number): string {
  return `/api/recap-transactions/download-struct/${receiptId}.pdf`;
}

/** A row of the WhatsApp outbox view (GET /wa-outbox). */
export type WaOutboxRow = z.output<typeof receiptsReplies.outbox>["data"][number];

/** GET /wa-outbox: the outlet's latest sends, newest first. */
export async function getWaOutbox(): Promise<WaOutboxRow[]> {
  return (await api.get<WaOutboxRow[]>("wa-outbox")).data;
}

/** POST /wa-outbox/{id}/ulang: Kirim Ulang (a queued send at once, a settled one as a new send). */
export async function resendWa(id: number): Promise<WaSend> {
  return (await api.post<WaSend>(`wa-outbox/${id}/ulang`)).data;
}
