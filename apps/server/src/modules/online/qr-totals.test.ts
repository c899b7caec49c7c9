/**
 * The guest's QR page carries what the cart will cost at the till: the outlet's tax and service
 * rates, its rounding and each item's switches, so the page's total (domain guestCartTotals) is the
 * bill the cashier sees once the order is accepted (Rp 62.000 of food was shown, Rp 71.300 billed).
 */
import { guestCartTotals } from "@waroeng/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openCash } from "../payment/payment.factory.ts";
import { guestOrders, guestPage, menuId, pendingId, qrCodeOf } from "./online.test-helpers.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1"], {
    "Ayam Bakar": { price: 18_000 },
    "Es Jeruk": { price: 8_000 },
    "Nasi Putih": { price: 5_000, serviceCharged: false },
  });
  await openCash(t, "kasir");
});
afterAll(async () => {
  await t.close();
});

describe("the guest's page prices the cart as the till bills it", () => {
  it("sends the outlet's rates and rounding and each item's tax and service switches", async () => {
    const settings = (await t.call("GET", "/api/admin/outlet", { as: "owner" })).body.data;
    const page = await guestPage(t, await qrCodeOf(t, stall.table("Meja 1")));
    expect(page).toMatchObject({ pajak: settings.m_w_tax, service_charge: settings.m_w_sc, pembulatan: settings.m_w_pembulatan });
    const item = (name: string) => page.menu.find((m: { m_menu_id: number }) => m.m_menu_id === menuId(page, stall.item(name)));
    expect(item("Ayam Bakar")).toMatchObject({ tax_status: 1, service_charge_status: 1 });
    expect(item("Nasi Putih")).toMatchObject({ tax_status: 1, service_charge_status: 0 });
  });

  it("shows Rp 71.300 for Rp 62.000 of food at 10% tax and 5% service, the total the till has after accepting", async () => {
    const settings = (await t.call("GET", "/api/admin/outlet", { as: "owner" })).body.data;
    const saved = await t.call("POST", "/api/admin/outlet", { as: "owner", body: { ...settings, m_w_tax: 10, m_w_sc: 5 } });
    expect(saved.status).toBe(200);
    const qr = await qrCodeOf(t, stall.table("Meja 1"));
    const page = await guestPage(t, qr);
    const cart = [
      { m_menu_id: menuId(page, stall.item("Ayam Bakar")), qty: 3 },
      { m_menu_id: menuId(page, stall.item("Es Jeruk")), qty: 1 },
    ];
    const shown = guestCartTotals(cart, page.menu, page, "IDR");
    expect(shown).toMatchObject({ subtotal: 62_000, tax: 6_200, serviceCharge: 3_100, rounded: 71_300 });

    const code = await guestOrders(t, qr, "Sari", cart);
    const accepted = await t.call("POST", "/api/tmp-online/terima", {
      as: "kasir",
      body: { tmp_online_id: await pendingId(t, code), pindah_meja: 0 },
    });
    expect(accepted.body.meta.code, JSON.stringify(accepted.body)).toBe(200);
    const detail = await t.call("GET", "/api/transaction-detail", {
      as: "kasir",
      query: { tmp_transaction_detail_tmp_transaction_id: String(accepted.body.data.transactionId) },
    });
    expect(detail.body.totals).toMatchObject({ subtotal: 62_000, tax: 6_200, service_charge: 3_100, rounded: shown.rounded });
  });
});
