/**
 * Benchmark: several devices tapping one order at once. A
 * cashier, a waiter, opp and wbd each tap add-menu on the SAME open order (one Idempotency-Key per
 * tap, as the web app sends), so every tap waits for the order row lock the others hold. Prints
 * add-menu latency (p50 / p95 / max, ms) for 1 device alone and for 4 devices together, and checks
 * that no unit was lost or added twice. In-process (app.inject) on a fresh embedded PostgreSQL.
 * Run: `npx tsx bench/one-order.ts [taps per device=50]`. Figures only: nothing here asserts a time.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../apps/server/src/app.ts";
import { connect, ensureDatabase } from "../apps/server/src/db/client.ts";
import { startEmbedded } from "../apps/server/src/db/embedded.ts";
import { seedDemo } from "../apps/server/src/db/seed.ts";
import { type Call, menusAndTables, openCash } from "./main-job-steps.ts";

const taps = Number(process.argv[2] ?? 50);
const DEVICES = ["kasir", "pelayan", "opp", "wbd"] as const;
const dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-bench-"));
chmodSync(dir, 0o755);
const pg = await startEmbedded(dir, 0, false);
await ensureDatabase(pg.url("postgres"), "bench");
const database = await connect(pg.url("bench"));
await seedDemo(database.db);
const app = await buildApp({ db: database.db });

const call: Call = async (name, method, url, token, payload) => {
  const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) {
    throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  }
  return res.json();
};
async function login(who: string): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/login", payload: { email: `${who}@demo.test`, password: "demo12345" } });
  return res.json().data.token;
}

const tokens = Object.fromEntries(await Promise.all(DEVICES.map(async (d) => [d, await login(d)] as const))) as Record<
  (typeof DEVICES)[number],
  string
>;
await openCash(call, tokens.kasir);
const { menuIds, tableIds } = await menusAndTables(call, tokens.kasir);

/** Opens a note on the `n`th dine-in table. */
async function openOrder(n: number): Promise<number> {
  const created = await call("open", "POST", "/api/tmp-transaction", tokens.kasir, {
    tmp_transaction_m_meja_id: tableIds[n],
    tmp_transaction_note_number: String(90000 + n),
    tmp_transaction_customer_name: "Bench",
    tmp_transaction_order_time: new Date().toISOString(),
  });
  return created.data.tmp_transaction_id as number;
}

/** `devices` tap add-menu `taps` times each on one order, all at once; returns each tap's ms. */
async function tapTogether(orderId: number, devices: readonly (typeof DEVICES)[number][]): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    devices.map(async (device, d) => {
      for (let i = 0; i < taps; i++) {
        const t0 = performance.now();
        const res = await app.inject({
          method: "POST",
          url: "/api/m-transaction-meja/add-menu",
          headers: { authorization: `Bearer ${tokens[device]}`, "idempotency-key": randomBytes(16).toString("hex") },
          payload: {
            tmp_transaction_detail_id: 0,
            tmp_transaction_detail_m_produk_id: menuIds[(d + i) % 5],
            tmp_transaction_detail_tmp_transaction_id: orderId,
            tmp_transaction_detail_production_status: 0,
            role_user: device,
          },
        });
        times.push(performance.now() - t0);
        if (res.statusCode !== 201) {
          throw new Error(`add-menu by ${device}: ${res.statusCode} ${res.body}`);
        }
      }
    }),
  );
  const lines = (await call("detail", "GET", `/api/transaction-detail?tmp_transaction_detail_tmp_transaction_id=${orderId}`, tokens.kasir))
    .data as { qty: number }[];
  const units = lines.reduce((s, l) => s + l.qty, 0);
  if (units !== devices.length * taps) {
    throw new Error(`units on the order: ${units}, taps: ${devices.length * taps}`);
  }
  return times;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const line = (label: string, xs: number[]) =>
  console.log(
    label.padEnd(34),
    String(xs.length).padStart(6),
    pct(xs, 50).toFixed(2).padStart(8),
    pct(xs, 95).toFixed(2).padStart(8),
    Math.max(...xs)
      .toFixed(2)
      .padStart(8),
  );

// Warm up (first statements prepared, caches filled), then one device alone, then four together.
await tapTogether(await openOrder(0), ["kasir"]);
const alone = await tapTogether(await openOrder(1), ["kasir"]);
const four = await tapTogether(await openOrder(2), DEVICES);

console.log(`one order, ${taps} add-menu taps per device, in-process on embedded PostgreSQL, ${os.cpus().length} cores`);
console.log("add-menu".padEnd(34), "n".padStart(6), "p50 ms".padStart(8), "p95 ms".padStart(8), "max ms".padStart(8));
line("1 device", alone);
line("4 devices on one order", four);
console.log(
  `add-menu p95 with 4 devices tapping one order: ${pct(four, 95).toFixed(1)} ms (1 device alone: ${pct(alone, 95).toFixed(1)} ms)`,
);
console.log(`units on the order: ${DEVICES.length * taps} of ${DEVICES.length * taps} taps (none lost, none twice)`);

await app.close();
await database.close();
await pg.stop();
rmSync(dir, { recursive: true, force: true });
