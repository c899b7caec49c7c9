/**
 * The kitchen and pickup lists stay flat as history grows: with thousands of closed orders and their delivered and cancelled dishes behind today's few
 * pending ones, the real queries of the screens (recorded while they run) are planned without a
 * sequential scan of m_dish_status (partial indexes on pending and on cancelled dishes, migration 0002)
 * or of tmp_transaction (orders read by key from the pending dishes, dishes/dish.queries.ts ordersWithDish).
 */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openOrdersByTable } from "../orders/orders.service.ts";
import { mainLines, openCash, openOrder, outletIdOf } from "../payment/payment.factory.ts";
import { activeOrders, availableDishes, readyByType, readyStatus } from "./kitchen.screens.ts";

let t: TestApp;
let stall: Stall;
let outletId: number;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 5"]);
  await openCash(t, "kasir");
  outletId = await outletIdOf(t.db);
  const o = await openOrder(t, { table: stall.table("Meja 5"), items: mainLines(stall) });
  const sent = await t.call("GET", `/api/m-transaction-meja/set-production/${o.orderId}`, { as: "kasir" });
  expect(sent.status).toBe(202);
  // A long history: 20,000 orders closed on past days, then copies of today's 3 dishes, delivered long
  // ago on those orders (3 × 13,000) or cancelled today (3 × 1,300).
  await t.db.execute(
    sql.raw(`insert into tmp_transaction (m_w_id, tmp_transaction_note_number, tmp_transaction_customer_name, tmp_transaction_order_time,
      tmp_transaction_m_meja_id, tmp_transaction_m_t_t_id, tmp_transaction_status, tmp_transaction_by, tmp_transaction_tax_bp,
      tmp_transaction_sc_bp, tmp_transaction_pembulatan, closed_at, tmp_transaction_business_date)
      select o.m_w_id, g::text, o.tmp_transaction_customer_name, x.t, o.tmp_transaction_m_meja_id, o.tmp_transaction_m_t_t_id, 2,
        o.tmp_transaction_by, o.tmp_transaction_tax_bp, o.tmp_transaction_sc_bp, o.tmp_transaction_pembulatan, x.t, (x.t at time zone 'Asia/Jakarta')::date
      from tmp_transaction o cross join generate_series(1, 20000) g, lateral (select now() - interval '1 day' - g * interval '1 minute' as t) x
      where o.tmp_transaction_id = ${o.orderId}`),
  );
  const copy = (extra: string, n: number) =>
    t.db.execute(
      sql.raw(`insert into m_dish_status (m_w_id, m_dish_status_table_id, m_dish_status_transaction_menu_id, m_dish_status_menu_id,
        m_dish_status_menu_jenis_id, m_dish_status_kategori_id, m_dish_status_plot_produksi_id, is_ready, is_served, ${extra})
        select d.m_w_id, ${extra === "delivered_at" ? `${o.orderId} + 1 + g % 20000` : "d.m_dish_status_table_id"}, d.m_dish_status_transaction_menu_id, d.m_dish_status_menu_id,
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
    expect(JSON.stringify(available)).toContain(stall.item("Ayam Goreng Dada"));
    const status = await readyStatus(db, outletId, "dine_in");
    // One nota on the screen (not thousands): today's order with its 3 pending dishes.
    expect(status.notCompleted).toHaveLength(1);
    expect(status.notCompleted[0]?.m_dish_status).toHaveLength(3);
  });

  it("read m_dish_status and tmp_transaction through their indexes, never by a sequential scan", async () => {
    const { db, queries } = recordingDb();
    await availableDishes(db, outletId, undefined);
    await availableDishes(db, outletId, "take_away");
    await readyStatus(db, outletId, "dine_in");
    await readyByType(db, outletId, "makan", 1);
    await readyByType(db, outletId, "minum", 2);
    await activeOrders(db, outletId, undefined, 1);
    await openOrdersByTable(db, outletId);
    const listQueries = queries.filter((q) => q.query.includes('"m_dish_status"') || q.query.includes('"tmp_transaction"'));
    expect(listQueries.length).toBeGreaterThanOrEqual(10);
    for (const q of listQueries) {
      const scanned = await seqScans(q.query, q.params);
      expect(scanned, q.query).not.toContain("m_dish_status");
      expect(scanned, q.query).not.toContain("tmp_transaction");
    }
  });
});
