/** API tests: kitchen preparation, pickup and active orders (orders spec §2.1–2.4, §4). */

import { TRANSACTION_TYPE } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dishes, menuTypes, orders, transactionTypes } from "../../db/schema/index.ts";
import { type BuiltMenu, buildMenu, buildTables, numbered, outletId } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { addUnits, openNote, sendToKitchen } from "../orders/orders.test-helpers.ts";

const FOOD = ["Ayam Goreng Dada", "Ayam Bakar", "Ayam Penyet", "Lele Goreng", "Tempe Goreng", "Nasi Uduk", "Nasi Liwet"];
const DRINKS = ["Es Teh Manis", "Es Jeruk", "Kopi Hitam", "Jus Mangga"];

let t: TestApp;
let menu: BuiltMenu;
let table: (label: string) => string;
/** The name of the built menu item, or table, labelled `label` (the label is not a row). */
const m = (label: string): string => (label.startsWith("Meja") || label.startsWith("Bungkus") ? table(label) : menu.item(label).name);
let foodType: string;
let drinkType: string;

beforeAll(async () => {
  t = await createTestApp();
  menu = await buildMenu(t, {
    ...Object.fromEntries(FOOD.map((label) => [label, { pickup: "makan" }])),
    ...Object.fromEntries(DRINKS.map((label) => [label, { pickup: "minum" }])),
  });
  foodType = menu.type("makan").name;
  drinkType = menu.type("minum").name;
  table = await buildTables(t, [...numbered("Meja", 14), "Bungkus 1", "Bungkus 2"]);
});
afterAll(async () => {
  await t.close();
});

interface Dish {
  id: number;
  m_menu_nama: string;
  is_ready: number;
  is_served: number;
  is_additional: number;
  m_menu_jenis_ambil: string;
}
interface Nota {
  m_transaction_table_id: number;
  dish_count: number;
  ready_count: number;
  m_dish_status: Dish[];
}

async function dishesOf(orderId: number, as = "dapur"): Promise<Dish[]> {
  const res = await t.call("GET", `/api/m-dish-status/by-transaction/${orderId}`, { as });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function toggle(action: string, dishId: number, as: string) {
  return t.call("GET", `/api/m-dish-status/${action}/${dishId}`, { as });
}

/** An order on `table` with the given units, sent to the kitchen. */
async function sentOrder(table: string, items: Array<[string, number]>, extra: Record<string, unknown> = {}): Promise<number> {
  const id = await openNote(t, { table: m(table), customer: `Tamu ${m(table)}`, extra });
  for (const [item, n] of items) {
    await addUnits(t, id, m(item), n);
  }
  await sendToKitchen(t, id);
  return id;
}

async function readyStatus(type: string) {
  const res = await t.call("GET", "/api/m-transaction-table/ready-status", { as: "dapur", query: { type } });
  expect(res.status).toBe(200);
  return res.body.data as { completed: Nota[]; notCompleted: Nota[]; additional: Nota[] };
}

const ids = (list: Nota[]) => list.map((n) => n.m_transaction_table_id);

describe("dish toggles", () => {
  it("lets the kitchen set ready and waiters serve only ready dishes", async () => {
    const id = await sentOrder("Meja 1", [
      ["Ayam Goreng Dada", 2],
      ["Es Teh Manis", 1],
    ]);
    const list = await dishesOf(id);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      m_dish_status_table_id: id,
      m_menu_nama: m("Ayam Goreng Dada"),
      m_menu_jenis_nama: foodType,
      is_ready: 0,
      is_served: 0,
      is_additional: 0,
      name: "Dine In",
      m_transaction_table_customer_name: `Tamu ${m("Meja 1")}`,
    });
    const dish = list[0] as Dish;

    const pelayanReady = await toggle("set-ready", dish.id, "pelayan");
    expect(pelayanReady.status).toBe(403);
    expect(pelayanReady.body.meta.title).toBe("Akses DiTolak!");
    const early = await toggle("set-served", dish.id, "pelayan");
    expect(early.status).toBe(409);
    expect(early.body.meta.message).toBe("Menu belum siap");
    expect((await dishesOf(id))[0]).toMatchObject({ is_ready: 0, is_served: 0 });

    const ready = await toggle("set-ready", dish.id, "dapur");
    expect(ready.status).toBe(200);
    expect(ready.body.meta.code).toBe(200);
    expect(ready.body.data).toMatchObject({ id: dish.id, is_ready: 1, is_served: 0 });
    expect((await toggle("set-served", dish.id, "dapur")).status).toBe(403);
    const served = await toggle("set-served", dish.id, "pelayan");
    expect(served.body.data).toMatchObject({ is_ready: 1, is_served: 1 });

    const unready = await toggle("set-not-ready", dish.id, "kasir");
    expect(unready.status).toBe(409);
    expect(unready.body.meta.message).toBe("Menu sudah disajikan");
    expect((await toggle("set-not-served", dish.id, "wbd")).body.data).toMatchObject({ is_ready: 1, is_served: 0 });
    expect((await toggle("set-not-ready", dish.id, "kacab")).body.data).toMatchObject({ is_ready: 0, is_served: 0 });

    expect((await toggle("set-ready", 999999, "dapur")).status).toBe(404);
    const kl = await toggle("set-ready", dish.id, "kasir.kl@demo.test");
    expect(kl.status).toBe(404);
    expect((await dishesOf(id))[0]?.is_ready).toBe(0);
    expect((await t.call("GET", `/api/m-dish-status/by-transaction/${id}`, { as: "kasir.kl@demo.test" })).status).toBe(404);
  });
});

