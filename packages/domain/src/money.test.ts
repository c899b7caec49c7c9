import { describe, expect, it } from "vitest";
import { currencyFromOutlet, formatMoney, formatNumberId, minorPerMajor, money, parseMoneyInput } from "./money.ts";

describe("money", () => {
  it.each([0, 1, 12_000, -500, Number.MAX_SAFE_INTEGER])("accepts the integer %d", (n) => {
    expect(money(n)).toBe(n);
  });

  it.each([12.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])("refuses %d", (n) => {
    expect(() => money(n)).toThrow(RangeError);
  });
});

describe("currencyFromOutlet", () => {
  it.each([
    ["RM", "MYR"],
    ["rm", "MYR"],
    [" Rm ", "MYR"],
    ["IDR", "IDR"],
    ["Rp", "IDR"],
    ["", "IDR"],
    [null, "IDR"],
    [undefined, "IDR"],
  ] as const)("outlet currency %j is %s", (raw, expected) => {
    expect(currencyFromOutlet(raw)).toBe(expected);
  });

  it.each([
    ["IDR", 1],
    ["MYR", 100],
  ] as const)("%s has %d minor units per major unit", (currency, expected) => {
    expect(minorPerMajor(currency)).toBe(expected);
  });
});

describe("formatMoney", () => {
  it.each([
    [0, "IDR", "Rp 0"],
    [500, "IDR", "Rp 500"],
    [12_000, "IDR", "Rp 12.000"],
    [47_200, "IDR", "Rp 47.200"],
    [1_234_567, "IDR", "Rp 1.234.567"],
    [-12_000, "IDR", "-Rp 12.000"],
    [0, "MYR", "RM 0.00"],
    [5, "MYR", "RM 0.05"],
    [1235, "MYR", "RM 12.35"],
    [123_450, "MYR", "RM 1,234.50"],
    [100_000_000, "MYR", "RM 1,000,000.00"],
    [-123_450, "MYR", "-RM 1,234.50"],
  ] as const)("%d in %s shows %s", (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it("refuses a float", () => {
    expect(() => formatMoney(12.5, "IDR")).toThrow(RangeError);
  });
});

describe("formatNumberId", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [12_000, "12.000"],
    [1_500_000, "1.500.000"],
    [-1_500, "-1.500"],
  ])("%d shows %s on history pages", (amount, expected) => {
    expect(formatNumberId(amount)).toBe(expected);
  });
});

describe("parseMoneyInput", () => {
  it.each([
    ["12.000", 12_000],
    ["Rp 12.000", 12_000],
    ["50000", 50_000],
    ["  1.000.000 ", 1_000_000],
    ["12.000,4", 12_000],
    ["12.000,5", 12_001],
    ["", 0],
    ["   ", 0],
    ["abc", 0],
    ["-5.000", 0],
  ])("rupiah input %j reads as %d", (text, expected) => {
    expect(parseMoneyInput(text, "IDR")).toBe(expected);
  });

  it.each([
    ["1,234.50", 123_450],
    ["RM 12", 1_200],
    ["12.5", 1_250],
    ["0.05", 5],
    [".5", 50],
    ["12.345", 1_235],
    ["12.344", 1_234],
    ["9.995", 1_000],
    ["", 0],
    ["abc", 0],
    ["-1.00", 0],
  ])("ringgit input %j reads as %d sen", (text, expected) => {
    expect(parseMoneyInput(text, "MYR")).toBe(expected);
  });

  it("refuses an amount beyond safe integers", () => {
    expect(() => parseMoneyInput("99999999999999999999", "IDR")).toThrow(RangeError);
  });
});
