/**
 * `npm run sync:outlet-key -- CODE` at head office (docs/chain-sync.md): issues (or
 * replaces) the sync key of the outlet with code CODE and prints it once; only its SHA-256 is
 * stored. Put it in that outlet box's HQ_OUTLET_KEY. `-- CODE --revoke` revokes it (a stolen box):
 * that outlet's pushes and pulls are refused until a new key is issued. Reaches the database like the other ops
 * commands (DATABASE_URL, or DATA_DIR's embedded cluster).
 */
import { sql } from "drizzle-orm";
import { loadConfig } from "../../config.ts";
import { openOpsDb } from "../../ops/ops-db.ts";
import { issueOutletKey, revokeOutletKey } from "./hq.service.ts";

async function main(): Promise<void> {
  const code = process.argv[2];
  const revoke = process.argv[3] === "--revoke";
  if (!code || (process.argv[3] !== undefined && !revoke)) {
    console.error("usage: npm run sync:outlet-key -- OUTLET_CODE [--revoke]");
    process.exit(2);
  }
  const cfg = loadConfig();
  const ops = await openOpsDb(cfg);
  try {
    const { rows } = await ops.db.execute<{ m_w_id: number }>(sql`select m_w_id from m_w where m_w_code = ${code}`);
    const outletId = rows[0]?.m_w_id;
    if (outletId === undefined) {
      console.error(`no outlet with code ${code}`);
      process.exitCode = 1;
      return;
    }
    if (revoke) {
      const had = await revokeOutletKey(ops.db, outletId);
      console.log(had ? `Outlet ${code}: key revoked; its box can no longer sync.` : `Outlet ${code} had no key.`);
      return;
    }
    const key = await issueOutletKey(ops.db, outletId);
    console.log(`Outlet ${code} (m_w_id ${outletId}): HQ_OUTLET_KEY=${key}`);
    console.log("Shown once; a new key replaces the old one.");
  } finally {
    await ops.close();
  }
}

void main();
