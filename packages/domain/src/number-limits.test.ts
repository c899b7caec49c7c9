import { describe, expect, it } from "vitest";
import { formatMoney } from "./money.ts";
import { MAX_MONEY, MAX_QUANTITY } from "./number-limits.ts";

describe("number limits", () => {
  it("a line of the largest amount times the largest quantity is still an exact integer", () => {
    expect(Number.isSafeInteger(MAX_MONEY * MAX_QUANTITY)).toBe(true);
  });
  it("the largest amount and the largest count of the largest note fit the database's integer columns", () => {
    const INT4_MAX = 2_147_483_647;
    expect(MAX_MONEY).toBeLessThanOrEqual(INT4_MAX);
    expect(MAX_QUANTITY * 100_000).toBeLessThanOrEqual(INT4_MAX);
  });
  it("the largest amount formats in both currencies", () => {
    expect(formatMoney(MAX_MONEY, "IDR")).toBe("Rp 999.999.999");
    expect(formatMoney(MAX_MONEY, "MYR")).toBe("RM 9,999,999.99");
  });
});
