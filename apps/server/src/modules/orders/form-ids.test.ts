/**
 * API tests: a form's ids 0, "" and null mean "not given" on every route (payment §7:
 * the spec's client sends every field of a form, `tmp_transaction_detail_id` 0 for a new line).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { menuIdOf, openNote, tableIdOf } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3", "Meja 4", "Meja 5"]);
});
afterAll(async () => {
  await t.close();
});

const linesOf = (orderId: number) => t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));

/** add-menu as the spec's client sends it: all five fields (payment §7). */
function specAddMenu(orderId: number, productId: number, lineId: unknown, productionStatus: unknown = 0) {
  return {
    tmp_transaction_detail_id: lineId,
    tmp_transaction_detail_m_produk_id: productId,
    tmp_transaction_detail_tmp_transaction_id: orderId,
    tmp_transaction_detail_production_status: productionStatus,
    transactionId: orderId,
  };
}

describe("ids 0, empty and null are absent", () => {
  it("add-menu with all five fields: a line id 0, '' or null adds to the item's unsent line", async () => {
    const id = await openNote(t, { table: stall.table("Meja 1") });
    const ayam = await menuIdOf(t.db, stall.item("Ayam Goreng Dada"));
    for (const lineId of [0, "0", "", null]) {
      const res = await t.call("POST", "/api/m-transaction-meja/add-menu", { as: "kasir", body: specAddMenu(id, ayam, lineId) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const lines = await linesOf(id);
    expect(lines.map((l) => [l.menuItemId, l.qty])).toEqual([[ayam, 4]]);
  });

  it("add-menu as a urlencoded form (every value a string, line id empty)", async () => {
    const id = await openNote(t, { table: stall.table("Meja 2") });
    const esTeh = await menuIdOf(t.db, stall.item("Es Teh Manis"));
    const token = await t.login("kasir");
    const form = new URLSearchParams({
      tmp_transaction_detail_id: "",
      tmp_transaction_detail_m_produk_id: String(esTeh),
      tmp_transaction_detail_tmp_transaction_id: String(id),
      tmp_transaction_detail_production_status: "0",
      transactionId: String(id),
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/m-transaction-meja/add-menu",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
      payload: form.toString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await linesOf(id)).map((l) => l.qty)).toEqual([1]);
  });

  it("a sent production status from the client does not make a sent line grow; a bad one is refused", async () => {
    const id = await openNote(t, { table: stall.table("Meja 3") });
    const ayam = await menuIdOf(t.db, stall.item("Ayam Goreng Dada"));
    await t.call("POST", "/api/m-transaction-meja/add-menu", { as: "kasir", body: specAddMenu(id, ayam, 0) });
    const [line] = await linesOf(id);
    // The line is unsent: the client's "1" is not trusted, the unit goes to that line.
    const more = await t.call("POST", "/api/m-transaction-meja/add-menu", { as: "kasir", body: specAddMenu(id, ayam, line?.id, 1) });
    expect(more.status).toBe(201);
    expect((await linesOf(id)).map((l) => l.qty)).toEqual([2]);
    const bad = await t.call("POST", "/api/m-transaction-meja/add-menu", { as: "kasir", body: specAddMenu(id, ayam, 0, "dua") });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty("tmp_transaction_detail_production_status", "Harus 0 atau 1");
    expect((await linesOf(id)).map((l) => l.qty)).toEqual([2]);
  });

  it("reduce-menu takes role_user (payment §7) and never trusts it", async () => {
    const id = await openNote(t, { table: stall.table("Meja 4") });
    const ayam = await menuIdOf(t.db, stall.item("Ayam Goreng Dada"));
    await t.call("POST", "/api/m-transaction-meja/add-menu", { as: "opp", body: specAddMenu(id, ayam, 0) });
    await t.call("POST", "/api/m-transaction-meja/add-menu", { as: "opp", body: specAddMenu(id, ayam, 0) });
    const [line] = await linesOf(id);
    const res = await t.call("POST", "/api/m-transaction-meja/reduce-menu", {
      as: "opp",
      body: { tmp_transaction_detail_id: line?.id, role_user: "kacab" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.qty).toBe(1);
    const none = await t.call("POST", "/api/m-transaction-meja/reduce-menu", { as: "kasir", body: { tmp_transaction_detail_id: 0 } });
    expect(none.status).toBe(422);
    expect((await linesOf(id)).map((l) => l.qty)).toEqual([1]);
  });

  it("other routes: note forms, the order's lines and the menu read 0 / '' / null ids as absent", async () => {
    // Creating a note with Karyawan 0 (none chosen): the user takes it.
    const created = await t.call("POST", "/api/tmp-transaction", {
      as: "kasir",
      body: {
        tmp_transaction_m_meja_id: await tableIdOf(t.db, stall.table("Meja 5")),
        tmp_transaction_note_number: "7701",
        tmp_transaction_customer_name: "Budi",
        tmp_transaction_order_time: "10:00",
        m_transaction_table_by: 0,
      },
    });
    expect(created.body.meta).toMatchObject({ code: 200, error: 0 });
    const id = created.body.data.tmp_transaction_id as number;
    // Editing it with tmp_transaction_id "" (the path id counts).
    const edited = await t.call("POST", `/api/tmp-transaction/${id}`, {
      as: "kasir",
      body: { tmp_transaction_id: "", tmp_transaction_customer_name: "Budi Baru", tmp_transaction_order_time: "10:05" },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.tmp_transaction_customer_name).toBe("Budi Baru");
    // transaction-detail: one name 0, the other the order.
    const detail = await t.call("GET", "/api/transaction-detail", {
      as: "kasir",
      query: { m_transaction_menu_table_id: "0", tmp_transaction_detail_tmp_transaction_id: String(id) },
    });
    expect(detail.status).toBe(200);
    // The menu with transactionId 0 and type 0: the whole menu.
    const all = await t.call("GET", "/api/mmenu", { as: "kasir" });
    const zero = await t.call("GET", "/api/mmenu", { as: "kasir", query: { transactionId: "0", m_produk_m_jenis_produk_id: "0" } });
    expect(zero.status).toBe(200);
    expect(zero.body.data.length).toBe(all.body.data.length);
    // A negative or non-integer id is still refused.
    const bad = await t.call("GET", "/api/mmenu", { as: "kasir", query: { transactionId: "-3" } });
    expect(bad.status).toBe(422);
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, id)));
    expect(lines).toHaveLength(0);
  });
});
