import { describe, expect, it } from "vitest";
import { guestCartTotals, guestUnitPrice } from "./qr-order.ts";

const menu = [
  { m_menu_id: 1, price: 18_000, tax_status: 1, service_charge_status: 1 },
  { m_menu_id: 2, price: 5_000, tax_status: 1, service_charge_status: 0 },
  { m_menu_id: 3, price: 8_000, tax_status: 1, service_charge_status: 1 },
];
const outlet = { pajak: 10, service_charge: 5, pembulatan: "ya" };

describe("guestCartTotals (the guest's cart as the till will bill it)", () => {
  it("adds tax and service: Rp 62.000 of food is Rp 71.300", () => {
    const t = guestCartTotals(
      [
        { m_menu_id: 1, qty: 3 },
        { m_menu_id: 3, qty: 1 },
      ],
      menu,
      outlet,
      "IDR",
    );
    expect(t).toMatchObject({ subtotal: 62_000, tax: 6_200, serviceCharge: 3_100, total: 71_300, rounded: 71_300 });
  });

  it("charges service only on items that carry it, and rounds as the outlet does", () => {
    const t = guestCartTotals([{ m_menu_id: 2, qty: 1 }], menu, outlet, "IDR");
    expect(t).toMatchObject({ subtotal: 5_000, tax: 500, serviceCharge: 0, total: 5_500 });
    const odd = guestCartTotals([{ m_menu_id: 1, qty: 1 }], [{ ...menu[0], price: 18_100 } as (typeof menu)[0]], outlet, "IDR");
    expect(odd.total).toBe(20_815);
    expect(odd.rounded - odd.total).toBe(odd.rounding);
  });

  it("is the subtotal alone at an outlet without tax or service", () => {
    const t = guestCartTotals([{ m_menu_id: 1, qty: 2 }], menu, { pajak: 0, service_charge: 0, pembulatan: "tidak" }, "IDR");
    expect(t.rounded).toBe(36_000);
  });

  it("prices each line with its chosen options: 2 × (Rp 15.000 + Telur Rp 3.000) + 1 × (Rp 15.000 − Rp 2.000)", () => {
    const geprek = {
      m_menu_id: 4,
      price: 15_000,
      tax_status: 1,
      service_charge_status: 1,
      option_groups: [
        {
          options: [
            { id: 11, price: 0 },
            { id: 12, price: 0 },
          ],
        },
        {
          options: [
            { id: 21, price: 3_000 },
            { id: 22, price: -2_000 },
          ],
        },
      ],
    };
    const t = guestCartTotals(
      [
        { m_menu_id: 4, qty: 2, options: [11, 21] },
        { m_menu_id: 4, qty: 1, options: [12, 22] },
      ],
      [geprek],
      { pajak: 10, service_charge: 0, pembulatan: "tidak" },
      "IDR",
    );
    expect(t).toMatchObject({ subtotal: 49_000, tax: 4_900, total: 53_900 });
    // An id the item no longer offers adds nothing (the server refuses it when the cart is saved).
    expect(guestUnitPrice({ m_menu_id: 4, qty: 1, options: [99] }, geprek)).toBe(15_000);
    expect(guestUnitPrice({ m_menu_id: 4, qty: 1 }, undefined)).toBe(0);
  });
});
