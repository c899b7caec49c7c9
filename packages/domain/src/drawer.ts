/**
 * The cash book of one cash session (rekap_modal): what the drawer should hold, exactly
 * (payment §4 "Shift recap", §9 "Total spending"). Pure: the server
 * reads the session's events and calls these; the web shows the same figures.
 *
 * Money is integer minor units throughout (`Money`); every function throws RangeError on a
 * non-integer or negative event amount (a bug upstream, never user input).
 */
import { type Money, money } from "./money.ts";

/**
 * One event of a cash session that moves money in or out of the drawer.
 * - `opening`: the counted opening cash (Saldo Awal).
 * - `cashPayment`: the cash tender of a bill, net of the change (`rekap_transaksi_payment` of
 *   method 1: `r_t_p_nominal`), plus the free change the customer left (`freeChange`, kept in the drawer).
 * - `cashWithdrawal`: Tarik Tunai handed to a customer (paid by card or cash with the bill).
 * - `refund`: cash paid back to a customer for a refund (its total net of the free change kept).
 * - `cashIn` / `cashOut`: Kas Kasir Kas Masuk (debit) / Kas Keluar (kredit).
 * - `tip`: a tip (Uang Tips) paid out of the drawer to an employee.
 * - `drawerOpening`: the drawer opened (Buka Laci); moves no money, listed so a shift's log is whole.
 */
export type DrawerEvent =
  | { kind: "opening"; amount: number }
  | { kind: "cashPayment"; amount: number; freeChange?: number }
  | { kind: "cashWithdrawal"; amount: number }
  | { kind: "refund"; amount: number }
  | { kind: "cashIn"; amount: number }
  | { kind: "cashOut"; amount: number }
  | { kind: "tip"; amount: number }
  | { kind: "drawerOpening"; amount?: 0 };

/** Sums of a session's events by kind, and the cash the drawer should hold (all minor units). */
export interface DrawerReckoning {
  opening: Money;
  /** Σ cash tenders net of change. */
  cashSales: Money;
  /** Σ free change kept in the drawer. */
  freeChange: Money;
  /** Σ Tarik Tunai handed out. */
  cashWithdrawals: Money;
  /** Σ cash refunds paid out. */
  refunds: Money;
  /** Σ Kas Masuk. */
  cashIn: Money;
  /** Σ Kas Keluar. */
  cashOut: Money;
  /** Σ tips paid out. */
  tips: Money;
  /** opening + cashSales + freeChange + cashIn − cashWithdrawals − refunds − cashOut − tips. */
  expected: Money;
}

function amountOf(n: number | undefined): number {
  const v = n ?? 0;
  if (!Number.isSafeInteger(v) || v < 0) {
    throw new RangeError(`A drawer event amount must be a non-negative integer of minor units, got ${v}`);
  }
  return v;
}

/**
 * Expected drawer cash of a session from its events.
 *
 * @param events - the session's events in any order (several `opening` events add up: an opening
 *   count corrected is one event with the final amount, so callers pass one).
 * @returns the sums per kind and `expected` = opening + Σ cash in − Σ cash out.
 * @throws RangeError for a negative or non-integer amount.
 * @example
 * expectedDrawerCash([{ kind: "opening", amount: 500_000 }, { kind: "cashPayment", amount: 20_700 },
 *   { kind: "tip", amount: 5_000 }]).expected; // 515_700
 */
