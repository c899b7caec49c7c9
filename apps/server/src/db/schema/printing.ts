/**
 * The durable print queue (issue 10; docs/ARCHITECTURE.md "Printing"): one row per job for one
 * printer, with the ESC/POS bytes rendered at enqueue time (so a retry sends exactly the same bytes).
 */
import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { outlets, printers, users } from "./outlet.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * A print job: `status` queued (waiting, or retrying at `next_attempt_at` after a failure), printed
 * (sent; never sent again) or failed (gave up after the attempts limit). `document` is the job's
 * kind and summary for the queue view; `payload` the bytes the printer receives.
 */
export const printJobs = pgTable(
  "print_job",
  {
    id: serial("id").primaryKey(),
    outletId: integer("m_w_id")
      .notNull()
      .references(() => outlets.id),
    printerId: integer("printer_setting_id")
      .notNull()
      .references(() => printers.id, { onDelete: "cascade" }),
    location: text("location").notNull(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    payload: bytea("payload").notNull(),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error").notNull().default(""),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    printedAt: timestamp("printed_at", { withTimezone: true }),
    document: jsonb("document").notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("print_job_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index("print_job_outlet_idx").on(t.outletId, t.id),
    check("print_job_status_ck", sql`${t.status} in ('queued', 'printed', 'failed')`),
  ],
);
