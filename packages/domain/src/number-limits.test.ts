import { describe, expect, it } from "vitest";
import { formatMoney } from "./money.ts";
import { MAX_MONEY, MAX_QUANTITY } from "./number-limits.ts";

describe("number limits", () => {
  it("a line of the largest amount times the largest quantity is still an exact integer", () => {
    expect(Number.isSafeInteger(MAX_MONEY * MAX_QUANTITY)).toBe(true);
  });
  it("the largest amount formats in both currencies", () => {
    expect(formatMoney(MAX_MONEY, "IDR")).toBe("Rp 99.999.999.999");
    expect(formatMoney(MAX_MONEY, "MYR")).toBe("RM 999,999,999.99");
  });
});
