/**
 * Migrations in one round trip (db/migrate.ts): a fresh database ends as drizzle-orm's own migrator
 * leaves it (every migration recorded, the same tables), in a handful of queries instead of one per
 * statement; a database migrated part of the way gets only the rest; a failing migration applies nothing.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { ensureDatabase } from "./client.ts";
import { migrateAll } from "./migrate.ts";

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
const pools: pg.Pool[] = [];
const temp: string[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  for (const d of temp) {
    rmSync(d, { recursive: true, force: true });
  }
});

/** A new empty database; its pool. */
async function freshDb(name: string): Promise<pg.Pool> {
  const admin = inject("pgAdminUrl");
  const unique = `${name}_${process.pid}_${Date.now()}`;
  await ensureDatabase(admin, unique);
  const url = new URL(admin);
  url.pathname = `/${unique}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pools.push(pool);
  return pool;
}

/** A copy of the migrations folder whose journal holds only its first `n` migrations (and `extra` SQL as one more). */
function folderOf(n: number, extra?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-migrations-"));
  temp.push(dir);
  cpSync(folder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number; when: number; tag: string }[] };
  journal.entries = journal.entries.slice(0, n);
  if (extra) {
    const last = journal.entries.at(-1);
    journal.entries.push({
      ...(last as { idx: number; when: number; tag: string }),
      idx: n,
      when: (last?.when ?? 0) + 1,
      tag: "9999_extra",
    });
    writeFileSync(path.join(dir, "9999_extra.sql"), extra);
  }
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const recorded = async (pool: pg.Pool) =>
  (await pool.query<{ hash: string; created_at: string }>("select hash, created_at from drizzle.__drizzle_migrations order by id")).rows;
const tables = async (pool: pg.Pool) =>
  (
    await pool.query<{ t: string }>(
      "select table_name || '.' || column_name || ':' || data_type as t from information_schema.columns where table_schema = 'public' order by 1",
    )
  ).rows.map((r) => r.t);

/** Counts the queries sent by every pg client while `run` runs. */
async function countQueries<T>(run: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let queries = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    queries++;
    return original.apply(this, args);
  };
  try {
    return { result: await run(), queries };
  } finally {
    proto.query = original;
  }
}

describe("migrations", () => {
  it("bring a fresh database to where drizzle's migrator brings it, in a few queries", async () => {
    const ours = await freshDb("mig_ours");
    const theirs = await freshDb("mig_theirs");
    const { result: applied, queries } = await countQueries(() => migrateAll(ours, folder));
    await migrate(drizzle(theirs), { migrationsFolder: folder });
    const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
    expect(applied).toBe(journal.entries.length);
    expect(queries).toBeLessThanOrEqual(5);
    expect(await recorded(ours)).toEqual(await recorded(theirs));
    expect(await tables(ours)).toEqual(await tables(theirs));
    expect(await migrateAll(ours, folder)).toBe(0); // up to date: nothing runs again
  }, 120_000);

  it("upgrade a database migrated part of the way with only the newer ones", async () => {
    const pool = await freshDb("mig_upgrade");
    await migrate(drizzle(pool), { migrationsFolder: folderOf(10) }); // an older release, by drizzle's migrator
    const applied = await migrateAll(pool, folder);
    expect(applied).toBe((await recorded(pool)).length - 10);
    const theirs = await freshDb("mig_upgrade_theirs");
    await migrate(drizzle(theirs), { migrationsFolder: folder });
    expect(await tables(pool)).toEqual(await tables(theirs));
  }, 120_000);

  it("apply nothing of a batch when one of its migrations fails", async () => {
    const pool = await freshDb("mig_fail");
    await migrateAll(pool, folderOf(10));
    const before = await recorded(pool);
    await expect(migrateAll(pool, folderOf(12, "create table broken (id int);\n--> statement-breakpoint\nselect 1/0;"))).rejects.toThrow(
      /division by zero/,
    );
    expect(await recorded(pool)).toEqual(before);
    expect((await pool.query("select to_regclass('public.broken') as t")).rows[0].t).toBeNull();
  }, 120_000);
});
