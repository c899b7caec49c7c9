/**
 * Writes a settled payment (payment spec §7 POST /recap-transactions), inside the payment's
 * transaction: the closed transaction (rekap_transaksi) and its line snapshots
 * (rekap_transaksi_detail), the order closed (status 2), its tables freed, and a change event.
 */
import { applyRateBp, jakartaParts, LINE_STATUS, lineNominal, money, ORDER_STATUS } from "@waroeng/domain";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { closedTransactionLines, closedTransactions, orders, orderTables, paymentTenders, writeOffs } from "../../db/schema/index.ts";
import { changeNotice } from "../../lib/events.ts";
import type { OrderLineRow } from "../orders/order-totals.ts";
import type { OrderRow } from "../orders/order-tx.ts";
import type { WriteOffRow } from "./payment.lost-bill.ts";
import type { TenderRow } from "./payment.methods.ts";
import { tableNamesSql } from "./payment.order.ts";
import type { Settlement } from "./payment.rules.ts";

/** Everything the record needs besides the settlement. */
export interface PaymentRecord {
  order: OrderRow;
  lines: OrderLineRow[];
  settlement: Settlement;
  cashierId: number;
  cashSessionId: number;
  paymentMethodId: number;
  /** Client's payment difference (selisih), minor units, any sign. */
  difference: number;
  phone: string;
  memberId: string;
  at: Date;
  /** How it was received (rekap_transaksi_payment rows; none for a write-off). */
  tenders: TenderRow[];
  /** A Lost Bill or Gratis, with its reason and approver. */
  writeOff?: WriteOffRow | undefined;
}

/**
 * A line's snapshot, its options copied as they were chosen (their prices are already in `price`):
 * status-0 lines at their nominal (price × qty − discount) with their tax and service-charge shares (half-up of nominal × rate; for display — the header amounts are the
 * authoritative ones); other lines (cancelled, warranty, free) at nominal 0 with their reason.
 */
function lineSnapshot(closedTransactionId: number, order: OrderRow, line: OrderLineRow): typeof closedTransactionLines.$inferInsert {
  const counted = line.status === LINE_STATUS.NORMAL;
  const nominal = counted
    ? lineNominal({
        price: money(line.price),
        qty: line.qty,
        status: line.status,
        taxable: line.taxable,
        serviceCharged: line.serviceCharged,
        discount: money(line.discount),
      })
    : money(0);
  return {
    closedTransactionId,
    menuItemId: line.menuItemId,
    menuItemName: line.menuItemName,
    menuTypeId: line.menuTypeId,
    qty: line.qty,
    originalQty: line.originalQty,
    price: line.price,
    options: line.options,
    nominal,
    tax: counted && line.taxable ? applyRateBp(nominal, order.taxRateBp) : 0,
    serviceCharge: counted && line.serviceCharged ? applyRateBp(nominal, order.serviceChargeRateBp) : 0,
    status: line.status,
    approvalReason: line.approvalReason,
    taxable: line.taxable,
    serviceCharged: line.serviceCharged,
  };
}

/**
 * Stores the payment and closes the order, in ONE statement: the closed transaction (with the names
 * of the tables the order holds, read in the same statement), its tenders, its write-off if any, and its line snapshots, the order
 * closed, its tables freed and the `orders` event (data-modifying CTEs around the lines' insert).
 * Business date and `HH:mm` time are Asia/Jakarta.
 * @returns the new rekap_transaksi id.
 * @throws the database's unique violation (23505) when the order was paid meanwhile (the caller maps it to 409).
 */
export async function recordPayment(tx: Tx, rec: PaymentRecord): Promise<number> {
  const { order, settlement } = rec;
  const { totals } = settlement;
  const when = jakartaParts(rec.at);
  const rekap = tx.$with("rekap").as(
    tx
      .insert(closedTransactions)
      .values({
        outletId: order.outletId,
        orderId: order.id,
        cashSessionId: rec.cashSessionId,
        noteNumber: order.noteNumber,
        customerName: order.customerName,
        tableNames: tableNamesSql(order),
        businessDate: when.date,
        time: when.time,
        transactionTypeId: order.transactionTypeId,
        paymentMethodId: rec.paymentMethodId,
        subtotal: totals.subtotal,
        tax: totals.tax,
        serviceCharge: totals.serviceCharge,
        globalDiscount: totals.globalDiscount,
        voucher: totals.voucher,
        cashWithdrawal: totals.cashWithdrawal,
        rounding: totals.rounding,
        total: totals.rounded,
        tendered: settlement.tendered,
        change: settlement.change,
        freeChange: settlement.freeChange,
        difference: rec.difference,
        taxRateBp: order.taxRateBp,
        serviceChargeRateBp: order.serviceChargeRateBp,
        roundingFlag: order.rounding,
        phone: rec.phone,
        memberId: rec.memberId || order.memberId,
        cashierId: rec.cashierId,
        waiterId: order.waiterId,
        lostBill: rec.writeOff?.kind === "lostbill",
        createdAt: rec.at,
      })
      .returning({ id: closedTransactions.id }),
  );
  const closed = tx
    .$with("closed")
    .as(
      tx
        .update(orders)
        .set({ status: ORDER_STATUS.CLOSED, closedAt: rec.at, updatedAt: rec.at })
        .where(eq(orders.id, order.id))
        .returning({ id: orders.id }),
    );
  const freed = tx
    .$with("freed")
    .as(tx.delete(orderTables).where(eq(orderTables.orderId, order.id)).returning({ id: orderTables.tableId }));
  const rekapId = sql<number>`(select ${rekap.id} from ${rekap})`;
  // How it was received, in the same statement (data-modifying CTEs run even when not read).
  const received = rec.tenders.length
    ? [
        tx.$with("tenders").as(
          tx
            .insert(paymentTenders)
            .values(rec.tenders.map((t) => ({ ...t, closedTransactionId: rekapId, outletId: order.outletId })))
            .returning({ id: paymentTenders.id }),
        ),
      ]
    : [];
  const writeOff = rec.writeOff
    ? [
        tx.$with("write_off").as(
          tx
            .insert(writeOffs)
            .values({ ...rec.writeOff, closedTransactionId: rekapId, outletId: order.outletId })
            .returning({ id: writeOffs.id }),
        ),
      ]
    : [];
  // Every payment has a counted line (settlePayment refuses an empty cart), so this insert has rows.
  const snapshots = rec.lines
    .filter((line) => line.qty > 0)
    .map((line) => ({ ...lineSnapshot(0, order, line), closedTransactionId: rekapId }));
  const rows = await tx
    .with(rekap, closed, freed, ...received, ...writeOff)
    .insert(closedTransactionLines)
    .values(snapshots)
    .returning({
      rekapId: closedTransactionLines.closedTransactionId,
      notified: sql`(select ${changeNotice(order.outletId, { topic: "orders", orderId: order.id })} from ${closed})`,
    });
  const id = rows[0]?.rekapId;
  if (id === undefined) {
    throw new Error("rekap_transaksi insert returned no row");
  }
  return id;
}
