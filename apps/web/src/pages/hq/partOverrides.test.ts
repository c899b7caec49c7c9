import { describe, expect, it } from "vitest";
import { outletEditsOf, type PartOverride, partFieldText, partValueText } from "./partOverrides.ts";

const demo = { m_w_id: 1, m_w_nama: "Waroeng Demo" };
const kl = { m_w_id: 2, m_w_nama: "Waroeng Demo KL" };
const parts: PartOverride[] = [
  { ...demo, table: "m_option", id: 7, name: "Topping: Telur", field: "price", value: 3500 },
  { ...demo, table: "m_option", id: 7, name: "Topping: Telur", field: "active", value: false },
  { ...demo, table: "m_option", id: 8, name: "Topping: Tempe", field: "price", value: 2500 },
  { ...demo, table: "m_option_group", id: 3, name: "Topping", field: "name", value: "Tambahan" },
  { ...kl, table: "m_option", id: 7, name: "Topping: Telur", field: "price:2", value: 175 },
  { ...kl, table: "m_kategori", id: 4, name: "Nasi", field: "sort", value: 9 },
];

describe("an outlet's own edits of head office's option, category or station", () => {
  it("picks the row's own edits only (table and head office's name), by outlet", () => {
    expect(outletEditsOf(parts, "m_option", "Topping: Telur")).toEqual([
      {
        ...demo,
        edits: [
          { field: "price", value: 3500 },
          { field: "active", value: false },
        ],
      },
      { ...kl, edits: [{ field: "price:2", value: 175 }] },
    ]);
    expect(outletEditsOf(parts, "m_option_group", "Topping")).toEqual([{ ...demo, edits: [{ field: "name", value: "Tambahan" }] }]);
    // The group's name is not its option's, nor a category's of the same name.
    expect(outletEditsOf(parts, "m_option", "Topping")).toEqual([]);
    expect(outletEditsOf(parts, "m_kategori", "Topping")).toEqual([]);
    expect(outletEditsOf(parts, "m_plot_produksi", "Nasi")).toEqual([]);
  });

  it("writes the outlet's value: a price add-on in its currency, on/off, a name or order as is", () => {
    expect(partValueText("price", 3500, "Rp")).toMatch(/^\+Rp\s?3\.500$/);
    expect(partValueText("price:2", 175, "RM")).toMatch(/^\+RM\s?1\.75$/);
    expect(partValueText("active", false, "Rp")).toBe("Nonaktif");
    expect(partValueText("name", "Tambahan", "Rp")).toBe("Tambahan");
    expect(partValueText("sort", 9, "Rp")).toBe("9");
    expect(partFieldText("price:3", [{ m_t_t_id: 3, m_t_t_name: "grab" }])).toBe("Harga (tipe transaksi grab)");
    expect(partFieldText("price:2")).toBe("Harga (tipe transaksi 2)");
    expect(partFieldText("sort")).toBe("Urutan");
  });
});
