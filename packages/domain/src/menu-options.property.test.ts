/**
 * Property tests of carts whose lines carry menu options (fast-check): each line priced by
 * `resolveLineOptions` (the item's price + its options' deltas, some negative), then the cart's
 * totals, its split into sub-bills and the refund of its units — exact to the rupiah and the sen:
 * the options' money is in the subtotal unit for unit, Σ of the sub-bills' subtotals is the whole's,
 * and refunding every unit gives back the subtotal paid (options included).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LineOption, type OptionGroupRule, optionsDelta, optionsKey, resolveLineOptions } from "./menu-options.ts";
import { type Currency, money } from "./money.ts";
import { planRefund } from "./refund-plan.ts";
import { type SplitLine, splitRoundingBound, splitSides, splitTotals } from "./split.ts";
import { computeTotals, type Totals } from "./totals.ts";

/** Runs per property (the domain's neighbours run fixed sizes: split 1,000, refund 300). */
const RUNS = 300;

/** A group of 1–4 options (deltas −3.000…+10.000 minor units), min 0–1, max 1–3. */
const groupArb = fc
  .record({
    min: fc.integer({ min: 0, max: 1 }),
    max: fc.integer({ min: 1, max: 3 }),
    prices: fc.array(fc.integer({ min: -3_000, max: 10_000 }), { minLength: 1, maxLength: 4 }),
    pick: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  })
  .map((g) => ({ ...g, min: Math.min(g.min, g.max) }));

