/**
 * The order-deletion log: one row per open order deleted with `DELETE /tmp-transaction/{id}`,
 * written in the deletion's own transaction. The order, its lines and dishes are gone; this row keeps
 * who deleted which nota, when, for how much and with which lines (docs/ARCHITECTURE.md "Audit").
 */
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { outletRef, users } from "./outlet.ts";

/** A line of a deleted order as it stood (money in minor units). */
export interface DeletedOrderLine {
  tmp_transaction_detail_id: number;
  m_produk_id: number;
  m_produk_nama: string;
  qty: number;
  price: number;
  discount: number;
  status: number;
  sent_qty: number;
  custom_menu: string;
}

/** A deleted order (tmp_transaction_delete_log). Money in minor units of the outlet's currency. */
export const orderDeletionLog = pgTable(
  "tmp_transaction_delete_log",
  {
    id: serial("id").primaryKey(),
    outletId: outletRef(),
    /** The deleted order's id (the row is gone: no foreign key). */
    orderId: integer("tmp_transaction_id").notNull(),
    noteNumber: text("tmp_transaction_note_number").notNull(),
    businessDate: date("tmp_transaction_business_date", { mode: "string" }).notNull(),
    customerName: text("tmp_transaction_customer_name").notNull(),
    /** The tables it held, by name, comma-separated ("" for none). */
    tableNames: text("table_names").notNull(),
    /** The order's total when deleted (computeTotals: lines, tax, service charge, Tarik Tunai; before rounding). */
    total: integer("total").notNull(),
    lines: jsonb("lines").$type<DeletedOrderLine[]>().notNull().default(sql`'[]'::jsonb`),
    /** Kitchen dishes removed with it. */
    dishCount: integer("dish_count").notNull(),
    /** No cascade: a user with deletions on record is deactivated, never removed (db/demo-accounts.ts). */
    deletedBy: integer("deleted_by")
      .notNull()
      .references(() => users.id),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tmp_transaction_delete_log_outlet_idx").on(t.outletId, t.deletedAt)],
);
