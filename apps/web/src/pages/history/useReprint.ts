import { notifications } from "@mantine/notifications";
import { MSG, TIMING_MS } from "@waroeng/domain";
import { useState } from "react";
import { fetchPrintableReceipt } from "../../api/history.ts";
import { showReceiptIn } from "../../components/receiptWindow.ts";

/**
 * Print Ulang (spec 03 §2.4, §7): GET /cashier/print-transaksi/{id}/1 and open its `struct` link (the
 * printable receipt page) in a new window. The window is opened on the click itself so that pop-up
 * blockers allow it, then pointed at the link. Failures are only logged (spec 03 §8).
 */
export function useReprint() {
  const [printing, setPrinting] = useState(false);
  const print = async (id: number) => {
    const win = window.open("", "_blank");
    setPrinting(true);
    notifications.show({ id: "print-ulang", loading: true, message: MSG.PRINTING_RECEIPT, autoClose: TIMING_MS.printDialog });
    try {
      await showReceiptIn(win, async () => (await fetchPrintableReceipt(id, 1)).struct);
    } finally {
      setPrinting(false);
    }
  };
  return { print, printing };
}
