/**
 * Head office's Hari Ini and Laporan over pushed bills: figures per outlet, the area manager only
 * sees (and may only ask for) their outlets, reports add up to the rollups, the previous period sits
 * beside, and the Excel and CSV exports open.
 */
import { jakartaParts } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHqTestApp, type HqTestApp } from "../hq-auth/hq.test-helpers.ts";
import { billDoc, refundDoc } from "../hq-ingest/hq-docs.test-helpers.ts";
import { outletIdOf } from "../payment/payment.factory.ts";
import { issueOutletKey, OUTLET_KEY_HEADER } from "../sync/hq.service.ts";

let hq: HqTestApp;
let demo: number;
let kl: number;
const today = jakartaParts(new Date()).date;
const dayBefore = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const yesterday = dayBefore(today, 1);

async function push(
  outlet: number,
  batch: string,
  records: Array<{ kind: string; source_id: number; seq: number; payload: Record<string, unknown> }>,
) {
  const key = await issueOutletKey(hq.db, outlet).catch(() => null);
  const res = await hq.app.inject({
    method: "POST",
    url: "/api/sync/push",
    headers: { [OUTLET_KEY_HEADER]: key ?? "" },
    payload: { batch_id: batch, records },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  hq = await createHqTestApp();
  demo = await outletIdOf(hq.db, "DEMO");
  kl = await outletIdOf(hq.db, "DEMO-KL");
  const bill = (outlet: number, id: number, date: string, qty: number, price: number, method = 1, type = 1) => ({
    kind: "bill",
    source_id: id,
    seq: id,
    payload: billDoc({
      outlet,
      id,
      date,
      method,
      type,
      lines: [{ id: id * 10, menu: 900 + (id % 2), name: id % 2 ? "Es Teh" : "Nasi Ayam", qty, price }],
    }),
  });
  await push(demo, "d1", [bill(demo, 1, today, 2, 10_000), bill(demo, 2, today, 1, 25_000, 2, 2), bill(demo, 3, yesterday, 3, 10_000)]);
  await push(demo, "d2", [
    {
      kind: "refund",
      source_id: 1,
      seq: 10,
      payload: refundDoc({ outlet: demo, id: 1, bill: 1, line: 10, qty: 1, price: 10_000, at: new Date().toISOString() }),
    },
  ]);
  await push(kl, "k1", [bill(kl, 5, today, 4, 500)]);
});
afterAll(async () => {
  await hq?.close();
});

describe("Hari Ini", () => {
  it("shows each outlet's sales, bills, average, refunds and last contact", async () => {
    const res = await hq.hqCall("GET", "/api/hq/today", { as: "owner" });
    expect(res.status).toBe(200);
    expect(res.body.data.business_date).toBe(today);
    const d = res.body.data.outlets.find((o: { m_w_id: number }) => o.m_w_id === demo);
    const { rows } = await hq.db.execute<{ sales: string; bills: number }>(
      sql`select sales, bills from rollup_day where m_w_id = ${demo} and business_date = ${today}::date`,
    );
    expect(d.bills).toBe(2);
    expect(d.sales).toBe(Number(rows[0]?.sales));
    expect(d.sales).toBe(45_000);
    expect(d.average_bill).toBe(22_500);
    expect(d.refund_count).toBe(1);
    expect(d.refund_total).toBe(10_000);
    expect(d.stale).toBe(false);
    expect(d.last_push_at).not.toBeNull();
    const k = res.body.data.outlets.find((o: { m_w_id: number }) => o.m_w_id === kl);
    expect(k).toMatchObject({ bills: 1, sales: 2000, currency: "RM" });
  });

  it("an outlet silent for longer than twice the sync interval shows stale", async () => {
    await hq.db.execute(sql`update hq_outlet_contact set last_push_at = now() - interval '2 hours' where m_w_id = ${kl}`);
    const res = await hq.hqCall("GET", "/api/hq/today", { as: "owner" });
    const k = res.body.data.outlets.find((o: { m_w_id: number }) => o.m_w_id === kl);
    expect(k.stale).toBe(true);
    await hq.db.execute(sql`update hq_outlet_contact set last_push_at = now() where m_w_id = ${kl}`);
  });

  it("the area manager sees only their outlet and is refused another's", async () => {
    const mine = await hq.hqCall("GET", "/api/hq/today", { as: "area" });
    expect(mine.body.data.outlets.map((o: { m_w_id: number }) => o.m_w_id)).toEqual([demo]);
    expect((await hq.hqCall("GET", `/api/hq/today?outlets=${kl}`, { as: "area" })).status).toBe(403);
    expect((await hq.hqCall("GET", `/api/hq/reports?from=${today}&to=${today}&outlets=${demo},${kl}`, { as: "area" })).status).toBe(403);
    const theirs = await hq.hqCall("GET", `/api/hq/reports?from=${yesterday}&to=${today}&by=outlet`, { as: "area" });
    expect(theirs.body.data.rows.map((r: { key: string }) => Number(r.key))).toEqual([demo]);
  });

  it("nobody without a head-office session reads it", async () => {
    expect((await hq.hqCall("GET", "/api/hq/today")).status).toBe(401);
  });
});

describe("Laporan", () => {
  it("by day adds up to rollup_day, with the previous period beside", async () => {
    const res = await hq.hqCall("GET", `/api/hq/reports?from=${today}&to=${today}&by=day&outlets=${demo}`, { as: "akuntan" });
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.previous_from).toBe(yesterday);
    expect(r.rows).toEqual([{ key: today, label: today, count: 2, total: 45_000, previous_count: 1, previous_total: 30_000 }]);
    expect(r.totals).toEqual({ count: 2, total: 45_000, previous_count: 1, previous_total: 30_000 });
  });

  it("every grouping's total equals its rollup table's sum, one currency at a time", async () => {
    for (const [currency, ids] of [
      ["", `{${demo}}`],
      ["RM", `{${kl}}`],
    ] as const) {
      await sumsMatch(currency, ids);
    }
    const types = await hq.hqCall("GET", `/api/hq/reports?from=${today}&to=${today}&by=type&outlets=${demo}`, { as: "owner" });
    expect(types.body.data.rows.map((r: { key: string; count: number }) => [r.key, r.count]).sort()).toEqual([
      ["1", 1],
      ["2", 1],
    ]);
  });

  /** Every grouping of the owner's report in `currency` (blank: the default) sums what the rollups of the outlets `ids` hold. */
  async function sumsMatch(currency: string, ids: string) {
    const sumOf = async (q: ReturnType<typeof sql>) => Number((await hq.db.execute<{ s: string }>(q)).rows[0]?.s ?? 0);
    const expected: Record<string, number> = {
      day: await sumOf(
        sql`select coalesce(sum(sales),0) s from rollup_day where m_w_id = any(${ids}::int[]) and business_date between ${yesterday}::date and ${today}::date`,
      ),
      item: await sumOf(
        sql`select coalesce(sum(net),0) s from rollup_day_item where m_w_id = any(${ids}::int[]) and business_date between ${yesterday}::date and ${today}::date`,
      ),
      method: await sumOf(
        sql`select coalesce(sum(total),0) s from rollup_day_method where m_w_id = any(${ids}::int[]) and business_date between ${yesterday}::date and ${today}::date`,
      ),
      type: await sumOf(
        sql`select coalesce(sum(total),0) s from rollup_day_type where m_w_id = any(${ids}::int[]) and business_date between ${yesterday}::date and ${today}::date`,
      ),
      hour: await sumOf(
        sql`select coalesce(sum(total),0) s from rollup_day_hour where m_w_id = any(${ids}::int[]) and business_date between ${yesterday}::date and ${today}::date`,
      ),
    };
    expect(expected.day).toBeGreaterThan(0);
    for (const by of ["day", "week", "month", "outlet", "item", "category", "method", "type", "hour"]) {
      const res = await hq.hqCall(
        "GET",
        `/api/hq/reports?from=${yesterday}&to=${today}&by=${by}${currency ? `&currency=${currency}` : ""}`,
        {
          as: "owner",
        },
      );
      expect(res.status, by).toBe(200);
      // Rupiah and ringgit are never summed: the report names its one currency and offers the other.
      expect(res.body.data.currency).toBe(currency || "Rp");
      expect(res.body.data.currencies).toEqual(["RM", "Rp"]);
      const want = expected[by] ?? expected[["week", "month", "outlet"].includes(by) ? "day" : "item"];
      expect(res.body.data.totals.total, by).toBe(want);
      expect(
        res.body.data.rows.reduce((s: number, r: { total: number }) => s + r.total, 0),
        by,
      ).toBe(want);
    }
  }

  it("refuses a period backwards or too long", async () => {
    expect((await hq.hqCall("GET", `/api/hq/reports?from=${today}&to=${yesterday}`, { as: "owner" })).status).toBe(422);
    expect((await hq.hqCall("GET", "/api/hq/reports?from=2020-01-01&to=2026-01-01", { as: "owner" })).status).toBe(422);
  });

  it("exports Excel and CSV that open and carry the figures", async () => {
    const token = await hq.hqLogin("owner");
    const xlsx = await hq.app.inject({
      method: "GET",
      url: `/api/hq/reports/export?from=${today}&to=${today}&by=day&outlets=${demo}&format=xlsx`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    // The file's name carries the period as the app shows dates (DD-MM-YYYY: a name allows no slash).
    const [y, m, d] = today.split("-");
    expect(xlsx.headers["content-disposition"]).toContain(`laporan-day-${d}-${m}-${y}-${d}-${m}-${y}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values = sheet?.getRow(3).values as unknown[];
    expect(values.slice(1, 4)).toEqual([today, 2, 45_000]);
    const csv = await hq.app.inject({
      method: "GET",
      url: `/api/hq/reports/export?from=${today}&to=${today}&by=day&outlets=${demo}&format=csv`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(today);
    expect(csv.body).toContain("45000");
  });
});
