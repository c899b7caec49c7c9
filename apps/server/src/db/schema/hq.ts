/**
 * Head office's copy of what outlets push (docs/chain-sync.md "Head office's data"): one relational
 * table per pushed kind, each keyed by the outlet (`m_w_id`) and the outlet's own id of the row, so
 * on Citus every table is distributed by `m_w_id` and co-located (an outlet's rows on one worker).
 *
 * Columns mirror the outlet's tables (the same names as `rekap_transaksi`, `rekap_modal` …, money in
 * minor units as stored there), plus `hq_seq` (the outlet's outbox sequence of the stored state: an
 * older state never overwrites a newer one) and `received_at`. Written only by the ingest
 * (modules/hq-ingest); empty at an outlet. No foreign keys but `hq_outlet_contact`'s: the push
 * checks the outlet once per batch, not once per row.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { outletRef } from "./outlet.ts";

const outlet = () => integer("m_w_id").notNull();
const seq = () => bigint("hq_seq", { mode: "number" }).notNull();
const receivedAt = () => timestamp("received_at", { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => integer(name).notNull().default(0);
const txt = (name: string) => text(name).notNull().default("");

/** An outlet's last push: when and which batch (the Today page's "last contact"). One row per outlet, its push's row lock. */
export const hqOutletContacts = pgTable("hq_outlet_contact", {
  outletId: outletRef().primaryKey(),
  lastPushAt: timestamp("last_push_at", { withTimezone: true }).notNull().defaultNow(),
  lastBatchId: text("last_batch_id").notNull(),
});

/** A closed bill (rekap_transaksi). `voided_at`: head office learnt of its void (the row is gone at the outlet). */
export const hqBills = pgTable(
  "hq_bill",
  {
    outletId: outlet(),
    id: integer("r_t_id").notNull(),
    seq: seq(),
    orderId: integer("r_t_tmp_transaction_id").notNull().default(0),
    cashSessionId: integer("r_t_rekap_modal_id"),
    noteNumber: txt("r_t_nota_code"),
    customerName: txt("r_t_bigboss"),
    tableNames: txt("r_t_table_names"),
    businessDate: date("r_t_tanggal", { mode: "string" }).notNull(),
    time: txt("r_t_jam"),
    transactionTypeId: integer("r_t_m_t_t_id").notNull().default(0),
    paymentMethodId: integer("r_t_m_payment_method_id").notNull().default(0),
    subtotal: money("r_t_nominal"),
    tax: money("r_t_nominal_pajak"),
    serviceCharge: money("r_t_nominal_sc"),
    globalDiscount: money("r_t_nominal_diskon"),
    voucher: money("r_t_nominal_voucher"),
    cashWithdrawal: money("r_t_nominal_tarik_tunai"),
    rounding: money("r_t_nominal_pembulatan"),
    total: money("r_t_nominal_total_bayar"),
    tendered: money("r_t_nominal_uang"),
    change: money("r_t_nominal_kembalian"),
    freeChange: money("r_t_nominal_free_kembalian"),
    difference: money("r_t_selisih"),
    taxRateBp: money("r_t_tax_bp"),
    serviceChargeRateBp: money("r_t_sc_bp"),
    roundingFlag: txt("r_t_pembulatan"),
    phone: txt("r_t_nomor_wa"),
    memberId: txt("r_t_member_id"),
    accountName: txt("r_t_account_name"),
    cashierId: integer("r_t_kasir_id").notNull().default(0),
    waiterId: integer("r_t_pelayan_id"),
    lostBill: boolean("r_t_lost_bill").notNull().default(false),
    /** The write-off it was ("lostbill" | "gratis"), null for a sale. */
    writeOff: text("r_l_b_jenis"),
    createdAt: at("created_at"),
    receivedAt: receivedAt(),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.id] }), index("hq_bill_outlet_date_idx").on(t.outletId, t.businessDate)],
);

