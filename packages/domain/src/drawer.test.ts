import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cashBookNet, type DrawerEvent, expectedDrawerCash, shiftRecapFigures, totalSpending } from "./drawer.ts";

describe("expectedDrawerCash", () => {
  it.each<[string, DrawerEvent[], number]>([
    ["nothing but the opening cash", [{ kind: "opening", amount: 500_000 }], 500_000],
    [
      "the issue's shift: three cash bills, one EDC (no cash), one expense, one tip, a Tukar Uang opening",
      [
        { kind: "opening", amount: 500_000 },
        { kind: "cashPayment", amount: 20_700 },
        { kind: "cashPayment", amount: 33_000 },
        { kind: "cashPayment", amount: 18_000, freeChange: 1_000 },
        { kind: "cashOut", amount: 25_000 },
        { kind: "tip", amount: 5_000 },
        { kind: "drawerOpening" },
      ],
      542_700,
    ],
    [
      "Tarik Tunai on a card bill leaves the drawer, a refund too, Kas Masuk comes in",
      [
        { kind: "opening", amount: 100_000 },
        { kind: "cashWithdrawal", amount: 50_000 },
        { kind: "refund", amount: 20_700 },
        { kind: "cashIn", amount: 10_000 },
      ],
      39_300,
    ],
    ["more out than in is a negative expectation (shown as such)", [{ kind: "cashOut", amount: 1 }], -1],
  ])("%s", (_name, events, expected) => {
    expect(expectedDrawerCash(events).expected).toBe(expected);
  });

  it("sums each kind apart", () => {
    const r = expectedDrawerCash([
      { kind: "opening", amount: 500_000 },
      { kind: "cashPayment", amount: 9_000, freeChange: 500 },
      { kind: "cashIn", amount: 7 },
      { kind: "tip", amount: 3 },
    ]);
    expect(r).toMatchObject({ opening: 500_000, cashSales: 9_000, freeChange: 500, cashIn: 7, tips: 3, cashOut: 0, refunds: 0 });
  });

  it("refuses a negative or fractional amount", () => {
    expect(() => expectedDrawerCash([{ kind: "tip", amount: -1 }])).toThrow(RangeError);
    expect(() => expectedDrawerCash([{ kind: "cashIn", amount: 0.5 }])).toThrow(RangeError);
  });

  it("property: for random shifts the expectation equals a drawer counted note by note", () => {
    const bill = fc.record({
      cash: fc.boolean(),
      total: fc.integer({ min: 1, max: 2_000_000 }),
      over: fc.integer({ min: 0, max: 100_000 }),
      freePart: fc.integer({ min: 0, max: 100 }),
      withdrawal: fc.integer({ min: 0, max: 200_000 }),
    });
    const other = fc.record({
      kind: fc.constantFrom("refund", "cashIn", "cashOut", "tip", "drawerOpening"),
      amount: fc.integer({ min: 0, max: 500_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(bill, { maxLength: 25 }),
        fc.array(other, { maxLength: 15 }),
        (opening, bills, others) => {
          // The drawer as a cashier sees it: notes handed over in, change and payouts out.
          let drawer = opening;
          const events: DrawerEvent[] = [{ kind: "opening", amount: opening }];
          for (const b of bills) {
            if (b.cash) {
              const tendered = b.total + b.over;
              const change = tendered - b.total;
              const free = Math.floor((change * b.freePart) / 100);
              drawer += tendered;
              drawer -= change - free;
              events.push({ kind: "cashPayment", amount: tendered - change, freeChange: free });
            }
            drawer -= b.withdrawal;
            events.push({ kind: "cashWithdrawal", amount: b.withdrawal });
          }
          for (const o of others) {
            if (o.kind === "cashIn") {
              drawer += o.amount;
            } else if (o.kind !== "drawerOpening") {
              drawer -= o.amount;
            }
            events.push(o.kind === "drawerOpening" ? { kind: "drawerOpening" } : { kind: o.kind, amount: o.amount });
          }
          const r = expectedDrawerCash([...events].reverse());
          expect(r.expected).toBe(drawer);
          expect(r.expected).toBe(r.opening + r.cashSales + r.freeChange + r.cashIn - r.cashWithdrawals - r.refunds - r.cashOut - r.tips);
        },
      ),
      { numRuns: 200, seed: 12 },
    );
  });
});

describe("cashBookNet (Kas Kasir's footer)", () => {
  it.each([
    [25_000, { direction: "out", amount: 25_000 }],
    [0, { direction: "out", amount: 0 }],
    [-25_000, { direction: "in", amount: 25_000 }],
  ])("%i → %o", (spending, net) => {
    expect(cashBookNet(spending)).toEqual(net);
  });
});

describe("totalSpending (TOTAL PENGELUARAN)", () => {
  it.each<[string, { debit: number; credit: number }[], number]>([
    ["none", [], 0],
    [
      "two expenses",
      [
        { debit: 0, credit: 20_000 },
        { debit: 0, credit: 5_000 },
      ],
      25_000,
    ],
    [
      "an expense less a Kas Masuk",
      [
        { debit: 0, credit: 20_000 },
        { debit: 5_000, credit: 0 },
      ],
      15_000,
    ],
    ["only Kas Masuk is negative spending", [{ debit: 7_000, credit: 0 }], -7_000],
  ])("%s", (_n, rows, total) => {
    expect(totalSpending(rows)).toBe(total);
  });
});

describe("shiftRecapFigures", () => {
  it("applies payment §4: remaining modal, real money, income check, difference", () => {
    const f = shiftRecapFigures({
      opening: 500_000,
      spendingTotal: -25_000,
      cashTotal: 71_700,
      salesTotal: 101_700,
      payments: 100_700,
      freeChange: 1_000,
      expected: 541_700,
      counted: 541_700,
    });
    expect(f).toEqual({ remainingModal: 475_000, realMoney: 546_700, incomeCheck: 0, difference: 0 });
  });
});
