/** The QR cart's units (qrCart.ts): the same item with the same options joins a line; other options are another line. */
import { describe, expect, it } from "vitest";
import type { QrPage } from "../../api/qr.ts";
import { addUnit, lineKey, optionNames } from "./qrCart.ts";

const geprek: QrPage["menu"][number] = {
  m_menu_id: 4,
  m_menu_nama: "Ayam Geprek",
  m_menu_jenis_nama: "Makanan",
  price: 15_000,
  photo: null,
  sold_out: 0,
  tax_status: 1,
  service_charge_status: 1,
  option_groups: [
    {
      id: 1,
      name: "Level Pedas",
      min_choices: 1,
      max_choices: 1,
      options: [
        { id: 11, name: "Level 1", price: 0, is_default: true, sold_out: false },
        { id: 13, name: "Level 3", price: 0, is_default: false, sold_out: false },
      ],
    },
    {
      id: 2,
      name: "Topping",
      min_choices: 0,
      max_choices: 3,
      options: [
        { id: 21, name: "Telur", price: 3_000, is_default: false, sold_out: false },
        { id: 22, name: "Keju", price: 4_000, is_default: false, sold_out: false },
      ],
    },
  ],
};

describe("addUnit", () => {
  it("joins the line with the same options in any order, and starts a line for other options", () => {
    let cart = addUnit([], 4, [13, 21]);
    cart = addUnit(cart, 4, [21, 13]);
    cart = addUnit(cart, 4, [11]);
    expect(cart).toEqual([
      { m_menu_id: 4, qty: 2, custom_menu: "", options: [13, 21] },
      { m_menu_id: 4, qty: 1, custom_menu: "", options: [11] },
    ]);
  });

  it("never joins a line with a note, and stops at the most units a line may hold", () => {
    const noted = [{ m_menu_id: 4, qty: 1, custom_menu: "tanpa bawang", options: [11] }];
    expect(addUnit(noted, 4, [11])).toHaveLength(2);
    const full = [{ m_menu_id: 4, qty: 20, custom_menu: "", options: [] }];
    expect(addUnit(full, 4, [])[0]?.qty).toBe(20);
  });
});

describe("optionNames and lineKey", () => {
  it("names the options in the sheet's order, whatever order the ids come in", () => {
    expect(optionNames(geprek, [21, 13])).toEqual(["Level 3", "Telur"]);
    expect(optionNames(undefined, [21])).toEqual([]);
  });

  it("keys lines apart by their options", () => {
    const a = lineKey({ m_menu_id: 4, qty: 1, custom_menu: "", options: [13, 21] });
    expect(a).toBe(lineKey({ m_menu_id: 4, qty: 3, custom_menu: "", options: [21, 13] }));
    expect(a).not.toBe(lineKey({ m_menu_id: 4, qty: 1, custom_menu: "", options: [11] }));
  });
});
