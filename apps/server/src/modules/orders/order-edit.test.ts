/**
 * API tests of POST /tmp-transaction/{id}, "Ubah Informasi Nota" (foundations §4 Editing a note,
 * §5; payment spec §5 update nota form, §7): what the dashboard and the order screen show after an
 * edit, merged tables held and released, and every refusal changing nothing.
 */
import { jakartaParts } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, orderTables } from "../../db/schema/index.ts";
import { buildTables, numbered } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openNote, tableIdOf } from "./orders.test-helpers.ts";

let t: TestApp;
/** The built name of the table labelled `label`. */
let table: (label: string) => string;
/** The same for the KL outlet's tables. */
let klTable: (label: string) => string;
beforeAll(async () => {
  t = await createTestApp();
  table = await buildTables(t, [...numbered("Meja", 12), "Bungkus 1", "Bungkus 2"]);
  klTable = await buildTables(t, ["Meja 1", "Meja 2"], { outlet: "DEMO-KL" });
});
afterAll(async () => {
  await t.close();
});

async function edit(id: number, body: Record<string, unknown>, as = "kasir") {
  return t.call("POST", `/api/tmp-transaction/${id}`, { as, body });
}

async function order(id: number) {
  return (await t.call("GET", `/api/tmp-transaction/${id}`, { as: "kasir" })).body.data;
}

async function dashboard(): Promise<Record<string, { tmp_transaction_id: number; [k: string]: unknown }>> {
  return (await t.call("GET", "/api/tmp-transaction", { as: "kasir" })).body.data;
}

async function holder(tableId: number): Promise<number> {
  return (await t.call("GET", `/api/tmp-transaction/cek-meja/${tableId}`, { as: "kasir" })).body.data;
}

/** The form as the edit modal sends it: every field, the note number unchanged. */
function form(note: string, patch: Record<string, unknown> = {}) {
  return {
    tmp_transaction_note_number: note,
    tmp_transaction_customer_name: "Budi",
    tmp_transaction_order_time: "12:00",
    tmp_transaction_kitchen_done_time: "",
    tmp_transaction_member_id: "",
    tmp_transaction_table_list: "",
    ...patch,
  };
}

