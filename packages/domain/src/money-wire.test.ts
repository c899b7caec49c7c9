import { describe, expect, it } from "vitest";
import { z } from "zod";
import { hasMoney, mapMoney } from "./money-walk.ts";
import { markMoney, moneyDecimals, parseWireMoney, toWireMoney } from "./money-wire.ts";

describe("money on the wire: the major unit", () => {
  it.each([
    [850, "MYR", 8.5],
    [5, "MYR", 0.05],
    [-3, "MYR", -0.03],
    [61000, "IDR", 61000],
  ] as const)("%d minor units of %s → %d", (minor, currency, major) => {
    expect(toWireMoney(minor, currency)).toBe(major);
    expect(moneyDecimals(currency)).toBe(currency === "MYR" ? 2 : 0);
  });

  it.each([
    ["8.50", "MYR", 850],
    [8.5, "MYR", 850],
    [" 8.5 ", "MYR", 850],
    ["-0.05", "MYR", -5],
    [0.07, "MYR", 7],
    ["10", "MYR", 1000],
    ["61000.00", "IDR", 61000],
    ["61000.0", "IDR", 61000],
    [61000, "IDR", 61000],
  ] as const)("%j in %s → %d minor units, with integer arithmetic", (value, currency, minor) => {
    expect(parseWireMoney(value, currency)).toBe(minor);
  });

  it.each([
    ["1.005", "MYR"],
    [1.005, "MYR"],
    ["8.505", "MYR"],
    ["61000.5", "IDR"],
    [0.5, "IDR"],
    ["12.000", "IDR"],
  ] as const)("%j in %s is more precise than the currency: refused (undefined)", (value, currency) => {
    expect(parseWireMoney(value, currency)).toBeUndefined();
  });

  it("leaves blank and non-numeric values for the schema to refuse", () => {
    expect(parseWireMoney("", "MYR")).toBe("");
    expect(parseWireMoney("dua", "IDR")).toBe("dua");
    expect(parseWireMoney(null, "IDR")).toBeNull();
  });

  it("mapMoney converts only the fields marked money, through objects, arrays and wrappers", () => {
    const schema = z.object({
      price: markMoney(z.number()),
      qty: z.number(),
      lines: z.array(z.object({ nominal: markMoney(z.number()).describe("x").nullable() })),
      extra: z.preprocess((v) => v, markMoney(z.number()).default(0)),
    });
    const out = mapMoney(schema, { price: 850, qty: 2, lines: [{ nominal: 1700 }, { nominal: null }], extra: 5 }, (v) =>
      toWireMoney(v as number, "MYR"),
    );
    expect(out).toEqual({ price: 8.5, qty: 2, lines: [{ nominal: 17 }, { nominal: null }], extra: 0.05 });
  });

  it("knows which schemas carry money, and hands a money-free value back untouched", () => {
    const plain = z.object({ qty: z.number(), lines: z.array(z.object({ note: z.string() })) });
    const nested = z.object({ data: z.union([z.string(), z.object({ total: markMoney(z.number()).optional() })]) });
    expect(hasMoney(plain)).toBe(false);
    expect(hasMoney(nested)).toBe(true);
    const value = { qty: 1, lines: [{ note: "pedas" }] };
    const seen: unknown[] = [];
    expect(mapMoney(plain, value, (v) => seen.push(v))).toBe(value);
    expect(seen).toEqual([]);
    expect(mapMoney(nested, { data: { total: 850 } }, (v) => toWireMoney(v as number, "MYR"))).toEqual({ data: { total: 8.5 } });
  });

  it("walks a list sent as its JSON string (a form's multipayment) as the list it holds", () => {
    const form = z.object({ multipayment: z.preprocess((v) => v, z.array(z.object({ nominal: markMoney(z.number()) })).optional()) });
    const sent = { multipayment: '[{"nominal":"12.50"},{"nominal":3}]' };
    expect(mapMoney(form, sent, (v) => parseWireMoney(v, "MYR"))).toEqual({ multipayment: [{ nominal: 1250 }, { nominal: 300 }] });
    expect(mapMoney(form, { multipayment: "not json" }, (v) => parseWireMoney(v, "MYR"))).toEqual({ multipayment: "not json" });
  });
});
