/** API tests: Gagal Proses, Bungkusan and Hal Tata's table-by-menu (docs/API.md "Stock"). */
import { API_MSG, MSG, STOCK_MSG } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { addUnits, menuIdOf, openNote, sendToKitchen } from "../orders/orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Bungkus 1", "Bungkus 2", "Bungkus 3", "Meja 2", "Meja 9", "Meja 10"], {
    "Ayam Bakar": { price: 20_000 },
    "Es Teh Manis": { price: 5_000, pickup: "minum" },
    "Lele Goreng": { price: 15_000 },
    "Nasi Uduk": { price: 8_000 },
  });
});
afterAll(async () => {
  await t.close();
});

const KL = "kasir.kl@demo.test";

interface Dish {
  id: number;
  m_menu_nama: string;
  is_ready: number;
  name: string;
  m_transaction_table_note_number: string;
}

async function sentOrder(table: string, items: Array<[string, number]>, note?: string): Promise<number> {
  const id = await openNote(t, { table, ...(note ? { note } : {}) });
  for (const [item, n] of items) {
    await addUnits(t, id, item, n);
  }
  await sendToKitchen(t, id);
  return id;
}

async function dishesOf(orderId: number): Promise<Dish[]> {
  return (await t.call("GET", `/api/m-dish-status/by-transaction/${orderId}`, { as: "dapur" })).body.data;
}

const ready = (id: number) => t.call("GET", `/api/m-dish-status/set-ready/${id}`, { as: "dapur" });

async function snapshot() {
  const r = await t.db.execute(sql`select
    (select coalesce(json_agg(json_build_array(m_dish_status_id, is_ready, is_served, delivered_at is null, is_cancelled) order by 1), '[]')
      from m_dish_status) as dishes,
    (select coalesce(json_agg(tmp_transaction_delivered_at order by tmp_transaction_id), '[]') from tmp_transaction) as orders,
    (select count(*) from m_gagal_proses)::int as waste`);
  return r.rows[0];
}

describe("Gagal Proses", () => {
  it("logs each dish cancelled or replaced after the send with reason, who and whether it was cooked", async () => {
    const id = await sentOrder(stall.table("Meja 2"), [[stall.item("Ayam Bakar"), 2]], "7771");
    const [a, b] = (await dishesOf(id)) as [Dish, Dish];
    expect((await ready(a.id)).status).toBe(200);
    const cancel = await t.call("POST", "/api/m-dish-status/cancel-dishes", {
      as: "kasir",
      body: { m_dish_status_id: [a.id], reason: "Kesalahan Input" },
    });
    expect(cancel.status).toBe(200);
    // Ganti Baru of the other unit (status-menu 3).
    const lineId = (
      await t.db.execute(
        sql`select tmp_transaction_detail_id as id from tmp_transaction_detail where tmp_transaction_id = ${id} and status = 0`,
      )
    ).rows[0]?.id;
    const replace = await t.call("POST", "/api/m-transaction-meja/changeMenuDetail", {
      as: "kacab",
      body: { tmp_transaction_detail_id: lineId, "status-menu": 3, "qty-approve": 1, "reason-approve": "Gosong" },
    });
    expect(replace.body.meta.error, JSON.stringify(replace.body)).toBe(0);

    const res = await t.call("GET", "/api/m-dish-status/gagal-proses", { as: "dapur" });
    expect(res.status).toBe(200);
    const log = res.body.data;
    expect(log).toMatchObject({ total: 2, wasted: 1 });
    expect(log.data).toEqual([
      expect.objectContaining({ m_dish_status_id: b.id, jenis: "ganti", alasan: "Gosong", is_ready: 0, user_name: "Pak Harto Kacab" }),
      expect.objectContaining({
        m_dish_status_id: a.id,
        m_menu_nama: stall.item("Ayam Bakar"),
        m_transaction_table_note_number: "7771",
        jenis: "batal",
        alasan: "Kesalahan Input",
        is_ready: 1,
        stock_returned: 0,
        user_name: "Siti Kasir",
      }),
    ]);
    // Another day, another outlet, a waiter: nothing of this.
    const yesterday = await t.call("GET", "/api/m-dish-status/gagal-proses", { as: "dapur", query: { tanggal: "2020-01-01" } });
    expect(yesterday.body.data).toMatchObject({ tanggal: "2020-01-01", total: 0, data: [] });
    expect((await t.call("GET", "/api/m-dish-status/gagal-proses", { as: KL })).body.data.total).toBe(0);
    expect((await t.call("GET", "/api/m-dish-status/gagal-proses", { as: "pelayan" })).status).toBe(403);
    expect((await t.call("GET", "/api/m-dish-status/gagal-proses", { as: "dapur", query: { tanggal: "2020-13-01" } })).status).toBe(422);
  });
});

