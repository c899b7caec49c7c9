import { describe, expect, it } from "vitest";
import { LINE_STATUS } from "./constants.ts";
import { money } from "./money.ts";
import { computeTotals, lineNominal, type Totals, type TotalsInput, type TotalsLine } from "./totals.ts";

type LineExtra = Partial<Omit<TotalsLine, "price" | "discount">> & { discount?: number | undefined };

function line(price: number, qty: number, extra: LineExtra = {}): TotalsLine {
  return {
    price: money(price),
    qty,
    status: LINE_STATUS.NORMAL,
    taxable: true,
    serviceCharged: true,
    ...extra,
    discount: extra.discount === undefined ? undefined : money(extra.discount),
  };
}

// Waroeng Demo: tax 10%, service charge 5%, rounding ya.
const demo = { taxRateBp: 1000, serviceChargeRateBp: 500, roundingFlag: "ya", currency: "IDR" } as const;
const ayamDada = line(18_000, 2);
const esTeh = line(5_000, 1);
const sambalCancelled = line(7_000, 1, { status: LINE_STATUS.CANCELLED });

type Case = [name: string, input: TotalsInput, expected: Partial<Totals>];

const cases: Case[] = [
  [
    "Waroeng Demo: ayam goreng dada ×2 + es teh, sambal terasi cancelled",
    { ...demo, lines: [ayamDada, esTeh, sambalCancelled] },
    { subtotal: money(41_000), tax: money(4_100), serviceCharge: money(2_050), total: money(47_150), rounded: money(47_200), rounding: 50 },
  ],
  [
    "replaced and free lines do not count either",
    { ...demo, lines: [esTeh, line(18_000, 1, { status: LINE_STATUS.REPLACED }), line(18_000, 1, { status: LINE_STATUS.FREE })] },
    { subtotal: money(5_000), tax: money(500), serviceCharge: money(250), total: money(5_750), rounded: money(5_800), rounding: 50 },
  ],
  [
    "kerupuk with tax off, air mineral with service charge off",
    { ...demo, lines: [ayamDada, line(3_000, 2, { taxable: false }), line(4_000, 1, { serviceCharged: false })] },
    // tax over 36.000 + 4.000, service over 36.000 + 6.000
    { subtotal: money(46_000), tax: money(4_000), serviceCharge: money(2_100), total: money(52_100), rounded: money(52_100), rounding: 0 },
  ],
  [
    "line discount Rp2.000 on the ayam, tax on the sum not per line",
    { ...demo, lines: [line(18_000, 2, { discount: 2_000 }), line(3_333, 1)] },
    // 34.000 + 3.333 = 37.333; tax 3.733,3 → 3.733; sc 1.866,65 → 1.867; 42.933 → 42.900
    {
      subtotal: money(37_333),
      tax: money(3_733),
      serviceCharge: money(1_867),
      total: money(42_933),
      rounded: money(42_900),
      rounding: -33,
    },
  ],
  [
    "discount larger than the line floors the line at 0",
    { ...demo, lines: [line(5_000, 1, { discount: 9_000 }), ayamDada] },
    { subtotal: money(36_000), tax: money(3_600), serviceCharge: money(1_800), total: money(41_400) },
  ],
  [
    "cash withdrawal Rp50.000 added, not taxed",
    { ...demo, lines: [ayamDada, esTeh], cashWithdrawal: money(50_000) },
    { cashWithdrawal: money(50_000), total: money(97_150), rounded: money(97_200), rounding: 50 },
  ],
  [
    "global discount and voucher come off after tax",
    { ...demo, lines: [ayamDada, esTeh], globalDiscount: money(5_000), voucher: money(10_000) },
    { tax: money(4_100), globalDiscount: money(5_000), voucher: money(10_000), total: money(32_150), rounded: money(32_200) },
  ],
  [
    "voucher bigger than the bill: total floors at 0",
    { ...demo, lines: [esTeh], voucher: money(100_000) },
    { subtotal: money(5_000), voucher: money(100_000), total: money(0), rounded: money(0), rounding: 0 },
  ],
  [
    "rounding flag tidak: no rounding",
    { ...demo, roundingFlag: "tidak", lines: [ayamDada, esTeh] },
    { total: money(47_150), rounded: money(47_150), rounding: 0 },
  ],
  [
    "no tax, no service charge",
    { ...demo, taxRateBp: 0, serviceChargeRateBp: 0, lines: [ayamDada, esTeh] },
    { tax: money(0), serviceCharge: money(0), total: money(41_000), rounded: money(41_000) },
  ],
  [
    "empty cart",
    { ...demo, lines: [] },
    { subtotal: money(0), tax: money(0), serviceCharge: money(0), total: money(0), rounded: money(0), rounding: 0 },
  ],
  ["qty 0 line adds nothing", { ...demo, lines: [line(18_000, 0), esTeh] }, { subtotal: money(5_000) }],
  [
    "ringgit: nasi lemak RM8.50 ×2 + teh tarik RM3.20, SST 6%, sc 10%",
    { taxRateBp: 600, serviceChargeRateBp: 1000, roundingFlag: "ya", currency: "MYR", lines: [line(850, 2), line(320, 1)] },
    // 2020 sen; tax 121.2 → 121; sc 202; 2343 → floor 2340 (+0, remainder 3)
    { subtotal: money(2_020), tax: money(121), serviceCharge: money(202), total: money(2_343), rounded: money(2_340), rounding: -3 },
  ],
  [
    "ringgit: remainder of at least 5 sen keeps 5 sen",
    { taxRateBp: 0, serviceChargeRateBp: 0, roundingFlag: "YA", currency: "MYR", lines: [line(1_237, 1)] },
    { total: money(1_237), rounded: money(1_235), rounding: -2 },
  ],
  [
    "ringgit: tax half up at exactly half a sen",
    { taxRateBp: 1000, serviceChargeRateBp: 0, roundingFlag: null, currency: "MYR", lines: [line(1_005, 1)] },
    { tax: money(101), total: money(1_106), rounded: money(1_106), rounding: 0 },
  ],
];

