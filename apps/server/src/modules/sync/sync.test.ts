/**
 * Chain sync (payment §2.10 Update Data; docs/chain-sync.md): one head office and two
 * outlet boxes, each an app on its own database; the outlets reach head office through `inject`.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, openCash, openOrder, outletIdOf, pay } from "../payment/payment.factory.ts";
import { issueOutletKey, OUTLET_KEY_HEADER } from "./hq.service.ts";
import { OutletSync } from "./outlet.service.ts";
import { copyBill, injectTransport, type TestTransport } from "./sync.test-helpers.ts";
import { withRetry } from "./transport.ts";

let hq: TestApp;
let a: TestApp;
let b: TestApp;
let toHqA: TestTransport;
let toHqB: TestTransport;
let keyA: string;
let keyB: string;
let demo: number;
let kl: number;

beforeAll(async () => {
  hq = await createTestApp({ sync: { role: "hq" } });
  demo = await outletIdOf(hq.db, "DEMO");
  kl = await outletIdOf(hq.db, "DEMO-KL");
  keyA = await issueOutletKey(hq.db, demo);
  keyB = await issueOutletKey(hq.db, kl);
  toHqA = injectTransport(hq.app, keyA);
  toHqB = injectTransport(hq.app, keyB);
  const noWait = { baseMs: 0, attempts: 4 };
  a = await createTestApp({ sync: { transport: withRetry(toHqA, noWait) } });
  b = await createTestApp({ sync: { transport: withRetry(toHqB, noWait) } });
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), hq?.close()]);
});

const menuOf = async (t: TestApp, outlet: number) =>
  (
    await t.db.execute<{ name: string; price: number; active: boolean }>(
      sql`select m_menu_nama as name, m_menu_harga as price, m_menu_active as active from m_menu where m_w_id = ${outlet} order by m_menu_nama`,
    )
  ).rows;
const hqRecords = async (outlet: number) =>
  (
    await hq.db.execute<{ id: number; total: number; at: string }>(
      sql`select r_t_id as id, r_t_nominal_total_bayar as total, received_at::text as at from hq_bill where m_w_id = ${outlet} order by r_t_id`,
    )
  ).rows;

describe("Update Data: head office's menu change reaches both outlets", () => {
  it("a new dish for both outlets and a price change at one arrive by Update Data; unpaid orders are deleted", async () => {
    // Head office edits its master data: Es Cendol at both outlets, Nasi Putih dearer at Waroeng Demo only.
    await hq.db.execute(sql`insert into m_menu (m_w_id, m_menu_nama, m_menu_m_menu_jenis_id, m_menu_m_kategori_id, m_menu_harga)
      select m_w_id, 'Es Cendol', m_menu_m_menu_jenis_id, m_menu_m_kategori_id, case when m_w_id = ${demo} then 8000 else 450 end
      from m_menu where m_menu_nama in ('Es Teh Manis', 'Teh Tarik')`);
    await hq.db.execute(sql`update m_menu set m_menu_harga = 7000 where m_menu_nama = 'Nasi Putih' and m_w_id = ${demo}`);
    await hq.db.execute(sql`update m_menu_harga set m_menu_harga_nominal = 7000
      where m_menu_id = (select m_menu_id from m_menu where m_menu_nama = 'Nasi Putih' and m_w_id = ${demo})`);
    const unpaid = await openOrder(a, { table: "Meja 2", items: [{ name: "Es Teh Manis", qty: 1 }] });

    const page = await a.call("GET", "/api/update-data", { as: "kasir" });
    expect(page.body.data).toMatchObject({ role: "outlet", configured: true, running: false, pull_version: 0 });
    const runA = await a.call("POST", "/api/update-data", { as: "kasir" });
    expect(runA.status, JSON.stringify(runA.body)).toBe(200);
    expect(runA.body.data.deleted_orders).toBe(1);
    expect(runA.body.data.applied).toBeGreaterThan(0);
    expect((await a.db.execute(sql`select 1 from tmp_transaction where tmp_transaction_id = ${unpaid.orderId}`)).rows).toHaveLength(0);
    const runB = await b.call("POST", "/api/update-data", { as: "kasir.kl" });
    expect(runB.status, JSON.stringify(runB.body)).toBe(200);

    // Waroeng Demo's cashier sees both changes on the menu screen; the KL outlet its Es Cendol in ringgit.
    const menuA = await a.call("GET", "/api/mmenu", { as: "kasir" });
    const byName = (rows: Array<{ m_menu_nama: string; m_menu_harga_nominal: number }>, n: string) =>
      rows.find((m) => m.m_menu_nama === n)?.m_menu_harga_nominal;
    expect(byName(menuA.body.data, "Es Cendol")).toBe(8000);
    expect(byName(menuA.body.data, "Nasi Putih")).toBe(7000);
    const menuB = await b.call("GET", "/api/mmenu", { as: "kasir.kl" });
    expect(byName(menuB.body.data, "Es Cendol")).toBe(4.5);
    // Outlet B's box never received Waroeng Demo's rows: its copy of them is as it was.
    expect((await menuOf(b, demo)).find((m) => m.name === "Nasi Putih")?.price).toBe(6000);
    expect((await menuOf(b, demo)).some((m) => m.name === "Es Cendol")).toBe(false);
    expect(await menuOf(a, demo)).toEqual(await menuOf(hq, demo));
    expect(await menuOf(b, kl)).toEqual(await menuOf(hq, kl));

    // A second run finds nothing new; the page shows the version reached.
    const again = await a.call("POST", "/api/update-data", { as: "kasir" });
    expect(again.body.data.applied).toBe(0);
    expect(again.body.data.status.pull_version).toBeGreaterThan(0);
    expect(again.body.data.status.last_pull_at).not.toBeNull();
  });

  it("a dish deleted and one deactivated at head office follow", async () => {
    await hq.db.execute(sql`update m_menu set m_menu_active = false where m_menu_nama = 'Es Cendol' and m_w_id = ${kl}`);
    await hq.db.execute(
      sql`delete from m_menu_harga where m_menu_id in (select m_menu_id from m_menu where m_menu_nama = 'Es Cendol' and m_w_id = ${demo})`,
    );
    await hq.db.execute(sql`delete from m_menu where m_menu_nama = 'Es Cendol' and m_w_id = ${demo}`);
    expect((await a.call("POST", "/api/update-data", { as: "kasir" })).status).toBe(200);
    expect((await b.call("POST", "/api/update-data", { as: "kasir.kl" })).status).toBe(200);
    expect((await menuOf(a, demo)).some((m) => m.name === "Es Cendol")).toBe(false);
    expect((await menuOf(b, kl)).find((m) => m.name === "Es Cendol")?.active).toBe(false);
  });
  it("a user's language chosen at the outlet stays through a pull; head office's edit of the user arrives", async () => {
    expect((await a.call("PUT", "/api/user/language", { as: "kasir", body: { language: "en" } })).status).toBe(200);
    await hq.db.execute(sql`update users set name = 'Siti Kasir Pusat' where email = 'kasir@demo.test'`);
    expect((await a.call("POST", "/api/update-data", { as: "kasir" })).status).toBe(200);
    const { rows } = await a.db.execute<{ name: string; language: string | null }>(
      sql`select name, language from users where email = 'kasir@demo.test'`,
    );
    expect(rows[0]).toEqual({ name: "Siti Kasir Pusat", language: "en" });
  });
});

describe("Update Data: menu options", () => {
  const optionRows = async (t: TestApp) =>
    (
      await t.db.execute<{ grp: string; name: string; price: number; sold: string | null; prices: string; links: string }>(
        sql`select g.m_option_group_nama as grp, o.m_option_nama as name, o.m_option_harga as price, o.m_option_habis_tanggal::text as sold,
          (select string_agg(h.m_t_t_id || ':' || h.m_option_harga_nominal, ',' order by h.m_t_t_id) from m_option_harga h where h.m_option_id = o.m_option_id) as prices,
          (select string_agg(coalesce('m' || l.m_menu_id, 'k' || l.m_kategori_id), ',' order by l.m_option_group_menu_urut) from m_option_group_menu l where l.m_option_group_id = g.m_option_group_id) as links
        from m_option o join m_option_group g using (m_option_group_id) where o.m_w_id = ${demo} order by g.m_option_group_nama, o.m_option_urut`,
      )
    ).rows;

  it("a group made in head office's back office reaches the outlet with its options, deltas and attachments; the outlet's sold-out mark stays", async () => {
    // A dish of its own, so the required group touches no other test's orders.
    const [item] = (
      await hq.db.execute<{
        id: number;
      }>(sql`insert into m_menu (m_w_id, m_menu_nama, m_menu_m_menu_jenis_id, m_menu_m_kategori_id, m_menu_harga)
        select m_w_id, 'Es Opsi Pusat', m_menu_m_menu_jenis_id, m_menu_m_kategori_id, 9000 from m_menu where m_menu_nama = 'Es Teh Manis' and m_w_id = ${demo}
        returning m_menu_id as id`)
    ).rows;
    const made = await hq.call("POST", "/api/admin/option-groups", {
      as: "owner",
      body: {
        m_option_group_nama: "Ukuran Pusat",
        m_option_group_min: 1,
        m_option_group_max: 1,
        options: JSON.stringify([
          { m_option_nama: "Kecil", m_option_harga: -2000, harga: [{ m_t_t_id: 3, m_option_harga_nominal: -1000 }] },
          { m_option_nama: "Besar", m_option_harga: 5000, m_option_default: true },
        ]),
        attachments: JSON.stringify([{ m_menu_id: item?.id }]),
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await a.call("POST", "/api/update-data", { as: "kasir" })).status).toBe(200);
    expect((await optionRows(a)).filter((r) => r.grp === "Ukuran Pusat")).toEqual([
      { grp: "Ukuran Pusat", name: "Kecil", price: -2000, sold: null, prices: "3:-1000", links: `m${item?.id}` },
      { grp: "Ukuran Pusat", name: "Besar", price: 5000, sold: null, prices: null, links: `m${item?.id}` },
    ]);
    expect(await optionRows(a)).toEqual(await optionRows(hq));

    // The outlet runs out of the big size today; head office then changes its price: both hold after the pull.
    const besar = made.body.data.options[1].m_option_id as number;
    expect((await a.call("POST", "/api/m-option/set-habis", { as: "kasir", body: { m_option_id: besar, habis: 1 } })).status).toBe(200);
    await hq.db.execute(sql`update m_option set m_option_harga = 6000 where m_option_id = ${besar}`);
    expect((await a.call("POST", "/api/update-data", { as: "kasir" })).status).toBe(200);
    const [row] = (await optionRows(a)).filter((r) => r.name === "Besar" && r.grp === "Ukuran Pusat");
    expect(row?.price).toBe(6000);
    expect(row?.sold).not.toBeNull();
  });
});

describe("Update Data: the back office's per-outlet settings", () => {
  it("an outlet's own payment method and a transaction type switched off reach that outlet only", async () => {
    const added = await hq.call("POST", "/api/admin/payment-methods", { as: "owner", body: { name: "QRIS Demo", type: "ewallet" } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const types = await hq.call("GET", "/api/admin/transaction-types", { as: "owner" });
    const platform = (types.body.data as Array<{ m_t_t_id: number }>).find((t) => t.m_t_t_id > 2)?.m_t_t_id;
    expect(platform).toBeDefined();
    const off = await hq.call("PUT", `/api/admin/transaction-types/${platform}`, { as: "owner", body: { active: 0 } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);

    expect((await a.call("POST", "/api/update-data", { as: "kasir" })).status).toBe(200);
    expect((await b.call("POST", "/api/update-data", { as: "kasir.kl" })).status).toBe(200);
    const methods = async (t: TestApp) =>
      (await t.db.execute<{ m_w_id: number | null }>(sql`select m_w_id from m_payment_method where m_payment_method_name = 'QRIS Demo'`))
        .rows;
    expect(await methods(a)).toEqual([{ m_w_id: demo }]);
    expect(await methods(b)).toEqual([]);
    const setting = async (t: TestApp) =>
      (
        await t.db.execute<{ active: boolean }>(
          sql`select m_t_t_active as active from m_transaction_type_setting where m_w_id = ${demo} and m_t_t_id = ${platform ?? 0}`,
        )
      ).rows;
    expect(await setting(a)).toEqual([{ active: false }]);
    expect(await setting(b)).toEqual([]);
    // Waroeng Demo's back office lists the method head office gave it.
    const listed = await a.call("GET", "/api/admin/payment-methods", { as: "owner" });
    expect(JSON.stringify(listed.body.data)).toContain("QRIS Demo");
  });
});

describe("push: the outlets' bills reach head office", () => {
  it("a bill paid at each outlet is at head office under its outlet after the next sync", async () => {
    await openCash(a, "kasir");
    const o = await openOrder(a, {
      table: "Meja 3",
      items: [
        { name: "Ayam Goreng Dada", qty: 2 },
        { name: "Es Teh Manis", qty: 1 },
      ],
    });
    const billA = await pay(a, "kasir", cashBody(o.orderId));
    await openCash(b, "kasir.kl");
    const k = await openOrder(b, { as: "kasir.kl", outlet: "DEMO-KL", table: "Meja 4", items: [{ name: "Roti Canai", qty: 3 }] });
    const billB = await pay(b, "kasir.kl", {
      tmp_transaction_id: k.orderId,
      payment_method: 1,
      sub_total: "6.00",
      nominal_pajak: "0.36",
      nominal_sc: "0.60",
      total: "6.95",
      round: "-0.01",
      nominal_uang: "10",
    });
    expect((await a.call("GET", "/api/update-data", { as: "kasir" })).body.data.push_pending).toBeGreaterThan(0);

    expect((await a.app.sync.outlet?.scheduled())?.pushed).toBeGreaterThan(0);
    await b.app.sync.outlet?.scheduled();
    expect((await hqRecords(demo)).find((r) => r.id === billA)?.total).toBe(47_200);
    expect((await hqRecords(kl)).find((r) => r.id === billB)?.total).toBe(695);
    // Its lines and tenders travel with it.
    const { rows } = await hq.db.execute<{
      lines: number;
      tenders: number;
    }>(sql`select (select count(*)::int from hq_bill_line where m_w_id = ${demo} and r_t_detail_r_t_id = ${billA}) as lines,
      (select count(*)::int from hq_tender where m_w_id = ${demo} and r_t_id = ${billA}) as tenders`);
    expect(rows[0]).toEqual({ lines: 2, tenders: 1 });
    expect((await a.call("GET", "/api/update-data", { as: "kasir" })).body.data.push_pending).toBe(0);
    // What head office acknowledged leaves the outlet's outbox (it does not grow with every bill ever paid).
    const outbox = await a.db.execute<{ n: number }>(sql`select count(*)::int as n from sync_outbox`);
    expect(outbox.rows[0]?.n).toBe(0);
  });

  it("a replayed push batch changes nothing at head office", async () => {
    const last = toHqA.sent.filter((s) => s.path === "/sync/push").at(-1);
    expect(last).toBeDefined();
    const before = await hqRecords(demo);
    const batches = await hq.db.execute(sql`select count(*)::int as n from sync_hq_batch`);
    const replay = await hq.app.inject({
      method: "POST",
      url: "/api/sync/push",
      headers: { [OUTLET_KEY_HEADER]: keyA },
      payload: last?.body as object,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toMatchObject({ duplicate: true, accepted: 0 });
    expect(await hqRecords(demo)).toEqual(before);
    expect((await hq.db.execute(sql`select count(*)::int as n from sync_hq_batch`)).rows).toEqual(batches.rows);
  });
});

describe("an outlet offline for a day", () => {
  it("keeps selling while head office is unreachable, then catches up over a flaky line", async () => {
    const atHq = (await hqRecords(demo)).length;
    toHqA.mode = "offline";
    await expect(a.app.sync.outlet?.scheduled()).rejects.toThrow();
    // Selling goes on: a bill is paid while head office is away, and a day of bills (copies) is taken.
    const o = await openOrder(a, {
      table: "Meja 5",
      items: [
        { name: "Ayam Goreng Dada", qty: 2 },
        { name: "Es Teh Manis", qty: 1 },
      ],
    });
    const bill = await pay(a, "kasir", cashBody(o.orderId));
    const day = await copyBill(a.db, bill, 1_200, "OFF");
    const page = await a.call("GET", "/api/update-data", { as: "kasir" });
    expect(page.body.data.last_error).not.toBeNull();
    expect(page.body.data.push_pending).toBe(1_201);

    toHqA.mode = "flaky";
    const round = await a.app.sync.outlet?.scheduled();
    expect(round?.pushed).toBe(1_201);
    const after = await hqRecords(demo);
    expect(after).toHaveLength(atHq + 1_201);
    const ids = new Set(after.map((r) => r.id));
    expect([bill, ...day].every((id) => ids.has(id))).toBe(true);
    expect(after.every((r) => r.total === 47_200)).toBe(true);
    const done = await a.call("GET", "/api/update-data", { as: "kasir" });
    expect(done.body.data).toMatchObject({ push_pending: 0, last_error: null });
    toHqA.mode = "online";
  });
});

describe("outlet keys", () => {
  it("an outlet's key cannot write another outlet's rows, nor read them", async () => {
    const [bill] = (
      await hq.db.execute<{ p: Record<string, unknown> }>(
        sql`select to_jsonb(b) || jsonb_build_object('r_t_m_w_id', b.m_w_id) as p from hq_bill b where m_w_id = ${demo} limit 1`,
      )
    ).rows;
    const forged: Record<string, unknown> = { ...bill?.p, r_t_nominal_total_bayar: 1 };
    const before = await hqRecords(demo);
    const res = await hq.app.inject({
      method: "POST",
      url: "/api/sync/push",
      headers: { [OUTLET_KEY_HEADER]: keyB },
      payload: { batch_id: "forged-1", records: [{ kind: "bill", source_id: forged.r_t_id, seq: 999_999, payload: forged }] },
    });
    expect(res.statusCode).toBe(403);
    expect(await hqRecords(demo)).toEqual(before);
    expect((await hq.db.execute(sql`select 1 from sync_hq_batch where sync_batch_id = 'forged-1'`)).rows).toHaveLength(0);

    // Reading: KL's key gets KL's rows and the chain-wide ones only.
    const changes = await hq.app.inject({
      method: "GET",
      url: "/api/sync/changes?since=0&limit=500",
      headers: { [OUTLET_KEY_HEADER]: keyB },
    });
    const rows = changes.json().data.changes as Array<{ table: string; row: Record<string, unknown> | null }>;
    expect(rows.length).toBeGreaterThan(0);
    const outletOf = (r: Record<string, unknown>) => r.m_w_id ?? r.m_meja_m_w_id;
    expect(rows.filter((c) => c.row && outletOf(c.row) !== undefined && outletOf(c.row) !== kl)).toEqual([]);

    // No key, a wrong key, or the key in the URL: 401.
    for (const req of [
      { url: "/api/sync/changes" },
      { url: "/api/sync/changes", headers: { [OUTLET_KEY_HEADER]: "wsk_nope" } },
      { url: `/api/sync/changes?key=${keyA}` },
    ]) {
      expect((await hq.app.inject({ method: "GET", ...req })).statusCode).toBe(401);
    }
    // An outlet box does not serve /sync at all.
    expect((await a.app.inject({ method: "GET", url: "/api/sync/changes", headers: { [OUTLET_KEY_HEADER]: keyA } })).statusCode).toBe(404);
  });
});

describe("a pull broken half-way", () => {
  it("resumes at the page it reached; nothing is applied until the whole pull is there", async () => {
    const c = await createTestApp();
    try {
      const line = injectTransport(hq.app, keyA);
      const sync = new OutletSync(c.db, line, 50);
      // Head office renames a dish: a fresh box must end with head office's menu, whatever breaks.
      await hq.db.execute(sql`update m_menu set m_menu_nama = 'Nasi Putih Pulen' where m_menu_nama = 'Nasi Putih' and m_w_id = ${demo}`);
      const realRequest = line.request;
      let pages = 0;
      line.request = async (method, path, body) => {
        if (path.startsWith("/sync/changes") && ++pages > 3) {
          line.mode = "offline";
        }
        return realRequest(method, path, body);
      };
      await expect(sync.updateData()).rejects.toThrow();
      const state = (
        await c.db.execute<{ staged: number; pulled: number; inbox: number }>(sql`select sync_staged_version as staged,
        sync_pull_version as pulled, (select count(*)::int from sync_inbox) as inbox from sync_state`)
      ).rows[0];
      expect(state?.pulled).toBe(0);
      expect(state?.staged).toBeGreaterThan(0);
      expect(state?.inbox).toBe(150);
      expect((await menuOf(c, demo)).some((m) => m.name === "Nasi Putih Pulen")).toBe(false);

      line.mode = "online";
      const asked: string[] = [];
      line.request = async (method, path, body) => {
        asked.push(path);
        return realRequest(method, path, body);
      };
      await sync.updateData();
      // The resumed pull asked from the version it had reached, not from 0.
      expect(asked.find((p) => p.startsWith("/sync/changes"))).toBe(`/sync/changes?since=${state?.staged}&limit=50`);
      expect(await menuOf(c, demo)).toEqual(await menuOf(hq, demo));
    } finally {
      await c.close();
    }
  });

  it("a dish head office deletes stays at an outlet whose old bills name it", async () => {
    // Waroeng Demo's box has bills of Ayam Goreng Dada; head office drops the dish (and its prices).
    await hq.db.execute(
      sql`delete from m_menu_harga where m_menu_id in (select m_menu_id from m_menu where m_menu_nama = 'Ayam Goreng Dada' and m_w_id = ${demo})`,
    );
    await hq.db.execute(
      sql`delete from m_stock where m_menu_id in (select m_menu_id from m_menu where m_menu_nama = 'Ayam Goreng Dada' and m_w_id = ${demo})`,
    );
    await hq.db.execute(sql`delete from m_menu where m_menu_nama = 'Ayam Goreng Dada' and m_w_id = ${demo}`);
    const run = await a.call("POST", "/api/update-data", { as: "kasir" });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect((await menuOf(a, demo)).some((m) => m.name === "Ayam Goreng Dada")).toBe(true);
    expect((await menuOf(a, demo)).some((m) => m.name === "Nasi Putih Pulen")).toBe(true);
  });
});

describe("the outlet key in logs", () => {
  it("never appears in head office's log lines, sent right or put in a URL by mistake", async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ sync: { role: "hq" }, logger: { stream: { write: (l: string) => lines.push(l) } } });
    try {
      const key = await issueOutletKey(logged.db, demo);
      const ok = await logged.app.inject({ method: "GET", url: "/api/sync/whoami", headers: { [OUTLET_KEY_HEADER]: key } });
      expect(ok.json().data).toEqual({ m_w_id: demo, m_w_code: "DEMO" });
      await logged.app.inject({ method: "GET", url: `/api/sync/whoami?key=${key}` });
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.filter((l) => l.includes(key.slice(4)))).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});
