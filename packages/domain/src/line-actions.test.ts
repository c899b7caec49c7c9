import { describe, expect, it } from "vitest";
import { lineDiscount, lineDiscountType, statusOfAction } from "./line-actions.ts";
import { money } from "./money.ts";

describe("lineDiscount (payment §9 edit-menu discount types)", () => {
  it.each([
    ["Persen", 5000, 18_000, 2, 18_000],
    ["Persen", 1250, 5_000, 3, 1_875],
    ["Nominal", 2_000, 18_000, 3, 6_000],
    ["Qty", 1, 18_000, 3, 18_000],
    ["CustomPrice", 15_000, 18_000, 2, 6_000],
    ["", 0, 18_000, 2, 0],
  ] as const)("%s %d on %d × %d → %d", (type, value, price, qty, discount) => {
    expect(lineDiscount(type, value, money(price), qty)).toBe(discount);
  });

  it("refuses values beyond the line", () => {
    expect(lineDiscount("Persen", 10_001, money(1_000), 1)).toBe("percent");
    expect(lineDiscount("Nominal", 1_001, money(1_000), 1)).toBe("nominal");
    expect(lineDiscount("Qty", 3, money(1_000), 2)).toBe("qty");
    expect(lineDiscount("CustomPrice", 1_001, money(1_000), 1)).toBe("price");
  });

  it("reads the legacy NormalPrice as CustomPrice and refuses unknown types", () => {
    expect(lineDiscountType("NormalPrice")).toBe("CustomPrice");
    expect(lineDiscountType("persen")).toBe("Persen");
    expect(lineDiscountType(" ")).toBe("");
    expect(lineDiscountType("Voucher")).toBeNull();
  });

  it("maps warranty actions to line statuses", () => {
    expect([
      statusOfAction(2, false),
      statusOfAction(3, false),
      statusOfAction(4, true),
      statusOfAction(4, false),
      statusOfAction(5, false),
    ]).toEqual([2, 3, 3, 4, 4]);
  });
});
