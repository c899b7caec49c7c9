/**
 * Backups and restores of the server's database (file format in
 * backup-format.ts). Used by `npm run backup`, `npm run restore -- FILE` and the server's schedule
 * (backup-schedule.ts).
 *
 * - `writeBackup`: one consistent snapshot → `DATA_DIR/backups/waroeng-YYYYMMDD-HHMMSS.backup.gz`
 *   (written to a `.partial` file, flushed, then renamed: a cut mid-way never leaves a torn backup),
 *   copied to `BACKUP_COPY_DIR` when set (a USB disk, a mounted bucket) and uploaded to the
 *   `BACKUP_S3_*` bucket when set (backup-s3.ts; a failed upload is only logged), and backups older
 *   than `keepDays` (30) deleted in each place.
 * - `restoreBackup`: into a FRESH database (schema rebuilt at the backup's migration level, rows
 *   loaded, sequences set, then migrated forward to this release), and only then swapped in under the
 *   server's database name; the replaced database is kept renamed `<name>_before_restore_<stamp>`.
 *   Refused when the current database holds a bill newer than the backup's newest, unless `force`.
 */
import {
  closeSync,
  copyFileSync,
  cpSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import type { S3BackupConfig } from "../config.ts";
import { repoRoot } from "../config.ts";
import { BACKUP_FORMAT, type BackupHeader, backupTime, decodeBackup, encodeBackup, KEEP_DAYS, type TableDump } from "./backup-format.ts";
import { type BackupLog, copyToBucket } from "./backup-s3.ts";

export { backupTime, KEEP_DAYS };

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../db/migrations");

/** The app version of the root package.json ("4.2506.27"). */
export function appVersion(): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string }).version;
}

