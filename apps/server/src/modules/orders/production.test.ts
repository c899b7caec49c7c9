/** API tests: ORDER KE PRODUKSI, kitchen deltas and refusals (orders spec §2.5, §4; STYLE §6). */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dishes, menuItems, orderLines, orders } from "../../db/schema/index.ts";
import { buildStall, buildStation, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { addUnits, menuIdOf, openNote, sendToKitchen } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
/** The built KL menu (ringgit prices in sen) and tables. */
let klStall: Stall;
let gorengId: number;
let minumId: number;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 4", "Meja 5", "Meja 6"], {
    "Ayam Goreng Dada": { price: 18_000 },
    "Lele Goreng": { price: 15_000 },
    "Tahu Goreng": { price: 4_000 },
    "Es Teh Manis": { price: 5_000, pickup: "minum" },
    "Kopi Susu": { price: 8_000, pickup: "minum" },
  });
  gorengId = (await buildStation(t, { categories: [stall.menu.item("Ayam Goreng Dada").categoryId] })).stationId;
  minumId = (await buildStation(t, { categories: [stall.menu.item("Es Teh Manis").categoryId] })).stationId;
  klStall = await buildStall(
    t,
    ["Meja 2"],
    { "Nasi Lemak": { price: 850 }, "Teh Tarik": { price: 350, pickup: "minum" } },
    { outlet: "DEMO-KL" },
  );
});
afterAll(async () => {
  await t.close();
});

async function detail(orderId: number, as = "kasir") {
  return t.call("GET", "/api/transaction-detail", { as, query: { tmp_transaction_detail_tmp_transaction_id: String(orderId) } });
}

async function dishesOf(orderId: number) {
  return t.db.select().from(dishes).where(eq(dishes.orderId, orderId)).orderBy(dishes.id);
}

