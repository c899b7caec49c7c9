/**
 * Benchmark: the screens' lists as history grows. On a fresh
 * embedded PostgreSQL it opens today's stall (10 open orders sent to the kitchen, 5 paid today), then
 * grows the history to each size in turn (paid bills of past days, each with its lines, its delivered
 * or cancelled dishes and its closed transaction; written by set-based SQL with generate_series, not
 * the API; one in ten paid by QRIS through its charge) and prints, per size, the p50 (ms) of a few calls of each list and of deleting a line —
 * among them today's history, the history by date (with and without a nota) and the Cari search
 * (target under 50 ms at 1M bills). Then every report over the last 7, 30 and 90 days
 * (`BENCH_HISTORY_DAYS`): the sales report and the options sold by main's queries over the bills
 * (before) and from the daily rollups (after), interleaved, the routes, the QRIS reconciliation and the
 * shift recap's reads, each with the load average. `BENCH_HISTORY_ONLY=reports` skips the lists.
 * Sizes: `BENCH_HISTORY=10000,100000` (default 10k, 100k, 1M bills); `BENCH_HISTORY_LINES` lines per
 * bill (default 2); `BENCH_HISTORY_CALLS` calls per figure (default 5). Figures only: nothing asserts a time.
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { buildApp } from "../apps/server/src/app.ts";
import { connect, ensureDatabase } from "../apps/server/src/db/client.ts";
import { startEmbedded } from "../apps/server/src/db/embedded.ts";
import * as schema from "../apps/server/src/db/schema/index.ts";
import { seedDemo } from "../apps/server/src/db/seed.ts";
import { optionsSold } from "../apps/server/src/modules/reports/options-sold.service.ts";
import { qrisRecon } from "../apps/server/src/modules/reports/qris-recon.service.ts";
import { salesReport } from "../apps/server/src/modules/reports/reports.service.ts";
import { qrisReconFromBills } from "../apps/server/src/test/qris-recon-oracle.ts";
import { optionsSoldFromBills, salesReportFromBills } from "../apps/server/src/test/report-oracle.ts";

const sizes = (process.env.BENCH_HISTORY ?? "10000,100000,1000000").split(",").map(Number);
const linesPerBill = Number(process.env.BENCH_HISTORY_LINES ?? 2);
const calls = Number(process.env.BENCH_HISTORY_CALLS ?? 5);
const BATCH = 50_000;

const dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-bench-history-"));
chmodSync(dir, 0o755);
const pg = await startEmbedded(dir, 0, false);
await ensureDatabase(pg.url("postgres"), "bench");
const database = await connect(pg.url("bench"));
await seedDemo(database.db);
const pool = database.pool;
// BENCH_HISTORY_EXPLAIN=1: the statements of each list are recorded and those slower than 20 ms explained.
const explain = process.env.BENCH_HISTORY_EXPLAIN === "1";
let recorded: Array<{ query: string; params: unknown[] }> | undefined;
const db = explain ? drizzle(pool, { schema, logger: { logQuery: (query, params) => recorded?.push({ query, params }) } }) : database.db;
const app = await buildApp({ db });

async function login(email: string): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/login", payload: { email, password: "demo12345" } });
  return res.json().data.token;
}
const kasir = await login("kasir@demo.test");
const dapur = await login("dapur@demo.test");
const pelayan = await login("pelayan@demo.test");
const kacab = await login("kacab@demo.test");

async function call(method: "GET" | "POST", url: string, token: string, payload?: object) {
  const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) {
    throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  }
  return res.json();
}

// Today's stall: cash open, 10 open orders with 3 dishes each in the kitchen, 5 paid.
const modal = await call("GET", "/api/m-modal/get-modal", kasir);
await call("POST", "/api/m-modal/save-modal", kasir, {
  modal_detail: modal.data.modal_tipe.map((d: { m_modal_tipe_id: number }) => ({
    m_modal_tipe_id: d.m_modal_tipe_id,
    rekap_modal_detail_qty: 2,
  })),
});
const menus = (await call("GET", "/api/mmenu", kasir)).data as { m_menu_id: number }[];
const tables = ((await call("GET", "/api/m-meja", kasir)).data as { m_meja_id: number; m_meja_type: string }[]).filter(
  (t) => t.m_meja_type === "meja",
);
let nota = 1;
async function openOrder(tableIndex: number, lines: number): Promise<number> {
  const created = await call("POST", "/api/tmp-transaction", kasir, {
    tmp_transaction_m_meja_id: tables[tableIndex % tables.length]?.m_meja_id,
    tmp_transaction_note_number: String(1000 + nota++),
    tmp_transaction_customer_name: "Bench Boss",
    tmp_transaction_order_time: new Date().toISOString(),
  });
  const id = created.data.tmp_transaction_id as number;
  for (let k = 0; k < lines; k++) {
    await call("POST", "/api/m-transaction-meja/add-menu", kasir, {
      tmp_transaction_detail_m_produk_id: menus[(id + k) % menus.length]?.m_menu_id,
      tmp_transaction_detail_tmp_transaction_id: id,
    });
  }
  return id;
}
for (let i = 0; i < 5; i++) {
  const id = await openOrder(i, 2);
  const t = (await call("GET", `/api/transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`, kasir)).totals;
  await call("POST", "/api/recap-transactions", kasir, {
    tmp_transaction_id: id,
    payment_method: 1,
    sub_total: t.subtotal,
    total: t.rounded,
    nominal_pajak: t.tax,
    nominal_sc: t.service_charge,
    nominal_uang: t.rounded,
    round: t.rounding,
  });
}
const openIds: number[] = [];
for (let i = 0; i < 10; i++) {
  const id = await openOrder(i, 3);
  await call("GET", `/api/m-transaction-meja/set-production/${id}`, kasir);
  openIds.push(id);
}

/** Adds paid bills number `from`..`to` of past days (30 s apart, going back from yesterday), one statement per batch. */
async function addHistory(from: number, to: number): Promise<void> {
  const ref = await pool.query(`select w.m_w_id outlet, (select id from users where lower(email) = 'kasir@demo.test') kasir,
      (select m_meja_id from m_meja where m_meja_m_w_id = w.m_w_id and m_meja_type = 'meja' order by m_meja_id limit 1) meja,
      (select m_t_t_id from m_transaction_type where lower(m_t_t_name) = 'dine in' limit 1) tt,
      (select min(m_payment_method_id) from m_payment_method) pm,
      (select array_agg(m_menu_id order by m_menu_id) from m_menu where m_w_id = w.m_w_id) menus
    from m_w w order by w.m_w_id limit 1`);
  const r = ref.rows[0];
  for (let lo = from; lo <= to; lo += BATCH) {
    const hi = Math.min(to, lo + BATCH - 1);
    await pool.query(
      `with o as (
        insert into tmp_transaction (m_w_id, tmp_transaction_note_number, tmp_transaction_customer_name, tmp_transaction_order_time,
          tmp_transaction_m_meja_id, tmp_transaction_m_t_t_id, tmp_transaction_status, tmp_transaction_by, tmp_transaction_tax_bp,
          tmp_transaction_sc_bp, tmp_transaction_pembulatan, tmp_transaction_delivered_at, created_at, updated_at, closed_at,
          tmp_transaction_business_date)
        select $1, g::text, 'History', x.t, $2, $3, 2, $4, 1000, 500, 'up', x.t, x.t, x.t, x.t, (x.t at time zone 'Asia/Jakarta')::date
        from generate_series($6::int, $7::int) g, lateral (select now() - interval '1 day' - g * interval '30 seconds' as t) x
        returning tmp_transaction_id id, tmp_transaction_order_time t, tmp_transaction_note_number nota, tmp_transaction_business_date d
      ), l as (
        insert into tmp_transaction_detail (tmp_transaction_id, m_produk_id, qty, qty_qr, price, production_status, sent_qty, created_at, updated_at)
        select o.id, m.m_menu_id, 1, 0, m.m_menu_harga, 1, 1, o.t, o.t
        from o cross join generate_series(1, $8::int) k join m_menu m on m.m_menu_id = ($9::int[])[1 + (o.id + k) % cardinality($9::int[])]
        returning tmp_transaction_detail_id id, tmp_transaction_id oid, m_produk_id mid, price
      ), d as (
        insert into m_dish_status (m_w_id, m_dish_status_table_id, m_dish_status_transaction_menu_id, m_dish_status_menu_id,
          m_dish_status_menu_jenis_id, m_dish_status_kategori_id, is_ready, is_served, is_cancelled, delivered_at, created_at, updated_at)
        select $1, l.oid, l.id, l.mid, m.m_menu_m_menu_jenis_id, m.m_menu_m_kategori_id, 1, 1, l.id % 10 = 0,
          case when l.id % 10 = 0 then null else o.t end, o.t, o.t
        from l join o on o.id = l.oid join m_menu m on m.m_menu_id = l.mid
      ), r as (
        insert into rekap_transaksi (r_t_m_w_id, r_t_tmp_transaction_id, r_t_nota_code, r_t_bigboss, r_t_tanggal, r_t_jam, r_t_m_t_t_id,
          r_t_m_payment_method_id, r_t_nominal, r_t_nominal_pajak, r_t_nominal_sc, r_t_nominal_total_bayar, r_t_nominal_uang,
          r_t_tax_bp, r_t_sc_bp, r_t_pembulatan, r_t_kasir_id, created_at)
        select $1, o.id, o.nota, 'History', o.d, to_char(o.t at time zone 'Asia/Jakarta', 'HH24:MI'), $3,
          case when o.id % 10 = 0 then 11 else $5 end, s.total, 0, 0, s.total,
          s.total, 1000, 500, 'up', $4, o.t
        from o join (select oid, sum(price)::int total from l group by oid) s on s.oid = o.id
        returning r_t_id rid, r_t_tmp_transaction_id oid, r_t_nominal_total_bayar total
      ), p as (
        insert into rekap_transaksi_payment (r_t_id, m_w_id, m_payment_method_id, r_t_p_nominal, r_t_p_nominal_uang)
        select r.rid, $1, case when r.oid % 10 = 0 then 11 else $5 end, r.total, r.total from r
      ), q as (
        insert into qris_charge (m_w_id, q_c_order_id, q_c_tmp_transaction_id, q_c_bill_total, q_c_unique_amount, q_c_amount,
          q_c_qr_string, q_c_status, q_c_expires_at, q_c_r_t_id, q_c_user_id, created_at)
        select $1, 'QRIS-' || $1 || '-' || r.oid || '-1', r.oid, r.total, 7, r.total + 7, 'bench', 'paid', o.t + interval '15 minutes',
          r.rid, $4, o.t
        from r join o on o.id = r.oid where r.oid % 10 = 0
      )
      insert into rekap_transaksi_detail (r_t_detail_r_t_id, m_produk_id, m_produk_nama, m_produk_m_jenis_produk_id, r_t_detail_qty,
        r_t_detail_qty_qr, r_t_detail_price, r_t_detail_nominal, r_t_detail_tax_status, r_t_detail_sc_status, r_t_detail_status,
        r_t_detail_reasone_approve)
      select r.rid, m.m_menu_id, m.m_menu_nama, m.m_menu_m_menu_jenis_id, 1, 0, l.price, l.price, true, true,
        case when l.id % 20 = 0 then 2 else 0 end, case when l.id % 20 = 0 then 'Habis' else '' end
      from r join l on l.oid = r.oid join m_menu m on m.m_menu_id = l.mid`,
      [r.outlet, r.meja, r.tt, r.kasir, r.pm, lo, hi, linesPerBill, r.menus],
    );
  }
  await rebuildRollups();
  await pool.query("vacuum analyze");
}

