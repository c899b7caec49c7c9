/**
 * Outlets, staff, sessions and dining tables (foundations spec §3).
 * Every row of the product is keyed by outlet (`m_w_id`) so a chain can share one database.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** The outlet a row belongs to (`m_w_id`, required, → m_w): the tenant key of every outlet's table. */
export function outletRef() {
  return integer("m_w_id")
    .notNull()
    .references(() => outlets.id);
}

/** When the row was written (`created_at`, with time zone, the database's now() by default). */
export function createdAtColumn() {
  return timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
}

/** Outlet (waroeng). Rates are basis points (10% = 1000); currency "Rp" or "RM". */
export const outlets = pgTable(
  "m_w",
  {
    id: serial("m_w_id").primaryKey(),
    name: text("m_w_nama").notNull(),
    code: text("m_w_code").notNull().unique(),
    currency: text("m_w_currency").notNull().default("Rp"),
    taxRateBp: integer("m_w_tax_bp").notNull().default(1000),
    serviceChargeRateBp: integer("m_w_sc_bp").notNull().default(500),
    rounding: text("m_w_pembulatan").notNull().default("ya"),
    areaName: text("m_area_nama").notNull().default(""),
    address: text("m_w_alamat").notNull().default(""),
    phone: text("m_w_telp").notNull().default(""),
    /** Receipt footer set in the back office; empty → the catalogue's default footer. */
    receiptFooter: text("m_w_footer").notNull().default(""),
    /**
     * The largest line discount (share of the line's price × qty, basis points) a cashier may give
     * without a supervisor's approval (Edit Menu; orders/line-detail.service.ts). 10000: never asked.
     */
    lineDiscountLimitBp: integer("m_w_line_discount_limit_bp").notNull().default(5000),
    /**
     * "Nota otomatis": the till's note form proposes the next free nota number of the business day,
     * and an omitted number on a dine-in or take-away note is assigned by the server
     * (orders/nota-auto.ts). Off: the number is typed, as the spec's form has it.
     */
    notaAuto: boolean("m_w_nota_otomatis").notNull().default(false),
    /** The stall's static QRIS payload (EMVCo MPM text of its sticker, checked by the domain's `parseQris`); "" = none. */
    qrisStatic: text("m_w_qris_static").notNull().default(""),
    /** Add a unique 1–99 rupiah to each QRIS charge so equal bills can be told apart in the bank's statement. */
    qrisUniqueAmount: boolean("m_w_qris_kode_unik").notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check("m_w_rates_ck", sql`${t.taxRateBp} between 0 and 10000 and ${t.serviceChargeRateBp} between 0 and 10000`),
    check("m_w_line_discount_limit_ck", sql`${t.lineDiscountLimitBp} between 0 and 10000`),
  ],
);

/** Staff account. role ∈ kasir, wbd, opp, dapur, pelayan, kacab, owner (back office only). */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    outletId: outletRef(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAtColumn(),
    /** The user's interface language: id, en or ms; null follows the outlet (ms for RM outlets, else id). */
    language: text("language"),
  },
  (t) => [
    uniqueIndex("users_email_uq").on(sql`lower(${t.email})`),
    check("users_role_ck", sql`${t.role} in ('kasir','wbd','opp','dapur','pelayan','kacab','owner')`),
    check("users_language_ck", sql`${t.language} in ('id','en','ms')`),
  ],
);

