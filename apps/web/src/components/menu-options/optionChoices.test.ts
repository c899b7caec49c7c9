/**
 * The till's option rules (components/menu-options/optionChoices.ts): which taps open the sheet,
 * what a tap on an option chooses, and the running price and refusal in the server's words.
 */
import type { OptionGroupRule } from "@waroeng/domain";
import { describe, expect, it } from "vitest";
import { groupRules, lineChoice, sheetState, tapKind, toggleChoice } from "./optionChoices.ts";

const level: OptionGroupRule = {
  id: 1,
  name: "Level Pedas",
  minChoices: 1,
  maxChoices: 1,
  options: [0, 1, 2, 3].map((n) => ({ id: 10 + n, name: `Level ${n}`, price: 0, isDefault: n === 1, soldOut: false })),
};
const topping: OptionGroupRule = {
  id: 2,
  name: "Topping",
  minChoices: 0,
  maxChoices: 2,
  options: [
    { id: 21, name: "Telur", price: 3_000, isDefault: false, soldOut: false },
    { id: 22, name: "Tempe", price: 2_000, isDefault: false, soldOut: false },
    { id: 23, name: "Keju", price: 4_000, isDefault: false, soldOut: true },
    { id: 24, name: "Kerupuk", price: 1_000, isDefault: false, soldOut: false },
  ],
};
const suhu: OptionGroupRule = {
  id: 3,
  name: "Suhu",
  minChoices: 0,
  maxChoices: 1,
  options: [
    { id: 31, name: "Dingin", price: 0, isDefault: false, soldOut: false },
    { id: 32, name: "Panas", price: -1_000, isDefault: false, soldOut: false },
  ],
};

describe("groupRules", () => {
  it("reads GET /mmenu's groups (min, max, default, sold out) in their order; absent is none", () => {
    const rules = groupRules([
      {
        id: 1,
        name: "Level Pedas",
        min_choices: 1,
        max_choices: 1,
        options: [{ id: 11, name: "Level 1", price: 0, is_default: true, sold_out: false }],
      },
      {
        id: 2,
        name: "Topping",
        min_choices: 0,
        max_choices: 3,
        options: [{ id: 21, name: "Telur", price: 3_000, is_default: false, sold_out: true }],
      },
    ]);
    expect(rules).toEqual([
      {
        id: 1,
        name: "Level Pedas",
        minChoices: 1,
        maxChoices: 1,
        options: [{ id: 11, name: "Level 1", price: 0, isDefault: true, soldOut: false }],
      },
      {
        id: 2,
        name: "Topping",
        minChoices: 0,
        maxChoices: 3,
        options: [{ id: 21, name: "Telur", price: 3_000, isDefault: false, soldOut: true }],
      },
    ]);
    expect(groupRules(undefined)).toEqual([]);
  });
});

describe("tapKind", () => {
  it("an item without groups is added as before", () => {
    expect(tapKind([], 15_000)).toBe("plain");
  });

  it("every required group with a default not sold out: one tap with the defaults (optional groups need none)", () => {
    expect(tapKind([level, topping], 15_000)).toBe("defaults");
  });

  it("a required group without a default, or whose default is sold out, opens the sheet", () => {
    const noDefault = { ...level, options: level.options.map((o) => ({ ...o, isDefault: false })) };
    expect(tapKind([noDefault, topping], 15_000)).toBe("sheet");
    const defaultGone = { ...level, options: level.options.map((o) => (o.isDefault ? { ...o, soldOut: true } : o)) };
    expect(tapKind([defaultGone], 15_000)).toBe("sheet");
  });
});

describe("toggleChoice", () => {
  it("a group of one acts as radios: the tapped option replaces the group's choice, other groups keep theirs", () => {
    expect(toggleChoice(level, [11, 21], 13)).toEqual([21, 13]);
  });

  it("tapping the chosen option of a required group keeps it; of an optional group clears it", () => {
    expect(toggleChoice(level, [11], 11)).toEqual([11]);
    expect(toggleChoice(suhu, [11, 32], 32)).toEqual([11]);
  });

  it("a group of several toggles, and a tap past its maximum changes nothing", () => {
    expect(toggleChoice(topping, [11], 21)).toEqual([11, 21]);
    expect(toggleChoice(topping, [11, 21], 21)).toEqual([11]);
    expect(toggleChoice(topping, [11, 21, 22], 24)).toEqual([11, 21, 22]);
  });

  it("a sold-out option cannot be chosen", () => {
    expect(toggleChoice(topping, [11], 23)).toEqual([11]);
  });
});

describe("sheetState", () => {
  it("the running price is the item's price plus every chosen option's delta", () => {
    expect(sheetState([level, topping], [13, 21, 22], 15_000)).toEqual({ price: 20_000, refusal: null });
    expect(sheetState([suhu], [32], 5_000)).toEqual({ price: 4_000, refusal: null });
  });

  it("a required group left empty is refused in the server's words, the price still shown", () => {
    expect(sheetState([level, topping], [21], 15_000)).toEqual({ price: 18_000, refusal: "Pilih Level Pedas" });
  });

  it("a sold-out option among the chosen (a line's, sold out since) is refused as the server does", () => {
    expect(sheetState([level, topping], [11, 23], 15_000).refusal).toBe("Keju habis");
  });
});

describe("lineChoice", () => {
  it("starts from the line's options the item still offers", () => {
    expect(lineChoice([level, topping], [{ option_id: 13 }, { option_id: 21 }, { option_id: 99 }])).toEqual([13, 21]);
  });
});
