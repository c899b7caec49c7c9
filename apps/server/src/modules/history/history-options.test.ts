/**
 * API tests of a paid bill whose lines carry menu options (docs/API.md "Menu options"), as history
 * and the receipts show it: GET /transaksi/history-detail/{id} lines with `options` and `custom_menu`,
 * the receipt model (GET /cashier/print-transaksi) lines with `options` (major unit), the PDF
 * receipt read back with pdftotext and the WhatsApp text listing them under their line; rupiah and
 * ringgit. Lines get their options straight from the factory (as add-menu with `options` leaves them).
 */
import { buildReceiptDocument, withLocale } from "@waroeng/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStall, giveLineOptions, lineOption, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openCash, openOrder, outletIdOf, pay } from "../payment/payment.factory.ts";
import { receiptText } from "../receipts/receipt-text.ts";
import { pdfText } from "../receipts/receipts.fixture.ts";
import { loadReceiptData } from "./receipt-data.ts";

let t: TestApp;
let stall: Stall;
let kl: Stall;
let rupiahBill: number;
let ringgitBill: number;

const LEVEL_3 = lineOption("Level Pedas", "Level 3");
const TELUR = lineOption("Topping", "Telur", 3_000);
const KECIL = lineOption("Ukuran", "Kecil", -1_000);

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1"]);
  kl = await buildStall(t, ["Meja 1"], { "Nasi Lemak": { price: 850 } }, { outlet: "DEMO-KL" });
  await openCash(t, "kasir");
  await openCash(t, "kasir.kl");
  // Ayam Goreng Dada ×2 · Level 3, Telur (21.000) + Es Teh Manis · Kecil (4.000): 46.000 + 4.600 + 2.300 = 52.900.
  const o = await openOrder(t, {
    table: stall.table("Meja 1"),
    items: [
      { name: stall.item("Ayam Goreng Dada"), qty: 2 },
      { name: stall.item("Es Teh Manis"), qty: 1 },
    ],
  });
  await giveLineOptions(t, o.lineIds.get(stall.item("Ayam Goreng Dada")) ?? 0, [LEVEL_3, TELUR]);
  await giveLineOptions(t, o.lineIds.get(stall.item("Es Teh Manis")) ?? 0, [KECIL]);
  const figures = { sub_total: 46_000, nominal_pajak: 4_600, nominal_sc: 2_300, total: 52_900, round: 0 };
  rupiahBill = await pay(t, "kasir", { tmp_transaction_id: o.orderId, payment_method: 1, ...figures, nominal_uang: 52_900, exchange: 0 });
  // Nasi Lemak · Telur RM 1.50: RM 10.00 a unit; the figures as the order screen shows them.
  const k = await openOrder(t, {
    table: kl.table("Meja 1"),
    outlet: "DEMO-KL",
    as: "kasir.kl",
    items: [{ name: kl.item("Nasi Lemak"), qty: 1 }],
  });
  await giveLineOptions(t, k.lineIds.get(kl.item("Nasi Lemak")) ?? 0, [lineOption("Topping", "Telur", 150)]);
  const detail = await t.call("GET", "/api/transaction-detail", {
    as: "kasir.kl",
    query: { tmp_transaction_detail_tmp_transaction_id: String(k.orderId) },
  });
  const s = detail.body.totals;
  ringgitBill = await pay(t, "kasir.kl", {
    tmp_transaction_id: k.orderId,
    payment_method: 1,
    sub_total: s.subtotal,
    nominal_pajak: s.tax,
    nominal_sc: s.service_charge,
    total: s.rounded,
    round: Math.round((s.rounded - s.total) * 100) / 100,
    nominal_uang: s.rounded,
    exchange: 0,
  });
});

afterAll(async () => {
  await t.close();
});

describe("history of a bill with options", () => {
  it("history detail: each line's options (delta in rupiah) and custom_menu, its price with them", async () => {
    const res = await t.call("GET", `/api/transaksi/history-detail/${rupiahBill}`, { as: "kasir" });
    expect(res.status).toBe(200);
    const menus = res.body.data.menus as Array<Record<string, unknown>>;
    expect(menus.map((m) => [m.m_produk_nama, m.r_t_detail_price, m.r_t_detail_nominal, m.custom_menu, m.options])).toEqual([
      [stall.item("Ayam Goreng Dada"), 21_000, 42_000, "Level 3, Telur", [LEVEL_3, TELUR]],
      [stall.item("Es Teh Manis"), 4_000, 4_000, "Kecil", [KECIL]],
    ]);
  });

  it("an RM bill's options are in ringgit on the wire", async () => {
    const res = await t.call("GET", `/api/transaksi/history-detail/${ringgitBill}`, { as: "kasir.kl" });
    expect(res.body.data.menus[0]).toMatchObject({ r_t_detail_price: 10, custom_menu: "Telur", options: [{ name: "Telur", price: 1.5 }] });
  });
});

describe("receipts of a bill with options", () => {
  it("the receipt model lists each line's options", async () => {
    const res = await t.call("GET", `/api/cashier/print-transaksi/${rupiahBill}/2`, { as: "kasir", query: { view: "1" } });
    expect(res.status).toBe(200);
    expect(res.body.data.lines.map((l: { price: number; options: unknown }) => [l.price, l.options])).toEqual([
      [21_000, [LEVEL_3, TELUR]],
      [4_000, [KECIL]],
    ]);
  });

  it("the PDF lists the options under their line, the delta when not 0", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/recap-transactions/download-struct/${rupiahBill}.pdf`,
      headers: { authorization: `Bearer ${await t.login("kasir")}` },
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload).replace(/\s+/g, " ");
    expect(text).toContain(`${stall.item("Ayam Goreng Dada")} Level 3 Telur +Rp 3.000 2 x Rp 21.000 Rp 42.000`);
    expect(text).toContain(`${stall.item("Es Teh Manis")} Kecil -Rp 1.000 1 x Rp 4.000 Rp 4.000`);
  });

  it("the WhatsApp text lists them too, in ringgit for an RM outlet", async () => {
    const data = await loadReceiptData(t.db, await outletIdOf(t.db), rupiahBill);
    const rupiah = withLocale("id", () => receiptText(buildReceiptDocument(data), "L"));
    expect(rupiah).toContain(`${stall.item("Ayam Goreng Dada")}\n  Level 3\n  Telur +Rp 3.000\n  2 x Rp 21.000 = Rp 42.000`);
    const klId = await outletIdOf(t.db, "DEMO-KL");
    const klData = await loadReceiptData(t.db, klId, ringgitBill);
    const ringgit = withLocale("id", () => receiptText(buildReceiptDocument(klData), "L"));
    expect(ringgit).toContain(`${kl.item("Nasi Lemak")}\n  Telur +RM 1.50\n  1 x RM 10.00 = RM 10.00`);
  });
});
