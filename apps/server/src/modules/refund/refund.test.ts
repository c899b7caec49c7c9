/**
 * API tests of the refund (payment §2.3, §4 Refund flow, §5 Refund, §7, §9): the bill and
 * its lines, the server's recomputation, one refund per bill (also two at once), over-refund,
 * another bill's line, figures that differ, another outlet, the cashier matrix, an RM outlet.
 * Every refusal leaves rekap_refund and its lines as they were.
 */
import { ACCESS_MSG, API_MSG, MSG, REFUND_MSG } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashierPermissions, drawerOpenings, refundLines, refunds } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type JsonBody, type TestApp } from "../../test/harness.ts";
import { twoAyamRefundForm } from "../../test/refund-form.ts";
import { cashBody, mainLines, openCash, openOrder, outletIdOf, pay } from "../payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;
let klStall: Stall;
let kacabSession = 0;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3", "Meja 4", "Meja 5", "Meja 6", "Meja 7"]);
  klStall = await buildStall(t, ["Meja 3"], { "Nasi Lemak": { price: 850 } }, { outlet: "DEMO-KL" });
  await openCash(t, "kasir");
  kacabSession = await openCash(t, "kacab");
  await openCash(t, "kasir.kl");
});
afterAll(async () => {
  await t.close();
});

const REFUND = "/api/transaksi/refund";

/** A paid bill of the stall's main lines (Ayam Goreng Dada ×2 Rp18.000 taxed + serviced, Es Teh Manis): its id and lines. */
async function paidBill(table: string): Promise<{ id: number; lines: JsonBody[] }> {
  const o = await openOrder(t, { table, items: mainLines(stall) });
  const id = await pay(t, "kasir", cashBody(o.orderId));
  const lines = await t.call("GET", `/api/rekap-transaksi-detail/detailtransaksi/${id}`, { as: "kacab" });
  expect(lines.status).toBe(200);
  return { id, lines: lines.body.data };
}
const lineOf = (lines: JsonBody[], name: string) => lines.find((l) => l.m_produk_nama === name);

const refundRows = async () => ({ refunds: await t.db.select().from(refunds), lines: await t.db.select().from(refundLines) });

describe("the refund screen's reads", () => {
  it("shows the bill (payment §3 Bill detail for refund) and its refundable lines", async () => {
    const { id, lines } = await paidBill(stall.table("Meja 1"));
    const bill = await t.call("GET", `/api/recap-transactions/${id}`, { as: "kacab" });
    expect(bill.body.data).toMatchObject({
      r_t_id: id,
      m_t_t_name: "dine in",
      r_t_bigboss: "Pak Budi",
      name: "Siti Kasir",
      r_t_tax_percent: 10,
      r_t_sc_percent: 5,
      pembulatan: "ya",
      refundcounter: 0,
      r_t_nominal_pajak: 4_100,
      r_t_nominal_sc: 2_050,
      r_t_nominal_total_bayar: 47_200,
    });
    expect(lineOf(lines, stall.item("Ayam Goreng Dada"))).toMatchObject({
      r_t_detail_qty: 2,
      r_t_detail_price: 18_000,
      r_t_detail_tax_status: 1,
      r_t_detail_sc_status: 1,
      refunded_qty: 0,
    });
  });

  it("answers another outlet's bill with 404", async () => {
    const { id } = await paidBill(stall.table("Meja 2"));
    const res = await t.call("GET", `/api/recap-transactions/${id}`, { as: "kasir.kl" });
    expect(res.status).toBe(404);
    expect(res.body.meta.message).toBe(MSG.TRANSACTION_NOT_FOUND);
    expect((await t.call("GET", `/api/rekap-transaksi-detail/detailtransaksi/${id}`, { as: "kasir.kl" })).status).toBe(404);
  });

  it("records the refund's drawer opening (reason refund, the user's cash session)", async () => {
    const res = await t.call("GET", "/api/open-laci/refund", { as: "kacab" });
    expect(res.body).toMatchObject({ error: 0, msg: API_MSG.DRAWER_OPENED, struct: "" });
    const rows = await t.db.select().from(drawerOpenings).where(eq(drawerOpenings.reason, "refund"));
    expect(rows.at(-1)).toMatchObject({ cashSessionId: kacabSession });
    // A cashier the matrix refuses opens no drawer for a refund (refund-approval.test.ts: with an approval).
    expect((await t.call("GET", "/api/open-laci/refund", { as: "kasir" })).status).toBe(403);
    expect(await t.db.select().from(drawerOpenings).where(eq(drawerOpenings.reason, "refund"))).toHaveLength(rows.length);
  });
});

