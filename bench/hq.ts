/**
 * Benchmark: head office at chain scale (docs/chain-sync.md "Head office's data"). One embedded
 * PostgreSQL; head office is a real server process (`ROLE=hq`, apps/server/src/main.ts) on it.
 *
 * 1. Ingest: `BENCH_HQ_OUTLETS` outlets (default 500) each push a business day of
 *    `BENCH_HQ_BILLS` bills (default 300; 3 lines, 1 tender each) and 2 closed cash sessions, over
 *    HTTP with their own outlet keys, in batches as a box sends them, `BENCH_HQ_PUSHERS` (default 50)
 *    outlets pushing at once. Meanwhile a reader asks the cross-outlet "today" rollup query over and
 *    over: its latency shows whether pushes block readers. Prints bills/s and the time for the day.
 * 2. Reports: the ingested day's rollups copied to 59 and then 179 earlier days (SQL generate_series:
 *    the report's period and the previous one, which the owner's report compares with), vacuumed and
 *    analysed as autovacuum leaves them, then the cross-outlet report queries over 30 and 90 days, each
 *    run `BENCH_HQ_RUNS` times (default 20): p50 and p95. The queries are the rollup queries of the
 *    owner's reports (by day, week, month, outlet, item, category, option, method, type, hour; the
 *    previous period for comparison). The week and month rollups are then rebuilt from the daily rows
 *    (their migration's backfill), and the owner's report itself (`hqReport`, both periods) is timed
 *    by every grouping; by option, method, type and hour also reading the daily rows only (days)
 *    beside months, weeks and days (periods), interleaved. The copied days are marked and the
 *    compactor builds their chain-wide rows (lib/chain-rollups.ts; timed); by item and category are
 *    timed from the outlets' rows (periods), from the chain rows (chain), from the chain rows with the
 *    last day marked for every outlet (as right after the outlets pushed it), and for an area of 50
 *    outlets, interleaved.
 * Figures only: nothing asserts a time. `os.loadavg()` printed beside each figure (the box is shared).
 */
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { connect, ensureDatabase } from "../apps/server/src/db/client.ts";
import { startEmbedded } from "../apps/server/src/db/embedded.ts";
import { compactChainRollups } from "../apps/server/src/lib/chain-rollups.ts";
import { type HqReportRollups, hqReport } from "../apps/server/src/modules/hq/reports.service.ts";
import { billDoc } from "../apps/server/src/modules/hq-ingest/hq-docs.test-helpers.ts";
import { issueOutletKey } from "../apps/server/src/modules/sync/hq.service.ts";
import { type HqTransport, httpTransport, withRetry } from "../apps/server/src/modules/sync/transport.ts";
import { REPORTS } from "./hq-reports.ts";

const OUTLETS = Number(process.env.BENCH_HQ_OUTLETS ?? 500);
const BILLS = Number(process.env.BENCH_HQ_BILLS ?? 300);
const PUSHERS = Number(process.env.BENCH_HQ_PUSHERS ?? 50);
const RUNS = Number(process.env.BENCH_HQ_RUNS ?? 20);
const PER_BATCH = 100;
const DAY = "2026-11-27";

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-bench-hq-"));
chmodSync(dir, 0o755);
const pg = await startEmbedded(dir, 0, false, { log: { info: () => {}, error: (m) => console.error(m) } });
await ensureDatabase(pg.url("postgres"), "hq");

