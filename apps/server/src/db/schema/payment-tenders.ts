/**
 * What a payment received and how (payment spec §2.1, §4, §9): one row per tender of a
 * closed transaction (one for cash or EDC, several for a multipayment, none for a write-off), the
 * write-offs (Lost Bill, Gratis) with who approved them, and the audit of voided EDC payments.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders.ts";
import { createdAtColumn, outletRef, users } from "./outlet.ts";
import { closedTransactions, paymentMethods } from "./payment.ts";

/**
 * A tender of a closed transaction: the method, what it pays of the bill (`nominal`, the cash
 * tender net of the change) and what was handed over (`nominal_uang`), and the EDC terminal's
 * approval / reference number; for Bagi rata, the share it paid. Σ nominal = the transaction's rounded total.
 */
export const paymentTenders = pgTable(
  "rekap_transaksi_payment",
  {
    id: serial("r_t_p_id").primaryKey(),
    closedTransactionId: integer("r_t_id")
      .notNull()
      .references(() => closedTransactions.id, { onDelete: "cascade" }),
    outletId: outletRef(),
    paymentMethodId: integer("m_payment_method_id")
      .notNull()
      .references(() => paymentMethods.id),
    amount: integer("r_t_p_nominal").notNull(),
    tendered: integer("r_t_p_nominal_uang").notNull(),
    approvalCode: text("r_t_p_approval_code").notNull().default(""),
    /** The Bagi rata share this tender paid (1…N; one method may pay several shares), 0 otherwise. */
    share: integer("r_t_p_share").notNull().default(0),
  },
  (t) => [
    index("rekap_transaksi_payment_rt_idx").on(t.closedTransactionId),
    // The QRIS reconciliation looks up whether a bill had a QRIS tender (few of all tenders).
    index("rekap_transaksi_payment_qris_idx").on(t.closedTransactionId).where(sql`${t.paymentMethodId} = 11`),
    // Each method once per payment, except across Bagi rata's shares.
    uniqueIndex("rekap_transaksi_payment_method_uq").on(t.closedTransactionId, t.paymentMethodId, t.share),
    check("rekap_transaksi_payment_money_ck", sql`${t.amount} >= 0 and ${t.tendered} >= ${t.amount}`),
  ],
);

/** A write-off (Lost Bill or Gratis): the order closed with 0 received, its reason and approver. */
export const writeOffs = pgTable(
  "rekap_lost_bill",
  {
    id: serial("r_l_b_id").primaryKey(),
    closedTransactionId: integer("r_t_id")
      .notNull()
      .references(() => closedTransactions.id, { onDelete: "cascade" }),
    outletId: outletRef(),
    /** "lostbill" | "gratis". */
    kind: text("r_l_b_jenis").notNull(),
    reason: text("r_l_b_keterangan").notNull(),
    /** The supervisor whose grant allowed it, or the user when the matrix's default or their role did. */
    approverId: integer("r_l_b_approver_id")
      .notNull()
      .references(() => users.id),
    requestedBy: integer("r_l_b_kasir_id")
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    uniqueIndex("rekap_lost_bill_rt_uq").on(t.closedTransactionId),
    check("rekap_lost_bill_jenis_ck", sql`${t.kind} in ('lostbill', 'gratis')`),
  ],
);

/** Audit of a voided non-cash payment: the transaction as it was (snapshot), who voided it and why. */
export const paymentVoids = pgTable(
  "rekap_transaksi_void",
  {
    id: serial("r_t_v_id").primaryKey(),
    outletId: outletRef(),
    /** The voided rekap_transaksi id (the row itself is gone). */
    closedTransactionId: integer("r_t_id").notNull(),
    orderId: integer("tmp_transaction_id")
      .notNull()
      .references(() => orders.id),
    reason: text("r_t_v_keterangan").notNull(),
    voidedBy: integer("r_t_v_user_id")
      .notNull()
      .references(() => users.id),
    /** The transaction, its tenders and lines as they were. */
    snapshot: jsonb("r_t_v_snapshot").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("rekap_transaksi_void_outlet_idx").on(t.outletId, t.createdAt)],
);
