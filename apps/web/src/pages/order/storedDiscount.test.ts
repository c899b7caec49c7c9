/**
 * The order's stored Diskon Transaksi and voucher on the order screen (orderDiscount.ts `storedOf`,
 * `discountChange`; orderTotals.ts `clientTotals`, `totalsAgree`, `fromServer`; payment §5, §9):
 * what GET /tmp-transaction/{id} gives back after a reload is what the totals take off, and the
 * popup's choice is sent to PUT /tmp-transaction/{id}/discount in the wire's units.
 */
import { describe, expect, it } from "vitest";
import type { OrderLine, ServerTotals } from "../../api/orders.ts";
import type { Order } from "../../api/tables.ts";
import { discountChange, storedOf } from "./orderDiscount.ts";
import { clientTotals, fromServer, totalsAgree } from "./orderTotals.ts";

/** The order as GET /tmp-transaction/{id} gives it (money already in minor units), with a stored discount. */
function orderWith(discount: Partial<Order>): Order {
  return {
    pajak: 10,
    service_charge: 5,
    pembulatan: "ya",
    tarik_tunai: 0,
    global_discount_type: "",
    global_discount_percent: 0,
    global_discount_nominal: 0,
    voucher_code: "",
    nominal_voucher: 0,
    ...discount,
  } as Order;
}

/** 2 × Rp18.000 + Rp5.000: subtotal 41.000, tax 4.100, service 2.050, sales 47.150. */
const lines = [
  { price: 18_000, qty: 2, nominal: 36_000, status: 0, tax_status: 1, service_charge_status: 1 },
  { price: 5_000, qty: 1, nominal: 5_000, status: 0, tax_status: 1, service_charge_status: 1 },
] as OrderLine[];

describe("the stored discount on the order screen", () => {
  it("a stored nominal and voucher come off the totals read back after a reload", () => {
    const t = clientTotals(
      orderWith({ global_discount_type: "diskon", global_discount_nominal: 5_000, voucher_code: "HEMAT", nominal_voucher: 2_000 }),
      lines,
      "IDR",
    );
    expect(t).toMatchObject({ globalDiscount: 5_000, voucher: 2_000, total: 40_150, rounded: 40_200 });
  });

  it("a stored percent is taken of the sales now (10% of 47.150 = 4.715)", () => {
    const o = orderWith({ global_discount_type: "diskonPercent", global_discount_percent: 10 });
    expect(storedOf(o)).toEqual({ kind: "diskonPercent", value: 1_000, voucher: 0 });
    expect(clientTotals(o, lines, "IDR")).toMatchObject({ globalDiscount: 4_715, total: 42_435, rounded: 42_400 });
  });

  it("no stored discount: the line totals as they are", () => {
    expect(clientTotals(orderWith({}), lines, "IDR")).toMatchObject({ globalDiscount: 0, voucher: 0, total: 47_150, rounded: 47_200 });
  });

  it("the server's totals with a discount agree with ours; a discount the server holds and we do not show is a disagreement", () => {
    const server: ServerTotals = {
      subtotal: 41_000,
      tax: 4_100,
      service_charge: 2_050,
      cash_withdrawal: 0,
      global_discount: 5_000,
      voucher: 0,
      total: 42_150,
      rounded: 42_200,
      rounding: 50,
    };
    const mine = clientTotals(orderWith({ global_discount_type: "diskon", global_discount_nominal: 5_000 }), lines, "IDR");
    expect(totalsAgree(mine, server)).toBe(true);
    expect(totalsAgree(clientTotals(orderWith({}), lines, "IDR"), server)).toBe(false);
    // When they disagree the screen shows the server's, discount included.
    expect(fromServer(server)).toMatchObject({ globalDiscount: 5_000, rounded: 42_200 });
  });

  it("the popup's choice goes to the server in the wire's units: ringgit in the major unit, a percent as typed, a voucher by its code", () => {
    expect(discountChange({ type: "diskon", amount: 850 }, "MYR")).toEqual({ discount: { type: "diskon", value: "8.5" } });
    expect(discountChange({ type: "diskon", amount: 5_000 }, "IDR")).toEqual({ discount: { type: "diskon", value: "5000" } });
    expect(discountChange({ type: "diskonPercent", percent: 12.5 }, "IDR")).toEqual({ discount: { type: "diskonPercent", value: "12.5" } });
    expect(discountChange({ type: "voucher", code: "HEMAT10" }, "IDR")).toEqual({ voucherCode: "HEMAT10" });
  });
});
