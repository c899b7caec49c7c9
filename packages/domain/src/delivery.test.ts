import { describe, expect, it } from "vitest";
import { deliveryNoteNumber, deliveryProviderOf } from "./delivery.ts";

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
