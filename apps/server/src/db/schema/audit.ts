/**
 * The back-office audit trail: one row per change, written by `writeAudit` in the
 * changing transaction — who, which outlet, when, which entity and id, the action, and the row
 * before → after (jsonb; null for a create's before). Read by GET /admin/audit (newest first).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { outletRef, users } from "./outlet.ts";

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("audit_id").primaryKey(),
    outletId: outletRef(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    at: timestamp("audit_at", { withTimezone: true }).notNull().defaultNow(),
    /** e.g. "outlet", "menu", "price", "user". */
    entity: text("audit_entity").notNull(),
    entityId: integer("audit_entity_id").notNull(),
    /** e.g. "create", "update", "archive", "reset_password", "deactivate". */
    action: text("audit_action").notNull(),
    before: jsonb("audit_before").$type<Record<string, unknown> | null>(),
    after: jsonb("audit_after").$type<Record<string, unknown> | null>(),
  },
  (t) => [index("audit_log_outlet_idx").on(t.outletId, t.id), check("audit_log_entity_ck", sql`length(${t.entity}) between 1 and 40`)],
);
