/**
 * Opening a printable receipt from a tap (Kembalian, the split and refund results, Print Ulang;
 * spec 03 §2.4, §7): the window is opened inside the tap itself so pop-up blockers allow it, then
 * pointed at the receipt page's link once the server has answered.
 */
import { MSG, TIMING_MS } from "@waroeng/domain";
import { fetchPrintableReceipt } from "../api/history.ts";
import { notifyProgress } from "./cashier-nav/dialogs.tsx";

/** A blank window for the receipt, opened now (inside the tap); null when the browser refused. */
export const openReceiptWindow = (): Window | null => window.open("about:blank", "_blank");

/**
 * Points `win` at the link `load()` resolves to (a new window when `win` is null), or closes `win`
 * when there is no link or the load failed (the failure is only logged: spec 03 §8).
 */
export async function showReceiptIn(win: Window | null, load: () => Promise<string>): Promise<void> {
  try {
    const link = await load();
    if (link && win) {
      win.location.href = link;
    } else if (link) {
      window.open(link, "_blank");
    } else {
      win?.close();
    }
  } catch (error) {
    win?.close();
    console.error(error);
  }
}

/**
 * Shows Mencetak Struk and opens the printable receipt of bill `receiptId` in `win`
 * (GET /cashier/print-transaksi/{id}/{mode}: 1 when WhatsApp was sent as well, else 2).
 */
export function printReceiptInto(win: Window | null, receiptId: number, mode: 1 | 2): Promise<void> {
  notifyProgress(MSG.PRINTING_RECEIPT, TIMING_MS.printDialog);
  return showReceiptIn(win, async () => (await fetchPrintableReceipt(receiptId, mode)).struct);
}