/** The folder of the backups of `dataDir`. */
function backupsDir(dataDir: string): string {
  return path.join(dataDir, "backups");
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function copyOut(client: pg.PoolClient, table: string, columns: string[]): Promise<string[]> {
  const stream = client.query(copyTo(`copy ${quote(table)} (${columns.map(quote).join(", ")}) to stdout`));
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  return text === "" ? [] : text.replace(/\n$/, "").split("\n");
}

/** Dumps every table of the public schema in one repeatable-read snapshot. */
async function dumpDatabase(pool: pg.Pool): Promise<Buffer> {
  const client = await pool.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const migrated = await client.query<{ at: string | null }>("select max(created_at)::text as at from drizzle.__drizzle_migrations");
    const names = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    );
    const tables: TableDump[] = [];
    for (const { name } of names.rows) {
      const cols = await client.query<{ c: string }>(
        "select column_name as c from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position",
        [name],
      );
      const columns = cols.rows.map((r) => r.c);
      tables.push({ table: name, columns, rows: await copyOut(client, name, columns) });
    }
    const seqs = await client.query<{ name: string; v: string | null }>(
      "select sequencename as name, last_value::text as v from pg_sequences where schemaname = 'public'",
    );
    await client.query("commit");
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: 1,
      app: appVersion(),
      createdAt: new Date().toISOString(),
      migratedUpTo: Number(migrated.rows[0]?.at ?? 0),
      tables: Object.fromEntries(tables.map((t) => [t.table, t.rows.length])),
      sequences: Object.fromEntries(seqs.rows.filter((s) => s.v !== null).map((s) => [s.name, Number(s.v)])),
    };
    return encodeBackup(header, tables);
  } catch (err) {
    await client.query("rollback").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** `YYYYMMDD-HHMMSS` of `at` in UTC. */
function stamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

/** Deletes the backups in `dir` whose name dates them more than `keepDays` before `now`. @returns the deleted names. */
export function pruneBackups(dir: string, now: Date, keepDays = KEEP_DAYS): string[] {
  const limit = now.getTime() - keepDays * 86_400_000;
  const deleted: string[] = [];
  for (const name of readdirSync(dir)) {
    const at = backupTime(name);
    if (at !== undefined && at < limit) {
      rmSync(path.join(dir, name), { force: true });
      deleted.push(name);
    }
  }
  return deleted;
}

function writeDurably(file: string, data: Buffer): void {
  const partial = `${file}.partial`;
  const fd = openSync(partial, "w", 0o600);
  try {
    writeSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
}

/** Where `writeBackup` also puts the backup, and where it says how that went. */
export interface BackupOptions {
  /** A folder (USB disk, mounted share): copied synchronously; a failure fails the backup. */
  copyDir?: string | undefined;
  /** An S3-compatible bucket (backup-s3.ts): a failed upload is logged, never fails the backup. */
  s3?: S3BackupConfig | undefined;
  /** Where the bucket copy's outcome is logged (default: nowhere). */
  log?: BackupLog;
  now?: Date;
}

/**
 * Takes a backup of the database behind `pool` into `dataDir`/backups (and `copyDir`, and the
 * `s3` bucket), then prunes each of them to `KEEP_DAYS`.
 * @returns the backup's local path (it stays, whatever the bucket says).
 */
export async function writeBackup(pool: pg.Pool, dataDir: string, opts: BackupOptions = {}): Promise<string> {
  const now = opts.now ?? new Date();
  const data = await dumpDatabase(pool);
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = `waroeng-${stamp(now)}.backup.gz`;
  const file = path.join(dir, name);
  writeDurably(file, data);
  pruneBackups(dir, now);
  if (opts.copyDir) {
    mkdirSync(opts.copyDir, { recursive: true });
    copyFileSync(file, path.join(opts.copyDir, `${name}.partial`));
    renameSync(path.join(opts.copyDir, `${name}.partial`), path.join(opts.copyDir, name));
    pruneBackups(opts.copyDir, now);
  }
  if (opts.s3) {
    await copyToBucket(opts.s3, file, { now, ...(opts.log ? { log: opts.log } : {}) });
  }
  return file;
}

/** Migrations up to `upTo` (journal `when`) in a temp folder, to rebuild a backup's schema. */
function migrationsUpTo(upTo: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ when: number }> };
  journal.entries = journal.entries.filter((e) => e.when <= upTo);
  writeDurably(journalFile, Buffer.from(JSON.stringify(journal)));
  return dir;
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const dbUrl = (adminUrl: string, name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Newest bill time (ms) in database `name`, 0 when it has none (or no bills table yet). */
async function newestBill(adminUrl: string, name: string): Promise<number> {
  return withClient(dbUrl(adminUrl, name), async (c) => {
    const r = await c.query<{ at: Date | null }>("select max(created_at) as at from rekap_transaksi").catch(() => ({ rows: [] }));
    return r.rows[0]?.at ? new Date(r.rows[0].at).getTime() : 0;
  });
}

export interface RestoreResult {
  bills: number;
  /** The replaced database's new name, when there was one. */
  previous?: string;
}

/** Thrown when the current database has newer bills than the backup (and no force). */
export class NewerDataError extends Error {}

/** Restores `file` as database `name` of the cluster at `adminUrl` (see the module comment). */
export async function restoreBackup(file: Buffer, adminUrl: string, name: string, opts: { force?: boolean } = {}): Promise<RestoreResult> {
  const { header, tables } = decodeBackup(file);
  const tag = stamp(new Date()).replace("-", "_");
  const fresh = `${name}_restore_${tag}`;
  await withClient(adminUrl, (c) => c.query(`create database ${quote(fresh)}`));
  let swapped = false;
  try {
    const pool = new pg.Pool({ connectionString: dbUrl(adminUrl, fresh), max: 1 });
    try {
      const folder = migrationsUpTo(header.migratedUpTo);
      try {
        await migrate(drizzle(pool), { migrationsFolder: folder });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
      const client = await pool.connect();
      try {
        await client.query("begin");
        await client.query("set local session_replication_role = replica");
        await client.query(`truncate ${tables.map((t) => quote(t.table)).join(", ")} restart identity cascade`);
        for (const t of tables) {
          if (t.rows.length === 0) {
            continue;
          }
          const sink = client.query(copyFrom(`copy ${quote(t.table)} (${t.columns.map(quote).join(", ")}) from stdin`));
          await new Promise<void>((resolve, reject) => {
            sink.on("finish", resolve);
            sink.on("error", reject);
            sink.end(`${t.rows.join("\n")}\n`);
          });
        }
        for (const [seq, value] of Object.entries(header.sequences)) {
          await client.query("select setval($1, $2)", [quote(seq), value]);
        }
        await client.query("commit");
      } catch (err) {
        await client.query("rollback").catch(() => {});
        throw err;
      } finally {
        client.release();
      }
      await migrate(drizzle(pool), { migrationsFolder });
    } finally {
      await pool.end();
    }
    const exists = await withClient(
      adminUrl,
      async (c) => (await c.query("select 1 from pg_database where datname = $1", [name])).rowCount,
    );
    if (exists && !opts.force) {
      const [current, restored] = [await newestBill(adminUrl, name), await newestBill(adminUrl, fresh)];
      if (current > restored) {
        throw new NewerDataError(
          `the current database has bills newer (${new Date(current).toISOString()}) than the backup's newest (${restored ? new Date(restored).toISOString() : "none"}); pass --force to replace it anyway`,
        );
      }
    }
    const previous = exists ? `${name}_before_restore_${tag}` : undefined;
    await withClient(adminUrl, async (c) => {
      if (previous) {
        await c.query(`alter database ${quote(name)} rename to ${quote(previous)}`);
      }
      await c.query(`alter database ${quote(fresh)} rename to ${quote(name)}`);
    });
    swapped = true;
    return { bills: header.tables.rekap_transaksi ?? 0, ...(previous ? { previous } : {}) };
  } finally {
    if (!swapped) {
      await withClient(adminUrl, (c) => c.query(`drop database if exists ${quote(fresh)} with (force)`)).catch(() => {});
    }
  }
}

/** Size in bytes of a file (for the CLI's report). */
export function sizeOf(file: string): number {
  return statSync(file).size;
}
