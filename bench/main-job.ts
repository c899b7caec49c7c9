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
import { duplicatePays } from "./duplicate-pays.ts";
import { mainJobOrder, menusAndTables, openCash } from "./main-job-steps.ts";

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

const tokens = { kasir: await login("kasir@demo.test"), dapur: await login("dapur@demo.test"), pelayan: await login("pelayan@demo.test") };
const kasir = tokens.kasir;
await openCash(call, kasir);
const { menuIds, tableIds } = await menusAndTables(call, kasir);

const started = performance.now();
for (let i = 0; i < rounds; i++) {
  const tableId = tableIds[i % tableIds.length] as number;
  await mainJobOrder(call, tokens, { tableId, noteNumber: String(10000 + i), menuIds, items: 5, offset: i });
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
for (const keyed of [true, false]) {
  const d = await duplicatePays(app, kasir, tableIds[rounds % tableIds.length] as number, menuIds[0] as number, keyed);
  const label = keyed ? "with one Idempotency-Key" : "without a key";
  console.log(
    `20 parallel duplicate pays ${label}: ${d.payments} payment(s); replies ${d.statuses.map(([s, n]) => `${n}×${s}`).join(", ")}`,
  );
}
console.log(`server process RSS: ${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB`);

await app.close();
await database.close();
await pg.stop();
rmSync(dir, { recursive: true, force: true });
