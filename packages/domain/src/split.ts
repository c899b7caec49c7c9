import { LINE_STATUS } from "./constants.ts";
import { type Currency, money } from "./money.ts";
import { computeTotals, type Totals, type TotalsInput, type TotalsLine } from "./totals.ts";

/**
 * Split bill (payment spec §2.2, §4 "Split bill", §7 POST /recap-transactions `nota_number`,
 * `split_menu`, `splitId`, §9 "Split"): the child note number, the split screen's moves and the
 * split bill's totals, shared by the server (which recomputes everything) and the split screen.
 *
 * Rounding rule (where the remainder goes): every bill of a split — each child and the last one,
 * which is the order itself — is a bill of its own: its tax and service charge are the rate applied
 * once to ITS taxable (service-charged) lines, half up, and its total is rounded for payment on its
 * own (`roundPayment`). The remainder of each rounding stays with that bill (its
 * `r_t_nominal_pembulatan`); nothing is carried to another bill, so each bill is reproducible from
 * its own lines. Hence, for an order split into k bills: Σ subtotals = the unsplit subtotal exactly;
 * Σ taxes and Σ service charges each differ from the unsplit one by at most ⌊k/2⌋ minor units
 * (k half-up roundings against one); Σ rounded totals differ from the unsplit rounded total by at
 * most those plus k + 1 half rounding steps (`splitRoundingBound`).
 */

/** The suffix of the n-th split's note number: "-S1", "-S2", … (`new_split` of GET /tmp-transaction/{id}). */
export const SPLIT_SUFFIX_PREFIX = "-S";

/**
 * The `new_split` suffix for an order whose splits so far number `splitCount`: `-S{splitCount + 1}`.
 * @param splitCount - the order's paid splits, integer ≥ 0.
 * @example splitSuffix(0); // "-S1"
 */
export function splitSuffix(splitCount: number): string {
  return `${SPLIT_SUFFIX_PREFIX}${splitCount + 1}`;
}

/**
 * The child note number of the next split: the order's note number followed by `new_split`.
 * @example splitNoteNumber("1042", 1); // "1042-S2"
 */
export function splitNoteNumber(noteNumber: string, splitCount: number): string {
  return `${noteNumber}${splitSuffix(splitCount)}`;
}

/** A line of the order as the split screen sees it: its id and what the totals need (qty = all its units). */
export interface SplitLine extends TotalsLine {
  id: number;
}

/** Units moved to the new split bill, by order line id (absent = 0). */
export type SplitMoves = Readonly<Record<number, number>>;

/**
 * The discount share of `moved` of a line's `qty` units: ⌊discount × moved / qty⌋; the rest stays
 * on the remaining units, so the two parts always add up to the line's discount.
 * @example movedDiscount(1_000, 1, 3); // 333 (the remaining 2 units keep 667)
 */
export function movedDiscount(discount: number, moved: number, qty: number): number {
  if (qty <= 0 || moved <= 0) {
    return 0;
  }
  return moved >= qty ? discount : Math.floor((discount * moved) / qty);
}

/**
 * Moves ONE unit of line `id` to the split bill (`to` "right") or back to the original (`to`
 * "left"), within the line's units (payment §4 "Split bill": one unit at a time; only status-0 lines
 * move). Pure: the same object when nothing can move.
 * @example moveUnit(lines, {}, 7, "right"); // { 7: 1 }
 */
export function moveUnit(lines: readonly SplitLine[], moves: SplitMoves, id: number, to: "left" | "right"): SplitMoves {
  const line = lines.find((l) => l.id === id);
  const now = moves[id] ?? 0;
  if (!line || line.status !== LINE_STATUS.NORMAL) {
    return moves;
  }
  const next = to === "right" ? now + 1 : now - 1;
  if (next < 0 || next > line.qty) {
    return moves;
  }
  const out: Record<number, number> = { ...moves };
  if (next === 0) {
    delete out[id];
  } else {
    out[id] = next;
  }
  return out;
}

/**
 * The two sides of the split screen from the order's lines and the moves: `left` the original bill
 * (every line with units left, other statuses included), `right` the split bill (moved units, their
 * discount share). A line with 0 units on a side is not on that side.
 */
export function splitSides<L extends SplitLine>(lines: readonly L[], moves: SplitMoves): { left: L[]; right: L[] } {
  const left: L[] = [];
  const right: L[] = [];
  for (const l of lines) {
    const moved = Math.min(moves[l.id] ?? 0, l.qty);
    const share = movedDiscount(l.discount ?? 0, moved, l.qty);
    if (l.qty - moved > 0) {
      left.push({ ...l, qty: l.qty - moved, discount: money((l.discount ?? 0) - share) });
    }
    if (moved > 0) {
      right.push({ ...l, qty: moved, discount: money(share) });
    }
  }
  return { left, right };
}

/** The split bill's switches and extras (minor units): tax and service charge on/off, discount, voucher, tarik tunai. */
export interface SplitOptions {
  taxRateBp: number;
  serviceChargeRateBp: number;
  /** Tax on (the order's rate) or off (rate 0); default on. */
  taxOn?: boolean;
  /** Service charge on (the order's rate) or off (rate 0); default on. */
  serviceChargeOn?: boolean;
  roundingFlag: string | null | undefined;
  currency: Currency;
  globalDiscount?: TotalsInput["globalDiscount"];
  voucher?: TotalsInput["voucher"];
  cashWithdrawal?: TotalsInput["cashWithdrawal"];
}

/**
 * A split bill's totals (payment §9 "Split": subtotal Σ price × qty of status-0 lines, tax and
 * service on their flagged lines at the order's rate, or 0 when switched off), as a bill of its own
 * (see the rounding rule above). Line discounts are the share the server gives the moved units.
 * @example splitTotals(right, { taxRateBp: 1000, serviceChargeRateBp: 500, taxOn: false, roundingFlag: "ya", currency: "IDR" });
 */
export function splitTotals(lines: TotalsLine[], o: SplitOptions): Totals {
  return computeTotals({
    lines,
    taxRateBp: o.taxOn === false ? 0 : o.taxRateBp,
    serviceChargeRateBp: o.serviceChargeOn === false ? 0 : o.serviceChargeRateBp,
    roundingFlag: o.roundingFlag,
    currency: o.currency,
    ...(o.globalDiscount !== undefined ? { globalDiscount: o.globalDiscount } : {}),
    ...(o.voucher !== undefined ? { voucher: o.voucher } : {}),
    ...(o.cashWithdrawal !== undefined ? { cashWithdrawal: o.cashWithdrawal } : {}),
  });
}

/**
 * The most Σ of k bills' rounded totals can differ from the unsplit rounded total (minor units),
 * by the rounding rule above: ⌊k/2⌋ for the tax, ⌊k/2⌋ for the service charge, and half a payment
 * rounding step for each of the k bills and the unsplit one (IDR step Rp100 → 50; MYR the spec's
 * 5-sen rule moves a total by at most 4 sen; no rounding → 0).
 * @example splitRoundingBound(3, "IDR", "ya"); // 1 + 1 + 4 × 50 = 202
 */
export function splitRoundingBound(k: number, currency: Currency, roundingFlag: string | null | undefined): number {
  const charges = 2 * Math.floor(k / 2);
  const step = roundingFlag?.toLowerCase() !== "ya" ? 0 : currency === "MYR" ? 4 : 50;
  return charges + (k + 1) * step;
}
