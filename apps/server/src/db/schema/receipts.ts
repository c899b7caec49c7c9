/**
 * Digital receipts (payment spec §7 Receipts, foundations §7 test-wa): the PDF links
 * handed to customers and the WhatsApp outbox.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, outletRef, users } from "./outlet.ts";
import { closedTransactions } from "./payment.ts";

/**
 * A PDF receipt link (`/recap-transactions/download-struct/{name}`): only the SHA-256 of the random
 * name is kept (like session tokens), so the table alone opens no receipt. One per send.
 */
export const receiptLinks = pgTable(
  "rekap_struk_link",
  {
    tokenHash: text("r_s_l_token_hash").primaryKey(),
    closedTransactionId: integer("r_t_id")
      .notNull()
      .references(() => closedTransactions.id, { onDelete: "cascade" }),
    outletId: outletRef(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("rekap_struk_link_rt_idx").on(t.closedTransactionId)],
);

/**
 * A WhatsApp send: state queued → sent | failed (after the last attempt), or not_configured when
 * the server has no gateway. The worker takes due rows with FOR UPDATE SKIP LOCKED, so one row is
 * never sent by two workers at once, and marks it sent in the same transaction.
 */
export const waOutbox = pgTable(
  "wa_outbox",
  {
    id: serial("wa_outbox_id").primaryKey(),
    outletId: outletRef(),
    /** The receipt sent, or null for Test Struk Digital (and after a void of the bill). */
    closedTransactionId: integer("r_t_id").references(() => closedTransactions.id, { onDelete: "set null" }),
    kind: text("wa_kind").notNull(),
    phone: text("wa_nomor").notNull(),
    message: text("wa_message").notNull(),
    state: text("wa_state").notNull().default("queued"),
    attempts: integer("wa_attempts").notNull().default(0),
    nextAttemptAt: timestamp("wa_next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("wa_last_error").notNull().default(""),
    /** The staff member who asked; null for head office's daily summary (kind summary). */
    createdBy: integer("wa_created_by").references(() => users.id),
    createdAt: createdAtColumn(),
    sentAt: timestamp("wa_sent_at", { withTimezone: true }),
  },
  (t) => [
    check("wa_outbox_state_ck", sql`${t.state} in ('queued', 'sent', 'failed', 'not_configured')`),
    check("wa_outbox_kind_ck", sql`${t.kind} in ('receipt', 'test', 'summary')`),
    index("wa_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.state} = 'queued'`),
    index("wa_outbox_outlet_idx").on(t.outletId, t.createdAt),
    /** A second tap while the same receipt to the same number is still queued joins that send. */
    uniqueIndex("wa_outbox_pending_uq").on(t.closedTransactionId, t.phone).where(sql`${t.state} = 'queued' and ${t.kind} = 'receipt'`),
  ],
);
