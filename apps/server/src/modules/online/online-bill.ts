/**
 * GET /cashier/print-bill-online/{tmpId} (foundations §7, §8): the bill of a pending QR
 * order, queued to the kasir printer (modules/printing enqueuePrintJob). With no kasir printer the
 * reply's `struct` is the web's browser print page (`onlineBillPage`), which shows the reply's data. Prices are the item's for the order's
 * transaction type, before tax and service (the order does not exist yet). Money in minor units.
 */

import { currencyFromOutlet, customMenuText, jakartaParts, MSG, MSG_TEMPLATES, RECEIPT_MSG } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { outlets } from "../../db/schema/index.ts";
import { bodyRefusal } from "../../lib/http.ts";
import { enterOutletLocale } from "../../plugins/locale.ts";
import type { BillDoc } from "../printing/documents.ts";
import { enqueuePrintJob, type QueuedJob } from "../printing/queue.ts";
import { loadOnlineOrder, type PendingOrder } from "./online.service.ts";

/** The bill's lines and total (minor units). */
export interface OnlineBill {
  order: PendingOrder;
  lines: { name: string; qty: number; price: number; nominal: number; note: string }[];
  total: number;
}

/** The web's browser print page of pending order `id`'s bill: the `struct` link when no printer took it. */
export function onlineBillPage(id: number): string {
  return `/cetak/bill-online/${id}`;
}

/**
 * Builds and queues the bill of pending order `id` (`queue` false: only builds it, for the print page).
 * @throws body refusal 204 `Pesanan Meja {table} Sudah Ada!` when its table already has a bill;
 *   404 `Pesanan online tidak ditemukan` (unknown, other outlet, no longer pending).
 */
export async function printOnlineBill(
  db: Db,
  outletId: number,
  id: number,
  userId: number,
  queue = true,
): Promise<{ bill: OnlineBill; job: QueuedJob | null }> {
  return db.transaction(async (tx) => {
    const order = await loadOnlineOrder(tx, outletId, id);
    if (order.holder > 0) {
      throw bodyRefusal(204, MSG_TEMPLATES.tableOrderExists(order.tableName), { title: MSG.WARNING_TITLE });
    }
    const lines = order.items.map((i) => ({
      name: i.m_menu_nama,
      qty: i.qty,
      price: i.price,
      nominal: i.price * i.qty,
      // The options, then the note, as the line's custom_menu reads.
      note: customMenuText(i.options, i.custom_menu),
    }));
    const total = lines.reduce((sum, l) => sum + l.nominal, 0);
    if (!queue) {
      return { bill: { order, lines, total }, job: null };
    }
    const [outlet] = await tx.select({ name: outlets.name, currency: outlets.currency }).from(outlets).where(eq(outlets.id, outletId));
    enterOutletLocale();
    const now = jakartaParts(new Date());
    const doc: BillDoc = {
      kind: "bill",
      outletName: outlet?.name ?? "",
      date: now.date,
      time: now.time,
      currency: currencyFromOutlet(outlet?.currency),
      nota: order.row.code,
      customer: order.row.customerName,
      tables: order.tableName,
      lines: lines.map((l) => ({ name: l.note ? `${l.name} (${l.note})` : l.name, qty: l.qty, price: l.price, nominal: l.nominal })),
      totals: [{ label: RECEIPT_MSG.SUBTOTAL, amount: total }],
      total,
    };
    const job = await enqueuePrintJob(tx, outletId, { location: "kasir", document: doc, userId });
    return { bill: { order, lines, total }, job };
  });
}
