/** API tests: Form Stok Menu, the stock countdown and sold-out refusals, Menu Habis (docs/API.md "Stock"). */
import { API_MSG, FIELD_MSG, STOCK_MSG } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMenuItem, buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { addUnits, menuIdOf, openNote, sendToKitchen } from "../orders/orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 2", "Meja 3", "Meja 4", "Meja 5", "Meja 6", "Meja 7", "Meja 8", "Meja 9"], {
    "Es Campur": { price: 15_000, pickup: "minum" },
    "Es Jeruk": { price: 8_000, pickup: "minum" },
    "Es Teh Manis": { price: 5_000, pickup: "minum" },
    "Jus Alpukat": { price: 15_000, pickup: "minum" },
    "Jus Mangga": { price: 13_000, pickup: "minum" },
    "Kopi Susu": { price: 8_000, pickup: "minum" },
    "Nasi Putih": { price: 6_000, serviceCharged: false },
    "Wedang Jahe": { price: 8_000, pickup: "minum" },
    "Teh Tarik": { price: 6_000, pickup: "minum" },
  });
});
afterAll(async () => {
  await t.close();
});

const KL = "kasir.kl@demo.test";

/** What a refusal must leave untouched: stock rows, dishes, lines, the waste log and sold-out flags. */
async function snapshot() {
  const r = await t.db.execute(sql`select
    (select coalesce(json_agg(s order by s.m_stock_id), '[]') from m_stock s) as stock,
    (select count(*) from m_dish_status)::int as dishes,
    (select coalesce(json_agg(json_build_array(l.tmp_transaction_detail_id, l.qty, l.sent_qty, l.production_status) order by 1), '[]')
      from tmp_transaction_detail l) as lines,
    (select count(*) from m_gagal_proses)::int as waste,
    (select count(*) from m_menu where m_menu_habis)::int as habis`);
  return r.rows[0];
}

async function saveStock(data: Array<{ m_menu_id: number; m_stock_stock_awal: number | string | null }>, as = "dapur") {
  return t.call("POST", "/api/m-menu/saveStock", { as, body: { data } });
}

async function stockOf(menuId: number, as = "dapur") {
  const res = await t.call("GET", "/api/m-menu/indexStock", { as });
  expect(res.status).toBe(200);
  return res.body.data.data.find((m: { m_menu_id: number }) => m.m_menu_id === menuId);
}

async function qrStatus(menuName: string, as = "kasir"): Promise<string> {
  const res = await t.call("GET", "/api/mmenu", { as });
  return res.body.data.find((m: { m_menu_nama: string }) => m.m_menu_nama === menuName)?.m_menu_harga_qr_status;
}

async function addMenu(orderId: number, menuId: number) {
  return t.call("POST", "/api/m-transaction-meja/add-menu", {
    as: "kasir",
    body: { tmp_transaction_detail_m_produk_id: menuId, tmp_transaction_detail_tmp_transaction_id: orderId },
  });
}

