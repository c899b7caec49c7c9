import { describe, expect, it } from "vitest";
import { type Currency, money } from "./money.ts";
import { computeRefundTotals, type RefundLine, type RefundTotals } from "./refund.ts";

const ayam: RefundLine = { price: money(18_000), qty: 1, taxable: true, serviceCharged: true };
const kerupuk: RefundLine = { price: money(3_000), qty: 2, taxable: false, serviceCharged: false };

describe("computeRefundTotals", () => {
  it.each<[string, RefundLine[], number, number, string | null, Currency, RefundTotals]>([
    [
      "one ayam at 10% tax and 5% sc",
      [ayam],
      1000,
      500,
      "ya",
      "IDR",
      { subtotal: money(18_000), tax: money(1_800), serviceCharge: money(900), total: money(20_700), rounded: money(20_700), rounding: 0 },
    ],
    [
      "kerupuk carried no tax or sc",
      [ayam, kerupuk],
      1000,
      500,
      "ya",
      "IDR",
      { subtotal: money(24_000), tax: money(1_800), serviceCharge: money(900), total: money(26_700), rounded: money(26_700), rounding: 0 },
    ],
    [
      "tax switched off (rate 0)",
      [ayam],
      0,
      500,
      "ya",
      "IDR",
      { subtotal: money(18_000), tax: money(0), serviceCharge: money(900), total: money(18_900), rounded: money(18_900), rounding: 0 },
    ],
    [
      "rupiah refund rounds half up",
      [{ ...ayam, price: money(18_050) }],
      0,
      0,
      "ya",
      "IDR",
      { subtotal: money(18_050), tax: money(0), serviceCharge: money(0), total: money(18_050), rounded: money(18_100), rounding: 50 },
    ],
    [
      "ringgit refund rounds up to 5 sen",
      [{ ...ayam, price: money(1_150) }],
      600,
      0,
      "ya",
      "MYR",
      { subtotal: money(1_150), tax: money(69), serviceCharge: money(0), total: money(1_219), rounded: money(1_220), rounding: 1 },
    ],
    [
      "ringgit without rounding flag",
      [{ ...ayam, price: money(1_150) }],
      600,
      0,
      "tidak",
      "MYR",
      { subtotal: money(1_150), tax: money(69), serviceCharge: money(0), total: money(1_219), rounded: money(1_219), rounding: 0 },
    ],
    [
      "empty refund list",
      [],
      1000,
      500,
      "ya",
      "IDR",
      { subtotal: money(0), tax: money(0), serviceCharge: money(0), total: money(0), rounded: money(0), rounding: 0 },
    ],
  ])("%s", (_name, lines, taxRateBp, serviceChargeRateBp, roundingFlag, currency, expected) => {
    expect(computeRefundTotals({ lines, taxRateBp, serviceChargeRateBp, roundingFlag, currency })).toEqual(expected);
  });

  it("refuses a fractional quantity", () => {
    expect(() => computeRefundTotals({ lines: [{ ...ayam, qty: 0.5 }], taxRateBp: 0, serviceChargeRateBp: 0, currency: "IDR" })).toThrow(
      RangeError,
    );
  });
});
