/**
 * Round trips of the main job's writes (each statement is a round trip
 * and a socket write, the main cost per request). Counts the statements each request sends to
 * PostgreSQL (begin and commit included; the session lookup, cached in process since lib/session-cache.ts,
 * is not counted: it was one of each) on one order: open table, add-menu, set-production, set-ready,
 * set-served, set-delivered, the cart's detail (GET /transaction-detail; 2 before: the order, then its lines), pay. Before: 9, 9, 10, 7, 7, 9, 14 (with the lookup). The pay's 6 include
 * one for the daily rollups (lib/rollups.ts: one upsert of all eight tables; the bill's facts come back
 * from the payment's own write).
 * And reduce-menu (the minus on a cart line), which shares line-core's `lockLine`.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStall, type Stall } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { addUnits, menuIdOf, tableIdOf } from "./orders/orders.test-helpers.ts";
import { cashBody, openCash } from "./payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;
let statements = 0;
const query = pg.Client.prototype.query;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 7", "Meja 8"]);
  await openCash(t, "kasir");
  await Promise.all(["kasir", "dapur", "pelayan"].map((who) => t.login(who)));
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    // The session lookup is cached in process (lib/session-cache.ts, 5 s): not counted, so counts do not
    // depend on timing.
    if ((args[0] as { name?: string } | undefined)?.name !== "auth_session") {
      statements++;
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
});

afterAll(async () => {
  pg.Client.prototype.query = query;
  await t.close();
});

/** The statements `request` sent, and its reply. */
async function counted<T>(request: () => Promise<T>): Promise<{ n: number; reply: T }> {
  const before = statements;
  const reply = await request();
  return { n: statements - before, reply };
}

describe("round trips of the main job", () => {
  it("adds, sends, cooks, serves, delivers and pays in few statements each", async () => {
    const meja7 = await tableIdOf(t.db, stall.table("Meja 7"));
    const open = await counted(() =>
      t.call("POST", "/api/tmp-transaction", {
        as: "kasir",
        body: {
          tmp_transaction_m_meja_id: meja7,
          tmp_transaction_note_number: "7007",
          tmp_transaction_customer_name: "Budi",
          tmp_transaction_order_time: new Date().toISOString(),
        },
      }),
    );
    const orderId = open.reply.body.data.tmp_transaction_id as number;
    await addUnits(t, orderId, stall.item("Ayam Goreng Dada"));
    const ayam = await menuIdOf(t.db, stall.item("Ayam Goreng Dada"));
    const add = await counted(() =>
      t.call("POST", "/api/m-transaction-meja/add-menu", {
        as: "kasir",
        body: { tmp_transaction_detail_m_produk_id: ayam, tmp_transaction_detail_tmp_transaction_id: orderId },
      }),
    );
    expect(add.reply.body.data.qty).toBe(2);
    await addUnits(t, orderId, stall.item("Es Teh Manis"));
    const send = await counted(() => t.call("GET", `/api/m-transaction-meja/set-production/${orderId}`, { as: "kasir" }));
    expect(send.reply.body.data.dish_count).toBe(3);
    const dishes = (await t.call("GET", `/api/m-dish-status/by-transaction/${orderId}`, { as: "dapur" })).body.data as Array<{
      id: number;
    }>;
    const ready: number[] = [];
    const served: number[] = [];
    for (const d of dishes) {
      const r = await counted(() => t.call("GET", `/api/m-dish-status/set-ready/${d.id}`, { as: "dapur" }));
      expect(r.reply.body.data.is_ready).toBe(1);
      ready.push(r.n);
    }
    for (const d of dishes) {
      const r = await counted(() => t.call("GET", `/api/m-dish-status/set-served/${d.id}`, { as: "pelayan" }));
      expect(r.reply.body.data.is_served).toBe(1);
      served.push(r.n);
    }
    const deliver = await counted(() =>
      t.call("GET", "/api/m-dish-status/set-delivered", { as: "pelayan", query: { transaction_id: String(orderId) } }),
    );
    expect(deliver.reply.body.data.delivered).toBe(3);
    const detail = await counted(() =>
      t.call("GET", "/api/transaction-detail", { as: "kasir", query: { tmp_transaction_detail_tmp_transaction_id: String(orderId) } }),
    );
    expect((detail.reply.body.data as Array<{ m_produk_nama: string; qty: number }>).map((l) => [l.m_produk_nama, l.qty])).toEqual([
      [stall.item("Ayam Goreng Dada"), 2],
      [stall.item("Es Teh Manis"), 1],
    ]);
    const pay = await counted(() => t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(orderId) }));
    expect(pay.reply.status).toBe(201);
    expect({ open: open.n, add: add.n, send: send.n, ready, served, deliver: deliver.n, detail: detail.n, pay: pay.n }).toEqual({
      open: 3,
      add: 5,
      send: 4,
      ready: [1, 1, 1],
      served: [1, 1, 1],
      deliver: 4,
      // The cart with its totals: the order's totals fields beside each line, one statement.
      detail: 1,
      // 5 + the rollups' one (adding the bill's facts, returned by the write, to every rollup table).
      pay: 6,
    });
  });

  it("takes one unit off a cart line in few statements", async () => {
    const meja8 = await tableIdOf(t.db, stall.table("Meja 8"));
    const open = await t.call("POST", "/api/tmp-transaction", {
      as: "kasir",
      body: {
        tmp_transaction_m_meja_id: meja8,
        tmp_transaction_note_number: "7008",
        tmp_transaction_customer_name: "Sari",
        tmp_transaction_order_time: new Date().toISOString(),
      },
    });
    const orderId = open.body.data.tmp_transaction_id as number;
    await addUnits(t, orderId, stall.item("Ayam Goreng Dada"));
    const ayam = await menuIdOf(t.db, stall.item("Ayam Goreng Dada"));
    const added = await t.call("POST", "/api/m-transaction-meja/add-menu", {
      as: "kasir",
      body: { tmp_transaction_detail_m_produk_id: ayam, tmp_transaction_detail_tmp_transaction_id: orderId },
    });
    const lineId = added.body.data.id as number;
    const reduce = await counted(() =>
      t.call("POST", "/api/m-transaction-meja/reduce-menu", { as: "kasir", body: { tmp_transaction_detail_id: lineId } }),
    );
    expect(reduce.reply.body.data.qty).toBe(1);
    expect(reduce.n).toBe(9);
  });
});
