/**
 * API tests of the sales report (GET /laporan): a day of orders — cash and non-cash,
 * a cancelled line, a warranty line, a refund, a tip — reported exactly as the shift recap reads
 * them (to the rupiah / sen); an RM outlet in ringgit; role refusals; bad ranges and outlets refused
 * with the catalogue's Indonesian message, never a 500.
 */
import { jakartaParts, REPORT_MAX_DAYS, REPORT_MSG, ROLES, rolesFor } from "@waroeng/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type JsonBody, type TestApp } from "../../test/harness.ts";
import { twoAyamRefundForm } from "../../test/refund-form.ts";
import { cashBody, mainLines, openCash, openOrder, outletIdOf, pay, setLineStatus } from "../payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;
let klStall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Bungkus 1"], {
    "Ayam Goreng Dada": { price: 18_000 },
    "Es Jeruk": { price: 8_000, pickup: "minum" },
    "Es Teh Manis": { price: 5_000, pickup: "minum" },
    "Nasi Putih": { price: 6_000, serviceCharged: false },
  });
  klStall = await buildStall(t, ["Meja 4"], { "Roti Canai": { price: 200 } }, { outlet: "DEMO-KL" });
});
afterAll(async () => {
  await t.close();
});

const today = () => jakartaParts(new Date()).date;
const report = (as: string, query: Record<string, string> = {}) =>
  t.call("GET", "/api/laporan", { as, query: { dari: today(), sampai: today(), ...query } });
