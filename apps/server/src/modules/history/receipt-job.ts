/**
 * The paid receipt as a print job (payment §7 Receipts: GET /cashier/print-transaksi/{id}/{mode}):
 * the domain's receipt document, built from the data every receipt output reads (receipt-data.ts)
 * in the outlet's language; modules/printing only queues and renders it.
 */
import { buildReceiptDocument, type ReceiptData } from "@waroeng/domain";
import type { Db } from "../../db/client.ts";
import { enterOutletLocale } from "../../plugins/locale.ts";
import type { ReceiptDoc } from "../printing/documents.ts";
import { enqueuePrintJob } from "../printing/queue.ts";
import { createReceiptLink } from "./receipt-link.ts";

/** The print document of a receipt, in the current language (the caller enters the outlet's). */
function receiptDoc(data: ReceiptData): ReceiptDoc {
  return { kind: "receipt", nota: data.nota, receipt: buildReceiptDocument(data) };
}

/**
 * Queues the receipt to the outlet's kasir printer. Returns `printed` true when queued, with `struct`
 * "" or, for an android printer, the image link the Android print app opens; false with no kasir
 * printer (the caller then answers the browser-print link, the fallback). When the printer's Cetak QR
 * is on, a new PDF link of the bill (receipt-link.ts, 90 days) under `base` (PUBLIC_URL or the
 * request's origin) is printed as a QR.
 */
export async function enqueueReceipt(
  db: Db,
  outletId: number,
  userId: number,
  data: ReceiptData,
  closedTransactionId: number,
  base: string,
): Promise<{ printed: boolean; struct: string }> {
  return db.transaction(async (tx) => {
    enterOutletLocale();
    const job = await enqueuePrintJob(tx, outletId, {
      location: "kasir",
      document: receiptDoc(data),
      userId,
      qrLink: async (t) => `${base}/api/recap-transactions/download-struct/${await createReceiptLink(t, outletId, closedTransactionId)}`,
    });
    return { printed: job !== null, struct: job?.struct ?? "" };
  });
}
