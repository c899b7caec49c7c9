/**
 * Benchmark: what menu options cost add-menu. On a fresh embedded PostgreSQL with the demo seed,
 * two items of one new category: one with no option groups, one with two (Level Pedas: 6 options,
 * required, a default; Topping: 3 options, up to 3). Each round opens a note and taps, alternating,
 * the plain item and the item with two options chosen (`options: "[level, telur]"`), each tap a new
 * line then the same line again, so both paths do the same writes. Prints add-menu p50 / p95 (ms) of
 * each and their ratio, interleaved so machine load hits both alike. In-process (app.inject).
 * Run: `npx tsx bench/options.ts [rounds=150]`. Figures only: nothing here asserts a time.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { connect, ensureDatabase } from "../apps/server/src/db/client.ts";
import { startEmbedded } from "../apps/server/src/db/embedded.ts";
import { seedDemo } from "../apps/server/src/db/seed.ts";
import { type Call, menusAndTables, openCash } from "./main-job-steps.ts";

const rounds = Number(process.argv[2] ?? 150);
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
const login = await app.inject({ method: "POST", url: "/api/login", payload: { email: "kasir@demo.test", password: "demo12345" } });
const kasir = login.json().data.token as string;
await openCash(call, kasir);
const { tableIds } = await menusAndTables(call, kasir);

/** One row's id from a statement ending in `returning <id>`. */
async function insertId(query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await database.db.execute<{ id: number }>(query);
  return Number(rows[0]?.id);
}
const outlet = await insertId(sql`select m_w_id as id from m_w where m_w_code = 'DEMO'`);
const menuType = await insertId(
  sql`select m_menu_jenis_id as id from m_menu_jenis where m_w_id = ${outlet} order by m_menu_jenis_id limit 1`,
);
const category = await insertId(
  sql`insert into m_kategori (m_w_id, m_kategori_m_menu_jenis_id, m_kategori_nama) values (${outlet}, ${menuType}, 'Bench') returning m_kategori_id as id`,
);
const item = (name: string) =>
  insertId(sql`insert into m_menu (m_w_id, m_menu_nama, m_menu_m_menu_jenis_id, m_menu_m_kategori_id, m_menu_harga)
    values (${outlet}, ${name}, ${menuType}, ${category}, 15000) returning m_menu_id as id`);
const plain = await item("Bench Polos");
const withOptions = await item("Bench Opsi");
async function group(name: string, min: number, max: number, names: string[], sortOrder: number): Promise<number[]> {
  const id = await insertId(sql`insert into m_option_group (m_w_id, m_option_group_nama, m_option_group_min, m_option_group_max)
    values (${outlet}, ${name}, ${min}, ${max}) returning m_option_group_id as id`);
  await database.db.execute(
    sql`insert into m_option_group_menu (m_option_group_id, m_menu_id, m_option_group_menu_urut) values (${id}, ${withOptions}, ${sortOrder})`,
  );
  const ids: number[] = [];
  for (const [i, option] of names.entries()) {
    ids.push(
      await insertId(sql`insert into m_option (m_w_id, m_option_group_id, m_option_nama, m_option_harga, m_option_default, m_option_urut)
        values (${outlet}, ${id}, ${option}, ${i * 1000}, ${i === 1}, ${i}) returning m_option_id as id`),
    );
  }
  return ids;
}
const level = await group("Bench Level", 1, 1, ["Level 0", "Level 1", "Level 2", "Level 3", "Level 4", "Level 5"], 1);
const topping = await group("Bench Topping", 0, 3, ["Telur", "Tempe", "Keju"], 2);
const chosen = JSON.stringify([level[3], topping[0]]);

const timings = { plain: [] as number[], options: [] as number[] };
async function tap(orderId: number, which: "plain" | "options"): Promise<void> {
  const payload =
    which === "plain"
      ? { tmp_transaction_detail_m_produk_id: plain, tmp_transaction_detail_tmp_transaction_id: orderId }
      : { tmp_transaction_detail_m_produk_id: withOptions, tmp_transaction_detail_tmp_transaction_id: orderId, options: chosen };
  const t0 = performance.now();
  await call(`add-menu ${which}`, "POST", "/api/m-transaction-meja/add-menu", kasir, payload);
  timings[which].push(performance.now() - t0);
}

for (let r = 0; r < rounds; r++) {
  const created = await call("open", "POST", "/api/tmp-transaction", kasir, {
    tmp_transaction_m_meja_id: tableIds[r % tableIds.length],
    tmp_transaction_note_number: String(80000 + r),
    tmp_transaction_customer_name: "Bench",
    tmp_transaction_order_time: new Date().toISOString(),
  });
  const orderId = created.data.tmp_transaction_id as number;
  const order: Array<"plain" | "options"> = r % 2 === 0 ? ["plain", "options"] : ["options", "plain"];
  for (let k = 0; k < 2; k++) {
    for (const which of order) {
      await tap(orderId, which);
    }
  }
  await call("delete", "POST", "/api/tmp-transaction/delete", kasir, { tmp_transaction_id: orderId }).catch(async () => {
    await database.db.execute(sql`delete from tmp_transaction_meja where tmp_transaction_id = ${orderId}`);
  });
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};
const warm = (xs: number[]) => xs.slice(Math.floor(xs.length / 10));
const p = (xs: number[]) => ({ p50: quantile(warm(xs), 0.5), p95: quantile(warm(xs), 0.95) });
const a = p(timings.plain);
const b = p(timings.options);
console.log(`add-menu, ${rounds} rounds × 2 taps each, interleaved (load ${os.loadavg()[0]?.toFixed(1)})`);
console.log(`  no options      p50 ${a.p50.toFixed(2)} ms  p95 ${a.p95.toFixed(2)} ms`);
console.log(`  two options     p50 ${b.p50.toFixed(2)} ms  p95 ${b.p95.toFixed(2)} ms`);
console.log(`  with ÷ without  p50 ${(b.p50 / a.p50).toFixed(2)}×  p95 ${(b.p95 / a.p95).toFixed(2)}×`);

await app.close();
await database.close();
await pg.stop();
rmSync(dir, { recursive: true, force: true });
