/**
 * API tests of refunding a line that carries menu options (docs/API.md "Menu options"; payment §5
 * Refund): one unit is refunded at the price it was paid, its options included — exact in rupiah
 * and in sen — and figures worked out on the item's price without the options are refused. The
 * refund screen's lines show the options. Lines get their options straight from the factory.
 */
import { REFUND_MSG } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashierPermissions, refundLines, refunds } from "../../db/schema/index.ts";
import { buildStall, giveLineOptions, lineOption, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openCash, openOrder, outletIdOf, pay } from "../payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;
let kl: Stall;

const LEVEL_3 = lineOption("Level Pedas", "Level 3");
const TELUR = lineOption("Topping", "Telur", 3_000);

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2"]);
  kl = await buildStall(t, ["Meja 1"], { "Nasi Lemak": { price: 850 } }, { outlet: "DEMO-KL" });
  await openCash(t, "kasir");
  await openCash(t, "kacab");
  await openCash(t, "kasir.kl");
});

afterAll(async () => {
  await t.close();
});

const REFUND = "/api/transaksi/refund";

/** Pays Ayam Goreng Dada ×2 · Level 3, Telur (18.000 + 3.000 = 21.000 each; bill 42.000 + 4.200 + 2.100 = 48.300). */
async function paidAyamWithOptions(table: string) {
  const o = await openOrder(t, { table: stall.table(table), items: [{ name: stall.item("Ayam Goreng Dada"), qty: 2 }] });
  await giveLineOptions(t, o.lineIds.get(stall.item("Ayam Goreng Dada")) ?? 0, [LEVEL_3, TELUR]);
  const figures = { sub_total: 42_000, nominal_pajak: 4_200, nominal_sc: 2_100, total: 48_300, round: 0 };
  const id = await pay(t, "kasir", { tmp_transaction_id: o.orderId, payment_method: 1, ...figures, nominal_uang: 48_300, exchange: 0 });
  const lines = await t.call("GET", `/api/rekap-transaksi-detail/detailtransaksi/${id}`, { as: "kacab" });
  expect(lines.status).toBe(200);
  return { id, line: lines.body.data[0] };
}

/** Refund one unit of `lineId` of bill `id`, tax 10 %, service off, with the given figures (rupiah). */
const oneUnit = (id: number, lineId: number, figures: { sub_total: number; nominal_pajak: number; total: number }) => ({
  rekap_transaksi_id: id,
  refund_menu: JSON.stringify([{ r_t_detail_id: lineId, qty: 1 }]),
  nominal_sc: 0,
  round: 0,
  free_exchange: 0,
  current_tax: "10",
  current_sc: 0,
  ...figures,
});

describe("refunding a line with options", () => {
  it("the refund screen's line shows its options and the price with them", async () => {
    const { line } = await paidAyamWithOptions("Meja 1");
    expect(line).toMatchObject({ m_produk_nama: stall.item("Ayam Goreng Dada"), r_t_detail_qty: 2, r_t_detail_price: 21_000 });
    expect([line.options, line.custom_menu]).toEqual([[LEVEL_3, TELUR], "Level 3, Telur"]);
  });

  it("one unit is refunded at 21.000 with its options (+ 10 % = 23.100); figures on the price without them are refused", async () => {
    const { id, line } = await paidAyamWithOptions("Meja 2");
    const without = await t.call("POST", REFUND, {
      as: "kacab",
      body: oneUnit(id, line.r_t_detail_id, { sub_total: 18_000, nominal_pajak: 1_800, total: 19_800 }),
    });
    // The spec's client reads this refusal from the body (HTTP 200, meta.error 1).
    expect([without.status, without.body.meta.error, without.body.meta.message]).toEqual([200, 1, REFUND_MSG.FIGURES_DIFFER]);
    expect(await t.db.select().from(refunds).where(eq(refunds.closedTransactionId, id))).toEqual([]);

    const res = await t.call("POST", REFUND, {
      as: "kacab",
      body: oneUnit(id, line.r_t_detail_id, { sub_total: 21_000, nominal_pajak: 2_100, total: 23_100 }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.total).toBe(23_100);
    const [saved] = await t.db.select().from(refunds).where(eq(refunds.closedTransactionId, id));
    expect(saved).toMatchObject({ subtotal: 21_000, tax: 2_100, serviceCharge: 0, rounding: 0, total: 23_100 });
    expect(
      await t.db
        .select()
        .from(refundLines)
        .where(eq(refundLines.refundId, saved?.id ?? 0)),
    ).toMatchObject([{ closedTransactionLineId: line.r_t_detail_id, qty: 1, nominal: 21_000, tax: 2_100 }]);
  });

  it("in ringgit: Nasi Lemak RM 8.50 + Telur RM 1.35 = 9.85, 6 % tax 0.59: 10.44 → 10.45", async () => {
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
    expect(s.subtotal).toBe(19.7);
    const id = await pay(t, "kasir.kl", {
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
    const bill = (await t.call("GET", `/api/recap-transactions/${id}`, { as: "kasir.kl" })).body.data;
    expect(bill.r_t_tax_percent).toBe(6);
    const [nasi] = (await t.call("GET", `/api/rekap-transaksi-detail/detailtransaksi/${id}`, { as: "kasir.kl" })).body.data;
    expect([nasi.r_t_detail_price, nasi.options]).toEqual([9.85, [{ ...lineOption("Topping", "Telur"), price: 1.35 }]]);
    const outlet = await outletIdOf(t.db, "DEMO-KL");
    await t.db
      .update(cashierPermissions)
      .set({ defaultRole: true })
      .where(and(eq(cashierPermissions.feature, "refund"), eq(cashierPermissions.outletId, outlet)));
    const res = await t.call("POST", REFUND, {
      as: "kasir.kl",
      body: {
        rekap_transaksi_id: id,
        refund_menu: [{ r_t_detail_id: nasi.r_t_detail_id, qty: 1 }],
        sub_total: 9.85,
        nominal_pajak: 0.59,
        nominal_sc: 0,
        round: 0.01,
        total: 10.45,
        current_tax: 6,
        current_sc: 0,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.total).toBe(10.45);
    const [saved] = await t.db.select().from(refunds).where(eq(refunds.closedTransactionId, id));
    expect(saved).toMatchObject({ subtotal: 985, tax: 59, rounding: 1, total: 1_045 });
  });
});
