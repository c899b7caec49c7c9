/**
 * Builds the print documents of an open order: the bill (POST /cashier/print-bill), the
 * kitchen tickets per station printer (POST /cashier/print-kitchen) and the repeat-order slip
 * (GET /cashier/print-repeat-order/{id}), and queues them. Money in minor units.
 */

import { jakartaParts, LINE_STATUS, lineNominal, RECEIPT_MSG, receiptOptionText } from "@waroeng/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { diningTables, dishes, menuItems, orderTables, outlets, printers } from "../../db/schema/index.ts";
import { enterOutletLocale } from "../../plugins/locale.ts";
import { loadOrderForTotals, type OrderForTotals, toTotalsLine } from "../orders/order-totals.ts";
import type { BillDoc, TicketDoc, TicketLine } from "./documents.ts";
import { enqueuePrintJob, type QueuedJob } from "./queue.ts";

async function orderHeader(db: DbOrTx, loaded: OrderForTotals) {
  const [outlet] = await db.select({ name: outlets.name }).from(outlets).where(eq(outlets.id, loaded.order.outletId));
  const tableRows = await db
    .select({ name: diningTables.name })
    .from(orderTables)
    .innerJoin(diningTables, eq(diningTables.id, orderTables.tableId))
    .where(eq(orderTables.orderId, loaded.order.id));
  const now = jakartaParts(new Date());
  return {
    outletName: outlet?.name ?? "",
    date: now.date,
    time: now.time,
    nota: loaded.order.noteNumber,
    customer: loaded.order.customerName,
    tables: tableRows.map((t) => t.name).join(", "),
  };
}

/**
 * Queues the bill of the outlet's order `orderId` to its kasir printer. Returns the job (its
 * `struct` the image link for an android printer), or null with no kasir printer. 404 `Maaf! Transaksi tidak ditemukan` for another outlet's order.
 */
export async function printBill(db: Db, outletId: number, orderId: number, userId: number): Promise<QueuedJob | null> {
  return db.transaction(async (tx) => {
    enterOutletLocale();
    const loaded = await loadOrderForTotals(tx, orderId, outletId);
    const { totals } = loaded;
    const doc: BillDoc = {
      kind: "bill",
      ...(await orderHeader(tx, loaded)),
      currency: loaded.currency,
      lines: loaded.lines
        .filter((l) => l.status === LINE_STATUS.NORMAL && l.qty > 0)
        .map((l) => ({
          name: l.menuItemName,
          qty: l.qty,
          price: l.price,
          nominal: lineNominal(toTotalsLine(l)),
          options: l.options.map((o) => receiptOptionText(o, loaded.currency)),
        })),
      totals: [
        // The charges in the receipt's words (RECEIPT_MSG), so bill and receipt read alike.
        { label: RECEIPT_MSG.SUBTOTAL, amount: totals.subtotal },
        { label: RECEIPT_MSG.TAX, amount: totals.tax },
        { label: RECEIPT_MSG.SERVICE, amount: totals.serviceCharge },
        ...(totals.cashWithdrawal ? [{ label: RECEIPT_MSG.CASH_WITHDRAWAL, amount: totals.cashWithdrawal }] : []),
        // The order's stored Diskon Transaksi and voucher, as deductions (the paid receipt prints them alike).
        ...(totals.globalDiscount ? [{ label: RECEIPT_MSG.DISCOUNT, amount: -totals.globalDiscount }] : []),
        ...(totals.voucher ? [{ label: RECEIPT_MSG.VOUCHER, amount: -totals.voucher }] : []),
        ...(totals.rounding ? [{ label: RECEIPT_MSG.ROUNDING, amount: totals.rounding }] : []),
      ],
      total: totals.rounded,
    };
    return enqueuePrintJob(tx, outletId, { location: "kasir", document: doc, userId });
  });
}

/** The order's printable kitchen lines (options and note) with their category and whether they are Tambahan. */
async function ticketLines(db: DbOrTx, loaded: OrderForTotals) {
  const live = loaded.lines.filter((l) => l.status === LINE_STATUS.NORMAL && l.qty > 0);
  if (live.length === 0) {
    return [];
  }
  const ids = live.map((l) => l.id);
  const cats = await db
    .select({ id: menuItems.id, categoryId: menuItems.categoryId })
    .from(menuItems)
    .where(
      inArray(
        menuItems.id,
        live.map((l) => l.menuItemId),
      ),
    );
  const extra = await db
    .selectDistinct({ lineId: dishes.orderLineId })
    .from(dishes)
    .where(and(inArray(dishes.orderLineId, ids), eq(dishes.isAdditional, true)));
  const catOf = new Map(cats.map((c) => [c.id, c.categoryId]));
  const additional = new Set(extra.map((e) => e.lineId));
  return live.map((l) => ({
    categoryId: catOf.get(l.menuItemId) ?? 0,
    line: {
      name: l.menuItemName,
      qty: l.qty,
      ...(l.options.length > 0 ? { options: l.options.map((o) => o.name) } : {}),
      note: l.customMenu || undefined,
      additional: additional.has(l.id),
    } satisfies TicketLine,
  }));
}

/**
 * Queues one kitchen ticket per station printer (locations kitchen and bar) holding only the lines
 * whose product category is in that printer's print groups 1 or 2; a printer with no matching line
 * gets nothing. Returns the queued job ids (empty when no printer matched), `structs` the image links
 * of every ticket of an android station printer (in printer order) and `struct` the first of them or "".
 */
export async function printKitchen(
  db: Db,
  outletId: number,
  orderId: number,
  waiter: string,
  userId: number,
): Promise<{ ids: number[]; struct: string; structs: string[] }> {
  return db.transaction(async (tx) => {
    enterOutletLocale();
    const loaded = await loadOrderForTotals(tx, orderId, outletId);
    const header = await orderHeader(tx, loaded);
    const lines = await ticketLines(tx, loaded);
    const stations = await tx
      .select()
      .from(printers)
      .where(and(eq(printers.outletId, outletId), inArray(printers.location, ["kitchen", "bar"])))
      .orderBy(printers.id);
    const jobs: number[] = [];
    const structs: string[] = [];
    for (const p of stations) {
      const groups = new Set([...p.groupOne, ...p.groupTwo]);
      const mine = lines.filter((l) => groups.has(l.categoryId)).map((l) => l.line);
      if (mine.length === 0) {
        continue;
      }
      const doc: TicketDoc = { kind: "kitchen", ...header, station: p.location, waiter, lines: mine };
      const job = await enqueuePrintJob(tx, outletId, {
        location: p.location as "kitchen" | "bar",
        printerId: p.id,
        document: doc,
        userId,
      });
      if (job) {
        jobs.push(job.id);
        if (job.struct) {
          structs.push(job.struct);
        }
      }
    }
    return { ids: jobs, struct: structs[0] ?? "", structs };
  });
}

/** Queues the repeat-order slip (every live line) to the repeat printer; null with none configured. */
export async function printRepeatOrder(
  db: Db,
  outletId: number,
  orderId: number,
  waiter: string,
  userId: number,
): Promise<QueuedJob | null> {
  return db.transaction(async (tx) => {
    enterOutletLocale();
    const loaded = await loadOrderForTotals(tx, orderId, outletId);
    const header = await orderHeader(tx, loaded);
    const lines = (await ticketLines(tx, loaded)).map((l) => l.line);
    const doc: TicketDoc = { kind: "repeat", ...header, station: "repeat", waiter, lines };
    return enqueuePrintJob(tx, outletId, { location: "repeat", document: doc, userId });
  });
}
