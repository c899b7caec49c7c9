/**
 * The upgrade check against a real older release (README "Upgrading"): the release at commit
 * `from` is checked out from this repository's history (a git worktree), installed as its README
 * says (`npm install`) and run on a fresh data folder; a stall's day is taken through its API (the
 * cashier's drawer opened, three bills paid, one order left open). It is stopped as systemd stops it
 * (SIGTERM), and THIS release is started on the same folder: its migrations run, every bill is
 * there with its total, check-data finds nothing, the cashier's shift is still open, and the open
 * order is paid into that same shift. Run by `npm run test:upgrade [commit]` and `npm run test:full`;
 * it needs the npm registry (or its cache) for the old release's packages.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { repoRoot } from "../config.ts";
import { cleanUp, type ServerProcess, spawnServer, tempDataDir } from "../test/server-process.ts";
import { DEMO_CASH_PAY, demoLogin, openDemoCash } from "../test/write-load.ts";
import { checkData } from "./check-data.ts";
import { openOpsDb } from "./ops-db.ts";

/** The release compared by default: 2026-11-24, migration 0027 (before printer models, line-discount limits, split state …). */
export const DEFAULT_OLD_RELEASE = "783d8d2";

// biome-ignore lint/suspicious/noExplicitAny: replies are read as a client reads them
type Body = Record<string, any>;

async function call(base: string, token: string, method: string, url: string, body?: unknown): Promise<{ status: number; body: Body }> {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Body };
}

/** Opens an order of Ayam Goreng Dada ×2 + Es Teh Manis (DEMO_CASH_PAY's figures) on the `n`-th dine-in table. */
async function openOrder(base: string, kasir: string, n: number): Promise<number> {
  const menus = (await call(base, kasir, "GET", "/mmenu")).body.data as Array<{ m_menu_id: number; m_menu_nama: string }>;
  const tables = (await call(base, kasir, "GET", "/m-meja")).body.data as Array<{ m_meja_id: number; m_meja_type: string }>;
  const id = (name: string) => menus.find((m) => m.m_menu_nama === name)?.m_menu_id;
  const table = tables.filter((t) => t.m_meja_type === "meja")[n]?.m_meja_id;
  const created = await call(base, kasir, "POST", "/tmp-transaction", {
    tmp_transaction_m_meja_id: table,
    tmp_transaction_note_number: String(7000 + n),
    tmp_transaction_customer_name: `Tamu ${n}`,
    tmp_transaction_order_time: new Date().toISOString(),
  });
  const orderId = created.body.data?.tmp_transaction_id as number | undefined;
  if (!orderId) {
    throw new Error(`opening an order failed: ${JSON.stringify(created.body)}`);
  }
  for (const name of ["Ayam Goreng Dada", "Ayam Goreng Dada", "Es Teh Manis"]) {
    const added = await call(base, kasir, "POST", "/m-transaction-meja/add-menu", {
      tmp_transaction_detail_m_produk_id: id(name),
      tmp_transaction_detail_tmp_transaction_id: orderId,
    });
    if (added.status >= 300 || added.body.meta?.error !== 0) {
      throw new Error(`adding ${name} failed: ${JSON.stringify(added.body)}`);
    }
  }
  return orderId;
}

async function payCash(base: string, kasir: string, orderId: number): Promise<number> {
  const paid = await call(base, kasir, "POST", "/recap-transactions", { tmp_transaction_id: orderId, ...DEMO_CASH_PAY });
  const billId = paid.body.data?.rekap_id as number | undefined;
  if (paid.status !== 201 || !billId) {
    throw new Error(`paying failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  }
  return billId;
}

/** Stops `server` as systemd does (SIGTERM) and waits for its exit. @throws Error unless it exits 0 */
async function stop(server: ServerProcess): Promise<void> {
  server.proc.kill("SIGTERM");
  const code = await server.exited;
  if (code !== 0) {
    throw new Error(`the server exited with ${code}:\n${server.output().slice(-2000)}`);
  }
}

/**
 * Runs the upgrade from release `from` to this checkout.
 * @returns the problems found (empty when the upgrade kept everything)
 * @throws Error when the old release cannot be checked out, installed or driven
 */
export async function checkUpgradeFrom(from = DEFAULT_OLD_RELEASE, log: (line: string) => void = () => {}): Promise<string[]> {
  const work = mkdtempSync(path.join(os.tmpdir(), "waroeng-old-release-"));
  // As root, the embedded PostgreSQL runs as `postgres` and must reach the old release's binaries.
  chmodSync(work, 0o755);
  const oldRoot = path.join(work, "release");
  const dataDir = tempDataDir();
  let server: ServerProcess | undefined;
  const problems: string[] = [];
  try {
    execFileSync("git", ["worktree", "add", "--detach", oldRoot, from], { cwd: repoRoot, stdio: "pipe" });
    log(`release ${from} checked out; installing its packages (npm install, as its README says)`);
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: oldRoot, stdio: "pipe" });

    server = await spawnServer(dataDir, {}, oldRoot);
    log(`release ${from} runs on ${dataDir}`);
    let kasir = await demoLogin(server.baseUrl, "kasir");
    await openDemoCash(server.baseUrl, kasir);
    const bills: number[] = [];
    for (let n = 0; n < 3; n++) {
      bills.push(await payCash(server.baseUrl, kasir, await openOrder(server.baseUrl, kasir, n)));
    }
    const openOrderId = await openOrder(server.baseUrl, kasir, 3);
    const shift = (await call(server.baseUrl, kasir, "GET", "/m-modal/get-modal")).body.data?.modal_id as number;
    await stop(server);
    log(`release ${from}: 3 bills paid, order ${openOrderId} open, shift ${shift} open; stopped`);

    server = await spawnServer(dataDir);
    log("this release started on the same folder");
    kasir = await demoLogin(server.baseUrl, "kasir");
    const shiftNow = (await call(server.baseUrl, kasir, "GET", "/m-modal/get-modal")).body.data?.modal_id as number;
    if (shiftNow !== shift) {
      problems.push(`the open shift ${shift} did not continue (now ${shiftNow})`);
    }
    const last = await payCash(server.baseUrl, kasir, openOrderId);
    const ops = await openOpsDb({ dataDir });
    try {
      const rows = (
        await ops.db.execute(sql`select r_t_id as id, r_t_nominal_total_bayar as total, r_t_rekap_modal_id as shift
          from rekap_transaksi order by r_t_id`)
      ).rows as Array<{ id: number; total: number; shift: number }>;
      const expected = [...bills, last].map((id) => ({ id, total: DEMO_CASH_PAY.total, shift }));
      if (JSON.stringify(rows) !== JSON.stringify(expected)) {
        problems.push(`bills after the upgrade: ${JSON.stringify(rows)}, expected ${JSON.stringify(expected)}`);
      }
      problems.push(...(await checkData(ops.db)).map((f) => `check-data: ${f.check}: ${f.detail}`));
    } finally {
      await ops.close();
    }
    await stop(server);
    server = undefined;
    return problems;
  } finally {
    await cleanUp(server, dataDir);
    execFileSync("git", ["worktree", "remove", "--force", oldRoot], { cwd: repoRoot, stdio: "pipe" });
    rmSync(work, { recursive: true, force: true });
  }
}