/** A bill's line (rekap_transaksi_detail), with its options as paid (jsonb, domain LineOption). */
export const hqBillLines = pgTable(
  "hq_bill_line",
  {
    outletId: outlet(),
    id: integer("r_t_detail_id").notNull(),
    billId: integer("r_t_detail_r_t_id").notNull(),
    menuItemId: integer("m_produk_id").notNull().default(0),
    menuItemName: txt("m_produk_nama"),
    menuTypeId: integer("m_produk_m_jenis_produk_id").notNull().default(0),
    qty: money("r_t_detail_qty"),
    originalQty: money("r_t_detail_qty_qr"),
    price: money("r_t_detail_price"),
    options: jsonb("r_t_detail_options").notNull().default(sql`'[]'::jsonb`),
    nominal: money("r_t_detail_nominal"),
    tax: money("r_t_detail_nominal_pajak"),
    serviceCharge: money("r_t_detail_nominal_sc"),
    status: money("r_t_detail_status"),
    approvalReason: txt("r_t_detail_reasone_approve"),
    taxable: boolean("r_t_detail_tax_status").notNull().default(true),
    serviceCharged: boolean("r_t_detail_sc_status").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.id] }), index("hq_bill_line_bill_idx").on(t.outletId, t.billId)],
);

/** A bill's tender (rekap_transaksi_payment). */
export const hqTenders = pgTable(
  "hq_tender",
  {
    outletId: outlet(),
    id: integer("r_t_p_id").notNull(),
    billId: integer("r_t_id").notNull(),
    paymentMethodId: integer("m_payment_method_id").notNull().default(0),
    amount: money("r_t_p_nominal"),
    tendered: money("r_t_p_nominal_uang"),
    approvalCode: txt("r_t_p_approval_code"),
    share: money("r_t_p_share"),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.id] }), index("hq_tender_bill_idx").on(t.outletId, t.billId)],
);

/** A refund (rekap_refund) of bill `r_t_id`. */
export const hqRefunds = pgTable(
  "hq_refund",
  {
    outletId: outlet(),
    id: integer("r_r_id").notNull(),
    seq: seq(),
    billId: integer("r_t_id").notNull(),
    cashSessionId: integer("rekap_modal_id"),
    subtotal: money("r_r_nominal"),
    tax: money("r_r_nominal_pajak"),
    serviceCharge: money("r_r_nominal_sc"),
    rounding: money("r_r_nominal_pembulatan"),
    total: money("r_r_nominal_total"),
    freeChange: money("r_r_nominal_free_kembalian"),
    phone: txt("r_r_nomor_wa"),
    userId: integer("user_id").notNull().default(0),
    createdAt: at("created_at"),
    receivedAt: receivedAt(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.id] }), index("hq_refund_bill_idx").on(t.outletId, t.billId)],
);

/** A refunded line (rekap_refund_detail): `qty` units of bill line `r_t_detail_id`. */
export const hqRefundLines = pgTable(
  "hq_refund_line",
  {
    outletId: outlet(),
    id: integer("id").notNull(),
    refundId: integer("r_r_id").notNull(),
    billLineId: integer("r_t_detail_id").notNull(),
    qty: money("qty"),
    nominal: money("nominal"),
    tax: money("nominal_pajak"),
    serviceCharge: money("nominal_sc"),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.id] }), index("hq_refund_line_refund_idx").on(t.outletId, t.refundId)],
);

/**
 * A cash session (rekap_modal), open or closed: opening cash and its denomination `counts`
 * (rekap_modal_detail rows as jsonb), at close the counted, expected and difference (minor units).
 */
export const hqCashSessions = pgTable(
  "hq_cash_session",
  {
    outletId: outlet(),
    id: integer("rekap_modal_id").notNull(),
    seq: seq(),
    cashierId: integer("rekap_modal_kasir_id").notNull().default(0),
    session: money("rekap_modal_sesi"),
    businessDate: date("rekap_modal_tanggal", { mode: "string" }).notNull(),
    openingCash: money("rekap_modal_nominal"),
    closingCash: integer("rekap_modal_nominal_tutup"),
    expectedCash: integer("rekap_modal_nominal_seharusnya"),
    difference: integer("rekap_modal_selisih"),
    closedBy: text("rekap_modal_jenis_tutup"),
    counts: jsonb("counts").notNull().default(sql`'[]'::jsonb`),
    openedAt: at("opened_at"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    receivedAt: receivedAt(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.id] }), index("hq_cash_session_outlet_date_idx").on(t.outletId, t.businessDate)],
);

