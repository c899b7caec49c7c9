/**
 * `npm run backup`: one backup of the configured database (the running server's embedded
 * PostgreSQL, or one started for it, or DATABASE_URL) into DATA_DIR/backups, copied to
 * BACKUP_COPY_DIR when set, uploaded to the BACKUP_S3_* bucket when set (a failed upload is printed
 * but is not a failure: the local backup stays); backups older than 30 days are deleted (backup.ts).
 * Exit 1 on failure.
 */
import { loadConfig } from "../config.ts";
import { sizeOf, writeBackup } from "./backup.ts";
import { openOpsDb } from "./ops-db.ts";

async function main(): Promise<void> {
  const cfg = loadConfig();
  const ops = await openOpsDb(cfg);
  try {
    const file = await writeBackup(ops.pool, cfg.dataDir, {
      copyDir: process.env.BACKUP_COPY_DIR || undefined,
      s3: cfg.backupS3,
      log: { info: (m) => console.log(m), error: (m) => console.error(m) },
    });
    console.log(
      `backup: ${file} (${sizeOf(file)} bytes)${process.env.BACKUP_COPY_DIR ? `, copied to ${process.env.BACKUP_COPY_DIR}` : ""}`,
    );
  } finally {
    await ops.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`backup failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