/** A random cart: lines of an item (price 0…250.000) with 0–3 option groups, a quantity and a status. */
const cartArb = fc.record({
  currency: fc.constantFrom<Currency>("IDR", "MYR"),
  roundingFlag: fc.constantFrom("ya", "tidak"),
  taxRateBp: fc.constantFrom(0, 600, 1000, 1100),
  serviceChargeRateBp: fc.constantFrom(0, 500, 333),
  lines: fc.array(
    fc.record({
      base: fc.integer({ min: 0, max: 250_000 }),
      groups: fc.array(groupArb, { maxLength: 3 }),
      defaults: fc.boolean(),
      qty: fc.integer({ min: 1, max: 5 }),
      status: fc.constantFrom(0, 0, 0, 2),
      taxable: fc.boolean(),
      serviceCharged: fc.boolean(),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  bills: fc.integer({ min: 1, max: 4 }),
  seed: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
});

type Cart = typeof cartArb extends fc.Arbitrary<infer C> ? C : never;

let nextId = 0;

/** The line's groups as rules (ids unique in the run) and the options chosen: `pick` within each group's min…max. */
function sheet(groups: Cart["lines"][number]["groups"], defaults: boolean) {
  const rules: OptionGroupRule[] = groups.map((g, gi) => ({
    id: ++nextId,
    name: `Grup ${gi}`,
    minChoices: g.min,
    maxChoices: g.max,
    options: g.prices.map((price, oi) => ({
      id: ++nextId,
      name: `Opsi ${gi}.${oi}`,
      price,
      isDefault: oi === 0 && g.min > 0,
      soldOut: false,
    })),
  }));
  const chosen = rules.flatMap((rule, gi) => {
    const g = groups[gi];
    const picked = rule.options.filter((_, oi) => g?.pick[oi]).slice(0, rule.maxChoices);
    const wanted = picked.length >= rule.minChoices ? picked : rule.options.slice(0, rule.minChoices);
    return wanted.map((o) => o.id);
  });
  return { rules, chosen: defaults ? undefined : chosen };
}

/** The cart's lines as the till adds them: priced with their options; a choice refused below 0 is not added. */
function priced(cart: Cart): Array<SplitLine & { base: number; options: LineOption[] }> {
  return cart.lines.flatMap((l, i) => {
    const { rules, chosen } = sheet(l.groups, l.defaults);
    const r = resolveLineOptions(rules, chosen, l.base);
    if (!r.ok) {
      // The only refusal these sheets can meet: options cheaper than the item.
      expect(r.refusal.kind).toBe("belowZero");
      return [];
    }
    expect(r.price).toBe(l.base + optionsDelta(r.options));
    expect(r.key).toBe(optionsKey(r.options));
    return [
      {
        id: i + 1,
        base: l.base,
        options: r.options,
        price: money(r.price),
        qty: l.qty,
        status: l.status,
        taxable: l.taxable,
        serviceCharged: l.serviceCharged,
        discount: money(0),
      },
    ];
  });
}

const opts = (cart: Cart) => ({
  taxRateBp: cart.taxRateBp,
  serviceChargeRateBp: cart.serviceChargeRateBp,
  roundingFlag: cart.roundingFlag,
  currency: cart.currency,
});

describe("carts with options (fast-check)", () => {
  it("totals: the subtotal is Σ (item + options) × qty of the charged lines; the options' money is in it unit for unit", () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const lines = priced(cart);
        const charged = lines.filter((l) => l.status === 0);
        const whole = computeTotals({ ...opts(cart), lines });
        const items = computeTotals({ ...opts(cart), lines: lines.map((l) => ({ ...l, price: money(l.base) })) });
        expect(whole.subtotal).toBe(charged.reduce((s, l) => s + l.price * l.qty, 0));
        expect(whole.subtotal - items.subtotal).toBe(charged.reduce((s, l) => s + optionsDelta(l.options) * l.qty, 0));
        expect(whole.rounded).toBe(whole.total + whole.rounding);
      }),
      { numRuns: RUNS },
    );
  });

  it("split: every unit keeps its line's price with its options; Σ sub-bills' subtotals = the whole's, rounding within its bound", () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const lines = priced(cart);
        const units = lines.filter((l) => l.status === 0).flatMap((l) => Array.from({ length: l.qty }, () => l.id));
        fc.pre(units.length > 0);
        const k = Math.min(cart.bills, units.length);
        const owner = units.map((_, i) => (i < k ? i : (cart.seed[i % 40] ?? 0) % k));
        const whole = computeTotals({ ...opts(cart), lines });
        let remaining = lines;
        const bills: Totals[] = [];
        for (let b = 0; b < k; b++) {
          const moves: Record<number, number> = {};
          units.forEach((id, i) => {
            if (owner[i] === b) {
              moves[id] = (moves[id] ?? 0) + 1;
            }
          });
          const { left, right } = b === k - 1 ? { left: [], right: remaining } : splitSides(remaining, moves);
          remaining = left;
          for (const part of right) {
            const from = lines.find((l) => l.id === part.id);
            expect([part.price, part.options]).toEqual([from?.price, from?.options]);
          }
          const bill = splitTotals(right, opts(cart));
          expect(bill.subtotal).toBe(right.filter((l) => l.status === 0).reduce((s, l) => s + l.price * l.qty, 0));
          bills.push(bill);
        }
        const sum = (f: (t: Totals) => number) => bills.reduce((s, t) => s + f(t), 0);
        expect(sum((t) => t.subtotal)).toBe(whole.subtotal);
        expect(Math.abs(sum((t) => t.tax) - whole.tax)).toBeLessThanOrEqual(Math.floor(k / 2));
        expect(Math.abs(sum((t) => t.serviceCharge) - whole.serviceCharge)).toBeLessThanOrEqual(Math.floor(k / 2));
        expect(Math.abs(sum((t) => t.rounded) - whole.rounded)).toBeLessThanOrEqual(
          splitRoundingBound(k, cart.currency, cart.roundingFlag),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("refund: each unit comes back at its line's price with the options; refunding every unit gives back the subtotal paid", () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const lines = priced(cart);
        fc.pre(lines.some((l) => l.status === 0));
        const bill = computeTotals({ ...opts(cart), lines });
        const refunded = new Map<number, number>();
        let subtotal = 0;
        let paidBack = 0;
        // One refund per charged line, one unit per pick, as the refund screen moves them.
        for (const line of lines.filter((l) => l.status === 0)) {
          const r = planRefund({
            paidLines: lines,
            picks: Array.from({ length: line.qty }, () => ({ lineId: line.id, qty: 1 })),
            taxRateBp: cart.taxRateBp,
            serviceChargeRateBp: cart.serviceChargeRateBp,
            billTaxRateBp: cart.taxRateBp,
            billServiceChargeRateBp: cart.serviceChargeRateBp,
            roundingFlag: cart.roundingFlag,
            currency: cart.currency,
            paidCap: money(bill.rounded - paidBack),
            alreadyRefunded: refunded,
          });
          expect(r.ok).toBe(true);
          if (r.ok) {
            expect(r.plan.totals.subtotal).toBe(line.price * line.qty);
            expect(r.plan.lines).toEqual([expect.objectContaining({ lineId: line.id, qty: line.qty, nominal: line.price * line.qty })]);
            refunded.set(line.id, line.qty);
            subtotal += r.plan.totals.subtotal;
            paidBack += r.plan.totals.rounded;
          }
        }
        expect(subtotal).toBe(bill.subtotal);
        expect(paidBack).toBeLessThanOrEqual(bill.rounded);
      }),
      { numRuns: RUNS },
    );
  });
});
