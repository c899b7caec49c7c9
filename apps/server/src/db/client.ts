/**
 * Opens the database (DESIGN §1): the embedded PostgreSQL under DATA_DIR by default (supervised:
 * restarted when it dies, see embedded.ts), or the server named by DATABASE_URL. Runs the migrations
 * in ./migrations beside this module (src/db, or dist/ in the built server) on every start
 * (idempotent). While the database is unreachable, queries fail fast (connection timeout 5 s) and
 * the error plugin answers 503.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type EmbeddedOptions, startEmbedded } from "./embedded.ts";
import { leanTransactions } from "./lean-transaction.ts";
import { migrateAll } from "./migrate.ts";
import * as schema from "./schema/index.ts";
import { describeConnectError } from "./unavailable.ts";

export type Db = NodePgDatabase<typeof schema>;
/** A Drizzle transaction handle (what `db.transaction` passes to its callback). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or a transaction: services take this to compose inside one transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  /** Ends the pool, then stops the embedded PostgreSQL if any. Safe to call more than once. */
  close: () => Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// Money and ids are int4; int8 (count(*), sums) arrives as text by default: parse it as a number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
// Calendar dates stay "YYYY-MM-DD" strings (business dates are Asia/Jakarta).
pg.types.setTypeParser(1082, (v) => v);

/**
 * Makes the death of a pooled connection harmless to the process. node-postgres emits `error` on a
 * client whose server went away (PostgreSQL killed or restarting, 57P01); without a listener that
 * is an unhandled `error` event, which ends Node. The pool listens only while a client is idle, so
 * a client checked out inside a transaction, between two statements, would bring the server down:
 * every client gets its own listener for its whole life. The request using it fails with the
 * driver's error (answered 503 by the error plugin) and the pool discards the broken client; the
 * next query opens a new connection.
 */
export function keepAliveOnConnectionLoss(pool: pg.Pool): void {
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
}

/**
 * The pool's sizes: up to 10 connections; once opened, `min` of them stay open however long the
 * server idles, and the others close after `idleTimeoutMillis`, longer than a quiet stall's pauses
 * between orders: opening a connection costs a SCRAM handshake (thousands of hash rounds) and a
 * backend start, more than a whole request.
 */
export const POOL_OPTIONS = { max: 10, min: 4, idleTimeoutMillis: 10 * 60_000, connectionTimeoutMillis: 5_000 } as const;

/** Connects to `url`, runs migrations, and returns a Drizzle handle over a pg Pool. */
export async function connect(url: string, onClose?: () => Promise<void>): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, ...POOL_OPTIONS });
  keepAliveOnConnectionLoss(pool);
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      await pool.end().catch(() => {});
      await onClose?.();
    })();
    return closing;
  };
  const db = drizzle(pool, { schema });
  // db.transaction without Drizzle's per-transaction set-up (db/lean-transaction.ts).
  leanTransactions(db, pool);
  try {
    // Connect once first: a wrong host, port, password or name is said as such, not as a failed migration.
    await pool.query("select 1").catch((err: unknown) => {
      throw describeConnectError(err, url);
    });
    await migrateAll(pool, migrationsFolder);
  } catch (err) {
    await close();
    throw err;
  }
  return { db, pool, url, close };
}

/** Creates `name` on the server at `adminUrl` when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  // A lost connection fails the query below; it must not also end the process.
  client.on("error", () => {});
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', "")}"`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Opens the configured database: DATABASE_URL when set, else the embedded one in dataDir.
 * `onStep("postgres")` is called once the embedded PostgreSQL runs (with initdb on a fresh folder)
 * and its database exists; `onStep("migrations")` once connected and migrated (main.ts times its start).
 */
export async function openDatabase(
  cfg: { databaseUrl?: string | undefined; dataDir: string; embeddedDurable?: boolean },
  embeddedOptions: EmbeddedOptions = {},
  onStep: (step: "postgres" | "migrations") => void = () => {},
): Promise<Database> {
  if (cfg.databaseUrl) {
    onStep("postgres");
    const database = await connect(cfg.databaseUrl);
    onStep("migrations");
    return database;
  }
  const embedded = await startEmbedded(cfg.dataDir, 0, true, { durable: cfg.embeddedDurable ?? true, ...embeddedOptions });
  try {
    await ensureDatabase(embedded.url("postgres"), "waroeng");
  } catch (err) {
    await embedded.stop();
    throw err;
  }
  onStep("postgres");
  const database = await connect(embedded.url("waroeng"), embedded.stop);
  onStep("migrations");
  return database;
}
