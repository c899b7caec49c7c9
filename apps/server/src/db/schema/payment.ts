/**
 * Payment: payment methods, closed transactions (rekap_transaksi) with their lines, refunds,
 * vouchers and members (payment spec §3).
 */
import type { LineOption } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { cashSessions } from "./cash.ts";
import { menuItems, menuTypes } from "./menu.ts";
import { orders } from "./orders.ts";
import { createdAtColumn, outletRef, outlets, transactionTypes, users } from "./outlet.ts";

/** Ids of the methods an outlet adds in the back office: after the built-in 1–11. */
export const paymentMethodIdSeq = pgSequence("m_payment_method_outlet_seq", { startWith: 101 });

/**
 * Payment method: 1 Tunai (cash); above 1 card/EDC or e-wallet; 9 Lost Bill, 10 Gratis; 11 QRIS.
 * type: cash | transfer | ewallet | lostbill | gratis | qris. Built-in methods (ids 1–11) have no outlet
 * (`m_w_id` null) and keep their meaning in the domain (PAYMENT_METHOD); an outlet's own methods
 * (back office) carry its `m_w_id`, a name unique in that outlet, and are never cash.
 * Whether a method is offered, and in which order, is per outlet: m_payment_method_setting.
 */
export const paymentMethods = pgTable(
  "m_payment_method",
  {
    id: integer("m_payment_method_id").primaryKey().default(sql`nextval('m_payment_method_outlet_seq')`),
    name: text("m_payment_method_name").notNull(),
    type: text("m_payment_method_type").notNull(),
    color: text("m_payment_method_color").notNull().default("#228be6"),
    outletId: integer("m_w_id").references(() => outlets.id),
  },
  (t) => [
    uniqueIndex("m_payment_method_builtin_name_uq").on(sql`lower(${t.name})`).where(sql`${t.outletId} is null`),
    uniqueIndex("m_payment_method_outlet_name_uq").on(t.outletId, sql`lower(${t.name})`).where(sql`${t.outletId} is not null`),
  ],
);

/** Per outlet: whether a payment method is offered at the till (`active`) and its place (`urut`). No row = active, by id. */
export const paymentMethodSettings = pgTable(
  "m_payment_method_setting",
  {
    outletId: outletRef(),
    paymentMethodId: integer("m_payment_method_id")
      .notNull()
      .references(() => paymentMethods.id),
    active: boolean("m_payment_method_active").notNull().default(true),
    sortOrder: integer("m_payment_method_urut").notNull(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.paymentMethodId] })],
);

/**
 * A paid (closed) transaction. One per order (unique), which makes a double payment impossible.
 * Amounts in minor units; rates in basis points as charged.
 */
export const closedTransactions = pgTable(
  "rekap_transaksi",
  {
    id: serial("r_t_id").primaryKey(),
    outletId: integer("r_t_m_w_id")
      .notNull()
      .references(() => outlets.id),
    orderId: integer("r_t_tmp_transaction_id")
      .notNull()
      .references(() => orders.id),
    cashSessionId: integer("r_t_rekap_modal_id").references(() => cashSessions.id),
    noteNumber: text("r_t_nota_code").notNull(),
    customerName: text("r_t_bigboss").notNull(),
    tableNames: text("r_t_table_names").notNull().default(""),
    businessDate: date("r_t_tanggal").notNull(),
    time: text("r_t_jam").notNull(),
    transactionTypeId: integer("r_t_m_t_t_id")
      .notNull()
      .references(() => transactionTypes.id),
    paymentMethodId: integer("r_t_m_payment_method_id")
      .notNull()
      .references(() => paymentMethods.id),
    subtotal: integer("r_t_nominal").notNull(),
    tax: integer("r_t_nominal_pajak").notNull(),
    serviceCharge: integer("r_t_nominal_sc").notNull(),
    globalDiscount: integer("r_t_nominal_diskon").notNull().default(0),
    voucher: integer("r_t_nominal_voucher").notNull().default(0),
    cashWithdrawal: integer("r_t_nominal_tarik_tunai").notNull().default(0),
    rounding: integer("r_t_nominal_pembulatan").notNull().default(0),
    total: integer("r_t_nominal_total_bayar").notNull(),
    tendered: integer("r_t_nominal_uang").notNull(),
    change: integer("r_t_nominal_kembalian").notNull().default(0),
    freeChange: integer("r_t_nominal_free_kembalian").notNull().default(0),
    difference: integer("r_t_selisih").notNull().default(0),
    taxRateBp: integer("r_t_tax_bp").notNull(),
    serviceChargeRateBp: integer("r_t_sc_bp").notNull(),
    roundingFlag: text("r_t_pembulatan").notNull(),
    phone: text("r_t_nomor_wa").notNull().default(""),
    memberId: text("r_t_member_id").notNull().default(""),
    accountName: text("r_t_account_name").notNull().default(""),
    cashierId: integer("r_t_kasir_id")
      .notNull()
      .references(() => users.id),
    waiterId: integer("r_t_pelayan_id").references(() => users.id),
    lostBill: boolean("r_t_lost_bill").notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("rekap_transaksi_order_uq").on(t.orderId),
    index("rekap_transaksi_outlet_date_idx").on(t.outletId, t.businessDate),
    // History (today and by date) lists a business date newest first: one index walk (bench).
    index("rekap_transaksi_outlet_date_created_idx").on(t.outletId, t.businessDate, t.createdAt),
    // The shift recap reads a session's bills (without it, every bill of the history).
    index("rekap_transaksi_session_idx").on(t.cashSessionId),
    check("rekap_transaksi_money_ck", sql`${t.subtotal} >= 0 and ${t.total} >= 0 and ${t.tendered} >= 0`),
  ],
);

