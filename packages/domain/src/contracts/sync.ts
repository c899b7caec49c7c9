/**
 * The contract of sync (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas and
 * the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api. The
 * server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the chain sync (docs/chain-sync.md): head office's outlet-facing
 * routes (GET /sync/changes, POST /sync/push, authenticated by the outlet key header) and the
 * outlet's Update Data page (POST /update-data). Rows travel as the database stores them.
 *
 * Chain sync replies (docs/API.md "Sync"; payment spec §2.10 Update Data).
 *
 * The contract of the chain-sync routes (reply schemas, summary, description; the server's lib/contract.ts).
 */

import { z } from "zod";
import { FIELD_MSG, MAX_ID } from "../index.ts";
import { envelope, replies } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

/** Largest batch either way (master changes per pull page, records per push). */
export const SYNC_MAX_BATCH = 500;

/** `GET /sync/changes?since=&limit=`: master changes after version `since`, at most `limit`. */
export const syncChangesQuery = z.object({
  since: z.coerce.number({ error: FIELD_MSG.INTEGER_REQUIRED }).int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  limit: z.coerce.number({ error: FIELD_MSG.INTEGER_REQUIRED }).int().min(1).max(SYNC_MAX_BATCH).default(SYNC_MAX_BATCH),
});

/**
 * What an outlet pushes (docs/chain-sync.md "Push"): closed bills, refunds, cash sessions (open and
 * closed), tips, cash mutations (Kas Kasir), drawer openings, voided payments, deleted orders and its
 * back-office audit entries.
 */
export const SYNC_PUSH_KINDS = [
  "bill",
  "refund",
  "cash_session",
  "tip",
  "cash_mutation",
  "drawer_open",
  "void",
  "order_delete",
  "audit",
] as const;
export type SyncPushKind = (typeof SYNC_PUSH_KINDS)[number];

export const syncPushRecord = z.strictObject({
  kind: z.enum(SYNC_PUSH_KINDS),
  source_id: z.number().int().positive().max(MAX_ID),
  seq: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  payload: z.record(z.string(), z.unknown()),
});

/** `POST /sync/push`: one batch (`batch_id` chosen by the outlet; the same id again changes nothing). */
export const syncPushBody = z.strictObject({
  batch_id: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z0-9._:-]+$/),
  records: z.array(syncPushRecord).min(1).max(SYNC_MAX_BATCH),
});

export type SyncPushBody = z.infer<typeof syncPushBody>;

// ── Reply schemas ──

/** One master row changed at head office: its table, key, version, and the row (null when deleted). */
export const syncChange = z.strictObject({
  table: z.string(),
  key: z.record(z.string(), z.union([z.number(), z.string()])),
  version: z.number().int(),
  deleted: z.boolean(),
  row: z.record(z.string(), z.unknown()).nullable(),
});

/** `GET /sync/changes`: a page of changes; `next` is the `since` of the next page, `more` whether one follows. */
export const syncChangesReply = z.strictObject({ changes: z.array(syncChange), next: z.number().int(), more: z.boolean() });

/** `POST /sync/push`: records stored; `duplicate` when that batch id had already arrived (nothing changed). */
export const syncPushReply = z.strictObject({ batch_id: z.string(), accepted: z.number().int(), duplicate: z.boolean() });

/** The outlet's sync state (Update Data page). Times ISO 8601 or null. */
export const syncStatusReply = z.strictObject({
  role: z.enum(["outlet", "hq"]),
  configured: z.boolean(),
  running: z.boolean(),
  phase: z.enum(["idle", "download", "apply", "push"]),
  downloaded: z.number().int(),
  pull_version: z.number().int(),
  push_pending: z.number().int(),
  last_pull_at: z.string().nullable(),
  last_push_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
});

/** `POST /update-data`: what the run did. */
export const updateDataReply = z.strictObject({
  applied: z.number().int(),
  deleted_orders: z.number().int(),
  pushed: z.number().int(),
  status: syncStatusReply,
});

export const syncReplies = {
  changes: envelope(syncChangesReply),
  push: envelope(syncPushReply),
  status: envelope(syncStatusReply),
  updateData: envelope(updateDataReply),
};

// ── Route contracts ──

const KEY =
  "Head office only (`ROLE=hq`; elsewhere 404). The outlet's key in the `X-Outlet-Key` header (never in the URL), issued by `npm run sync:outlet-key -- CODE` and stored hashed; unknown key 401.";

export const syncContract: RouteContracts = {
  "GET /sync/whoami": {
    summary: "The outlet an outlet key belongs to",
    description: `${KEY} Answers the outlet's id and code at head office; the outlet box keeps the id (its pushes carry only that outlet's rows).`,
    response: replies(200, envelope(z.strictObject({ m_w_id: z.number().int(), m_w_code: z.string() }))),
  },
  "GET /sync/changes": {
    summary: "Master data changed since a version (an outlet's pull)",
    description: `${KEY} Payment §2.10 Update Data. The outlet's master rows (menu, prices, tables, stations, screens, vouchers, users, denominations, its m_w settings) and the chain-wide ones (transaction types, payment methods, table kinds) changed after version \`since\`, oldest first, at most \`limit\` (≤ 500), each once at its latest version with the row as the database stores it (money in minor units: a replication row, not a screen's field) or \`deleted\`. Ask again with \`since = next\` while \`more\`. Never another outlet's row.`,
    response: replies(200, syncReplies.changes),
  },
  "POST /sync/push": {
    summary: "Closed bills, refunds, cash sessions, tips, cash mutations, drawer openings, voids and audit entries from an outlet",
    description: `${KEY} One batch (≤ 500 records, ≤ 1 MiB) stored in one transaction in head office's tables, keyed by outlet and the outlet's id, with the daily rollups of the bills, refunds and voids updated. The same \`batch_id\` again changes nothing (\`duplicate: true\`); a record older than the stored one (lower \`seq\`) is ignored. A record whose row belongs to another outlet refuses the whole batch (403, nothing stored).`,
    response: replies(200, syncReplies.push),
  },
  "GET /update-data": {
    summary: "The outlet's sync state (Update Data page)",
    description:
      "Payment §2.10. Whether a run is going on and its phase, master rows downloaded in this run, the master version applied, records waiting to be pushed, the last pull and push times and the last error.",
    response: replies(200, syncReplies.status),
  },
  "POST /update-data": {
    summary: "Update Data: pull head office's master data now, then push",
    description:
      "Payment §2.10 (the page's button). Downloads head office's changes (resumable), applies them in one transaction after deleting the outlet's unpaid orders (the spec's guide: they must be re-entered), then pushes waiting bills. Outlet only (on head office 409); without HQ_URL/HQ_OUTLET_KEY 409; head office unreachable or refusing 503 (the downloaded part is kept, the next run resumes).",
    response: replies(200, syncReplies.updateData),
  },
};
