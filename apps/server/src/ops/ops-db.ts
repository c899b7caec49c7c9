/**
 * How the ops commands (`npm run check-data`, `backup`, `restore`) reach the database the server
 * uses, without running migrations or seeding:
 *
 * - `DATABASE_URL` when set;
 * - else the embedded cluster under `DATA_DIR/pg`: the running one when a server has it up (its port
 *   from `postmaster.pid`, the superuser password from `DATA_DIR/pg-password`), or one started here
 *   for the command and stopped after it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type Db, keepAliveOnConnectionLoss } from "../db/client.ts";
import { alive, startEmbedded } from "../db/embedded.ts";
import { PG_USER, secretPath } from "../db/embedded-secret.ts";
import * as schema from "../db/schema/index.ts";

/** The database name the server uses on the embedded cluster. */
export const EMBEDDED_DB = "waroeng";

export interface OpsDb {
  db: Db;
  pool: pg.Pool;
  /** Connection string of the server's database. */
  url: string;
  /** Connection string of the cluster's `postgres` database (create/drop/rename databases). */
  adminUrl: string;
  /** Ends the pool; stops the cluster when it was started for this command. */
  close: () => Promise<void>;
}

/** The port of the embedded cluster running on `dataDir`, or 0 when none runs. */
export function runningPort(dataDir: string): number {
  const pidFile = path.join(dataDir, "pg", "postmaster.pid");
  if (!existsSync(pidFile)) {
    return 0;
  }
  const lines = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  return pid > 0 && alive(pid) ? Number(lines[3]) || 0 : 0;
}

/** Opens the configured database (see the module comment). */
export async function openOpsDb(cfg: { databaseUrl?: string | undefined; dataDir: string }): Promise<OpsDb> {
  let url: string;
  let adminUrl: string;
  let stop: (() => Promise<void>) | undefined;
  if (cfg.databaseUrl) {
    url = cfg.databaseUrl;
    const u = new URL(url);
    u.pathname = "/postgres";
    adminUrl = u.toString();
  } else {
    const port = runningPort(cfg.dataDir);
    if (port) {
      const password = encodeURIComponent(readFileSync(secretPath(cfg.dataDir), "utf8").trim());
      adminUrl = `postgres://${PG_USER}:${password}@127.0.0.1:${port}/postgres`;
    } else {
      const embedded = await startEmbedded(cfg.dataDir, 0, true, { log: { info: () => {}, error: (m) => console.error(m) } });
      adminUrl = embedded.url("postgres");
      stop = embedded.stop;
    }
    url = adminUrl.replace(/\/postgres$/, `/${EMBEDDED_DB}`);
  }
  const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5_000 });
  keepAliveOnConnectionLoss(pool);
  return {
    db: drizzle(pool, { schema }),
    pool,
    url,
    adminUrl,
    close: async () => {
      await pool.end().catch(() => {});
      await stop?.();
    },
  };
}
