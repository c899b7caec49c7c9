/**
 * Benchmark of the main job through the real API on a fresh embedded PostgreSQL: open cash, then N
 * rounds of open table → add 5 units → send to production → ready + serve every dish → deliver →
 * pay cash. Prints per-call latency (p50 / p95 / max, ms), orders per second and the server's RSS.
 * Run: `npx tsx bench/main-job.ts [rounds=200]`. Figures only: nothing here asserts a time.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../apps/server/src/app.ts";
import { connect, ensureDatabase } from "../apps/server/src/db/client.ts";
import { startEmbedded } from "../apps/server/src/db/embedded.ts";
import { seedDemo } from "../apps/server/src/db/seed.ts";

const rounds = Number(process.argv[2] ?? 200);
const dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-bench-"));
chmodSync(dir, 0o755);
const pg = await startEmbedded(dir, 0, false);
await ensureDatabase(pg.url("postgres"), "bench");
const database = await connect(pg.url("bench"));
await seedDemo(database.db);
const app = await buildApp({ db: database.db });

const timings = new Map<string, number[]>();
async function call(name: string, method: "GET" | "POST", url: string, token: string, payload?: object) {
  const t0 = performance.now();
  const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const ms = performance.now() - t0;
  timings.set(name, [...(timings.get(name) ?? []), ms]);
  if (res.statusCode >= 300) {
    throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  }
  return res.json();
}
async function login(email: string): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/login", payload: { email, password: "demo12345" } });
  return res.json().data.token;
}

const kasir = await login("kasir@demo.test");
const dapur = await login("dapur@demo.test");
const pelayan = await login("pelayan@demo.test");
const modal = await call("get-modal", "GET", "/api/m-modal/get-modal", kasir);
await call("save-modal", "POST", "/api/m-modal/save-modal", kasir, {
  modal_detail: modal.data.modal_tipe.map((d: { m_modal_tipe_id: number }) => ({
    m_modal_tipe_id: d.m_modal_tipe_id,
    rekap_modal_detail_qty: 2,
  })),
});
const menus = (await call("mmenu", "GET", "/api/mmenu", kasir)).data as { m_menu_id: number }[];
const tables = ((await call("m-meja", "GET", "/api/m-meja", kasir)).data as { m_meja_id: number; m_meja_type: string }[]).filter(
  (t) => t.m_meja_type === "meja",
);

const started = performance.now();
for (let i = 0; i < rounds; i++) {
  const table = tables[i % tables.length];
  const created = await call("open table", "POST", "/api/tmp-transaction", kasir, {
    tmp_transaction_m_meja_id: table?.m_meja_id,
    tmp_transaction_note_number: String(10000 + i),
    tmp_transaction_customer_name: "Bench Boss",
    tmp_transaction_order_time: new Date().toISOString(),
  });
  const id = created.data.tmp_transaction_id as number;
  for (let k = 0; k < 5; k++) {
    await call("add-menu", "POST", "/api/m-transaction-meja/add-menu", kasir, {
      tmp_transaction_detail_m_produk_id: menus[(i + k) % menus.length]?.m_menu_id,
      tmp_transaction_detail_tmp_transaction_id: id,
    });
  }
  await call("set-production", "GET", `/api/m-transaction-meja/set-production/${id}`, kasir);
  const dishes = (await call("by-transaction", "GET", `/api/m-dish-status/by-transaction/${id}`, dapur)).data as {
    m_dish_status_id: number;
  }[];
  await call("ready-status", "GET", "/api/m-transaction-table/ready-status?type=dine_in", dapur);
  for (const d of dishes) {
    await call("set-ready", "GET", `/api/m-dish-status/set-ready/${d.m_dish_status_id}`, dapur);
  }
  for (const d of dishes) {
    await call("set-served", "GET", `/api/m-dish-status/set-served/${d.m_dish_status_id}`, pelayan);
  }
  await call("ready-by-type", "POST", "/api/m-dish-status/ready-by-type?page=1", pelayan, { type: "makan" });
  for (const type of ["makan", "minum"]) {
    await app.inject({
      method: "GET",
      url: `/api/m-dish-status/set-delivered?transaction_id=${id}&type=${type}`,
      headers: { authorization: `Bearer ${pelayan}` },
    });
  }
  const detail = await call("transaction-detail", "GET", `/api/transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`, kasir);
  const t = detail.totals;
  await call("pay", "POST", "/api/recap-transactions", kasir, {
    tmp_transaction_id: id,
    payment_method: 1,
    sub_total: t.subtotal,
    total: t.rounded,
    nominal_pajak: t.tax,
    nominal_sc: t.service_charge,
    nominal_uang: t.rounded,
    round: t.rounding,
  });
  await call("dashboard", "GET", "/api/tmp-transaction", kasir);
}
const seconds = (performance.now() - started) / 1000;
await call("history", "GET", "/api/transaksi/history", kasir);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
console.log(`main job × ${rounds} on embedded PostgreSQL, ${os.cpus().length} cores`);
console.log("call".padEnd(20), "n".padStart(6), "p50 ms".padStart(8), "p95 ms".padStart(8), "max ms".padStart(8));
for (const [name, xs] of timings) {
  console.log(
    name.padEnd(20),
    String(xs.length).padStart(6),
    pct(xs, 50).toFixed(2).padStart(8),
    pct(xs, 95).toFixed(2).padStart(8),
    Math.max(...xs)
      .toFixed(2)
      .padStart(8),
  );
}
console.log(`orders paid: ${rounds} in ${seconds.toFixed(1)} s = ${(rounds / seconds).toFixed(1)} orders/s (sequential, one till)`);
console.log(`server process RSS: ${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB`);

await app.close();
await database.close();
await pg.stop();
rmSync(dir, { recursive: true, force: true });
