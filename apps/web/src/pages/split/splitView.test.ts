import { describe, expect, it } from "vitest";
import type { SplitState } from "../../api/split.ts";
import { heldOnAny, heldOnPart, partName, partTabs } from "./splitView.ts";

/** After S1 was paid: S2 holds 1 of line 7, S4 holds 2 of line 7 and 1 of line 9. */
const state: SplitState = {
  tmp_transaction_id: 1,
  new_split: "-S2",
  next_part: 2,
  split_parts: [
    { part: 2, nota_number: "1042-S2", split_menu: [{ tmp_transaction_detail_id: 7, tmp_transaction_detail_qty: 1 }] },
    {
      part: 4,
      nota_number: "1042-S4",
      split_menu: [
        { tmp_transaction_detail_id: 7, tmp_transaction_detail_qty: 2 },
        { tmp_transaction_detail_id: 9, tmp_transaction_detail_qty: 1 },
      ],
    },
  ],
  bagi_rata: 0,
  bagi_rata_shares: [],
};

describe("split screen view of the server's split state", () => {
  it("shows on a sub-bill exactly what the server holds on it, and nothing on another", () => {
    expect(heldOnPart(state, 2)).toEqual({ 7: 1 });
    expect(heldOnPart(state, 3)).toEqual({});
    expect(heldOnPart(undefined, 2)).toEqual({});
  });

  it("takes every held unit off the original bill", () => {
    expect(heldOnAny(state)).toEqual({ 7: 3, 9: 1 });
  });

  it("offers the next sub-bill, the ones holding units and the ones added, never a paid one", () => {
    expect(partTabs(state, [])).toEqual([2, 4]);
    expect(partTabs(state, [5, 1])).toEqual([2, 4, 5]);
    expect(partTabs({ ...state, split_parts: [] }, [])).toEqual([2]);
    expect(partName(12)).toBe("S12");
  });
});
