/**
 * The outlet's side of the chain sync (payment spec §2.10 Update Data; docs/chain-sync.md).
 *
 * - download: pages of head office's master changes since `sync_staged_version`, each page stored in
 *   `sync_inbox` with the new version in ONE transaction (a broken pull resumes at the last page).
 * - apply: the inbox into the master tables in one transaction (deletions children-first, then
 *   upserts parents-first, then the deletions a row still used had stopped, once more; columns the outlet owns kept), serial sequences moved past head office's
 *   ids, `sync_pull_version` advanced, inbox emptied. The Update Data page deletes the unpaid orders
 *   first (the spec's guide: they must be re-entered); a scheduled sync applies only when there is none.
 * - push: `sync_outbox` after `sync_push_seq`, in batches with ids `s<first>-<last>`; the cursor moves
 *   only when head office acknowledged (a replay is harmless), so selling never waits for head office.
 *
 * One `OutletSync` per app (its progress is what GET /update-data shows); runs never overlap.
 */
import { SYNC_MAX_BATCH } from "@waroeng/domain/requests";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { notifyChange } from "../../lib/events.ts";
import { collectOverrides, collectPartOverrides, dropBase, isMerged, MergeBases, readChainPolicy, renameOwnClash } from "./menu-merge.ts";
import { MASTER_BY_NAME, MASTER_TABLES, PUSH_KINDS, type PushKind } from "./sync-tables.ts";
import type { HqTransport } from "./transport.ts";

export type Phase = "idle" | "download" | "apply" | "push";

/** Largest push batch body (head office takes BODY_LIMITS.bytes, 1 MiB). */
const PUSH_MAX_BYTES = 768 * 1024;

interface ChangesPage {
  changes: {
    table: string;
    key: Record<string, number | string>;
    version: number;
    deleted: boolean;
    row: Record<string, unknown> | null;
  }[];
  next: number;
  more: boolean;
}

export interface SyncStatus {
  outletId: number | null;
  pullVersion: number;
  stagedVersion: number;
  pushSeq: number;
  pushPending: number;
  lastPullAt: Date | null;
  lastPushAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
}

/** Reads the outlet's sync state (the one sync_state row) and how many rows wait to be pushed. */
export async function readSyncState(db: Db | Tx): Promise<SyncStatus> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`select s.*,
      (select count(*) from sync_outbox o where o.sync_seq > s.sync_push_seq and (s.m_w_id is null or o.m_w_id = s.m_w_id)) as pending
    from sync_state s where s.id = 1`);
  const r = rows[0] ?? {};
  const date = (v: unknown) => (v == null ? null : new Date(v as string));
  return {
    outletId: (r.m_w_id as number | null) ?? null,
    pullVersion: Number(r.sync_pull_version ?? 0),
    stagedVersion: Number(r.sync_staged_version ?? 0),
    pushSeq: Number(r.sync_push_seq ?? 0),
    pushPending: Number(r.pending ?? 0),
    lastPullAt: date(r.last_pull_at),
    lastPushAt: date(r.last_push_at),
    lastError: (r.last_error as string | null) ?? null,
    lastErrorAt: date(r.last_error_at),
  };
}

/** Cached column lists per table (information_schema), for the upserts. */
const columnCache = new Map<string, string[]>();
async function columnsOf(tx: Tx, table: string): Promise<string[]> {
  const cached = columnCache.get(table);
  if (cached) {
    return cached;
  }
  const { rows } = await tx.execute<{ column_name: string }>(
    sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`,
  );
  const cols = rows.map((r) => r.column_name);
  columnCache.set(table, cols);
  return cols;
}

/** Deletes the outlet's unpaid orders (open, nothing paid on them) and their lines and dishes. @returns how many. */
async function deleteUnpaidOrders(tx: Tx, outletId: number): Promise<number> {
  const unpaid = sql`o.m_w_id = ${outletId} and o.tmp_transaction_status = 0
    and not exists (select 1 from rekap_transaksi r where r.r_t_tmp_transaction_id = o.tmp_transaction_id)
    and not exists (select 1 from rekap_split s where s.r_s_tmp_transaction_id = o.tmp_transaction_id or s.r_s_paid_tmp_transaction_id = o.tmp_transaction_id)
    and not exists (select 1 from rekap_transaksi_void v where v.tmp_transaction_id = o.tmp_transaction_id)`;
  await tx.execute(
    sql`update tmp_online t set tmp_transaction_id = null from tmp_transaction o where t.tmp_transaction_id = o.tmp_transaction_id and ${unpaid}`,
  );
  const { rows } = await tx.execute(sql`delete from tmp_transaction o where ${unpaid} returning 1`);
  return rows.length;
}

/** Whether the outlet has an open (unpaid) order. */
async function hasUnpaidOrders(tx: Tx, outletId: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from tmp_transaction where m_w_id = ${outletId} and tmp_transaction_status = 0 limit 1`);
  return rows.length > 0;
}

