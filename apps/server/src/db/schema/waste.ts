/**
 * Gagal Proses (docs/API.md "Stock"): the kitchen's waste log, one row per dish unit cancelled or
 * replaced (Ganti Baru) after it was sent to production, with the reason, who and when. Names and
 * nota number are kept as they were (the order may be deleted later).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { menuItems } from "./menu.ts";
import { createdAtColumn, outletRef, users } from "./outlet.ts";

export const wasteLog = pgTable(
  "m_gagal_proses",
  {
    id: serial("m_gagal_proses_id").primaryKey(),
    outletId: outletRef(),
    dishId: integer("m_dish_status_id").notNull(),
    orderId: integer("tmp_transaction_id").notNull(),
    noteNumber: text("m_transaction_table_note_number").notNull(),
    menuItemId: integer("m_menu_id")
      .notNull()
      .references(() => menuItems.id),
    /** batal (cancelled) | ganti (replaced: Ganti Baru). */
    kind: text("m_gagal_proses_jenis").notNull(),
    reason: text("m_gagal_proses_alasan").notNull().default(""),
    /** The dish was ready (cooked) when it was cancelled or replaced: food wasted. */
    wasReady: integer("is_ready").notNull(),
    /** The unit went back to today's stock (cancelled before it was ready). */
    stockReturned: integer("stock_returned").notNull().default(0),
    userId: integer("m_gagal_proses_by").references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("m_gagal_proses_outlet_time_idx").on(t.outletId, t.createdAt),
    check("m_gagal_proses_jenis_ck", sql`${t.kind} in ('batal','ganti') and ${t.wasReady} in (0,1) and ${t.stockReturned} in (0,1)`),
  ],
);
