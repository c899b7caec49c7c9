/**
 * Split bill (payment spec §4 "Split bill", §7 `splitId`): one row per split payment, keyed by the
 * client's `splitId`, so a retried POST /recap-transactions finds its first result instead of paying
 * again (payment/split.service.ts).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { orderLines, orders } from "./orders.ts";
import { createdAtColumn, outletRef } from "./outlet.ts";

/**
 * A paid split: the order it was split from and the order that was paid for it — a new child order
 * (note number `{note}-S{n}`) or, for the split that takes the last units, the order itself.
 */
export const splitPayments = pgTable(
  "rekap_split",
  {
    id: serial("r_s_id").primaryKey(),
    outletId: outletRef(),
    splitId: text("r_s_split_id").notNull(),
    /** The order split from; null once it was deleted (its remaining lines never paid). */
    orderId: integer("r_s_tmp_transaction_id").references(() => orders.id, { onDelete: "set null" }),
    paidOrderId: integer("r_s_paid_tmp_transaction_id")
      .notNull()
      .references(() => orders.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("rekap_split_split_id_uq").on(t.outletId, t.splitId),
    uniqueIndex("rekap_split_paid_order_uq").on(t.paidOrderId),
    index("rekap_split_order_idx").on(t.orderId),
    check("rekap_split_split_id_len_ck", sql`char_length(${t.splitId}) between 1 and 100`),
  ],
);

/**
 * The split screen's moves, held by the server (payment spec §4 "Split bill": items move one unit
 * at a time between the original bill and the split bills): units of an open order's line put on
 * its sub-bill `part` (the n of `{note}-S{n}`, ≥ the order's next split), so reopening the split,
 * reloading or a second device shows exactly what was moved (payment/split-draft.service.ts). A
 * row goes with its line or order; the rows of a sub-bill go when it is paid.
 */
export const splitDrafts = pgTable(
  "tmp_transaction_split",
  {
    id: serial("tmp_transaction_split_id").primaryKey(),
    outletId: outletRef(),
    orderId: integer("tmp_transaction_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    lineId: integer("tmp_transaction_detail_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    part: integer("tmp_transaction_split_part").notNull(),
    qty: integer("tmp_transaction_split_qty").notNull(),
  },
  (t) => [
    uniqueIndex("tmp_transaction_split_line_part_uq").on(t.orderId, t.lineId, t.part),
    index("tmp_transaction_split_line_idx").on(t.lineId),
    check("tmp_transaction_split_qty_ck", sql`${t.qty} > 0`),
    check("tmp_transaction_split_part_ck", sql`${t.part} >= 1`),
  ],
);

/** "Bagi rata": the open order the split screen divides evenly, into how many parts (domain `splitEvenly`). */
export const splitEven = pgTable(
  "tmp_transaction_split_even",
  {
    orderId: integer("tmp_transaction_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    outletId: outletRef(),
    parts: integer("tmp_transaction_split_even_parts").notNull(),
  },
  (t) => [check("tmp_transaction_split_even_parts_ck", sql`${t.parts} between 2 and 20`)],
);

/**
 * Bagi rata's shares as the split screen fills them in before BAYAR (payment/split-draft.service.ts):
 * per share of an open order, the method chosen, the cash handed over (minor units, 0 = not entered)
 * and the cashier's "Lunas" tick. Nothing here is money received: the cash is booked only by the
 * payment that closes the whole bill (`rekap_transaksi_payment`, one row per share). The rows go
 * with the order, with Bagi rata, or when it is paid.
 */
export const splitShares = pgTable(
  "tmp_transaction_split_share",
  {
    orderId: integer("tmp_transaction_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    outletId: outletRef(),
    share: integer("tmp_transaction_split_share_no").notNull(),
    /** The chosen method (m_payment_method_id), 0 = none yet. */
    methodId: integer("m_payment_method_id").notNull().default(0),
    tendered: integer("tmp_transaction_split_share_nominal_uang").notNull().default(0),
    received: boolean("tmp_transaction_split_share_lunas").notNull().default(false),
  },
  (t) => [
    primaryKey({ name: "tmp_transaction_split_share_pk", columns: [t.orderId, t.share] }),
    check("tmp_transaction_split_share_no_ck", sql`${t.share} between 1 and 20`),
    check("tmp_transaction_split_share_money_ck", sql`${t.tendered} >= 0 and ${t.methodId} >= 0`),
  ],
);
