/**
 * QRIS charges (modules/qris): one row per QR shown for a bill — the dynamic payload, what it asks
 * (bill total + unique amount, minor units), until when, and how it ended. A bill paid by QRIS links
 * its charge (`q_c_r_t_id`): the payload shown is stored with the bill. A gateway's charge (mode
 * "gateway") takes the same row, with what the gateway reported (settlement, issuer, refund).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders.ts";
import { createdAtColumn, outletRef } from "./outlet.ts";
import { closedTransactions } from "./payment.ts";

export const qrisCharges = pgTable(
  "qris_charge",
  {
    id: serial("q_c_id").primaryKey(),
    outletId: outletRef(),
    /** Our charge id on the wire: `QRIS-<m_w_id>-<tmp_transaction_id>-<n>`. */
    orderRef: text("q_c_order_id").notNull(),
    orderId: integer("q_c_tmp_transaction_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The split payment's `splitId` the charge is for; null = the whole order. */
    splitId: text("q_c_split_id"),
    /** The bill's rounded total to pay. */
    billTotal: integer("q_c_bill_total").notNull(),
    /** The unique amount added (0 when the outlet has it off). */
    uniqueAmount: integer("q_c_unique_amount").notNull().default(0),
    /** What the QR asks: bill total + unique amount (tag 54). */
    amount: integer("q_c_amount").notNull(),
    qrString: text("q_c_qr_string").notNull(),
    /** Gateway mode: the gateway's own id of the charge when it is not our order id (Xendit's QR code id `qr_…`); else null. */
    gatewayRef: text("q_c_gateway_ref"),
    mode: text("q_c_mode").notNull().default("static"),
    /** pending | paid | expired | cancelled */
    status: text("q_c_status").notNull().default("pending"),
    expiresAt: timestamp("q_c_expires_at", { withTimezone: true }).notNull(),
    closedTransactionId: integer("q_c_r_t_id").references(() => closedTransactions.id, { onDelete: "set null" }),
    /** Who showed the QR: a gateway settlement pays the bill as this cashier (their cash session). */
    userId: integer("q_c_user_id"),
    /** Gateway mode: when the gateway reported the money arrived (settlement), and who paid/acquired it. */
    settledAt: timestamp("q_c_settled_at", { withTimezone: true }),
    issuer: text("q_c_issuer"),
    acquirer: text("q_c_acquirer"),
    /** Money that arrived but paid no bill (the bill changed or was paid another way): to return, minor units. */
    toReturn: integer("q_c_to_return").notNull().default(0),
    /** The gateway refund of this charge: null (none), refunded, refused (see the note), manual (returned by hand). */
    refundStatus: text("q_c_refund_status"),
    refundNote: text("q_c_refund_note").notNull().default(""),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("qris_charge_order_ref_uq").on(t.orderRef),
    index("qris_charge_order_idx").on(t.orderId),
    // A bill's charge (the reconciliation, a refund, a void's foreign key).
    index("qris_charge_bill_idx").on(t.closedTransactionId),
    // The reconciliation's exceptions: money that arrived for no bill, charges still pending.
    index("qris_charge_unbilled_idx")
      .on(t.outletId)
      .where(sql`${t.closedTransactionId} is null and (${t.status} = 'paid' or ${t.toReturn} > 0)`),
    index("qris_charge_pending_idx").on(t.outletId, t.createdAt).where(sql`${t.status} = 'pending'`),
    check(
      "qris_charge_money_ck",
      sql`${t.billTotal} > 0 and ${t.uniqueAmount} between 0 and 99 and ${t.amount} = ${t.billTotal} + ${t.uniqueAmount}`,
    ),
    check("qris_charge_to_return_ck", sql`${t.toReturn} >= 0`),
    check("qris_charge_refund_ck", sql`${t.refundStatus} is null or ${t.refundStatus} in ('refunded', 'refused', 'manual')`),
    check("qris_charge_status_ck", sql`${t.status} in ('pending', 'paid', 'expired', 'cancelled')`),
  ],
);
