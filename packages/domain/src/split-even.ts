import { DomainError } from "./errors.ts";
import { isCash } from "./kinds.ts";
import { MSG, PAY_MSG, SPLIT_MSG } from "./messages.ts";
import { type Money, money } from "./money.ts";
import { MULTIPAY_METHODS, type SettledTenders, type Tender } from "./payment-methods.ts";
import type { Totals } from "./totals.ts";

/**
 * "Bagi rata" (split bill, payment spec §4 "Split bill", §9 "Split"): a bill split evenly into N
 * sub-bills by amount, exact to the minor unit (rupiah, or sen at an RM outlet).
 *
 * The rule, for a bill whose totals are `whole` (`computeTotals`, so tax, service charge and the
 * payment rounding are the domain's) and N parts — every field is split the same way:
 * ⌊field / N⌋ on parts 1…N−1, the rest on the LAST part:
 *
 * - `rounded` (what each part pays): parts 1…N−1 pay the same, the last at most N − 1 minor units more;
 * - `total` (before rounding) likewise, and each part's `rounding` is `rounded − total`, so every
 *   part satisfies `rounded = total + rounding` like any bill and the roundings add up to the whole's;
 * - the figures (subtotal, tax, service charge, tarik tunai, discount, voucher) likewise; a part's
 *   figures (+ tax + service + tarik tunai − discount − voucher) add up to its `total` within 4
 *   minor units on parts 1…N−1 and 4 × (N − 1) on the last (the floors; the whole's exactly),
 *   unless the discounts cover the whole bill (its `total` 0).
 *
 * Hence every field of the parts adds up to the whole's exactly, and no amount is below 0 (only a
 * rounding may be, as on any bill) — `splitEvenly`'s property tests.
 */

/** Most parts a bill can be split into evenly (more people than this share one table rarely). */
export const MAX_EVEN_PARTS = 20;

/** The fields split evenly (`rounding` follows: `rounded − total`). */
const FIELDS = ["subtotal", "tax", "serviceCharge", "cashWithdrawal", "globalDiscount", "voucher", "total", "rounded"] as const;

/** `n` parts of `value` (integer ≥ 0): ⌊value / n⌋ each, the rest on the last. */
function evenParts(value: number, n: number): Money[] {
  const each = Math.floor(value / n);
  return Array.from({ length: n }, (_, i) => money(i < n - 1 ? each : value - each * (n - 1)));
}

/**
 * Splits a bill evenly into `n` parts (the rule above).
 * @param whole - the bill's totals, integer minor units (`computeTotals` / `splitTotals`).
 * @param n - number of parts, integer 2…`MAX_EVEN_PARTS`.
 * @returns `n` totals, parts 1…n−1 equal, the remainder on the last; every field sums to `whole`'s.
 * @throws RangeError when `n` is not an integer in 2…`MAX_EVEN_PARTS`.
 * @example splitEvenly(computeTotals({ ... rounded 100_000 }), 3).map((p) => p.rounded); // [33_333, 33_333, 33_334]
 */
export function splitEvenly(whole: Totals, n: number): Totals[] {
  if (!Number.isInteger(n) || n < 2 || n > MAX_EVEN_PARTS) {
    throw new RangeError(`parts must be an integer 2…${MAX_EVEN_PARTS}, got ${n}`);
  }
  const split = Object.fromEntries(FIELDS.map((f) => [f, evenParts(whole[f], n)])) as Record<(typeof FIELDS)[number], Money[]>;
  return Array.from({ length: n }, (_, i) => {
    const part = (f: (typeof FIELDS)[number]) => split[f][i] ?? money(0);
    return {
      subtotal: part("subtotal"),
      tax: part("tax"),
      serviceCharge: part("serviceCharge"),
      cashWithdrawal: part("cashWithdrawal"),
      globalDiscount: part("globalDiscount"),
      voucher: part("voucher"),
      total: part("total"),
      rounded: part("rounded"),
      rounding: part("rounded") - part("total"),
    };
  });
}

/**
 * What each of Bagi rata's `n` shares pays: the `rounded` of `splitEvenly(whole, n)` — ⌊rounded / n⌋
 * each, the remainder on the last — so the shares add up to the bill's rounded total exactly.
 * `whole` is the bill as it is paid: after its stored Diskon Transaksi and voucher, with its Tarik Tunai.
 * @param whole - the bill's totals, integer minor units.
 * @param n - number of shares, integer 2…`MAX_EVEN_PARTS`.
 * @returns `n` amounts, integer minor units, Σ = `whole.rounded`.
 * @throws RangeError as `splitEvenly`.
 * @example evenShares(whole47200, 3); // [15_733, 15_733, 15_734]
 *
 * Spec: payment §4 "Split bill" (Bagi rata designed here; docs/API.md "Pay an order").
 */
export function evenShares(whole: Totals, n: number): Money[] {
  return splitEvenly(whole, n).map((p) => p.rounded);
}

/**
 * Settles a Bagi rata payment: the whole bill paid at once by `shares.length` tenders, tender i
 * paying share i (friends at one table each paying their share, the cashier taking them together):
 * - exactly one tender per share, each of `MULTIPAY_METHODS` (a method may pay several shares);
 * - a non-cash tender is exactly its share (a card is never charged for change);
 * - a cash tender at least its share; its change is what it handed over above the share;
 * the change of the bill is the sum of the cash shares' changes; each tender `applied` = its share,
 * so Σ applied = Σ shares = the bill's rounded total.
 * @param shares - each share's amount (`evenShares`), integer minor units.
 * @param tenders - one per share, in share order; `amount` what was handed over, minor units.
 * @throws DomainError `Metode multipayment tidak valid`; `Bagian non-tunai harus dibayar pas
 *   sebesar bagiannya`; `Nominal Pembayaran Kurang` (title `Transaksi ditolak!`) for a cash share
 *   under its amount; RangeError when there are not as many tenders as shares.
 * @example settleShares([money(15_733), money(15_733), money(15_734)], [{ methodId: 1, amount: 20_000 }, { methodId: 5, amount: 15_733 }, { methodId: 1, amount: 15_734 }]).change; // 4_267
 */
export function settleShares(shares: readonly Money[], tenders: readonly Tender[]): SettledTenders {
  if (tenders.length !== shares.length) {
    throw new RangeError(`one tender per share: ${shares.length} shares, ${tenders.length} tenders`);
  }
  let change = 0;
  let tendered = 0;
  const settled = tenders.map((t, i) => {
    const share = shares[i] ?? money(0);
    if (!MULTIPAY_METHODS.includes(t.methodId)) {
      throw new DomainError(PAY_MSG.MULTIPAY_METHOD_INVALID);
    }
    if (!Number.isSafeInteger(t.amount) || t.amount < 0) {
      throw new RangeError(`a tender is a non-negative integer of minor units, got ${t.amount}`);
    }
    if (!isCash(t.methodId) && t.amount !== share) {
      throw new DomainError(SPLIT_MSG.SHARE_NONCASH_EXACT);
    }
    if (t.amount < share) {
      throw new DomainError(MSG.PAYMENT_SHORT, MSG.PAYMENT_REJECTED_TITLE);
    }
    change += t.amount - share;
    tendered += t.amount;
    return { ...t, applied: share };
  });
  return { tenders: settled, change: money(change), tendered: money(tendered) };
}
