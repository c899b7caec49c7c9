import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { periodRollupDeltas, periodStart, splitRange } from "./rollup-periods.ts";
import type { RollupBill } from "./rollup-types.ts";
import { rollupDeltas } from "./rollups.ts";

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const addDays = (d: string, n: number) => iso(Date.parse(`${d}T00:00:00Z`) + n * DAY);

/** The days a piece covers: a day piece its days, a week or month piece every day of each period in it. */
function daysOf(p: { grain: string; from: string; to: string }): string[] {
  const out: string[] = [];
  for (let d = p.from; d <= p.to; d = addDays(d, 1)) {
    if (p.grain === "day" || periodStart(d, p.grain as "week" | "month") === d) {
      const end =
        p.grain === "day" ? d : p.grain === "week" ? addDays(d, 6) : iso(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)), 0));
      for (let x = d; x <= end; x = addDays(x, 1)) {
        out.push(x);
      }
      d = end;
    }
  }
  return out;
}

describe("periodStart", () => {
  it("is the Monday of the ISO week and the first of the month", () => {
    expect(periodStart("2026-11-29", "week")).toBe("2026-11-23"); // a Sunday
    expect(periodStart("2026-11-23", "week")).toBe("2026-11-23");
    expect(periodStart("2026-01-01", "week")).toBe("2025-12-29");
    expect(periodStart("2026-11-29", "month")).toBe("2026-11-01");
  });
});

describe("splitRange", () => {
  it("reads whole months, then whole weeks, then days of the last 90 days", () => {
    expect(splitRange("2026-08-30", "2026-11-27")).toEqual([
      { grain: "month", from: "2026-09-01", to: "2026-10-01" },
      { grain: "day", from: "2026-08-30", to: "2026-08-31" },
      { grain: "day", from: "2026-11-01", to: "2026-11-01" },
      { grain: "week", from: "2026-11-02", to: "2026-11-16" },
      { grain: "day", from: "2026-11-23", to: "2026-11-27" },
    ]);
    expect(splitRange("2026-11-24", "2026-11-26")).toEqual([{ grain: "day", from: "2026-11-24", to: "2026-11-26" }]);
  });

  it("covers every day of any range exactly once", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 400 }), (start, length) => {
        const from = addDays("2025-01-01", start);
        const to = addDays(from, length);
        const covered = splitRange(from, to).flatMap(daysOf).sort();
        const expected = Array.from({ length: length + 1 }, (_, i) => addDays(from, i));
        expect(covered).toEqual(expected);
      }),
    );
  });
});

describe("periodRollupDeltas", () => {
  it("sums the days of a week and of a month on the period's first day", () => {
    const bill = (date: string): RollupBill => ({
      outletId: 7,
      businessDate: date,
      hour: 12,
      typeId: 1,
      typeName: "Dine In",
      subtotal: 20_000,
      tax: 0,
      serviceCharge: 0,
      discount: 0,
      voucher: 0,
      rounding: 0,
      total: 20_000,
      freeChange: 0,
      cashWithdrawal: 0,
      writeOff: null,
      lines: [
        {
          menuId: 3,
          menuName: "Es Teh",
          categoryId: 2,
          categoryName: "Minuman",
          qty: 2,
          price: 10_000,
          nominal: 20_000,
          status: 0,
          reason: "",
          options: [],
        },
      ],
      tenders: [{ methodId: 1, methodName: "Tunai", amount: 20_000 }],
    });
    const p = periodRollupDeltas({
      ...rollupDeltas(bill("2026-11-29"), 1),
      item: [...rollupDeltas(bill("2026-11-29"), 1).item, ...rollupDeltas(bill("2026-11-30"), 1).item],
    });
    expect(p.week.item.map((r) => [r.business_date, r.qty])).toEqual([
      ["2026-11-23", 2],
      ["2026-11-30", 2],
    ]);
    expect(p.month.item.map((r) => [r.business_date, r.qty, r.net])).toEqual([["2026-11-01", 4, 40_000]]);
    expect(p.month.hour).toEqual([{ m_w_id: 7, business_date: "2026-11-01", hour: 12, bills: 1, total: 20_000 }]);
    expect(Object.keys(p.month).sort()).toEqual(["hour", "item", "method", "option", "type"]);
  });
});