// Head office: a real server process (migrates and seeds the demo at its first start).
const port = 3510 + Math.floor(Math.random() * 80);
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/main.ts")], {
  cwd: root,
  env: { ...process.env, ROLE: "hq", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: pg.url("hq"), HTTPS_PORT: "off", MDNS: "off" },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  if (
    await fetch(`${base}/api/openapi.json`).then(
      (r) => r.ok,
      () => false,
    )
  ) {
    break;
  }
  if (i > 300 || server.exitCode !== null) {
    throw new Error("head office did not start");
  }
  await new Promise((r) => setTimeout(r, 200));
}
const hq = await connect(pg.url("hq"));
/** Stops what the bench started (also when it fails half-way). */
async function stop() {
  await hq.close().catch(() => {});
  if (server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  await pg.stop();
  rmSync(dir, { recursive: true, force: true });
}

// The chain's outlets (copies of the demo outlet), each with its key; the demo menu's items and categories.
await hq.db.execute(sql`insert into m_w select (jsonb_populate_record(null::m_w, to_jsonb(w) || jsonb_build_object(
    'm_w_id', nextval(pg_get_serial_sequence('m_w', 'm_w_id')), 'm_w_code', 'BENCH-' || g, 'm_w_nama', 'Outlet ' || g))).*
  from m_w w, generate_series(1, ${OUTLETS}) g where w.m_w_code = 'DEMO'`);
const outlets = (
  await hq.db.execute<{ id: number }>(sql`select m_w_id as id from m_w where m_w_code like 'BENCH-%' order by m_w_id`)
).rows.map((r) => r.id);
// Each outlet pushes as the sync client does: its key, HTTP, retried with backoff (a 503 when head
// office's connection pool is busy is retried, and counted).
let retries = 0;
let lastFailure = "";
const transports = new Map<number, HqTransport>();
for (const id of outlets) {
  const http = httpTransport(base, await issueOutletKey(hq.db, id));
  const counted: HqTransport = {
    request: (method, p, body) =>
      http.request(method, p, body).catch((e: unknown) => {
        retries += 1;
        lastFailure = String(e).slice(0, 200);
        throw e;
      }),
  };
  transports.set(id, withRetry(counted, { attempts: 10, baseMs: 500, maxMs: 10_000 }));
}
const menu = (
  await hq.db.execute<{ id: number; name: string; price: number }>(
    sql`select m_menu_id as id, m_menu_nama as name, m_menu_harga as price from m_menu join m_w using (m_w_id) where m_w_code = 'DEMO' order by m_menu_id`,
  )
).rows;

/** Outlet `outlet`'s day: `BILLS` bills and 2 closed sessions, as push batches. */
function dayOf(outlet: number): object[] {
  const records: Array<{ kind: string; source_id: number; seq: number; payload: Record<string, unknown> }> = [];
  let seq = 0;
  for (const s of [1, 2]) {
    records.push({
      kind: "cash_session",
      source_id: s,
      seq: ++seq,
      payload: {
        rekap_modal_id: s,
        rekap_modal_m_w_id: outlet,
        rekap_modal_kasir_id: 1,
        rekap_modal_sesi: s,
        rekap_modal_tanggal: DAY,
        rekap_modal_nominal: 500_000,
        rekap_modal_nominal_tutup: 2_400_000,
        rekap_modal_nominal_seharusnya: 2_400_500,
        rekap_modal_selisih: -500,
        rekap_modal_jenis_tutup: "tutup_saldo",
        opened_at: `${DAY}T01:00:00Z`,
        closed_at: `${DAY}T15:00:00Z`,
        counts: [{ rekap_modal_detail_id: s, rekap_modal_id: s, m_modal_tipe_id: 1, rekap_modal_detail_qty: 5 }],
      },
    });
  }
  for (let b = 1; b <= BILLS; b++) {
    const lines = [0, 1, 2].map((k) => {
      const m = menu[(b * 7 + k * 3 + outlet) % menu.length] ?? { id: 1, name: "Menu", price: 10_000 };
      return { id: b * 3 + k, menu: m.id, name: m.name, qty: 1 + ((b + k) % 3), price: m.price };
    });
    const hour = 10 + (b % 12);
    const payload = billDoc({
      outlet,
      id: b,
      date: DAY,
      time: `${String(hour).padStart(2, "0")}:${String(b % 60).padStart(2, "0")}:00`,
      type: 1 + (b % 2),
      method: [1, 1, 2, 6, 11][b % 5],
      lines,
      session: b <= BILLS / 2 ? 1 : 2,
    });
    records.push({ kind: "bill", source_id: b, seq: ++seq, payload });
  }
  const batches: object[] = [];
  for (let i = 0; i < records.length; i += PER_BATCH) {
    const part = records.slice(i, i + PER_BATCH);
    batches.push({ batch_id: `s${part[0]?.seq}-${part.at(-1)?.seq}`, records: part });
  }
  return batches;
}

/** Latencies (ms) of `fn` run back to back until `stop()` says so. */
async function readLoop(fn: () => Promise<unknown>, stop: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!stop()) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 50));
  }
  return times;
}
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length - 1) * p))] ?? 0;
};

