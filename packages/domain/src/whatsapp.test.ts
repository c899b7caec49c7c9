import { describe, expect, it } from "vitest";
import { gatewayNumber, WA_DIGITS, waDigits } from "./whatsapp.ts";

describe("waDigits", () => {
  it.each([
    ["+62 812-3456-7890", "6281234567890"],
    ["0812.3456.7890", "081234567890"],
    ["abc", ""],
    ["", ""],
  ])("%j → %j", (typed, digits) => {
    expect(waDigits(typed)).toBe(digits);
  });
});

describe("gatewayNumber", () => {
  it.each([
    ["081234567890", "62", "6281234567890"],
    ["6281234567890", "62", "6281234567890"],
    ["0123456789", "60", "60123456789"],
  ])("%j with country %j → %j", (digits, country, expected) => {
    expect(gatewayNumber(digits, country)).toBe(expected);
  });

  it("numbers are 10 to 15 digits", () => {
    expect(WA_DIGITS).toEqual({ min: 10, max: 15 });
  });
});
