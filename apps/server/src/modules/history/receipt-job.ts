/**
 * The paid receipt as a print job (payment §7 Receipts: GET /cashier/print-transaksi/{id}/{mode}).
 * Built from the receipt model the HTML page shows (history.presenter presentReceipt): history loads
 * the bill and makes the document, modules/printing only queues and renders it.
 */
import { currencyFromOutlet, PRINT_MSG } from "@waroeng/domain";
import type { Db } from "../../db/client.ts";
import { enterOutletLocale } from "../../plugins/locale.ts";
import type { ReceiptDoc } from "../printing/documents.ts";
import { enqueuePrintJob } from "../printing/queue.ts";
import type { presentReceipt } from "./history.presenter.ts";
import { createReceiptLink } from "./receipt-link.ts";

type Receipt = ReturnType<typeof presentReceipt>;

/** The ESC/POS document of a receipt model (money in minor units); mode 1 prints SALINAN. */
function receiptDoc(r: Receipt, mode: number): ReceiptDoc {
  const totals = [
    { label: PRINT_MSG.SLIP_SUBTOTAL, amount: r.r_t_nominal },
    { label: PRINT_MSG.SLIP_TAX, amount: r.r_t_nominal_pajak },
    { label: PRINT_MSG.SLIP_SERVICE, amount: r.r_t_nominal_sc },
    { label: PRINT_MSG.SLIP_DISCOUNT, amount: -r.r_t_nominal_diskon },
    { label: PRINT_MSG.SLIP_VOUCHER, amount: -r.r_t_nominal_voucher },
    { label: PRINT_MSG.SLIP_WITHDRAWAL, amount: r.r_t_nominal_tarik_tunai },
    { label: PRINT_MSG.SLIP_ROUNDING, amount: r.r_t_nominal_pembulatan },
  ].filter((t, i) => i === 0 || t.amount !== 0);
  return {
    kind: "receipt",
    copy: mode === 1,
    currency: currencyFromOutlet(r.outlet.currency),
    outletName: r.outlet.m_w_nama,
    address: r.outlet.m_w_alamat,
    phone: r.outlet.m_w_telp,
    date: r.r_t_tanggal,
    time: r.r_t_jam,
    nota: r.r_t_nota_code,
    customer: r.r_t_bigboss,
    tables: r.table_names,
    cashier: r.kasir,
    payment: r.payment_method,
    lines: r.lines.map((l) => ({ name: l.m_produk_nama, qty: l.qty, price: l.price, nominal: l.nominal, reason: l.reason || undefined })),
    totals,
    total: r.r_t_nominal_total_bayar,
    paid: r.r_t_nominal_uang,
    change: r.r_t_nominal_kembalian,
    footer: r.footer,
  };
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
  r: Receipt,
  mode: number,
  base: string,
): Promise<{ printed: boolean; struct: string }> {
  return db.transaction(async (tx) => {
    enterOutletLocale();
    const job = await enqueuePrintJob(tx, outletId, {
      location: "kasir",
      document: receiptDoc(r, mode),
      userId,
      qrLink: async (t) => `${base}/api/recap-transactions/download-struct/${await createReceiptLink(t, outletId, r.r_t_id)}`,
    });
    return { printed: job !== null, struct: job?.struct ?? "" };
  });
}
