import { describe, expect, it } from "vitest";
import { deliveryNoteNumber, deliveryProviderOf, formatDeliveryElapsed } from "./delivery.ts";

describe("deliveryNoteNumber", () => {
  it.each([
    ["grab", "1234", "GF-1234"],
    ["gojek", "1234", "G-1234"],
    ["maxim", "1234", "MX-1234"],
    ["shopeefood", "1234", "SF-1234"],
    ["grabmart", "1234", "GM-1234"],
    ["Grab", " 77 ", "GF-77"],
    ["gojek", "G-77", "G-77"],
    ["grab", "gf-77", "gf-77"],
    ["Dine In", "1234", "1234"],
  ])("%s nota %j is %s", (provider, number, expected) => {
    expect(deliveryNoteNumber(provider, number)).toBe(expected);
  });
});

describe("deliveryProviderOf", () => {
  it.each([
    ["ShopeeFood", "shopeefood"],
    [" GOJEK ", "gojek"],
    ["take away", undefined],
    ["toString", undefined],
    [null, undefined],
  ])("%j is %s", (name, expected) => {
    expect(deliveryProviderOf(name)).toBe(expected);
  });
});

describe("formatDeliveryElapsed ('h m' or 'm mins', orders §9)", () => {
  it.each([
    [0, "0 mins"],
    [59 * 60_000 + 59_999, "59 mins"],
    [60 * 60_000, "1h 0m"],
    [125 * 60_000, "2h 5m"],
    [-5 * 60_000, "0 mins"],
  ])("%i ms → %s", (ms, expected) => {
    expect(formatDeliveryElapsed(0, ms)).toBe(expected);
  });
  it("refuses a non-finite time", () => {
    expect(() => formatDeliveryElapsed(Number.NaN, 0)).toThrow(RangeError);
  });
});
