/**
 * The kitchen and pickup lists stay flat as history grows (issue 6, "Fast at rush hour, flat as history
 * grows"): with thousands of delivered and cancelled dishes behind today's few pending ones, the real
 * queries of the screens (recorded while they run) are planned without a sequential scan of
 * m_dish_status, thanks to the partial indexes on pending and on cancelled dishes (migration 0002).
 */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { MAIN_LINES, openCash, openOrder, outletIdOf } from "../payment/payment.factory.ts";
import { availableDishes, readyByType, readyStatus } from "./kitchen.screens.ts";

let t: TestApp;
let outletId: number;

beforeAll(async () => {
  t = await createTestApp();
  await openCash(t, "kasir");
  outletId = await outletIdOf(t.db);
  const o = await openOrder(t, { table: "Meja 5", items: MAIN_LINES });
  const sent = await t.call("GET", `/api/m-transaction-meja/set-production/${o.orderId}`, { as: "kasir" });
  expect(sent.status).toBe(202);
  // A long history: copies of today's 3 dishes, delivered long ago (3 × 13,000) or cancelled (3 × 1,300).
  const copy = (extra: string, n: number) =>
    t.db.execute(
      sql.raw(`insert into m_dish_status (m_w_id, m_dish_status_table_id, m_dish_status_transaction_menu_id, m_dish_status_menu_id,
        m_dish_status_menu_jenis_id, m_dish_status_kategori_id, m_dish_status_plot_produksi_id, is_ready, is_served, ${extra})
        select d.m_w_id, d.m_dish_status_table_id, d.m_dish_status_transaction_menu_id, d.m_dish_status_menu_id,
          d.m_dish_status_menu_jenis_id, d.m_dish_status_kategori_id, d.m_dish_status_plot_produksi_id, 1, 1,
          ${extra === "delivered_at" ? "now() - g * interval '1 minute'" : "true"}
        from m_dish_status d cross join generate_series(1, ${n}) g
        where d.m_dish_status_table_id = ${o.orderId} and d.delivered_at is null and not d.is_cancelled`),
    );
  await copy("delivered_at", 13_000);
  await copy("is_cancelled", 1_300);
  await t.db.execute(sql`analyze`);
});

afterAll(async () => {
  await t.close();
});

/** A Drizzle handle on the same pool that records every query it runs. */
function recordingDb(): { db: Db; queries: Array<{ query: string; params: unknown[] }> } {
  const queries: Array<{ query: string; params: unknown[] }> = [];
  const pool = (t.db as unknown as { $client: pg.Pool }).$client;
  const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => queries.push({ query, params }) } });
  return { db, queries };
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

/** Every table that the plan of `query` reads with a sequential scan. */
async function seqScans(query: string, params: unknown[]): Promise<string[]> {
  const pool = (t.db as unknown as { $client: pg.Pool }).$client;
  const res = await pool.query(`explain (format json) ${query}`, params);
  const found: string[] = [];
  const walk = (node: PlanNode) => {
    if (node["Node Type"] === "Seq Scan" && node["Relation Name"]) {
      found.push(node["Relation Name"]);
    }
    for (const child of node.Plans ?? []) {
      walk(child);
    }
  };
  walk(res.rows[0]["QUERY PLAN"][0].Plan as PlanNode);
  return found;
}

describe("kitchen and pickup lists with a long history", () => {
  it("still list only today's pending dishes", async () => {
    const { db } = recordingDb();
    const available = await availableDishes(db, outletId, undefined);
    expect(JSON.stringify(available)).toContain("Ayam Goreng Dada");
    const status = await readyStatus(db, outletId, "dine_in");
    // One nota on the screen (not thousands): today's order with its 3 pending dishes.
    expect(status.notCompleted).toHaveLength(1);
    expect(status.notCompleted[0]?.m_dish_status).toHaveLength(3);
  });

  it("read m_dish_status through its indexes, never by a sequential scan", async () => {
    const { db, queries } = recordingDb();
    await availableDishes(db, outletId, undefined);
    await readyStatus(db, outletId, "dine_in");
    await readyByType(db, outletId, "makan", 1);
    const dishQueries = queries.filter((q) => q.query.includes('"m_dish_status"'));
    expect(dishQueries.length).toBeGreaterThanOrEqual(3);
    for (const q of dishQueries) {
      expect(await seqScans(q.query, q.params), q.query).not.toContain("m_dish_status");
    }
  });
});
