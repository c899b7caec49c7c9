/**
 * Split bill (payment spec §4 "Split bill", §7 `splitId`): one row per split payment, keyed by the
 * client's `splitId`, so a retried POST /recap-transactions finds its first result instead of paying
 * again (payment/split.service.ts).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders.ts";
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
