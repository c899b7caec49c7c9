/**
 * History by date and transaction search (payment §2.5, §3 "History by date
 * transaction", §7 History; foundations §5 Transaction search, §7 `search-transactions`). Every
 * read is scoped by outlet and business date and uses `rekap_transaksi_outlet_date_nota_idx`
 * (outlet, business date, nota), so a list stays fast however many days the database holds.
 */
import { type LineOption, MSG } from "@waroeng/domain";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { closedTransactionLines, closedTransactions, menuTypes, refunds, transactionTypes, users } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/http.ts";

/** A bill of the history by date (minor units; `updatedAt` the payment instant). */
export interface ByDateRow {
  id: number;
  noteNumber: string;
  tableNames: string;
  customerName: string;
  rounding: number;
  tax: number;
  total: number;
  freeChange: number;
  globalDiscount: number;
  voucher: number;
  cashierName: string;
  transactionTypeName: string;
  updatedAt: Date;
  time: string;
  refundCount: number;
}

/** The PDF receipt's name of bill `id`: `{id}.pdf`, read with a session of the bill's outlet (GET /recap-transactions/download-struct/{name}, receipt-link.ts). */
export function structName(id: number): string {
  return `${id}.pdf`;
}

const t = closedTransactions;
const byDateColumns = {
  id: t.id,
  noteNumber: t.noteNumber,
  tableNames: t.tableNames,
  customerName: t.customerName,
  rounding: t.rounding,
  tax: t.tax,
  total: t.total,
  freeChange: t.freeChange,
  globalDiscount: t.globalDiscount,
  voucher: t.voucher,
  cashierName: users.name,
  transactionTypeName: transactionTypes.name,
  updatedAt: t.createdAt,
  time: t.time,
  refundCount: sql<number>`(select count(*)::int from ${refunds} where ${refunds.closedTransactionId} = ${t.id})`,
};

/**
 * The outlet's bills of business date `date` (YYYY-MM-DD), newest first; with `nota` (non-blank)
 * only the bills whose nota code contains it (case-insensitive). Page `page` (1-based) of `pageSize` rows.
 */
export async function historyByDate(
  db: DbOrTx,
  outletId: number,
  date: string,
  nota: string,
  page = 1,
  pageSize = 100,
): Promise<ByDateRow[]> {
  const pattern = `%${nota.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(byDateColumns)
    .from(t)
    .innerJoin(users, eq(users.id, t.cashierId))
    .innerJoin(transactionTypes, eq(transactionTypes.id, t.transactionTypeId))
    .where(and(eq(t.outletId, outletId), eq(t.businessDate, date), nota ? sql`${t.noteNumber} ilike ${pattern}` : undefined))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** A bill of the history by date with its waiter, subtotal and service, and its menu lines. */
export interface ByDateDetail {
  row: ByDateRow & { waiterName: string; subtotal: number; serviceCharge: number };
  /** Status-0 lines, price per unit (options included, minor units), with the options they were paid with. */
  menus: Array<{ id: number; name: string; qty: number; price: number; options: LineOption[]; menuTypeId: number; menuTypeName: string }>;
}

/**
 * One bill of the outlet for the history by date, with its lines grouped by menu type.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` for an unknown id or another outlet's.
 */
export async function historyByDateDetail(db: DbOrTx, outletId: number, id: number): Promise<ByDateDetail> {
  const waiter = alias(users, "waiter");
  const [row] = await db
    .select({ ...byDateColumns, waiterName: waiter.name, subtotal: t.subtotal, serviceCharge: t.serviceCharge })
    .from(t)
    .innerJoin(users, eq(users.id, t.cashierId))
    .innerJoin(transactionTypes, eq(transactionTypes.id, t.transactionTypeId))
    .leftJoin(waiter, eq(waiter.id, t.waiterId))
    .where(and(eq(t.id, id), eq(t.outletId, outletId)));
  if (!row) {
    throw new ApiError(404, MSG.TRANSACTION_NOT_FOUND);
  }
  const l = closedTransactionLines;
  const menus = await db
    .select({
      id: l.id,
      name: l.menuItemName,
      qty: l.qty,
      price: l.price,
      options: l.options,
      menuTypeId: l.menuTypeId,
      menuTypeName: menuTypes.name,
    })
    .from(l)
    .innerJoin(menuTypes, eq(menuTypes.id, l.menuTypeId))
    .where(and(eq(l.closedTransactionId, id), eq(l.status, 0)))
    .orderBy(asc(menuTypes.sortOrder), asc(menuTypes.id), asc(l.id));
  return { row: { ...row, waiterName: row.waiterName ?? "" }, menus };
}

/**
 * The outlet's bill with nota code `nota` (exact, case-insensitive) on business date `date`, or
 * null. Foundations §5 Transaction search.
 */
export async function searchTransaction(db: DbOrTx, outletId: number, nota: string, date: string): Promise<number | null> {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.outletId, outletId), eq(t.businessDate, date), sql`lower(${t.noteNumber}) = lower(${nota})`))
    // Ordered as rekap_transaksi_outlet_date_created_idx: the planner walks that one date (ordering by
    // r_t_id made it walk the primary key backwards through every newer bill: 568 ms at 1M bills).
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(1);
  return row?.id ?? null;
}
