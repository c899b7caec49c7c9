/**
 * Paying Bagi rata from the split screen (payment §4 "Split bill"; docs/API.md "Pay an order",
 * `bagi_rata`): the shares as the server holds them (GET /split-bill/{id} `bagi_rata_shares`) turned
 * into the ONE payment of the whole bill — one tender per share, in share order. A non-cash share
 * pays exactly its amount; a cash share what was handed over (its amount when none was typed), its
 * change shown beside it. BAYAR waits until every share has a method and the domain's
 * `settleShares` accepts the tenders. Money in integer minor units.
 */
import { DomainError, isCash, money, settleShares } from "@waroeng/domain";
import type { SplitState } from "../../api/split.ts";

/** A share as GET /split-bill/{id} lists it (money in minor units on the client). */
export type ShareView = SplitState["bagi_rata_shares"][number];

/** What BAYAR sends and shows for Bagi rata. */
export interface EvenPayment {
  /** Every share has a method and the tenders settle. */
  ready: boolean;
  /** `multipayment`: one tender per share, share order. */
  tenders: Array<{ payment_method: number; nominal: number }>;
  /** Each share's change (0 for a non-cash share) and their sum, the bill's change. */
  changes: number[];
  change: number;
  /** Why the tenders do not settle ("" when they do or a method is missing). */
  problem: string;
}

/** What a share hands over: a card its amount; cash what was typed, else its amount. */
function handed(s: ShareView): number {
  return isCash(s.payment_method) && s.nominal_uang > 0 ? s.nominal_uang : s.nominal;
}

/**
 * The payment of the shares (see the module doc).
 * @example evenPayment([{ share: 1, nominal: 15_733, payment_method: 1, nominal_uang: 20_000, lunas: 1 }, …]).changes; // [4_267, …]
 */
export function evenPayment(shares: readonly ShareView[]): EvenPayment {
  const tenders = shares.map((s) => ({ payment_method: s.payment_method, nominal: handed(s) }));
  const changes = shares.map((s) => (isCash(s.payment_method) ? Math.max(0, handed(s) - s.nominal) : 0));
  const change = changes.reduce((a, b) => a + b, 0);
  if (shares.length === 0 || shares.some((s) => s.payment_method === 0)) {
    return { ready: false, tenders, changes, change, problem: "" };
  }
  try {
    settleShares(
      shares.map((s) => money(s.nominal)),
      tenders.map((t) => ({ methodId: t.payment_method, amount: t.nominal })),
    );
    return { ready: true, tenders, changes, change, problem: "" };
  } catch (e) {
    return { ready: false, tenders, changes, change, problem: e instanceof DomainError ? e.message : String(e) };
  }
}
