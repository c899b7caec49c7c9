/**
 * API tests of the order-level actions (payment spec §2.1, §4, §5, §6, §7; orders §7): PUT and DELETE
 * /tmp-transaction/{id}, the price-check repair, the staff-side order, vouchers and the member lookup.
 * Every refusal is checked to change nothing (the order's rows before and after).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dishes, orderLines, orders, orderTables } from "../../db/schema/index.ts";
import { buildMember, buildStall, buildVoucher, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { addUnits, openNote, sendToKitchen } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 2", "Meja 3", "Meja 4", "Meja 5", "Meja 6", "Meja 7"]);
});
afterAll(async () => {
  await t.close();
});

/** Every row an order owns: the order, its lines, its dishes and its held tables. */
async function rowsOf(id: number) {
  return {
    order: await t.db.select().from(orders).where(eq(orders.id, id)),
    lines: await t.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.id),
    dishes: await t.db.select().from(dishes).where(eq(dishes.orderId, id)).orderBy(dishes.id),
    tables: await t.db.select().from(orderTables).where(eq(orderTables.orderId, id)),
  };
}

async function totalsOf(id: number) {
  const res = await t.call("GET", "/api/transaction-detail", {
    as: "kasir",
    query: { tmp_transaction_detail_tmp_transaction_id: String(id) },
  });
  return res.body.totals;
}

