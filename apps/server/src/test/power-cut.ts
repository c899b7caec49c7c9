/**
 * The power-cut loop, shared by `ops/power-cut.test.ts` (a few rounds) and
 * `npm run bench:power-cut` (20 rounds): the real server process with its embedded PostgreSQL on a
 * temp DATA_DIR takes a write load through the HTTP API (open an order, add lines, pay cash, refund
 * every third bill); at a random moment the server AND every PostgreSQL process are killed with
 * SIGKILL at once (no shutdown of any kind, as in a power cut), the stale `postmaster.pid` left in
 * place; then the server is started again as is. After every restart: every payment and refund the
 * API acknowledged (201) is in the database, and `checkData` finds nothing (no half-paid order,
 * totals, tables, dishes, cash sessions).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { checkData, type Finding, unsafeSettings } from "../ops/check-data.ts";
import { openOpsDb } from "../ops/ops-db.ts";
import { twoAyamRefundForm } from "./refund-form.ts";
import { cleanUp, postmasterPid, preparedDataDir, type ServerProcess, spawnServer } from "./server-process.ts";
import { clusterPids, DEMO_CASH_PAY, demoLogin, openDemoCash } from "./write-load.ts";

export interface PowerCutReport {
  rounds: number;
  payments: number;
  refunds: number;
  /** Milliseconds into each round's load (after the logins) when the power was cut. */
  cutsAt: number[];
  /** Problems found after a restart (empty when the guarantee held). */
  problems: string[];
}

interface Acks {
  payments: Set<number>;
  refunds: Set<number>;
}

// biome-ignore lint/suspicious/noExplicitAny: the load reads reply fields as a client would
type Reply = { status: number; body: Record<string, any> | null };

/** One API call; a dropped connection (the power is cut) answers status 0. */
async function call(base: string, token: string, method: string, url: string, body?: unknown): Promise<Reply> {
  try {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as Reply["body"] };
  } catch {
    return { status: 0, body: null };
  }
}

/** Orders, pays and refunds until the server stops answering; acknowledged ids go into `acks`. */
async function load(server: ServerProcess, dataDir: string, acks: Acks, cut: { done: boolean }, ready: () => void): Promise<void> {
  const base = server.baseUrl;
  const kasir = await demoLogin(base, "kasir");
  const kacab = await demoLogin(base, "kacab");
  await openDemoCash(base, kasir);
  await openDemoCash(base, kacab);
  const ops = await openOpsDb({ dataDir });
  ready();
  try {
    const ids = async (q: ReturnType<typeof sql>) => ((await ops.db.execute(q)).rows as Array<{ id: number }>).map((r) => r.id);
    const menu = await ids(sql`select m_menu_id as id from m_menu where m_menu_nama in ('Ayam Goreng Dada', 'Es Teh Manis')
      and m_w_id = (select m_w_id from m_w where m_w_code = 'DEMO') order by m_menu_nama`);
    const [ayam, esTeh] = menu;
    for (let n = 0; !cut.done; n++) {
      // A table that no order holds (an order cut before payment keeps its table: it stays open).
      const [table] = await ids(sql`select m_meja_id as id from m_meja t where m_meja_type = 'meja'
        and m_meja_m_w_id = (select m_w_id from m_w where m_w_code = 'DEMO')
        and not exists (select 1 from tmp_transaction_meja h where h.m_meja_id = t.m_meja_id) order by random() limit 1`).catch(() => []);
      if (!table) {
        return;
      }
      const created = await call(base, kasir, "POST", "/tmp-transaction", {
        tmp_transaction_m_meja_id: table,
        tmp_transaction_note_number: String(10_000 + Math.floor(Math.random() * 89_999)),
        tmp_transaction_customer_name: "Pak Budi",
        tmp_transaction_order_time: new Date().toISOString(),
      });
      const orderId = created.body?.data?.tmp_transaction_id as number | undefined;
      if (created.status !== 200 || !orderId) {
        continue;
      }
      for (const menuId of [ayam, ayam, esTeh]) {
        await call(base, kasir, "POST", "/m-transaction-meja/add-menu", {
          tmp_transaction_detail_m_produk_id: menuId,
          tmp_transaction_detail_tmp_transaction_id: orderId,
        });
      }
      const paid = await call(base, kasir, "POST", "/recap-transactions", { tmp_transaction_id: orderId, ...DEMO_CASH_PAY });
      const billId = paid.body?.data?.rekap_id as number | undefined;
      if (paid.status !== 201 || !billId) {
        continue;
      }
      acks.payments.add(billId);
      if (n % 3 === 0) {
        const lines = await call(base, kacab, "GET", `/rekap-transaksi-detail/detailtransaksi/${billId}`);
        const line = (lines.body?.data as Array<{ r_t_detail_id: number; m_produk_nama: string }> | undefined)?.find(
          (l) => l.m_produk_nama === "Ayam Goreng Dada",
        );
        if (line) {
          const refunded = await call(base, kacab, "POST", "/transaksi/refund", twoAyamRefundForm(billId, line.r_t_detail_id));
          if (refunded.status === 201) {
            acks.refunds.add(billId);
          }
        }
      }
    }
  } finally {
    await ops.close();
  }
}

