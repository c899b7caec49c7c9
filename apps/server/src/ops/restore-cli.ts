/**
 * `npm run restore -- FILE [--force]`: restores a backup file (backup.ts) as the server's database,
 * with the server stopped. Refuses (exit 2) when the current database has bills newer than the
 * backup's, unless `--force`; the replaced database is kept under a `_before_restore_` name.
 */
import { readFileSync } from "node:fs";
import { loadConfig } from "../config.ts";
import { NewerDataError, restoreBackup } from "./backup.ts";
import { EMBEDDED_DB, openOpsDb, runningPort } from "./ops-db.ts";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) {
    console.error("usage: npm run restore -- FILE [--force]");
    return 1;
  }
  const cfg = loadConfig();
  if (!cfg.databaseUrl && runningPort(cfg.dataDir)) {
    console.error("restore: the server is running on this data folder; stop it first (e.g. systemctl stop waroeng).");
    return 1;
  }
  const data = readFileSync(file);
  const ops = await openOpsDb(cfg);
  try {
    await ops.pool.end();
    const name = cfg.databaseUrl ? decodeURIComponent(new URL(cfg.databaseUrl).pathname.slice(1)) : EMBEDDED_DB;
    const result = await restoreBackup(data, ops.adminUrl, name, { force: args.includes("--force") });
    console.log(
      `restore: ${result.bills} bill(s) restored into "${name}"${result.previous ? `; the replaced database is kept as "${result.previous}"` : ""}`,
    );
    return 0;
  } catch (err) {
    if (err instanceof NewerDataError) {
      console.error(`restore refused: ${err.message}`);
      return 2;
    }
    throw err;
  } finally {
    await ops.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`restore failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
