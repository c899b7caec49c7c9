/**
 * API tests of history by date and transaction search (payment §2.5, §3 "History by date
 * transaction", §7 History; foundations §5 Transaction search, §7 `search-transactions`).
 */
import { jakartaParts, MSG } from "@waroeng/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, mainLines, openCash, openOrder, pay } from "../payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;
let billId = 0;
const today = jakartaParts(new Date()).date;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 2"]);
  await openCash(t, "kasir");
  const o = await openOrder(t, { table: stall.table("Meja 2"), items: mainLines(stall), note: "7788", customer: "Bu Ani" });
  billId = await pay(t, "kasir", cashBody(o.orderId));
});
afterAll(async () => {
  await t.close();
});

describe("GET /m-transaction-table/history-by-date", () => {
  it("lists the date's bills with the fields of payment §3, filtered by nota", async () => {
    const res = await t.call("GET", "/api/m-transaction-table/history-by-date", {
      as: "kasir",
      query: { created_at: today, nota_number: "7788" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      m_transaction_table_id: billId,
      m_transaction_table_note_number: "7788",
      m_transaction_table_table_name_list: stall.table("Meja 2"),
      m_transaction_table_customer_name: "Bu Ani",
      nominal_pembulatan: 50,
      nominal_pajak: 4_100,
      nominal_total_bayar: 47_200,
      nominal_free_kembalian: 0,
      global_discount: 0,
      nominal_voucher: 0,
      nama_kasir: "Siti Kasir",
      name: "dine in",
      struct_name: `${billId}.pdf`,
      refundcounter: 0,
    });
  });

  it("names a PDF a signed-in cashier of the outlet can download (Print Ulang)", async () => {
    const row = await t.call("GET", "/api/m-transaction-table/history-by-date", {
      as: "kasir",
      query: { created_at: today, nota_number: "7788" },
    });
    const url = `/api/recap-transactions/download-struct/${row.body.data[0].struct_name}`;
    const pdf = await t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${await t.login("kasir")}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const stranger = await t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${await t.login("kasir.kl")}` } });
    expect(stranger.statusCode).not.toBe(200);
  });

  it("answers an empty date with Data tidak ditemukan, and another outlet sees nothing", async () => {
    const empty = await t.call("GET", "/api/m-transaction-table/history-by-date", { as: "kasir", query: { created_at: "2020-01-01" } });
    expect(empty.body).toMatchObject({ data: [], meta: { message: MSG.DATA_NOT_FOUND } });
    const kl = await t.call("GET", "/api/m-transaction-table/history-by-date", { as: "kasir.kl", query: { created_at: today } });
    expect(kl.body.data).toEqual([]);
  });

  it("pages by 100: page 2 of a date with one bill is empty", async () => {
    const res = await t.call("GET", "/api/m-transaction-table/history-by-date", { as: "kasir", query: { created_at: today, page: "2" } });
    expect(res.body.data).toEqual([]);
  });

  it("refuses a date that is not YYYY-MM-DD", async () => {
    const res = await t.call("GET", "/api/m-transaction-table/history-by-date", { as: "kasir", query: { created_at: "23/11/2026" } });
    expect(res.status).toBe(422);
  });

  it("details a bill with Pelayan Input and its menus; another outlet's is 404", async () => {
    const res = await t.call("GET", `/api/m-transaction-table/history-detail/${billId}`, { as: "kasir" });
    expect(res.body.data.transaction).toMatchObject({ m_transaction_table_note_number: "7788", nominal: 41_000, nominal_sc: 2_050 });
    expect(typeof res.body.data.transaction.pelayan).toBe("string");
    expect(res.body.data.menus).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          m_menu_nama: stall.item("Ayam Goreng Dada"),
          m_transaction_menu_qty: 2,
          m_transaction_menu_price: 18_000,
        }),
      ]),
    );
    expect((await t.call("GET", `/api/m-transaction-table/history-detail/${billId}`, { as: "kasir.kl" })).status).toBe(404);
  });
});

describe("GET /search-transactions/{nota}/{date}", () => {
  it("finds the bill by nota and business date", async () => {
    const res = await t.call("GET", `/api/search-transactions/7788/${today}`, { as: "kasir" });
    expect(res.body).toMatchObject({ error: 0, transId: billId });
  });

  it.each([
    ["another nota", `/api/search-transactions/9999/${today}`, `${MSG.INFO_TITLE} ${MSG.SEARCH_NOT_FOUND}`],
    ["another date", "/api/search-transactions/7788/2020-01-01", `${MSG.INFO_TITLE} ${MSG.SEARCH_NOT_FOUND}`],
    ["a date that is no date", "/api/search-transactions/7788/kemarin", `${MSG.WARNING_TITLE} ${MSG.SEARCH_REQUIRED}`],
  ])("misses with %s", async (_name, url, msg) => {
    const res = await t.call("GET", url, { as: "kasir" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 1, transId: 0, msg });
  });

  it("does not find another outlet's bill", async () => {
    const res = await t.call("GET", `/api/search-transactions/7788/${today}`, { as: "kasir.kl" });
    expect(res.body).toMatchObject({ error: 1, transId: 0 });
  });
});
