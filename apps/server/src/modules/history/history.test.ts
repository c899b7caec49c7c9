/**
 * API tests of GET /transaksi/history, GET /transaksi/history-detail/{id} and
 * GET /cashier/print-transaksi/{id}/{mode} (payment spec §2.4, §3, §7). Transactions are made
 * through the API (opening cash, a note, menu cards, POST /recap-transactions).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedTransactions, printers } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, mainLines, openCash, openOrder, pay, setLineStatus } from "../payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;
let klStall: Stall;
let cashId: number;
let edcId: number;
let klId: number;
let yesterdayId: number;
let multiId: number;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3", "Bungkus 2"], {
    "Ayam Goreng Dada": { price: 18_000 },
    "Es Jeruk": { price: 8_000, pickup: "minum" },
    "Es Teh Manis": { price: 5_000, pickup: "minum" },
    "Jus Alpukat": { price: 15_000, pickup: "minum" },
    "Lele Goreng": { price: 15_000 },
  });
  klStall = await buildStall(t, ["Meja 1"], { "Roti Canai": { price: 200 } }, { outlet: "DEMO-KL" });
  for (const who of ["kasir", "wbd", "kasir.kl"]) {
    await openCash(t, who);
  }

  const old = await openOrder(t, { table: stall.table("Meja 3"), note: "0999", items: [{ name: stall.item("Es Jeruk"), qty: 1 }] });
  yesterdayId = await pay(t, "kasir", {
    tmp_transaction_id: old.orderId,
    payment_method: 1,
    sub_total: 8_000,
    nominal_pajak: 800,
    nominal_sc: 400,
    total: 9_200,
    nominal_uang: 10_000,
  });
  await t.db.update(closedTransactions).set({ businessDate: "2020-01-01" }).where(eq(closedTransactions.id, yesterdayId));

  // Es Teh Manis + Ayam Goreng Dada ×2, plus a free Jus Alpukat: 41.000 + 4.100 + 2.050 = 47.150 → 47.200.
  const main = await openOrder(t, {
    table: stall.table("Meja 1"),
    note: "1001",
    customer: "Pak Budi",
    items: [
      { name: stall.item("Es Teh Manis"), qty: 1 },
      { name: stall.item("Ayam Goreng Dada"), qty: 2 },
      { name: stall.item("Jus Alpukat"), qty: 1 },
    ],
  });
  await setLineStatus(t.db, main.lineIds.get(stall.item("Jus Alpukat")) ?? 0, 4, "Ulang tahun");
  cashId = await pay(t, "kasir", {
    tmp_transaction_id: main.orderId,
    payment_method: 1,
    sub_total: 41_000,
    nominal_pajak: 4_100,
    nominal_sc: 2_050,
    total: 47_200,
    round: 50,
    nominal_uang: 50_000,
  });

  // Lele Goreng: 15.000 + 1.500 + 750 = 17.250 → 17.300, by EDC BCA.
  const edc = await openOrder(t, {
    as: "wbd",
    table: stall.table("Bungkus 2"),
    note: "1002",
    customer: "Bu Sari",
    items: [{ name: stall.item("Lele Goreng"), qty: 1 }],
  });
  edcId = await pay(t, "wbd", {
    tmp_transaction_id: edc.orderId,
    payment_method: 5,
    sub_total: 15_000,
    nominal_pajak: 1_500,
    nominal_sc: 750,
    total: 17_300,
  });

  // Ayam Goreng Dada ×2 + Es Teh Manis (47.200): OVO 20.000, then cash 30.000 handed over (2.800 change).
  const multi = await openOrder(t, { table: stall.table("Meja 2"), note: "1003", items: mainLines(stall) });
  multiId = await pay(t, "kasir", {
    ...cashBody(multi.orderId),
    multipayment: [
      { payment_method: 6, nominal: 20_000 },
      { payment_method: 1, nominal: 30_000 },
    ],
  });
  // Out of today's list, whose tests count the bills above.
  await t.db.update(closedTransactions).set({ businessDate: "2020-01-01" }).where(eq(closedTransactions.id, multiId));

  // Roti Canai ×2: 4.00 + 0.24 + 0.40 = 4.64 → 4.60.
  const kl = await openOrder(t, {
    as: "kasir.kl",
    outlet: "DEMO-KL",
    table: klStall.table("Meja 1"),
    items: [{ name: klStall.item("Roti Canai"), qty: 2 }],
  });
  klId = await pay(t, "kasir.kl", {
    tmp_transaction_id: kl.orderId,
    payment_method: 1,
    // Money in ringgit on the wire.
    sub_total: 4,
    nominal_pajak: 0.24,
    nominal_sc: 0.4,
    total: 4.6,
    nominal_uang: 5,
  });
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe("GET /transaksi/history", () => {
  it("lists today's paid transactions of the outlet, newest first, with their totals", async () => {
    const res = await t.call("GET", "/api/transaksi/history", { as: "kasir" });
    expect(res.status).toBe(200);
    const rows = res.body.data as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.r_t_id)).toEqual([edcId, cashId]);
    expect(rows[1]).toMatchObject({
      r_t_id: cashId,
      r_t_nota_code: "1001",
      r_t_bigboss: "Pak Budi",
      r_t_nominal_total_bayar: 47_200,
      payment_method: "Tunai",
    });
    expect(rows[1]?.r_t_jam).toMatch(/^\d{2}:\d{2}$/);
    expect(rows[0]).toMatchObject({ r_t_nota_code: "1002", r_t_nominal_total_bayar: 17_300, payment_method: "EDC BCA" });
    expect(rows.some((r) => r.r_t_id === klId || r.r_t_id === yesterdayId)).toBe(false);
  });

  it("shows the RM outlet only its own", async () => {
    const res = await t.call("GET", "/api/transaksi/history", { as: "kasir.kl" });
    expect(res.body.data.map((r: { r_t_id: number }) => r.r_t_id)).toEqual([klId]);
  });

  it("refuses kitchen and order-taker roles", async () => {
    for (const who of ["dapur", "opp", "pelayan"]) {
      const res = await t.call("GET", "/api/transaksi/history", { as: who });
      expect(res.status).toBe(403);
      expect(res.body.meta.title).toBe("Akses DiTolak!");
    }
  });
});

describe("GET /transaksi/history-detail/{id}", () => {
  it("shows the transaction's totals and its lines grouped by menu type", async () => {
    const res = await t.call("GET", `/api/transaksi/history-detail/${cashId}`, { as: "kasir" });
    expect(res.status).toBe(200);
    expect(res.body.data.transaction).toMatchObject({
      r_t_id: cashId,
      r_t_nota_code: "1001",
      r_t_bigboss: "Pak Budi",
      r_t_nominal: 41_000,
      r_t_nominal_pajak: 4_100,
      r_t_nominal_sc: 2_050,
      r_t_nominal_diskon: 0,
      r_t_nominal_voucher: 0,
      r_t_nominal_pembulatan: 50,
      r_t_nominal_total_bayar: 47_200,
      r_t_nominal_uang: 50_000,
      r_t_nominal_kembalian: 2_800,
      kasir: "Siti Kasir",
      payment_method: "Tunai",
      table_names: stall.table("Meja 1"),
    });
    const menus = res.body.data.menus as Array<Record<string, unknown>>;
    expect(menus.map((m) => [m.m_produk_nama, m.m_jenis_produk_nama, m.r_t_detail_qty, m.r_t_detail_price, m.r_t_detail_nominal])).toEqual([
      [stall.item("Ayam Goreng Dada"), stall.menu.type("makan").name, 2, 18_000, 36_000],
      [stall.item("Es Teh Manis"), stall.menu.type("minum").name, 1, 5_000, 5_000],
      [stall.item("Jus Alpukat"), stall.menu.type("minum").name, 1, 15_000, 0],
    ]);
    expect(menus[2]).toMatchObject({ r_t_detail_status: 4, r_t_detail_reasone_approve: "Gratis - Ulang tahun" });
  });

  it("answers 404 for an unknown id and another outlet's transaction, 422 for a malformed id", async () => {
    for (const id of [999_999, klId]) {
      const res = await t.call("GET", `/api/transaksi/history-detail/${id}`, { as: "kasir" });
      expect(res.status).toBe(404);
      expect(res.body.meta.message).toBe("Maaf! Transaksi tidak ditemukan");
    }
    expect((await t.call("GET", "/api/transaksi/history-detail/abc", { as: "kasir" })).status).toBe(422);
  });

  it("refuses dapur", async () => {
    expect((await t.call("GET", `/api/transaksi/history-detail/${cashId}`, { as: "dapur" })).status).toBe(403);
  });
});

describe("GET /cashier/print-transaksi/{id}/{mode}", () => {
  it("gives the receipt link and the receipt", async () => {
    const res = await t.call("GET", `/api/cashier/print-transaksi/${cashId}/2`, { as: "kasir" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, struct: `/struk/${cashId}?mode=2` });
    const r = res.body.data;
    expect(r).toMatchObject({
      outlet: { m_w_nama: "Waroeng Demo", m_w_telp: "021-7190123", currency: "Rp" },
      r_t_id: cashId,
      r_t_nota_code: "1001",
      r_t_bigboss: "Pak Budi",
      table_names: stall.table("Meja 1"),
      transaction_type: "dine in",
      kasir: "Siti Kasir",
      payment_method: "Tunai",
      r_t_nominal: 41_000,
      r_t_nominal_pajak: 4_100,
      r_t_nominal_sc: 2_050,
      r_t_nominal_pembulatan: 50,
      r_t_nominal_total_bayar: 47_200,
      r_t_nominal_uang: 50_000,
      r_t_nominal_kembalian: 2_800,
      tax_percent: 10,
      sc_percent: 5,
      paper_mm: 58,
      copy: false,
      footer: "Terima kasih, Big Boss!",
    });
    expect(r.outlet.m_w_alamat).toContain("Kemang");
    expect(r.r_t_tanggal).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(r.lines).toEqual([
      { m_produk_nama: stall.item("Ayam Goreng Dada"), qty: 2, price: 18_000, nominal: 36_000, status: 0, reason: "", options: [] },
      { m_produk_nama: stall.item("Es Teh Manis"), qty: 1, price: 5_000, nominal: 5_000, status: 0, reason: "", options: [] },
      { m_produk_nama: stall.item("Jus Alpukat"), qty: 1, price: 0, nominal: 0, status: 4, reason: "Gratis - Ulang tahun", options: [] },
    ]);
  });

  it("lists every payment of a multipayment in the order taken: what each paid, and what was handed over", async () => {
    const res = await t.call("GET", `/api/cashier/print-transaksi/${multiId}/2`, { as: "kasir", query: { view: "1" } });
    expect(res.status).toBe(200);
    expect(res.body.data.tenders).toEqual([
      { payment_method: "OVO", m_payment_method_id: 6, nominal: 20_000, nominal_uang: 20_000 },
      { payment_method: "Tunai", m_payment_method_id: 1, nominal: 27_200, nominal_uang: 30_000 },
    ]);
    expect(res.body.data).toMatchObject({ payment_method: "Tunai", r_t_nominal_kembalian: 2_800 });
    const single = await t.call("GET", `/api/cashier/print-transaksi/${edcId}/2`, { as: "wbd", query: { view: "1" } });
    expect(single.body.data.tenders).toEqual([
      { payment_method: "EDC BCA", m_payment_method_id: 5, nominal: 17_300, nominal_uang: 17_300 },
    ]);
  });

  it("marks a reprint (mode 1) as a copy and prints 80 mm on a 600-dot kasir printer", async () => {
    const outletId =
      (await t.db.select({ id: closedTransactions.outletId }).from(closedTransactions).where(eq(closedTransactions.id, edcId)))[0]?.id ?? 0;
    const kasirPrinter = and(eq(printers.outletId, outletId), eq(printers.location, "kasir"));
    await t.db.insert(printers).values({ outletId, location: "kasir", type: "network", address: "127.0.0.1:9", width: 600 });
    const res = await t.call("GET", `/api/cashier/print-transaksi/${edcId}/1`, { as: "wbd" });
    await t.db.delete(printers).where(kasirPrinter);
    expect(res.status).toBe(200);
    expect(res.body.struct).toBe(""); // queued to the kasir printer: nothing for the browser to open
    expect(res.body.data).toMatchObject({
      copy: true,
      paper_mm: 80,
      payment_method: "EDC BCA",
      r_t_nominal_uang: 17_300,
      r_t_nominal_kembalian: 0,
    });
  });

  it("prints an RM outlet's receipt with its currency (money in ringgit), 58 mm when it has no kasir printer", async () => {
    const res = await t.call("GET", `/api/cashier/print-transaksi/${klId}/2`, { as: "kasir.kl" });
    expect(res.body.data).toMatchObject({
      outlet: { currency: "RM" },
      r_t_nominal_total_bayar: 4.6,
      r_t_nominal_pembulatan: -0.04,
      tax_percent: 6,
      sc_percent: 10,
      paper_mm: 58,
    });
  });

  it("refuses another outlet's id, a bad mode and the wrong role", async () => {
    expect((await t.call("GET", `/api/cashier/print-transaksi/${klId}/2`, { as: "kasir" })).status).toBe(404);
    const badMode = await t.call("GET", `/api/cashier/print-transaksi/${cashId}/3`, { as: "kasir" });
    expect(badMode.status).toBe(422);
    expect(badMode.body.meta.message).toContain("Mode cetak tidak valid");
    expect((await t.call("GET", `/api/cashier/print-transaksi/${cashId}/2`, { as: "dapur" })).status).toBe(403);
  });
});
