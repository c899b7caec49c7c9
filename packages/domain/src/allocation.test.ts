import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateLargestRemainder, lineCharges } from "./allocation.ts";
import { money } from "./money.ts";
import { computeTotals, type TotalsLine } from "./totals.ts";

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe("allocateLargestRemainder", () => {
  it.each([
    [10, [1, 1, 1], [4, 3, 3]],
    [100, [1, 1, 1], [34, 33, 33]],
    [5, [0, 3, 0], [0, 5, 0]],
    [0, [0, 0], [0, 0]],
    [7, [2, 5], [2, 5]],
    // 4100 tax over 18000 × 2, 5000 (41000 taxable): 3600.0 and 500.0
    [4100, [36_000, 5_000], [3600, 500]],
    // remainder to the largest fraction: 101 × 1/3, 2/3 = 33.67, 67.33 → 34, 67
    [101, [1, 2], [34, 67]],
  ])("%d over %j → %j", (total, weights, parts) => {
    expect(allocateLargestRemainder(total, weights)).toEqual(parts);
  });

  it("refuses what it cannot split", () => {
    expect(() => allocateLargestRemainder(1, [0, 0])).toThrow(RangeError);
    expect(() => allocateLargestRemainder(-1, [1])).toThrow(RangeError);
    expect(() => allocateLargestRemainder(1, [1.5])).toThrow(RangeError);
  });

  it("always adds up to the total, each part within 1 minor unit of its exact share", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        (weights, total) => {
          fc.pre(sum(weights) > 0);
          const parts = allocateLargestRemainder(total, weights);
          expect(sum(parts)).toBe(total);
          const W = BigInt(sum(weights));
          parts.forEach((p, i) => {
            // |p − total·w/W| < 1  ⇔  |p·W − total·w| < W  (exact, in integers)
            const diff = BigInt(p) * W - BigInt(total) * BigInt(weights[i] ?? 0);
            expect(diff < 0n ? -diff : diff).toBeLessThan(W);
          });
        },
      ),
      { seed: 7, numRuns: 500 },
    );
  });
});

const lineArb: fc.Arbitrary<TotalsLine> = fc.record({
  price: fc.integer({ min: 0, max: 5_000_000 }).map(money),
  qty: fc.integer({ min: 0, max: 50 }),
  status: fc.constantFrom(0, 0, 0, 2, 3, 4),
  taxable: fc.boolean(),
  serviceCharged: fc.boolean(),
  discount: fc.integer({ min: 0, max: 100_000 }).map(money),
});

describe("lineCharges (payment §3 tax_val, service_val; §4 price check)", () => {
  it("splits 10% tax and 5% service charge of the demo order over its lines", () => {
    const lines: TotalsLine[] = [
      { price: money(18_000), qty: 2, status: 0, taxable: true, serviceCharged: true },
      { price: money(5_000), qty: 1, status: 0, taxable: true, serviceCharged: false },
      { price: money(7_333), qty: 3, status: 0, taxable: true, serviceCharged: true },
      { price: money(9_000), qty: 1, status: 2, taxable: true, serviceCharged: true },
    ];
    const charges = lineCharges(lines, 1000, 500);
    expect(charges.map((c) => c.tax)).toEqual([3600, 500, 2200, 0]); // 62,999 × 10% = 6,300: 2,199.93 gets the odd rupiah
    expect(charges.map((c) => c.serviceCharge)).toEqual([1800, 0, 1100, 0]);
    expect(charges.map((c) => [c.taxRateBp, c.serviceChargeRateBp])).toEqual([
      [1000, 500],
      [1000, 0],
      [1000, 500],
      [0, 0],
    ]);
  });

  it("gives ringgit lines shares that add up to the order's sen: 3 × RM 3.33 at 6% SST", () => {
    const lines: TotalsLine[] = [1, 2, 3].map(() => ({ price: money(333), qty: 1, status: 0, taxable: true, serviceCharged: false }));
    const charges = lineCharges(lines, 600, 0);
    // 999 × 6% = 59.94 → 60 sen; exact shares 20 each.
    expect(charges.map((c) => c.tax)).toEqual([20, 20, 20]);
  });

  it("Σ line shares = the order's tax and service charge exactly, each within 1 of its share", () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 25 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (lines, taxBp, scBp) => {
          const charges = lineCharges(lines, taxBp, scBp);
          const totals = computeTotals({ lines, taxRateBp: taxBp, serviceChargeRateBp: scBp, currency: "IDR" });
          expect(sum(charges.map((c) => c.tax))).toBe(totals.tax);
          expect(sum(charges.map((c) => c.serviceCharge))).toBe(totals.serviceCharge);
          lines.forEach((l, i) => {
            const c = charges[i];
            if (l.status !== 0 || !l.taxable) {
              expect(c?.tax).toBe(0);
            }
            if (l.status !== 0 || !l.serviceCharged) {
              expect(c?.serviceCharge).toBe(0);
            }
          });
        },
      ),
      { seed: 11, numRuns: 300 },
    );
  });
});
