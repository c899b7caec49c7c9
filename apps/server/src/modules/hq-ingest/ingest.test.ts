/**
 * Head office's ingest (docs/chain-sync.md "Head office's data"): pushed documents land in the hq_*
 * tables and move the daily rollups, a replayed batch or an older state changes nothing, a refund or
 * void pushed later corrects its bill's day, and two outlets pushing at once both land.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { outletIdOf } from "../payment/payment.factory.ts";
import { issueOutletKey, OUTLET_KEY_HEADER } from "../sync/hq.service.ts";
import { billDoc, refundDoc, voidDoc } from "./hq-docs.test-helpers.ts";

let hq: TestApp;
let demo: number;
let kl: number;
let keyDemo: string;
let keyKl: string;
let ayam: { id: number; category: string };

beforeAll(async () => {
  hq = await createTestApp({ sync: { role: "hq" } });
  demo = await outletIdOf(hq.db, "DEMO");
  kl = await outletIdOf(hq.db, "DEMO-KL");
  keyDemo = await issueOutletKey(hq.db, demo);
  keyKl = await issueOutletKey(hq.db, kl);
  const { rows } = await hq.db.execute<{ id: number; category: string }>(
    sql`select m.m_menu_id as id, k.m_kategori_nama as category from m_menu m join m_kategori k on k.m_kategori_id = m.m_menu_m_kategori_id
      where m.m_w_id = ${demo} and m.m_menu_nama = 'Ayam Goreng Dada'`,
  );
  ayam = rows[0] as { id: number; category: string };
});
afterAll(async () => {
  await hq?.close();
});

type Rec = { kind: string; source_id: number; seq: number; payload: Record<string, unknown> };

async function push(key: string, batchId: string, records: Rec[]) {
  const res = await hq.app.inject({
    method: "POST",
    url: "/api/sync/push",
    headers: { [OUTLET_KEY_HEADER]: key },
    payload: { batch_id: batchId, records },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { accepted: number; duplicate: boolean };
}

const day = async (outlet: number, date: string) =>
  (
    await hq.db.execute(
      sql`select bills, total::int, refund_count, refund_total::int, void_count, void_total::int from rollup_day
        where m_w_id = ${outlet} and business_date = ${date}`,
    )
  ).rows[0];
const item = async (outlet: number, date: string, menu: number) =>
  (
    await hq.db.execute(
      sql`select category_name, qty, net::int, refund_qty, refund_total::int from rollup_day_item
        where m_w_id = ${outlet} and business_date = ${date} and m_menu_id = ${menu}`,
    )
  ).rows[0];

const bill = (outlet: number, id: number, date: string, qty: number, menu = ayam.id) =>
  billDoc({ outlet, id, date, lines: [{ id: id * 10, menu, name: "Ayam Goreng Dada", qty, price: 20_000 }] });

describe("ingest: idempotent", () => {
  it("a replayed batch changes nothing, and an older state of a bill never replaces its newer one", async () => {
    const date = "2026-10-01";
    expect(await push(keyDemo, "i-1", [{ kind: "bill", source_id: 501, seq: 10, payload: bill(demo, 501, date, 2) }])).toMatchObject({
      accepted: 1,
      duplicate: false,
    });
    expect(await day(demo, date)).toEqual({ bills: 1, total: 40_000, refund_count: 0, refund_total: 0, void_count: 0, void_total: 0 });
    expect(await item(demo, date, ayam.id)).toEqual({ category_name: ayam.category, qty: 2, net: 40_000, refund_qty: 0, refund_total: 0 });

    // The same batch again (a retry after a lost answer): nothing moves.
    expect(await push(keyDemo, "i-1", [{ kind: "bill", source_id: 501, seq: 10, payload: bill(demo, 501, date, 2) }])).toMatchObject({
      accepted: 0,
      duplicate: true,
    });
    // A newer state (3 portions) replaces it: its day counts the bill once, at its new total.
    await push(keyDemo, "i-2", [{ kind: "bill", source_id: 501, seq: 12, payload: bill(demo, 501, date, 3) }]);
    // An older state under a new batch id (a restored old box) is ignored.
    await push(keyDemo, "i-old", [{ kind: "bill", source_id: 501, seq: 11, payload: bill(demo, 501, date, 1) }]);
    expect(await day(demo, date)).toMatchObject({ bills: 1, total: 60_000 });
    expect(await item(demo, date, ayam.id)).toMatchObject({ qty: 3, net: 60_000 });
    const stored = await hq.db.execute(
      sql`select b.hq_seq::int as seq, b.r_t_nominal_total_bayar as total, (select sum(r_t_detail_qty)::int from hq_bill_line l
        where l.m_w_id = b.m_w_id and l.r_t_detail_r_t_id = b.r_t_id) as qty from hq_bill b where m_w_id = ${demo} and r_t_id = 501`,
    );
    expect(stored.rows).toEqual([{ seq: 12, total: 60_000, qty: 3 }]);
  });
});

describe("ingest: late corrections of the rollups", () => {
  it("a refund pushed days later comes off its bill's day and counts on the day it was made; a void takes its bill off", async () => {
    const billDay = "2026-10-05";
    await push(keyDemo, "c-1", [
      { kind: "bill", source_id: 601, seq: 20, payload: bill(demo, 601, billDay, 4) },
      { kind: "bill", source_id: 602, seq: 21, payload: bill(demo, 602, billDay, 1) },
    ]);
    expect(await day(demo, billDay)).toMatchObject({ bills: 2, total: 100_000 });
    // Two days later: 1 of the 4 portions of bill 601 refunded (made 2026-10-07 10:00 Jakarta).
    const refund = refundDoc({ outlet: demo, id: 71, bill: 601, line: 6010, qty: 1, price: 20_000, at: "2026-10-07T03:00:00.000Z" });
    await push(keyDemo, "c-2", [{ kind: "refund", source_id: 71, seq: 30, payload: refund }]);
    expect(await item(demo, billDay, ayam.id)).toMatchObject({ qty: 5, refund_qty: 1, refund_total: 20_000 });
    expect(await day(demo, "2026-10-07")).toMatchObject({ refund_count: 1, refund_total: 20_000 });
    // The refund corrected at the outlet (2 portions): its old facts off, the new ones on.
    await push(keyDemo, "c-3", [
      {
        kind: "refund",
        source_id: 71,
        seq: 31,
        payload: { ...refund, r_r_nominal_total: 40_000, lines: [{ ...refund.lines[0], qty: 2, nominal: 40_000 }] },
      },
    ]);
    expect(await item(demo, billDay, ayam.id)).toMatchObject({ refund_qty: 2, refund_total: 40_000 });
    expect(await day(demo, "2026-10-07")).toMatchObject({ refund_count: 1, refund_total: 40_000 });

    // Bill 602's EDC payment voided: its sale leaves its day, the void counts there; the replayed void changes nothing.
    const voided = voidDoc({ outlet: demo, id: 81, bill: 602, date: billDay, total: 20_000, at: "2026-10-05T06:00:00.000Z" });
    await push(keyDemo, "c-4", [{ kind: "void", source_id: 81, seq: 40, payload: voided }]);
    await push(keyDemo, "c-4-again", [{ kind: "void", source_id: 81, seq: 40, payload: voided }]);
    expect(await day(demo, billDay)).toMatchObject({ bills: 1, total: 80_000, void_count: 1, void_total: 20_000 });
    expect(await item(demo, billDay, ayam.id)).toMatchObject({ qty: 4, net: 80_000 });
    const marked = await hq.db.execute(sql`select voided_at is not null as voided from hq_bill where m_w_id = ${demo} and r_t_id = 602`);
    expect(marked.rows).toEqual([{ voided: true }]);
  });
});

describe("ingest: pushes of two outlets at once", () => {
  it("both land, each under its outlet, with each day's rollups", async () => {
    const date = "2026-10-10";
    const batch = (outlet: number, first: number) =>
      Array.from({ length: 40 }, (_, i) => ({
        kind: "bill",
        source_id: first + i,
        seq: first + i,
        payload: bill(outlet, first + i, date, 1, 900_000),
      }));
    const [a, b] = await Promise.all([push(keyDemo, "p-demo", batch(demo, 1000)), push(keyKl, "p-kl", batch(kl, 1000))]);
    expect([a.accepted, b.accepted]).toEqual([40, 40]);
    const landed = await hq.db.execute(
      sql`select m_w_id as outlet, count(*)::int as bills from hq_bill where r_t_tanggal = ${date} group by m_w_id order by m_w_id`,
    );
    expect(landed.rows).toEqual(
      [
        { outlet: demo, bills: 40 },
        { outlet: kl, bills: 40 },
      ].sort((x, y) => x.outlet - y.outlet),
    );
    expect(await day(demo, date)).toMatchObject({ bills: 40, total: 800_000 });
    expect(await day(kl, date)).toMatchObject({ bills: 40, total: 800_000 });
    const contact = await hq.db.execute(sql`select m_w_id as outlet, last_batch_id as batch from hq_outlet_contact order by m_w_id`);
    expect(contact.rows).toContainEqual({ outlet: kl, batch: "p-kl" });
  });
});
