/**
 * QR codes of tables and take-away counters and their shared carts (docs/api/intro.md
 * "QR orders"). The token is printed on the table, so it is kept as is (a capability to order, not
 * a staff credential): 32 random bytes base64url; rotating replaces it and its cart.
 */
import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAtColumn, diningTables, outletRef } from "./outlet.ts";

/** The QR code of a table (m_meja_id) or of the outlet's take-away counter (m_meja_id null). */
export const qrTokens = pgTable(
  "qr_token",
  {
    id: serial("qr_token_id").primaryKey(),
    outletId: outletRef(),
    tableId: integer("m_meja_id").references(() => diningTables.id),
    token: text("qr_token").notNull().unique("qr_token_token_uq"),
    createdAt: createdAtColumn(),
  },
  (t) => [unique("qr_token_table_uq").on(t.outletId, t.tableId).nullsNotDistinct()],
);

/** The cart shared by every phone scanning one QR code: [{ m_menu_id, qty, custom_menu }], versioned. */
export const qrCarts = pgTable("qr_cart", {
  tokenId: integer("qr_token_id")
    .primaryKey()
    .references(() => qrTokens.id, { onDelete: "cascade" }),
  items: jsonb("qr_cart_items").notNull().default(sql`'[]'::jsonb`),
  version: integer("qr_cart_version").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
