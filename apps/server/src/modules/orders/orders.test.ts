/** API tests: opening notes on tables and reading open orders (foundations §2, §4, §5, §9). */
import { jakartaParts } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, orderTables } from "../../db/schema/index.ts";
import { buildTable, buildTables, numbered } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openNote, tableIdOf } from "./orders.test-helpers.ts";

let t: TestApp;
/** The built name of the table labelled `label`. */
let table: (label: string) => string;
/** A table of the KL outlet. */
let klTableName: string;
beforeAll(async () => {
  t = await createTestApp();
  table = await buildTables(t, [...numbered("Meja", 11), "Bungkus 1", "Bungkus 2", "Express 1"]);
  klTableName = (await buildTable(t, { outlet: "DEMO-KL" })).name;
});
afterAll(async () => {
  await t.close();
});

async function create(body: Record<string, unknown>, as = "kasir") {
  return t.call("POST", "/api/tmp-transaction", { as, body });
}

async function ordersOnTable(tableId: number) {
  return t.db.select().from(orderTables).where(eq(orderTables.tableId, tableId));
}

describe("POST /tmp-transaction (open a note)", () => {
  it("opens Meja 1 for Budi and the table lists show it as a draft", async () => {
    const meja1 = await tableIdOf(t.db, table("Meja 1"));
    const before = Date.now();
    const res = await create({
      tmp_transaction_m_meja_id: String(meja1),
      tmp_transaction_note_number: "1001",
      tmp_transaction_customer_name: "Budi",
      tmp_transaction_order_time: new Date().toISOString(),
    });
    expect(res.status).toBe(200);
    expect(res.body.meta.code).toBe(200);
    const id = res.body.data.tmp_transaction_id;
    expect(res.body.data.m_transaction_table_id).toBe(id);

    const list = await t.call("GET", "/api/tmp-transaction", { as: "kasir" });
    expect(list.status).toBe(200);
    const card = list.body.data[String(meja1)];
    expect(card).toMatchObject({
      tmp_transaction_id: id,
      tmp_transaction_note_number: "1001",
      tmp_transaction_customer_name: "Budi",
      tmp_transaction_table_list: String(meja1),
      tmp_transaction_table_name_list: table("Meja 1"),
      tmp_transaction_m_meja_id: meja1,
      tmp_transaction_m_t_t_name: "dine in",
      tmp_transaction_status: 0,
      tmp_transaction_by: "Siti Kasir",
      dish_count: 0,
    });
    const orderTime = Date.parse(card.tmp_transaction_order_time);
    expect(orderTime).toBeGreaterThanOrEqual(before - 1000);
    expect(orderTime).toBeLessThanOrEqual(Date.now());

    expect((await t.call("GET", `/api/tmp-transaction/cek-meja/${meja1}`, { as: "kasir" })).body.data).toBe(id);
    expect((await t.call("GET", `/api/tmp-transaction/cek/${id}`, { as: "kasir" })).body.data).toBe(1);

    const one = await t.call("GET", `/api/tmp-transaction/${id}`, { as: "pelayan" });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      tmp_transaction_id: id,
      pajak: 10,
      service_charge: 5,
      pembulatan: "ya",
      m_t_t_name: "dine in",
      m_t_t_group: "reguler",
      tarik_tunai: 0,
      user_input: { name: "Siti Kasir" },
      m_transaction_table_id: id,
      m_transaction_table_note_number: "1001",
      m_transaction_table_customer_name: "Budi",
      m_transaction_table_table_list: [meja1],
      m_transaction_table_table_name_list: table("Meja 1"),
      m_transaction_table_status: 0,
      name: "Dine In",
    });

    // A second note on Meja 1 is refused and changes nothing.
    const again = await create({
      tmp_transaction_m_meja_id: meja1,
      tmp_transaction_note_number: "1002",
      tmp_transaction_customer_name: "Ani",
      tmp_transaction_order_time: "12:00",
    });
    // Foundations §4 "Creating a note": 204 is read from the body (HTTP 204 has none): HTTP 200.
    expect(again.status).toBe(200);
    expect(again.body.meta).toMatchObject({ code: 204, error: 1, message: "Meja sudah digunakan" });
    expect(await ordersOnTable(meja1)).toHaveLength(1);
    expect(await t.db.select().from(orders).where(eq(orders.noteNumber, "1002"))).toHaveLength(0);

    // The same nota number on another table is refused too.
    const dupNota = await create({
      tmp_transaction_m_meja_id: await tableIdOf(t.db, table("Meja 2")),
      tmp_transaction_note_number: "1001",
      tmp_transaction_customer_name: "Citra",
      tmp_transaction_order_time: "12:00",
    });
    expect([dupNota.status, dupNota.body.meta.code]).toEqual([200, 204]);
    expect(dupNota.body.meta).toMatchObject({ code: 204, message: "Nomor Nota sudah ada" });
    // The field at fault, so the web keeps the form open by a field, never by the text.
    expect(dupNota.body.errors).toEqual({ tmp_transaction_note_number: "Nomor Nota sudah ada" });
    expect(await ordersOnTable(await tableIdOf(t.db, table("Meja 2")))).toHaveLength(0);
  });

  it("holds merged tables: every one is keyed in the list and refused to others", async () => {
    const [m3, m4, m5] = [
      await tableIdOf(t.db, table("Meja 3")),
      await tableIdOf(t.db, table("Meja 4")),
      await tableIdOf(t.db, table("Meja 5")),
    ];
    const id = await openNote(t, {
      table: table("Meja 3"),
      note: "2001",
      customer: "Keluarga Andi",
      extra: { tmp_transaction_table_list: `${m5},${m4}` },
    });
    const list = await t.call("GET", "/api/tmp-transaction", { as: "kasir" });
    for (const tableId of [m3, m4, m5]) {
      expect(list.body.data[String(tableId)]).toMatchObject({
        tmp_transaction_id: id,
        tmp_transaction_table_list: `${m3},${m4},${m5}`,
        tmp_transaction_table_name_list: [table("Meja 3"), table("Meja 4"), table("Meja 5")].join(", "),
      });
    }
    const filtered = await t.call("GET", "/api/tmp-transaction", {
      as: "kasir",
      query: { json_m_transaction_table_table_list: `[${m4}]` },
    });
    expect(Object.keys(filtered.body.data)).toEqual([String(m4)]);

    expect((await t.call("GET", `/api/tmp-transaction/cek-meja/${m5}`, { as: "kasir" })).body.data).toBe(id);
    const onMerged = await create({
      tmp_transaction_m_meja_id: m5,
      tmp_transaction_note_number: "2002",
      tmp_transaction_customer_name: "Dodi",
      tmp_transaction_order_time: "13:00",
    });
    expect([onMerged.status, onMerged.body.meta.code]).toEqual([200, 204]);
    expect(onMerged.body.meta.message).toBe("Meja sudah digunakan");
    expect(onMerged.body.errors).toBeUndefined();
    // Merging a held table into a new note is refused as well, and the main table stays free.
    const m6 = await tableIdOf(t.db, table("Meja 6"));
    const mergeHeld = await create({
      tmp_transaction_m_meja_id: m6,
      tmp_transaction_table_list: [m4],
      tmp_transaction_note_number: "2003",
      tmp_transaction_customer_name: "Eka",
      tmp_transaction_order_time: "13:00",
    });
    expect([mergeHeld.status, mergeHeld.body.meta.code]).toEqual([200, 204]);
    expect((await t.call("GET", `/api/tmp-transaction/cek-meja/${m6}`, { as: "kasir" })).body.data).toBe(0);
  });

  it("refuses invalid notes with the form's Indonesian messages and writes nothing", async () => {
    const m7 = await tableIdOf(t.db, table("Meja 7"));
    const base = {
      tmp_transaction_m_meja_id: m7,
      tmp_transaction_note_number: "3001",
      tmp_transaction_customer_name: "Budi",
      tmp_transaction_order_time: "12:30",
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ tmp_transaction_note_number: "12" }, "Nomor Nota minimal 4 karakter"],
      [{ tmp_transaction_note_number: "ab12" }, "Nomor Nota harus berupa angka"],
      [{ tmp_transaction_note_number: "" }, "Nota harus diisi!"],
      [{ tmp_transaction_customer_name: "Bu" }, "Nama Big Boss minimal 3 karakter"],
      [{ tmp_transaction_customer_name: undefined }, "Nama Big Boss harus diisi!"],
      [{ tmp_transaction_member_id: "123" }, "ID Member/NIK minimal 5 karakter"],
      [{ tmp_transaction_order_time: "" }, "Jam Order harus diisi!"],
      [{ tmp_transaction_order_time: "25:00" }, "Format jam tidak valid"],
      [{ tmp_transaction_m_meja_id: "" }, "Meja harus dipilih!"],
      [{ tmp_transaction_m_t_t_name: "kereta" }, "Jenis transaksi tidak valid"],
    ];
    for (const [change, message] of cases) {
      const res = await create({ ...base, ...change });
      expect(res.status, message).toBe(422);
      expect(res.body.meta.message).toContain(message);
    }
    const unknown = await create({ ...base, tmp_transaction_m_meja_id: 99999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta.message).toBe("Meja tidak ditemukan");
    const klTable = await create({ ...base, tmp_transaction_m_meja_id: await tableIdOf(t.db, klTableName, "DEMO-KL") });
    expect(klTable.status).toBe(404);
    expect(await ordersOnTable(m7)).toHaveLength(0);
    expect(await t.db.select().from(orders).where(eq(orders.noteNumber, "3001"))).toHaveLength(0);
  });

  it("names express notes SS-… and refuses a second cashier on the express table", async () => {
    const express = await tableIdOf(t.db, table("Express 1"));
    const res = await create({ tmp_transaction_m_meja_id: express, tmp_transaction_order_time: new Date().toISOString() });
    expect(res.status).toBe(200);
    const one = await t.call("GET", `/api/tmp-transaction/${res.body.data.tmp_transaction_id}`, { as: "kasir" });
    expect(one.body.data.tmp_transaction_note_number).toMatch(/^SS-\d{6}1\d+$/);
    expect(one.body.data.tmp_transaction_customer_name).toBe(one.body.data.tmp_transaction_note_number);
    expect(one.body.data.tmp_transaction_m_t_t_name).toBe("take away");
    const second = await create({ tmp_transaction_m_meja_id: express, tmp_transaction_order_time: "10:00" }, "wbd");
    expect(second.status).toBe(200);
    expect(second.body.meta).toMatchObject({ code: 204, error: 1, message: "Meja sudah digunakan kasir lain" });
  });

  it("picks the transaction type: take away for bungkus, by name in any case, delivery with prefix", async () => {
    const bungkus = await openNote(t, { table: table("Bungkus 1"), note: "4001" });
    expect((await t.call("GET", `/api/tmp-transaction/${bungkus}`, { as: "kasir" })).body.data.m_t_t_name).toBe("take away");
    const typed = await openNote(t, { table: table("Meja 8"), note: "4002", extra: { tmp_transaction_m_t_t_name: "Take Away" } });
    expect((await t.call("GET", `/api/tmp-transaction/${typed}`, { as: "kasir" })).body.data.m_t_t_name).toBe("take away");
    const grab = await openNote(t, {
      table: table("Bungkus 2"),
      note: "123",
      customer: "Sari",
      extra: { tmp_transaction_m_t_t_name: "GRAB" },
    });
    const grabOrder = (await t.call("GET", `/api/tmp-transaction/${grab}`, { as: "kasir" })).body.data;
    expect(grabOrder).toMatchObject({ tmp_transaction_note_number: "GF-123", m_t_t_name: "grab", m_t_t_group: "ojol", name: "Grab" });
    const ojol = await t.call("GET", "/api/tmp-transaction", { as: "kasir", query: { ojol: "true" } });
    expect(ojol.body.data.map((o: { tmp_transaction_id: number }) => o.tmp_transaction_id)).toEqual([grab]);
  });

  it("reads HH:mm as today in Jakarta and accepts the staff-side form with a picked waiter", async () => {
    const users = (await t.call("GET", "/api/users", { as: "pelayan" })).body.data as Array<{ id: number; role: string }>;
    const waiter = users.find((u) => u.role === "pelayan");
    const m9 = await tableIdOf(t.db, table("Meja 9"));
    const res = await t.call("POST", "/api/tmp-transaction", {
      as: "pelayan",
      body: {
        m_transaction_table_table_list: JSON.stringify([m9]),
        m_transaction_table_note_number: "5001",
        m_transaction_table_customer_name: "Wati",
        m_transaction_table_order_time: "09:15",
        m_transaction_table_by: String(waiter?.id),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = (await t.call("GET", `/api/tmp-transaction/${res.body.data.m_transaction_table_id}`, { as: "kasir" })).body.data;
    const parts = jakartaParts(new Date(order.tmp_transaction_order_time));
    expect(parts).toMatchObject({ date: jakartaParts(new Date()).date, time: "09:15" });
    expect(order.m_transaction_table_by).toBe(waiter?.id);
    expect(order.user_input.name).toBe("Dewi Pelayan");
    expect(order.m_transaction_table_table_list).toEqual([m9]);
  });

  it("settles two cashiers racing for one table: exactly one wins", async () => {
    const m10 = await tableIdOf(t.db, table("Meja 10"));
    const body = (note: string) => ({
      tmp_transaction_m_meja_id: m10,
      tmp_transaction_note_number: note,
      tmp_transaction_customer_name: "Balapan",
      tmp_transaction_order_time: "11:00",
    });
    const [a, b] = await Promise.all([create(body("6001"), "kasir"), create(body("6002"), "kacab")]);
    expect([a.body.meta.code, b.body.meta.code].sort()).toEqual([200, 204]);
    const loser = a.body.meta.code === 204 ? a : b;
    expect(loser.body.meta).toMatchObject({ code: 204, message: "Meja sudah digunakan" });
    expect(await ordersOnTable(m10)).toHaveLength(1);
    const notes = await t.db.select().from(orders).where(eq(orders.customerName, "Balapan"));
    expect(notes).toHaveLength(1);
  });

  it("refuses the kitchen role and anonymous callers", async () => {
    const body = {
      tmp_transaction_m_meja_id: await tableIdOf(t.db, table("Meja 11")),
      tmp_transaction_note_number: "7001",
      tmp_transaction_customer_name: "Budi",
      tmp_transaction_order_time: "11:00",
    };
    const dapur = await create(body, "dapur");
    expect(dapur.status).toBe(403);
    expect(dapur.body.meta).toMatchObject({ title: "Akses DiTolak!", message: "Hubungi Kacab/Asisten" });
    expect((await t.call("POST", "/api/tmp-transaction", { body })).status).toBe(401);
    expect((await t.call("GET", "/api/tmp-transaction")).status).toBe(401);
    expect(await ordersOnTable(body.tmp_transaction_m_meja_id)).toHaveLength(0);
  });
});
