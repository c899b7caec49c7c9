/**
 * API tests of the amounts of a payment (payment spec §5 discount popup, §7, §9): discount, voucher
 * and cash withdrawal, free change, RM rounding in sen; and GET /open-laci/payment.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawerOpenings, orders, vouchers } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, expectUntouched, mainLines, openCash, openOrder, orderState, outletIdOf } from "./payment.factory.ts";

let t: TestApp;
let stall: Stall;
let klStall: Stall;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Bungkus 1", "Bungkus 2", "Bungkus 3"]);
  klStall = await buildStall(
    t,
    ["Meja 2"],
    { "Nasi Lemak": { price: 850 }, "Teh Tarik": { price: 350, pickup: "minum" } },
    { outlet: "DEMO-KL" },
  );
  await openCash(t, "kasir");
});

afterAll(async () => {
  await t.close();
});

describe("POST /recap-transactions amounts", () => {
  it("applies a discount, a voucher and a cash withdrawal, and refuses ones above the total", async () => {
    const o = await openOrder(t, { table: stall.table("Bungkus 1"), items: mainLines(stall) });
    // A voucher amount comes from a voucher of the outlet (voucher-amount.test.ts).
    await t.db.insert(vouchers).values({ outletId: await outletIdOf(t.db), code: "SEPULUH", value: 10_000 });
    const tooBig = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(o.orderId, { global_discount: 47_151 }) });
    expect([tooBig.status, tooBig.body.meta.code]).toEqual([200, 422]);
    expect(tooBig.body.meta).toMatchObject({ message: "Diskon Melebihi Total Bayar", title: "Transaksi gagal!" });
    const voucher = await t.call("POST", "/api/recap-transactions", {
      as: "kasir",
      body: cashBody(o.orderId, { global_discount: 40_000, nominal_voucher: 10_000, voucher_code: "SEPULUH" }),
    });
    expect([voucher.status, voucher.body.meta.code]).toEqual([200, 422]);
    expect(voucher.body.meta.message).toBe("Nominal transaksi kurang dari Voucher");
    await expectUntouched(t, o.orderId);
    // 47.150 + 20.000 withdrawal − 5.000 discount − 10.000 voucher = 52.150 → 52.200.
    const res = await t.call("POST", "/api/recap-transactions", {
      as: "kasir",
      body: cashBody(o.orderId, {
        global_discount: 5_000,
        nominal_voucher: 10_000,
        voucher_code: "SEPULUH",
        nominal_tariktunai: 20_000,
        total: 52_200,
        nominal_uang: 60_000,
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ m_t_t_id: 2, kembalian: 7_800 });
    expect((await orderState(t, o.orderId)).rekap[0]).toMatchObject({
      globalDiscount: 5_000,
      voucher: 10_000,
      cashWithdrawal: 20_000,
      total: 52_200,
      rounding: 50,
    });
  });

  it("uses the order's stored cash withdrawal when the form does not send one", async () => {
    const o = await openOrder(t, { table: stall.table("Bungkus 3"), items: mainLines(stall) });
    // Set as PUT /tmp-transaction/{id} (tmp_transaction_detail_tarik_tunai) would.
    await t.db.update(orders).set({ cashWithdrawal: 10_000 }).where(eq(orders.id, o.orderId));
    const stale = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(o.orderId) });
    expect([stale.status, stale.body.meta.code]).toEqual([200, 412]);
    expect(stale.body.meta).toMatchObject({ code: 412, message: "Terjadi perubahan data" });
    const res = await t.call("POST", "/api/recap-transactions", {
      as: "kasir",
      body: cashBody(o.orderId, { total: 57_200, nominal_uang: 60_000 }),
    });
    expect(res.status).toBe(201);
    expect((await orderState(t, o.orderId)).rekap[0]).toMatchObject({ cashWithdrawal: 10_000, total: 57_200, change: 2_800 });
  });

  it("keeps free change between 0 and the change", async () => {
    const o = await openOrder(t, { table: stall.table("Bungkus 2"), items: mainLines(stall) });
    const tooMuch = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(o.orderId, { free_exchange: 2_801 }) });
    expect([tooMuch.status, tooMuch.body.meta.code]).toEqual([200, 422]);
    await expectUntouched(t, o.orderId);
    const res = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(o.orderId, { free_exchange: 800 }) });
    expect(res.status).toBe(201);
    expect((await orderState(t, o.orderId)).rekap[0]).toMatchObject({ change: 2_800, freeChange: 800 });
  });

  it("takes and answers an RM outlet's payment in ringgit (major unit), rounded in sen", async () => {
    await openCash(t, "kasir.kl");
    // Nasi Lemak 8.50 + Teh Tarik 3.50 = 12.00; tax 6% 0.72; sc 10% 1.20 → 13.92 → 13.90.
    const o = await openOrder(t, {
      as: "kasir.kl",
      outlet: "DEMO-KL",
      table: klStall.table("Meja 2"),
      items: [
        { name: klStall.item("Nasi Lemak"), qty: 1 },
        { name: klStall.item("Teh Tarik"), qty: 1 },
      ],
    });
    const body = {
      tmp_transaction_id: o.orderId,
      payment_method: 1,
      sub_total: "12.00",
      nominal_pajak: 0.72,
      nominal_sc: "1.2",
      total: 13.9,
      round: "-0.02",
      nominal_uang: "14.00",
    };
    // Sen where ringgit are expected: 1390 "ringgit" is not the total → refused, nothing stored.
    const inSen = await t.call("POST", "/api/recap-transactions", { as: "kasir.kl", body: { ...body, sub_total: 1_200, total: 1_390 } });
    expect(inSen.body.meta).toMatchObject({ code: 412, error: 1 });
    const inexact = await t.call("POST", "/api/recap-transactions", { as: "kasir.kl", body: { ...body, nominal_uang: "14.005" } });
    expect(inexact.status).toBe(422);
    expect(inexact.body.errors).toEqual({ nominal_uang: "Nominal ringgit maksimal 2 angka desimal (contoh 8.50)" });
    expect((await orderState(t, o.orderId)).rekap).toHaveLength(0);
    const res = await t.call("POST", "/api/recap-transactions", { as: "kasir.kl", body });
    expect(res.status).toBe(201);
    expect(res.body.data.kembalian).toBe(0.1);
    expect((await orderState(t, o.orderId)).rekap[0]).toMatchObject({ total: 1_390, rounding: -2, change: 10 });
  });
});

describe("GET /open-laci/payment", () => {
  it("opens the drawer for a payer and records the reason", async () => {
    const res = await t.call("GET", "/api/open-laci/payment", { as: "kasir" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, msg: "Laci terbuka", struct: "" });
    const rows = await t.db.select().from(drawerOpenings).where(eq(drawerOpenings.reason, "payment"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.cashSessionId).not.toBeNull();
  });

  it("refuses dapur", async () => {
    const res = await t.call("GET", "/api/open-laci/payment", { as: "dapur" });
    expect(res.status).toBe(403);
    expect(res.body.meta.title).toBe("Akses DiTolak!");
  });
});