describe("kitchen preparation (ready-status)", () => {
  it("groups notas into completed, not completed and additional, split dine in / take away", async () => {
    const done = await sentOrder("Meja 2", [["Ayam Bakar", 1]]);
    for (const d of await dishesOf(done)) {
      await toggle("set-ready", d.id, "dapur");
    }
    const half = await sentOrder("Meja 3", [
      ["Lele Goreng", 1],
      ["Es Jeruk", 1],
    ]);
    await toggle("set-ready", (await dishesOf(half))[0]?.id ?? 0, "dapur");
    const extra = await sentOrder("Meja 4", [["Tempe Goreng", 1]]);
    await toggle("set-ready", (await dishesOf(extra))[0]?.id ?? 0, "dapur");
    await addUnits(t, extra, m("Tempe Goreng"), 1);
    await sendToKitchen(t, extra);
    const takeAway = await sentOrder("Bungkus 1", [["Nasi Uduk", 1]]);
    const grab = await sentOrder("Bungkus 2", [["Nasi Liwet", 1]], {
      tmp_transaction_m_t_t_name: "grab",
      tmp_transaction_note_number: "555",
    });

    const dineIn = await readyStatus("dine_in");
    expect(ids(dineIn.completed)).toContain(done);
    expect(ids(dineIn.notCompleted)).toEqual(expect.arrayContaining([half, extra]));
    expect(ids(dineIn.notCompleted)).not.toContain(done);
    expect(ids(dineIn.additional)).toEqual([extra]);
    expect(ids([...dineIn.completed, ...dineIn.notCompleted])).not.toContain(takeAway);
    const halfNota = dineIn.notCompleted.find((n) => n.m_transaction_table_id === half);
    expect(halfNota).toMatchObject({ dish_count: 2, ready_count: 1, m_transaction_table_table_name_list: m("Meja 3"), name: "Dine In" });

    const away = await readyStatus("take_away");
    expect(ids(away.notCompleted)).toEqual([takeAway, grab]);
    expect(away.notCompleted[1]).toMatchObject({ name: "Grab", m_transaction_table_note_number: "GF-555" });
    expect(ids([...away.completed, ...away.notCompleted])).not.toContain(done);

    const bad = await t.call("GET", "/api/m-transaction-table/ready-status", { as: "dapur", query: { type: "semua" } });
    expect(bad.status).toBe(422);

    const available = await t.call("GET", "/api/m-dish-status/available", { as: "dapur", query: { type: "take_away" } });
    expect(available.status).toBe(200);
    const names = available.body.data.by_menu.map((m: { m_menu_nama: string; count: number }) => [m.m_menu_nama, m.count]);
    expect(names).toEqual([
      [m("Nasi Uduk"), 1],
      [m("Nasi Liwet"), 1],
    ]);
    expect(available.body.data.by_menu[1].take_away).toHaveLength(1);
    const byType = available.body.data.by_menu_jenis.map((j: { m_menu_jenis_nama: string; count: number }) => [
      j.m_menu_jenis_nama,
      j.count,
    ]);
    const types = await t.db
      .select()
      .from(menuTypes)
      .where(eq(menuTypes.outletId, await outletId(t)));
    expect(byType).toHaveLength(types.length);
    expect(byType).toEqual(
      expect.arrayContaining([
        [foodType, 2],
        [drinkType, 0],
      ]),
    );
    expect(byType.filter(([name]: [string]) => name !== foodType).every(([, count]: [string, number]) => count === 0)).toBe(true);
    expect(available.body.data.cancelled).toEqual([]);
  });
});