describe("computeTotals", () => {
  it.each(cases)("%s", (_name, input, expected) => {
    expect(computeTotals(input)).toMatchObject(expected);
  });

  it("returns every figure with defaults for the optional extras", () => {
    expect(computeTotals({ ...demo, lines: [ayamDada, esTeh, sambalCancelled] })).toEqual({
      subtotal: 41_000,
      tax: 4_100,
      serviceCharge: 2_050,
      cashWithdrawal: 0,
      globalDiscount: 0,
      voucher: 0,
      total: 47_150,
      rounded: 47_200,
      rounding: 50,
    });
  });

  it("rounded − rounding is always the total", () => {
    for (let price = 0; price < 2_000; price += 37) {
      const t = computeTotals({ ...demo, lines: [line(price, 3)] });
      expect(t.rounded - t.rounding).toBe(t.total);
      expect(t.rounded % 100).toBe(0);
    }
  });

  it.each<[string, Partial<TotalsInput>]>([
    ["negative qty", { lines: [line(1_000, -1)] }],
    ["fractional qty", { lines: [line(1_000, 1.5)] }],
    ["fractional price", { lines: [{ ...line(1_000, 1), price: 10.5 as never }] }],
    ["negative price", { lines: [{ ...line(1_000, 1), price: -1 as never }] }],
    ["negative line discount", { lines: [{ ...line(1_000, 1), discount: -1 as never }] }],
    ["fractional status", { lines: [line(1_000, 1, { status: 0.5 })] }],
    ["tax rate above 100%", { taxRateBp: 10_001 }],
    ["negative service rate", { serviceChargeRateBp: -1 }],
    ["fractional tax rate", { taxRateBp: 2.5 }],
    ["negative voucher", { voucher: -1 as never }],
    ["fractional cash withdrawal", { cashWithdrawal: 0.5 as never }],
    ["negative global discount", { globalDiscount: -100 as never }],
  ])("refuses %s with a RangeError", (_name, patch) => {
    expect(() => computeTotals({ ...demo, lines: [esTeh], ...patch })).toThrow(RangeError);
  });
});

describe("lineNominal", () => {
  it.each([
    [18_000, 2, undefined, 36_000],
    [18_000, 2, 1_000, 35_000],
    [5_000, 1, 5_000, 0],
    [5_000, 1, 9_000, 0],
    [5_000, 0, undefined, 0],
  ])("Rp%d × %d minus discount %j is %d", (price, qty, discount, expected) => {
    expect(lineNominal(line(price, qty, { discount }))).toBe(expected);
  });

  it("ignores the status (callers filter)", () => {
    expect(lineNominal(sambalCancelled)).toBe(7_000);
  });

  it("refuses a product beyond safe integers", () => {
    expect(() => lineNominal(line(Number.MAX_SAFE_INTEGER, 2))).toThrow(RangeError);
  });
});