async function run() {
  // ── 1. Ingest ──
  console.log(
    `ingest: ${OUTLETS} outlets × ${BILLS} bills (3 lines, 1 tender each) + 2 cash sessions, ${PUSHERS} pushing at once; load ${load()}`,
  );
  const queue = [...outlets];
  let done = false;
  let pushes = 0;
  const today = () => hq.db.execute(sql`select m_w_id, bills, total from rollup_day where business_date = ${DAY}`);
  const reading = readLoop(today, () => done).catch(() => [] as number[]);
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: PUSHERS }, async () => {
      for (let outlet = queue.shift(); outlet !== undefined; outlet = queue.shift()) {
        for (const body of dayOf(outlet)) {
          await transports.get(outlet)?.request("POST", "/sync/push", body);
          pushes += 1;
        }
      }
    }),
  );
  const ingestS = (performance.now() - t0) / 1000;
  done = true;
  const reads = await reading;
  const [landed] = (
    await hq.db.execute<{ bills: number; rolled: number }>(
      sql`select (select count(*)::int from hq_bill) as bills, (select sum(bills)::int from rollup_day where business_date = ${DAY}) as rolled`,
    )
  ).rows;
  console.log(
    `  ${landed?.bills} bills at head office (rollups count ${landed?.rolled}) in ${pushes} pushes (${retries} tries failed and retried${retries ? `, the last: ${lastFailure}` : ""})`,
  );
  console.log(
    `  ingest: ${((landed?.bills ?? 0) / ingestS).toFixed(0)} bills/s; the day of ${OUTLETS} outlets in ${ingestS.toFixed(1)} s; load ${load()}`,
  );
  console.log(
    `  reader meanwhile (today across outlets, ${reads.length} reads): p50 ${pct(reads, 0.5).toFixed(1)} ms, p95 ${pct(reads, 0.95).toFixed(1)} ms`,
  );

  // ── 2. Reports over 30 and 90 days ──
  const TABLES = [
    "rollup_day",
    "rollup_day_item",
    "rollup_day_reason",
    "rollup_day_option",
    "rollup_day_method",
    "rollup_day_type",
    "rollup_day_hour",
  ];
  async function spread(fromDay: number, toDay: number) {
    for (const table of TABLES) {
      const cols = (
        await hq.db.execute<{ c: string }>(
          sql`select column_name as c from information_schema.columns where table_name = ${table} and column_name <> 'business_date' order by ordinal_position`,
        )
      ).rows.map((r) => r.c);
      const list = cols.join(", ");
      await hq.db.execute(
        sql.raw(`insert into ${table} (business_date, ${list}) select date '${DAY}' - g, ${list} from ${table}, generate_series(${fromDay}, ${toDay}) g
          where business_date = date '${DAY}' on conflict do nothing`),
      );
    }
    await hq.db.execute(sql.raw(`vacuum analyze ${TABLES.join(", ")}`));
    // The copied days are marked as ingest marks the days it changes, and the compactor builds their chain rows.
    const t = performance.now();
    await hq.db.execute(
      sql.raw(`insert into hq_rollup_dirty (m_w_id, business_date) select m_w_id, business_date from rollup_day
      where business_date between date '${DAY}' - ${toDay} and date '${DAY}' - ${fromDay} on conflict do nothing`),
    );
    let rounds = 0;
    while ((await compactChainRollups(hq.db)) > 0) {
      rounds += 1;
    }
    await hq.db.execute(sql.raw("vacuum analyze hq_rollup_dirty, rollup_chain_item, rollup_chain_category"));
    console.log(
      `  chain rows of ${toDay - fromDay + 1} days built by the compactor in ${((performance.now() - t) / 1000).toFixed(1)} s (${rounds} rounds); load ${load()}`,
    );
  }
  for (const [days, from] of [
    [30, 1],
    [90, 60],
  ] as const) {
    const t1 = performance.now();
    await spread(from, 2 * days - 1);
    const rows = (await hq.db.execute<{ n: number }>(sql`select count(*)::int as n from rollup_day_item`)).rows[0]?.n;
    console.log(
      `reports over ${days} days (rollups generated in ${((performance.now() - t1) / 1000).toFixed(1)} s; ${rows} item rows); load ${load()}`,
    );
    const start = `'${DAY}'::date - ${days - 1}`;
    for (const report of REPORTS) {
      const text = report.sql.replaceAll("$from", start).replaceAll("$to", `'${DAY}'::date`).replaceAll("$days", String(days));
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t2 = performance.now();
        await hq.db.execute(sql.raw(text));
        times.push(performance.now() - t2);
      }
      console.log(
        `  ${report.name.padEnd(34)} p50 ${pct(times, 0.5).toFixed(1).padStart(7)} ms  p95 ${pct(times, 0.95).toFixed(1).padStart(7)} ms  load ${load()}`,
      );
    }
    await servicePeriods(days);
  }
}