describe("ORDER KE PRODUKSI (set-production)", () => {
  it("sends only the difference: 3 dishes, then none on a resend, then 1 additional", async () => {
    const id = await openNote(t, { table: stall.table("Meja 4") });
    await addUnits(t, id, stall.item("Ayam Goreng Dada"), 2);
    await addUnits(t, id, stall.item("Es Teh Manis"), 1);

    const first = await sendToKitchen(t, id);
    expect(first).toMatchObject({ dish_count: 3, resend: false });
    expect(first.sent).toEqual([
      { m_produk_nama: stall.item("Ayam Goreng Dada"), qty: 2, custom_menu: "", options: [] },
      { m_produk_nama: stall.item("Es Teh Manis"), qty: 1, custom_menu: "", options: [] },
    ]);
    const made = await dishesOf(id);
    expect(made).toHaveLength(3);
    expect(made.every((d) => !d.isAdditional && d.isReady === 0 && d.isServed === 0)).toBe(true);
    const ayamDish = made[0];
    expect(ayamDish?.stationId).toBe(gorengId);
    const ayamItem = (
      await t.db
        .select()
        .from(menuItems)
        .where(eq(menuItems.id, ayamDish?.menuItemId ?? 0))
    )[0];
    expect(ayamDish).toMatchObject({ menuTypeId: ayamItem?.menuTypeId, categoryId: ayamItem?.categoryId });
    expect(made[2]?.stationId).toBe(minumId);

    const lines = (await detail(id)).body.data;
    expect(lines.every((l: { production_status: number }) => l.production_status === 1)).toBe(true);

    // A sent line can no longer be reduced.
    const reduce = await t.call("POST", "/api/m-transaction-meja/reduce-menu", {
      as: "kasir",
      body: { tmp_transaction_detail_id: lines[0].id },
    });
    expect(reduce.status).toBe(409);
    expect(reduce.body.meta.message).toBe("Menu sudah diorder ke produksi, gunakan Pembatalan");

    const resend = await sendToKitchen(t, id, "pelayan");
    expect(resend).toMatchObject({ dish_count: 0, resend: true });
    expect(resend.sent.map((s) => [s.m_produk_nama, s.qty])).toEqual([
      [stall.item("Ayam Goreng Dada"), 2],
      [stall.item("Es Teh Manis"), 1],
    ]);
    expect(await dishesOf(id)).toHaveLength(3);

    // One more Ayam goes on a new unsent line and makes exactly one additional dish.
    await addUnits(t, id, stall.item("Ayam Goreng Dada"), 1);
    const pending = (await detail(id)).body.data;
    expect(pending.map((l: { qty: number; production_status: number }) => [l.qty, l.production_status])).toEqual([
      [2, 1],
      [1, 1],
      [1, 0],
    ]);
    const more = await sendToKitchen(t, id);
    expect(more).toMatchObject({
      dish_count: 1,
      resend: false,
      sent: [{ m_produk_nama: stall.item("Ayam Goreng Dada"), qty: 1, custom_menu: "", options: [] }],
    });
    const all = await dishesOf(id);
    expect(all).toHaveLength(4);
    expect(all.filter((d) => d.isAdditional)).toHaveLength(1);
    expect(all[3]?.isAdditional).toBe(true);
  });

  it("cooks once when ORDER KE PRODUKSI is double-clicked", async () => {
    const id = await openNote(t, { table: stall.table("Meja 5") });
    await addUnits(t, id, stall.item("Lele Goreng"), 2);
    await addUnits(t, id, stall.item("Kopi Susu"), 1);
    const [a, b] = await Promise.all([
      t.call("GET", `/api/m-transaction-meja/set-production/${id}`, { as: "kasir" }),
      t.call("GET", `/api/m-transaction-meja/set-production/${id}`, { as: "kasir" }),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect([a.body.meta.code, b.body.meta.code]).toEqual([202, 202]);
    expect([a.body.data.resend, b.body.data.resend].sort()).toEqual([false, true]);
    expect(await dishesOf(id)).toHaveLength(3);
  });

  it("refuses an empty order, the wbd role, closed and unknown orders", async () => {
    const id = await openNote(t, { table: stall.table("Meja 6") });
    const empty = await t.call("GET", `/api/m-transaction-meja/set-production/${id}`, { as: "kasir" });
    expect(empty.status).toBe(422);
    expect(empty.body.meta.message).toBe("Tambahkan menu terlebih dulu!");
    await addUnits(t, id, stall.item("Tahu Goreng"), 1);
    const wbd = await t.call("GET", `/api/m-transaction-meja/set-production/${id}`, { as: "wbd" });
    expect(wbd.status).toBe(403);
    expect(await dishesOf(id)).toHaveLength(0);

    await t.db.update(orders).set({ status: 2 }).where(eq(orders.id, id));
    const notFound = "Maaf! Transaksi tidak ditemukan";
    const send = await t.call("GET", `/api/m-transaction-meja/set-production/${id}`, { as: "kasir" });
    expect(send.status).toBe(404);
    expect(send.body.meta.message).toBe(notFound);
    const tahu = await menuIdOf(t.db, stall.item("Tahu Goreng"));
    const add = await t.call("POST", "/api/m-transaction-meja/add-menu", {
      as: "kasir",
      body: { tmp_transaction_detail_m_produk_id: tahu, tmp_transaction_detail_tmp_transaction_id: id },
    });
    expect(add.status).toBe(404);
    expect(add.body.meta.message).toBe(notFound);
    const line = (await t.db.select().from(orderLines).where(eq(orderLines.orderId, id)))[0];
    const reduce = await t.call("POST", "/api/m-transaction-meja/reduce-menu", {
      as: "kasir",
      body: { tmp_transaction_detail_id: line?.id },
    });
    expect(reduce.status).toBe(404);
    expect(line?.qty).toBe(1);
    expect((await t.call("GET", `/api/tmp-transaction/cek/${id}`, { as: "kasir" })).body.data).toBe(0);
    const closed = await t.call("GET", `/api/tmp-transaction/${id}`, { as: "kasir" });
    expect(closed.body.data.tmp_transaction_status).toBe(2);
    expect((await t.call("GET", "/api/m-transaction-meja/set-production/999999", { as: "kasir" })).status).toBe(404);
    expect(
      (await t.call("GET", "/api/transaction-detail", { as: "kasir", query: { tmp_transaction_detail_tmp_transaction_id: "999999" } }))
        .status,
    ).toBe(404);
  });

  it("keeps the RM outlet's order apart and totals it in ringgit (the wire's major unit)", async () => {
    const kl = await openNote(t, { table: klStall.table("Meja 2"), as: "kasir.kl@demo.test", outlet: "DEMO-KL" });
    await addUnits(t, kl, klStall.item("Nasi Lemak"), 2, "kasir.kl@demo.test", "DEMO-KL");
    await addUnits(t, kl, klStall.item("Teh Tarik"), 1, "kasir.kl@demo.test", "DEMO-KL");
    const res = await detail(kl, "kasir.kl@demo.test");
    // 2 × 8.50 + 3.50 = 20.50; tax 6% = 1.23; sc 10% = 2.05; total 23.78 → 23.75 (5-sen rounding).
    expect(res.body.totals).toEqual({
      subtotal: 20.5,
      tax: 1.23,
      service_charge: 2.05,
      cash_withdrawal: 0,
      total: 23.78,
      rounded: 23.75,
      rounding: -0.03,
      global_discount: 0,
      voucher: 0,
    });
    expect((await detail(kl, "kasir")).status).toBe(404);
    const ayam = await menuIdOf(t.db, stall.item("Ayam Goreng Dada"));
    const add = await t.call("POST", "/api/m-transaction-meja/add-menu", {
      as: "kasir",
      body: { tmp_transaction_detail_m_produk_id: ayam, tmp_transaction_detail_tmp_transaction_id: kl },
    });
    expect(add.status).toBe(404);
    expect((await t.call("GET", `/api/m-transaction-meja/set-production/${kl}`, { as: "kasir" })).status).toBe(404);
    const klLines = await t.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, kl)));
    expect(klLines.map((l) => l.qty).sort()).toEqual([1, 2]);
  });
});
