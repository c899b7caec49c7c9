/**
 * The order screen's discount maths (pages/order/orderDiscount.ts, payment §5, §9): Total = … −
 * Diskon Transaksi − voucher, never below 0, then rounded with the order's flag; a new discount
 * replaces the one shown (it is taken off the total before any discount); the payment form carries it.
 */
import { type Currency, computeTotals, money, type Totals } from "@waroeng/domain";
import { describe, expect, it } from "vitest";
import { applyDiscount, NO_DISCOUNT, type OrderDiscount, totalBeforeDiscount } from "./orderDiscount.ts";
import { buildPayment } from "./payment/buildPayment.ts";

/** 2 × Rp18.000 + Rp5.000, tax 10 %, service 5 %: subtotal 41.000, total 47.150, rounded 47.200 ("ya"). */
function order(roundingFlag = "ya", currency: Currency = "IDR", prices: number[] = [18_000, 18_000, 5_000]): Totals {
  return computeTotals({
    lines: prices.map((p) => ({ price: money(p), qty: 1, status: 0, taxable: true, serviceCharged: true })),
    taxRateBp: 1000,
    serviceChargeRateBp: 500,
    roundingFlag,
    currency,
  });
}

const discount = (globalDiscount: number, voucher = 0, voucherCode = ""): OrderDiscount => ({ globalDiscount, voucher, voucherCode });

describe("applyDiscount", () => {
  it("no discount: the line totals as they are", () => {
    const t = order();
    expect(t).toMatchObject({ subtotal: 41_000, tax: 4_100, serviceCharge: 2_050, total: 47_150, rounded: 47_200, rounding: 50 });
    expect(applyDiscount(t, NO_DISCOUNT, "IDR", "ya")).toEqual(t);
  });

  it("a Diskon Transaksi and a voucher come off the total, then it is rounded (Rp100, half up)", () => {
    const t = applyDiscount(order(), discount(4_715, 10_000, "HEMAT10"), "IDR", "ya");
    expect(t).toMatchObject({ subtotal: 41_000, tax: 4_100, serviceCharge: 2_050, globalDiscount: 4_715, voucher: 10_000 });
    expect(t.total).toBe(32_435);
    expect(t.rounded).toBe(32_400);
    expect(t.rounding).toBe(-35);
  });

  it("without the rounding flag the total is paid as it is", () => {
    const t = applyDiscount(order("tidak"), discount(1_000), "IDR", "tidak");
    expect(t).toMatchObject({ total: 46_150, rounded: 46_150, rounding: 0 });
  });

  it("never below 0", () => {
    const t = applyDiscount(order(), discount(40_000, 10_000), "IDR", "ya");
    expect(t).toMatchObject({ total: 0, rounded: 0, rounding: 0, globalDiscount: 40_000, voucher: 10_000 });
  });

  it("a new discount replaces the one applied before (not added to it); removing it restores the total", () => {
    const first = applyDiscount(order(), discount(10_000, 5_000), "IDR", "ya");
    const again = applyDiscount(first, discount(2_000), "IDR", "ya");
    expect(again).toEqual(applyDiscount(order(), discount(2_000), "IDR", "ya"));
    expect(applyDiscount(again, NO_DISCOUNT, "IDR", "ya")).toEqual(order());
  });

  it("ringgit: sen, rounded down to 5 sen as the spec says", () => {
    // RM12.00 + 10 % + 5 % = 1380 sen; − 41 sen = 1339 → 1335.
    const t = applyDiscount(order("ya", "MYR", [1_200]), discount(41), "MYR", "ya");
    expect(t).toMatchObject({ total: 1_339, rounded: 1_335, rounding: -4 });
  });
});

describe("totalBeforeDiscount", () => {
  it("is the total with any discount and voucher added back", () => {
    expect(totalBeforeDiscount(order())).toBe(47_150);
    expect(totalBeforeDiscount(applyDiscount(order(), discount(4_715, 10_000), "IDR", "ya"))).toBe(47_150);
  });
});

describe("buildPayment", () => {
  it("sends the discount and voucher as shown, the voucher code only with a voucher", () => {
    const t = applyDiscount(order(), discount(4_715, 10_000, "HEMAT10"), "IDR", "ya");
    expect(buildPayment(7, t, 1, 50_000, 17_600, "", "HEMAT10")).toMatchObject({
      sub_total: 41_000,
      global_discount: 4_715,
      nominal_voucher: 10_000,
      total: 32_400,
      round: -35,
      voucher_code: "HEMAT10",
    });
    expect(buildPayment(7, applyDiscount(order(), discount(1_000), "IDR", "ya"), 1, 50_000, 0, "", "HEMAT10")).not.toHaveProperty(
      "voucher_code",
    );
  });
});