describe("dine in is decided by the transaction type id, never by its name", () => {
  it("keeps a dine-in order on the dine-in side after the type is renamed", async () => {
    const order = await sentOrder("Meja 8", [["Ayam Penyet", 1]]);
    await t.db.update(transactionTypes).set({ name: "makan di tempat" }).where(eq(transactionTypes.id, TRANSACTION_TYPE.DINE_IN));
    try {
      expect(ids((await readyStatus("dine_in")).notCompleted)).toContain(order);
      expect(ids((await readyStatus("take_away")).notCompleted)).not.toContain(order);
      const available = await t.call("GET", "/api/m-dish-status/available", { as: "dapur" });
      const entry = available.body.data.by_menu.find((x: { m_menu_nama: string }) => x.m_menu_nama === m("Ayam Penyet"));
      expect(entry.dine_in.map((d: { m_dish_status_table_id: number }) => d.m_dish_status_table_id)).toContain(order);
      expect(entry.take_away).toEqual([]);
      const dish = (await dishesOf(order))[0];
      expect(dish).toMatchObject({ m_t_t_id: TRANSACTION_TYPE.DINE_IN });
    } finally {
      await t.db.update(transactionTypes).set({ name: "dine in" }).where(eq(transactionTypes.id, TRANSACTION_TYPE.DINE_IN));
      expect((await t.call("DELETE", `/api/tmp-transaction/${order}`, { as: "kasir" })).status).toBe(200);
    }
  });
});

