import { describe, expect, it } from "vitest";
import { resolveTransactionDiscount, type TransactionDiscountType } from "./discount.ts";
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
