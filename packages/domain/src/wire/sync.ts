/** Chain sync replies (docs/API.md "Sync"; issue 15, payment spec §2.10 Update Data). */
import { z } from "zod";
import { envelope } from "./envelope.ts";

/** One master row changed at head office: its table, key, version, and the row (null when deleted). */
export const syncChange = z.strictObject({
  table: z.string(),
  key: z.record(z.string(), z.number()),
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
