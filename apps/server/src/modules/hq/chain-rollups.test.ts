/**
 * Head office's chain-wide day rollups (lib/chain-rollups.ts): two rupiah outlets with their own menu
 * rows of the same items push bills over several days. The owner's report by item and category over
 * the whole chain is exact before the compactor ran (marked days read from the outlets' rows), after
 * it (chain rows), after the outlets' items are linked to chain items (one row per chain item), and
 * after late corrections (a refund, a bill's newer state, a void) pushed once the days were built;
 * after each compaction the chain rows equal the outlets' daily rows summed per day, currency and key.
 */
import type { HqReportBy } from "@waroeng/domain/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAIN_ITEM_JOIN, CHAIN_ITEM_KEY, compactChainRollups } from "../../lib/chain-rollups.ts";
import { createHqTestApp, type HqTestApp } from "../hq-auth/hq.test-helpers.ts";
import { billDoc, refundDoc, voidDoc } from "../hq-ingest/hq-docs.test-helpers.ts";
import { ingestBatch } from "../hq-ingest/ingest.ts";
import { outletIdOf } from "../payment/payment.factory.ts";
import { issueOutletKey, OUTLET_KEY_HEADER } from "../sync/hq.service.ts";
import { hqReport } from "./reports.service.ts";

let hq: HqTestApp;
let outlets: number[] = [];
let chain: number[] = [];
/** Each rupiah outlet's own menu rows of the same three items, by outlet. */
const menus = new Map<number, Array<{ menu: number; name: string; price: number }>>();
const START = "2026-10-26";
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const RANGE = { from: START, to: addDays(START, 9), currency: undefined };

