import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Currency, money } from "./money.ts";
import { type PaidLine, planRefund } from "./refund-plan.ts";
import { computeTotals } from "./totals.ts";

const ayam: PaidLine = { id: 1, qty: 3, price: money(18_000), status: 0, taxable: true, serviceCharged: true };
const teh: PaidLine = { id: 2, qty: 2, price: money(5_050), status: 0, taxable: false, serviceCharged: true };
const gratis: PaidLine = { id: 3, qty: 1, price: money(18_000), status: 2, taxable: true, serviceCharged: true };

const base = {
  paidLines: [ayam, teh, gratis],
  taxRateBp: 1000,
  serviceChargeRateBp: 500,
  billTaxRateBp: 1000,
  billServiceChargeRateBp: 500,
  roundingFlag: "ya",
  currency: "IDR" as Currency,
  paidCap: money(1_000_000),
};

describe("planRefund", () => {
  it("two ayam with service switched off: tax on the taxed line only, rounded to Rp100", () => {
    const r = planRefund({
      ...base,
      serviceChargeRateBp: 0,
      picks: [
        { lineId: 1, qty: 1 },
        { lineId: 1, qty: 1 },
      ],
    });
    expect(r).toEqual({
      ok: true,
      plan: {
        lines: [{ lineId: 1, qty: 2, nominal: 36_000, tax: 3_600, serviceCharge: 0 }],
        totals: { subtotal: 36_000, tax: 3_600, serviceCharge: 0, total: 39_600, rounded: 39_600, rounding: 0 },
      },
    });
  });

  it.each<[string, Partial<typeof base>, number, number, number]>([
    // teh 5.050 carries service only: 5% of 5.050 = 252.5 → 253; total 5.303 → 5.300 (−3)
    ["rupiah rounds down under Rp50", {}, 5_303, 5_300, -3],
    ["rupiah without rounding flag", { roundingFlag: "tidak" }, 5_303, 5_303, 0],
    // service off: 5.050 → 5.100 (+50, the half-up edge)
    ["rupiah half-up edge (remainder 50)", { serviceChargeRateBp: 0 }, 5_050, 5_100, 50],
    // ringgit: 50.50 + 2.53 = 53.03 → 53.05 (gap 0.02)
    ["ringgit up to the next 0.05", { currency: "MYR" }, 5_303, 5_305, 2],
    [
      "ringgit on a 0.05 step stays",
      { currency: "MYR", serviceChargeRateBp: 0, paidLines: [{ ...teh, price: money(5_055) }] },
      5_055,
      5_055,
      0,
    ],
    [
      "ringgit 1 sen above a step rounds up 4",
      { currency: "MYR", serviceChargeRateBp: 0, paidLines: [{ ...teh, price: money(5_056) }] },
      5_056,
      5_060,
      4,
    ],
    ["ringgit without rounding flag", { currency: "MYR", roundingFlag: "TIDAK" }, 5_303, 5_303, 0],
    ["cap: the refund never exceeds what was paid", { paidCap: money(5_000) }, 5_303, 5_000, -303],
  ])("%s", (_name, over, total, rounded, rounding) => {
    const r = planRefund({ ...base, ...over, picks: [{ lineId: 2, qty: 1 }] });
    expect(r.ok && r.plan.totals).toMatchObject({ total, rounded, rounding });
  });

  it.each<[string, Partial<typeof base> & { picks: { lineId: number; qty: number }[] }, string]>([
    ["nothing picked", { picks: [] }, "empty"],
    ["only zero units", { picks: [{ lineId: 1, qty: 0 }] }, "empty"],
    ["a line of another bill", { picks: [{ lineId: 99, qty: 1 }] }, "foreign_line"],
    ["a free (status 2) line", { picks: [{ lineId: 3, qty: 1 }] }, "foreign_line"],
    [
      "more units than paid",
      {
        picks: [
          { lineId: 2, qty: 2 },
          { lineId: 2, qty: 1 },
        ],
      },
      "over_qty",
    ],
    ["a negative quantity", { picks: [{ lineId: 2, qty: -1 }] }, "over_qty"],
    ["a tax rate that is neither 0 nor the bill's", { taxRateBp: 1100, picks: [{ lineId: 1, qty: 1 }] }, "rate"],
    ["a service rate on a bill without service", { billServiceChargeRateBp: 0, picks: [{ lineId: 1, qty: 1 }] }, "rate"],
  ])("refuses %s", (_name, over, reason) => {
    expect(planRefund({ ...base, ...over })).toEqual({ ok: false, reason });
  });

  it("counts units refunded before", () => {
    const r = planRefund({ ...base, picks: [{ lineId: 1, qty: 2 }], alreadyRefunded: new Map([[1, 2]]) });
    expect(r).toEqual({ ok: false, reason: "over_qty" });
  });
});

const lineArb = fc.record({
  qty: fc.integer({ min: 1, max: 5 }),
  price: fc.integer({ min: 0, max: 200_000 }),
  status: fc.constantFrom(0, 0, 0, 2),
  taxable: fc.boolean(),
  serviceCharged: fc.boolean(),
});

describe("planRefund property", () => {
  it("for random bills and refund attempts: refund ≤ paid, refunded units ≤ paid units", () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.constantFrom<Currency>("IDR", "MYR"),
        fc.constantFrom("ya", "tidak"),
        fc.constantFrom(0, 1000, 1100),
        fc.constantFrom(0, 500),
        fc.nat({ max: 20_000 }),
        fc.array(fc.array(fc.record({ index: fc.nat({ max: 7 }), qty: fc.integer({ min: -1, max: 6 }) }), { maxLength: 5 }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        (raw, currency, flag, taxBp, scBp, discount, attempts, switches) => {
          const paidLines = raw.map((l, i) => ({ ...l, id: i + 1, price: money(l.price) }));
          const bill = computeTotals({
            lines: paidLines,
            taxRateBp: taxBp,
            serviceChargeRateBp: scBp,
            globalDiscount: money(discount),
            roundingFlag: flag,
            currency,
          });
          const paid = bill.rounded;
          const refunded = new Map<number, number>();
          let refundedMoney = 0;
          attempts.forEach((picks, k) => {
            const r = planRefund({
              paidLines,
              picks: picks.map((p) => ({ lineId: p.index + 1, qty: p.qty })),
              taxRateBp: switches[k] ? taxBp : 0,
              serviceChargeRateBp: switches[k + 4] ? scBp : 0,
              billTaxRateBp: taxBp,
              billServiceChargeRateBp: scBp,
              roundingFlag: flag,
              currency,
              paidCap: money(paid - refundedMoney),
              alreadyRefunded: refunded,
            });
            if (r.ok) {
              for (const line of r.plan.lines) {
                refunded.set(line.lineId, (refunded.get(line.lineId) ?? 0) + line.qty);
              }
              refundedMoney += r.plan.totals.rounded;
              expect(r.plan.totals.rounded).toBeGreaterThanOrEqual(0);
            }
          });
          expect(refundedMoney).toBeLessThanOrEqual(paid);
          for (const line of paidLines) {
            expect(refunded.get(line.id) ?? 0).toBeLessThanOrEqual(line.status === 0 ? line.qty : 0);
          }
        },
      ),
      { seed: 23, numRuns: 300 },
    );
  });
});
