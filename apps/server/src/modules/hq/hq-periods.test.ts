/**
 * Head office's week and month rollups: outlets push bills over three months (refunds made weeks
 * later, a void, a bill whose newer state moves it to another month); every report by item, category,
 * option, method, type and hour read through the month, week and day rows equals the same report from
 * the daily rows only, over ranges that cut months and weeks anywhere; and the period rows kept at
 * ingest equal the migration's backfill from the daily rows.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PERIOD_GRAINS, PERIOD_PARTS } from "@waroeng/domain";
import type { HqReportBy } from "@waroeng/domain/contracts";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHqTestApp, type HqTestApp } from "../hq-auth/hq.test-helpers.ts";
import { billDoc, refundDoc, voidDoc } from "../hq-ingest/hq-docs.test-helpers.ts";
import { outletIdOf } from "../payment/payment.factory.ts";
import { issueOutletKey, OUTLET_KEY_HEADER } from "../sync/hq.service.ts";
import { hqReport } from "./reports.service.ts";

let hq: HqTestApp;
let outlets: number[] = [];
const START = "2026-07-20";
const SPAN = 90;
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const PERIOD_TABLES = PERIOD_GRAINS.flatMap((g) => PERIOD_PARTS.map((p) => `rollup_${g}_${p}`));

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

const MENU = [
  { menu: 901, name: "Nasi Ayam", price: 25_000 },
  { menu: 902, name: "Es Teh", price: 5_000 },
  { menu: 903, name: "Mie Goreng", price: 18_000 },
];
const bill = (outlet: number, id: number, date: string, seq = id): Doc => ({
  kind: "bill",
  source_id: id,
  seq,
  payload: billDoc({
    outlet,
    id,
    date,
    time: `${String(8 + (id % 14)).padStart(2, "0")}:10:00`,
    type: 1 + (id % 2),
    method: [1, 2, 11][id % 3],
    lines: [0, 1].map((k) => {
      const m = MENU[(id + k) % MENU.length] ?? { menu: 1, name: "Menu", price: 1_000 };
      return { id: id * 10 + k, ...m, qty: 1 + ((id + k) % 3) };
    }),
  }),
});

beforeAll(async () => {
  hq = await createHqTestApp();
  outlets = [await outletIdOf(hq.db, "DEMO")];
  for (const [o, outlet] of outlets.entries()) {
    const bills = Array.from({ length: SPAN }, (_, i) => bill(outlet, 1000 * (o + 1) + i, addDays(START, i)));
    for (let i = 0; i < bills.length; i += 30) {
      await push(outlet, `b${o}-${i}`, bills.slice(i, i + 30));
    }
    const first = 1000 * (o + 1);
    // Refunds made weeks after their bills (one unit of the first line), a void, a bill moved to another month.
    const refunds = [3, 17, 40].map((i, k) => ({
      kind: "refund",
      source_id: first + i,
      seq: 5000 + k,
      payload: refundDoc({
        outlet,
        id: first + i,
        bill: first + i,
        line: (first + i) * 10,
        qty: 1,
        price: MENU[(first + i) % MENU.length]?.price ?? 0,
        at: `${addDays(START, i + 20)}T04:00:00.000Z`,
      }),
    }));
    await push(outlet, `r${o}`, refunds);
    const voided = first + 55;
    await push(outlet, `v${o}`, [
      {
        kind: "void",
        source_id: 1,
        seq: 6000,
        payload: voidDoc({ outlet, id: 1, bill: voided, date: addDays(START, 55), total: 1, at: `${addDays(START, 55)}T09:00:00.000Z` }),
      },
    ]);
    await push(outlet, `m${o}`, [bill(outlet, first + 10, addDays(START, 70), 7000)]);
  }
});
afterAll(async () => {
  await hq?.close();
});

const BYS: HqReportBy[] = ["item", "category", "option", "method", "type", "hour"];

describe("head office's week and month rollups", () => {
  it("give every report the same rows as the daily rollups, over ranges cutting months and weeks anywhere", async () => {
    const { rows } = await hq.db.execute<{ n: number }>(sql`select count(*)::int as n from rollup_month_item`);
    expect(rows[0]?.n).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(fc.nat(SPAN + 10), fc.nat(SPAN + 10), fc.constantFrom(...BYS), async (a, b, by) => {
        const query = { from: addDays(START, Math.min(a, b) - 5), to: addDays(START, Math.max(a, b) - 5), by, currency: undefined };
        const periods = await hqReport(hq.db, outlets, query, "periods");
        const days = await hqReport(hq.db, outlets, query, "days");
        expect(periods).toEqual(days);
      }),
      { numRuns: 40, seed: 7 },
    );
    // The whole span, sold units net of nothing: the month rows carry the sales.
    const whole = await hqReport(hq.db, outlets, { from: START, to: addDays(START, SPAN + 30), by: "item", currency: undefined });
    expect(whole.totals.count).toBeGreaterThan(0);
  });

  it("equal the migration's backfill from the daily rows", async () => {
    const kept = await periodRows();
    const file = path.join(import.meta.dirname, "../../db/migrations/0047_rollup_periods.sql");
    const backfill = readFileSync(file, "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.replace(/^--.*$/gm, "").trim())
      .filter((s) => s.startsWith('INSERT INTO "rollup_'));
    expect(backfill).toHaveLength(PERIOD_TABLES.length);
    let rebuilt: Record<string, string[]> = {};
    await hq.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`truncate ${PERIOD_TABLES.join(", ")}`));
        for (const s of backfill) {
          await tx.execute(sql.raw(s));
        }
        rebuilt = await periodRows(tx);
        tx.rollback();
      })
      .catch((e) => {
        if (!String(e).includes("Rollback")) {
          throw e;
        }
      });
    expect(rebuilt).toEqual(kept);
  });
});

/** Every period row as text, table by table. */
async function periodRows(db: Pick<HqTestApp["db"], "execute"> = hq.db) {
  const out: Record<string, string[]> = {};
  for (const table of PERIOD_TABLES) {
    const { rows } = await db.execute<{ r: string }>(sql`select row_to_json(x)::text as r from ${sql.identifier(table)} x order by 1`);
    out[table] = rows.map((r) => r.r);
  }
  return out;
}
