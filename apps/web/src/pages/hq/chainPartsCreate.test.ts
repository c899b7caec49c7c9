import { describe, expect, it } from "vitest";
import {
  categoryCreateBody,
  groupCreateBody,
  newGroupDraft,
  optionCreateBody,
  stationCreateBody,
  typePriceTexts,
} from "./chainPartsCreate.ts";

const demo = { m_w_id: 1, m_w_nama: "Waroeng Demo", currency: "Rp" };
const dua = { m_w_id: 3, m_w_nama: "Waroeng Dua", currency: "Rp" };
const kl = { m_w_id: 2, m_w_nama: "Waroeng Demo KL", currency: "RM" };
const types = [
  { m_t_t_id: 1, m_t_t_name: "dine in" },
  { m_t_t_id: 3, m_t_t_name: "grab" },
  { m_t_t_id: 4, m_t_t_name: "gojek" },
];

describe("head office's forms that create", () => {
  it("a new group sends its named options in order, prices in minor units, and no outlets when all are chosen", () => {
    const d = {
      ...newGroupDraft([demo, dua]),
      group: " Saus ",
      min: 1,
      max: 2,
      options: [
        { key: 1, name: "Sambal Matah", price: 2000 },
        { key: 2, name: "", price: "" },
        { key: 3, name: " Kecap ", price: "" },
      ],
      categories: ["Ayam"],
    };
    expect(groupCreateBody(d)).toEqual({
      group: "Saus",
      min_choices: 1,
      max_choices: 2,
      options: [
        { name: "Sambal Matah", price: 2000 },
        { name: "Kecap", price: 0 },
      ],
      categories: ["Ayam"],
    });
  });

  it("an option for the ringgit outlet only is priced in sen; a category and a station name their outlets when not all", () => {
    expect(optionCreateBody({ group: "Topping", name: "Keju", price: 1.5, outlets: ["2"], all: [demo, kl] })).toEqual({
      group: "Topping",
      option: { name: "Keju", price: 150 },
      outlets: [2],
    });
    expect(categoryCreateBody({ name: "Promo ", menuType: "Makanan", outlets: ["1"], all: [demo, kl] })).toEqual({
      name: "Promo",
      menu_type: "Makanan",
      outlets: [1],
    });
    expect(stationCreateBody({ name: "Bar", categories: ["Es", "Jus"], outlets: ["1", "2"], all: [demo, kl] })).toEqual({
      name: "Bar",
      categories: ["Es", "Jus"],
    });
  });
});

describe("an option's deltas per transaction type", () => {
  it("names each type that has its own delta somewhere, with each outlet's value (the base one where it has none)", () => {
    const outlets = [
      { ...demo, price: 3000, active: true, prices: [{ m_t_t_id: 3, price: 4000 }] },
      { ...dua, price: 3000, active: true, prices: [{ m_t_t_id: 3, price: 4000 }] },
      { ...kl, price: 150, active: true, prices: [{ m_t_t_id: 4, price: 200 }] },
    ];
    expect(typePriceTexts(outlets, types)).toEqual(["grab +Rp 4.000 / +RM 1.50", "gojek +Rp 3.000 / +RM 2.00"]);
    expect(typePriceTexts([{ ...demo, price: 0, active: true, prices: [] }], types)).toEqual([]);
  });
});
