/**
 * Backup and restore: bills paid through the API are backed up (with a copy on a second
 * disk), the data folder is destroyed, a new cluster is made, the copy restored: every bill is
 * there, check-data is clean; a restore over newer bills is refused (nothing changed) unless forced;
 * backups older than 30 days are pruned.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "../db/client.ts";
import { type EmbeddedDb, startEmbedded } from "../db/embedded.ts";
import { cashBody, mainLines, openCash, openOrder, pay } from "../modules/payment/payment.factory.ts";
import { buildStall } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { tempDataDir } from "../test/server-process.ts";
import { NewerDataError, pruneBackups, restoreBackup, writeBackup } from "./backup.ts";
import { checkData } from "./check-data.ts";

let t: TestApp;
let cluster: EmbeddedDb | undefined;
const dataDir = tempDataDir();
const usbDir = tempDataDir();
const newDataDir = tempDataDir();

beforeAll(async () => {
  t = await createTestApp();
  const stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3"]);
  await openCash(t, "kasir");
  for (const label of ["Meja 1", "Meja 2", "Meja 3"]) {
    const o = await openOrder(t, { table: stall.table(label), items: mainLines(stall) });
    await pay(t, "kasir", cashBody(o.orderId));
  }
});

afterAll(async () => {
  await t.close();
  await cluster?.stop();
  for (const dir of [dataDir, usbDir, newDataDir]) {
    rmSync(dir, { recursive: true, force: true });
  }
});

const bills = async (url: string) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const r = await c.query<{ nota: string; total: number }>(
    "select r_t_nota_code as nota, r_t_nominal_total_bayar as total from rekap_transaksi order by r_t_id",
  );
  await c.end();
  return r.rows;
};

describe("backup, destroy, restore", () => {
  it("finds every bill after the data folder is destroyed and the USB copy restored into a new cluster", { timeout: 120_000 }, async () => {
    const before = await bills(t.url);
    expect(before).toHaveLength(3);
    const pool = new pg.Pool({ connectionString: t.url, max: 1 });
    const file = await writeBackup(pool, dataDir, { copyDir: usbDir });
    await pool.end();
    expect(path.dirname(file)).toBe(path.join(dataDir, "backups"));
    const copy = path.join(usbDir, path.basename(file));
    expect(readFileSync(copy)).toEqual(readFileSync(file));

    rmSync(dataDir, { recursive: true, force: true });
    expect(existsSync(file)).toBe(false);

    cluster = await startEmbedded(newDataDir, 0, true);
    const result = await restoreBackup(readFileSync(copy), cluster.url("postgres"), "waroeng");
    expect(result).toEqual({ bills: 3 });
    expect(await bills(cluster.url("waroeng"))).toEqual(before);
    // The restored database is migrated, consistent, and takes new rows (sequences set past the old ids).
    const restored = await connect(cluster.url("waroeng"));
    expect(await checkData(restored.db)).toEqual([]);
    await restored.db.execute(sql`insert into m_member (member_id, name) values ('99999', 'Baru')`);
    await restored.pool.end();
  });

  it("refuses to replace a database holding newer bills (nothing changes) unless forced", { timeout: 120_000 }, async () => {
    if (!cluster) {
      throw new Error("the previous test makes the cluster");
    }
    const url = cluster.url("waroeng");
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(
      "update rekap_transaksi set created_at = now() + interval '1 day' where r_t_id = (select max(r_t_id) from rekap_transaksi)",
    );
    await c.query("update rekap_transaksi set r_t_bigboss = 'Sesudah Backup'");
    await c.end();
    const copy = path.join(usbDir, readdirSync(usbDir)[0] ?? "");
    await expect(restoreBackup(readFileSync(copy), cluster.url("postgres"), "waroeng")).rejects.toThrow(NewerDataError);
    const names = async () => {
      const a = new pg.Client({ connectionString: cluster?.url("postgres") });
      await a.connect();
      const r = await a.query<{ d: string }>("select datname as d from pg_database where datname like 'waroeng%' order by 1");
      await a.end();
      return r.rows.map((x) => x.d);
    };
    expect(await names()).toEqual(["waroeng"]);
    const cc = new pg.Client({ connectionString: url });
    await cc.connect();
    expect((await cc.query("select distinct r_t_bigboss as n from rekap_transaksi")).rows).toEqual([{ n: "Sesudah Backup" }]);
    await cc.end();

    const forced = await restoreBackup(readFileSync(copy), cluster.url("postgres"), "waroeng", { force: true });
    expect(forced.previous).toMatch(/^waroeng_before_restore_/);
    const d = new pg.Client({ connectionString: url });
    await d.connect();
    expect((await d.query("select distinct r_t_bigboss as n from rekap_transaksi")).rows).toEqual([{ n: "Pak Budi" }]);
    await d.end();
  });
});

describe("pruneBackups", () => {
  it("deletes backups dated more than 30 days ago and keeps the rest and other files", () => {
    const dir = path.join(usbDir, "prune");
    mkdirSync(dir);
    for (const name of ["waroeng-20261020-120000.backup.gz", "waroeng-20261025-120000.backup.gz", "notes.txt"]) {
      writeFileSync(path.join(dir, name), "x");
    }
    expect(pruneBackups(dir, new Date("2026-11-23T12:00:00Z"))).toEqual(["waroeng-20261020-120000.backup.gz"]);
    expect(readdirSync(dir).sort()).toEqual(["notes.txt", "waroeng-20261025-120000.backup.gz"]);
  });
});
