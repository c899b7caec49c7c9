/**
 * API tests: menu options in the kitchen (docs/API.md "Menu options", "Kitchen and pickup",
 * "Production screens", "Printing"). ORDER KE PRODUKSI copies each line's options to its dishes;
 * every kitchen read shows them (`options`, `custom_menu` "options · note", `custom_note`); dishes of
 * one item with other options are never counted as one; kitchen tickets print them under the dish.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dishes, printers } from "../../db/schema/index.ts";
import { buildScreen, buildStall, buildStation, type Stall } from "../../test/factories.ts";
import { createTestApp, type JsonBody, type TestApp } from "../../test/harness.ts";
import { openNote, outletIdOf, sendToKitchen } from "../orders/orders.test-helpers.ts";
import { startFakePrinter, visibleLines } from "../printing/fake-printer.test-helpers.ts";
import { processDueJobs } from "../printing/queue.ts";
import { KEJU, LEVEL, lineWithOptions, TELUR } from "./kitchen-options.test-helpers.ts";

let t: TestApp;
let stall: Stall;
let screenId: number;
let outletId: number;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3", "Meja 4", "Meja 5"], {
    "Ayam Geprek": { price: 15_000 },
    "Es Teh": { price: 5_000, pickup: "minum" },
  });
  outletId = await outletIdOf(t.db);
  const station = await buildStation(t, { categories: [stall.menu.item("Ayam Geprek").categoryId] });
  screenId = (
    await buildScreen(t, {
      left: { stations: [station.stationId], transactionTypeIds: [1, 2] },
      right: { stations: [], transactionTypeIds: [] },
    })
  ).screenId;
});
afterAll(async () => {
  await t.close();
});

const geprek = () => stall.item("Ayam Geprek");
const names = (options: JsonBody[]) => options.map((o: JsonBody) => o.name);

/**
 * A dine-in order on `table` with 2 × Ayam Geprek (Level 3, Telur; note "tanpa bawang"), 1 × Ayam
 * Geprek (Level 1) and 1 × Es Teh (no options), not yet sent.
 */
async function orderWithOptions(table: string): Promise<{ orderId: number; hot: number; mild: number; tea: number }> {
  const orderId = await openNote(t, { table: stall.table(table), customer: `Tamu ${table}` });
  const hot = await lineWithOptions(t, stall.menu, orderId, "Ayam Geprek", 2, [LEVEL(3), TELUR], "tanpa bawang");
  const mild = await lineWithOptions(t, stall.menu, orderId, "Ayam Geprek", 1, [LEVEL(1)]);
  const tea = await lineWithOptions(t, stall.menu, orderId, "Es Teh", 1, []);
  return { orderId, hot, mild, tea };
}

