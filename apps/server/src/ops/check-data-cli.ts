/**
 * `npm run check-data [-- --allow-unsafe]`: checks the consistency of the configured database
 * (DATA_DIR's embedded PostgreSQL, running or not, or DATABASE_URL; see ops-db.ts and
 * check-data.ts). Prints every finding. Exit codes: 0 consistent, 1 findings, 2 refused because
 * `fsync` or `synchronous_commit` is off (the data cannot be trusted after a power cut; pass
 * `--allow-unsafe` to check anyway), 3 could not connect.
 */
import { loadConfig } from "../config.ts";
import { checkData, unsafeSettings } from "./check-data.ts";
import { openOpsDb } from "./ops-db.ts";

async function main(): Promise<number> {
  const allowUnsafe = process.argv.includes("--allow-unsafe");
  const ops = await openOpsDb(loadConfig()).catch((err: unknown) => {
    console.error(`check-data: cannot reach the database: ${err instanceof Error ? err.message : String(err)}`);
    return undefined;
  });
  if (!ops) {
    return 3;
  }
  try {
    const off = await unsafeSettings(ops.db);
    if (off.length > 0) {
      console.error(`check-data: the database runs with ${off.join(", ")}: a power cut can lose or tear committed data.`);
      if (!allowUnsafe) {
        console.error("check-data: refusing to check; turn them on, or pass --allow-unsafe to check anyway.");
        return 2;
      }
    }
    const findings = await checkData(ops.db);
    for (const f of findings) {
      console.log(`${f.check}: ${f.detail}`);
    }
    console.log(findings.length === 0 ? "check-data: OK, no inconsistency found" : `check-data: ${findings.length} finding(s)`);
    return findings.length === 0 ? 0 : 1;
  } finally {
    await ops.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`check-data failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(3);
  },
);
