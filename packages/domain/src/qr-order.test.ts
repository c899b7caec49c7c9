import { describe, expect, it } from "vitest";
import { guestCartTotals } from "./qr-order.ts";

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
});
