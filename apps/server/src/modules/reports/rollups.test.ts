/**
 * API tests of the daily rollups behind GET /laporan: a refund made the day after its bill corrects
 * the bill's day (its dishes no longer sold) and counts on the refund's day (Refund, Batal & Garansi);
 * a voided EDC payment leaves its day's sales and counts as Void Pembayaran; a bill moved to another
 * day moves its figures. Every reply equals main's report computed from the bills themselves
 * (test/report-oracle.ts).
 */
import { jakartaParts } from "@waroeng/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type JsonBody, type TestApp } from "../../test/harness.ts";
import { twoAyamRefundForm } from "../../test/refund-form.ts";
import { optionsSoldFromBills, salesReportFromBills } from "../../test/report-oracle.ts";
import { redateBill } from "../../test/rollups.ts";
import { cashBody, mainLines, openCash, openOrder, outletIdOf, pay } from "../payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3"]);
  await openCash(t, "kacab");
});
afterAll(async () => {
  await t.close();
});

const today = () => jakartaParts(new Date()).date;
const dayBefore = (d: string) => {
  const x = new Date(`${d}T00:00:00Z`);
  x.setUTCDate(x.getUTCDate() - 1);
  return x.toISOString().slice(0, 10);
};

/** GET /laporan for [dari, sampai] as kacab, checked against main's report from the bills (money in rupiah on both sides). */
async function report(dari: string, sampai = dari): Promise<JsonBody> {
  const res = await t.call("GET", "/api/laporan", { as: "kacab", query: { dari, sampai } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const range = { outletId: await outletIdOf(t.db), from: dari, to: sampai };
  const { m_w_id, waroeng_nama, dari: _d, sampai: _s, ...figures } = res.body.data;
  expect(figures).toEqual(await salesReportFromBills(t.db, range));
  const opsi = await t.call("GET", "/api/laporan/opsi", { as: "kacab", query: { dari, sampai } });
  const { m_w_id: _a, waroeng_nama: _b, dari: _c, sampai: _e, ...sold } = opsi.body.data;
  expect(sold).toEqual(await optionsSoldFromBills(t.db, range));
  return res.body.data;
}

describe("rollups behind GET /laporan", () => {
  it("a refund the next day comes off the bill's day and counts on the refund's day", async () => {
    const yesterday = dayBefore(today());
    const o = await openOrder(t, { as: "kacab", table: stall.table("Meja 1"), items: mainLines(stall) });
    const billId = await pay(t, "kacab", cashBody(o.orderId));
    await redateBill(t.db, billId, yesterday);
    const ayamName = stall.item("Ayam Goreng Dada");
    const before = await report(yesterday);
    expect(before.per_menu.find((m: JsonBody) => m.m_produk_nama === ayamName)).toMatchObject({ qty: 2, nominal: 36_000 });
    expect(before.ringkasan).toMatchObject({ jml_nota: 1, sales_total: 47_200, refund: 0 });
    expect((await report(today())).ringkasan).toMatchObject({ jml_nota: 0, sales_total: 0 });

    const lines = (await t.call("GET", `/api/rekap-transaksi-detail/detailtransaksi/${billId}`, { as: "kacab" })).body.data;
    const ayam = lines.find((l: JsonBody) => l.m_produk_nama === ayamName);
    const refund = await t.call("POST", "/api/transaksi/refund", { as: "kacab", body: twoAyamRefundForm(billId, ayam.r_t_detail_id) });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);

    const billDay = await report(yesterday);
    expect(billDay.per_menu.map((m: JsonBody) => m.m_produk_nama)).not.toContain(ayamName);
    expect(billDay.ringkasan).toMatchObject({ jml_nota: 1, sales_total: 47_200, refund: 0 });
    expect(billDay.refund).toEqual([]);
    const refundDay = await report(today());
    expect(refundDay.ringkasan).toMatchObject({ jml_nota: 0, sales_total: 0, refund: 39_600 });
    expect(refundDay.refund).toEqual([{ m_produk_nama: ayamName, qty: 2, nominal: 36_000 }]);
    expect(refundDay.per_menu).toEqual([]);
    const both = await report(yesterday, today());
    expect(both.ringkasan).toMatchObject({ jml_nota: 1, refund: 39_600 });
  });

  it("a voided EDC payment leaves its day's sales and counts as Void Pembayaran", async () => {
    const first = await report(today());
    const o = await openOrder(t, { as: "kacab", table: stall.table("Meja 2"), items: mainLines(stall) });
    const billId = await pay(t, "kacab", { ...cashBody(o.orderId), payment_method: 2, nominal_uang: 0, exchange: 0 });
    const paid = await report(today());
    expect(paid.ringkasan.jml_nota).toBe(first.ringkasan.jml_nota + 1);
    expect(paid.ringkasan.non_tunai).toBe(first.ringkasan.non_tunai + 47_200);
    const voided = await t.call("POST", `/api/recap-transactions/${billId}/void`, { as: "kacab", body: { keterangan: "salah bank" } });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    const after = await report(today());
    expect(after.ringkasan).toMatchObject({
      jml_nota: first.ringkasan.jml_nota,
      sales_total: first.ringkasan.sales_total,
      non_tunai: first.ringkasan.non_tunai,
      void_pembayaran: first.ringkasan.void_pembayaran + 47_200,
    });
    expect(after.per_pembayaran).toEqual(first.per_pembayaran);
    expect(after.per_jam).toEqual(first.per_jam);
  });

  it("a bill moved to another day moves its figures", async () => {
    const o = await openOrder(t, { as: "kacab", table: stall.table("Meja 3"), items: mainLines(stall) });
    const billId = await pay(t, "kacab", cashBody(o.orderId));
    const old = dayBefore(dayBefore(today()));
    const todayBefore = await report(today());
    await redateBill(t.db, billId, old);
    expect((await report(old)).ringkasan).toMatchObject({ jml_nota: 1, sales_total: 47_200, tunai: 47_200 });
    expect((await report(today())).ringkasan.jml_nota).toBe(todayBefore.ringkasan.jml_nota - 1);
  });
});
