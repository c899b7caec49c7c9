import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Money, money } from "./money.ts";
import {
  movedDiscount,
  moveUnit,
  type SplitLine,
  type SplitMoves,
  splitNoteNumber,
  splitRoundingBound,
  splitSides,
  splitSuffix,
  splitTotals,
} from "./split.ts";
import { computeTotals, type Totals } from "./totals.ts";

const line = (id: number, price: number, qty: number, extra: Partial<SplitLine> = {}): SplitLine => ({
  id,
  price: money(price),
  qty,
  status: 0,
  taxable: true,
  serviceCharged: true,
  ...extra,
});

describe("split bill helpers (payment §4 Split bill)", () => {
  it("names the next split's note number with the new_split suffix", () => {
    expect(splitSuffix(0)).toBe("-S1");
    expect(splitNoteNumber("1042", 2)).toBe("1042-S3");
  });

  it("moves one unit at a time, only status-0 lines, never beyond the line's units", () => {
    const lines = [line(1, 18_000, 2), line(2, 5_000, 1, { status: 4 })];
    let moves: SplitMoves = {};
    moves = moveUnit(lines, moves, 1, "right");
    expect(moves).toEqual({ 1: 1 });
    moves = moveUnit(lines, moves, 1, "right");
    expect(moveUnit(lines, moves, 1, "right")).toBe(moves);
    expect(moveUnit(lines, moves, 2, "right")).toBe(moves);
    expect(moveUnit(lines, {}, 1, "left")).toEqual({});
    // Back to the original: the split line disappears at 0.
    expect(moveUnit(lines, { 1: 1 }, 1, "left")).toEqual({});
    const sides = splitSides(lines, { 1: 2 });
    expect(sides.left.map((l) => [l.id, l.qty])).toEqual([[2, 1]]);
    expect(sides.right.map((l) => [l.id, l.qty])).toEqual([[1, 2]]);
  });

  it("shares a line discount between the moved and the remaining units, adding up", () => {
    expect(movedDiscount(1_000, 1, 3)).toBe(333);
    expect(movedDiscount(1_000, 3, 3)).toBe(1_000);
    const sides = splitSides([line(1, 10_000, 3, { discount: money(1_000) })], { 1: 1 });
    expect([sides.left[0]?.discount, sides.right[0]?.discount]).toEqual([667, 333]);
  });

  it("charges no tax or service when switched off", () => {
    const t = splitTotals([line(1, 18_000, 1)], {
      taxRateBp: 1000,
      serviceChargeRateBp: 500,
      taxOn: false,
      roundingFlag: "ya",
      currency: "IDR",
    });
    expect(t).toMatchObject({ subtotal: 18_000, tax: 0, serviceCharge: 900, rounded: 18_900 });
  });
});

/** A random cart: lines (some not status 0, some discounted), rates, currency and rounding flag. */
const cartArb = fc.record({
  currency: fc.constantFrom("IDR" as const, "MYR" as const),
  roundingFlag: fc.constantFrom("ya", "tidak", "YA"),
  taxRateBp: fc.constantFrom(0, 600, 1000, 1100, 1250),
  serviceChargeRateBp: fc.constantFrom(0, 500, 1000, 333),
  lines: fc.array(
    fc.record({
      price: fc.integer({ min: 0, max: 250_000 }),
      qty: fc.integer({ min: 1, max: 6 }),
      status: fc.constantFrom(0, 0, 0, 0, 2, 4),
      taxable: fc.boolean(),
      serviceCharged: fc.boolean(),
      discountPart: fc.integer({ min: 0, max: 100 }),
    }),
    { minLength: 1, maxLength: 8 },
  ),
  bills: fc.integer({ min: 1, max: 4 }),
  seed: fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
  extraBill: fc.nat(),
  cashWithdrawal: fc.integer({ min: 0, max: 100_000 }),
});

describe("Σ split totals = the unsplit total, within the documented rounding (fast-check, 1,000 carts)", () => {
  it("holds for rupiah and ringgit outlets, splits into 1–4 bills", () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const lines: SplitLine[] = cart.lines.map((l, i) => ({
          id: i + 1,
          price: money(l.price),
          qty: l.qty,
          status: l.status,
          taxable: l.taxable,
          serviceCharged: l.serviceCharged,
          discount: money(Math.floor((l.price * l.qty * l.discountPart) / 400)),
        }));
        const units = lines.filter((l) => l.status === 0).flatMap((l) => Array.from({ length: l.qty }, () => l.id));
        fc.pre(units.length > 0);
        const k = Math.min(cart.bills, units.length);
        // Deal the units out: every bill gets at least one; the last bill is what is left (the order itself).
        const owner = units.map((_, i) => (i < k ? i : (cart.seed[i % 64] ?? 0) % k));
        const opts = {
          taxRateBp: cart.taxRateBp,
          serviceChargeRateBp: cart.serviceChargeRateBp,
          roundingFlag: cart.roundingFlag,
          currency: cart.currency,
        };
        const withdrawalBill = cart.extraBill % k;
        const whole = computeTotals({ ...opts, lines, cashWithdrawal: money(cart.cashWithdrawal) });

        let remaining = lines;
        const bills: Totals[] = [];
        for (let b = 0; b < k; b++) {
          const moves: Record<number, number> = {};
          units.forEach((id, i) => {
            if (owner[i] === b) {
              moves[id] = (moves[id] ?? 0) + 1;
            }
          });
          // As the server: the last bill pays the order's remaining lines (cancelled/free ones at 0).
          const { left, right } = b === k - 1 ? { left: [], right: remaining } : splitSides(remaining, moves);
          remaining = left;
          const extra = b === withdrawalBill ? { cashWithdrawal: money(cart.cashWithdrawal) as Money } : {};
          bills.push(splitTotals(right, { ...opts, ...extra }));
        }
        const sum = (f: (t: (typeof bills)[number]) => number) => bills.reduce((s, t) => s + f(t), 0);
        expect(sum((t) => t.subtotal)).toBe(whole.subtotal);
        expect(Math.abs(sum((t) => t.tax) - whole.tax)).toBeLessThanOrEqual(Math.floor(k / 2));
        expect(Math.abs(sum((t) => t.serviceCharge) - whole.serviceCharge)).toBeLessThanOrEqual(Math.floor(k / 2));
        expect(sum((t) => t.total - t.tax - t.serviceCharge)).toBe(whole.total - whole.tax - whole.serviceCharge);
        // Each bill's rounding remainder stays with it: rounded = total + its rounding.
        expect(sum((t) => t.rounded)).toBe(sum((t) => t.total) + sum((t) => t.rounding));
        expect(Math.abs(sum((t) => t.rounded) - whole.rounded)).toBeLessThanOrEqual(
          splitRoundingBound(k, cart.currency, cart.roundingFlag),
        );
      }),
      { numRuns: 1_000 },
    );
  });
});
