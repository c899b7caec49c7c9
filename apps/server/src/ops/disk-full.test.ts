/**
 * A full disk (README "When things go wrong"), on a real small disk: while free space is under
 * DISK_LOW_MB every reply warns (`X-Storage: low`); under DISK_FULL_MB a change is refused with 507
 * "Penyimpanan penuh — hubungi pemilik" before PostgreSQL runs out, while logging in, the open orders
 * and the day's cash report keep working; once space is freed, the next change goes through.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statfsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SYSTEM_MSG } from "@waroeng/domain";
import { afterEach, describe, expect, it } from "vitest";
import { cleanUp, type ServerProcess, spawnServer } from "../test/server-process.ts";
import { demoLogin, openDemoCash } from "../test/write-load.ts";

let server: ServerProcess | undefined;
let mountPoint = "";

afterEach(async () => {
  await cleanUp(server, path.join(mountPoint, "data"));
  server = undefined;
  execFileSync("umount", [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

const MB = 1024 * 1024;

describe("a full disk", () => {
  it("warns while low, refuses changes with 507 when full while reads and the cash report work, and recovers", {
    timeout: 120_000,
  }, async () => {
    mountPoint = mkdtempSync(path.join(os.tmpdir(), "waroeng-disk-"));
    // A 300 MB disk for the data folder (the cluster with the demo data needs about 60 MB).
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=300m,mode=0755", "tmpfs", mountPoint]);
    const dataDir = path.join(mountPoint, "data");
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    server = await spawnServer(dataDir, { DISK_LOW_MB: "1000", DISK_FULL_MB: "30", DISK_CHECK_SECONDS: "1" });
    const base = server.baseUrl;
    const kasir = await demoLogin(base, "kasir");
    await openDemoCash(base, kasir);
    const auth = { authorization: `Bearer ${kasir}` };

    const low = await fetch(`${base}/api/tmp-transaction`, { headers: auth });
    expect(low.status).toBe(200);
    expect(low.headers.get("x-storage")).toBe("low");
    expect(Number(low.headers.get("x-storage-free-mb"))).toBeLessThan(300);

    // The disk fills up (a log, a copied video …) to 10 MB free.
    const filler = path.join(mountPoint, "filler");
    const s = statfsSync(mountPoint);
    execFileSync("fallocate", ["-l", String(s.bavail * s.bsize - 10 * MB), filler]);

    // Each try on a table and nota of its own: a try that went through before the disk filled holds its table.
    const tables = (
      (await (await fetch(`${base}/api/m-meja`, { headers: auth })).json()) as { data: Array<{ m_meja_id: number; m_meja_type: string }> }
    ).data
      .filter((t) => t.m_meja_type === "meja")
      .map((t) => t.m_meja_id);
    let tries = 0;
    const openTable = () => {
      tries += 1;
      return fetch(`${base}/api/tmp-transaction`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({
          tmp_transaction_m_meja_id: tables[tries % tables.length],
          tmp_transaction_note_number: String(5000 + tries),
          tmp_transaction_customer_name: "Bu Sri",
          tmp_transaction_order_time: new Date().toISOString(),
        }),
      });
    };
    await expect.poll(async () => (await openTable()).status, { timeout: 10_000 }).toBe(507);
    const refused = await openTable();
    expect(((await refused.json()) as { meta: unknown }).meta).toMatchObject({ code: 507, error: 1, message: SYSTEM_MSG.STORAGE_FULL });
    expect(refused.headers.get("x-storage")).toBe("full");

    // What a cashier still needs: signing in, the open orders, the day's cash report.
    expect((await demoLogin(base, "kacab")).length).toBeGreaterThan(0);
    expect((await fetch(`${base}/api/tmp-transaction`, { headers: auth })).status).toBe(200);
    const modal = ((await (await fetch(`${base}/api/m-modal/get-modal`, { headers: auth })).json()) as { data: { modal_id: number } }).data
      .modal_id;
    const report = await fetch(`${base}/api/cashier/closing-report/${modal}`, { headers: auth });
    expect(report.status).toBe(200);
    expect(report.headers.get("x-storage")).toBe("full");

    // Space is freed: the next change goes through, without a restart.
    rmSync(filler);
    await expect.poll(async () => (await openTable()).status, { timeout: 10_000 }).toBe(200);
    expect(server.proc.exitCode).toBeNull();
  });
});