/**
 * SIGKILL to the server and to every PostgreSQL process in the same instant, each by its pid: the
 * backends call setsid(), so the postmaster's process group does not hold them.
 */
function cutPower(server: ServerProcess, dataDir: string): void {
  const pid = postmasterPid(dataDir);
  const cluster = pid ? clusterPids(pid) : [];
  server.proc.kill("SIGKILL");
  for (const p of cluster) {
    try {
      process.kill(p, "SIGKILL");
    } catch {
      // Ended on its own (a backend whose client went away).
    }
  }
}

/** After a restart: acknowledged rows present, the durability settings on, and checkData clean. */
async function verify(dataDir: string, acks: Acks, round: number): Promise<string[]> {
  const ops = await openOpsDb({ dataDir });
  try {
    const present = async (table: "rekap_transaksi" | "rekap_refund", ids: Set<number>) => {
      const rows = (
        await ops.db.execute(sql`select r_t_id as id from ${sql.raw(table)} where r_t_id = any(${`{${[...ids].join(",")}}`}::int[])`)
      ).rows as Array<{ id: number }>;
      return ids.size - rows.length;
    };
    const problems: string[] = [];
    const lostPayments = await present("rekap_transaksi", acks.payments);
    const lostRefunds = await present("rekap_refund", acks.refunds);
    if (lostPayments || lostRefunds) {
      problems.push(`round ${round}: ${lostPayments} acknowledged payment(s) and ${lostRefunds} refund(s) lost`);
    }
    const off = await unsafeSettings(ops.db);
    const findings: Finding[] = await checkData(ops.db);
    problems.push(...off.map((o) => `round ${round}: ${o}`), ...findings.map((f) => `round ${round}: ${f.check}: ${f.detail}`));
    return problems;
  } finally {
    await ops.close();
  }
}

/**
 * Runs `rounds` power cuts (each after a random 0.2–2.5 s of load, counted once logged in) and a last restart.
 * `log` receives one line per round.
 */
export async function runPowerCuts(rounds: number, log: (line: string) => void = () => {}): Promise<PowerCutReport> {
  const dataDir = await preparedDataDir();
  const acks: Acks = { payments: new Set(), refunds: new Set() };
  const report: PowerCutReport = { rounds, payments: 0, refunds: 0, cutsAt: [], problems: [] };
  let server: ServerProcess | undefined;
  try {
    for (let round = 1; round <= rounds + 1; round++) {
      server = await spawnServer(dataDir);
      report.problems.push(...(await verify(dataDir, acks, round)));
      if (round > rounds) {
        break;
      }
      const cut = { done: false };
      const after = 200 + Math.floor(Math.random() * 2_300);
      let ready: () => void = () => {};
      const loading = new Promise<void>((r) => {
        ready = r;
      });
      const running = load(server, dataDir, acks, cut, ready).catch(() => ready());
      await loading;
      await new Promise((r) => setTimeout(r, after));
      cut.done = true;
      cutPower(server, dataDir);
      await server.exited;
      await running;
      report.cutsAt.push(after);
      if (round === 1) {
        // A pid reused after the reboot: the stale postmaster.pid names a live process that is not ours.
        const file = path.join(dataDir, "pg", "postmaster.pid");
        const lines = readFileSync(file, "utf8").split("\n");
        lines[0] = String(process.pid);
        writeFileSync(file, lines.join("\n"));
      }
      log(`round ${round}: power cut after ${after} ms; ${acks.payments.size} payments, ${acks.refunds.size} refunds acknowledged so far`);
    }
  } finally {
    await cleanUp(server, dataDir);
  }
  report.payments = acks.payments.size;
  report.refunds = acks.refunds.size;
  return report;
}
