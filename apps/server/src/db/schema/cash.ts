/**
 * Cash: denominations, cash sessions (opening cash and close balance), drawer openings, cash
 * mutations (Kas Kasir) and tips (foundations §3, payment §3).
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, outletRef, outlets, users } from "./outlet.ts";

/**
 * Cash denomination (m_modal_tipe). value (m_modal_tipe_urut) in minor units. `active` false: withdrawn by
 * the back office (no longer on the cash count or quick cash; kept for the counts that used it).
 */
export const denominations = pgTable(
  "m_modal_tipe",
  {
    id: serial("m_modal_tipe_id").primaryKey(),
    outletId: outletRef(),
    name: text("m_modal_tipe_nama").notNull(),
    value: integer("m_modal_tipe_urut").notNull(),
    active: boolean("m_modal_tipe_active").notNull().default(true),
  },
  (t) => [uniqueIndex("m_modal_tipe_uq").on(t.outletId, t.value), check("m_modal_tipe_value_ck", sql`${t.value} > 0`)],
);

/**
 * A cashier's cash session (rekap_modal): opened with counted opening cash, closed with the cash
 * counted at close. At most one open session per cashier and outlet (partial unique index).
 */
export const cashSessions = pgTable(
  "rekap_modal",
  {
    id: serial("rekap_modal_id").primaryKey(),
    outletId: integer("rekap_modal_m_w_id")
      .notNull()
      .references(() => outlets.id),
    cashierId: integer("rekap_modal_kasir_id")
      .notNull()
      .references(() => users.id),
    session: integer("rekap_modal_sesi").notNull(),
    businessDate: date("rekap_modal_tanggal").notNull(),
    openingCash: integer("rekap_modal_nominal").notNull(),
    closingCash: integer("rekap_modal_nominal_tutup"),
    /** Expected drawer cash at close (domain `expectedDrawerCash`), minor units; null while open. */
    expectedCash: integer("rekap_modal_nominal_seharusnya"),
    /** Counted − expected at close (negative: short); null while open. */
    difference: integer("rekap_modal_selisih"),
    /** How it was closed: "tutup_saldo" (Tutup Saldo) or "ganti_shift" (Ganti Shift); null while open. */
    closedBy: text("rekap_modal_jenis_tutup"),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("rekap_modal_open_uq").on(t.outletId, t.cashierId).where(sql`${t.closedAt} is null`),
    uniqueIndex("rekap_modal_sesi_uq").on(t.outletId, t.cashierId, t.businessDate, t.session),
    check("rekap_modal_nominal_ck", sql`${t.openingCash} >= 0`),
    check("rekap_modal_jenis_tutup_ck", sql`${t.closedBy} is null or ${t.closedBy} in ('tutup_saldo', 'ganti_shift')`),
  ],
);

/** Count of one denomination in an opening-cash record. */
export const cashSessionCounts = pgTable(
  "rekap_modal_detail",
  {
    id: serial("rekap_modal_detail_id").primaryKey(),
    cashSessionId: integer("rekap_modal_id")
      .notNull()
      .references(() => cashSessions.id, { onDelete: "cascade" }),
    denominationId: integer("m_modal_tipe_id")
      .notNull()
      .references(() => denominations.id),
    qty: integer("rekap_modal_detail_qty").notNull(),
  },
  (t) => [
    uniqueIndex("rekap_modal_detail_uq").on(t.cashSessionId, t.denominationId),
    check("rekap_modal_detail_qty_ck", sql`${t.qty} >= 0`),
  ],
);

/** A drawer opening with its reason (tukaruang, tidakbuka, closingsaldo, payment, refund, saldo-awal). */
export const drawerOpenings = pgTable(
  "rekap_buka_laci",
  {
    id: serial("id").primaryKey(),
    outletId: outletRef(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    cashSessionId: integer("rekap_modal_id").references(() => cashSessions.id),
    reason: text("reason").notNull(),
    createdAt: createdAtColumn(),
  },
  // The shift recap's reckoning reads a session's openings.
  (t) => [index("rekap_buka_laci_session_idx").on(t.cashSessionId)],
);

/** Cash book entry (rekap_mutasi_modal): debit = Kas Masuk, kredit = Kas Keluar; group Reguler | Ojol. */
export const cashMutations = pgTable(
  "rekap_mutasi_modal",
  {
    id: serial("r_m_m_id").primaryKey(),
    outletId: outletRef(),
    cashSessionId: integer("rekap_modal_id")
      .notNull()
      .references(() => cashSessions.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    personName: text("r_m_m_nama_pengguna").notNull(),
    debit: integer("r_m_m_debit").notNull().default(0),
    credit: integer("r_m_m_kredit").notNull().default(0),
    group: text("r_m_m_group").notNull().default("Reguler"),
    description: text("r_m_m_keterangan").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check("r_m_m_amount_ck", sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} > 0) <> (${t.credit} > 0)`),
    // Kas Kasir and the reckoning of a session.
    index("rekap_mutasi_modal_session_idx").on(t.cashSessionId),
  ],
);

/** A tip (rekap_uang_tips) recorded by a cashier for an employee. Soft-deleted. */
export const tips = pgTable(
  "rekap_uang_tips",
  {
    id: serial("r_u_t_id").primaryKey(),
    outletId: outletRef(),
    cashSessionId: integer("rekap_modal_id")
      .notNull()
      .references(() => cashSessions.id),
    cashierId: integer("id_kasir")
      .notNull()
      .references(() => users.id),
    employeeId: integer("m_karyawan_id").references(() => users.id),
    amount: integer("r_u_t_nominal").notNull(),
    reason: text("r_u_t_keterangan").notNull(),
    createdAt: createdAtColumn(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    check("r_u_t_nominal_ck", sql`${t.amount} > 0`),
    index("rekap_uang_tips_session_idx").on(t.cashSessionId),
    index("rekap_uang_tips_outlet_created_idx").on(t.outletId, t.createdAt),
  ],
);
