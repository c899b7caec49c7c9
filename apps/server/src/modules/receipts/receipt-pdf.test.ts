/**
 * The PDF receipt read back with pdftotext: outlet, nota, lines, charges,
 * total, each tender of a multipayment, and a line given free with its reason; an RM outlet in ringgit.
 */
import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, mainLines, openCash, openOrder, pay, setLineStatus } from "../payment/payment.factory.ts";
import { pdfText } from "./receipts.fixture.ts";

let t: TestApp;
let stall: Stall;
let klStall: Stall;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 5"]);
  klStall = await buildStall(t, ["Meja 1"], { "Nasi Lemak": { price: 850 } }, { outlet: "DEMO-KL" });
  await openCash(t, "kasir");
  await openCash(t, "kasir.kl");
});

afterAll(async () => {
  await t.close();
});

async function pdfOf(as: string, rekapId: number): Promise<string> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/recap-transactions/download-struct/${rekapId}.pdf`,
    headers: { authorization: `Bearer ${await t.login(as)}` },
  });
  expect(res.statusCode).toBe(200);
  if (process.env.RECEIPT_PDF_OUT) {
    writeFileSync(`${process.env.RECEIPT_PDF_OUT}-${rekapId}.pdf`, res.rawPayload);
  }
  return pdfText(res.rawPayload);
}

describe("PDF receipt", () => {
  it("shows the outlet, nota, lines, charges, total, tender and change; a free line at 0 with its reason", async () => {
    const o = await openOrder(t, {
      table: stall.table("Meja 5"),
      items: [...mainLines(stall), { name: stall.item("Es Jeruk"), qty: 1 }],
      note: "80001",
      customer: "Pak Joko",
    });
    await setLineStatus(t.db, o.lineIds.get(stall.item("Es Jeruk")) ?? 0, 4, "Ulang tahun");
    const id = await pay(t, "kasir", cashBody(o.orderId));
    const text = await pdfOf("kasir", id);
    const flat = text.replace(/\s+/g, " ");
    for (const expected of [
      "Waroeng Demo",
      "Nota 80001",
      "Big Boss Pak Joko",
      stall.item("Ayam Goreng Dada"),
      "2 x Rp 18.000 Rp 36.000",
      stall.item("Es Jeruk"),
      "1 x Rp 0 Rp 0",
      "Gratis - Ulang tahun",
      "Subtotal Rp 41.000",
      "Pajak (10%) Rp 4.100",
      "Service Charge (5%) Rp 2.050",
      "Pembulatan Rp 50",
      "TOTAL Rp 47.200",
      "Tunai Rp 50.000",
      "Kembalian Rp 2.800",
      "Terima kasih, Big Boss!",
    ]) {
      expect(flat).toContain(expected);
    }
  });

  it("an RM outlet's receipt is in ringgit", async () => {
    const o = await openOrder(t, {
      as: "kasir.kl",
      outlet: "DEMO-KL",
      table: klStall.table("Meja 1"),
      items: [{ name: klStall.item("Nasi Lemak"), qty: 2 }],
      note: "80002",
    });
    const detail = await t.call("GET", "/api/transaction-detail", {
      as: "kasir.kl",
      query: { tmp_transaction_detail_tmp_transaction_id: String(o.orderId) },
    });
    const totals = detail.body.totals as { subtotal: number; tax: number; service_charge: number; rounded: number; rounding: number };
    const id = await pay(t, "kasir.kl", {
      tmp_transaction_id: o.orderId,
      payment_method: 1,
      sub_total: totals.subtotal,
      nominal_pajak: totals.tax,
      nominal_sc: totals.service_charge,
      total: totals.rounded,
      round: totals.rounding,
      nominal_uang: 50,
      exchange: Number((50 - totals.rounded).toFixed(2)),
    });
    const flat = (await pdfOf("kasir.kl", id)).replace(/\s+/g, " ");
    // In the outlet's language: Indonesian at an RM outlet too (RM changes the currency, not the language).
    expect(flat).toContain("Nota 80002");
    expect(flat).toContain("2 x RM 8.50 RM 17.00");
    expect(flat).toContain(`TOTAL RM ${totals.rounded.toFixed(2)}`);
    expect(flat).toContain("Tunai RM 50.00");
    // Another outlet's bill by id: 404, whoever asks.
    const other = await t.app.inject({
      method: "GET",
      url: `/api/recap-transactions/download-struct/${id}`,
      headers: { authorization: `Bearer ${await t.login("kasir")}` },
    });
    expect(other.statusCode).toBe(404);
  });
});