describe("PUT /tmp-transaction/{id} (service-charge switch, Tarik Tunai)", () => {
  it("adds Tarik Tunai to the total and switches the service charge off and on", async () => {
    const id = await openNote(t, { table: stall.table("Meja 2") });
    await addUnits(t, id, stall.item("Es Teh Manis"), 2);
    const before = await totalsOf(id);
    expect(before.service_charge).toBeGreaterThan(0);

    const res = await t.call("PUT", `/api/tmp-transaction/${id}`, { as: "kasir", body: { tmp_transaction_detail_tarik_tunai: "50000" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ error: 0, message: "Transaksi diperbarui" });
    expect(res.body.data).toMatchObject({ tarik_tunai: 50000, m_transaction_menu_tarik_tunai: 50000 });
    const withCash = await totalsOf(id);
    expect(withCash).toMatchObject({ cash_withdrawal: 50000, total: before.total + 50000 });

    const off = await t.call("PUT", `/api/tmp-transaction/${id}`, { as: "kasir", body: { m_transaction_menu_service_charge: 0 } });
    expect(off.status).toBe(200);
    const noSc = await totalsOf(id);
    expect(noSc.service_charge).toBe(0);
    expect(noSc.cash_withdrawal).toBe(50000);
    await t.call("PUT", `/api/tmp-transaction/${id}`, { as: "kasir", body: { tmp_transaction_detail_service_charge: "1" } });
    expect((await totalsOf(id)).service_charge).toBe(before.service_charge);

    // Non-numeric or empty Tarik Tunai is 0 (payment §5).
    await t.call("PUT", `/api/tmp-transaction/${id}`, { as: "kasir", body: { tmp_transaction_detail_tarik_tunai: "abc" } });
    expect((await totalsOf(id)).cash_withdrawal).toBe(0);
    await t.call("PUT", `/api/tmp-transaction/${id}`, { as: "kasir", body: { tmp_transaction_detail_tarik_tunai: "20000" } });
    await t.call("PUT", `/api/tmp-transaction/${id}`, { as: "kasir", body: { m_transaction_menu_tarik_tunai: "" } });
    expect((await totalsOf(id)).cash_withdrawal).toBe(0);
  });

  it("refuses opp, a negative amount, a zero-rate order, another outlet and a closed order, changing nothing", async () => {
    const id = await openNote(t, { table: stall.table("Meja 3") });
    await addUnits(t, id, stall.item("Kopi Susu"), 1);
    const before = await rowsOf(id);

    const opp = await t.call("PUT", `/api/tmp-transaction/${id}`, { as: "opp", body: { tmp_transaction_detail_tarik_tunai: 1000 } });
    expect(opp.status).toBe(403);
    expect(opp.body.meta).toMatchObject({ title: "Akses DiTolak!", message: "Hubungi Kacab/Asisten" });
    const negative = await t.call("PUT", `/api/tmp-transaction/${id}`, { as: "kasir", body: { tmp_transaction_detail_tarik_tunai: "-5" } });
    expect(negative.status).toBe(422);
    const kl = await t.call("PUT", `/api/tmp-transaction/${id}`, {
      as: "kasir.kl@demo.test",
      body: { tmp_transaction_detail_tarik_tunai: 1000 },
    });
    expect(kl.status).toBe(404);
    expect(kl.body.meta.message).toBe("Maaf! Transaksi tidak ditemukan");
    expect(await rowsOf(id)).toEqual(before);

    await t.db.update(orders).set({ serviceChargeRateBp: 0 }).where(eq(orders.id, id));
    const zeroBefore = await rowsOf(id);
    const zero = await t.call("PUT", `/api/tmp-transaction/${id}`, {
      as: "kasir",
      body: { tmp_transaction_detail_service_charge: 0, tmp_transaction_detail_tarik_tunai: 5000 },
    });
    expect(zero.status).toBe(422);
    expect(zero.body.meta.message).toBe("Transaksi ini tidak dikenakan service charge");
    expect(await rowsOf(id)).toEqual(zeroBefore);

    await t.db.update(orders).set({ status: 2 }).where(eq(orders.id, id));
    const closed = await t.call("PUT", `/api/tmp-transaction/${id}`, { as: "kasir", body: { tmp_transaction_detail_tarik_tunai: 1000 } });
    expect(closed.status).toBe(404);
  });
});

describe("DELETE /tmp-transaction/{id}", () => {
  it("deletes the order: error 0, its dishes leave the kitchen, its table is free", async () => {
    const id = await openNote(t, { table: stall.table("Meja 4") });
    await addUnits(t, id, stall.item("Ayam Goreng Dada"), 2);
    await sendToKitchen(t, id);
    const tableId = (await rowsOf(id)).tables[0]?.tableId;
    expect((await rowsOf(id)).dishes).toHaveLength(2);

    const res = await t.call("DELETE", `/api/tmp-transaction/${id}`, { as: "kasir" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ error: 0, message: "Transaksi berhasil dihapus" });
    expect(res.body.data).toEqual({ tmp_transaction_id: id, removed_dishes: 2 });
    expect(await rowsOf(id)).toEqual({ order: [], lines: [], dishes: [], tables: [] });
    expect((await t.call("GET", `/api/tmp-transaction/cek-meja/${tableId}`, { as: "kasir" })).body.data).toBe(0);
    const kitchen = await t.call("GET", "/api/m-dish-status/available", { as: "dapur", query: { type: "dine_in" } });
    expect(JSON.stringify(kitchen.body.data)).not.toContain(`"m_dish_status_table_id":${id},`);

    const again = await t.call("DELETE", `/api/tmp-transaction/${id}`, { as: "kasir" });
    expect(again.status).toBe(404);
  });

  it("refuses opp and another outlet, changing nothing", async () => {
    const id = await openNote(t, { table: stall.table("Meja 5") });
    await addUnits(t, id, stall.item("Es Teh Manis"), 1);
    await sendToKitchen(t, id);
    const before = await rowsOf(id);
    const opp = await t.call("DELETE", `/api/tmp-transaction/${id}`, { as: "opp" });
    expect(opp.status).toBe(403);
    expect(opp.body.meta).toMatchObject({ error: 1, title: "Akses DiTolak!", message: "Hubungi Kacab/Asisten" });
    const kl = await t.call("DELETE", `/api/tmp-transaction/${id}`, { as: "kasir.kl@demo.test" });
    expect(kl.status).toBe(404);
    expect(await rowsOf(id)).toEqual(before);
  });
});

describe("GET /m-transaction-meja/correction/{id} and GET /m-transaction-meja/{id}", () => {
  it("repairs a line discount above qty × price and returns the corrected order", async () => {
    const id = await openNote(t, { table: stall.table("Meja 6") });
    await addUnits(t, id, stall.item("Kopi Susu"), 2);
    const [line] = (await rowsOf(id)).lines;
    if (!line) {
      throw new Error("no line");
    }
    await t.db
      .update(orderLines)
      .set({ discount: line.price * 3 })
      .where(eq(orderLines.id, line.id));

    const res = await t.call("GET", `/api/m-transaction-meja/correction/${id}`, { as: "kasir" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.corrected).toBe(1);
    expect(res.body.data[0]).toMatchObject({ id: line.id, qty: 2, discount: line.price * 2, nominal: 0 });
    expect(res.body.totals.subtotal).toBe(0);
    const again = await t.call("GET", `/api/m-transaction-meja/correction/${id}`, { as: "kasir" });
    expect(again.body.corrected).toBe(0);

    const staff = await t.call("GET", `/api/m-transaction-meja/${id}`, { as: "pelayan" });
    expect(staff.status).toBe(200);
    expect(staff.body.data).toMatchObject({ m_transaction_table_id: id, m_transaction_menu: [{ m_transaction_menu_id: line.id, qty: 2 }] });
    expect(staff.body.totals).toMatchObject({ subtotal: 0 });
  });

  it("refuses another outlet's order, changing nothing", async () => {
    const id = await openNote(t, { table: stall.table("Meja 7") });
    await addUnits(t, id, stall.item("Kopi Susu"), 1);
    const before = await rowsOf(id);
    expect((await t.call("GET", `/api/m-transaction-meja/correction/${id}`, { as: "kasir.kl@demo.test" })).status).toBe(404);
    expect((await t.call("GET", `/api/m-transaction-meja/${id}`, { as: "kasir.kl@demo.test" })).status).toBe(404);
    expect(await rowsOf(id)).toEqual(before);
  });
});

describe("GET /voucher/get-voucher", () => {
  const voucher = (code: string, as = "kasir") => t.call("GET", "/api/voucher/get-voucher", { as, query: { voucher_code: code } });
  /** Rp10.000, unused and without a last day. */
  let valid: string;
  let spent: string;
  let past: string;
  beforeAll(async () => {
    valid = (await buildVoucher(t, { value: 10_000 })).code;
    spent = (await buildVoucher(t, { value: 20_000, usedAt: new Date("2025-01-02T05:00:00Z") })).code;
    past = (await buildVoucher(t, { value: 25_000, validUntil: "2025-04-30" })).code;
  });

  it("gives a valid voucher's value; refuses spent, expired, unknown and blank codes with msg", async () => {
    const ok = await voucher(` ${valid.toLowerCase()} `);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toEqual({ m_voucher_code: valid, m_voucher_value: 10000, m_voucher_valid_until: null });
    const used = await voucher(spent);
    expect(used.status).toBe(409);
    expect(used.body.msg).toBe("Voucher sudah digunakan");
    const expired = await voucher(past);
    expect(expired.status).toBe(409);
    expect(expired.body.msg).toBe("Voucher sudah kedaluwarsa");
    const unknown = await voucher("NGAWUR");
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe("Voucher tidak ditemukan");
    const blank = await voucher("");
    expect(blank.status).toBe(422);
    expect(blank.body.msg).toBe("Kode voucher harus diisi");
  });

  it("refuses opp and another outlet's cashier", async () => {
    expect((await voucher(valid, "opp")).status).toBe(403);
    const kl = await voucher(valid, "kasir.kl@demo.test");
    expect(kl.status).toBe(404);
    expect(kl.body.msg).toBe("Voucher tidak ditemukan");
  });
});

describe("GET /users/{id} (member lookup)", () => {
  it("gives a member's name by member id; ID Tidak Valid otherwise; staff ids still work", async () => {
    const built = await buildMember(t);
    const member = await t.call("GET", `/api/users/${built.memberId}`, { as: "kasir" });
    expect(member.status, JSON.stringify(member.body)).toBe(200);
    expect(member.body.data).toMatchObject({ member_id: built.memberId, name: built.name });
    const unknown = await t.call("GET", "/api/users/99999", { as: "kasir" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta.message).toBe("ID Tidak Valid");
    const zero = await t.call("GET", "/api/users/00000", { as: "kasir" });
    expect(zero.status).toBe(422);
    expect(zero.body.meta.message).toBe("ID Tidak Valid");
    const letters = await t.call("GET", "/api/users/12a45", { as: "kasir" });
    expect(letters.status).toBe(422);
    const me = (await t.call("GET", "/api/user", { as: "kasir" })).body.data;
    const staff = await t.call("GET", `/api/users/${me.id}`, { as: "kasir" });
    expect(staff.body.data).toMatchObject({ id: me.id, name: "Siti Kasir", role: "kasir" });
  });
});
