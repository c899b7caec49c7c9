/**
 * Head office accounts (`ROLE=hq`; domain `hq-roles.ts`): the people who sign in at head office —
 * the owner, area managers (each with a set of outlets) and accountants — apart from the outlets'
 * staff (`users`), with their own sessions (`hq_session`: the same opaque tokens stored as SHA-256
 * as the outlets' `sessions`). Chain-wide rows (a Citus reference table each, docs/chain-sync.md).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn, outlets } from "./outlet.ts";

/** A head-office account; `password_hash` argon2id like the outlets' users; role owner | area | accountant. */
export const hqUsers = pgTable(
  "hq_user",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull(),
    active: boolean("active").notNull().default(true),
    /** WhatsApp number (E.164 digits, e.g. 6281234567890) for the daily summary (owners); null: none. */
    phone: text("phone"),
    /** The account's interface language (id, en, ms); null: Indonesian. */
    language: text("language"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("hq_user_email_uq").on(sql`lower(${t.email})`),
    check("hq_user_role_ck", sql`${t.role} in ('owner','area','accountant')`),
  ],
);

/** The outlets of an area manager (owner and accountant see every outlet and have no rows). */
export const hqUserOutlets = pgTable(
  "hq_user_outlet",
  {
    hqUserId: integer("hq_user_id")
      .notNull()
      .references(() => hqUsers.id, { onDelete: "cascade" }),
    outletId: integer("m_w_id")
      .notNull()
      .references(() => outlets.id),
  },
  (t) => [primaryKey({ columns: [t.hqUserId, t.outletId] }), index("hq_user_outlet_outlet_idx").on(t.outletId)],
);

/** A head-office session: only the SHA-256 of the opaque token is stored; sign-out revokes. */
export const hqSessions = pgTable("hq_session", {
  id: serial("id").primaryKey(),
  hqUserId: integer("hq_user_id")
    .notNull()
    .references(() => hqUsers.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAtColumn(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/**
 * Head office's settings (one row, id 1): the hour (Asia/Jakarta, 0–23) by which the daily WhatsApp
 * summary goes out even when an outlet's shift is still open, and the extra numbers it goes to (besides
 * the owners' own), normalised digits (contracts/hq-settings.ts).
 */
export const hqSettings = pgTable(
  "hq_setting",
  {
    id: integer("id").primaryKey().default(1),
    summaryHour: integer("summary_hour").notNull().default(23),
    summaryRecipients: text("summary_recipients").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [check("hq_setting_one_ck", sql`${t.id} = 1`), check("hq_setting_hour_ck", sql`${t.summaryHour} between 0 and 23`)],
);

/** The daily summary sent for a business date to an account (once: the key makes it idempotent). */
export const hqDailySummaries = pgTable(
  "hq_daily_summary",
  {
    businessDate: date("business_date").notNull(),
    hqUserId: integer("hq_user_id")
      .notNull()
      .references(() => hqUsers.id, { onDelete: "cascade" }),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.businessDate, t.hqUserId] })],
);

/** An extra recipient's daily summary sent for a business date (once: the key makes it idempotent). */
export const hqDailySummaryRecipients = pgTable(
  "hq_daily_summary_recipient",
  {
    businessDate: date("business_date").notNull(),
    phone: text("phone").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.businessDate, t.phone] })],
);

/**
 * Head office's own audit trail (its settings, an account's own number, the chain menu's edits): who
 * (a head-office account), when, what (`entity`, `subject`), at which outlets, before → after. Read
 * on the change log page (modules/hq-auth/change-log.ts). Chain-wide rows (a Citus reference table,
 * docs/chain-sync.md).
 */
export const hqChangeLog = pgTable(
  "hq_change_log",
  {
    id: serial("id").primaryKey(),
    hqUserId: integer("hq_user_id")
      .notNull()
      .references(() => hqUsers.id),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** What kind of change (domain HQ_CHANGE_ENTITIES), e.g. "summary_settings", "menu_option". */
    entity: text("entity").notNull(),
    /** What was changed, by name (an item, "group · option", a category, a station); null: the entity itself. */
    subject: text("subject"),
    /** The outlets the change reached (an area manager sees the entries of theirs); null: chain-wide or the account's own. */
    outletIds: integer("m_w_ids").array(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
  },
  (t) => [index("hq_change_log_at_idx").on(t.at), index("hq_change_log_outlets_idx").using("gin", t.outletIds)],
);
