/**
 * Paying Bagi rata (payment §4 "Split bill"; docs/API.md "Pay an order"): the shares of a bill after
 * its stored Diskon Transaksi add up to what it pays, to the rupiah and the sen; the N tenders settle
 * share by share — a card exactly its share, cash at least its share with its own change.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type OrderDiscountKind, orderDiscountAmounts } from "./discount.ts";
import { DomainError } from "./errors.ts";
import { MSG, SPLIT_MSG } from "./messages.ts";
import { type Currency, type Money, money } from "./money.ts";
import { PAYMENT_METHOD, salesBase } from "./payment-methods.ts";
import { evenShares, MAX_EVEN_PARTS, settleShares } from "./split-even.ts";
import { computeTotals, type TotalsLine } from "./totals.ts";

const CASH = PAYMENT_METHOD.CASH;
const BCA = PAYMENT_METHOD.EDC_BCA;

/** A bill with its stored discount taken off the sales, as the server pays it (order-totals.ts). */
function billAfterStored(
  input: { lines: TotalsLine[]; taxRateBp: number; serviceChargeRateBp: number; roundingFlag: string | null; currency: Currency },
  stored: { kind: OrderDiscountKind; value: number; voucher: number },
  cashWithdrawal: number,
) {
  const base = { ...input, cashWithdrawal: money(cashWithdrawal) };
  return computeTotals({ ...base, ...orderDiscountAmounts(stored, salesBase(computeTotals(base))) });
}

const AYAM_TEH = {
  lines: [
    { price: money(18_000), qty: 2, status: 0, taxable: true, serviceCharged: true },
    { price: money(5_000), qty: 1, status: 0, taxable: true, serviceCharged: true },
  ],
  taxRateBp: 1000,
  serviceChargeRateBp: 500,
  roundingFlag: "ya",
  currency: "IDR" as Currency,
};

describe("Bagi rata's shares and their tenders", () => {
  it("shares Rp 47.200 less a stored 10% three ways: 14.133, 14.133, 14.134", () => {
    const whole = billAfterStored(AYAM_TEH, { kind: "diskonPercent", value: 1000, voucher: 0 }, 0);
    expect(whole.globalDiscount).toBe(4_715);
    expect(whole.rounded).toBe(42_400);
    expect(evenShares(whole, 3)).toEqual([14_133, 14_133, 14_134]);
  });

  it("cash, EDC, cash: each cash share its own change, the card exactly its share", () => {
    const shares = [money(15_733), money(15_733), money(15_734)];
    const settled = settleShares(shares, [
      { methodId: CASH, amount: 20_000 },
      { methodId: BCA, amount: 15_733 },
      { methodId: CASH, amount: 15_734 },
    ]);
    expect(settled.change).toBe(4_267);
    expect(settled.tendered).toBe(51_467);
    expect(settled.tenders.map((t) => [t.methodId, t.applied, t.amount])).toEqual([
      [CASH, 15_733, 20_000],
      [BCA, 15_733, 15_733],
      [CASH, 15_734, 15_734],
    ]);
  });

  it("refuses a card above or below its share, cash under its share, a method outside multipayment's, a tender missing", () => {
    const shares = [money(15_733), money(15_733), money(15_734)];
    const t = (a: number, b: number, c: number, m: number = BCA) => [
      { methodId: CASH, amount: a },
      { methodId: m, amount: b },
      { methodId: CASH, amount: c },
    ];
    expect(() => settleShares(shares, t(15_733, 15_734, 15_734))).toThrow(SPLIT_MSG.SHARE_NONCASH_EXACT);
    expect(() => settleShares(shares, t(15_733, 15_732, 15_734))).toThrow(SPLIT_MSG.SHARE_NONCASH_EXACT);
    expect(() => settleShares(shares, t(15_733, 15_733, 15_733))).toThrow(MSG.PAYMENT_SHORT);
    expect(() => settleShares(shares, t(15_733, 15_733, 15_734, PAYMENT_METHOD.GRATIS))).toThrow(DomainError);
    expect(() => settleShares(shares, t(15_733, 15_733, 15_734).slice(0, 2))).toThrow(RangeError);
  });

  it("always: the shares of the bill after its stored discount add up to what it pays, and so do the settled tenders", () => {
    const line = fc.record({
      price: fc.integer({ min: 0, max: 2_000_000 }).map(money),
      qty: fc.integer({ min: 0, max: 30 }),
      status: fc.constantFrom(0, 0, 0, 2),
      taxable: fc.boolean(),
      serviceCharged: fc.boolean(),
    });
    const stored = fc.oneof(
      fc.record({
        kind: fc.constant<OrderDiscountKind>("diskonPercent"),
        value: fc.integer({ min: 0, max: 10_000 }),
        voucher: fc.nat(50_000),
      }),
      fc.record({ kind: fc.constant<OrderDiscountKind>("diskon"), value: fc.nat(500_000), voucher: fc.nat(50_000) }),
      fc.record({ kind: fc.constant<OrderDiscountKind>(""), value: fc.constant(0), voucher: fc.nat(50_000) }),
    );
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 10 }),
        fc.integer({ min: 0, max: 2_500 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.constantFrom("ya", "tidak"),
        fc.constantFrom<Currency>("IDR", "MYR"),
        stored,
        fc.nat(100_000),
        fc.integer({ min: 2, max: MAX_EVEN_PARTS }),
        fc.array(fc.tuple(fc.constantFrom(CASH, BCA, PAYMENT_METHOD.OVO), fc.nat(100_000)), { minLength: MAX_EVEN_PARTS }),
        (lines, taxRateBp, serviceChargeRateBp, roundingFlag, currency, s, cashWithdrawal, n, picks) => {
          const whole = billAfterStored({ lines, taxRateBp, serviceChargeRateBp, roundingFlag, currency }, s, cashWithdrawal);
          const shares = evenShares(whole, n);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(whole.rounded);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThan(n);
          const tenders = shares.map((share: Money, i) => {
            const [methodId, extra] = picks[i] ?? [CASH, 0];
            return { methodId, amount: methodId === CASH ? share + extra : share };
          });
          const settled = settleShares(shares, tenders);
          expect(settled.tenders.reduce((a, t) => a + t.applied, 0)).toBe(whole.rounded);
          expect(settled.tendered - settled.change).toBe(whole.rounded);
        },
      ),
      { seed: 41, numRuns: 400 },
    );
  });
});