describe("Form Stok Menu", () => {
  it("lists the menu types and menus, not counted until saved, for the kitchen roles only", async () => {
    const res = await t.call("GET", "/api/m-menu/indexStock", { as: "dapur" });
    expect(res.status).toBe(200);
    expect(res.body.data.m_menu_jenis.map((j: { m_menu_jenis_nama: string }) => j.m_menu_jenis_nama)).toContain(
      stall.menu.type("minum").name,
    );
    const esTeh = res.body.data.data.find((m: { m_menu_nama: string }) => m.m_menu_nama === stall.item("Es Teh Manis"));
    expect(esTeh).toMatchObject({ m_stock_stock_awal: null, m_stock_sisa: null, m_menu_harga_qr_status: "ya" });
    const minuman = res.body.data.m_menu_jenis.find(
      (j: { m_menu_jenis_id: number }) => j.m_menu_jenis_id === stall.menu.type("minum").menuTypeId,
    );
    const onlyDrinks = await t.call("GET", "/api/m-menu/indexStock", {
      as: "kasir",
      query: { m_menu_m_menu_jenis_id: String(minuman.m_menu_jenis_id) },
    });
    expect(
      onlyDrinks.body.data.data.every((m: { m_menu_m_menu_jenis_id: number }) => m.m_menu_m_menu_jenis_id === minuman.m_menu_jenis_id),
    ).toBe(true);
    expect(onlyDrinks.body.data.data.map((m: { m_menu_nama: string }) => m.m_menu_nama)).toContain(stall.item("Es Jeruk"));
    expect((await t.call("GET", "/api/m-menu/indexStock", { as: "pelayan" })).status).toBe(403);
    const kl = await t.call("GET", "/api/m-menu/indexStock", { as: KL });
    expect(kl.body.data.data.some((m: { m_menu_id: number }) => m.m_menu_id === esTeh.m_menu_id)).toBe(false);
  });

  it("refuses another outlet's menu, a menu twice, a bad number and a waiter, changing nothing", async () => {
    const esTeh = await menuIdOf(t.db, stall.item("Es Teh Manis"));
    const klMenu = (await buildMenuItem(t, { outlet: "DEMO-KL", price: 850 })).menuItemId;
    const before = await snapshot();
    const other = await saveStock([
      { m_menu_id: esTeh, m_stock_stock_awal: 5 },
      { m_menu_id: klMenu, m_stock_stock_awal: 5 },
    ]);
    expect(other.status).toBe(404);
    expect(other.body.meta.message).toBe(API_MSG.MENU_NOT_FOUND);
    const twice = await saveStock([
      { m_menu_id: esTeh, m_stock_stock_awal: 5 },
      { m_menu_id: esTeh, m_stock_stock_awal: 6 },
    ]);
    expect(twice.status).toBe(409);
    expect(twice.body.meta.message).toBe(STOCK_MSG.DUPLICATE_MENU);
    const negative = await saveStock([{ m_menu_id: esTeh, m_stock_stock_awal: -1 }]);
    expect(negative.status).toBe(422);
    expect(negative.body.meta.message).toBe(FIELD_MSG.INTEGER_REQUIRED);
    expect((await saveStock([{ m_menu_id: esTeh, m_stock_stock_awal: 100000 }])).status).toBe(422);
    expect((await saveStock([{ m_menu_id: esTeh, m_stock_stock_awal: 5 }], "pelayan")).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe("stock countdown", () => {
  it("shows what was sold today beside the opening stock it asks for: left = opening − sold", async () => {
    const item = stall.item("Teh Tarik");
    const menuId = await menuIdOf(t.db, item);
    const order = await openNote(t, { table: stall.table("Meja 9") });
    await addUnits(t, order, item, 1);
    await sendToKitchen(t, order);
    // Not counted yet: sold today is known all the same.
    expect(await stockOf(menuId)).toMatchObject({ m_stock_stock_awal: null, m_stock_sisa: null, m_stock_terjual: 1 });
    // The opening stock of the day includes what was sold: 1 → none left; 3 → 2 left.
    const one = await saveStock([{ m_menu_id: menuId, m_stock_stock_awal: 1 }]);
    expect(one.body.data[0]).toMatchObject({ m_stock_stock_awal: 1, m_stock_terjual: 1, m_stock_sisa: 0 });
    await saveStock([{ m_menu_id: menuId, m_stock_stock_awal: 3 }]);
    expect(await stockOf(menuId)).toMatchObject({
      m_stock_stock_awal: 3,
      m_stock_terjual: 1,
      m_stock_sisa: 2,
      m_menu_harga_qr_status: "ya",
    });
  });

  it("counts down as dishes are sent, refuses a send beyond it whole, and sells out at 0 everywhere", async () => {
    const item = stall.item("Es Jeruk");
    const menuId = await menuIdOf(t.db, item);
    const saved = await saveStock([{ m_menu_id: menuId, m_stock_stock_awal: 3 }]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.meta.message).toBe(STOCK_MSG.SAVED);
    expect(saved.body.data[0]).toMatchObject({ m_menu_id: menuId, m_stock_stock_awal: 3, m_stock_sisa: 3 });

    const first = await openNote(t, { table: stall.table("Meja 2") });
    await addUnits(t, first, item, 2);
    await sendToKitchen(t, first);
    expect(await stockOf(menuId)).toMatchObject({ m_stock_stock_awal: 3, m_stock_sisa: 1, m_menu_harga_qr_status: "ya" });

    // Two more than the one left: nothing is sent, nothing counted.
    const second = await openNote(t, { table: stall.table("Meja 3") });
    await addUnits(t, second, item, 2);
    await addUnits(t, second, stall.item("Nasi Putih"), 1);
    const before = await snapshot();
    const refused = await t.call("GET", `/api/m-transaction-meja/set-production/${second}`, { as: "kasir" });
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toBe(STOCK_MSG.notEnough(item, 1));
    expect(refused.body.meta.message).toBe(`Stok ${item} tinggal 1, kurangi pesanan`);
    expect(await snapshot()).toEqual(before);

    // The cashier takes one off, then the last unit goes: sold out.
    const lineId = (
      await t.db.execute(
        sql`select tmp_transaction_detail_id as id from tmp_transaction_detail where tmp_transaction_id = ${second} and m_produk_id = ${menuId}`,
      )
    ).rows[0]?.id;
    const reduce = await t.call("POST", "/api/m-transaction-meja/reduce-menu", { as: "kasir", body: { m_transaction_menu_id: lineId } });
    expect(reduce.status, JSON.stringify(reduce.body)).toBeLessThan(300);
    await sendToKitchen(t, second);
    expect(await stockOf(menuId)).toMatchObject({ m_stock_sisa: 0, m_menu_harga_qr_status: "tidak" });
    expect(await qrStatus(item)).toBe("tidak");
    expect(await qrStatus(item, "dapur")).toBe("tidak");

    const third = await openNote(t, { table: stall.table("Meja 4") });
    const before3 = await snapshot();
    const soldOut = await addMenu(third, menuId);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.meta.message).toBe(`Stok ${item} habis`);
    expect(await snapshot()).toEqual(before3);

    // A new opening stock counts what was used today: 3 used, 5 → 2 left.
    const again = await saveStock([{ m_menu_id: menuId, m_stock_stock_awal: 5 }]);
    expect(again.body.data[0]).toMatchObject({ m_stock_stock_awal: 5, m_stock_sisa: 2, m_menu_harga_qr_status: "ya" });
    expect(await qrStatus(item)).toBe("ya");
    // Blank = not counted any more.
    const off = await saveStock([{ m_menu_id: menuId, m_stock_stock_awal: "" }]);
    expect(off.body.data[0]).toMatchObject({ m_stock_stock_awal: null, m_stock_sisa: null, m_menu_harga_qr_status: "ya" });
  });

  it("two tills sending the last unit at once: exactly one is sent", async () => {
    const item = stall.item("Es Campur");
    const menuId = await menuIdOf(t.db, item);
    expect((await saveStock([{ m_menu_id: menuId, m_stock_stock_awal: 1 }])).status).toBe(200);
    const a = await openNote(t, { table: stall.table("Meja 5") });
    const b = await openNote(t, { table: stall.table("Meja 6") });
    await addUnits(t, a, item, 1);
    await addUnits(t, b, item, 1);
    const dishesBefore = (await t.db.execute(sql`select count(*)::int as n from m_dish_status where m_dish_status_menu_id = ${menuId}`))
      .rows[0]?.n;
    const replies = await Promise.all([a, b].map((id) => t.call("GET", `/api/m-transaction-meja/set-production/${id}`, { as: "kasir" })));
    expect(replies.map((r) => r.status).sort()).toEqual([202, 409]);
    expect(replies.find((r) => r.status === 409)?.body.meta.message).toBe(`Stok ${item} habis`);
    const dishesAfter = (await t.db.execute(sql`select count(*)::int as n from m_dish_status where m_dish_status_menu_id = ${menuId}`))
      .rows[0]?.n;
    expect(Number(dishesAfter) - Number(dishesBefore)).toBe(1);
    expect(await stockOf(menuId)).toMatchObject({ m_stock_sisa: 0, m_menu_harga_qr_status: "tidak" });
  });

  it("a dish cancelled before it is ready goes back to the stock; a ready one does not", async () => {
    const item = stall.item("Jus Alpukat");
    const menuId = await menuIdOf(t.db, item);
    await saveStock([{ m_menu_id: menuId, m_stock_stock_awal: 4 }]);
    const id = await openNote(t, { table: stall.table("Meja 7") });
    await addUnits(t, id, item, 2);
    await sendToKitchen(t, id);
    expect((await stockOf(menuId)).m_stock_sisa).toBe(2);
    const dishes = (await t.call("GET", `/api/m-dish-status/by-transaction/${id}`, { as: "dapur" })).body.data as Array<{ id: number }>;
    const [cooked, fresh] = dishes as [{ id: number }, { id: number }];
    expect((await t.call("GET", `/api/m-dish-status/set-ready/${cooked.id}`, { as: "dapur" })).status).toBe(200);
    const cancel = (ids: number[]) =>
      t.call("POST", "/api/m-dish-status/cancel-dishes", { as: "kasir", body: { m_dish_status_id: ids, reason: "Dibatalkan Konsumen" } });
    expect((await cancel([fresh.id])).status).toBe(200);
    expect((await stockOf(menuId)).m_stock_sisa).toBe(3);
    expect((await cancel([cooked.id])).status).toBe(200);
    expect((await stockOf(menuId)).m_stock_sisa).toBe(3);
  });

  it("deleting an order returns its dishes not cooked yet to the stock and logs every sent dish in Gagal Proses", async () => {
    const item = stall.item("Jus Mangga");
    const menuId = await menuIdOf(t.db, item);
    await saveStock([{ m_menu_id: menuId, m_stock_stock_awal: 5 }]);
    const id = await openNote(t, { table: stall.table("Meja 8") });
    await addUnits(t, id, item, 3);
    await sendToKitchen(t, id);
    expect((await stockOf(menuId)).m_stock_sisa).toBe(2);
    const [cooked] = (await t.call("GET", `/api/m-dish-status/by-transaction/${id}`, { as: "dapur" })).body.data as Array<{ id: number }>;
    expect((await t.call("GET", `/api/m-dish-status/set-ready/${cooked?.id}`, { as: "dapur" })).status).toBe(200);
    const deleted = await t.call("DELETE", `/api/tmp-transaction/${id}`, { as: "kasir" });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await stockOf(menuId)).m_stock_sisa).toBe(4); // two not cooked came back; the cooked one is wasted
    const waste = await t.db.execute<{ alasan: string; is_ready: number; stock_returned: number }>(sql`
      select m_gagal_proses_alasan as alasan, is_ready, stock_returned from m_gagal_proses
      where tmp_transaction_id = ${id} order by m_dish_status_id`);
    expect(waste.rows).toEqual([
      { alasan: STOCK_MSG.ORDER_DELETED, is_ready: 1, stock_returned: 0 },
      { alasan: STOCK_MSG.ORDER_DELETED, is_ready: 0, stock_returned: 1 },
      { alasan: STOCK_MSG.ORDER_DELETED, is_ready: 0, stock_returned: 1 },
    ]);
  });
});

describe("Menu Habis", () => {
  const mark = (m_menu_id: number, m_stock_habis: number, as = "dapur") =>
    t.call("POST", "/api/m-menu/set-habis", { as, body: { m_menu_id, m_stock_habis } });

  it("marks a menu sold out for today and available again; the till sees it and add-menu refuses it", async () => {
    const item = stall.item("Wedang Jahe");
    const menuId = await menuIdOf(t.db, item);
    const res = await mark(menuId, 1);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.message).toBe(STOCK_MSG.MARKED_SOLD_OUT);
    expect(res.body.data).toMatchObject({ m_menu_id: menuId, m_stock_habis: 1, m_menu_harga_qr_status: "tidak" });
    expect(await qrStatus(item)).toBe("tidak");
    const list = await t.call("GET", "/api/m-menu/habis", { as: "kasir" });
    expect(list.body.data.find((m: { m_menu_id: number }) => m.m_menu_id === menuId)).toMatchObject({ m_stock_habis: 1 });
    const order = await openNote(t, { table: stall.table("Meja 8") });
    const refused = await addMenu(order, menuId);
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toBe(API_MSG.MENU_SOLD_OUT);

    const back = await mark(menuId, 0);
    expect(back.body.meta.message).toBe(STOCK_MSG.MARKED_AVAILABLE);
    expect(back.body.data).toMatchObject({ m_stock_habis: 0, m_menu_harga_qr_status: "ya" });
    expect((await addMenu(order, menuId)).status).toBe(201);
  });

  it("refuses available at stock 0, another outlet's menu and a waiter, changing nothing", async () => {
    const item = stall.item("Kopi Susu");
    const menuId = await menuIdOf(t.db, item);
    await saveStock([{ m_menu_id: menuId, m_stock_stock_awal: 0 }]);
    expect(await qrStatus(item)).toBe("tidak");
    const before = await snapshot();
    const zero = await mark(menuId, 0);
    expect(zero.status).toBe(409);
    expect(zero.body.meta.message).toBe(STOCK_MSG.STOCK_ZERO);
    const kl = await mark(menuId, 1, KL);
    expect(kl.status).toBe(404);
    expect(kl.body.meta.message).toBe(API_MSG.MENU_NOT_FOUND);
    expect((await mark(menuId, 1, "pelayan")).status).toBe(403);
    expect((await mark(menuId, 2)).status).toBe(422);
    expect(await snapshot()).toEqual(before);
  });
});
