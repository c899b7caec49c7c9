import { describe, expect, it } from "vitest";
import { isCash, isDineIn, tableKind } from "./kinds.ts";

describe("isDineIn: by the transaction type id, never by a name", () => {
  it.each<[number | null | undefined, boolean]>([
    [1, true],
    [2, false],
    [7, false],
    [null, false],
    [undefined, false],
  ])("type %s → %s", (id, expected) => {
    expect(isDineIn(id)).toBe(expected);
  });
});

describe("isCash: by the payment method id, never by a name", () => {
  it.each<[number | null | undefined, boolean]>([
    [1, true],
    [5, false],
    [0, false],
    [null, false],
  ])("method %s → %s", (id, expected) => {
    expect(isCash(id)).toBe(expected);
  });
});

describe("tableKind", () => {
  it.each([
    ["meja", "dine_in"],
    ["vip", "dine_in"],
    ["bungkus", "take_away"],
    ["express", "express"],
  ])("%s → %s", (type, kind) => {
    expect(tableKind(type)).toBe(kind);
  });
});
