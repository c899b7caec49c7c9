/** API tests: order lines and totals (orders spec §2.5, §5; payment §9). */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems, orderLines } from "../../db/schema/index.ts";
import { buildMenuItem, buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { addUnits, openNote } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3", "Meja 12", "Bungkus 1"]);
});
afterAll(async () => {
  await t.close();
});

async function detail(orderId: number, as = "kasir") {
  return t.call("GET", "/api/transaction-detail", { as, query: { tmp_transaction_detail_tmp_transaction_id: String(orderId) } });
}

describe("add-menu, reduce-menu and transaction-detail", () => {
  it("shows lines with prices and the server's totals (10% tax, 5% service charge, Rp100 rounding)", async () => {
    const id = await openNote(t, { table: stall.table("Meja 1"), note: "1001" });
    await addUnits(t, id, stall.item("Ayam Goreng Dada"), 2);
    await addUnits(t, id, stall.item("Es Teh Manis"), 1);

    const res = await detail(id);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    const [ayam, esTeh] = res.body.data;
    expect(ayam).toMatchObject({
      tmp_transaction_id: id,
      m_produk_nama: stall.item("Ayam Goreng Dada"),
      m_menu_jenis_nama: stall.menu.type("makan").name,
      qty: 2,
      price: 18000,
      nominal: 36000,
      status: 0,
      production_status: 0,
      tax_status: 1,
      service_charge_status: 1,
      m_transaction_menu_qty: 2,
      m_transaction_menu_price: 18000,
      m_transaction_menu_table_id: id,
      m_menu_nama: stall.item("Ayam Goreng Dada"),
    });
    expect(esTeh).toMatchObject({
      m_produk_nama: stall.item("Es Teh Manis"),
      m_menu_jenis_nama: stall.menu.type("minum").name,
      qty: 1,
      price: 5000,
      nominal: 5000,
    });
    expect(res.body.totals).toEqual({
      subtotal: 41000,
      tax: 4100,
      service_charge: 2050,
      cash_withdrawal: 0,
      total: 47150,
      rounded: 47200,
      rounding: 50,
      global_discount: 0,
      voucher: 0,
    });

    const staffSide = await t.call("GET", "/api/transaction-detail", { as: "pelayan", query: { m_transaction_menu_table_id: String(id) } });
    expect(staffSide.body.totals.rounded).toBe(47200);
    const list = await t.call("GET", "/api/tmp-transaction", { as: "kasir" });
    expect(Object.values(list.body.data).find((o) => (o as { tmp_transaction_id: number }).tmp_transaction_id === id)).toMatchObject({
      dish_count: 3,
    });

    // Reduce: one unit off Ayam, then Es Teh down to zero removes its line.
    const reduced = await t.call("POST", "/api/m-transaction-meja/reduce-menu", {
      as: "kasir",
      body: { tmp_transaction_detail_id: ayam.id },
    });
    expect(reduced.status).toBe(200);
    expect(reduced.body.data).toMatchObject({ id: ayam.id, qty: 1, nominal: 18000 });
    const gone = await t.call("POST", "/api/m-transaction-meja/reduce-menu", {
      as: "pelayan",
      body: { m_transaction_menu_id: String(esTeh.id) },
    });
    expect(gone.status).toBe(200);
    expect(gone.body.data).toBeNull();
    const after = await detail(id);
    expect(after.body.data.map((l: { m_produk_nama: string; qty: number }) => [l.m_produk_nama, l.qty])).toEqual([
      [stall.item("Ayam Goreng Dada"), 1],
    ]);
    expect(after.body.totals).toMatchObject({ subtotal: 18000, tax: 1800, service_charge: 900, total: 20700, rounded: 20700 });
  });

  it("adds to the given line, staff-side names, and prices delivery orders from m_menu_harga", async () => {
    const id = await openNote(t, {
      table: stall.table("Bungkus 1"),
      note: "GF-777",
      customer: "Sari",
      extra: { tmp_transaction_m_t_t_name: "grab" },
    });
    const ayam = stall.menu.item("Ayam Goreng Dada").menuItemId;
    const first = await t.call("POST", "/api/m-transaction-meja/add-menu", {
      as: "opp",
      body: {
        m_transaction_menu_menu_id: String(ayam),
        m_transaction_menu_table_id: String(id),
        m_transaction_menu_production_status: "0",
      },
    });
    expect(first.status).toBe(201);
    expect(first.body.meta.code).toBe(201);
    expect(first.body.data).toMatchObject({ qty: 1, price: 22000 });
    const second = await t.call("POST", "/api/m-transaction-meja/add-menu", {
      as: "kasir",
      body: { transactionId: id, tmp_transaction_detail_id: first.body.data.id },
    });
    expect(second.body.data).toMatchObject({ id: first.body.data.id, qty: 2, price: 22000 });
    // Nasi Putih carries no service charge: copied onto the line.
    await addUnits(t, id, stall.item("Nasi Putih"));
    const lines = (await detail(id)).body.data;
    expect(lines.find((l: { m_produk_nama: string }) => l.m_produk_nama === stall.item("Nasi Putih"))).toMatchObject({
      service_charge_status: 0,
      tax_status: 1,
    });
  });

  it("never loses a unit when taps arrive at once", async () => {
    const id = await openNote(t, { table: stall.table("Meja 2") });
    const menuId = stall.menu.item("Es Jeruk").menuItemId;
    const tap = () =>
      t.call("POST", "/api/m-transaction-meja/add-menu", {
        as: "kasir",
        body: { tmp_transaction_detail_m_produk_id: menuId, tmp_transaction_detail_tmp_transaction_id: id },
      });
    const results = await Promise.all(Array.from({ length: 6 }, tap));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const rows = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.qty).toBe(6);
  });

  it("refuses unknown or sold-out items, other outlets' items and missing fields", async () => {
    const id = await openNote(t, { table: stall.table("Meja 3") });
    const add = (body: Record<string, unknown>) => t.call("POST", "/api/m-transaction-meja/add-menu", { as: "kasir", body });
    const unknown = await add({ tmp_transaction_detail_m_produk_id: 999999, tmp_transaction_detail_tmp_transaction_id: id });
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta.message).toBe("Menu tidak ditemukan");
    const klItem = (await buildMenuItem(t, { outlet: "DEMO-KL" })).menuItemId;
    expect((await add({ tmp_transaction_detail_m_produk_id: klItem, tmp_transaction_detail_tmp_transaction_id: id })).status).toBe(404);
    const jus = stall.menu.item("Jus Sirsak").menuItemId;
    await t.db.update(menuItems).set({ soldOut: true }).where(eq(menuItems.id, jus));
    const soldOut = await add({ tmp_transaction_detail_m_produk_id: jus, tmp_transaction_detail_tmp_transaction_id: id });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.meta.message).toBe("Menu habis");
    const noOrder = await add({ tmp_transaction_detail_m_produk_id: jus });
    expect(noOrder.status).toBe(422);
    expect((await add({ tmp_transaction_detail_tmp_transaction_id: id })).status).toBe(422);
    expect((await add({ tmp_transaction_detail_m_produk_id: jus, tmp_transaction_detail_tmp_transaction_id: 999999 })).status).toBe(404);
    expect(
      (
        await t.call("POST", "/api/m-transaction-meja/add-menu", {
          as: "dapur",
          body: { tmp_transaction_detail_m_produk_id: jus, tmp_transaction_detail_tmp_transaction_id: id },
        })
      ).status,
    ).toBe(403);
    expect(await t.db.select().from(orderLines).where(eq(orderLines.orderId, id))).toHaveLength(0);
    const reduceUnknown = await t.call("POST", "/api/m-transaction-meja/reduce-menu", {
      as: "kasir",
      body: { tmp_transaction_detail_id: 999999 },
    });
    expect(reduceUnknown.status).toBe(404);
  });
});

