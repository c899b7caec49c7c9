import { describe, expect, it } from "vitest";
import {
  customMenuText,
  defaultOptionIds,
  noteFromCustomMenu,
  type OptionGroupRule,
  optionRefusalMessage,
  optionsKey,
  resolveLineOptions,
} from "./menu-options.ts";

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
    { id: 20, name: "Telur", price: 3_000, isDefault: false, soldOut: false },
    { id: 21, name: "Tempe", price: 2_000, isDefault: false, soldOut: false },
    { id: 22, name: "Keju", price: 4_000, isDefault: false, soldOut: true },
  ],
};
const size: OptionGroupRule = {
  id: 3,
  name: "Ukuran",
  minChoices: 0,
  maxChoices: 1,
  options: [{ id: 30, name: "Kecil", price: -5_000, isDefault: false, soldOut: false }],
};

describe("resolveLineOptions", () => {
  it("gives the defaults when nothing is chosen, as the spec's client adds", () => {
    const r = resolveLineOptions([level, topping], undefined, 15_000);
    expect(r).toEqual({
      ok: true,
      price: 15_000,
      key: "11",
      options: [{ group_id: 1, group_name: "Level Pedas", option_id: 11, name: "Level 1", price: 0 }],
    });
  });

  it("prices the line as the item plus its options, in the sheet's order whatever order they came in", () => {
    const r = resolveLineOptions([level, topping], [21, 13, 20], 15_000);
    expect(r.ok && r.price).toBe(20_000);
    expect(r.ok && r.options.map((o) => o.name)).toEqual(["Level 3", "Telur", "Tempe"]);
    expect(r.ok && r.key).toBe("13,20,21");
  });

  it("refuses a required group left empty, too many choices, a sold-out option and a foreign id", () => {
    const refusal = (chosen: number[]) => {
      const r = resolveLineOptions([level, topping], chosen, 15_000);
      return r.ok ? null : optionRefusalMessage(r.refusal);
    };
    expect(refusal([20])).toBe("Pilih Level Pedas");
    expect(refusal([10, 11])).toBe("Pilih satu Level Pedas saja");
    expect(refusal([11, 20, 21, 20])).toBeNull();
    expect(refusal([11, 22])).toBe("Keju habis");
    expect(refusal([11, 99])).toBe("Pilihan tidak tersedia untuk menu ini");
  });

  it("keeps a line's price at 0 or more", () => {
    expect(resolveLineOptions([size], [30], 5_000)).toMatchObject({ ok: true, price: 0 });
    const r = resolveLineOptions([size], [30], 4_000);
    expect(r.ok ? null : optionRefusalMessage(r.refusal)).toBe("Harga menu dengan pilihan ini di bawah 0");
  });

  it("leaves a sold-out default out of the defaults", () => {
    const rasa: OptionGroupRule = {
      id: 4,
      name: "Rasa",
      minChoices: 1,
      maxChoices: 1,
      options: [{ id: 40, name: "Manis", price: 0, isDefault: true, soldOut: true }],
    };
    expect(defaultOptionIds([rasa])).toEqual([]);
    const r = resolveLineOptions([rasa], undefined, 5_000);
    expect(r.ok ? null : optionRefusalMessage(r.refusal)).toBe("Pilih Rasa");
  });
});

describe("custom_menu text", () => {
  const options = [
    { option_id: 13, name: "Level 3" },
    { option_id: 20, name: "Telur" },
  ];
  it("reads the options, then the note", () => {
    expect(customMenuText(options, "tanpa bawang")).toBe("Level 3, Telur · tanpa bawang");
    expect(customMenuText(options, "")).toBe("Level 3, Telur");
    expect(customMenuText([], "tanpa bawang")).toBe("tanpa bawang");
    expect(optionsKey([...options].reverse())).toBe("13,20");
  });
  it("takes the note back out of a custom_menu the spec's client sends back", () => {
    expect(noteFromCustomMenu("Level 3, Telur · tanpa bawang", options)).toBe("tanpa bawang");
    expect(noteFromCustomMenu("Level 3, Telur", options)).toBe("");
    expect(noteFromCustomMenu("pedas sekali", options)).toBe("pedas sekali");
    expect(noteFromCustomMenu("Level 3, Telurnya dua", options)).toBe("Level 3, Telurnya dua");
  });
});
