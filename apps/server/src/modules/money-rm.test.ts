/**
 * API tests: money of an RM outlet on the wire in ringgit, the major unit (DESIGN §4):
 * menu prices, order lines and totals, payment, history. Inside, sen (integer minor units).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMenuItem, buildStall, type Stall } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { openCash, openOrder, orderState } from "./payment/payment.factory.ts";

let t: TestApp;
/** A stall of the RM outlet: its prices in sen. */
let kl: Stall;
/** A rupiah item of the Rp outlet. */
let ayam: string;
beforeAll(async () => {
  t = await createTestApp();
  kl = await buildStall(
    t,
    ["Meja 2", "Meja 3", "Meja 4"],
    { "Nasi Lemak": { price: 850 }, "Roti Canai": { price: 200 }, "Teh Tarik": { price: 350, pickup: "minum" } },
    { outlet: "DEMO-KL" },
  );
  ayam = (await buildMenuItem(t, { price: 18_000 })).name;
});
afterAll(async () => {
  await t.close();
});

const KL = { as: "kasir.kl", outlet: "DEMO-KL" } as const;

describe("an RM outlet's money in ringgit", () => {
  it("menu prices: Nasi Lemak RM 8.50 is 8.5; the rupiah outlet's stay integers", async () => {
    const rm = await t.call("GET", "/api/mmenu", { as: KL.as });
    const nasi = rm.body.data.find((m: { m_menu_nama: string }) => m.m_menu_nama === kl.item("Nasi Lemak"));
    expect(nasi.m_menu_harga_nominal).toBe(8.5);
    const demo = await t.call("GET", "/api/mmenu", { as: "kasir" });
    const rupiah = demo.body.data.find((m: { m_menu_nama: string }) => m.m_menu_nama === ayam);
    expect(rupiah.m_menu_harga_nominal).toBe(18000);
  });

  it("order lines and totals: prices, nominals, per-line tax and the totals in ringgit", async () => {
    const o = await openOrder(t, {
      ...KL,
      table: kl.table("Meja 3"),
      items: [
        { name: kl.item("Nasi Lemak"), qty: 2 },
        { name: kl.item("Teh Tarik"), qty: 1 },
      ],
    });
    const res = await t.call("GET", "/api/transaction-detail", {
      as: KL.as,
      query: { tmp_transaction_detail_tmp_transaction_id: String(o.orderId) },
    });
    const [nasi, teh] = res.body.data;
    expect([nasi.price, nasi.nominal, nasi.tax, nasi.tax_val]).toEqual([8.5, 17, 6, 1.02]);
    expect([teh.price, teh.nominal, teh.tax_val, teh.service_val]).toEqual([3.5, 3.5, 0.21, 0.35]);
    // 20.50 + 6% 1.23 + 10% 2.05 = 23.78 → 23.75 (payment §9: to 0.1, plus 0.05 when the rest is ≥ 0.05).
    expect(res.body.totals).toEqual({
      subtotal: 20.5,
      tax: 1.23,
      service_charge: 2.05,
      cash_withdrawal: 0,
      global_discount: 0,
      voucher: 0,
      total: 23.78,
      rounded: 23.75,
      rounding: -0.03,
    });
    const added = await t.call("POST", "/api/m-transaction-meja/add-menu", {
      as: KL.as,
      body: {
        tmp_transaction_detail_id: 0,
        tmp_transaction_detail_m_produk_id: nasi.m_produk_id,
        tmp_transaction_detail_tmp_transaction_id: o.orderId,
      },
    });
    expect([added.body.data.price, added.body.data.nominal]).toEqual([8.5, 25.5]);
  });

  it("payment and history: the form in ringgit, the change and the history in ringgit, stored in sen", async () => {
    await openCash(t, KL.as);
    const o = await openOrder(t, { ...KL, table: kl.table("Meja 4"), items: [{ name: kl.item("Roti Canai"), qty: 3 }] });
    // 6.00 + 6% 0.36 + 10% 0.60 = 6.96 → 6.95.
    const res = await t.call("POST", "/api/recap-transactions", {
      as: KL.as,
      body: {
        tmp_transaction_id: o.orderId,
        payment_method: 1,
        sub_total: "6.00",
        nominal_pajak: "0.36",
        nominal_sc: "0.60",
        total: "6.95",
        round: "-0.01",
        nominal_uang: "10",
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.kembalian).toBe(3.05);
    expect((await orderState(t, o.orderId)).rekap[0]).toMatchObject({ total: 695, change: 305 });
    const list = await t.call("GET", "/api/transaksi/history", { as: KL.as });
    const row = list.body.data.find((r: { r_t_id: number }) => r.r_t_id === res.body.data.rekap_id);
    expect(row.r_t_nominal_total_bayar).toBe(6.95);
    const detail = await t.call("GET", `/api/transaksi/history-detail/${res.body.data.rekap_id}`, { as: KL.as });
    const text = JSON.stringify(detail.body.data);
    expect(text).toContain('"r_t_nominal_total_bayar":6.95');
    expect(text).toContain('"r_t_nominal":6');
    expect(text).not.toMatch(/:695\b|:600\b/);
  });

  it("Edit Menu: a Nominal discount and a custom price typed in ringgit; an inexact one refused", async () => {
    const o = await openOrder(t, { ...KL, table: kl.table("Meja 2"), items: [{ name: kl.item("Nasi Lemak"), qty: 2 }] });
    const lines = async () =>
      (
        await t.call("GET", "/api/transaction-detail", {
          as: KL.as,
          query: { tmp_transaction_detail_tmp_transaction_id: String(o.orderId) },
        })
      ).body.data;
    const [line] = await lines();
    const edit = (discount_type: string, discount: string) =>
      t.call("POST", "/api/m-transaction-meja/changeMenuDetail", {
        as: KL.as,
        body: { tmp_transaction_detail_id: line.tmp_transaction_detail_id, "status-menu": 0, discount_type, discount },
      });
    // RM 1.50 off each of 2 × RM 8.50 → RM 14.00.
    expect((await edit("Nominal", "1.50")).body.meta.error).toBe(0);
    expect((await lines())[0].nominal).toBe(14);
    // A custom price of RM 7.25 each → RM 14.50.
    expect((await edit("CustomPrice", "7.25")).body.meta.error).toBe(0);
    expect((await lines())[0].nominal).toBe(14.5);
    // Sen finer than the ringgit's two decimals: refused, nothing changed.
    const inexact = await edit("Nominal", "1.005");
    expect(inexact.body.meta.error).toBe(1);
    expect((await lines())[0].nominal).toBe(14.5);
  });
});
