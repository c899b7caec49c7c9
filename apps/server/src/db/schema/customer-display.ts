/**
 * Customer-facing displays (docs/API.md "Customer display"): a second device facing the customer,
 * paired to one till with a short code the till shows. The code (6 digits, 10 minutes, single use)
 * and the display's token are kept as SHA-256 only; the till publishes which bill is current and in
 * which phase, and the display reads nothing but that. Revoking ("Putuskan") clears the token.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders.ts";
import { createdAtColumn, outletRef, users } from "./outlet.ts";

/** One till's display pairing: its live code or paired token, and the bill the till shows on it. */
export const customerDisplays = pgTable(
  "customer_display",
  {
    id: serial("customer_display_id").primaryKey(),
    outletId: outletRef(),
    /** The till that asked for the code (its device name, for the till's own dialog). */
    tillName: text("till_name").notNull().default(""),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    /** SHA-256 of the pairing code while it can be used; null once used, expired or revoked. */
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    /** SHA-256 of the paired display's token; null until paired and after "Putuskan". */
    tokenHash: text("token_hash"),
    pairedAt: timestamp("paired_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The till's current bill (an open or just-paid order of the outlet), null when idle. */
    orderId: integer("tmp_transaction_id").references(() => orders.id, { onDelete: "set null" }),
    /** What the till is doing with it: idle, order (adding lines), payment (the popup), paid. */
    phase: text("phase").notNull().default("idle"),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customer_display_code_uq").on(t.codeHash).where(sql`${t.codeHash} is not null`),
    uniqueIndex("customer_display_token_uq").on(t.tokenHash).where(sql`${t.tokenHash} is not null`),
    index("customer_display_outlet_idx").on(t.outletId),
    check("customer_display_phase_ck", sql`${t.phase} in ('idle','order','payment','paid')`),
  ],
);