export interface ApplyResult {
  applied: number;
  deletedOrders: number;
}

/**
 * Applies the inbox (see the module doc) in one transaction. `deleteUnpaid`: delete unpaid orders
 * first (Update Data); otherwise, with an unpaid order open, nothing is applied (@returns null).
 */
export async function applyInbox(db: Db, outletId: number, deleteUnpaid: boolean): Promise<ApplyResult | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from sync_state where id = 1 for update`);
    await tx.execute(sql`select set_config('waroeng.sync_apply', 'on', true)`);
    const { rows: inbox } = await tx.execute<{
      sync_table: string;
      sync_key: Record<string, number | string>;
      sync_deleted: boolean;
      sync_row: Record<string, unknown> | null;
      sync_version: number;
    }>(sql`select sync_table, sync_key, sync_deleted, sync_row, sync_version from sync_inbox order by sync_version`);
    const staged = await readSyncState(tx);
    if (inbox.length === 0 && staged.stagedVersion === staged.pullVersion) {
      // Up to date with head office: that is a successful pull too.
      await tx.execute(sql`update sync_state set last_pull_at = now() where id = 1`);
      return { applied: 0, deletedOrders: deleteUnpaid ? await deleteUnpaidOrders(tx, outletId) : 0 };
    }
    if (!deleteUnpaid && (await hasUnpaidOrders(tx, outletId))) {
      return null;
    }
    const deletedOrders = deleteUnpaid ? await deleteUnpaidOrders(tx, outletId) : 0;
    const order = new Map(MASTER_TABLES.map((t, i) => [t.table, i]));
    const known = inbox.filter((r) => MASTER_BY_NAME.has(r.sync_table));
    const deletions = known.filter((r) => r.sync_deleted).sort((a, b) => (order.get(b.sync_table) ?? 0) - (order.get(a.sync_table) ?? 0));
    const upserts = known.filter((r) => !r.sync_deleted).sort((a, b) => (order.get(a.sync_table) ?? 0) - (order.get(b.sync_table) ?? 0));
    // A row still used here (an old bill's menu item) stays: its deletion is skipped, not an error.
    // One used only by a row this pull moves away (a deleted category's items, moved by head office
    // first) goes in a second try after the upserts.
    const deleteRow = async (d: (typeof deletions)[number]): Promise<boolean> => {
      const where = sql.join(
        Object.entries(d.sync_key).map(([c, v]) => sql`${sql.identifier(c)} = ${v}`),
        sql` and `,
      );
      await tx.execute(sql`savepoint sync_del`);
      try {
        await tx.execute(sql`delete from ${sql.identifier(d.sync_table)} where ${where}`);
        await tx.execute(sql`release savepoint sync_del`);
        if (isMerged(d.sync_table)) {
          await dropBase(tx, d.sync_table, d.sync_key);
        }
        return true;
      } catch {
        await tx.execute(sql`rollback to savepoint sync_del`);
        return false;
      }
    };
    const kept: typeof deletions = [];
    for (const d of deletions) {
      if (!(await deleteRow(d))) {
        kept.push(d);
      }
    }
    let policy: Awaited<ReturnType<typeof readChainPolicy>> | undefined;
    const bases = await MergeBases.load(tx);
    for (const u of upserts) {
      const spec = MASTER_BY_NAME.get(u.sync_table);
      if (!spec || !u.sync_row) {
        continue;
      }
      const all = await columnsOf(tx, spec.table);
      const keep = new Set(spec.keep ?? []);
      // The menu is merged three-way: an outlet's own edit of a field head office did not change stays.
      const merged = isMerged(spec.table);
      const outletValues = new Set<string>(); // inserted for a new row, never updated over the outlet's
      if (merged) {
        policy ??= await readChainPolicy(tx); // m_chain_policy is upserted before the menu (MASTER_TABLES order)
        for (const c of await bases.keeps(tx, policy, spec.table, u.sync_key, u.sync_row)) {
          outletValues.add(c);
        }
      }
      const cols = all.filter((c) => c in (u.sync_row ?? {}) && !keep.has(c));
      const ids = (list: string[]) =>
        sql.join(
          list.map((c) => sql.identifier(c)),
          sql`, `,
        );
      const updates = cols.filter((c) => !spec.key.includes(c) && !outletValues.has(c));
      const set =
        updates.length === 0
          ? sql`do nothing`
          : sql`do update set ${sql.join(
              updates.map((c) => sql`${sql.identifier(c)} = excluded.${sql.identifier(c)}`),
              sql`, `,
            )}`;
      const upsert = sql`insert into ${sql.identifier(spec.table)} (${ids(cols)})
          select ${ids(cols)} from jsonb_populate_record(null::${sql.identifier(spec.table)}, ${JSON.stringify(u.sync_row)}::jsonb)
          on conflict (${ids([...spec.key])}) ${set}`;
      if (merged) {
        // Head office's new group, option, category, station or item may take a name the outlet gave a
        // row of its own: that row is renamed (menu-merge.ts `renameOwnClash`) rather than the pull failing.
        await tx.execute(sql`savepoint sync_up`);
        try {
          await tx.execute(upsert);
          await tx.execute(sql`release savepoint sync_up`);
        } catch (err) {
          await tx.execute(sql`rollback to savepoint sync_up`);
          if (uniqueViolation(err) === undefined || !(await renameOwnClash(tx, spec.table, u.sync_row))) {
            throw err;
          }
          await tx.execute(upsert);
        }
      } else {
        await tx.execute(upsert);
      }
      if (merged) {
        bases.record(spec.table, u.sync_key, u.sync_row);
      }
    }
    await bases.flush(tx);
    for (const d of kept) {
      await deleteRow(d);
    }
    // Local inserts (a cashier's new table, say) must not take an id head office gave out.
    for (const t of new Set(upserts.map((u) => u.sync_table))) {
      const spec = MASTER_BY_NAME.get(t);
      if (spec?.key.length === 1 && !spec.textKey) {
        const col = spec.key[0] as string;
        await tx.execute(sql`select setval(s, greatest((select max(${sql.identifier(col)}) from ${sql.identifier(t)}), 1))
          from pg_get_serial_sequence(${t}, ${col}) as s where s is not null`);
      }
    }
    await tx.execute(sql`delete from sync_inbox`);
    await tx.execute(sql`update sync_state set sync_pull_version = sync_staged_version, last_pull_at = now() where id = 1`);
    await notifyChange(tx, outletId, { topic: "orders" });
    return { applied: known.length, deletedOrders };
  });
}

/** The sync of one outlet box with head office (see the module doc). */
export class OutletSync {
  phase: Phase = "idle";
  downloaded = 0;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Db,
    private readonly transport: HqTransport,
    private readonly pageSize = SYNC_MAX_BATCH,
  ) {}

  get busy(): boolean {
    return this.running !== undefined;
  }

  /** The outlet this box is at head office (asked once, then kept in sync_state). */
  async outletId(): Promise<number> {
    const state = await readSyncState(this.db);
    if (state.outletId !== null) {
      return state.outletId;
    }
    const who = (await this.transport.request("GET", "/sync/whoami")) as { m_w_id: number };
    await this.db.execute(sql`update sync_state set m_w_id = ${who.m_w_id} where id = 1`);
    return who.m_w_id;
  }

  /** Downloads every master change after the staged version into the inbox. @returns rows downloaded. */
  async download(): Promise<number> {
    let count = 0;
    for (;;) {
      const { stagedVersion } = await readSyncState(this.db);
      const page = (await this.transport.request("GET", `/sync/changes?since=${stagedVersion}&limit=${this.pageSize}`)) as ChangesPage;
      await this.db.transaction(async (tx) => {
        // Another run may have moved on meanwhile: a page is stored only over the version it follows.
        const moved = await tx.execute(
          sql`update sync_state set sync_staged_version = ${page.next} where id = 1 and sync_staged_version = ${stagedVersion} returning 1`,
        );
        if (moved.rows.length === 0 || page.changes.length === 0) {
          return;
        }
        await tx.execute(sql`insert into sync_inbox (sync_table, sync_key, sync_version, sync_deleted, sync_row)
          select c.table, c.key, c.version, c.deleted, c.row
          from jsonb_to_recordset(${JSON.stringify(page.changes)}::jsonb) as c("table" text, key jsonb, version bigint, deleted boolean, row jsonb)
          on conflict (sync_table, sync_key) do update set sync_version = excluded.sync_version, sync_deleted = excluded.sync_deleted, sync_row = excluded.sync_row`);
      });
      count += page.changes.length;
      this.downloaded += page.changes.length;
      if (!page.more) {
        return count;
      }
    }
  }

  /** Pushes the outbox to head office in batches of `pageSize`. @returns records pushed. */
  async push(): Promise<number> {
    const outletId = await this.outletId();
    let pushed = 0;
    for (;;) {
      const { pushSeq } = await readSyncState(this.db);
      const { rows: queued } = await this.db.execute<{ sync_kind: PushKind; sync_source_id: number; sync_seq: number }>(
        sql`select sync_kind, sync_source_id, sync_seq from sync_outbox where m_w_id = ${outletId} and sync_seq > ${pushSeq}
          order by sync_seq limit ${this.pageSize}`,
      );
      if (queued.length === 0) {
        return pushed;
      }
      const records: { kind: PushKind; source_id: number; seq: number; payload: Record<string, unknown> }[] = [];
      for (const kind of Object.keys(PUSH_KINDS) as PushKind[]) {
        const mine = queued.filter((q) => q.sync_kind === kind);
        if (mine.length === 0) {
          continue;
        }
        const { rows: docs } = await this.db.execute<{ id: number; doc: Record<string, unknown> }>(
          sql.raw(PUSH_KINDS[kind].documents.replace("$1::int[]", `'{${mine.map((m) => m.sync_source_id).join(",")}}'::int[]`)),
        );
        const byId = new Map(docs.map((d) => [d.id, d.doc]));
        for (const m of mine) {
          const payload = byId.get(m.sync_source_id);
          if (payload) {
            records.push({ kind, source_id: m.sync_source_id, seq: m.sync_seq, payload });
          }
        }
      }
      records.sort((a, b) => a.seq - b.seq);
      // Under head office's body limit: a batch stops before PUSH_MAX_BYTES (the rest goes next).
      let bytes = 0;
      let cut = records.length;
      for (let i = 0; i < records.length; i++) {
        bytes += JSON.stringify(records[i]).length + 1;
        if (bytes > PUSH_MAX_BYTES && i > 0) {
          cut = i;
          break;
        }
      }
      const sending = records.slice(0, cut);
      const first = queued[0]?.sync_seq ?? 0;
      const last = cut < records.length ? (sending.at(-1)?.seq ?? first) : (queued.at(-1)?.sync_seq ?? first);
      if (sending.length > 0) {
        await this.transport.request("POST", "/sync/push", { batch_id: `s${first}-${last}`, records: sending });
      }
      // Head office has them: the cursor moves and the acknowledged outbox rows go, together (a later
      // change of the same bill queues it again), so the outbox holds only what is still to send.
      await this.db.transaction(async (tx) => {
        await tx.execute(sql`update sync_state set sync_push_seq = greatest(sync_push_seq, ${last}), last_push_at = now() where id = 1`);
        await tx.execute(sql`delete from sync_outbox where m_w_id = ${outletId} and sync_seq <= ${last}`);
      });
      pushed += sending.length;
    }
  }

  /**
   * Tells head office the outlet's own edits of its menu (head office's "who overrides what").
   * Informational and sent again every round: a head office of an older release (no such route, 404)
   * or a failure here never turns a completed pull and push into a failed Update Data.
   */
  async reportOverrides(): Promise<void> {
    try {
      const parts = await collectPartOverrides(this.db);
      // `parts` only when there are some: a head office of an earlier release knows only `overrides`.
      await this.transport.request("POST", "/sync/menu-overrides", {
        overrides: await collectOverrides(this.db),
        ...(parts.length > 0 ? { parts } : {}),
      });
    } catch {
      // the next round reports them again
    }
  }

  private async run<T>(phaseWork: () => Promise<T>): Promise<T> {
    while (this.running) {
      await this.running.catch(() => undefined);
    }
    const work = (async () => {
      try {
        const result = await phaseWork();
        await this.db.execute(sql`update sync_state set last_error = null, last_error_at = null where id = 1`);
        return result;
      } catch (err) {
        const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        await this.db
          .execute(sql`update sync_state set last_error = ${message}, last_error_at = now() where id = 1`)
          .catch(() => undefined);
        throw err;
      } finally {
        this.phase = "idle";
        this.running = undefined;
      }
    })();
    this.running = work;
    return work;
  }

  /**
   * Update Data (payment spec §2.10): download, apply (deleting unpaid orders), then push.
   * @returns rows applied, unpaid orders deleted, records pushed. Throws HqError when head office fails.
   */
  updateData(): Promise<ApplyResult & { pushed: number }> {
    return this.run(async () => {
      this.downloaded = 0;
      const outletId = await this.outletId();
      this.phase = "download";
      await this.download();
      this.phase = "apply";
      const applied = (await applyInbox(this.db, outletId, true)) ?? { applied: 0, deletedOrders: 0 };
      this.phase = "push";
      const pushed = await this.push();
      await this.reportOverrides();
      return { ...applied, pushed };
    });
  }

  /** The scheduled round: push, download, and apply only while no order is unpaid. */
  scheduled(): Promise<{ pushed: number; applied: number | null }> {
    return this.run(async () => {
      this.downloaded = 0;
      const outletId = await this.outletId();
      this.phase = "push";
      const pushed = await this.push();
      this.phase = "download";
      await this.download();
      this.phase = "apply";
      const applied = await applyInbox(this.db, outletId, false);
      await this.reportOverrides();
      return { pushed, applied: applied?.applied ?? null };
    });
  }
}
