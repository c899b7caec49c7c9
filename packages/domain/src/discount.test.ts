import { describe, expect, it } from "vitest";
import {
  discountAboveLimit,
  orderDiscountAmounts,
  resolveTransactionDiscount,
  type StoredOrderDiscount,
  type TransactionDiscountType,
} from "./discount.ts";
import { DomainError } from "./errors.ts";
import { MSG } from "./messages.ts";
import { money } from "./money.ts";

describe("resolveTransactionDiscount", () => {
  it.each<[TransactionDiscountType, number, number, number]>([
    ["voucher", 10_000, 47_150, 10_000],
    ["voucher", 47_150, 47_150, 47_150],
    ["diskon", 5_000, 47_150, 5_000],
    ["diskonPercent", 1000, 47_150, 4_715],
    ["diskonPercent", 1000, 47_155, 4_716],
    ["diskonPercent", 10_000, 47_150, 47_150],
  ])("%s %d on %d is %d", (type, value, total, expected) => {
    expect(resolveTransactionDiscount(type, value, money(total))).toBe(expected);
  });

  it.each<[TransactionDiscountType, number, number, string, string | undefined]>([
    ["voucher", 0, 47_150, MSG.DISCOUNT_EMPTY, MSG.DISCOUNT_FAILED_TITLE],
    ["diskonPercent", 0, 47_150, MSG.DISCOUNT_EMPTY, MSG.DISCOUNT_FAILED_TITLE],
    ["voucher", 50_000, 47_150, MSG.VOUCHER_TOO_BIG, undefined],
    ["diskon", 47_151, 47_150, MSG.DISCOUNT_TOO_BIG, MSG.DISCOUNT_TOO_BIG_TITLE],
  ])("%s %d on %d is refused: %s", (type, value, total, message, title) => {
    let caught: unknown;
    try {
      resolveTransactionDiscount(type, value, money(total));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect((caught as DomainError).message).toBe(message);
    expect((caught as DomainError).title).toBe(title);
  });

  it.each<[TransactionDiscountType, number]>([
    ["diskon", -1],
    ["diskon", 1.5],
    ["diskonPercent", 10_001],
  ])("%s %d is a RangeError", (type, value) => {
    expect(() => resolveTransactionDiscount(type, value, money(1_000))).toThrow(RangeError);
  });
});

describe("orderDiscountAmounts (the order's stored Diskon Transaksi and voucher)", () => {
  it.each<[StoredOrderDiscount, number, number, number]>([
    [{ kind: "", value: 0, voucher: 0 }, 47_150, 0, 0],
    [{ kind: "diskon", value: 5_000, voucher: 0 }, 47_150, 5_000, 0],
    [{ kind: "diskonPercent", value: 1000, voucher: 0 }, 47_150, 4_715, 0],
    [{ kind: "diskonPercent", value: 1000, voucher: 0 }, 52_900, 5_290, 0],
    [{ kind: "diskon", value: 5_000, voucher: 10_000 }, 47_150, 5_000, 10_000],
    // Lines cut after it was set: a nominal and the voucher take at most what is left (floor 0).
    [{ kind: "diskon", value: 60_000, voucher: 5_000 }, 47_150, 47_150, 0],
    [{ kind: "diskon", value: 40_000, voucher: 10_000 }, 47_150, 40_000, 7_150],
    // Ringgit: sen. 12.5% of RM 13.80 = 172.5 sen → 173 (half up).
    [{ kind: "diskonPercent", value: 1250, voucher: 0 }, 1_380, 173, 0],
  ])("%o on sales %d: discount %d, voucher %d", (stored, sales, discount, voucher) => {
    expect(orderDiscountAmounts(stored, money(sales))).toEqual({ globalDiscount: discount, voucher });
  });

  it("refuses a negative value or a percent above 100", () => {
    expect(() => orderDiscountAmounts({ kind: "diskon", value: -1, voucher: 0 }, money(100))).toThrow(RangeError);
    expect(() => orderDiscountAmounts({ kind: "diskonPercent", value: 10_001, voucher: 0 }, money(100))).toThrow(RangeError);
  });
});

describe("discountAboveLimit (the outlet's limit, basis points of the sales)", () => {
  it.each<[number, number, number, boolean]>([
    [5_000, 10_000, 5000, false],
    [5_001, 10_000, 5000, true],
    [1, 10_000, 0, true],
    [10_000, 10_000, 10_000, false],
  ])("%d of %d at %d bp: %s", (discount, sales, limitBp, above) => {
    expect(discountAboveLimit(money(discount), money(sales), limitBp)).toBe(above);
  });
});
