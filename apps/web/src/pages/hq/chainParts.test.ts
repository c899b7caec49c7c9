import { describe, expect, it } from "vitest";
import { categoryBody, deltaText, type OptionDraft, optionBody, shownActive, shownPrice } from "./chainParts.ts";

const demo = { m_w_id: 1, m_w_nama: "Waroeng Demo", currency: "Rp", price: 3000, active: true, sort: 2 };
const kl = { m_w_id: 2, m_w_nama: "Waroeng Demo KL", currency: "RM", price: 150, active: false, sort: 5 };
const draft = (p: Partial<OptionDraft>): OptionDraft => ({
  group: "Topping",
  option: "Telur",
  name: "Telur",
  price: null,
  active: null,
  outlets: ["1", "2"],
  all: [demo, kl],
  ...p,
});

describe("head office's option form", () => {
  it("sends only what changed, and no outlets when every outlet is chosen", () => {
    expect(optionBody(draft({}))).toEqual({ group: "Topping", option: "Telur" });
    expect(optionBody(draft({ name: " Telur Dadar " }))).toEqual({ group: "Topping", option: "Telur", name: "Telur Dadar" });
  });

  it("sends a typed price in minor units of the chosen outlets' one currency", () => {
    expect(optionBody(draft({ outlets: ["2"], price: 1.75 }))).toEqual({ group: "Topping", option: "Telur", price: 175, outlets: [2] });
    expect(optionBody(draft({ outlets: ["1"], price: 3500 }))).toEqual({ group: "Topping", option: "Telur", price: 3500, outlets: [1] });
    // Two currencies: no price at all (the server would refuse it).
    expect(optionBody(draft({ price: 5 }))).toEqual({ group: "Topping", option: "Telur" });
  });

  it("shows the first chosen outlet's price and on only when every chosen outlet has it on", () => {
    expect(shownPrice(draft({ outlets: ["2"] }))).toBe(1.5);
    expect(shownActive(draft({}))).toBe(false);
    expect(shownActive(draft({ outlets: ["1"] }))).toBe(true);
    expect(optionBody(draft({ active: true }))).toEqual({ group: "Topping", option: "Telur", active: true });
  });

  it("a group's form sends no price", () => {
    expect(optionBody(draft({ option: undefined, name: "Tambahan", price: 9 }))).toEqual({ group: "Topping", name: "Tambahan" });
  });

  it("writes an add-on with its sign", () => {
    expect(deltaText(3000, "Rp")).toMatch(/^\+Rp\s?3\.000$/);
    expect(deltaText(-50, "RM")).toMatch(/^−RM\s?0\.50$/);
  });
});

describe("head office's category form", () => {
  it("sends the new name and a typed order only", () => {
    const d = { category: "Nasi", name: "Nasi", sort: null, outlets: ["1", "2"], all: [demo, kl] };
    expect(categoryBody(d)).toEqual({ category: "Nasi" });
    expect(categoryBody({ ...d, name: "Nasi & Lauk", sort: 3, outlets: ["1"] })).toEqual({
      category: "Nasi",
      name: "Nasi & Lauk",
      sort: 3,
      outlets: [1],
    });
  });
});
