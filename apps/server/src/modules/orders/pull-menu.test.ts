/**
 * API tests of Keluarkan Menu (payment spec §2.1, §7: GET /m-transaction-table/get-pull-menu/{id},
 * POST /m-transaction-table/pull-menu): chosen units move to a new take-away note with their dishes;
 * every refusal changes nothing.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diningTables, dishes, orderLines, orders, orderTables } from "../../db/schema/index.ts";
import { buildStall, buildTable, outletId, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { addUnits, openNote, sendToKitchen } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 8", "Meja 9", "Meja 10"]);
});
afterAll(async () => {
  await t.close();
});

async function rowsOf(ids: number[]) {
  return {
    order: await t.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id),
    lines: await t.db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(orderLines.id),
    dishes: await t.db.select().from(dishes).where(inArray(dishes.orderId, ids)).orderBy(dishes.id),
    tables: await t.db.select().from(orderTables).where(inArray(orderTables.orderId, ids)),
    count: (await t.db.select({ id: orders.id }).from(orders)).length,
  };
}

const pull = (body: unknown, as = "kasir") => t.call("POST", "/api/m-transaction-table/pull-menu", { as, body });

describe("Keluarkan Menu", () => {
  it("moves a whole line and part of a sent line to a new take-away note; dishes keep their state", async () => {
    const id = await openNote(t, { table: stall.table("Meja 8"), note: "5501", customer: "Pak Joko" });
    await addUnits(t, id, stall.item("Ayam Goreng Dada"), 3);
    await sendToKitchen(t, id);
    await addUnits(t, id, stall.item("Es Teh Manis"), 2);
    const list = await t.call("GET", `/api/m-transaction-table/get-pull-menu/${id}`, { as: "kasir" });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const [ayam, teh] = list.body.data as Array<{ id: number; m_produk_nama: string; qty: number }>;
    expect([ayam?.m_produk_nama, ayam?.qty, teh?.m_produk_nama, teh?.qty]).toEqual([
      stall.item("Ayam Goreng Dada"),
      3,
      stall.item("Es Teh Manis"),
      2,
    ]);
    // One ayam dish is ready already: its state follows it.
    const ayamDishes = await t.db
      .select()
      .from(dishes)
      .where(eq(dishes.orderLineId, ayam?.id ?? 0))
      .orderBy(dishes.id);
    await t.db
      .update(dishes)
      .set({ isReady: 1 })
      .where(eq(dishes.id, ayamDishes[2]?.id ?? 0));

    // A bungkus table ahead of every other in display order: the first free one, where the new note goes.
    const bungkus = await buildTable(t, { type: "bungkus", sortOrder: -1 });
    const res = await pull({ m_transaction_menu_ids: [ayam?.id, teh?.id], m_transaction_menu_qty: [1, 2] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.message).toBe("Menu berhasil dikeluarkan ke nota baru");
    const data = res.body.data;
    expect(data).toMatchObject({
      tmp_transaction_note_number: "5501-1",
      tmp_transaction_m_meja_id: bungkus.tableId,
      source_transaction_id: id,
      moved: [
        { m_transaction_menu_id: ayam?.id, qty: 1 },
        { m_transaction_menu_id: teh?.id, qty: 2 },
      ],
    });
    const note = (await t.call("GET", `/api/tmp-transaction/${data.tmp_transaction_id}`, { as: "kasir" })).body.data;
    expect(note).toMatchObject({
      tmp_transaction_m_t_t_name: "take away",
      tmp_transaction_customer_name: "Pak Joko",
      tmp_transaction_status: 0,
    });

    const lineQuery = (orderId: number) =>
      t.call("GET", "/api/transaction-detail", { as: "kasir", query: { tmp_transaction_detail_tmp_transaction_id: String(orderId) } });
    const source = (await lineQuery(id)).body.data;
    expect(source.map((l: { m_produk_nama: string; qty: number; sent_qty: number }) => [l.m_produk_nama, l.qty, l.sent_qty])).toEqual([
      [stall.item("Ayam Goreng Dada"), 2, 2],
    ]);
    const target = (await lineQuery(data.tmp_transaction_id)).body.data;
    expect(
      target.map((l: { m_produk_nama: string; qty: number; sent_qty: number; takeaway_status: number }) => [
        l.m_produk_nama,
        l.qty,
        l.sent_qty,
        l.takeaway_status,
      ]),
    ).toEqual([
      [stall.item("Es Teh Manis"), 2, 0, 1],
      [stall.item("Ayam Goreng Dada"), 1, 1, 1],
    ]);
    const movedDish = await t.db.select().from(dishes).where(eq(dishes.orderId, data.tmp_transaction_id));
    expect(movedDish).toHaveLength(1);
    expect(movedDish[0]).toMatchObject({ id: ayamDishes[2]?.id, isReady: 1, isCancelled: false });
    expect((await t.db.select().from(dishes).where(eq(dishes.orderId, id))).length).toBe(2);

    // A second pull from the same note gets the next number.
    await addUnits(t, id, stall.item("Kopi Susu"), 1);
    const kopi = (await lineQuery(id)).body.data.find((l: { m_produk_nama: string }) => l.m_produk_nama === stall.item("Kopi Susu"));
    const second = await pull({ "m_transaction_menu_ids[]": [String(kopi.id)] });
    expect(second.body.data.tmp_transaction_note_number).toBe("5501-2");
  });

  it("refuses bad choices, opp, another outlet and a full bungkus row, changing nothing", async () => {
    const id = await openNote(t, { table: stall.table("Meja 9") });
    await addUnits(t, id, stall.item("Kopi Susu"), 2);
    await addUnits(t, id, stall.item("Es Teh Manis"), 1);
    const other = await openNote(t, { table: stall.table("Meja 10") });
    await addUnits(t, other, stall.item("Kopi Susu"), 1);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.id);
    const otherLine = (await t.db.select().from(orderLines).where(eq(orderLines.orderId, other)))[0];
    const [kopi, teh] = lines;
    const before = await rowsOf([id, other]);

    const empty = await pull({ m_transaction_menu_ids: [] });
    expect([empty.status, empty.body.meta.message]).toEqual([422, "Pilih menu yang akan dikeluarkan"]);
    const tooMany = await pull({ m_transaction_menu_ids: [kopi?.id], m_transaction_menu_qty: [3] });
    expect([tooMany.status, tooMany.body.meta.message]).toEqual([422, "Jumlah menu yang dikeluarkan tidak valid"]);
    const zero = await pull({ m_transaction_menu_ids: [kopi?.id], m_transaction_menu_qty: [0] });
    expect(zero.status).toBe(422);
    const mixed = await pull({ m_transaction_menu_ids: [kopi?.id, otherLine?.id] });
    expect([mixed.status, mixed.body.meta.message]).toEqual([422, "Menu yang dikeluarkan harus dari satu transaksi"]);
    const opp = await pull({ m_transaction_menu_ids: [kopi?.id] }, "opp");
    expect(opp.status).toBe(403);
    const kl = await pull({ m_transaction_menu_ids: [kopi?.id] }, "kasir.kl@demo.test");
    expect([kl.status, kl.body.meta.message]).toEqual([404, "Menu tidak ditemukan"]);
    expect((await t.call("GET", `/api/m-transaction-table/get-pull-menu/${id}`, { as: "kasir.kl@demo.test" })).status).toBe(404);
    expect(await rowsOf([id, other])).toEqual(before);

    await t.db
      .update(orderLines)
      .set({ status: 2, approvalReason: "Batal - Kesalahan Input" })
      .where(eq(orderLines.id, teh?.id ?? 0));
    const cancelledBefore = await rowsOf([id, other]);
    const cancelled = await pull({ m_transaction_menu_ids: [teh?.id] });
    expect([cancelled.status, cancelled.body.meta.message]).toEqual([409, "Menu batal, garansi atau gratis tidak dapat dikeluarkan"]);
    expect(await rowsOf([id, other])).toEqual(cancelledBefore);
    expect((await t.call("GET", `/api/m-transaction-table/get-pull-menu/${id}`, { as: "kasir" })).body.data).toHaveLength(1);

    // Every bungkus table taken: nothing to pull to.
    const bungkus = await t.db
      .select()
      .from(diningTables)
      .where(and(eq(diningTables.outletId, await outletId(t)), eq(diningTables.type, "bungkus"), eq(diningTables.active, true)));
    for (const row of bungkus) {
      const holder = (await t.call("GET", `/api/tmp-transaction/cek-meja/${row.id}`, { as: "kasir" })).body.data;
      if (holder === 0) {
        await openNote(t, { table: row.name });
      }
    }
    const fullBefore = await rowsOf([id, other]);
    const full = await pull({ m_transaction_menu_ids: [kopi?.id] });
    expect(full.status).toBe(409);
    expect(full.body.meta).toMatchObject({ code: 204, message: "Tidak ada meja bungkus yang kosong" });
    expect(await rowsOf([id, other])).toEqual(fullBefore);

    await t.db.update(orders).set({ status: 2 }).where(eq(orders.id, other));
    const closed = await pull({ m_transaction_menu_ids: [otherLine?.id] });
    expect([closed.status, closed.body.meta.message]).toEqual([404, "Maaf! Transaksi tidak ditemukan"]);
  });
});
