/**
 * The data of a paid receipt (payment spec §7 Receipts) in the domain's shape (`ReceiptData`), read
 * once for every output: the print job (receipt-job.ts) and, through modules/receipts, the PDF and
 * the WhatsApp text; the /struk page builds the same data from the wire receipt (presentReceipt).
 * Money in integer minor units of the outlet's currency.
 */
import { currencyFromOutlet, isQris, qrisIssuerName, type ReceiptData, type ReceiptPayment, receiptTenders } from "@waroeng/domain";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentMethods, paymentTenders, qrisCharges } from "../../db/schema/index.ts";
import { receiptLine } from "./history.presenter.ts";
import type { ClosedLineView, ClosedTransactionView, ReceiptContext } from "./history.service.ts";
import { getClosedTransaction, linesOf, receiptContext } from "./history.service.ts";

/** print-transaksi's mode of a first print (mode 1 is a reprint). */
const FIRST_PRINT = 2;

/** One tender of a paid bill: the method's name and id, the amount it paid and, for cash, what was handed over. */
export type TenderRow = ReceiptPayment;

/**
 * The tenders of a paid transaction in the order they were taken (empty for a write-off). A QRIS
 * tender paid through a gateway that reported the paying app is named with it ("QRIS · GoPay").
 */
export async function tendersOf(db: Db, closedTransactionId: number): Promise<TenderRow[]> {
  const rows = await db
    .select({
      name: paymentMethods.name,
      methodId: paymentTenders.paymentMethodId,
      amount: paymentTenders.amount,
      tendered: paymentTenders.tendered,
    })
    .from(paymentTenders)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTenders.paymentMethodId))
    .where(eq(paymentTenders.closedTransactionId, closedTransactionId))
    .orderBy(asc(paymentTenders.id));
  if (!rows.some((r) => isQris(r.methodId))) {
    return rows;
  }
  const [charge] = await db
    .select({ issuer: qrisCharges.issuer })
    .from(qrisCharges)
    .where(and(eq(qrisCharges.closedTransactionId, closedTransactionId), isNotNull(qrisCharges.issuer)));
  const issuer = charge?.issuer;
  return issuer ? rows.map((r) => (isQris(r.methodId) ? { ...r, name: `${r.name} · ${qrisIssuerName(issuer)}` } : r)) : rows;
}

/**
 * A paid transaction as the receipt's data. Only status-0 lines are charged; the others print at 0
 * with their reason. A cash tender shows what was handed over (the change follows); a bill without
 * tenders (a write-off) shows its method's name. `mode` 1 is a reprint (SALINAN).
 */
export function receiptData(
  t: ClosedTransactionView,
  lines: ClosedLineView[],
  ctx: ReceiptContext,
  tenders: TenderRow[],
  mode: number,
): ReceiptData {
  return {
    currency: currencyFromOutlet(ctx.outlet.currency),
    outlet: { name: ctx.outlet.name, address: ctx.outlet.address, phone: ctx.outlet.phone },
    nota: t.noteNumber,
    date: t.businessDate,
    time: t.time,
    tables: t.tableNames,
    transactionType: t.transactionTypeName,
    customer: t.customerName,
    cashier: t.cashierName,
    lines: lines.map(receiptLine),
    subtotal: t.subtotal,
    tax: t.tax,
    taxPercent: t.taxRateBp / 100,
    serviceCharge: t.serviceCharge,
    servicePercent: t.serviceChargeRateBp / 100,
    discount: t.globalDiscount,
    voucher: t.voucher,
    cashWithdrawal: t.cashWithdrawal,
    rounding: t.rounding,
    total: t.total,
    tenders: receiptTenders(tenders, { name: t.paymentMethodName, amount: t.tendered }),
    change: t.change,
    freeChange: t.freeChange,
    footer: ctx.outlet.receiptFooter,
    copy: mode === 1,
  };
}

/**
 * Reads a paid transaction of the outlet as its receipt's data, as first printed (no SALINAN: the
 * PDF and the WhatsApp text).
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` for an unknown id or another outlet's.
 */
export async function loadReceiptData(db: Db, outletId: number, closedTransactionId: number): Promise<ReceiptData> {
  const t = await getClosedTransaction(db, outletId, closedTransactionId);
  const [lines, ctx, tenders] = await Promise.all([linesOf(db, t.id), receiptContext(db, outletId), tendersOf(db, t.id)]);
  return receiptData(t, lines, ctx, tenders, FIRST_PRINT);
}