describe("per-line tax and service charge (payment §3 Order line, §4 Price check)", () => {
  it("gives every line tax, tax_val, service_charge, service_val that add up to the order's totals exactly", async () => {
    const id = await openNote(t, { table: stall.table("Meja 12"), note: "1212" });
    await addUnits(t, id, stall.item("Ayam Goreng Dada"), 1);
    await addUnits(t, id, stall.item("Es Teh Manis"), 1);
    await addUnits(t, id, stall.item("Nasi Putih"), 1);
    // Odd prices, so 10% and 5% of the sum leave remainders to share: 7,333 + 3,333 + 1,111 = 11,777.
    const rows = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    for (const [i, row] of rows.entries()) {
      await t.db
        .update(orderLines)
        .set({ price: [7333, 3333, 1111][i] ?? 0, serviceCharged: i !== 2 })
        .where(eq(orderLines.id, row.id));
    }
    const res = await detail(id);
    const lines = res.body.data as Array<{ tax: number; tax_val: number; service_charge: number; service_val: number }>;
    const totals = res.body.totals;
    // 11,777 × 10% = 1,177.7 → 1,178, split by nominal: 733.48, 333.39, 111.13 → 733 + 333 + 111 = 1,177; the odd
    // rupiah goes to the largest remainder (733.48).
    expect(totals.tax).toBe(1178);
    expect(lines.map((l) => l.tax_val)).toEqual([734, 333, 111]);
    // 10,666 × 5% = 533.3 → 533: 366.45, 166.55 → 366 + 166 = 532; the odd rupiah to 166.55.
    expect(totals.service_charge).toBe(533);
    expect(lines.map((l) => l.service_val)).toEqual([366, 167, 0]);
    expect(lines.map((l) => [l.tax, l.service_charge])).toEqual([
      [10, 5],
      [10, 5],
      [10, 0],
    ]);
    expect(lines.reduce((s, l) => s + l.tax_val, 0)).toBe(totals.tax);
    expect(lines.reduce((s, l) => s + l.service_val, 0)).toBe(totals.service_charge);
  });
});