describe("ORDER KE PRODUKSI with options", () => {
  it("copies each line's options to every dish it makes and lists them on the sent lines", async () => {
    const { orderId, hot, mild, tea } = await orderWithOptions("Meja 1");
    const sent = await sendToKitchen(t, orderId);
    expect(sent.dish_count).toBe(4);
    expect(sent.sent).toEqual([
      {
        m_produk_nama: geprek(),
        qty: 2,
        custom_menu: "Level 3, Telur · tanpa bawang",
        options: [
          { group_id: 9001, group_name: "Level Pedas", option_id: 9103, name: "Level 3", price: 0 },
          { group_id: 9002, group_name: "Topping", option_id: 9201, name: "Telur", price: 3000 },
        ],
      },
      { m_produk_nama: geprek(), qty: 1, custom_menu: "Level 1", options: [expect.objectContaining({ name: "Level 1" })] },
      { m_produk_nama: stall.item("Es Teh"), qty: 1, custom_menu: "", options: [] },
    ]);
    const made = await t.db.select().from(dishes).where(eq(dishes.orderId, orderId)).orderBy(asc(dishes.id));
    expect(made.map((d) => [d.orderLineId, names(d.options), d.customMenu])).toEqual([
      [hot, ["Level 3", "Telur"], "tanpa bawang"],
      [hot, ["Level 3", "Telur"], "tanpa bawang"],
      [mild, ["Level 1"], ""],
      [tea, [], ""],
    ]);
    // Prices stay in minor units in the database (the wire gives the major unit).
    expect(made[0]?.options[1]?.price).toBe(3_000);
  });

  it("gives the replacement dish of Ganti Baru the line's options", async () => {
    const { orderId, hot } = await orderWithOptions("Meja 2");
    await sendToKitchen(t, orderId);
    const res = await t.call("POST", "/api/m-transaction-meja/changeMenuDetail", {
      as: "kasir",
      body: { m_transaction_menu_id: hot, status_menu: 3, qty_approve: 1, reason_approve: "Gosong" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const made = await t.db.select().from(dishes).where(eq(dishes.orderId, orderId)).orderBy(asc(dishes.id));
    const replacement = made[made.length - 1];
    expect(replacement?.isAdditional).toBe(true);
    expect(names(replacement?.options ?? [])).toEqual(["Level 3", "Telur"]);
    expect(replacement?.customMenu).toBe("tanpa bawang");
  });
});

describe("kitchen reads show the options", () => {
  let orderId: number;
  let hot: number;
  beforeAll(async () => {
    // The dishes of the tests above have left the screens: the counts below are this order's.
    await t.db.update(dishes).set({ deliveredAt: new Date() }).where(eq(dishes.outletId, outletId));
    ({ orderId, hot } = await orderWithOptions("Meja 3"));
    await sendToKitchen(t, orderId);
  });

  it("by-transaction: options, custom_menu as options then note, the note alone", async () => {
    const res = await t.call("GET", `/api/m-dish-status/by-transaction/${orderId}`, { as: "dapur" });
    expect(res.status).toBe(200);
    const dish = res.body.data.find((d: JsonBody) => d.custom_note === "tanpa bawang");
    expect(dish).toMatchObject({ m_menu_nama: geprek(), custom_menu: "Level 3, Telur · tanpa bawang", custom_note: "tanpa bawang" });
    expect(dish.options).toEqual([
      { group_id: 9001, group_name: "Level Pedas", option_id: 9103, name: "Level 3", price: 0 },
      { group_id: 9002, group_name: "Topping", option_id: 9201, name: "Telur", price: 3000 },
    ]);
    const tea = res.body.data.find((d: JsonBody) => d.m_menu_nama === stall.item("Es Teh"));
    expect(tea).toMatchObject({ custom_menu: "", custom_note: "", options: [] });
  });

  it("Hal Tata's menu card counts the item once and its dishes per set of options", async () => {
    const res = await t.call("GET", "/api/m-dish-status/available", { as: "dapur" });
    expect(res.status).toBe(200);
    const card = res.body.data.by_menu.find((m: JsonBody) => m.m_menu_nama === geprek());
    expect(card.count).toBe(3);
    expect(card.variants.map((v: JsonBody) => [names(v.options), v.count])).toEqual([
      [["Level 3", "Telur"], 2],
      [["Level 1"], 1],
    ]);
    expect(card.dine_in.map((d: JsonBody) => d.custom_menu)).toEqual([
      "Level 3, Telur · tanpa bawang",
      "Level 3, Telur · tanpa bawang",
      "Level 1",
    ]);
    const byMenu = await t.call("GET", `/api/m-dish-status/table-by-menu/${stall.menu.item("Ayam Geprek").menuItemId}`, { as: "dapur" });
    expect(byMenu.body.data.map((d: JsonBody) => names(d.options))).toEqual([["Level 3", "Telur"], ["Level 3", "Telur"], ["Level 1"]]);
    const status = await t.call("GET", "/api/m-transaction-table/ready-status", { as: "dapur", query: { type: "dine_in" } });
    const nota = status.body.data.notCompleted.find((n: JsonBody) => n.m_transaction_table_id === orderId);
    expect(nota.m_dish_status.map((d: JsonBody) => d.custom_menu)).toContain("Level 1");
  });

  it("pickup (Hal Ambil) and Pesan Aktif show each dish's options", async () => {
    const pickup = await t.call("POST", "/api/m-dish-status/ready-by-type", { as: "pelayan", body: { type: "makan" } });
    expect(pickup.status).toBe(200);
    const card = pickup.body.data.data.find((n: JsonBody) => n.m_transaction_table_id === orderId);
    expect(card.m_dish_status.map((d: JsonBody) => [names(d.options), d.custom_note])).toEqual([
      [["Level 3", "Telur"], "tanpa bawang"],
      [["Level 3", "Telur"], "tanpa bawang"],
      [["Level 1"], ""],
    ]);
    const active = await t.call("POST", "/api/m-dish-status/active", { as: "pelayan", body: {} });
    const nota = active.body.data.data.find((n: JsonBody) => n.m_transaction_table_id === orderId);
    expect(nota.m_dish_status.map((d: JsonBody) => d.custom_menu)).toContain("Level 3, Telur · tanpa bawang");
  });

  it("Layar Produksi: one card per item and options, never counted together", async () => {
    const res = await t.call("GET", `/api/m-layar-produksi/detail-screen/${screenId}`, { as: "dapur" });
    expect(res.status).toBe(200);
    const mine = res.body.data.left_queue;
    expect(mine.map((e: JsonBody) => [e.m_menu_nama, names(e.options), e.count])).toEqual([
      [geprek(), ["Level 3", "Telur"], 2],
      [geprek(), ["Level 1"], 1],
    ]);
    expect(mine[0].m_dish_status[0].menu_detail).toMatchObject({
      m_transaction_menu_custom_menu: "Level 3, Telur · tanpa bawang",
      custom_note: "tanpa bawang",
    });
    expect(names(mine[1].m_dish_status[0].menu_detail.options)).toEqual(["Level 1"]);
  });
  it("a cancelled dish keeps its options on Hal Tata's and Layar Produksi's cancelled lists", async () => {
    const cancel = await t.call("POST", "/api/m-transaction-meja/changeMenuDetail", {
      as: "kasir",
      body: { tmp_transaction_detail_id: hot, "status-menu": 2, "qty-approve": 1, "reason-approve": "Salah level" },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const available = await t.call("GET", "/api/m-dish-status/available", { as: "dapur" });
    expect(available.body.data.cancelled.map((c: JsonBody) => [c.m_menu_nama, names(c.options)])).toEqual([
      [geprek(), ["Level 3", "Telur"]],
    ]);
    expect(available.body.data.by_menu.find((m: JsonBody) => m.m_menu_nama === geprek()).variants.map((v: JsonBody) => v.count)).toEqual([
      1, 1,
    ]);
    const screen = await t.call("GET", `/api/m-layar-produksi/detail-screen/${screenId}`, { as: "dapur" });
    expect(screen.body.data.cancelled.map((c: JsonBody) => names(c.options))).toEqual([["Level 3", "Telur"]]);
  });
});

describe("kitchen ticket", () => {
  it("prints the options indented under the dish, then the note", async () => {
    const printer = await startFakePrinter();
    try {
      await t.db.delete(printers).where(eq(printers.outletId, outletId));
      const saved = await t.call("POST", "/api/printer-setting", {
        as: "kasir",
        body: {
          printer_id: 0,
          printer_type: "network",
          printer_address: printer.address,
          printer_location: "kitchen",
          printer_width: 405,
          printer_group1: JSON.stringify([stall.menu.item("Ayam Geprek").categoryId]),
          printer_group2: "[]",
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const orderId = await openNote(t, { table: stall.table("Meja 4") });
      await lineWithOptions(t, stall.menu, orderId, "Ayam Geprek", 2, [LEVEL(3), TELUR, KEJU], "tanpa bawang");
      await lineWithOptions(t, stall.menu, orderId, "Ayam Geprek", 1, [LEVEL(0)]);
      const res = await t.call("POST", "/api/cashier/print-kitchen", {
        as: "kasir",
        body: { tmp_transaction_id: orderId, production_status: 1, waiter_name: "Budi" },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await processDueJobs(t.db);
      expect(printer.jobs).toHaveLength(1);
      const lines = visibleLines(printer.jobs[0] ?? "").map((l) => l.trimEnd());
      const from = lines.indexOf(`2 x ${geprek()}`);
      expect(from).toBeGreaterThan(0);
      expect(lines.slice(from, from + 7)).toEqual([
        `2 x ${geprek()}`,
        "   - Level 3",
        "   - Telur",
        "   - Keju",
        "   Catatan: tanpa bawang",
        `1 x ${geprek()}`,
        "   - Level 0",
      ]);
    } finally {
      await printer.close();
      await t.db.delete(printers).where(and(eq(printers.outletId, outletId), eq(printers.location, "kitchen")));
    }
  });
});
