/**
 * Benchmark: chain sync throughput (docs/chain-sync.md). On one embedded PostgreSQL, a head
 * office database and an outlet database (both with the demo data); head office listens on a local
 * port (ROLE=hq), the outlet reaches it over HTTP with its key, as a stall box does. The outlet
 * takes one real bill through the API (Ayam Goreng Dada ×2 + Es Teh Manis, cash), copies it into a
 * day of bills (`copyBill`, set-based SQL), then:
 * - pull: the first Update Data download + apply of head office's master data (every row);
 * - push: every bill to head office in batches; prints bills per second and the time for all of them.
 * `BENCH_SYNC_BILLS` bills (default 10 000). Figures only: nothing asserts a time.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { connect, ensureDatabase } from "../apps/server/src/db/client.ts";
import { startEmbedded } from "../apps/server/src/db/embedded.ts";
import { seedDemo } from "../apps/server/src/db/seed.ts";
import { issueOutletKey } from "../apps/server/src/modules/sync/hq.service.ts";
import { setOutboxQueueing } from "../apps/server/src/modules/sync/outbox-switch.ts";
import { applyInbox, OutletSync } from "../apps/server/src/modules/sync/outlet.service.ts";
import { copyBill } from "../apps/server/src/modules/sync/sync.test-helpers.ts";
import { httpTransport, withRetry } from "../apps/server/src/modules/sync/transport.ts";
import { DEMO_CASH_PAY } from "../apps/server/src/test/write-load.ts";

const bills = Number(process.env.BENCH_SYNC_BILLS ?? 10_000);
const dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-bench-sync-"));
chmodSync(dir, 0o755);
const pg = await startEmbedded(dir, 0, false);
await ensureDatabase(pg.url("postgres"), "hq");
await ensureDatabase(pg.url("postgres"), "outlet");
const hqDb = await connect(pg.url("hq"));
const outletDb = await connect(pg.url("outlet"));
await seedDemo(hqDb.db);
await seedDemo(outletDb.db);
const hq = await buildApp({ db: hqDb.db, sync: { role: "hq" } });
const address = await hq.listen({ port: 0, host: "127.0.0.1" });
const { rows: demo } = await hqDb.db.execute<{ id: number }>(sql`select m_w_id as id from m_w where m_w_code = 'DEMO'`);
const key = await issueOutletKey(hqDb.db, demo[0]?.id ?? 1);
const outlet = await buildApp({ db: outletDb.db });
// A box with a head office queues its sales for the push (modules/sync/outbox-switch.ts; main.ts does it at start).
await setOutboxQueueing(outletDb.db, true);

async function call(method: "GET" | "POST", url: string, token: string, payload?: object) {
  const res = await outlet.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return res.json() as { data: Record<string, unknown> & { modal_id?: number; modal_tipe?: Array<{ m_modal_tipe_id: number }> } };
}

/** One real bill at the outlet through the API. @returns its r_t_id. */
async function oneBill(): Promise<number> {
  const login = await outlet.inject({ method: "POST", url: "/api/login", payload: { email: "kasir@demo.test", password: "demo12345" } });
  const token = login.json().data.token as string;
  const form = await call("GET", "/m-modal/get-modal", token);
  await call("POST", "/m-modal/save-modal", token, {
    rekap_modal_id: 0,
    modal_detail: [{ m_modal_tipe_id: form.data.modal_tipe?.[0]?.m_modal_tipe_id, rekap_modal_detail_qty: 5 }],
  });
  const ids = async (q: ReturnType<typeof sql>) => (await outletDb.db.execute<{ id: number }>(q)).rows.map((r) => r.id);
  const [table] = await ids(
    sql`select m_meja_id as id from m_meja join m_w on m_w_id = m_meja_m_w_id where m_w_code = 'DEMO' and m_meja_nama = 'Meja 1'`,
  );
  const [ayam, esTeh] = await ids(sql`select m_menu_id as id from m_menu join m_w using (m_w_id) where m_w_code = 'DEMO'
    and m_menu_nama in ('Ayam Goreng Dada', 'Es Teh Manis') order by m_menu_nama`);
  const order = await call("POST", "/tmp-transaction", token, {
    tmp_transaction_m_meja_id: table,
    tmp_transaction_note_number: "900001",
    tmp_transaction_customer_name: "Pak Budi",
    tmp_transaction_order_time: new Date().toISOString(),
  });
  const orderId = order.data?.tmp_transaction_id as number | undefined;
  if (!orderId) {
    throw new Error(`opening the order failed: ${JSON.stringify(order)}`);
  }
  for (const menuId of [ayam, ayam, esTeh]) {
    await call("POST", "/m-transaction-meja/add-menu", token, {
      tmp_transaction_detail_m_produk_id: menuId,
      tmp_transaction_detail_tmp_transaction_id: orderId,
    });
  }
  const paid = await call("POST", "/recap-transactions", token, { tmp_transaction_id: orderId, ...DEMO_CASH_PAY });
  return paid.data.rekap_id as number;
}

const first = await oneBill();
if (bills > 1) {
  await copyBill(outletDb.db, first, bills - 1, "BENCH");
}
const sync = new OutletSync(outletDb.db, withRetry(httpTransport(address, key)));

let t0 = performance.now();
const downloaded = await sync.download();
const applied = await applyInbox(outletDb.db, demo[0]?.id ?? 1, true);
const pullMs = performance.now() - t0;
console.log(`pull: ${downloaded} master rows downloaded, ${applied?.applied ?? 0} applied in ${pullMs.toFixed(0)} ms`);

t0 = performance.now();
const pushed = await sync.push();
const pushMs = performance.now() - t0;
const { rows: atHq } = await hqDb.db.execute<{ n: number }>(sql`select count(*)::int as n from hq_bill`);
console.log(`push: ${pushed} records (${atHq[0]?.n} bills at head office) in ${(pushMs / 1000).toFixed(2)} s`);
console.log(`bills/second: ${((atHq[0]?.n ?? 0) / (pushMs / 1000)).toFixed(0)}`);
console.log(`time to sync ${bills} bills: ${(pushMs / 1000).toFixed(2)} s`);

await hq.close();
await outlet.close();
await hqDb.close();
await outletDb.close();
await pg.stop();
rmSync(dir, { recursive: true, force: true });
