/**
 * Chain sync between head office (HQ) and outlets (payment spec §2.10 Update Data;
 * docs/chain-sync.md). The same tables exist on every box; which ones fill depends on the role:
 *
 * - HQ: `sync_change` (the master-data change log, filled by triggers on the master tables: one
 *   row per changed row, its latest version from `sync_version_seq`), `sync_outlet_key` (each
 *   outlet's key, only its SHA-256), `sync_hq_batch` (push batches received, by outlet and batch
 *   id: a replayed batch changes nothing) and `sync_hq_record` (the outlets' pushed rows: closed
 *   bills, refunds, cash sessions, tips, as JSON documents keyed by outlet, kind and the outlet's id).
 * - outlet: `sync_state` (one row: pull version reached, push sequence acknowledged, last results),
 *   `sync_inbox` (master rows downloaded but not applied yet: a pull resumes where it broke) and
 *   `sync_outbox` (what to push: one row per bill/refund/cash session/tip changed, filled by
 *   triggers while a head office is configured, ordered by `seq`).
 */
import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAtColumn, outletRef, outlets } from "./outlet.ts";

/** HQ: one row per master row ever changed; `sync_version` its latest change, `deleted` a tombstone. */
export const syncChanges = pgTable(
  "sync_change",
  {
    table: text("sync_table").notNull(),
    /** The row's primary key as a JSON object, e.g. {"m_menu_id": 4}. */
    key: jsonb("sync_key").notNull(),
    /** The outlet the row belongs to; null for chain-wide rows (transaction types, payment methods, table kinds). */
    outletId: integer("m_w_id"),
    version: bigint("sync_version", { mode: "number" }).notNull(),
    deleted: boolean("sync_deleted").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.table, t.key] }), index("sync_change_version_idx").on(t.version)],
);

/** HQ: an outlet's sync key; only the SHA-256 (hex) of the key is stored. */
export const syncOutletKeys = pgTable("sync_outlet_key", {
  outletId: integer("m_w_id")
    .primaryKey()
    .references(() => outlets.id),
  keyHash: text("sync_key_hash").notNull().unique(),
  createdAt: createdAtColumn(),
});

/** HQ: a push batch received from an outlet (its id chosen by the outlet). */
export const syncHqBatches = pgTable(
  "sync_hq_batch",
  {
    outletId: outletRef(),
    batchId: text("sync_batch_id").notNull(),
    records: integer("sync_records").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.batchId] })],
);

/** HQ: an outlet's pushed row (kind bill | refund | cash_session | tip) as the outlet last sent it. */
export const syncHqRecords = pgTable(
  "sync_hq_record",
  {
    outletId: outletRef(),
    kind: text("sync_kind").notNull(),
    /** The row's id at the outlet (r_t_id, r_r_id, rekap_modal_id, r_u_t_id). */
    sourceId: integer("sync_source_id").notNull(),
    /** The outlet's outbox sequence of this state: an older state never overwrites a newer one. */
    seq: bigint("sync_seq", { mode: "number" }).notNull(),
    payload: jsonb("sync_payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.outletId, t.kind, t.sourceId] }),
    check("sync_hq_record_kind_ck", sql`${t.kind} in ('bill','refund','cash_session','tip')`),
  ],
);

/** Outlet: the one row of sync progress (id 1). */
export const syncState = pgTable(
  "sync_state",
  {
    id: integer("id").primaryKey().default(1),
    /** The outlet this box is at head office (learnt from GET /sync/whoami with the outlet key). */
    outletId: integer("m_w_id"),
    /** Master-data version applied (the pull's "since"). */
    pullVersion: bigint("sync_pull_version", { mode: "number" }).notNull().default(0),
    /** Version downloaded into sync_inbox (≥ pullVersion; equal once applied). */
    stagedVersion: bigint("sync_staged_version", { mode: "number" }).notNull().default(0),
    /** Outbox sequence acknowledged by HQ (everything ≤ it is at HQ). */
    pushSeq: bigint("sync_push_seq", { mode: "number" }).notNull().default(0),
    lastPullAt: timestamp("last_pull_at", { withTimezone: true }),
    lastPushAt: timestamp("last_push_at", { withTimezone: true }),
    lastError: text("last_error"),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
    /**
     * True while a head office is configured: only then do the triggers queue bills, refunds, cash
     * sessions and tips in sync_outbox (a stall without one keeps no growing queue). Set at start
     * by the server (modules/sync/outbox-switch.ts).
     */
    outboxOn: boolean("sync_outbox_on").notNull().default(false),
  },
  (t) => [check("sync_state_one_ck", sql`${t.id} = 1`)],
);

/** Outlet: a downloaded master row (or a deletion) waiting to be applied. */
export const syncInbox = pgTable(
  "sync_inbox",
  {
    table: text("sync_table").notNull(),
    key: jsonb("sync_key").notNull(),
    version: bigint("sync_version", { mode: "number" }).notNull(),
    deleted: boolean("sync_deleted").notNull(),
    row: jsonb("sync_row"),
  },
  (t) => [primaryKey({ columns: [t.table, t.key] })],
);

/** Outlet: a row to push; `seq` grows on every change of that row (triggers in the migration). */
export const syncOutbox = pgTable(
  "sync_outbox",
  {
    outletId: outletRef(),
    kind: text("sync_kind").notNull(),
    sourceId: integer("sync_source_id").notNull(),
    seq: bigserial("sync_seq", { mode: "number" }).notNull().unique(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.kind, t.sourceId] })],
);