describe("POST /transaksi/refund", () => {
  it("refunds two units with service off (201, rekap_id), records lines, and allows no second refund", async () => {
    const { id, lines } = await paidBill(stall.table("Meja 3"));
    const ayam = lineOf(lines, stall.item("Ayam Goreng Dada"));
    const res = await t.call("POST", REFUND, {
      as: "kacab",
      body: twoAyamRefundForm(id, ayam.r_t_detail_id, { free_exchange: 600, nomor_wa: "081234567890" }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ rekap_id: id, total: 39_600 });
    const [saved] = await t.db.select().from(refunds).where(eq(refunds.closedTransactionId, id));
    expect(saved).toMatchObject({
      subtotal: 36_000,
      tax: 3_600,
      serviceCharge: 0,
      rounding: 0,
      total: 39_600,
      freeChange: 600,
      phone: "081234567890",
    });
    expect(
      await t.db
        .select()
        .from(refundLines)
        .where(eq(refundLines.refundId, saved?.id ?? 0)),
    ).toMatchObject([{ closedTransactionLineId: ayam.r_t_detail_id, qty: 2, nominal: 36_000, tax: 3_600, serviceCharge: 0 }]);
    const bill = await t.call("GET", `/api/recap-transactions/${id}`, { as: "kacab" });
    expect(bill.body.data.refundcounter).toBe(1);
    const history = await t.call("GET", "/api/transaksi/history", { as: "kasir" });
    expect(history.body.data.find((r: JsonBody) => r.r_t_id === id)).toMatchObject({ refundcounter: 1 });
    const detail = await t.call("GET", `/api/transaksi/history-detail/${id}`, { as: "kasir" });
    expect(detail.body.data.transaction).toMatchObject({ refundcounter: 1, r_r_nominal_total: 39_600 });

    const before = await refundRows();
    const teh = lineOf(lines, stall.item("Es Teh Manis"));
    const again = await t.call("POST", REFUND, {
      as: "kacab",
      body: { ...twoAyamRefundForm(id, teh.r_t_detail_id), refund_menu: [{ r_t_detail_id: teh.r_t_detail_id, qty: 1 }] },
    });
    expect(again.status).toBe(200);
    expect(again.body.meta).toMatchObject({ error: 1, code: 409, message: MSG.REFUND_ONCE });
    expect(await refundRows()).toEqual(before);
  });

  it("pays the refund out of the refunding cashier's drawer: the shift recap expects less cash", async () => {
    const { id, lines } = await paidBill(stall.table("Meja 6"));
    const ayam = lineOf(lines, stall.item("Ayam Goreng Dada"));
    const before = (await t.call("GET", "/api/cashier/payment", { as: "kacab" })).body.data.reconciliation;
    const res = await t.call("POST", REFUND, { as: "kacab", body: twoAyamRefundForm(id, ayam.r_t_detail_id, { free_exchange: 600 }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const after = (await t.call("GET", "/api/cashier/payment", { as: "kacab" })).body.data.reconciliation;
    // 39.600 paid back, of which the customer left 600 as free change: 39.000 leaves the drawer.
    expect(after.refund - before.refund).toBe(39_000);
    expect(before.uang_seharusnya - after.uang_seharusnya).toBe(39_000);
  });

  it("gives exactly one refund when two are sent at once", async () => {
    const { id, lines } = await paidBill(stall.table("Meja 4"));
    const form = twoAyamRefundForm(id, lineOf(lines, stall.item("Ayam Goreng Dada")).r_t_detail_id);
    const [a, b] = await Promise.all([
      t.call("POST", REFUND, { as: "kacab", body: form }),
      t.call("POST", REFUND, { as: "kacab", body: form }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect([a, b].find((r) => r.status === 200)?.body.meta.message).toBe(MSG.REFUND_ONCE);
    expect(await t.db.select().from(refunds).where(eq(refunds.closedTransactionId, id))).toHaveLength(1);
  });

  it.each<[string, (id: number, lines: JsonBody[]) => Record<string, unknown>, string]>([
    [
      "more units than were paid",
      (id, lines) =>
        twoAyamRefundForm(id, 0, { refund_menu: [{ r_t_detail_id: lineOf(lines, stall.item("Ayam Goreng Dada")).r_t_detail_id, qty: 3 }] }),
      REFUND_MSG.OVER_QTY,
    ],
    ["a line of another bill", (id) => twoAyamRefundForm(id, 1), REFUND_MSG.FOREIGN_LINE],
    [
      "figures that differ from the server's",
      (id, lines) => twoAyamRefundForm(id, lineOf(lines, stall.item("Ayam Goreng Dada")).r_t_detail_id, { total: 39_000 }),
      REFUND_MSG.FIGURES_DIFFER,
    ],
    [
      "service switched on at another percent",
      (id, lines) => twoAyamRefundForm(id, lineOf(lines, stall.item("Ayam Goreng Dada")).r_t_detail_id, { current_sc: 7 }),
      REFUND_MSG.RATE_INVALID,
    ],
    ["an empty list", (id) => twoAyamRefundForm(id, 0, { refund_menu: "[]" }), REFUND_MSG.EMPTY],
    [
      "Free Kembalian above the refund",
      (id, lines) => twoAyamRefundForm(id, lineOf(lines, stall.item("Ayam Goreng Dada")).r_t_detail_id, { free_exchange: 40_000 }),
      REFUND_MSG.FREE_CHANGE_TOO_BIG,
    ],
  ])("refuses %s and changes nothing", async (_name, form, message) => {
    const { id, lines } = await paidBill(stall.table("Meja 5"));
    const before = await refundRows();
    const res = await t.call("POST", REFUND, { as: "kacab", body: form(id, lines) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ error: 1, message });
    expect(await refundRows()).toEqual(before);
  });

  it("refuses another outlet's bill", async () => {
    const { id, lines } = await paidBill(stall.table("Meja 6"));
    const before = await refundRows();
    const res = await t.call("POST", REFUND, {
      as: "kasir.kl",
      body: twoAyamRefundForm(id, lineOf(lines, stall.item("Ayam Goreng Dada")).r_t_detail_id),
    });
    expect(res.body.meta).toMatchObject({ error: 1, code: 404, message: MSG.TRANSACTION_NOT_FOUND });
    expect(await refundRows()).toEqual(before);
  });

  it("refuses a cashier when the matrix denies refund, allows them after a supervisor's grant", async () => {
    const { id, lines } = await paidBill(stall.table("Meja 7"));
    const form = twoAyamRefundForm(id, lineOf(lines, stall.item("Ayam Goreng Dada")).r_t_detail_id);
    const before = await refundRows();
    const denied = await t.call("POST", REFUND, { as: "kasir", body: form });
    expect(denied.body.meta).toMatchObject({ error: 1, code: 403, message: MSG.ACCESS_DENIED, title: MSG.ACCESS_DENIED_TITLE });
    expect(await refundRows()).toEqual(before);

    const approval = await t.call("POST", "/api/approve", {
      as: "kasir",
      body: { waroeng: 0, email: "kacab@demo.test", password: "demo12345" },
    });
    const [perm] = await t.db.select().from(cashierPermissions).where(eq(cashierPermissions.feature, "refund"));
    const saved = await t.call("POST", "/api/role-kasir/update", {
      as: "kasir",
      body: { approvel_id: approval.body.data.id, m_kasir_akses_id: [perm?.id], m_kasir_akses_temp_role: { [String(perm?.id)]: "allow" } },
    });
    expect(saved.body.meta.message).toBe(ACCESS_MSG.ROLE_SAVED);
    const allowed = await t.call("POST", REFUND, { as: "kasir", body: form });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);
  });

  it("an RM outlet: ringgit on the wire, the refund rounded up to 0.05", async () => {
    const o = await openOrder(t, {
      as: "kasir.kl",
      outlet: "DEMO-KL",
      table: klStall.table("Meja 3"),
      items: [{ name: klStall.item("Nasi Lemak"), qty: 2 }],
    });
    const detail = await t.call("GET", "/api/transaction-detail", {
      as: "kasir.kl",
      query: { tmp_transaction_detail_tmp_transaction_id: String(o.orderId) },
    });
    const s = detail.body.totals;
    const id = await pay(t, "kasir.kl", {
      tmp_transaction_id: o.orderId,
      payment_method: 1,
      sub_total: s.subtotal,
      nominal_pajak: s.tax,
      nominal_sc: s.service_charge,
      total: s.rounded,
      round: Number((s.rounded - s.total).toFixed(2)),
      nominal_uang: 50,
      exchange: Number((50 - s.rounded).toFixed(2)),
    });
    const bill = (await t.call("GET", `/api/recap-transactions/${id}`, { as: "kasir.kl" })).body.data;
    const [nasi] = (await t.call("GET", `/api/rekap-transaksi-detail/detailtransaksi/${id}`, { as: "kasir.kl" })).body.data;
    expect(nasi.r_t_detail_price).toBe(8.5);
    // One Nasi Lemak, 6% tax on (0.51), service off: 9.01 → 9.05 (rounding 0.04).
    expect(bill.r_t_tax_percent).toBe(6);
    // The KL outlet lets its cashiers refund (the matrix's default switched to allow).
    const kl = await outletIdOf(t.db, "DEMO-KL");
    await t.db
      .update(cashierPermissions)
      .set({ defaultRole: true })
      .where(and(eq(cashierPermissions.feature, "refund"), eq(cashierPermissions.outletId, kl)));
    const res = await t.call("POST", REFUND, {
      as: "kasir.kl",
      body: {
        rekap_transaksi_id: id,
        refund_menu: [{ r_t_detail_id: nasi.r_t_detail_id, qty: 1 }],
        sub_total: 8.5,
        nominal_pajak: 0.51,
        nominal_sc: 0,
        round: 0.04,
        total: 9.05,
        current_tax: bill.r_t_tax_percent,
        current_sc: 0,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.total).toBe(9.05);
  });
});
