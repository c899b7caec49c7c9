/**
 * Access and retries (modules/access, plugins/idempotency): the log of cashier-permission changes
 * made under a supervisor's approval, and the idempotency keys of line-changing calls.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { approvals, cashierPermissions, createdAtColumn, outletRef, users } from "./outlet.ts";

/** One switch changed in Role Setting (POST /role-kasir/update): who approved, who changed, from → to. */
export const cashierPermissionLog = pgTable(
  "m_kasir_akses_log",
  {
    id: serial("id").primaryKey(),
    outletId: outletRef(),
    permissionId: integer("m_kasir_akses_id")
      .notNull()
      .references(() => cashierPermissions.id),
    feature: text("m_kasir_akses_fitur").notNull(),
    approvalId: integer("approval_id")
      .notNull()
      .references(() => approvals.id),
    approverId: integer("approver_id")
      .notNull()
      .references(() => users.id),
    changedBy: integer("changed_by")
      .notNull()
      .references(() => users.id),
    fromTemporaryRole: boolean("from_temp_role").notNull(),
    toTemporaryRole: boolean("to_temp_role").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("m_kasir_akses_log_outlet_idx").on(t.outletId, t.createdAt)],
);

/**
 * The first reply to a line-changing call made with an `Idempotency-Key` header, per outlet, user
 * and key (unique: two requests with one key cannot both claim it). Written in the transaction of
 * the change; a key older than the TTL (plugins/idempotency.ts) is swept and may be used again.
 */
export const idempotencyKeys = pgTable(
  "idempotency_key",
  {
    id: serial("id").primaryKey(),
    outletId: outletRef(),
    /** Cascade: a cached reply never keeps an account (setup's demo-account removal) from being deleted. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of method, route and body: a key reused for another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    status: integer("status"),
    body: jsonb("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex("idempotency_key_uq").on(t.outletId, t.userId, t.key)],
);
