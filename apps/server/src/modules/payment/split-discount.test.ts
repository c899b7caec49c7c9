/**
 * API tests of a split bill with the order's stored Diskon Transaksi (payment §4 "Split bill", §5;
 * docs/API.md "Pay an order"): a percent is charged on every sub-bill at that percent and on the
 * rest; a nominal discount or a voucher cannot be cut up, so every split payment (the last one
 * too) is refused while one is stored — nothing paid — until it is removed.
 */
import { SPLIT_MSG } from "@waroeng/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStall, type Stall, storeOrderDiscount } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { mainLines, openCash, openOrder, orderState } from "./payment.factory.ts";
import { splitBody, splitSnapshot, splitsOf } from "./split.factory.ts";

let t: TestApp;
let stall: Stall;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 2", "Meja 3", "Meja 4"]);
  await openCash(t, "kasir");
});

afterAll(async () => {
  await t.close();
});

async function order(table: string) {
  const o = await openOrder(t, { table: stall.table(table), items: mainLines(stall) });
  const head = await t.call("GET", `/api/tmp-transaction/${o.orderId}`, { as: "kasir" });
  return {
    ...o,
    note: head.body.data.tmp_transaction_note_number as string,
    ayam: o.lineIds.get(stall.item("Ayam Goreng Dada")) ?? 0,
    teh: o.lineIds.get(stall.item("Es Teh Manis")) ?? 0,
  };
}

const pay = (body: Record<string, unknown>) => t.call("POST", "/api/recap-transactions", { as: "kasir", body });

/** 1 Ayam Goreng Dada: 18.000 + 1.800 + 900 = 20.700. */
const AYAM = { sub_total: 18_000, nominal_pajak: 1_800, nominal_sc: 900 };

describe("a split with the order's stored Diskon Transaksi", () => {
  it("a stored 10% is charged on S1 and on the rest at 10%; it cannot be dropped on a sub-bill", async () => {
    const o = await order("Meja 2");
    await storeOrderDiscount(t, o.orderId, { kind: "diskonPercent", value: 1000 });
    // S1: 1 Ayam, 20.700 − 2.070 = 18.630 → 18.600. A sub-bill's total without the 10% is refused as a stale bill.
    const dropped = await pay(splitBody(o.orderId, `${o.note}-S1`, { [o.ayam]: 1 }, { ...AYAM, total: 20_700, round: 0 }));
    expect(dropped.body.meta.code).toBe(412);
    const s1 = await pay({
      ...splitBody(o.orderId, `${o.note}-S1`, { [o.ayam]: 1 }, { ...AYAM, total: 18_600, round: -30 }),
      global_discount: 2_070,
    });
    expect(s1.status, JSON.stringify(s1.body)).toBe(201);
    // The last split: 1 Ayam + 1 Es Teh (26.450) − 2.645 = 23.805 → 23.800; sent without the field, charged anyway.
    const rest = { sub_total: 23_000, nominal_pajak: 2_300, nominal_sc: 1_150, total: 23_800, round: -5 };
    const s2 = splitBody(o.orderId, `${o.note}-S2`, { [o.ayam]: 1, [o.teh]: 1 }, rest) as Record<string, unknown>;
    delete s2.global_discount;
    const last = await pay(s2);
    expect(last.status, JSON.stringify(last.body)).toBe(201);
    const { rekap } = await splitsOf(t, o.orderId);
    expect(rekap.sort((a, b) => a.id - b.id).map((r) => [r.globalDiscount, r.total])).toEqual([
      [2_070, 18_600],
      [2_645, 23_800],
    ]);
    expect((await orderState(t, o.orderId)).status).toBe(2);
  });

  it("a stored nominal discount or voucher refuses every split, the last too, and nothing is paid; removed, it pays", async () => {
    const o = await order("Meja 3");
    const s1 = splitBody(o.orderId, `${o.note}-S1`, { [o.ayam]: 1 }, { ...AYAM, total: 20_700, round: 0 });
    const all = splitBody(
      o.orderId,
      `${o.note}-S1`,
      { [o.ayam]: 2, [o.teh]: 1 },
      { sub_total: 41_000, nominal_pajak: 4_100, nominal_sc: 2_050, total: 42_200, round: 50 },
      { tendered: 50_000 },
    );
    for (const stored of [
      { kind: "diskon" as const, value: 5_000 },
      { voucherCode: "HEMAT5", voucherValue: 5_000 },
    ]) {
      await storeOrderDiscount(t, o.orderId, stored);
      const before = await splitSnapshot(t);
      for (const body of [s1, { ...all, global_discount: 5_000 }, { ...all, nominal_voucher: 5_000, voucher_code: "HEMAT5" }]) {
        const res = await pay(body);
        expect([res.body.meta.error, res.body.meta.code, res.body.meta.message]).toEqual([1, 409, SPLIT_MSG.DISCOUNT_NOT_SPLITTABLE]);
      }
      expect(await splitSnapshot(t)).toEqual(before);
    }
    // "Hapus diskon transaksi dulu": removed, the split is paid as any.
    const removed = await t.call("PUT", `/api/tmp-transaction/${o.orderId}/discount`, {
      as: "kasir",
      body: { discount_type: "", voucher_code: "" },
    });
    expect(removed.status).toBe(200);
    const paid = await pay(s1);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  });
});
