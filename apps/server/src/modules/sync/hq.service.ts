/**
 * Head office's side of the chain sync (docs/chain-sync.md): outlet keys, the master-data
 * pull ("changes since version V", one outlet's rows and the chain-wide ones only) and the push
 * (PUSH_KINDS: one transaction per batch; a batch id seen before changes nothing; a record for
 * another outlet refuses the whole batch).
 */
import { createHash, randomBytes } from "node:crypto";
import { SYNC_MSG } from "@waroeng/domain";
import type { SyncPushBody } from "@waroeng/domain/requests";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { ApiError } from "../../lib/http.ts";
import { ingestBatch } from "../hq-ingest/ingest.ts";
import { MASTER_BY_NAME, PUSH_KINDS } from "./sync-tables.ts";

/** The header carrying an outlet's key (never a URL parameter: URLs are logged). */
export const OUTLET_KEY_HEADER = "x-outlet-key";

function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/**
 * Issues (or replaces) the sync key of outlet `outletId`: 32 random bytes, base64url, shown once;
 * only its SHA-256 is stored. @returns the key.
 */
export async function issueOutletKey(db: DbOrTx, outletId: number): Promise<string> {
  const key = `wsk_${randomBytes(32).toString("base64url")}`;
  await db.execute(sql`insert into sync_outlet_key (m_w_id, sync_key_hash) values (${outletId}, ${hashKey(key)})
    on conflict (m_w_id) do update set sync_key_hash = excluded.sync_key_hash, created_at = now()`);
  return key;
}

/**
 * Revokes the sync key of outlet `outletId` (a stolen box, a closed outlet): its pushes and pulls
 * are refused 401 from now on, until a new key is issued. @returns false when it had no key.
 */
export async function revokeOutletKey(db: DbOrTx, outletId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`delete from sync_outlet_key where m_w_id = ${outletId} returning 1`);
  return rows.length > 0;
}

/** The outlet a key belongs to; throws 401 `SYNC_MSG.BAD_KEY` for a missing or unknown key. */
export async function outletOfKey(db: DbOrTx, key: string | undefined): Promise<number> {
  if (!key || key.length > 200) {
    throw new ApiError(401, SYNC_MSG.BAD_KEY);
  }
  const { rows } = await db.execute<{ m_w_id: number }>(sql`select m_w_id from sync_outlet_key where sync_key_hash = ${hashKey(key)}`);
  const outletId = rows[0]?.m_w_id;
  if (outletId === undefined) {
    throw new ApiError(401, SYNC_MSG.BAD_KEY);
  }
  return outletId;
}

export interface Change {
  table: string;
  key: Record<string, number>;
  version: number;
  deleted: boolean;
  row: Record<string, unknown> | null;
}

/**
 * Master rows of `outletId` (and chain-wide rows) changed after version `since`, oldest first, at
 * most `limit`; each with the row as it is now (a row changed twice comes once, at its latest
 * version). Read in one repeatable-read snapshot. @returns the page, `next` (its last version, or
 * `since` when empty) and `more`.
 */
export async function changesSince(
  db: Db,
  outletId: number,
  since: number,
  limit: number,
): Promise<{ changes: Change[]; next: number; more: boolean }> {
  return db.transaction(
    async (tx) => {
      const { rows } = await tx.execute<{
        sync_table: string;
        sync_key: Record<string, number>;
        sync_version: number;
        sync_deleted: boolean;
      }>(
        sql`select sync_table, sync_key, sync_version, sync_deleted from sync_change
          where sync_version > ${since} and (m_w_id = ${outletId} or m_w_id is null)
          order by sync_version limit ${limit + 1}`,
      );
      const more = rows.length > limit;
      const page = rows.slice(0, limit);
      const current = new Map<string, Record<string, unknown>>();
      const byTable = new Map<string, Record<string, number>[]>();
      for (const r of page) {
        if (!r.sync_deleted) {
          byTable.set(r.sync_table, [...(byTable.get(r.sync_table) ?? []), r.sync_key]);
        }
      }
      for (const [table, keys] of byTable) {
        const spec = MASTER_BY_NAME.get(table);
        if (!spec) {
          continue;
        }
        const cols = sql.join(
          spec.key.map((c) => sql`${sql.identifier(c)} ${sql.raw(spec.textKey ? "text" : "int")}`),
          sql`, `,
        );
        const on = sql.join(
          spec.key.map((c) => sql`t.${sql.identifier(c)} = k.${sql.identifier(c)}`),
          sql` and `,
        );
        const found = await tx.execute<{ row: Record<string, unknown> }>(
          sql`select to_jsonb(t) as row from ${sql.identifier(table)} t join jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(${cols}) on ${on}`,
        );
        for (const f of found.rows) {
          current.set(`${table}:${spec.key.map((c) => f.row[c]).join(",")}`, f.row);
        }
      }
      const changes = page.map((r): Change => {
        const spec = MASTER_BY_NAME.get(r.sync_table);
        const row =
          r.sync_deleted || !spec ? null : (current.get(`${r.sync_table}:${spec.key.map((c) => r.sync_key[c]).join(",")}`) ?? null);
        // A row gone since its change was logged (its deletion is logged later) travels as a deletion.
        return { table: r.sync_table, key: r.sync_key, version: r.sync_version, deleted: row === null, row };
      });
      return { changes, next: page.at(-1)?.sync_version ?? since, more };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/**
 * Stores one push batch of outlet `outletId` in one transaction. The batch id is recorded first: a
 * batch id already recorded returns `duplicate: true` and changes nothing. Every record must be the
 * pushing outlet's own (its payload's outlet column and id) or the batch is refused (403), whole.
 * The records land in head office's tables with the daily rollups moved (modules/hq-ingest); a
 * record older (lower `seq`) than the stored one is ignored.
 */
export async function receivePush(db: Db, outletId: number, batch: SyncPushBody): Promise<{ accepted: number; duplicate: boolean }> {
  for (const r of batch.records) {
    const spec = PUSH_KINDS[r.kind];
    if (r.payload[spec.outletColumn] !== outletId) {
      throw new ApiError(403, SYNC_MSG.OTHER_OUTLET);
    }
  }
  return db.transaction(async (tx) => {
    const fresh = await tx.execute(
      sql`insert into sync_hq_batch (m_w_id, sync_batch_id, sync_records) values (${outletId}, ${batch.batch_id}, ${batch.records.length})
        on conflict do nothing returning 1`,
    );
    if (fresh.rows.length === 0) {
      return { accepted: 0, duplicate: true };
    }
    await ingestBatch(tx, outletId, batch.batch_id, batch.records);
    return { accepted: new Set(batch.records.map((r) => `${r.kind}:${r.source_id}`)).size, duplicate: false };
  });
}