/**
 * The bills above were written by SQL, past the paying transaction: the daily rollups (where this
 * checkout has them) are rebuilt by their migrations' backfills (INSERT … SELECT per table), timed.
 */
async function rebuildRollups(): Promise<void> {
  const has = await pool.query("select 1 from pg_tables where tablename = 'rollup_day'");
  if (has.rowCount === 0) {
    return;
  }
  const dir = path.join(import.meta.dirname, "../apps/server/src/db/migrations");
  const files = readdirSync(dir).filter((f) => f.endsWith("_rollups.sql") || f.endsWith("_rollup_qris.sql"));
  const backfill = files
    .flatMap((file) => readFileSync(path.join(dir, file), "utf8").split("--> statement-breakpoint"))
    .map((x) => x.trim())
    .filter((x) => x.startsWith('INSERT INTO "rollup_'));
  const t0 = performance.now();
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query(
      "truncate rollup_day, rollup_day_item, rollup_day_reason, rollup_day_option, rollup_day_method, rollup_day_type, rollup_day_hour, rollup_day_qris",
    );
    for (const q of backfill) {
      await client.query(q);
    }
    await client.query("commit");
  } finally {
    client.release();
  }
  console.error(`rollups rebuilt (the migration's backfill) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
async function p50(fn: () => Promise<unknown>): Promise<number> {
  await fn(); // warm
  const xs: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    await fn();
    xs.push(performance.now() - t0);
  }
  return median(xs);
}

const LISTS: Array<[string, () => Promise<unknown>]> = [
  ["available", () => call("GET", "/api/m-dish-status/available", dapur)],
  ["ready-status", () => call("GET", "/api/m-transaction-table/ready-status?type=dine_in", dapur)],
  ["ready-by-type", () => call("POST", "/api/m-dish-status/ready-by-type?page=1", pelayan, { type: "makan" })],
  ["active", () => call("POST", "/api/m-dish-status/active?page=1", pelayan, { type: "makan" })],
  ["hal-meja m-meja", () => call("GET", "/api/m-meja", kasir)],
  ["dashboard", () => call("GET", "/api/tmp-transaction", kasir)],
  ["history today", () => call("GET", "/api/transaksi/history", kasir)],
  // A past business date's bills (about 2,880 a day here), the same filtered by nota, the Cari search.
  ["history by date", () => call("GET", `/api/m-transaction-table/history-by-date?created_at=${pastDate}`, kasir)],
  ["by date + nota", () => call("GET", `/api/m-transaction-table/history-by-date?created_at=${pastDate}&nota_number=100`, kasir)],
  ["search nota", () => call("GET", `/api/search-transactions/100/${pastDate}`, kasir)],
];
/** The business date of generated bill number 100 (set once the history exists). */
let pastDate = "";
/** Adds a line to an open order and times deleting it (reduce-menu of its only unit). */
async function deleteLine(): Promise<void> {
  const added = await call("POST", "/api/m-transaction-meja/add-menu", kasir, {
    tmp_transaction_detail_m_produk_id: menus[0]?.m_menu_id,
    tmp_transaction_detail_tmp_transaction_id: openIds[0],
  });
  const t0 = performance.now();
  await call("POST", "/api/m-transaction-meja/reduce-menu", kasir, { tmp_transaction_detail_id: added.data.tmp_transaction_detail_id });
  deleteTimes.push(performance.now() - t0);
}
let deleteTimes: number[] = [];

/** BENCH_HISTORY_ONLY=reports: only the reports (the lists and the line delete skipped). */
const onlyReports = process.env.BENCH_HISTORY_ONLY === "reports";
const reportDays = (process.env.BENCH_HISTORY_DAYS ?? "7,30,90").split(",").map(Number);
const reportRows: Array<{ size: number; days: number; name: string; before: string; after: string; load: string }> = [];
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** p50 of `calls` calls each of `a` and `b`, interleaved (A B A B …) after one warm call of each. */
async function interleaved(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[number, number]> {
  await a();
  await b();
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < calls; i++) {
    let t0 = performance.now();
    await a();
    xs.push(performance.now() - t0);
    t0 = performance.now();
    await b();
    ys.push(performance.now() - t0);
  }
  return [median(xs), median(ys)];
}

/**
 * Every report over the last `reportDays` days up to yesterday: the sales report (GET /laporan) and the
 * options sold (GET /laporan/opsi) by main's queries over the bills (before) and from the rollups
 * (after), both as functions and the after through the route; the QRIS reconciliation and the shift
 * recap's reads through their routes (the recap before: without the session index this checkout adds).
 */
/** The shift recap's reads (Rekap Kasir), each also timed alone. */
const RECAP_READS = ["payment", "promo", "sales", "free-data", "canceled-recap-data", "warranty-data", "uang-tips-data"];

async function timeReports(size: number): Promise<void> {
  const outletId = Number((await pool.query("select m_w_id from m_w order by m_w_id limit 1")).rows[0]?.m_w_id);
  const toDate = String((await pool.query("select to_char((now() at time zone 'Asia/Jakarta')::date - 1, 'YYYY-MM-DD') as d")).rows[0]?.d);
  const hasRollups = (await pool.query("select 1 from pg_tables where tablename = 'rollup_day'")).rowCount !== 0;
  const row = (days: number, name: string, before: number | undefined, after: number | undefined) =>
    reportRows.push({
      size,
      days,
      name,
      before: before === undefined ? "-" : before.toFixed(1),
      after: after === undefined ? "-" : after.toFixed(1),
      load: load(),
    });
  for (const days of reportDays) {
    const fromDate = String((await pool.query("select to_char($1::date - $2::int + 1, 'YYYY-MM-DD') as d", [toDate, days])).rows[0]?.d);
    const range = { outletId, from: fromDate, to: toDate };
    const q = `dari=${fromDate}&sampai=${toDate}`;
    if (hasRollups) {
      const [b1, a1] = await interleaved(
        () => salesReportFromBills(db, range),
        () => salesReport(db, range),
      );
      row(days, "laporan (function)", b1, a1);
      const [b2, a2] = await interleaved(
        () => optionsSoldFromBills(db, range),
        () => optionsSold(db, range),
      );
      row(days, "laporan/opsi (function)", b2, a2);
    }
    const [b3, a3] = await interleaved(
      () => qrisReconFromBills(db, range),
      () => qrisRecon(db, range),
    );
    row(days, "laporan/qris (function)", b3, a3);
    row(days, "GET /laporan", undefined, await p50(() => call("GET", `/api/laporan?${q}`, kacab)));
    row(days, "GET /laporan/opsi", undefined, await p50(() => call("GET", `/api/laporan/opsi?${q}`, kacab)));
    row(days, "GET /laporan/qris", undefined, await p50(() => call("GET", `/api/laporan/qris?${q}`, kacab)));
  }
  const recap = async () => {
    for (const path of RECAP_READS) {
      await call("GET", `/api/cashier/${path}`, kasir);
    }
  };
  const indexed = (await pool.query("select 1 from pg_indexes where indexname = 'rekap_transaksi_session_idx'")).rowCount !== 0;
  let before: number | undefined;
  if (indexed) {
    await pool.query("drop index rekap_transaksi_session_idx");
    before = await p50(recap);
    await pool.query('create index rekap_transaksi_session_idx on rekap_transaksi ("r_t_rekap_modal_id")');
  }
  row(0, "shift recap (7 reads)", before, await p50(recap));
  for (const path of RECAP_READS) {
    row(0, `  GET /cashier/${path}`, undefined, await p50(() => call("GET", `/api/cashier/${path}`, kasir)));
  }
}

const results: Array<{ size: number; gen: number; figures: number[] }> = [];
let have = 0;
for (const size of sizes) {
  const g0 = performance.now();
  if (size > have) {
    await addHistory(have + 1, size);
    have = size;
  }
  const gen = (performance.now() - g0) / 1000;
  pastDate = String(
    (await pool.query("select r_t_tanggal::text d from rekap_transaksi where r_t_nota_code = '100' order by r_t_id limit 1")).rows[0]?.d,
  );
  const figures: number[] = [];
  for (const [name, fn] of onlyReports ? [] : LISTS) {
    figures.push(await p50(fn));
    if (explain) {
      recorded = [];
      await fn();
      for (const q of recorded.filter((r) => !/^(begin|commit)/.test(r.query))) {
        const plan = (await pool.query(`explain (analyze, format text) ${q.query}`, q.params)).rows.map((r) => r["QUERY PLAN"]);
        const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? "")?.[1] ?? 0);
        if (ms > 20) {
          console.error(`--- ${name} at ${size} bills, ${ms} ms:\n${q.query}\n${plan.join("\n")}`);
        }
      }
      recorded = undefined;
    }
  }
  deleteTimes = [];
  for (let i = 0; i <= (onlyReports ? -1 : calls); i++) {
    await deleteLine();
  }
  figures.push(median(deleteTimes.slice(1)));
  await timeReports(size);
  results.push({ size, gen, figures });
  console.error(`history ${size} bills ready (generated in ${gen.toFixed(0)} s)`);
}

const names = [...LISTS.map(([n]) => n), "delete line"];
console.log(
  `\nreports over the history (range ending yesterday): p50 of ${calls} calls, ms, before (the bills, main's queries) and after (rollups)`,
);
console.log("bills".padEnd(9), "days".padStart(5), "report".padEnd(22), "before".padStart(9), "after".padStart(9), "  load avg (1/5/15)");
for (const r of reportRows) {
  console.log(
    String(r.size).padEnd(9),
    String(r.days).padStart(5),
    r.name.padEnd(22),
    r.before.padStart(9),
    r.after.padStart(9),
    `  ${r.load}`,
  );
}
console.log("");
console.log(`lists as history grows: p50 of ${calls} calls, ms (${linesPerBill} lines per bill, ${os.cpus().length} cores)`);
console.log("paid bills".padEnd(16), ...names.map((n) => n.padStart(16)));
for (const r of results) {
  console.log(String(r.size).padEnd(16), ...r.figures.map((f) => f.toFixed(1).padStart(16)));
}

await app.close();
await database.close();
await pg.stop();
rmSync(dir, { recursive: true, force: true });
