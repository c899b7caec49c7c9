/**
 * "Nota otomatis" (outlet setting `m_w_nota_otomatis`, back office Outlet settings): the next free
 * nota number of the outlet's Asia/Jakarta business day (domain `nextNoteNumber`). The till's form
 * shows it (GET /tmp-transaction/nota-otomatis, editable); a dine-in or take-away note sent without a
 * number gets it from createOrder, which re-reads it when another till took it meanwhile (the unique
 * index `tmp_transaction_day_nota_uq` refuses the second insert; orders.service.ts).
 */
import { jakartaParts, nextNoteNumber, ORDER_STATUS } from "@waroeng/domain";
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { orders, outlets } from "../../db/schema/index.ts";

/** Whether the outlet has "nota otomatis" on. */
export async function notaAutoOn(db: DbOrTx, outletId: number): Promise<boolean> {
  const [row] = await db.select({ on: outlets.notaAuto }).from(outlets).where(eq(outlets.id, outletId));
  return row?.on === true;
}

/**
 * The next free nota number of the business day of `now` (Jakarta): digits-only numbers of the day's
 * orders (open or paid) and of orders still open from earlier days, one statement.
 * @returns e.g. "0001"; null past 20 digits.
 */
export async function proposeNoteNumber(db: DbOrTx, outletId: number, now: Date): Promise<string | null> {
  const day = jakartaParts(now).date;
  const rows = await db
    .select({ note: orders.noteNumber, today: sql<boolean>`${orders.businessDate} = ${day}::date` })
    .from(orders)
    .where(
      and(
        eq(orders.outletId, outletId),
        sql`${orders.noteNumber} ~ '^[0-9]+$'`,
        or(eq(orders.businessDate, day), and(ne(orders.businessDate, day), eq(orders.status, ORDER_STATUS.OPEN))),
      ),
    );
  return nextNoteNumber(
    rows.filter((r) => r.today).map((r) => r.note),
    rows.filter((r) => !r.today).map((r) => r.note),
  );
}
