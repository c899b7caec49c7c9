/**
 * API tests of GET /laporan/opsi (docs/API.md "Menu options"): the options sold per business day and
 * option — units (refunded units and lines not charged out) and money (Σ delta × units, a cheaper
 * option negative) — per option over the range and the total; the sales report's roles, range and
 * outlet refusals; an RM outlet in ringgit. Lines get their options straight from the factory.
 */
import { jakartaParts, REPORT_MSG } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashierPermissions } from "../../db/schema/index.ts";
import { buildStall, giveLineOptions, lineOption, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { redateBill } from "../../test/rollups.ts";
import { openCash, openOrder, outletIdOf, pay, setLineStatus } from "../payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;
let kl: Stall;

const LEVEL_3 = lineOption("Level Pedas", "Level 3");
const TELUR = lineOption("Topping", "Telur", 3_000);
const KECIL = lineOption("Ukuran", "Kecil", -1_000);

const today = () => jakartaParts(new Date()).date;
const yesterday = () => jakartaParts(new Date(Date.now() - 86_400_000)).date;
const report = (as: string, query: Record<string, string> = {}) =>
  t.call("GET", "/api/laporan/opsi", { as, query: { dari: yesterday(), sampai: today(), ...query } });

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2"]);
  kl = await buildStall(t, ["Meja 1"], { "Nasi Lemak": { price: 850 } }, { outlet: "DEMO-KL" });
  await openCash(t, "kasir");
  // The demo outlet lets its cashiers refund (kacab keeps no cash session: it moves to the RM outlet below).
  await t.db
    .update(cashierPermissions)
    .set({ defaultRole: true })
    .where(and(eq(cashierPermissions.feature, "refund"), eq(cashierPermissions.outletId, await outletIdOf(t.db))));

  // Today: Ayam ×2 · Level 3, Telur (21.000), Es Teh · Kecil (4.000), Es Jeruk · Telur cancelled.
  const a = await openOrder(t, {
    table: stall.table("Meja 1"),
    items: [
      { name: stall.item("Ayam Goreng Dada"), qty: 2 },
      { name: stall.item("Es Teh Manis"), qty: 1 },
      { name: stall.item("Es Jeruk"), qty: 1 },
    ],
  });
  const ayam = a.lineIds.get(stall.item("Ayam Goreng Dada")) ?? 0;
  await giveLineOptions(t, ayam, [LEVEL_3, TELUR]);
  await giveLineOptions(t, a.lineIds.get(stall.item("Es Teh Manis")) ?? 0, [KECIL]);
  const jeruk = a.lineIds.get(stall.item("Es Jeruk")) ?? 0;
  await giveLineOptions(t, jeruk, [TELUR]);
  await setLineStatus(t.db, jeruk, 2, "Salah input");
  // 42.000 + 4.000 = 46.000 + 4.600 + 2.300 = 52.900.
  const billA = await pay(t, "kasir", {
    tmp_transaction_id: a.orderId,
    payment_method: 1,
    ...{ sub_total: 46_000, nominal_pajak: 4_600, nominal_sc: 2_300, total: 52_900, round: 0 },
    nominal_uang: 52_900,
    exchange: 0,
  });
  // One Ayam of it refunded (21.000 + 10 % = 23.100, service off).
  const [line] = (await t.call("GET", `/api/rekap-transaksi-detail/detailtransaksi/${billA}`, { as: "kasir" })).body.data;
  const refund = await t.call("POST", "/api/transaksi/refund", {
    as: "kasir",
    body: {
      rekap_transaksi_id: billA,
      refund_menu: JSON.stringify([{ r_t_detail_id: line.r_t_detail_id, qty: 1 }]),
      sub_total: 21_000,
      nominal_pajak: 2_100,
      nominal_sc: 0,
      round: 0,
      total: 23_100,
      current_tax: "10",
      current_sc: 0,
    },
  });
  expect(refund.status, JSON.stringify(refund.body)).toBe(201);

  // Yesterday (its business date moved back): Ayam ×3 · Telur (21.000): 63.000 + 6.300 + 3.150 = 72.450 → 72.500.
  const b = await openOrder(t, { table: stall.table("Meja 2"), items: [{ name: stall.item("Ayam Goreng Dada"), qty: 3 }] });
  await giveLineOptions(t, b.lineIds.get(stall.item("Ayam Goreng Dada")) ?? 0, [TELUR]);
  const billB = await pay(t, "kasir", {
    tmp_transaction_id: b.orderId,
    payment_method: 1,
    ...{ sub_total: 63_000, nominal_pajak: 6_300, nominal_sc: 3_150, total: 72_500, round: 50 },
    nominal_uang: 72_500,
    exchange: 0,
  });
  await redateBill(t.db, billB, yesterday());
});