/** Bearer session: only the SHA-256 of the opaque token is stored; logout revokes. */
export const sessions = pgTable("sessions", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  /** The outlet the session works in (a supervisor may switch: tmp-user-waroeng). */
  outletId: outletRef(),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAtColumn(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/** Kind of table (m_meja_jenis); the staff side treats the name Bungkus as take-away. */
export const tableKinds = pgTable("m_meja_jenis", {
  id: serial("m_meja_jenis_id").primaryKey(),
  name: text("m_meja_jenis_nama").notNull().unique(),
});

/** Dining table, take-away slot or express table (m_meja). type: meja | bungkus | express. */
export const diningTables = pgTable(
  "m_meja",
  {
    id: serial("m_meja_id").primaryKey(),
    outletId: integer("m_meja_m_w_id")
      .notNull()
      .references(() => outlets.id),
    name: text("m_meja_nama").notNull(),
    type: text("m_meja_type").notNull(),
    kindId: integer("m_meja_jenis_id")
      .notNull()
      .references(() => tableKinds.id),
    sortOrder: integer("m_meja_urut").notNull().default(0),
    active: boolean("m_meja_active").notNull().default(true),
  },
  (t) => [uniqueIndex("m_meja_name_uq").on(t.outletId, t.name), index("m_meja_outlet_idx").on(t.outletId)],
);

/** Transaction type (1 dine in, 2 take away, then delivery platforms); group reguler | ojol. */
export const transactionTypes = pgTable("m_transaction_type", {
  id: integer("m_t_t_id").primaryKey(),
  name: text("m_t_t_name").notNull().unique(),
  group: text("m_t_t_group").notNull().default("reguler"),
});

/**
 * Per outlet: whether a transaction type is offered (`active`) and its place (`urut`); no row = active,
 * by id. A type in use by an open order cannot be switched off (back office).
 */
export const transactionTypeSettings = pgTable(
  "m_transaction_type_setting",
  {
    outletId: outletRef(),
    transactionTypeId: integer("m_t_t_id")
      .notNull()
      .references(() => transactionTypes.id),
    active: boolean("m_t_t_active").notNull().default(true),
    sortOrder: integer("m_t_t_urut").notNull(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.transactionTypeId] })],
);

/**
 * Cashier permission per outlet and feature (cancel_menu, edit_menu, cancel_transaksi, refund,
 * lossbill_transaksi): the matrix of modules/access. `temporaryRole` is a supervisor's grant from
 * Role Setting, in force until `temporaryUntil` (the end of that Asia/Jakarta business day).
 */
export const cashierPermissions = pgTable(
  "m_kasir_akses",
  {
    id: serial("m_kasir_akses_id").primaryKey(),
    outletId: outletRef(),
    feature: text("m_kasir_akses_fitur").notNull(),
    defaultRole: boolean("m_kasir_akses_default_role").notNull().default(false),
    temporaryRole: boolean("m_kasir_akses_temp_role").notNull().default(false),
    temporaryUntil: timestamp("m_kasir_akses_temp_until", { withTimezone: true }),
  },
  (t) => [uniqueIndex("m_kasir_akses_uq").on(t.outletId, t.feature)],
);

/**
 * A supervisor's approval (POST /approve), referenced by the action it allowed. `action` and `scope`
 * bind it to one action: null for Role Setting and discounts; "refund" with the refund request
 * (domain `refundApprovalScope`: bill, units, rates) for one refund.
 */
export const approvals = pgTable("approvals", {
  id: serial("id").primaryKey(),
  outletId: outletRef(),
  approverId: integer("approver_id")
    .notNull()
    .references(() => users.id),
  requestedBy: integer("requested_by")
    .notNull()
    .references(() => users.id),
  action: text("action"),
  scope: text("scope"),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAtColumn(),
});

/** Printer setting per outlet and location (kasir, repeat, kitchen, bar). Width 405 (58 mm) or 600 (80 mm). */
export const printers = pgTable(
  "printer_setting",
  {
    id: serial("printer_setting_id").primaryKey(),
    outletId: outletRef(),
    type: text("printer_setting_type").notNull(),
    address: text("printer_setting_address").notNull().default(""),
    width: integer("printer_setting_width").notNull().default(405),
    groupOne: integer("printer_setting_group_one").array().notNull().default(sql`'{}'::int[]`),
    groupTwo: integer("printer_setting_group_two").array().notNull().default(sql`'{}'::int[]`),
    location: text("location").notNull(),
    /** Cetak Logo: the outlet's logo (outlet_logo) at the top of receipts, bills and the test page. */
    printLogo: boolean("printer_setting_logo").notNull().default(false),
    /** Cetak QR: a QR of the receipt's PDF link at the foot of receipts. */
    printQr: boolean("printer_setting_qr").notNull().default(false),
    /**
     * The printer's model: "generic" or an id of the ESC/POS encoder's printer list (checked on save,
     * not here: the list grows with the library); its profile decides the feed before the cut.
     */
    model: text("printer_setting_model").notNull().default("generic"),
    /**
     * A `device` printer ("Printer perangkat ini"): the id of the device whose browser it is paired with
     * (that device claims its jobs), and the device's name when it paired; "" for the other types.
     */
    deviceId: text("printer_setting_device_id").notNull().default(""),
    deviceName: text("printer_setting_device_name").notNull().default(""),
  },
  (t) => [uniqueIndex("printer_setting_loc_uq").on(t.outletId, t.location), check("printer_width_ck", sql`${t.width} in (405, 600)`)],
);
