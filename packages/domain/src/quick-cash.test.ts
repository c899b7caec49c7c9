import { describe, expect, it } from "vitest";
import { DomainError } from "./errors.ts";
import { MSG } from "./messages.ts";
import { type Currency, money } from "./money.ts";
import { computeChange, quickCashSuggestions } from "./quick-cash.ts";

describe("quickCashSuggestions", () => {
  it.each<[number, Currency, number[]]>([
    [47_200, "IDR", [47_200, 48_000, 50_000, 100_000]],
    [12_100, "IDR", [12_100, 13_000, 20_000, 50_000, 100_000]],
    [50_000, "IDR", [50_000, 100_000]],
    [100_000, "IDR", [100_000]],
    [60_000, "IDR", [60_000, 100_000]],
    [150_500, "IDR", [150_500, 151_000, 160_000, 200_000]],
    [149_900, "IDR", [149_900, 150_000, 200_000]],
    [500, "IDR", [500, 1_000, 10_000, 50_000, 100_000]],
    [0, "IDR", [0]],
    // ringgit in sen: RM100 = 10000
    [1_235, "MYR", [1_235, 1_300, 2_000, 5_000, 10_000]],
    [4_750, "MYR", [4_750, 4_800, 5_000, 10_000]],
    [10_000, "MYR", [10_000]],
    [12_340, "MYR", [12_340, 12_400, 13_000, 15_000, 20_000]],
    [0, "MYR", [0]],
  ])("total %d %s suggests %j", (total, currency, expected) => {
    expect(quickCashSuggestions(money(total), currency)).toEqual(expected);
  });

  it("suggestions are ascending, distinct and never below the total", () => {
    for (let total = 0; total <= 300_000; total += 700) {
      const list = quickCashSuggestions(money(total), "IDR");
      expect(list[0]).toBe(total);
      expect(new Set(list).size).toBe(list.length);
      expect([...list].sort((a, b) => a - b)).toEqual(list);
    }
  });

  it.each([-100, 1.5])("refuses total %d", (total) => {
    expect(() => quickCashSuggestions(total as never, "IDR")).toThrow(RangeError);
  });
});

describe("computeChange", () => {
  it.each([
    [50_000, 47_200, 2_800],
    [47_200, 47_200, 0],
    [100_000, 47_200, 52_800],
    [2_000, 1_235, 765],
    [0, 0, 0],
  ])("paid %d for %d gives change %d", (paid, total, expected) => {
    expect(computeChange(money(paid), money(total))).toBe(expected);
  });

  it("refuses a short payment with the spec's message and title", () => {
    const attempt = () => computeChange(money(47_100), money(47_200));
    expect(attempt).toThrow(DomainError);
    expect(attempt).toThrow(MSG.PAYMENT_SHORT);
    try {
      attempt();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).message).toBe("Nominal Pembayaran Kurang");
      expect((error as DomainError).title).toBe("Transaksi ditolak!");
    }
  });

  it("refuses a negative amount with a RangeError", () => {
    expect(() => computeChange(-1 as never, money(0))).toThrow(RangeError);
  });
});