/** A line of a closed transaction, with the names and prices as they were when paid. */
export const closedTransactionLines = pgTable(
  "rekap_transaksi_detail",
  {
    id: serial("r_t_detail_id").primaryKey(),
    closedTransactionId: integer("r_t_detail_r_t_id")
      .notNull()
      .references(() => closedTransactions.id, { onDelete: "cascade" }),
    menuItemId: integer("m_produk_id")
      .notNull()
      .references(() => menuItems.id),
    menuItemName: text("m_produk_nama").notNull(),
    menuTypeId: integer("m_produk_m_jenis_produk_id")
      .notNull()
      .references(() => menuTypes.id),
    qty: integer("r_t_detail_qty").notNull(),
    originalQty: integer("r_t_detail_qty_qr").notNull(),
    /** Unit price as paid, options included. */
    price: integer("r_t_detail_price").notNull(),
    /** The options the line was paid with (domain `LineOption`, per-unit prices in minor units). */
    options: jsonb("r_t_detail_options").$type<LineOption[]>().notNull().default(sql`'[]'::jsonb`),
    nominal: integer("r_t_detail_nominal").notNull(),
    tax: integer("r_t_detail_nominal_pajak").notNull().default(0),
    serviceCharge: integer("r_t_detail_nominal_sc").notNull().default(0),
    status: integer("r_t_detail_status").notNull().default(0),
    approvalReason: text("r_t_detail_reasone_approve").notNull().default(""),
    taxable: boolean("r_t_detail_tax_status").notNull(),
    serviceCharged: boolean("r_t_detail_sc_status").notNull(),
  },
  (t) => [index("rekap_transaksi_detail_rt_idx").on(t.closedTransactionId)],
);

/**
 * A refund of a closed transaction: at most one per bill (unique `r_t_id`). Amounts in minor units:
 * `r_r_nominal` subtotal, `_pajak`, `_sc`, `_pembulatan` (rounding, may be negative), `_total`
 * (paid back, after rounding), `_free_kembalian`; the refunding user and their cash session
 * (`rekap_modal_id`, what the shift recap sums by). Written by modules/refund.
 */
export const refunds = pgTable(
  "rekap_refund",
  {
    id: serial("r_r_id").primaryKey(),
    outletId: outletRef(),
    closedTransactionId: integer("r_t_id")
      .notNull()
      .references(() => closedTransactions.id)
      .unique(),
    cashSessionId: integer("rekap_modal_id").references(() => cashSessions.id),
    subtotal: integer("r_r_nominal").notNull(),
    tax: integer("r_r_nominal_pajak").notNull(),
    serviceCharge: integer("r_r_nominal_sc").notNull(),
    rounding: integer("r_r_nominal_pembulatan").notNull().default(0),
    total: integer("r_r_nominal_total").notNull(),
    freeChange: integer("r_r_nominal_free_kembalian").notNull().default(0),
    phone: text("r_r_nomor_wa").notNull().default(""),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [index("rekap_refund_session_idx").on(t.cashSessionId), index("rekap_refund_outlet_created_idx").on(t.outletId, t.createdAt)],
);

/** A refunded line: quantity of one closed-transaction line. */
export const refundLines = pgTable(
  "rekap_refund_detail",
  {
    id: serial("id").primaryKey(),
    refundId: integer("r_r_id")
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    closedTransactionLineId: integer("r_t_detail_id")
      .notNull()
      .references(() => closedTransactionLines.id),
    qty: integer("qty").notNull(),
    nominal: integer("nominal").notNull(),
    tax: integer("nominal_pajak").notNull().default(0),
    serviceCharge: integer("nominal_sc").notNull().default(0),
  },
  (t) => [
    check("rekap_refund_detail_qty_ck", sql`${t.qty} > 0`),
    index("rekap_refund_detail_refund_idx").on(t.refundId),
    index("rekap_refund_detail_line_idx").on(t.closedTransactionLineId),
  ],
);

/** A voucher code worth a fixed amount (minor units), usable once. */
export const vouchers = pgTable(
  "m_voucher",
  {
    id: serial("m_voucher_id").primaryKey(),
    outletId: outletRef(),
    code: text("m_voucher_code").notNull(),
    value: integer("m_voucher_value").notNull(),
    /** First day it may be used (Asia/Jakarta); null = from its creation. */
    validFrom: date("m_voucher_valid_from"),
    validUntil: date("m_voucher_valid_until"),
    /** False once the back office withdrew it (it is then refused like an unknown code). */
    active: boolean("m_voucher_active").notNull().default(true),
    usedByTransactionId: integer("r_t_id").references(() => closedTransactions.id),
    /** When the voucher was spent (it is then refused by GET /voucher/get-voucher); null = unused. */
    usedAt: timestamp("m_voucher_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("m_voucher_code_uq").on(t.outletId, t.code), check("m_voucher_value_ck", sql`${t.value} > 0`)],
);

/** A member (customer) found by a 5-digit member id. */
export const members = pgTable("m_member", {
  id: serial("id").primaryKey(),
  memberCode: text("member_id").notNull().unique(),
  name: text("name").notNull(),
  phone: text("phone").notNull().default(""),
});
