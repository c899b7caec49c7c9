/**
 * Migrations in one round trip: what drizzle-orm's `migrate` does — the migrations of the folder's
 * journal newer than the last one recorded in `drizzle.__drizzle_migrations` run in ONE transaction,
 * each recorded with its hash and timestamp — but sent as one multi-statement query instead of one
 * query per statement (a fresh data folder runs every migration: hundreds of statements, most of
 * the cold start's migration time in round trips). The table and its rows are drizzle's, so a
 * database migrated by either is migrated by the other, upgrades included.
 */
import { readMigrationFiles } from "drizzle-orm/migrator";
import type pg from "pg";

const TABLE = "drizzle.__drizzle_migrations";

/**
 * Applies the pending migrations of `migrationsFolder` (drizzle-kit's layout: meta/_journal.json and
 * the .sql files) to the database of `pool`, all or none.
 * @returns how many were applied (0 when the database is up to date).
 * @throws the database's error of the first failing statement (nothing applied).
 */
export async function migrateAll(pool: pg.Pool, migrationsFolder: string): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const client = await pool.connect();
  try {
    await client.query(
      `create schema if not exists drizzle;
       create table if not exists ${TABLE} (id serial primary key, hash text not null, created_at bigint)`,
    );
    const { rows } = await client.query<{ created_at: string }>(`select created_at from ${TABLE} order by created_at desc limit 1`);
    const last = rows[0] ? Number(rows[0].created_at) : undefined;
    const pending = migrations.filter((m) => last === undefined || last < m.folderMillis);
    if (pending.length === 0) {
      return 0;
    }
    // A statement may end in a line comment: each is closed on a line of its own.
    const text = [
      "begin",
      ...pending.flatMap((m) => [
        ...m.sql,
        `insert into ${TABLE} ("hash", "created_at") values ('${m.hash.replace(/[^0-9a-f]/g, "")}', ${Number(m.folderMillis)})`,
      ]),
      "commit",
    ].join("\n;\n");
    try {
      await client.query(text);
    } catch (err) {
      await client.query("rollback").catch(() => {});
      throw err;
    }
    return pending.length;
  } finally {
    client.release();
  }
}