type Doc = { kind: string; source_id: number; seq: number; payload: Record<string, unknown> };
async function push(outlet: number, batch: string, records: Doc[]) {
  const res = await hq.app.inject({
    method: "POST",
    url: "/api/sync/push",
    headers: { [OUTLET_KEY_HEADER]: await issueOutletKey(hq.db, outlet) },
    payload: { batch_id: batch, records },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const bill = (outlet: number, id: number, date: string, seq = id, qty = 1 + (id % 3)): Doc => {
  const menu = menus.get(outlet) ?? [];
  return {
    kind: "bill",
    source_id: id,
    seq,
    payload: billDoc({
      outlet,
      id,
      date,
      lines: [0, 1].map((k) => {
        const m = menu[(id + k) % menu.length] ?? { menu: 1, name: "Menu", price: 1_000 };
        return { id: id * 10 + k, ...m, qty: qty + k };
      }),
    }),
  };
};

/** Runs the compactor until no marked day is left. */
async function compactAll() {
  while ((await compactChainRollups(hq.db)) > 0) {
    // next round
  }
}

const marked = async () => (await hq.db.execute<{ n: number }>(sql`select count(*)::int as n from hq_rollup_dirty`)).rows[0]?.n;

/** The chain rows, and the outlets' daily item rows summed the same way (day, currency, key): equal after a compaction. */
async function chainAndOutletSums() {
  const text = async (q: ReturnType<typeof sql>) => (await hq.db.execute<{ r: string }>(q)).rows.map((r) => r.r);
  return {
    items: await text(
      sql`select concat_ws('|', business_date, currency, item_key, menu_name, qty, net) as r from rollup_chain_item order by 1`,
    ),
    itemsFromOutlets: await text(sql`select concat_ws('|', r.business_date, trim(w.m_w_currency), ${CHAIN_ITEM_KEY}, min(r.menu_name),
        sum(r.qty), sum(r.net)) as r from rollup_day_item r join m_w w on w.m_w_id = r.m_w_id ${CHAIN_ITEM_JOIN}
        group by r.business_date, trim(w.m_w_currency), ${CHAIN_ITEM_KEY} order by 1`),
    categories: await text(
      sql`select concat_ws('|', business_date, currency, category_name, qty, net) as r from rollup_chain_category order by 1`,
    ),
    categoriesFromOutlets:
      await text(sql`select concat_ws('|', r.business_date, trim(w.m_w_currency), r.category_name, sum(r.qty), sum(r.net)) as r
        from rollup_day_item r join m_w w on w.m_w_id = r.m_w_id group by r.business_date, trim(w.m_w_currency), r.category_name order by 1`),
  };
}

async function expectChainRowsEqualOutlets() {
  const s = await chainAndOutletSums();
  expect(s.items.length).toBeGreaterThan(0);
  expect(s.items).toEqual(s.itemsFromOutlets);
  expect(s.categories).toEqual(s.categoriesFromOutlets);
}

/** The owner's report by `by` over every outlet: from the chain rows (default) and from the outlets' rows only. */
async function bothWays(by: HqReportBy) {
  return {
    chain: await hqReport(hq.db, outlets, { ...RANGE, by }),
    outlets: await hqReport(hq.db, outlets, { ...RANGE, by }, "periods"),
  };
}

async function expectReportsExact() {
  for (const by of ["item", "category"] as const) {
    const r = await bothWays(by);
    expect(r.chain.rows.length, by).toBeGreaterThan(0);
    expect(r.chain, by).toEqual(r.outlets);
  }
}

beforeAll(async () => {
  hq = await createHqTestApp();
  const demo = await outletIdOf(hq.db, "DEMO");
  // A second rupiah outlet: a copy of the demo outlet with its own rows of three of its items.
  await hq.db.execute(sql`insert into m_w select (jsonb_populate_record(null::m_w, to_jsonb(w) || jsonb_build_object(
      'm_w_id', nextval(pg_get_serial_sequence('m_w', 'm_w_id')), 'm_w_code', 'CHAIN-2', 'm_w_nama', 'Outlet Dua'))).*
    from m_w w where w.m_w_code = 'DEMO'`);
  const second = await outletIdOf(hq.db, "CHAIN-2");
  const { rows: items } = await hq.db.execute<{ menu: number; name: string; price: number }>(
    sql`select m_menu_id as menu, m_menu_nama as name, m_menu_harga as price from m_menu
      where m_w_id = ${demo} and m_menu_archived_at is null order by m_menu_id limit 3`,
  );
  menus.set(demo, items);
  await hq.db.execute(sql`insert into m_menu select (jsonb_populate_record(null::m_menu, to_jsonb(m) || jsonb_build_object(
      'm_menu_id', nextval(pg_get_serial_sequence('m_menu', 'm_menu_id')), 'm_w_id', ${second}::int))).*
    from m_menu m where m.m_menu_id = any(${`{${items.map((i) => i.menu).join(",")}}`}::int[])`);
  const { rows: copies } = await hq.db.execute<{ menu: number; name: string; price: number }>(
    sql`select m_menu_id as menu, m_menu_nama as name, m_menu_harga as price from m_menu where m_w_id = ${second} order by m_menu_id`,
  );
  menus.set(second, copies);
  chain = [demo, second];
  outlets = [...chain, await outletIdOf(hq.db, "DEMO-KL")];
  for (const [o, outlet] of chain.entries()) {
    const bills = Array.from({ length: 20 }, (_, i) => bill(outlet, 100 * (o + 1) + i, addDays(START, i % 10)));
    await push(outlet, `b${o}`, bills);
  }
});
afterAll(async () => {
  await hq?.close();
});

describe("head office's chain-wide day rollups", () => {
  it("a report over the whole chain is exact while every day is still marked (no chain row built yet)", async () => {
    expect(await marked()).toBe(20);
    expect((await chainAndOutletSums()).items).toEqual([]);
    await expectReportsExact();
  });

  it("the compactor builds chain rows equal to the outlets' sums and clears the marks; reports stay exact", async () => {
    await compactAll();
    expect(await marked()).toBe(0);
    await expectChainRowsEqualOutlets();
    await expectReportsExact();
    // The outlets' items are not linked yet: each outlet's menu row is its own item.
    const { chain: byItem } = await bothWays("item");
    expect(byItem.rows).toHaveLength(6);
  });

  it("linking the outlets' items to chain items marks their days; the report then shows one row per chain item", async () => {
    expect((await hq.hqCall("POST", "/api/hq/menu/link", { as: "owner" })).status).toBe(200);
    expect(await marked()).toBe(20);
    await expectReportsExact();
    const { chain: byItem } = await bothWays("item");
    expect(byItem.rows.map((r) => r.key.startsWith("c"))).toEqual([true, true, true]);
    const units = (await hq.db.execute<{ n: number }>(sql`select sum(qty)::int as n from rollup_day_item`)).rows[0]?.n;
    expect(byItem.totals.count).toBe(units);
    await compactAll();
    expect(await marked()).toBe(0);
    await expectChainRowsEqualOutlets();
    await expectReportsExact();
  });

  it("late corrections (a refund, a bill's newer state, a void) mark only their days and keep every report exact", async () => {
    const [demo, second] = chain as [number, number];
    const sold = await hqReport(hq.db, outlets, { ...RANGE, by: "item" });
    const first = menus.get(demo)?.[100 % 3];
    await push(demo, "late-refund", [
      {
        kind: "refund",
        source_id: 1,
        seq: 1000,
        payload: refundDoc({
          outlet: demo,
          id: 1,
          bill: 100,
          line: 1000,
          qty: 1,
          price: first?.price ?? 0,
          at: `${addDays(START, 8)}T04:00:00.000Z`,
        }),
      },
    ]);
    // Bill 101's newer state, same day (START + 1): 6 and 7 units.
    await push(demo, "late-bill", [bill(demo, 101, addDays(START, 1), 1001, 6)]);
    await push(second, "late-void", [
      {
        kind: "void",
        source_id: 1,
        seq: 1002,
        payload: voidDoc({ outlet: second, id: 1, bill: 203, date: addDays(START, 3), total: 1, at: `${addDays(START, 3)}T09:00:00.000Z` }),
      },
    ]);
    const { rows: days } = await hq.db.execute<{ m_w_id: number; d: string }>(
      sql`select m_w_id, business_date::text as d from hq_rollup_dirty order by 1, 2`,
    );
    expect(days).toEqual([
      { m_w_id: demo, d: START },
      { m_w_id: demo, d: addDays(START, 1) },
      { m_w_id: demo, d: addDays(START, 8) },
      { m_w_id: second, d: addDays(START, 3) },
    ]);
    await expectReportsExact();
    const corrected = await hqReport(hq.db, outlets, { ...RANGE, by: "item" });
    // Bill 101's lines now 6 and 7 units (were 3 and 4), bill 203's 3 and 4 units gone; a refund leaves the units sold.
    expect(corrected.totals.count).toBe(sold.totals.count + (6 + 7 - 3 - 4) - (3 + 4));
    await compactAll();
    expect(await marked()).toBe(0);
    await expectChainRowsEqualOutlets();
    await expectReportsExact();
  });

  it("a push committed while the compactor runs keeps its day marked (the compactor clears only the marks it read)", async () => {
    const [demo] = chain as [number];
    const day = addDays(START, 5);
    await push(demo, "before-compaction", [bill(demo, 105, day, 2000, 2)]);
    let commit: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    // A push of the same day, its transaction held open until the compactor waits on its mark.
    const pushing = hq.db.transaction(async (tx) => {
      await ingestBatch(tx, demo, "during-compaction", [bill(demo, 105, day, 2001, 4)] as Parameters<typeof ingestBatch>[3]);
      await held;
    });
    const compacting = compactChainRollups(hq.db);
    let waited = false;
    for (let i = 0; i < 400 && !waited; i++) {
      const { rows } = await hq.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%hq_rollup_dirty%for update%'`,
      );
      waited = (rows[0]?.n ?? 0) > 0;
      await new Promise((r) => setTimeout(r, 25));
    }
    commit();
    expect(waited).toBe(true);
    await pushing;
    expect(await compacting).toBeGreaterThan(0);
    const { rows } = await hq.db.execute<{ d: string }>(sql`select business_date::text as d from hq_rollup_dirty where m_w_id = ${demo}`);
    expect(rows).toEqual([{ d: day }]);
    await expectReportsExact();
    await compactAll();
    await expectChainRowsEqualOutlets();
    await expectReportsExact();
  });

  it("an area's report (some outlets of the currency) reads the outlets' rows and equals its sums", async () => {
    const [demo] = chain as [number];
    const area = await hqReport(hq.db, [demo], { ...RANGE, by: "item" });
    const units = (await hq.db.execute<{ n: number }>(sql`select sum(qty)::int as n from rollup_day_item where m_w_id = ${demo}`)).rows[0]
      ?.n;
    expect(area.totals.count).toBe(units);
    expect(area).toEqual(await hqReport(hq.db, [demo], { ...RANGE, by: "item" }, "days"));
  });
});