const recap = async (path: string) => {
  const res = await t.call("GET", `/api/cashier/${path}`, { as: "kacab" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe("GET /laporan at an RM outlet", () => {
  it("reports the RM outlet's bill in ringgit once kacab works there (sen inside)", async () => {
    await openCash(t, "kasir.kl");
    const o = await openOrder(t, {
      as: "kasir.kl",
      outlet: "DEMO-KL",
      table: klStall.table("Meja 4"),
      items: [{ name: klStall.item("Roti Canai"), qty: 3 }],
    });
    const body = { tmp_transaction_id: o.orderId, payment_method: 1, sub_total: "6.00", nominal_pajak: "0.36", nominal_sc: "0.60" };
    await pay(t, "kasir.kl", { ...body, total: "6.95", round: "-0.01", nominal_uang: "10" });
    const kl = await outletIdOf(t.db, "DEMO-KL");
    const other = await report("kacab", { m_w_id: String(kl) });
    expect(other.status).toBe(409);
    expect(other.body.meta.message).toBe(REPORT_MSG.OUTLET_OTHER_CURRENCY);

    expect((await t.call("GET", `/api/cashier/tmp-user-waroeng/${kl}`, { as: "kacab" })).status).toBe(200);
    const res = await report("kacab");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ m_w_id: kl, waroeng_nama: "Waroeng Demo Kuala Lumpur" });
    expect(res.body.data.ringkasan).toMatchObject({ jml_nota: 1, sales_total: 6.95, subtotal: 6, pajak: 0.36, service: 0.6, tunai: 6.95 });
    expect(res.body.data.per_menu).toEqual([
      { m_produk_nama: klStall.item("Roti Canai"), kategori: expect.any(String), qty: 3, nominal: 6 },
    ]);
    const demo = await outletIdOf(t.db, "DEMO");
    expect((await t.call("GET", `/api/cashier/tmp-user-waroeng/${demo}`, { as: "kacab" })).status).toBe(200);
  });
});

describe("GET /laporan equals the shift recap", () => {
  it("reports today's bills exactly as the shift recap of the one session that took them", async () => {
    await openCash(t, "kacab");
    // Cash, with a cancelled line (Nasi Putih, status 2) and a warranty line (Es Jeruk, free 4).
    const a = await openOrder(t, {
      as: "kacab",
      table: stall.table("Meja 1"),
      items: [...mainLines(stall), { name: stall.item("Es Jeruk"), qty: 1 }, { name: stall.item("Nasi Putih"), qty: 1 }],
    });
    await setLineStatus(t.db, a.lineIds.get(stall.item("Nasi Putih")) ?? 0, 2, "Batal - salah pesan");
    await setLineStatus(t.db, a.lineIds.get(stall.item("Es Jeruk")) ?? 0, 4, "Gratis - Ulang tahun");
    await pay(t, "kacab", { ...cashBody(a.orderId), free_exchange: 800 });
    // Non-cash (EDC Mandiri), take away.
    const b = await openOrder(t, { as: "kacab", table: stall.table("Bungkus 1"), items: mainLines(stall) });
    await pay(t, "kacab", { ...cashBody(b.orderId), payment_method: 2, nominal_uang: 0, exchange: 0 });
    // Cash, then refunded in part (two Ayam Goreng Dada, service off: 39.600).
    const c = await openOrder(t, { as: "kacab", table: stall.table("Meja 2"), items: mainLines(stall) });
    const cId = await pay(t, "kacab", cashBody(c.orderId));
    const lines = (await t.call("GET", `/api/rekap-transaksi-detail/detailtransaksi/${cId}`, { as: "kacab" })).body.data;
    const ayam = lines.find((l: JsonBody) => l.m_produk_nama === stall.item("Ayam Goreng Dada"));
    const refund = await t.call("POST", "/api/transaksi/refund", {
      as: "kacab",
      body: twoAyamRefundForm(cId, ayam.r_t_detail_id),
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const tip = { keterangan: "Apresiasi Pelayanan", amount_debit: 5_000 };
    expect((await t.call("POST", "/api/recap-uang-tips", { as: "kacab", body: tip })).status).toBe(200);

    const res = await report("kacab");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.data;
    const [sales, payment, promo, canceled, warranty, tips] = await Promise.all(
      ["sales", "payment", "promo", "canceled-recap-data", "warranty-data", "uang-tips-data"].map(recap),
    );

    expect(r.ringkasan.sales_total).toBe(sales.sales_total);
    expect(r.ringkasan.sales_total).toBe(3 * 47_200 + 800);
    expect(r.ringkasan.tunai).toBe(payment.cashTotal);
    expect(r.ringkasan.non_tunai).toBe(payment.nonTunaiTotal);
    expect(r.ringkasan.tunai + r.ringkasan.non_tunai + r.ringkasan.free_kembalian).toBe(r.ringkasan.sales_total);
    expect(r.per_pembayaran.map((p: JsonBody) => ({ vendor: p.metode, nominal: p.nominal, jml_nota: p.jml_nota }))).toEqual(
      payment.paymentDetail,
    );
    expect(r.ringkasan).toMatchObject({
      subtotal: promo.nominal,
      pajak: promo.pajak,
      service: promo.service,
      diskon: promo.diskon,
      voucher: promo.voucher,
      pembulatan: promo.pembulatan,
      free_kembalian: promo.free_kembalian,
      refund: promo.total_refund,
      garansi: promo.total_warranty,
      uang_tips: promo.total_uang_tips,
      void_pembayaran: promo.void_total,
      gratis: promo.gratis,
      lost_bill: promo.total_lost_bills,
    });
    expect(r.ringkasan).toMatchObject({ jml_nota: 3, refund: 39_600, uang_tips: 5_000, pembatalan: 6_000, garansi: 8_000 });
    expect(r.pembatalan).toEqual(canceled);
    expect(r.garansi).toEqual(warranty);
    expect(r.pembatalan).toHaveLength(1);
    expect(r.garansi).toHaveLength(1);
    expect(r.tips.map((x: JsonBody) => ({ keterangan: x.keterangan, nominal: x.nominal, jml: x.jml }))).toEqual(tips.list);
    expect(r.per_jam).toEqual(sales.by_hour);
    // Per Menu is what was sold and not given back: the shift recap's menu sales less the two refunded Ayam.
    const ayamName = stall.item("Ayam Goreng Dada");
    const notRefunded = sales.menu.map((m: JsonBody) =>
      m.m_produk_nama === ayamName ? { ...m, qty: m.qty - 2, nominal: m.nominal - 36_000 } : m,
    );
    const menuSorted = (xs: JsonBody[]) => [...xs].sort((p, q) => p.m_produk_nama.localeCompare(q.m_produk_nama));
    expect(menuSorted(r.per_menu.map((m: JsonBody) => ({ m_produk_nama: m.m_produk_nama, qty: m.qty, nominal: m.nominal })))).toEqual(
      menuSorted(notRefunded),
    );
    expect(r.per_menu.find((m: JsonBody) => m.m_produk_nama === ayamName)?.qty).toBe(
      sales.menu.find((m: JsonBody) => m.m_produk_nama === ayamName).qty - 2,
    );
    // Batal & Garansi lists the refunded dishes.
    expect(r.refund).toEqual([{ m_produk_nama: ayamName, qty: 2, nominal: 36_000 }]);
    const byType = [...sales.reg_category_sales, ...sales.ojol_category_sales];
    expect(r.per_jenis_transaksi.map((x: JsonBody) => [x.jenis, x.nominal, x.jml_nota])).toEqual(
      byType.map((x: JsonBody) => [x.transaction_name, x.sales_total ?? x.ojol_sales_total, x.count_nota]),
    );
    expect(r.per_hari).toEqual([{ tanggal: today(), jml_nota: 3, nominal: r.ringkasan.sales_total }]);
    const categoryTotal = r.per_kategori.reduce((s: number, k: JsonBody) => s + k.nominal, 0);
    expect(categoryTotal).toBe(r.per_menu.reduce((s: number, m: JsonBody) => s + m.nominal, 0));
    // A range that ends yesterday holds none of them.
    const yesterday = new Date(`${today()}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const y = yesterday.toISOString().slice(0, 10);
    const before = await report("kacab", { dari: y, sampai: y });
    expect(before.body.data.ringkasan).toMatchObject({ jml_nota: 0, sales_total: 0, refund: 0, uang_tips: 0 });
    expect(before.body.data.refund).toEqual([]);
  });
});

describe("GET /laporan refusals", () => {
  it.each(ROLES.filter((r) => !rolesFor("report.read").includes(r)))("refuses the %s role with 403", async (role) => {
    const res = await report(role);
    expect(res.status).toBe(403);
    expect(res.body.meta.error).toBe(1);
  });

  it.each([
    ["a reversed range", { dari: "2026-11-10", sampai: "2026-11-09" }, "sampai", REPORT_MSG.RANGE_REVERSED],
    ["a range over the limit", { dari: "2025-01-01", sampai: "2026-01-02" }, "sampai", REPORT_MSG.RANGE_TOO_LONG(REPORT_MAX_DAYS)],
    ["a date off the calendar", { dari: "2026-02-30", sampai: "2026-03-01" }, "dari", REPORT_MSG.DATE_INVALID],
    ["a malformed date", { dari: "23/11/2026" }, "dari", REPORT_MSG.DATE_INVALID],
    ["a formula in the date", { sampai: "=cmd|' /C calc'!A0" }, "sampai", REPORT_MSG.DATE_INVALID],
  ])("refuses %s with 422 and the Indonesian message", async (_n, query, field, message) => {
    const res = await report("kacab", query);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBe(message);
  });

  it("takes the longest range (366 days) and refuses an unknown outlet with 403", async () => {
    expect((await report("kacab", { dari: "2025-11-23", sampai: "2026-11-23" })).status).toBe(200);
    const res = await report("kacab", { m_w_id: "999999" });
    expect(res.status).toBe(403);
    expect(res.body.meta.message).toBe(REPORT_MSG.OUTLET_FORBIDDEN);
    expect((await t.call("GET", "/api/laporan", { as: "kacab" })).status).toBe(422);
  });
});
