/**
 * Reads of paid transactions (payment spec §2.4 History, §3 history entities, §7 History and
 * Receipts): today's list, one transaction with its lines, and what a receipt prints. Every read
 * is scoped by outlet; another outlet's id is 404.
 */
import { isQris, jakartaParts, MSG, qrisIssuerName } from "@waroeng/domain";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  closedTransactionLines,
  closedTransactions,
  menuTypes,
  outlets,
  paymentMethods,
  printers,
  qrisCharges,
  refunds,
  transactionTypes,
  users,
} from "../../db/schema/index.ts";
import { ApiError } from "../../lib/http.ts";

/** A rekap_transaksi row with the names a screen shows. */
export type ClosedTransactionView = typeof closedTransactions.$inferSelect & {
  cashierName: string;
  /** The refund paid back (minor units), null when the bill was not refunded. */
  refundTotal: number | null;
  paymentMethodName: string;
  transactionTypeName: string;
};

/** A rekap_transaksi_detail row with its menu type's name. */
export type ClosedLineView = typeof closedTransactionLines.$inferSelect & { menuTypeName: string };

/** A history list row. Money in minor units; `businessDate` YYYY-MM-DD, `time` HH:mm (Asia/Jakarta). */
export interface HistoryRow {
  id: number;
  time: string;
  noteNumber: string;
  customerName: string;
  total: number;
  orderId: number;
  businessDate: string;
  paymentMethodId: number;
  paymentMethodName: string;
  refundCount: number;
}

/** What a receipt prints besides the transaction: the outlet and the cashier printer's width (dots). */
export interface ReceiptContext {
  /** `receiptFooter`: the back office's footer, empty → the default. */
  outlet: { name: string; address: string; phone: string; currency: string; receiptFooter: string };
  /** printer_setting_width of the outlet's kasir printer (405 = 58 mm, 600 = 80 mm), null if none. */
  printerWidth: number | null;
}

/** The paying app a gateway reported for a transaction's QRIS charge, else null. */
const issuerOf = sql<
  string | null
>`(select ${qrisCharges.issuer} from ${qrisCharges} where ${qrisCharges.closedTransactionId} = ${closedTransactions.id} and ${qrisCharges.issuer} is not null limit 1)`;

/**
 * A payment method's name as history and receipts show it: a QRIS paid through a gateway that
 * reported the paying app is named with it ("QRIS · DANA"), as the receipt's tenders are.
 */
function methodName(name: string, methodId: number, issuer: string | null): string {
  return issuer && isQris(methodId) ? `${name} · ${qrisIssuerName(issuer)}` : name;
}

/**
 * The outlet's paid transactions of today's business date (Asia/Jakarta), newest first.
 * @param now - the instant whose Jakarta date is "today" (default: now).
 */
export async function listToday(db: Db, outletId: number, now: Date = new Date()): Promise<HistoryRow[]> {
  const rows = await db
    .select({
      issuer: issuerOf,
      id: closedTransactions.id,
      time: closedTransactions.time,
      noteNumber: closedTransactions.noteNumber,
      customerName: closedTransactions.customerName,
      total: closedTransactions.total,
      orderId: closedTransactions.orderId,
      businessDate: closedTransactions.businessDate,
      paymentMethodId: closedTransactions.paymentMethodId,
      paymentMethodName: paymentMethods.name,
      refundCount: sql<number>`(select count(*)::int from ${refunds} where ${refunds.closedTransactionId} = ${closedTransactions.id})`,
    })
    .from(closedTransactions)
    .innerJoin(paymentMethods, eq(paymentMethods.id, closedTransactions.paymentMethodId))
    .where(and(eq(closedTransactions.outletId, outletId), eq(closedTransactions.businessDate, jakartaParts(now).date)))
    .orderBy(desc(closedTransactions.createdAt), desc(closedTransactions.id));
  return rows.map(({ issuer, ...r }) => ({ ...r, paymentMethodName: methodName(r.paymentMethodName, r.paymentMethodId, issuer) }));
}

/**
 * One paid transaction of the outlet with its cashier, payment method and transaction type names.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` for an unknown id or another outlet's.
 */
export async function getClosedTransaction(db: Db, outletId: number, id: number): Promise<ClosedTransactionView> {
  const rows = await db
    .select({
      rekap: closedTransactions,
      cashierName: users.name,
      paymentMethodName: paymentMethods.name,
      transactionTypeName: transactionTypes.name,
      refundTotal: refunds.total,
      issuer: issuerOf,
    })
    .from(closedTransactions)
    .leftJoin(refunds, eq(refunds.closedTransactionId, closedTransactions.id))
    .innerJoin(users, eq(users.id, closedTransactions.cashierId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, closedTransactions.paymentMethodId))
    .innerJoin(transactionTypes, eq(transactionTypes.id, closedTransactions.transactionTypeId))
    .where(and(eq(closedTransactions.id, id), eq(closedTransactions.outletId, outletId)))
    .limit(1);
  const row = rows[0];
  if (!row) {
    throw new ApiError(404, MSG.TRANSACTION_NOT_FOUND);
  }
  return {
    ...row.rekap,
    cashierName: row.cashierName,
    refundTotal: row.refundTotal,
    paymentMethodName: methodName(row.paymentMethodName, row.rekap.paymentMethodId, row.issuer),
    transactionTypeName: row.transactionTypeName,
  };
}

/** The lines of a paid transaction, grouped by menu type (its display order), then in entry order. */
export async function linesOf(db: Db, closedTransactionId: number): Promise<ClosedLineView[]> {
  const rows = await db
    .select({ line: closedTransactionLines, menuTypeName: menuTypes.name })
    .from(closedTransactionLines)
    .innerJoin(menuTypes, eq(menuTypes.id, closedTransactionLines.menuTypeId))
    .where(eq(closedTransactionLines.closedTransactionId, closedTransactionId))
    .orderBy(asc(menuTypes.sortOrder), asc(menuTypes.id), asc(closedTransactionLines.id));
  return rows.map((r) => ({ ...r.line, menuTypeName: r.menuTypeName }));
}

/** The outlet's name, address, phone and currency, and its kasir printer's paper width. */
export async function receiptContext(db: Db, outletId: number): Promise<ReceiptContext> {
  const outletRows = await db
    .select({
      name: outlets.name,
      address: outlets.address,
      phone: outlets.phone,
      currency: outlets.currency,
      receiptFooter: outlets.receiptFooter,
    })
    .from(outlets)
    .where(eq(outlets.id, outletId));
  const outlet = outletRows[0];
  if (!outlet) {
    throw new ApiError(404, MSG.TRANSACTION_NOT_FOUND);
  }
  const printerRows = await db
    .select({ width: printers.width })
    .from(printers)
    .where(and(eq(printers.outletId, outletId), eq(printers.location, "kasir")));
  return { outlet, printerWidth: printerRows[0]?.width ?? null };
}
