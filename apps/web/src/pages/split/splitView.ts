/**
 * What the split screen shows from the server's split state (GET /split-bill/{id}; payment §4
 * "Split bill"): the units held on every sub-bill (they leave the original bill), the units of the
 * sub-bill on screen, and the sub-bill tabs. Pure, so the web tests check it without a server.
 */
import type { SplitMoves } from "@waroeng/domain";
import type { SplitState } from "../../api/split.ts";

/** The sub-bill's short name: "S1", "S2", … (the `-S{n}` of its note number). */
export function partName(part: number): string {
  return `S${part}`;
}

/** Units held on one sub-bill, by line id. */
export function heldOnPart(state: SplitState | undefined, part: number): SplitMoves {
  const p = state?.split_parts.find((x) => x.part === part);
  return Object.fromEntries((p?.split_menu ?? []).map((l) => [l.tmp_transaction_detail_id, l.tmp_transaction_detail_qty]));
}

/** Units held on any sub-bill, by line id (what the original bill no longer shows). */
export function heldOnAny(state: SplitState | undefined): SplitMoves {
  const out: Record<number, number> = {};
  for (const p of state?.split_parts ?? []) {
    for (const l of p.split_menu) {
      out[l.tmp_transaction_detail_id] = (out[l.tmp_transaction_detail_id] ?? 0) + l.tmp_transaction_detail_qty;
    }
  }
  return out;
}

/**
 * The sub-bill tabs: the next one (the one BAYAR pays), every one holding units and the ones the
 * user added (`added`), from the next on, in order.
 */
export function partTabs(state: SplitState | undefined, added: readonly number[]): number[] {
  if (!state) {
    return [];
  }
  const parts = new Set([state.next_part, ...state.split_parts.map((p) => p.part), ...added]);
  return [...parts].filter((p) => p >= state.next_part).sort((a, b) => a - b);
}