afterAll(async () => {
  await t.close();
});

describe("GET /laporan/opsi", () => {
  it("counts each option's units and money per day, per option and in total; refunded and cancelled units out", async () => {
    const res = await report("kacab");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      m_w_id: await outletIdOf(t.db),
      waroeng_nama: "Waroeng Demo",
      dari: yesterday(),
      sampai: today(),
    });
    expect(res.body.data.per_hari).toEqual([
      { tanggal: yesterday(), grup: "Topping", opsi: "Telur", qty: 3, nominal: 9_000 },
      { tanggal: today(), grup: "Level Pedas", opsi: "Level 3", qty: 1, nominal: 0 },
      { tanggal: today(), grup: "Topping", opsi: "Telur", qty: 1, nominal: 3_000 },
      { tanggal: today(), grup: "Ukuran", opsi: "Kecil", qty: 1, nominal: -1_000 },
    ]);
    expect(res.body.data.per_opsi).toEqual([
      { grup: "Level Pedas", opsi: "Level 3", qty: 1, nominal: 0 },
      { grup: "Topping", opsi: "Telur", qty: 4, nominal: 12_000 },
      { grup: "Ukuran", opsi: "Kecil", qty: 1, nominal: -1_000 },
    ]);
    expect(res.body.data.total).toEqual({ qty: 6, nominal: 11_000 });
  });

  it("a range of one day has that day's options only", async () => {
    const res = await report("owner", { dari: yesterday(), sampai: yesterday() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.per_opsi).toEqual([{ grup: "Topping", opsi: "Telur", qty: 3, nominal: 9_000 }]);
    expect(res.body.data.total).toEqual({ qty: 3, nominal: 9_000 });
  });

  it("refuses the roles, ranges and outlets GET /laporan refuses", async () => {
    expect((await report("kasir")).status).toBe(403);
    const reversed = await report("kacab", { dari: today(), sampai: yesterday() });
    expect([reversed.status, reversed.body.errors?.sampai]).toEqual([422, REPORT_MSG.RANGE_REVERSED]);
    const other = await report("kacab", { m_w_id: String(await outletIdOf(t.db, "DEMO-KL")) });
    expect([other.status, other.body.meta.message]).toEqual([409, REPORT_MSG.OUTLET_OTHER_CURRENCY]);
  });

  it("an RM outlet's options in ringgit (sen inside)", async () => {
    await openCash(t, "kasir.kl");
    const o = await openOrder(t, {
      as: "kasir.kl",
      outlet: "DEMO-KL",
      table: kl.table("Meja 1"),
      items: [{ name: kl.item("Nasi Lemak"), qty: 2 }],
    });
    await giveLineOptions(t, o.lineIds.get(kl.item("Nasi Lemak")) ?? 0, [lineOption("Topping", "Telur", 135)]);
    const s = (
      await t.call("GET", "/api/transaction-detail", {
        as: "kasir.kl",
        query: { tmp_transaction_detail_tmp_transaction_id: String(o.orderId) },
      })
    ).body.totals;
    await pay(t, "kasir.kl", {
      tmp_transaction_id: o.orderId,
      payment_method: 1,
      sub_total: s.subtotal,
      nominal_pajak: s.tax,
      nominal_sc: s.service_charge,
      total: s.rounded,
      round: Number((s.rounded - s.total).toFixed(2)),
      nominal_uang: 50,
      exchange: Number((50 - s.rounded).toFixed(2)),
    });
    const klId = await outletIdOf(t.db, "DEMO-KL");
    const moved = await t.call("GET", `/api/cashier/tmp-user-waroeng/${klId}`, { as: "kacab" });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const res = await report("kacab");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.per_opsi).toEqual([{ grup: "Topping", opsi: "Telur", qty: 2, nominal: 2.7 }]);
    expect(res.body.data.total).toEqual({ qty: 2, nominal: 2.7 });
  });
});