/** A cash book entry (rekap_mutasi_modal, Kas Kasir): debit = Kas Masuk, kredit = Kas Keluar. */
export const hqCashMutations = pgTable(
  "hq_cash_mutation",
  {
    outletId: outlet(),
    id: integer("r_m_m_id").notNull(),
    seq: seq(),
    cashSessionId: integer("rekap_modal_id").notNull().default(0),
    userId: integer("user_id").notNull().default(0),
    personName: txt("r_m_m_nama_pengguna"),
    debit: money("r_m_m_debit"),
    credit: money("r_m_m_kredit"),
    group: text("r_m_m_group").notNull().default("Reguler"),
    description: txt("r_m_m_keterangan"),
    createdAt: at("created_at"),
    receivedAt: receivedAt(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.id] })],
);

/** A tip (rekap_uang_tips); `deleted_at` set when the outlet deleted it. */
export const hqTips = pgTable(
  "hq_tip",
  {
    outletId: outlet(),
    id: integer("r_u_t_id").notNull(),
    seq: seq(),
    cashSessionId: integer("rekap_modal_id").notNull().default(0),
    cashierId: integer("id_kasir").notNull().default(0),
    employeeId: integer("m_karyawan_id"),
    amount: money("r_u_t_nominal"),
    reason: txt("r_u_t_keterangan"),
    createdAt: at("created_at"),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    receivedAt: receivedAt(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.id] })],
);

/** A drawer opening (rekap_buka_laci) with its reason. */
export const hqDrawerOpenings = pgTable(
  "hq_drawer_open",
  {
    outletId: outlet(),
    id: integer("id").notNull(),
    seq: seq(),
    userId: integer("user_id").notNull().default(0),
    cashSessionId: integer("rekap_modal_id"),
    reason: txt("reason"),
    createdAt: at("created_at"),
    receivedAt: receivedAt(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.id] })],
);

/**
 * A void: `payment` (rekap_transaksi_void: a paid bill voided, `r_t_id` its bill, `snapshot` the
 * bill as it was) or `order` (tmp_transaction_delete_log: an open order deleted, `snapshot` its
 * lines). `source_id` is the outlet's id in that table. Money in minor units.
 */
export const hqVoids = pgTable(
  "hq_void",
  {
    outletId: outlet(),
    kind: text("void_kind").notNull(),
    sourceId: integer("source_id").notNull(),
    seq: seq(),
    billId: integer("r_t_id"),
    orderId: integer("tmp_transaction_id").notNull().default(0),
    noteNumber: txt("nota_code"),
    businessDate: date("business_date", { mode: "string" }).notNull(),
    total: money("total"),
    reason: txt("reason"),
    userId: integer("user_id").notNull().default(0),
    snapshot: jsonb("snapshot").notNull().default(sql`'{}'::jsonb`),
    createdAt: at("created_at"),
    receivedAt: receivedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.outletId, t.kind, t.sourceId] }),
    index("hq_void_outlet_date_idx").on(t.outletId, t.businessDate),
    check("hq_void_kind_ck", sql`${t.kind} in ('payment', 'order')`),
  ],
);

/** An outlet's back-office audit entry (its audit_log row). */
export const hqAudits = pgTable(
  "hq_audit",
  {
    outletId: outlet(),
    id: integer("audit_id").notNull(),
    seq: seq(),
    userId: integer("user_id").notNull().default(0),
    at: at("audit_at"),
    entity: txt("audit_entity"),
    entityId: money("audit_entity_id"),
    action: txt("audit_action"),
    before: jsonb("audit_before"),
    after: jsonb("audit_after"),
    receivedAt: receivedAt(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.id] })],
);