describe("pickup (ready-by-type, set-delivered) and active orders", () => {
  it("lists makan and minum dishes per nota and delivers only when all are served", async () => {
    const id = await sentOrder("Meja 5", [
      ["Ayam Penyet", 2],
      ["Kopi Hitam", 1],
    ]);
    /** The nota's card on whichever page holds it (earlier tests left notas on the screens too). */
    const findNota = async (type: string) => {
      for (let p = 1; ; p++) {
        const res = await t.call("POST", "/api/m-dish-status/ready-by-type", { as: "pelayan", query: { page: String(p) }, body: { type } });
        expect(res.status).toBe(200);
        const found = (res.body.data.data as Array<Nota & Record<string, unknown>>).find((n) => n.m_transaction_table_id === id);
        if (found || p >= res.body.data.last_page) {
          return found;
        }
      }
    };

    const makan = await findNota("makan");
    expect(makan).toMatchObject({
      m_transaction_table_note_number: expect.any(String),
      m_transaction_table_customer_name: `Tamu ${m("Meja 5")}`,
      m_transaction_table_table_name_list: m("Meja 5"),
      name: "Dine In",
      user_input: { name: "Siti Kasir" },
      all_served: false,
    });
    expect(makan?.m_dish_status.map((d) => d.m_menu_nama)).toEqual([m("Ayam Penyet"), m("Ayam Penyet")]);
    expect((await findNota("minum"))?.m_dish_status.map((d) => d.m_menu_nama)).toEqual([m("Kopi Hitam")]);

    const deliver = (type: string, as = "pelayan") =>
      t.call("GET", "/api/m-dish-status/set-delivered", { as, query: { transaction_id: String(id), type } });
    const refused = await deliver("makan");
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toBe("Masih ada menu yang belum disajikan");
    expect((await t.db.select().from(dishes).where(eq(dishes.orderId, id))).every((d) => d.deliveredAt === null)).toBe(true);

    for (const d of makan?.m_dish_status ?? []) {
      await toggle("set-ready", d.id, "dapur");
      await toggle("set-served", d.id, "pelayan");
    }
    expect((await findNota("makan"))?.all_served).toBe(true);
    expect((await deliver("makan", "dapur")).status).toBe(403);
    const ok = await deliver("makan");
    expect(ok.status).toBe(200);
    expect(ok.body.data.delivered).toBe(2);
    expect(await findNota("makan")).toBeUndefined();
    expect(await findNota("minum")).toBeDefined();
    expect((await deliver("makan")).body.data.delivered).toBe(0);
    // A delivered dish can no longer be un-served.
    expect((await toggle("set-not-served", makan?.m_dish_status[0]?.id ?? 0, "pelayan")).body.meta.message).toBe("Menu sudah diantar");

    // The bill is paid before the drink is delivered: the nota stays on the screens.
    await t.db.update(orders).set({ status: 2 }).where(eq(orders.id, id));
    expect(ids((await readyStatus("dine_in")).notCompleted)).toContain(id);
    const kopi = (await findNota("minum"))?.m_dish_status[0];
    await toggle("set-ready", kopi?.id ?? 0, "kasir");
    await toggle("set-served", kopi?.id ?? 0, "kasir");
    expect((await deliver("minum", "kasir")).body.data.delivered).toBe(1);
    const order = (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
    expect(order?.deliveredAt).not.toBeNull();
    const all = await readyStatus("dine_in");
    expect(ids([...all.completed, ...all.notCompleted])).not.toContain(id);

    const unknown = await t.call("GET", "/api/m-dish-status/set-delivered", {
      as: "pelayan",
      query: { transaction_id: "999999", type: "makan" },
    });
    expect(unknown.status).toBe(404);
    expect((await t.call("POST", "/api/m-dish-status/ready-by-type", { as: "pelayan", body: { type: "snack" } })).status).toBe(422);
  });

  it("Layar Ambil lists a nota while a dish is left to serve or Selesai is left on an open one; a paid, fully served nota leaves", async () => {
    /** Every nota id on Layar Ambil of `type`, over all its pages. */
    const listed = async (type: string): Promise<number[]> => {
      const out: number[] = [];
      for (let p = 1; ; p++) {
        const res = await t.call("POST", "/api/m-dish-status/ready-by-type", { as: "pelayan", query: { page: String(p) }, body: { type } });
        out.push(...ids(res.body.data.data));
        if (p >= res.body.data.last_page) {
          return out;
        }
      }
    };
    const paid = await sentOrder("Meja 13", [["Lele Goreng", 1]]);
    const open = await sentOrder("Meja 14", [["Tempe Goreng", 1]]);
    for (const id of [paid, open]) {
      const [dish] = await dishesOf(id);
      await toggle("set-ready", dish?.id ?? 0, "dapur");
      await toggle("set-served", dish?.id ?? 0, "pelayan");
    }
    expect(await listed("makan")).toEqual(expect.arrayContaining([paid, open]));
    await t.db.update(orders).set({ status: 2 }).where(eq(orders.id, paid));
    const after = await listed("makan");
    expect(after).not.toContain(paid);
    // Open and fully served: the waiter still has Selesai to tap.
    expect(after).toContain(open);
  });

  it("pages six notas at a time by order time, and Pesan Aktif shows open notas only", async () => {
    const today = new Date();
    const made: number[] = [];
    for (let i = 0; i < 7; i++) {
      const id = await openNote(t, {
        table: m(`Meja ${6 + i}`),
        customer: `Antri ${i}`,
        extra: { tmp_transaction_order_time: new Date(today.getTime() - (100 - i) * 60_000).toISOString() },
      });
      await addUnits(t, id, m("Jus Mangga"), 1);
      await sendToKitchen(t, id);
      made.push(id);
    }
    const first = await t.call("POST", "/api/m-dish-status/ready-by-type", { as: "pelayan", body: { type: "minum" } });
    const total = first.body.data.total as number;
    expect(first.body.data).toMatchObject({ current_page: 1, per_page: 6, last_page: Math.ceil(total / 6) });
    expect(first.body.data.data).toHaveLength(6);
    expect(first.body.data.data.slice(0, 6).map((n: Nota) => n.m_transaction_table_id)).toEqual(made.slice(0, 6));
    const second = await t.call("POST", "/api/m-dish-status/ready-by-type", {
      as: "pelayan",
      query: { page: "2" },
      body: { type: "minum" },
    });
    expect(second.body.data.current_page).toBe(2);
    expect(second.body.data.data[0].m_transaction_table_id).toBe(made[6]);

    const closed = made[0] ?? 0;
    await t.db.update(orders).set({ status: 2 }).where(eq(orders.id, closed));
    const active = await t.call("POST", "/api/m-dish-status/active", { as: "pelayan", body: { type: "minum" } });
    expect(active.status).toBe(200);
    const activeIds = active.body.data.data.map((n: Nota) => n.m_transaction_table_id);
    expect(activeIds).not.toContain(closed);
    expect(activeIds).toContain(made[1]);
    const everything = await t.call("POST", "/api/m-dish-status/active", { as: "dapur", query: { page: "1" } });
    expect(everything.status).toBe(200);
    expect(everything.body.data.per_page).toBe(6);
    const kl = await t.call("POST", "/api/m-dish-status/active", { as: "kasir.kl@demo.test", body: {} });
    expect(kl.body.data).toMatchObject({ total: 0, data: [], last_page: 1 });
  });
});
