/**
 * The order screen's prints (payment §7 print calls): PRINTBILL (the bill to the kasir
 * printer), REPEAT (opp: the repeat-order slip) and the kitchen tickets after a production send.
 * "Mencetak Struk" / "Mencetak Pesanan" show for 2 s; with no printer set a notice says so.
 */
import { notifications } from "@mantine/notifications";
import { MSG, PRINT_MSG, TIMING_MS } from "@waroeng/domain";
import { printBill, printKitchen, printRepeatOrder } from "../../api/printing.ts";
import { notifyProgress } from "../../components/cashier-nav/dialogs.tsx";
import { session } from "../../lib/session.ts";

/** PRINTBILL or REPEAT for the order. Failures are only logged (spec 03 §8). */
export async function printOrderSlip(kind: "PRINTBILL" | "REPEAT", orderId: number): Promise<void> {
  notifyProgress(kind === "PRINTBILL" ? MSG.PRINTING_RECEIPT : MSG.PRINTING_ORDER, TIMING_MS.printDialog);
  try {
    const printed = kind === "PRINTBILL" ? await printBill(orderId) : await printRepeatOrder(orderId);
    if (!printed) {
      notifications.show({ message: PRINT_MSG.NOT_CONFIGURED, color: "yellow", autoClose: 2500 });
    }
  } catch (e) {
    console.error(e);
  }
}

/** The kitchen tickets after a production send, by the signed-in user's name (≥ 3 characters). */
export function printKitchenTickets(orderId: number): void {
  const waiter = session.userName().trim();
  if (waiter.length < 3) {
    return;
  }
  printKitchen(orderId, waiter).catch((e) => console.error(e));
}
