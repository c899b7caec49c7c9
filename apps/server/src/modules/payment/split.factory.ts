/**
 * Step helpers for the split-bill tests: the split form as the split screen sends it, and a
 * snapshot of everything a split changes (to prove a refusal changed nothing).
 */
import { eq, inArray, sql } from "drizzle-orm";
import { closedTransactions, dishes, orderLines, orders, orderTables, splitPayments } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/harness.ts";

/** The split's figures (major unit on the wire: rupiah here). */
export interface SplitFigures {
  sub_total: number;
  nominal_pajak: number;
  nominal_sc: number;
  total: number;
  round: number;
}

let splitCounter = 0;

/** A fresh client split id, as the split screen makes one per BAYAR. */
export function newSplitId(): string {
  splitCounter += 1;
  return `split-test-${process.pid}-${splitCounter}`;
}

/**
 * The POST /recap-transactions form of a split: the order, the moved units (line id → qty), the
 * child note number and figures; cash with `tendered` (default the total), or `method` > 1.
 */
export function splitBody(
  orderId: number,
  nota: string,
  moves: Record<number, number>,
  figures: SplitFigures,
  opts: { splitId?: string; method?: number; tendered?: number } = {},
) {
  const method = opts.method ?? 1;
  const tendered = method === 1 ? (opts.tendered ?? figures.total) : 0;
  return {
    tmp_transaction_id: orderId,
    payment_method: method,
    ...figures,
    nominal_uang: tendered,
    // Major units (ringgit has 2 decimals): the difference in sen, back to ringgit.
    exchange: Math.max(0, Math.round((tendered - figures.total) * 100) / 100),
    nota_number: nota,
    split_menu: JSON.stringify(
      Object.entries(moves).map(([id, qty]) => ({ tmp_transaction_detail_id: Number(id), tmp_transaction_detail_qty: qty })),
    ),
    splitId: opts.splitId ?? newSplitId(),
  };
}

/** Everything of the outlet a split touches, for before/after comparisons. */
export async function splitSnapshot(t: TestApp) {
  const count = async (table: typeof orders | typeof orderLines | typeof dishes | typeof closedTransactions | typeof splitPayments) =>
    (await t.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n;
  return {
    orders: await t.db.select().from(orders).orderBy(orders.id),
    lines: await t.db.select().from(orderLines).orderBy(orderLines.id),
    dishes: await t.db.select({ id: dishes.id, orderId: dishes.orderId, lineId: dishes.orderLineId }).from(dishes).orderBy(dishes.id),
    held: await t.db.select().from(orderTables).orderBy(orderTables.tableId),
    rekap: await count(closedTransactions),
    splits: await count(splitPayments),
  };
}

/** The orders split from `orderId` (children and, for the last split, itself) with their rekap rows. */
export async function splitsOf(t: TestApp, orderId: number) {
  const rows = await t.db.select().from(splitPayments).where(eq(splitPayments.orderId, orderId)).orderBy(splitPayments.id);
  const ids = rows.map((r) => r.paidOrderId);
  const paid = ids.length ? await t.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id) : [];
  const rekap = ids.length ? await t.db.select().from(closedTransactions).where(inArray(closedTransactions.orderId, ids)) : [];
  return { rows, paid, rekap };
}
