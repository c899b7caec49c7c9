import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Currency, money } from "./money.ts";
import { MAX_EVEN_PARTS, splitEvenly } from "./split-even.ts";
import { computeTotals, type Totals, type TotalsLine } from "./totals.ts";

const FIELDS = ["subtotal", "tax", "serviceCharge", "cashWithdrawal", "globalDiscount", "voucher", "total", "rounded", "rounding"] as const;
const sum = (parts: Totals[], f: (typeof FIELDS)[number]) => parts.reduce((s, p) => s + p[f], 0);
const figures = (t: Totals) => t.subtotal + t.tax + t.serviceCharge + t.cashWithdrawal - t.globalDiscount - t.voucher;

/** 2 Ayam Goreng Dada (18.000) + 1 Es Teh Manis (5.000), tax 10%, service 5%, rounding ya. */
const order = (currency: Currency = "IDR") =>
  computeTotals({
    lines: [
      { price: money(currency === "IDR" ? 18_000 : 850), qty: 2, status: 0, taxable: true, serviceCharged: true },
      { price: money(currency === "IDR" ? 5_000 : 350), qty: 1, status: 0, taxable: true, serviceCharged: true },
    ],
    taxRateBp: 1000,
    serviceChargeRateBp: 500,
    roundingFlag: "ya",
    currency,
  });

describe("splitEvenly (bagi rata, payment §4 Split bill)", () => {
  it("splits Rp 47.200 three ways to the rupiah, the remainder on the last", () => {
    const whole = order();
    expect(whole.rounded).toBe(47_200);
    const parts = splitEvenly(whole, 3);
    expect(parts.map((p) => p.rounded)).toEqual([15_733, 15_733, 15_734]);
    expect(parts.map((p) => p.subtotal)).toEqual([13_666, 13_666, 13_668]);
    expect(parts.map((p) => p.tax)).toEqual([1_366, 1_366, 1_368]);
    expect(sum(parts, "rounding")).toBe(whole.rounding);
  });

  it("splits RM 23.55 four ways to the sen", () => {
    const whole = order("MYR");
    expect(whole.rounded).toBe(2_355);
    expect(splitEvenly(whole, 4).map((p) => p.rounded)).toEqual([588, 588, 588, 591]);
  });

  it("refuses fewer than 2 or more than the most parts", () => {
    expect(() => splitEvenly(order(), 1)).toThrow(RangeError);
    expect(() => splitEvenly(order(), MAX_EVEN_PARTS + 1)).toThrow(RangeError);
    expect(() => splitEvenly(order(), 2.5)).toThrow(RangeError);
  });

  it("always: every field of the parts adds up to the whole's, parts equal but the last, no amount below 0", () => {
    const line = fc.record({
      price: fc.integer({ min: 0, max: 2_000_000 }).map(money),
      qty: fc.integer({ min: 0, max: 30 }),
      status: fc.constantFrom(0, 0, 0, 2, 3),
      taxable: fc.boolean(),
      serviceCharged: fc.boolean(),
      discount: fc.integer({ min: 0, max: 50_000 }).map(money),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 12 }),
        fc.integer({ min: 0, max: 2_500 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.constantFrom("ya", "tidak", null),
        fc.constantFrom<Currency>("IDR", "MYR"),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 2, max: MAX_EVEN_PARTS }),
        (lines: TotalsLine[], taxRateBp, serviceChargeRateBp, roundingFlag, currency, globalDiscount, voucher, cashWithdrawal, n) => {
          const whole = computeTotals({
            lines,
            taxRateBp,
            serviceChargeRateBp,
            roundingFlag,
            currency,
            globalDiscount: money(globalDiscount),
            voucher: money(voucher),
            cashWithdrawal: money(cashWithdrawal),
          });
          const parts = splitEvenly(whole, n);
          expect(parts).toHaveLength(n);
          for (const f of FIELDS) {
            expect(sum(parts, f), f).toBe(whole[f]);
          }
          const first = parts[0] as Totals;
          const last = parts[n - 1] as Totals;
          for (const p of parts.slice(0, -1)) {
            expect(p).toEqual(first);
          }
          expect(last.rounded - first.rounded).toBeGreaterThanOrEqual(0);
          expect(last.rounded - first.rounded).toBeLessThan(n);
          for (const p of parts) {
            for (const f of FIELDS.filter((x) => x !== "rounding")) {
              expect(p[f], f).toBeGreaterThanOrEqual(0);
            }
            expect(p.rounded).toBe(p.total + p.rounding);
          }
          if (whole.total > 0) {
            expect(Math.abs(figures(first) - first.total)).toBeLessThanOrEqual(4);
            expect(Math.abs(figures(last) - last.total)).toBeLessThanOrEqual(4 * (n - 1));
          }
        },
      ),
      { seed: 23, numRuns: 500 },
    );
  });
});