/** The week and month rows rebuilt from the daily ones by their migration's backfill (the spread wrote daily rows only). */
async function rebuildPeriods() {
  const file = path.join(root, "apps/server/src/db/migrations/0047_rollup_periods.sql");
  const statements = readFileSync(file, "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.replace(/^--.*$/gm, "").trim())
    .filter((s) => s.startsWith('INSERT INTO "rollup_'));
  const tables = statements.map((s) => /INSERT INTO "(\w+)"/.exec(s)?.[1] ?? "");
  await hq.db.execute(sql.raw(`truncate ${tables.join(", ")}`));
  for (const s of statements) {
    await hq.db.execute(sql.raw(s));
  }
  await hq.db.execute(sql.raw(`vacuum analyze ${tables.join(", ")}`));
}

/** `hqReport` over the last `days` days (and the period before) by every grouping; the parts also from the daily rows only (days) beside the periods, interleaved. */
async function servicePeriods(days: number) {
  // The owner's scope: every outlet of the chain (the demo outlets, without sales, beside the bench's).
  const owner = (await hq.db.execute<{ id: number }>(sql`select m_w_id as id from m_w order by m_w_id`)).rows.map((r) => r.id);
  const t0 = performance.now();
  await rebuildPeriods();
  console.log(
    `  owner's reports (hqReport, both periods): daily rows only (days) vs months/weeks/days (periods); periods rebuilt in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const from = new Date(Date.parse(`${DAY}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const f = (xs: number[]) => `p50 ${pct(xs, 0.5).toFixed(1).padStart(7)} p95 ${pct(xs, 0.95).toFixed(1).padStart(7)}`;
  for (const by of ["day", "week", "month", "outlet"] as const) {
    await hqReport(hq.db, owner, { from, to: DAY, by, currency: undefined });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t1 = performance.now();
      await hqReport(hq.db, owner, { from, to: DAY, by, currency: undefined });
      times.push(performance.now() - t1);
    }
    console.log(`  ${days} days by ${by.padEnd(9)} ${" ".repeat(38)}   periods ${f(times)} ms  load ${load()}`);
  }
  // By item and category over the whole chain: the outlets' rows (periods) vs the chain rows (chain), and
  // the chain rows while the last day is marked for every outlet (its pushes not compacted yet: that
  // day from the outlets' rows); then an area of 50 outlets (the outlets' rows), interleaved.
  const area = outlets.slice(0, 50);
  for (const by of ["item", "category"] as const) {
    const q = { from, to: DAY, by, currency: undefined };
    const variants: Array<[string, () => Promise<unknown>]> = [
      ["periods", () => hqReport(hq.db, owner, q, "periods")],
      ["chain", () => hqReport(hq.db, owner, q, "chain")],
      [
        "chain, last day marked",
        async () => {
          await hq.db.execute(sql`insert into hq_rollup_dirty (m_w_id, business_date) select m_w_id, business_date from rollup_day
            where business_date = ${DAY} on conflict do nothing`);
          const t1 = performance.now();
          await hqReport(hq.db, owner, q, "chain");
          const ms = performance.now() - t1;
          await hq.db.execute(sql`delete from hq_rollup_dirty`);
          return ms;
        },
      ],
      ["area of 50 outlets", () => hqReport(hq.db, area, q)],
    ];
    const times = variants.map(() => [] as number[]);
    for (const [, run] of variants) {
      await run();
    }
    for (let i = 0; i < RUNS; i++) {
      for (const [k, [, run]] of variants.entries()) {
        const t1 = performance.now();
        const inner = await run();
        times[k]?.push(typeof inner === "number" ? inner : performance.now() - t1);
      }
    }
    for (const [k, [name]] of variants.entries()) {
      console.log(`  ${days} days by ${by.padEnd(9)} ${name.padEnd(24)} ${f(times[k] ?? [])} ms  load ${load()}`);
    }
  }
  for (const by of ["option", "method", "type", "hour"] as const) {
    const run = (rollups: HqReportRollups) => hqReport(hq.db, owner, { from, to: DAY, by, currency: undefined }, rollups);
    await run("days");
    await run("periods");
    const before: number[] = [];
    const after: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let t1 = performance.now();
      await run("days");
      before.push(performance.now() - t1);
      t1 = performance.now();
      await run("periods");
      after.push(performance.now() - t1);
    }
    console.log(`  ${days} days by ${by.padEnd(9)} days ${f(before)} ms | periods ${f(after)} ms  load ${load()}`);
  }
}

try {
  await run();
} catch (e) {
  console.error("bench failed:", e);
  process.exitCode = 1;
} finally {
  await stop();
}
