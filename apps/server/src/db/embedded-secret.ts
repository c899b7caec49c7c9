/**
 * The embedded PostgreSQL's superuser password: random per data folder, kept in
 * `<DATA_DIR>/pg-password` (mode 0600, readable only by the user running the server). A cluster made
 * by an older version (fixed password `waroeng`) or just initialised with a one-time bootstrap
 * password is moved to a fresh random one on its first start: the new password is written first,
 * then set with ALTER ROLE, so an interruption between the two is repaired on the next start.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/** The superuser of the embedded cluster. */
export const PG_USER = "postgres";
/** The fixed password of clusters created before passwords were per data folder. */
export const LEGACY_PASSWORD = "waroeng";

/** Path of the password file of the data folder `dataDir`. */
export function secretPath(dataDir: string): string {
  return path.join(dataDir, "pg-password");
}

/** A new random password: 32 hex characters (128 bits), safe inside a URL and an SQL literal. */
export function randomPassword(): string {
  return randomBytes(16).toString("hex");
}

function readSecret(dataDir: string): string | undefined {
  const file = secretPath(dataDir);
  return existsSync(file) ? readFileSync(file, "utf8").trim() || undefined : undefined;
}

function writeSecret(dataDir: string, password: string): void {
  const file = secretPath(dataDir);
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, `${password}\n`, { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, file);
}

/** True when `password` logs in as the superuser; false when PostgreSQL refuses it (28P01). */
async function canLogin(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: PG_USER, password, database: "postgres" });
  client.on("error", () => {});
  try {
    await client.connect();
    return true;
  } catch (err) {
    if ((err as { code?: unknown }).code === "28P01") {
      return false;
    }
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Returns the password that logs in to the running cluster on 127.0.0.1:`port`, moving the cluster
 * to the data folder's own random password first when it still accepts one of `previous` (the
 * legacy fixed password, or the bootstrap password of a fresh cluster).
 * @throws Error when neither the stored password nor any of `previous` is accepted
 */
export async function ensureSecret(dataDir: string, port: number, previous: readonly string[]): Promise<string> {
  const stored = readSecret(dataDir);
  if (stored && (await canLogin(port, stored))) {
    return stored;
  }
  for (const old of previous) {
    if (!(await canLogin(port, old))) {
      continue;
    }
    const next = stored ?? randomPassword();
    writeSecret(dataDir, next);
    const client = new pg.Client({ host: "127.0.0.1", port, user: PG_USER, password: old, database: "postgres" });
    client.on("error", () => {});
    await client.connect();
    try {
      await client.query(`alter role ${PG_USER} with password ${client.escapeLiteral(next)}`);
    } finally {
      await client.end().catch(() => {});
    }
    return next;
  }
  throw new Error(
    `the embedded PostgreSQL does not accept the password in ${secretPath(dataDir)}; restore that file from a backup of the data folder`,
  );
}
