/**
 * The receipt of a paid transaction as rows of text, rendered the same way by the PDF
 * (receipt-pdf.ts) and the WhatsApp message (receipt-text.ts). Payment spec §7 Receipts; the
 * amounts are those the printable /struk page shows (history presenter), money formatted in the
 * outlet's currency (Rp or RM).
 */
import { API_MSG, type Currency, currencyFromOutlet, formatMoney, isCash, LABELS, LINE_STATUS, RECEIPT_MSG } from "@waroeng/domain";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentMethods, paymentTenders } from "../../db/schema/index.ts";
import { lineReason } from "../history/history.presenter.ts";
import { getClosedTransaction, linesOf, receiptContext } from "../history/history.service.ts";

/** A label and its formatted amount. */
export interface ReceiptRow {
  label: string;
  value: string;
}

/** What a digital receipt shows, every amount already formatted. */
export interface ReceiptDoc {
  outlet: { name: string; address: string; phone: string };
  nota: string;
  /** Header rows: Nota, Tanggal, Meja, Big Boss, Kasir. */
  header: ReceiptRow[];
  /** Menu lines: "2 x Rp 15.000" → "Rp 30.000", with the reason of a line not charged. */
  lines: { name: string; detail: string; amount: string; reason: string }[];
  /** Subtotal, tax, service charge, discount, voucher, Tarik Tunai, rounding. */
  amounts: ReceiptRow[];
  total: ReceiptRow;
  /** One row per tender (method name → amount), then the change. */
  payment: ReceiptRow[];
  footer: string;
}

/** "2026-11-23" → "23/11/2026". */
function displayDate(date: string): string {
  const [y, m, d] = date.split("-");
  return y && m && d ? `${d}/${m}/${y}` : date;
}

/**
 * Reads a paid transaction of the outlet and lays out its receipt.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` for an unknown id or another outlet's.
 */
export async function loadReceiptDoc(db: Db, outletId: number, closedTransactionId: number): Promise<ReceiptDoc> {
  const t = await getClosedTransaction(db, outletId, closedTransactionId);
  const [lines, ctx, tenders] = await Promise.all([
    linesOf(db, t.id),
    receiptContext(db, outletId),
    db
      .select({
        name: paymentMethods.name,
        methodId: paymentTenders.paymentMethodId,
        amount: paymentTenders.amount,
        tendered: paymentTenders.tendered,
      })
      .from(paymentTenders)
      .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTenders.paymentMethodId))
      .where(eq(paymentTenders.closedTransactionId, t.id))
      .orderBy(asc(paymentTenders.id)),
  ]);
  const currency: Currency = currencyFromOutlet(ctx.outlet.currency);
  const money = (n: number) => formatMoney(n, currency);
  const rate = (bp: number) => (bp ? ` (${bp / 100}%)` : "");
  const amounts: ReceiptRow[] = [
    { label: RECEIPT_MSG.SUBTOTAL, value: money(t.subtotal) },
    { label: `${RECEIPT_MSG.TAX}${rate(t.taxRateBp)}`, value: money(t.tax) },
    { label: `${RECEIPT_MSG.SERVICE}${rate(t.serviceChargeRateBp)}`, value: money(t.serviceCharge) },
  ];
  if (t.globalDiscount) {
    amounts.push({ label: RECEIPT_MSG.DISCOUNT, value: money(-t.globalDiscount) });
  }
  if (t.voucher) {
    amounts.push({ label: RECEIPT_MSG.VOUCHER, value: money(-t.voucher) });
  }
  if (t.cashWithdrawal) {
    amounts.push({ label: RECEIPT_MSG.CASH_WITHDRAWAL, value: money(t.cashWithdrawal) });
  }
  amounts.push({ label: RECEIPT_MSG.ROUNDING, value: money(t.rounding) });
  // A cash tender shows what was handed over; the change follows. A write-off has no tender: its method's name.
  const payment: ReceiptRow[] =
    tenders.length > 0
      ? tenders.map((p) => ({ label: p.name, value: money(isCash(p.methodId) ? p.tendered : p.amount) }))
      : [{ label: t.paymentMethodName, value: money(t.tendered) }];
  if (t.change) {
    payment.push({ label: RECEIPT_MSG.CHANGE, value: money(t.change) });
  }
  if (t.freeChange) {
    payment.push({ label: RECEIPT_MSG.FREE_CHANGE, value: money(t.freeChange) });
  }
  const place = [t.tableNames, t.transactionTypeName].filter(Boolean).join(" · ");
  return {
    outlet: { name: ctx.outlet.name, address: ctx.outlet.address, phone: ctx.outlet.phone },
    nota: t.noteNumber,
    header: [
      { label: RECEIPT_MSG.NOTA, value: t.noteNumber },
      { label: RECEIPT_MSG.DATE, value: `${displayDate(t.businessDate)} ${t.time}` },
      ...(place ? [{ label: RECEIPT_MSG.TABLE, value: place }] : []),
      { label: LABELS.BIG_BOSS, value: t.customerName },
      { label: RECEIPT_MSG.CASHIER, value: t.cashierName },
    ],
    lines: lines.map((l) => {
      const charged = l.status === LINE_STATUS.NORMAL;
      return {
        name: l.menuItemName,
        detail: `${l.qty} x ${money(charged ? l.price : 0)}`,
        amount: money(charged ? l.nominal : 0),
        reason: lineReason(l.status, l.approvalReason),
      };
    }),
    amounts,
    total: { label: RECEIPT_MSG.TOTAL, value: money(t.total) },
    payment,
    // The outlet's own footer (back office), else the default.
    footer: ctx.outlet.receiptFooter || API_MSG.RECEIPT_FOOTER,
  };
}
