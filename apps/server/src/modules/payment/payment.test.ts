/**
 * API tests of POST /recap-transactions (payment spec §4 Pay flow, §5 cash payment, §7): the cash
 * and EDC paths and every refusal (tampered totals, short cash, no cash session, paid twice or
 * concurrently, role, outlet, input, empty cart). Orders are built through the API
 * (payment.factory.ts step helpers) on a fresh database; each test uses its own table.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedTransactionLines } from "../../db/schema/index.ts";
import { buildStall, numbered, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, expectUntouched, MAIN_FIGURES, mainLines, openCash, openOrder, orderState, setLineStatus } from "./payment.factory.ts";

let t: TestApp;
let stall: Stall;
let klStall: Stall;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, [...numbered("Meja", 12), "Express 1"], {
    "Ayam Goreng Dada": { price: 18_000 },
    "Es Teh Manis": { price: 5_000, pickup: "minum" },
    "Jus Alpukat": { price: 15_000, pickup: "minum" },
  });
  klStall = await buildStall(t, ["Meja 1"], { "Nasi Lemak": { price: 850 } }, { outlet: "DEMO-KL" });
  await openCash(t, "kasir");
});

afterAll(async () => {
  await t.close();
});

describe("POST /recap-transactions", () => {
  it("takes a cash payment, computes the change from the rounded total, closes the order and frees its table", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 1"), items: mainLines(stall), customer: "Pak Budi" });
    // The order screen shows the server's totals; the payment popup sends them back.
    const detail = await t.call("GET", "/api/transaction-detail", {
      as: "kasir",
      query: { tmp_transaction_detail_tmp_transaction_id: String(o.orderId) },
    });
    expect(detail.body.totals).toMatchObject({ subtotal: 41_000, tax: 4_100, service_charge: 2_050, total: 47_150, rounded: 47_200 });
    expect((await t.call("GET", `/api/tmp-transaction/cek-meja/${o.tableId}`, { as: "kasir" })).body.data).toBe(o.orderId);
    const res = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(o.orderId) });
    expect(res.status).toBe(201);
    expect(res.body.meta).toMatchObject({ code: 201, error: 0 });
    const rekapId = res.body.data.rekap_id;
    expect(res.body.data).toEqual({ rekap_id: rekapId, m_t_t_id: 1, kembalian: 2_800, struct: `/struk/${rekapId}?mode=2` });

    const state = await orderState(t, o.orderId);
    expect(state.status).toBe(2);
    expect(state.closedAt).toBeInstanceOf(Date);
    expect(state.heldTables).toBe(0);
    expect(state.rekap[0]).toMatchObject({
      id: rekapId,
      customerName: "Pak Budi",
      tableNames: stall.table("Meja 1"),
      subtotal: 41_000,
      tax: 4_100,
      serviceCharge: 2_050,
      rounding: 50,
      total: 47_200,
      tendered: 50_000,
      change: 2_800,
      paymentMethodId: 1,
      taxRateBp: 1000,
      serviceChargeRateBp: 500,
    });
    expect(state.rekap[0]?.time).toMatch(/^\d{2}:\d{2}$/);
    const lines = await t.db.select().from(closedTransactionLines).where(eq(closedTransactionLines.closedTransactionId, rekapId));
    expect(lines.map((l) => [l.menuItemName, l.qty, l.price, l.nominal, l.tax, l.serviceCharge])).toEqual([
      [stall.item("Ayam Goreng Dada"), 2, 18_000, 36_000, 3_600, 1_800],
      [stall.item("Es Teh Manis"), 1, 5_000, 5_000, 500, 250],
    ]);

    // What the cashier sees next: the table is free, the bill is in today's history, the receipt prints.
    expect((await t.call("GET", `/api/tmp-transaction/cek-meja/${o.tableId}`, { as: "kasir" })).body.data).toBe(0);
    const history = await t.call("GET", "/api/transaksi/history", { as: "kasir" });
    expect(history.body.data.find((r: { r_t_id: number }) => r.r_t_id === rekapId)).toMatchObject({
      r_t_bigboss: "Pak Budi",
      r_t_nominal_total_bayar: 47_200,
      m_transaction_table_id: o.orderId,
    });
    const shown = await t.call("GET", `/api/transaksi/history-detail/${rekapId}`, { as: "kasir" });
    expect(shown.body.data.transaction).toMatchObject({
      r_t_nominal: 41_000,
      r_t_nominal_total_bayar: 47_200,
      r_t_nominal_kembalian: 2_800,
    });
    expect(shown.body.data.menus.map((m: { m_produk_nama: string }) => m.m_produk_nama)).toEqual([
      stall.item("Ayam Goreng Dada"),
      stall.item("Es Teh Manis"),
    ]);
    const printed = await t.call("GET", `/api/cashier/print-transaksi/${rekapId}/2`, { as: "kasir" });
    expect(printed.body).toMatchObject({ error: 0, struct: `/struk/${rekapId}?mode=2` });
    expect(printed.body.data).toMatchObject({ r_t_nominal_total_bayar: 47_200, r_t_nominal_uang: 50_000, r_t_nominal_kembalian: 2_800 });
  });

  it("accepts the form as urlencoded strings", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 2"), items: mainLines(stall) });
    const token = await t.login("kasir");
    const form = new URLSearchParams(Object.entries(cashBody(o.orderId)).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/recap-transactions",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
      payload: form,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.kembalian).toBe(2_800);
  });

  it("refuses tampered totals with Terjadi perubahan data and stores nothing", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 3"), items: mainLines(stall) });
    for (const tampered of [{ sub_total: 41_001 }, { nominal_pajak: 4_000 }, { nominal_sc: 0 }, { total: 47_150, round: 0 }]) {
      const res = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(o.orderId, tampered) });
      expect([res.status, res.body.meta.code]).toEqual([200, 412]);
      expect(res.body.meta).toMatchObject({ error: 1, message: "Terjadi perubahan data" });
    }
    await expectUntouched(t, o.orderId);
  });

  it("refuses short cash with Nominal Pembayaran Kurang (Transaksi ditolak!)", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 4"), items: mainLines(stall) });
    const res = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(o.orderId, { nominal_uang: 47_199 }) });
    expect([res.status, res.body.meta.code]).toEqual([200, 422]);
    expect(res.body.meta).toMatchObject({ message: "Nominal Pembayaran Kurang", title: "Transaksi ditolak!" });
    await expectUntouched(t, o.orderId);
    const exact = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(o.orderId, { nominal_uang: 47_200 }) });
    expect(exact.status).toBe(201);
    expect(exact.body.data.kembalian).toBe(0);
  });

  it("refuses a cashier without an open cash session (Saldo awal belum diinput)", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 5"), items: mainLines(stall) });
    const res = await t.call("POST", "/api/recap-transactions", { as: "kacab", body: cashBody(o.orderId) });
    expect([res.status, res.body.meta.code]).toEqual([200, 409]);
    expect(res.body.meta.message).toBe("Saldo awal belum diinput");
    await expectUntouched(t, o.orderId);
  });

  it("takes a second payment of the same order as already paid", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 6"), items: mainLines(stall) });
    const first = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(o.orderId) });
    expect(first.status).toBe(201);
    const again = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(o.orderId) });
    expect([again.status, again.body.meta.code]).toEqual([200, 409]);
    expect(again.body.meta.message).toBe("Transaksi sudah dibayar");
  });

  it("settles a double click: of two concurrent payments exactly one succeeds", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 7"), items: mainLines(stall) });
    const results = await Promise.all([
      t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(o.orderId) }),
      t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(o.orderId) }),
    ]);
    expect(results.map((r) => r.body.meta.code).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.body.meta.code === 409)?.body.meta.message).toBe("Transaksi sudah dibayar");
    expect((await orderState(t, o.orderId)).rekap).toHaveLength(1);
  });

  it("refuses roles that may not pay (dapur, opp, pelayan) with Akses DiTolak!", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 8"), items: mainLines(stall) });
    for (const who of ["dapur", "opp", "pelayan"]) {
      const res = await t.call("POST", "/api/recap-transactions", { as: who, body: cashBody(o.orderId) });
      expect(res.status).toBe(403);
      expect(res.body.meta).toMatchObject({ title: "Akses DiTolak!" });
    }
    const anonymous = await t.call("POST", "/api/recap-transactions", { body: cashBody(o.orderId) });
    expect(anonymous.status).toBe(401);
    await expectUntouched(t, o.orderId);
  });

  it("answers 404 for an unknown order and for another outlet's order", async () => {
    const unknown = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(999_999) });
    expect([unknown.status, unknown.body.meta.code]).toEqual([200, 404]);
    expect(unknown.body.meta.message).toBe("Maaf! Transaksi tidak ditemukan");
    await openCash(t, "kasir.kl");
    const kl = await openOrder(t, {
      as: "kasir.kl",
      outlet: "DEMO-KL",
      table: klStall.table("Meja 1"),
      items: [{ name: klStall.item("Nasi Lemak"), qty: 1 }],
    });
    const other = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(kl.orderId) });
    expect([other.status, other.body.meta.code]).toEqual([200, 404]);
    await expectUntouched(t, kl.orderId);
  });

  it("refuses invalid input with 422", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 9"), items: mainLines(stall) });
    const missingId = await t.call("POST", "/api/recap-transactions", {
      as: "kasir",
      body: { ...cashBody(o.orderId), tmp_transaction_id: "" },
    });
    expect(missingId.status).toBe(422);
    const negative = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(o.orderId, { nominal_uang: -5 }) });
    expect(negative.status).toBe(422);
    const unknownMethod = await t.call("POST", "/api/recap-transactions", {
      as: "kasir",
      body: cashBody(o.orderId, { payment_method: 99 }),
    });
    expect([unknownMethod.status, unknownMethod.body.meta.code]).toEqual([200, 422]);
    expect(unknownMethod.body.meta.message).toBe("Metode pembayaran tidak valid");
    // Above the domain's MAX_MONEY (the till's input stops at the same bound).
    const tooMuch = await t.call("POST", "/api/recap-transactions", {
      as: "kasir",
      body: cashBody(o.orderId, { nominal_uang: 1_000_000_000 }),
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.meta.message).toBe("Maksimal 999.999.999");
    await expectUntouched(t, o.orderId);
  });

  it("takes an EDC payment (method 5) for the exact total with no change", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 10"), items: mainLines(stall) });
    const res = await t.call("POST", "/api/recap-transactions", {
      as: "kasir",
      body: { tmp_transaction_id: o.orderId, payment_method: 5, ...MAIN_FIGURES, nominal_uang: 0 },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.kembalian).toBe(0);
    expect((await orderState(t, o.orderId)).rekap[0]).toMatchObject({ paymentMethodId: 5, total: 47_200, tendered: 47_200, change: 0 });
  });

  it("leaves lines with a nonzero status out of the total and stores them at nominal 0 with their reason", async () => {
    const o = await openOrder(t, {
      table: stall.table("Meja 11"),
      items: [...mainLines(stall), { name: stall.item("Jus Alpukat"), qty: 1 }],
    });
    await setLineStatus(t.db, o.lineIds.get(stall.item("Jus Alpukat")) ?? 0, 2, "Dibatalkan Konsumen");
    const res = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(o.orderId) });
    expect(res.status).toBe(201);
    const lines = await t.db
      .select()
      .from(closedTransactionLines)
      .where(eq(closedTransactionLines.closedTransactionId, res.body.data.rekap_id));
    expect(lines.find((l) => l.menuItemName === stall.item("Jus Alpukat"))).toMatchObject({
      status: 2,
      nominal: 0,
      tax: 0,
      approvalReason: "Dibatalkan Konsumen",
    });
  });

  it("refuses an order with no counted line (Tambahkan menu terlebih dulu!)", async () => {
    const body = (orderId: number) => ({ tmp_transaction_id: orderId, payment_method: 1, sub_total: 0, total: 0, nominal_uang: 0 });
    const empty = await openOrder(t, { table: stall.table("Meja 12"), items: [] });
    const res = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: body(empty.orderId) });
    expect([res.status, res.body.meta.code]).toEqual([200, 422]);
    expect(res.body.meta.message).toBe("Tambahkan menu terlebih dulu!");
    await expectUntouched(t, empty.orderId);
    const onlyFree = await openOrder(t, { table: stall.table("Express 1"), items: [{ name: stall.item("Es Teh Manis"), qty: 1 }] });
    await setLineStatus(t.db, onlyFree.lineIds.get(stall.item("Es Teh Manis")) ?? 0, 4, "Promo");
    const free = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: body(onlyFree.orderId) });
    expect([free.status, free.body.meta.code]).toEqual([200, 422]);
    expect(free.body.meta.message).toBe("Tambahkan menu terlebih dulu!");
  });
});
