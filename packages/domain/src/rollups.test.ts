import { describe, expect, it } from "vitest";
import { mergeRollupDeltas, type RollupBill, refundRollupDeltas, rollupDeltas, voidRollupDeltas } from "./rollups.ts";

const bill: RollupBill = {
  outletId: 1,
  businessDate: "2026-11-27",
  hour: 12,
  typeId: 1,
  typeName: "Dine In",
  subtotal: 41_000,
  tax: 4_100,
  serviceCharge: 2_050,
  discount: 0,
  voucher: 0,
  rounding: 50,
  total: 47_200,
  freeChange: 800,
  cashWithdrawal: 0,
  writeOff: null,
  lines: [
    {
      menuId: 7,
      menuName: "Ayam Goreng",
      categoryId: 2,
      categoryName: "Ayam",
      qty: 2,
      price: 18_000,
      nominal: 36_000,
      status: 0,
      reason: "",
      options: [{ option_id: 5, group_name: "Topping", name: "Telur", price: 3_000 }],
    },
    {
      menuId: 9,
      menuName: "Es Teh",
      categoryId: 3,
      categoryName: "Minum",
      qty: 1,
      price: 5_000,
      nominal: 5_000,
      status: 0,
      reason: "",
      options: [],
    },
    {
      menuId: 9,
      menuName: "Es Teh",
      categoryId: 3,
      categoryName: "Minum",
      qty: 1,
      price: 5_000,
      nominal: 0,
      status: 4,
      reason: "Promo",
      options: [],
    },
  ],
  tenders: [
    { methodId: 1, methodName: "Tunai", amount: 40_000 },
    { methodId: 2, methodName: "EDC", amount: 7_200 },
    { methodId: 2, methodName: "EDC", amount: 0 },
  ],
};

describe("rollupDeltas", () => {
  it("counts a paid bill on its day: sales, items and options, warranty by reason, each method once per bill, type and hour", () => {
    const d = rollupDeltas(bill, 1);
    expect(d.day).toEqual([
      expect.objectContaining({ m_w_id: 1, business_date: "2026-11-27", bills: 1, sales: 48_000, total: 47_200, gross: 41_000 }),
    ]);
    expect(d.item.map((i) => [i.m_menu_id, i.qty, i.gross, i.net, i.discount])).toEqual([
      [7, 2, 36_000, 36_000, 0],
      [9, 1, 5_000, 5_000, 0],
    ]);
    expect(d.option).toEqual([expect.objectContaining({ m_option_id: 5, qty: 2, total: 6_000 })]);
    expect(d.reason).toEqual([expect.objectContaining({ status: 4, reason: "Promo", qty: 1, total: 5_000 })]);
    expect(d.method.map((m) => [m.m_payment_method_id, m.count, m.total])).toEqual([
      [1, 1, 40_000],
      [2, 1, 7_200],
    ]);
    expect(d.hour).toEqual([expect.objectContaining({ hour: 12, bills: 1, total: 47_200 })]);
  });

  it("keeps a write-off out of the sales but in the bill sums", () => {
    const d = rollupDeltas({ ...bill, writeOff: "gratis", tenders: [] }, 1);
    expect(d.day[0]).toMatchObject({ bills: 0, sales: 0, written_off_bills: 1, gratis: 47_200, gross: 41_000 });
    expect([d.type, d.hour, d.method]).toEqual([[], [], []]);
  });

  it("adds up to nothing when a bill is taken off again, and a void counts on the bill's day", () => {
    const none = mergeRollupDeltas(rollupDeltas(bill, 1), rollupDeltas(bill, -1));
    for (const rows of Object.values(none)) {
      for (const row of rows as Array<Record<string, unknown>>) {
        const sums = Object.entries(row).filter(([k, v]) => typeof v === "number" && !/_id$|^hour$|^status$/.test(k));
        expect(sums.every(([, v]) => v === 0)).toBe(true);
      }
    }
    const voided = mergeRollupDeltas(rollupDeltas(bill, 1), voidRollupDeltas(bill));
    expect(voided.day[0]).toMatchObject({ bills: 0, sales: 0, void_count: 1, void_total: 47_200 });
  });

  it("counts a bill's QRIS for the reconciliation: the charge that paid it, or the bill as paid without one", () => {
    const byQris = { ...bill, tenders: [{ methodId: 11, methodName: "QRIS", amount: 47_200 }] };
    const charged = rollupDeltas({ ...byQris, qris: { linked: true, charges: 1, asked: 47_237, unique: 37 } }, 1);
    expect(charged.qris).toEqual([
      { m_w_id: 1, business_date: "2026-11-27", charges: 1, charge_total: 47_237, charge_unique: 37, uncharged_bills: 0 },
    ]);
    const byEye = rollupDeltas({ ...byQris, qris: { linked: false, charges: 0, asked: 0, unique: 0 } }, 1);
    expect(byEye.qris).toEqual([expect.objectContaining({ charges: 0, uncharged_bills: 1 })]);
    // Cash with no charge: nothing; charges not known (head office): nothing.
    expect(rollupDeltas({ ...bill, qris: { linked: false, charges: 0, asked: 0, unique: 0 } }, 1).qris).toEqual([]);
    expect(rollupDeltas(byQris, 1).qris).toEqual([]);
    // A void takes it off its day again.
    const voided = mergeRollupDeltas(
      charged,
      voidRollupDeltas({ ...byQris, qris: { linked: true, charges: 1, asked: 47_237, unique: 37 } }),
    );
    expect(voided.qris).toEqual([expect.objectContaining({ charges: 0, charge_total: 0, charge_unique: 0, uncharged_bills: 0 })]);
  });

  it("counts a refund on the day it was made and takes its units off the bill's day", () => {
    const d = refundRollupDeltas(
      {
        outletId: 1,
        date: "2026-11-28",
        billDate: "2026-11-27",
        total: 39_600,
        lines: [{ menuId: 7, menuName: "Ayam Goreng", status: 0, qty: 2, nominal: 36_000, options: bill.lines[0]?.options ?? [] }],
      },
      1,
    );
    expect(d.day).toEqual([expect.objectContaining({ business_date: "2026-11-28", refund_count: 1, refund_total: 39_600, bills: 0 })]);
    expect(d.item.map((i) => [i.business_date, i.refund_qty, i.refund_made_qty])).toEqual([
      ["2026-11-27", 2, 0],
      ["2026-11-28", 0, 2],
    ]);
    expect(d.option).toEqual([expect.objectContaining({ business_date: "2026-11-27", qty: -2, total: -6_000 })]);
  });
});