describe("Bungkusan", () => {
  const pack = (transaction_id: number, as = "pelayan") =>
    t.call("POST", "/api/m-dish-status/set-packed", { as, body: { transaction_id } });
  const list = async (as = "pelayan") => {
    const res = await t.call("GET", "/api/m-dish-status/bungkusan", { as });
    expect(res.status).toBe(200);
    return (res.body.data as Array<{ m_transaction_table_id: number }>).map((n) => n.m_transaction_table_id);
  };

  it("lists take-away notas once all their dishes are ready; Selesai Dibungkus hands them over", async () => {
    const id = await sentOrder(stall.table("Bungkus 1"), [
      [stall.item("Nasi Uduk"), 1],
      [stall.item("Es Teh Manis"), 1],
    ]);
    expect(await list()).not.toContain(id);
    const before = await snapshot();
    const early = await pack(id);
    expect(early.status).toBe(409);
    expect(early.body.meta.message).toBe(STOCK_MSG.NOT_ALL_READY);
    expect(await snapshot()).toEqual(before);

    for (const d of await dishesOf(id)) {
      expect((await ready(d.id)).status).toBe(200);
    }
    expect(await list()).toContain(id);
    const done = await pack(id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ meta: { message: STOCK_MSG.PACKED }, data: { m_transaction_table_id: id, packed: 2 } });
    expect(await list()).not.toContain(id);
    const tata = await t.call("GET", "/api/m-transaction-table/ready-status", { as: "dapur", query: { type: "take_away" } });
    expect(tata.body.data.completed.map((n: { m_transaction_table_id: number }) => n.m_transaction_table_id)).not.toContain(id);
    expect((await pack(id)).body.data.packed).toBe(0);
  });

  it("refuses a dine-in nota, another outlet's and an unknown one, changing nothing", async () => {
    const dineIn = await sentOrder(stall.table("Meja 9"), [[stall.item("Nasi Uduk"), 1]]);
    const takeAway = await sentOrder(stall.table("Bungkus 2"), [[stall.item("Nasi Uduk"), 1]]);
    for (const d of [...(await dishesOf(dineIn)), ...(await dishesOf(takeAway))]) {
      await ready(d.id);
    }
    expect(await list()).not.toContain(dineIn);
    const before = await snapshot();
    const wrong = await pack(dineIn);
    expect(wrong.status).toBe(409);
    expect(wrong.body.meta.message).toBe(STOCK_MSG.NOT_TAKE_AWAY);
    const kl = await pack(takeAway, KL);
    expect(kl.status).toBe(404);
    expect(kl.body.meta.message).toBe(MSG.TRANSACTION_NOT_FOUND);
    expect((await pack(999999)).status).toBe(404);
    expect((await pack(takeAway, "dapur")).status).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect(await list(KL)).toEqual([]);
  });
});

describe("table-by-menu", () => {
  it("lists one menu's dishes to cook, dine-in apart from take-away, by type", async () => {
    const menuId = await menuIdOf(t.db, stall.item("Lele Goreng"));
    const dineIn = await sentOrder(stall.table("Meja 10"), [[stall.item("Lele Goreng"), 2]]);
    const takeAway = await sentOrder(stall.table("Bungkus 3"), [[stall.item("Lele Goreng"), 1]]);
    const all = await t.call("GET", `/api/m-dish-status/table-by-menu/${menuId}`, { as: "dapur" });
    expect(all.status).toBe(200);
    const mine = (all.body.data as Array<Dish & { m_dish_status_table_id: number }>).filter((d) =>
      [dineIn, takeAway].includes(d.m_dish_status_table_id),
    );
    expect(mine.map((d) => d.name)).toEqual(["Dine In", "Dine In", "Take Away"]);
    const onlyTa = await t.call("GET", `/api/m-dish-status/table-by-menu/${menuId}`, { as: "dapur", query: { type: "take_away" } });
    expect(onlyTa.body.data.every((d: Dish) => d.name !== "Dine In")).toBe(true);
    // A ready dish leaves the list.
    const first = mine[0] as Dish;
    await ready(first.id);
    const after = await t.call("GET", `/api/m-dish-status/table-by-menu/${menuId}`, { as: "dapur", query: { type: "dine_in" } });
    expect(after.body.data.map((d: Dish) => d.id)).not.toContain(first.id);

    const kl = await t.call("GET", `/api/m-dish-status/table-by-menu/${menuId}`, { as: KL });
    expect(kl.status).toBe(404);
    expect(kl.body.meta.message).toBe(API_MSG.MENU_NOT_FOUND);
    expect((await t.call("GET", `/api/m-dish-status/table-by-menu/${menuId}`, { as: "pelayan" })).status).toBe(403);
    expect((await t.call("GET", `/api/m-dish-status/table-by-menu/${menuId}`, { as: "dapur", query: { type: "x" } })).status).toBe(422);
  });
});
