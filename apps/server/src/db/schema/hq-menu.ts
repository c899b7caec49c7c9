/**
 * One menu for the chain (docs/chain-sync.md "One menu for the chain").
 *
 * - HQ: `hq_menu_item` (a chain item: its chain-wide name, prices, on/off; every outlet's copy is an
 *   `m_menu` row with `m_menu_chain_id` = its id) and `hq_menu_override` (per outlet and field, a
 *   value that differs from the chain's: set by head office (`source` hq: a chain edit leaves it
 *   alone) or reported by the outlet (`source` outlet: the outlet's own edit, kept by the merge)).
 * - Both: `m_chain_policy` (per field, whether an outlet may edit it), master data pulled chain-wide.
 * - Outlet: `sync_base` (head office's row as last pulled, for the three-way merge on pull).
 */
import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { outletRef } from "./outlet.ts";

/** HQ: a chain item. Money in minor units (the chain's currency: every outlet it is applied to has it). */
export const hqMenuItems = pgTable(
  "hq_menu_item",
  {
    id: serial("hq_menu_item_id").primaryKey(),
    name: text("hq_menu_item_nama").notNull().unique(),
    /** The chain value's currency ("Rp" | "RM"): outlets with another keep their own price (an override). */
    currency: text("hq_menu_item_currency").notNull().default("Rp"),
    price: integer("hq_menu_item_harga").notNull(),
    /** Prices per transaction type: [{ m_t_t_id, price }]. */
    prices: jsonb("hq_menu_item_harga_tipe").$type<Array<{ m_t_t_id: number; price: number }>>().notNull().default([]),
    active: boolean("hq_menu_item_active").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("hq_menu_item_harga_ck", sql`${t.price} >= 0`)],
);

/** HQ: an outlet's value of one field of a chain item that differs from the chain's. */
export const hqMenuOverrides = pgTable(
  "hq_menu_override",
  {
    outletId: outletRef(),
    chainItemId: integer("hq_menu_item_id")
      .notNull()
      .references(() => hqMenuItems.id, { onDelete: "cascade" }),
    /** A ChainField; `price:<m_t_t_id>` for a transaction type's price. */
    field: text("field").notNull(),
    /** hq: set by head office for this outlet; outlet: the outlet's own edit, as it reported it. */
    source: text("source").notNull(),
    value: jsonb("value"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.outletId, t.chainItemId, t.field, t.source] }),
    check("hq_menu_override_source_ck", sql`${t.source} in ('hq','outlet')`),
  ],
);

/** Both: the chain's policy, one row per field (ChainField): whether an outlet may edit it. */
export const chainPolicies = pgTable("m_chain_policy", {
  field: text("field").primaryKey(),
  outletMayEdit: boolean("outlet_may_edit").notNull(),
});

/** Outlet: head office's row as last pulled (the merge's base), per master table and key. */
export const syncBases = pgTable(
  "sync_base",
  {
    table: text("sync_table").notNull(),
    key: jsonb("sync_key").notNull(),
    row: jsonb("sync_row").notNull(),
  },
  (t) => [primaryKey({ columns: [t.table, t.key] })],
);

/**
 * HQ: an outlet's own edit of one field of head office's option group, option, category or station
 * (the outlet's row keeps head office's id), as the outlet last reported it (POST /sync/menu-overrides
 * `parts`). `sync_table`: m_option_group, m_option, m_kategori or m_plot_produksi; `field`: a ChainField,
 * `price:<m_t_t_id>` for an option's delta of a transaction type.
 */
export const hqPartOverrides = pgTable(
  "hq_part_override",
  {
    outletId: outletRef(),
    table: text("sync_table").notNull(),
    rowId: integer("row_id").notNull(),
    field: text("field").notNull(),
    value: jsonb("value"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.outletId, t.table, t.rowId, t.field] }),
    check("hq_part_override_table_ck", sql`${t.table} in ('m_option_group','m_option','m_kategori','m_plot_produksi')`),
  ],
);
