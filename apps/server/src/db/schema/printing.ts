/**
 * The durable print queue (docs/ARCHITECTURE.md "Printing"): one row per job for one
 * printer, with the ESC/POS bytes rendered at enqueue time (so a retry sends exactly the same bytes).
 */
import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAtColumn, outletRef, outlets, printers, users } from "./outlet.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * A print job: `status` queued (waiting, or retrying at `next_attempt_at` after a failure), printed
 * (sent; never sent again), failed (gave up after the attempts limit) or waiting (an android-image
 * printer's job: its PNG waits for the Android print app to fetch it through a `print_image_link`;
 * printed once fetched). `document` is the job's kind and summary for the queue view; `payload` the
 * bytes the printer receives (ESC/POS, or the PNG for the android types).
 */
export const printJobs = pgTable(
  "print_job",
  {
    id: serial("id").primaryKey(),
    outletId: outletRef(),
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
    createdAt: createdAtColumn(),
    printedAt: timestamp("printed_at", { withTimezone: true }),
    document: jsonb("document").notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("print_job_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index("print_job_outlet_idx").on(t.outletId, t.id),
    check("print_job_status_ck", sql`${t.status} in ('queued', 'printed', 'failed', 'waiting')`),
  ],
);

/**
 * The link an Android print app opens to fetch a job's PNG (`GET /api/print-image/{token}.png`): only
 * the SHA-256 (hex) of the 128-bit+ random token is stored, so a copy of the database opens nothing;
 * the link works until `expires_at`.
 */
export const printImageLinks = pgTable(
  "print_image_link",
  {
    tokenHash: text("token_hash").primaryKey(),
    jobId: integer("print_job_id")
      .notNull()
      .references(() => printJobs.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("print_image_link_job_idx").on(t.jobId)],
);

/**
 * The outlet's logo for printed receipts (Printer Setting's Cetak Logo): one PNG per outlet,
 * bounded by the domain's LOGO_LIMITS (bytes, width, height), checked on upload (POST /printer-logo).
 */
export const outletLogos = pgTable("outlet_logo", {
  outletId: integer("m_w_id")
    .primaryKey()
    .references(() => outlets.id),
  png: bytea("logo_png").notNull(),
  width: integer("logo_width").notNull(),
  height: integer("logo_height").notNull(),
  updatedBy: integer("updated_by").references(() => users.id),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
