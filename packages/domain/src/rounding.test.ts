import { describe, expect, it } from "vitest";
import { type Currency, money } from "./money.ts";
import { applyRateBp, isRoundingOn, percentToBp, roundPayment, roundRefund } from "./rounding.ts";

type Row = [total: number, currency: Currency, flag: string | null | undefined, rounded: number, rounding: number];

describe("roundPayment", () => {
  it.each<Row>([
    // rupiah: nearest Rp100, half up
    [12_050, "IDR", "ya", 12_100, 50],
    [12_049, "IDR", "ya", 12_000, -49],
    [47_150, "IDR", "ya", 47_200, 50],
    [12_000, "IDR", "ya", 12_000, 0],
    [12_099, "IDR", "YA", 12_100, 1],
    [12_001, "IDR", "Ya", 12_000, -1],
    [0, "IDR", "ya", 0, 0],
    [49, "IDR", "ya", 0, -49],
    [50, "IDR", "ya", 100, 50],
    // ringgit (sen): floor to 10 sen, +5 sen when the remainder is at least 5
    [1237, "MYR", "ya", 1235, -2],
    [1233, "MYR", "ya", 1230, -3],
    [1239, "MYR", "ya", 1235, -4],
    [1240, "MYR", "ya", 1240, 0],
    [1235, "MYR", "ya", 1235, 0],
    [1234, "MYR", "ya", 1230, -4],
    [0, "MYR", "ya", 0, 0],
    [4, "MYR", "ya", 0, -4],
    // flag off: unchanged
    [12_050, "IDR", "tidak", 12_050, 0],
    [12_050, "IDR", "yes", 12_050, 0],
    [12_050, "IDR", "", 12_050, 0],
    [12_050, "IDR", null, 12_050, 0],
    [1237, "MYR", undefined, 1237, 0],
  ])("%d %s flag %j pays %d (rounding %d)", (total, currency, flag, rounded, rounding) => {
    expect(roundPayment(money(total), currency, flag)).toEqual({ rounded, rounding });
  });

  it.each([-1, 1.5])("refuses total %d", (total) => {
    expect(() => roundPayment(total as never, "IDR", "ya")).toThrow(RangeError);
  });
});

describe("roundRefund", () => {
  it.each<Row>([
    // rupiah: same as payment
    [12_050, "IDR", "ya", 12_100, 50],
    [12_049, "IDR", "ya", 12_000, -49],
    [0, "IDR", "ya", 0, 0],
    // ringgit: up to the next 0.05 step, rounding is the gap
    [1231, "MYR", "ya", 1235, 4],
    [1235, "MYR", "ya", 1235, 0],
    [1236, "MYR", "ya", 1240, 4],
    [1239, "MYR", "ya", 1240, 1],
    [1240, "MYR", "ya", 1240, 0],
    [1, "MYR", "YA", 5, 4],
    [0, "MYR", "ya", 0, 0],
    // flag off
    [1231, "MYR", "tidak", 1231, 0],
    [12_050, "IDR", null, 12_050, 0],
  ])("%d %s flag %j refunds %d (rounding %d)", (total, currency, flag, rounded, rounding) => {
    expect(roundRefund(money(total), currency, flag)).toEqual({ rounded, rounding });
  });
});

describe("isRoundingOn", () => {
  it.each([
    ["ya", true],
    ["YA", true],
    [" Ya ", true],
    ["tidak", false],
    ["yes", false],
    ["y", false],
    [null, false],
    [undefined, false],
  ] as const)("flag %j is %s", (flag, expected) => {
    expect(isRoundingOn(flag)).toBe(expected);
  });
});

describe("applyRateBp", () => {
  it.each([
    [41_000, 1000, 4_100],
    [41_000, 500, 2_050],
    [41_005, 500, 2_050], // 2050.25 down
    [41_010, 500, 2_051], // 2050.5 up
    [12_345, 1000, 1_235], // 1234.5 up
    [999, 1, 0], // 0.0999 down
    [0, 1000, 0],
    [18_000, 0, 0],
    [18_000, 10_000, 18_000],
    [Number.MAX_SAFE_INTEGER, 1, 900_719_925_474], // exact without float loss
  ])("%d × %d bp = %d", (amount, bp, expected) => {
    expect(applyRateBp(money(amount), bp)).toBe(expected);
  });

  it.each([
    [1000, -1],
    [1000, 10_001],
    [1000, 2.5],
    [-1, 1000],
  ])("refuses amount %d at %d bp", (amount, bp) => {
    expect(() => applyRateBp(amount as never, bp)).toThrow(RangeError);
  });
});

describe("percentToBp", () => {
  it.each([
    [10, 1000],
    ["10", 1000],
    ["10.00", 1000],
    [2.5, 250],
    ["0.125", 13],
    ["100", 10_000],
    [0, 0],
    ["", 0],
    [null, 0],
    [undefined, 0],
  ] as const)("%j percent is %d bp", (percent, expected) => {
    expect(percentToBp(percent)).toBe(expected);
  });

  it.each(["abc", "-5", "101", "1e2"])("refuses %j", (percent) => {
    expect(() => percentToBp(percent)).toThrow(RangeError);
  });
});