describe("POST /tmp-transaction/{id} (Ubah Informasi Nota)", () => {
  it("changes name, times and member id; the order screen and the table list show them", async () => {
    const m1 = await tableIdOf(t.db, table("Meja 1"));
    const id = await openNote(t, { table: table("Meja 1"), note: "1101", customer: "Budi" });
    const res = await edit(id, {
      tmp_transaction_id: id,
      ...form("1101", {
        tmp_transaction_customer_name: "  Pak Budi Santoso ",
        tmp_transaction_order_time: "09:45",
        tmp_transaction_kitchen_done_time: "10:15",
        tmp_transaction_member_id: "3201234567",
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ code: 200, error: 0, message: "Informasi nota diperbarui" });
    expect(res.body.data).toMatchObject({ tmp_transaction_id: id, tmp_transaction_customer_name: "Pak Budi Santoso" });

    const one = await order(id);
    expect(one).toMatchObject({
      tmp_transaction_note_number: "1101",
      tmp_transaction_customer_name: "Pak Budi Santoso",
      m_transaction_table_customer_name: "Pak Budi Santoso",
      tmp_transaction_member_id: "3201234567",
      tmp_transaction_table_list: String(m1),
    });
    const today = jakartaParts(new Date()).date;
    expect(jakartaParts(new Date(one.tmp_transaction_order_time))).toMatchObject({ date: today, time: "09:45" });
    expect(jakartaParts(new Date(one.tmp_transaction_kitchen_done_time))).toMatchObject({ date: today, time: "10:15" });
    expect((await dashboard())[String(m1)]).toMatchObject({ tmp_transaction_id: id, tmp_transaction_customer_name: "Pak Budi Santoso" });

    // Blank kitchen-done time and member id clear them; an ISO time is taken as it is.
    const cleared = await edit(id, form("1101", { tmp_transaction_order_time: "2025-06-28T05:30:00Z" }));
    expect(cleared.status).toBe(200);
    expect(await order(id)).toMatchObject({
      tmp_transaction_customer_name: "Budi",
      tmp_transaction_order_time: "2025-06-28T05:30:00.000Z",
      tmp_transaction_kitchen_done_time: null,
      tmp_transaction_member_id: "",
    });
  });

  it("merges Meja 4 into the order on Meja 3, then drops it again: the table is held, then free", async () => {
    const [m3, m4] = [await tableIdOf(t.db, table("Meja 3")), await tableIdOf(t.db, table("Meja 4"))];
    const id = await openNote(t, { table: table("Meja 3"), note: "1201", customer: "Keluarga Andi" });
    const merged = await edit(id, form("1201", { tmp_transaction_customer_name: "Keluarga Andi", tmp_transaction_table_list: [m4] }));
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data.tmp_transaction_table_name_list).toBe(`${table("Meja 3")}, ${table("Meja 4")}`);
    const map = await dashboard();
    expect(map[String(m3)]).toMatchObject({ tmp_transaction_id: id, tmp_transaction_table_list: `${m3},${m4}` });
    expect(map[String(m4)]).toMatchObject({ tmp_transaction_id: id, tmp_transaction_customer_name: "Keluarga Andi" });
    expect(await holder(m4)).toBe(id);
    expect((await order(id)).m_transaction_table_table_list).toEqual([m3, m4]);

    // Listing the main table too changes nothing about it; leaving Meja 4 out releases it.
    const dropped = await edit(id, form("1201", { tmp_transaction_table_list: String(m3) }));
    expect(dropped.status).toBe(200);
    const after = await dashboard();
    expect(after[String(m4)]).toBeUndefined();
    expect(after[String(m3)]).toMatchObject({ tmp_transaction_id: id, tmp_transaction_table_list: String(m3) });
    expect(await holder(m4)).toBe(0);
    expect(await holder(m3)).toBe(id);

    // A form without the list leaves the merged tables as they are.
    await edit(id, form("1201", { tmp_transaction_table_list: `${m4}` }));
    const keep = await edit(id, { tmp_transaction_customer_name: "Andi", tmp_transaction_order_time: "12:10" });
    expect(keep.status).toBe(200);
    expect(await holder(m4)).toBe(id);
  });

  it("refuses a table another open order holds: Meja sudah digunakan, and nothing changes", async () => {
    const [m5, m6, m12] = [
      await tableIdOf(t.db, table("Meja 5")),
      await tableIdOf(t.db, table("Meja 6")),
      await tableIdOf(t.db, table("Meja 12")),
    ];
    const other = await openNote(t, { table: table("Meja 6"), note: "1302", customer: "Pak Joko" });
    const id = await openNote(t, {
      table: table("Meja 5"),
      note: "1301",
      customer: "Bu Ani",
      extra: { tmp_transaction_table_list: String(m12) },
    });
    const res = await edit(id, form("1301", { tmp_transaction_customer_name: "Bu Ani Baru", tmp_transaction_table_list: `${m6}` }));
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ code: 204, error: 1, message: "Meja sudah digunakan", title: "Oops!" });
    const one = await order(id);
    expect(one.tmp_transaction_customer_name).toBe("Bu Ani");
    expect(one.m_transaction_table_table_list).toEqual([m5, m12]);
    expect(await holder(m6)).toBe(other);
    expect(await holder(m12)).toBe(id);
  });

  it("settles two orders merging one free table at once: exactly one gets it", async () => {
    const m11 = await tableIdOf(t.db, table("Meja 11"));
    const a = await openNote(t, { table: table("Meja 9"), note: "1401" });
    const b = await openNote(t, { table: table("Meja 10"), note: "1402" });
    const [ra, rb] = await Promise.all([
      edit(a, form("1401", { tmp_transaction_table_list: `${m11}` })),
      edit(b, form("1402", { tmp_transaction_table_list: `${m11}` }), "wbd"),
    ]);
    expect([ra.body.meta.code, rb.body.meta.code].sort()).toEqual([200, 204]);
    const winner = ra.body.meta.code === 200 ? a : b;
    expect(await holder(m11)).toBe(winner);
    expect(await t.db.select().from(orderTables).where(eq(orderTables.tableId, m11))).toHaveLength(1);
  });

  it("keeps the note number locked and refuses invalid input with the form's messages", async () => {
    const id = await openNote(t, { table: table("Meja 2"), note: "1501", customer: "Citra" });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ tmp_transaction_note_number: "1502" }, 422, "Nomor nota tidak dapat diubah"],
      [{ tmp_transaction_customer_name: "Ci" }, 422, "Nama Big Boss minimal 3 karakter"],
      [{ tmp_transaction_customer_name: " " }, 422, "Nama Big Boss harus diisi!"],
      [{ tmp_transaction_order_time: "" }, 422, "Jam Order harus diisi!"],
      [{ tmp_transaction_order_time: "25:00" }, 422, "Format jam tidak valid"],
      [{ tmp_transaction_kitchen_done_time: "siang" }, 422, "Format jam tidak valid"],
      [{ tmp_transaction_member_id: "1234" }, 422, "ID Member/NIK minimal 5 karakter"],
      [{ tmp_transaction_table_list: "3;4" }, 422, "Daftar meja tidak valid"],
      [{ tmp_transaction_table_list: "99999" }, 404, "Meja tidak ditemukan"],
      [{ tmp_transaction_table_list: String(await tableIdOf(t.db, klTable("Meja 2"), "DEMO-KL")) }, 404, "Meja tidak ditemukan"],
    ];
    for (const [patch, status, message] of cases) {
      const res = await edit(id, form("1501", { tmp_transaction_customer_name: "Citra Baru", ...patch }));
      expect(res.status, message).toBe(status);
      expect(res.body.meta.message).toBe(message);
    }
    const locked = await edit(id, form("1502"));
    expect(locked.body.errors).toEqual({ tmp_transaction_note_number: "Nomor nota tidak dapat diubah" });
    const one = await order(id);
    expect(one).toMatchObject({ tmp_transaction_note_number: "1501", tmp_transaction_customer_name: "Citra" });
    expect(one.m_transaction_table_table_list).toHaveLength(1);
    // Without a note number the edit goes through (the number stays).
    expect((await edit(id, { tmp_transaction_customer_name: "Citra Baru", tmp_transaction_order_time: "12:00" })).status).toBe(200);
    expect(await order(id)).toMatchObject({ tmp_transaction_note_number: "1501", tmp_transaction_customer_name: "Citra Baru" });
  });

  it("refuses a closed order, an unknown one and another outlet's: Maaf! Transaksi tidak ditemukan", async () => {
    const closed = await openNote(t, { table: table("Bungkus 1"), note: "1601", customer: "Dodi" });
    await t.db.update(orders).set({ status: 2 }).where(eq(orders.id, closed));
    await t.db.delete(orderTables).where(eq(orderTables.orderId, closed));
    const kl = await openNote(t, {
      table: klTable("Meja 1"),
      note: "1602",
      customer: "Ahmad",
      as: "kasir.kl@demo.test",
      outlet: "DEMO-KL",
    });
    for (const id of [closed, kl, 999999]) {
      const res = await edit(id, form(id === kl ? "1602" : "1601", { tmp_transaction_customer_name: "Diubah" }));
      expect(res.status).toBe(404);
      expect(res.body.meta.message).toBe("Maaf! Transaksi tidak ditemukan");
    }
    expect((await order(closed)).tmp_transaction_customer_name).toBe("Dodi");
    const klOrder = await t.call("GET", `/api/tmp-transaction/${kl}`, { as: "kasir.kl@demo.test" });
    expect(klOrder.body.data.tmp_transaction_customer_name).toBe("Ahmad");
  });

  it("lets the waiter edit and refuses the kitchen role and anonymous callers", async () => {
    const id = await openNote(t, { table: table("Bungkus 2"), note: "1701", customer: "Eka" });
    const dapur = await edit(id, form("1701", { tmp_transaction_customer_name: "Dapur" }), "dapur");
    expect(dapur.status).toBe(403);
    expect(dapur.body.meta).toMatchObject({ title: "Akses DiTolak!", message: "Hubungi Kacab/Asisten" });
    expect((await t.call("POST", `/api/tmp-transaction/${id}`, { body: form("1701") })).status).toBe(401);
    expect((await order(id)).tmp_transaction_customer_name).toBe("Eka");
    const pelayan = await edit(id, form("1701", { tmp_transaction_customer_name: "Eka Pelayan" }), "pelayan");
    expect(pelayan.status).toBe(200);
    expect((await order(id)).tmp_transaction_customer_name).toBe("Eka Pelayan");
  });
});
