/**
 * Head office's chain-wide day rollups (modules/hq/chain-rollups.ts): the daily item rollups of every
 * outlet (rollups.ts `rollup_day_item`) summed per business day, currency and head office's identity
 * of an item or category, so that the owner's report by item or category over the whole chain sums a
 * few thousand rows instead of one per outlet × day × outlet menu id.
 *
 * Ingest never writes these rows (no chain-wide row in a push's transaction): it marks the outlet's
 * day in `hq_rollup_dirty` (a row per outlet, no cross-outlet contention), and the compactor
 * rebuilds the chain rows of the marked days and clears the marks it read in one transaction.
 * A report reads chain rows for days no outlet has marked and the outlets' daily rows for the
 * marked ones, so it is exact at every moment. Kept at head office only (an outlet's stay empty).
 * Money `bigint` minor units, counts integers.
 */
import { bigint, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * An outlet's business day whose daily rollups changed after the chain rows were built (or that
 * were never built). `version` grows with every change, so the compactor clears only the marks it
 * read (a change arriving while it runs keeps its mark). Distributed by `m_w_id` on Citus.
 */
export const hqRollupDirty = pgTable(
  "hq_rollup_dirty",
  {
    outletId: integer("m_w_id").notNull(),
    businessDate: date("business_date").notNull(),
    version: integer("version").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.businessDate] })],
);

/**
 * An item on a day across every outlet counting in `currency`: `item_key` is head office's identity
 * of it (`c<hq_menu_item_id>` for an outlet's item linked to a chain item, else the outlet's own
 * `m_menu_id`, unique at head office); `menu_name` the first name it was paid with; `qty` and
 * `net` summed as in `rollup_day_item`. A reference table on Citus.
 */
export const rollupChainItem = pgTable(
  "rollup_chain_item",
  {
    businessDate: date("business_date").notNull(),
    currency: text("currency").notNull(),
    itemKey: text("item_key").notNull(),
    menuName: text("menu_name").notNull(),
    qty: integer("qty").notNull().default(0),
    net: bigint("net", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.currency, t.businessDate, t.itemKey] })],
);

/**
 * A category on a day across every outlet counting in `currency`, by its name as paid (categories
 * are one row per outlet, matched by name chain-wide; "" for rows of refunds only): `qty`, `net`
 * summed as in `rollup_day_item`. A reference table on Citus.
 */
export const rollupChainCategory = pgTable(
  "rollup_chain_category",
  {
    businessDate: date("business_date").notNull(),
    currency: text("currency").notNull(),
    categoryName: text("category_name").notNull(),
    qty: integer("qty").notNull().default(0),
    net: bigint("net", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.currency, t.businessDate, t.categoryName] })],
);
