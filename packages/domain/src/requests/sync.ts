/**
 * Request schemas of the chain sync (issue 15; docs/chain-sync.md): head office's outlet-facing
 * routes (GET /sync/changes, POST /sync/push, authenticated by the outlet key header) and the
 * outlet's Update Data page (POST /update-data). Rows travel as the database stores them.
 */
import { z } from "zod";
import { FIELD_MSG, MAX_ID } from "../index.ts";

/** Largest batch either way (master changes per pull page, records per push). */
export const SYNC_MAX_BATCH = 500;

/** `GET /sync/changes?since=&limit=`: master changes after version `since`, at most `limit`. */
export const syncChangesQuery = z.object({
  since: z.coerce.number({ error: FIELD_MSG.INTEGER_REQUIRED }).int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  limit: z.coerce.number({ error: FIELD_MSG.INTEGER_REQUIRED }).int().min(1).max(SYNC_MAX_BATCH).default(SYNC_MAX_BATCH),
});

export const syncPushRecord = z.strictObject({
  kind: z.enum(["bill", "refund", "cash_session", "tip"]),
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
