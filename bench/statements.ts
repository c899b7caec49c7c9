/**
 * Statements per request of the main job's endpoints (issue 6: each statement is a round trip and a
 * socket write). Runs one order of the rush's main job through the real API on a fresh embedded
 * PostgreSQL, counting the queries sent to PostgreSQL (begin/commit included) during each request.
 * Run: `npx tsx bench/statements.ts`. Figures only: nothing here asserts a count.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { connect, ensureDatabase } from "../apps/server/src/db/client.ts";
import { startEmbedded } from "../apps/server/src/db/embedded.ts";
import { seedDemo } from "../apps/server/src/db/seed.ts";

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-bench-stmts-"));
chmodSync(dir, 0o755);
const embedded = await startEmbedded(dir, 0, false);
await ensureDatabase(embedded.url("postgres"), "bench");
const database = await connect(embedded.url("bench"));
await seedDemo(database.db);
const app = await buildApp({ db: database.db });

const counts = new Map<string, number[]>();
async function call(name: string, method: "GET" | "POST", url: string, token: string, payload?: object) {
  const before = statements;
  const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  counts.set(name, [...(counts.get(name) ?? []), statements - before]);
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
counts.clear();

for (let i = 0; i < 2; i++) {
  const created = await call("POST tmp-transaction", "POST", "/api/tmp-transaction", kasir, {
    tmp_transaction_m_meja_id: tables[i]?.m_meja_id,
    tmp_transaction_note_number: String(10000 + i),
    tmp_transaction_customer_name: "Bench Boss",
    tmp_transaction_order_time: new Date().toISOString(),
  });
  const id = created.data.tmp_transaction_id as number;
  for (let k = 0; k < 3; k++) {
    await call("add-menu", "POST", "/api/m-transaction-meja/add-menu", kasir, {
      tmp_transaction_detail_m_produk_id: menus[(i + k) % menus.length]?.m_menu_id,
      tmp_transaction_detail_tmp_transaction_id: id,
    });
  }
  await call("set-production", "GET", `/api/m-transaction-meja/set-production/${id}`, kasir);
  const dishes = (await call("by-transaction", "GET", `/api/m-dish-status/by-transaction/${id}`, dapur)).data as {
    m_dish_status_id: number;
  }[];
  await call("available", "GET", "/api/m-dish-status/available", dapur);
  for (const d of dishes) {
    await call("set-ready", "GET", `/api/m-dish-status/set-ready/${d.m_dish_status_id}`, dapur);
  }
  for (const d of dishes) {
    await call("set-served", "GET", `/api/m-dish-status/set-served/${d.m_dish_status_id}`, pelayan);
  }
  await call("ready-by-type", "POST", "/api/m-dish-status/ready-by-type?page=1", pelayan, { type: "makan" });
  for (const type of ["makan", "minum"]) {
    await call("set-delivered", "GET", `/api/m-dish-status/set-delivered?transaction_id=${id}&type=${type}`, pelayan);
  }
  const detail = await call("transaction-detail", "GET", `/api/transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`, kasir);
  const t = detail.totals;
  await call("recap-transactions", "POST", "/api/recap-transactions", kasir, {
    tmp_transaction_id: id,
    payment_method: 1,
    sub_total: t.subtotal,
    total: t.rounded,
    nominal_pajak: t.tax,
    nominal_sc: t.service_charge,
    nominal_uang: t.rounded,
    round: t.rounding,
  });
  await call("GET tmp-transaction", "GET", "/api/tmp-transaction", kasir);
}
console.log("statements per request (session lookup, begin and commit included)");
for (const [name, xs] of counts) {
  console.log(name.padEnd(22), `${Math.min(...xs)}–${Math.max(...xs)}`.padStart(6));
}
await app.close();
await database.close();
await embedded.stop();
rmSync(dir, { recursive: true, force: true });
