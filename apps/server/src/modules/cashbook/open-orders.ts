/**
 * The unpaid orders still open at an outlet, as Tutup Saldo lists them before closing (docs/API.md
 * GET /cashier/close-check; the rule "no close over an open bill without saying so" is designed
 * here: the spec's close flow does not look at open orders). Money is integer minor units.
 */
import { ORDER_STATUS } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { orders } from "../../db/schema/index.ts";
import { findOrderHeaders } from "../dishes/order-header.queries.ts";
import { loadOrderForTotals } from "../orders/order-totals.ts";

/** One open order: id, nota, where it sits (tables, or the type for a note without a table) and its total now. */
export interface OpenOrder {
  id: number;
  noteNumber: string;
  place: string;
  /** The rounded total as it would be paid now (minor units). */
  total: number;
}

/** Every open order of the outlet, oldest first, with its total (two reads per order: few are open at a close). */
export async function openOrdersOf(db: DbOrTx, outletId: number): Promise<OpenOrder[]> {
  const headers = await findOrderHeaders(db, outletId, eq(orders.status, ORDER_STATUS.OPEN));
  const out: OpenOrder[] = [];
  for (const h of headers) {
    const { totals } = await loadOrderForTotals(db, h.order.id, outletId);
    out.push({
      id: h.order.id,
      noteNumber: h.order.noteNumber,
      place: h.tables.length > 0 ? h.tables.map((t) => t.name).join(", ") : h.typeName,
      total: totals.rounded,
    });
  }
  return out;
}

/** The open orders under the wire names of `openOrderRow`. */
export function presentOpenOrders(rows: OpenOrder[]) {
  return rows.map((o) => ({ tmp_transaction_id: o.id, tmp_transaction_note_number: o.noteNumber, meja: o.place, total: o.total }));
}