export function expectedDrawerCash(events: readonly DrawerEvent[]): DrawerReckoning {
  const s = { opening: 0, cashSales: 0, freeChange: 0, cashWithdrawals: 0, refunds: 0, cashIn: 0, cashOut: 0, tips: 0 };
  for (const e of events) {
    switch (e.kind) {
      case "opening":
        s.opening += amountOf(e.amount);
        break;
      case "cashPayment":
        s.cashSales += amountOf(e.amount);
        s.freeChange += amountOf(e.freeChange);
        break;
      case "cashWithdrawal":
        s.cashWithdrawals += amountOf(e.amount);
        break;
      case "refund":
        s.refunds += amountOf(e.amount);
        break;
      case "cashIn":
        s.cashIn += amountOf(e.amount);
        break;
      case "cashOut":
        s.cashOut += amountOf(e.amount);
        break;
      case "tip":
        s.tips += amountOf(e.amount);
        break;
      case "drawerOpening":
        amountOf(e.amount);
        break;
    }
  }
  const expected = s.opening + s.cashSales + s.freeChange + s.cashIn - s.cashWithdrawals - s.refunds - s.cashOut - s.tips;
  return {
    opening: money(s.opening),
    cashSales: money(s.cashSales),
    freeChange: money(s.freeChange),
    cashWithdrawals: money(s.cashWithdrawals),
    refunds: money(s.refunds),
    cashIn: money(s.cashIn),
    cashOut: money(s.cashOut),
    tips: money(s.tips),
    expected: money(expected),
  };
}

/** A Kas Kasir row as the spending formula reads it (minor units). */
export interface MutationAmounts {
  debit: number;
  credit: number;
}

/**
 * TOTAL PENGELUARAN of History Kas (payment §9): Σ kredit of the rows whose debit is 0 − Σ debit.
 * @example totalSpending([{ debit: 0, credit: 20_000 }, { debit: 5_000, credit: 0 }]); // 15_000
 */
export function totalSpending(rows: readonly MutationAmounts[]): Money {
  let credits = 0;
  let debits = 0;
  for (const r of rows) {
    const d = amountOf(r.debit);
    const c = amountOf(r.credit);
    if (d === 0) {
      credits += c;
    }
    debits += d;
  }
  return money(credits - debits);
}

/**
 * How Kas Kasir's footer names its net (payment §9): TOTAL PENGELUARAN (Kas Keluar − Kas Masuk)
 * while at least as much went out as came in, else the net that came in (Kas Masuk − Kas Keluar),
 * each as a positive amount, so the footer never shows a "negative spending".
 * @param spending - `totalSpending` of the rows, minor units (negative: more came in).
 * @example cashBookNet(money(-25_000)); // { direction: "in", amount: 25000 }
 * cashBookNet(money(15_000)); // { direction: "out", amount: 15000 }
 */
export function cashBookNet(spending: number): { direction: "out" | "in"; amount: Money } {
  return spending < 0 ? { direction: "in", amount: money(-spending) } : { direction: "out", amount: money(spending) };
}

/** The shift recap's figures (payment §4 "Shift recap"), minor units. */
export interface ShiftRecapFigures {
  /** Sisa modal = opening cash + spending total (the signed net of Kas Kasir: Kas Masuk − Kas Keluar). */
  remainingModal: Money;
  /** Uang riil (expected from sales) = remaining modal + cash total. */
  realMoney: Money;
  /** Income check = sales total − payments − free change (0 when the books agree). */
  incomeCheck: Money;
  /** Counted − expected drawer cash (negative: short). */
  difference: Money;
}

/**
 * The shift recap formulas of payment §4: remaining modal = opening + spending total; real money =
 * remaining modal + cash total; income check = sales total − payments − free change; and the
 * difference of the counted drawer (Input Uang Riil) from the expected cash (`expectedDrawerCash`).
 *
 * @param f.spendingTotal - signed net of Kas Kasir (Kas Masuk − Kas Keluar, i.e. −TOTAL PENGELUARAN).
 * @param f.salesTotal - Σ bill totals received plus free change; @param f.payments - Σ tenders (cash + non-cash).
 */
export function shiftRecapFigures(f: {
  opening: number;
  spendingTotal: number;
  cashTotal: number;
  salesTotal: number;
  payments: number;
  freeChange: number;
  expected: number;
  counted: number;
}): ShiftRecapFigures {
  const remainingModal = f.opening + f.spendingTotal;
  return {
    remainingModal: money(remainingModal),
    realMoney: money(remainingModal + f.cashTotal),
    incomeCheck: money(f.salesTotal - f.payments - f.freeChange),
    difference: money(f.counted - f.expected),
  };
}
