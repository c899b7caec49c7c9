/**
 * POST /recap-transactions as a client written from the spec sends it (payment §7, §9): Lost Bill
 * with no reason field, `total` before rounding with its `round`, and a multipayment sent as a JSON
 * string inside an urlencoded form (as the spec sends every list).
 */
import { ACCESS_MSG, MSG } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashierPermissions, paymentTenders, writeOffs } from "../../db/schema/index.ts";
import { buildStall, numbered, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, expectUntouched, MAIN_FIGURES, mainLines, openCash, openOrder, orderState } from "./payment.factory.ts";

let t: TestApp;
let stall: Stall;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, numbered("Meja", 6));
  await openCash(t, "kasir");
});

afterAll(async () => {
  await t.close();
});

const PAY = "/api/recap-transactions";

/** Posts the payment as an urlencoded form, every value a string, as a browser form sends it. */
async function payAsForm(fields: Record<string, string | number>) {
  const token = await t.login("kasir");
  const res = await t.app.inject({
    method: "POST",
    url: PAY,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]))).toString(),
  });
  return { status: res.statusCode, body: res.json() };
}

describe("Lost Bill with the spec's payload", () => {
  it("closes the bill without a `keterangan` and records the reason when the screen gives one", async () => {
    // The cashier matrix allows Lost Bill only with a supervisor's grant (Role Setting).
    const approval = await t.call("POST", "/api/approve", {
      as: "kasir",
      body: { waroeng: 0, email: "kacab@demo.test", password: "demo12345" },
    });
    const [perm] = await t.db.select().from(cashierPermissions).where(eq(cashierPermissions.feature, "lossbill_transaksi"));
    const saved = await t.call("POST", "/api/role-kasir/update", {
      as: "kasir",
      body: { approvel_id: approval.body.data.id, m_kasir_akses_id: [perm?.id], m_kasir_akses_temp_role: { [String(perm?.id)]: "allow" } },
    });
    expect(saved.body.meta.message).toBe(ACCESS_MSG.ROLE_SAVED);

    const bare = await openOrder(t, { table: stall.table("Meja 1"), items: mainLines(stall) });
    const res = await t.call("POST", PAY, {
      as: "kasir",
      body: cashBody(bare.orderId, { payment_method: 9, nominal_uang: 0, exchange: 0 }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.meta.error).toBe(0);
    expect((await orderState(t, bare.orderId)).rekap[0]).toMatchObject({ paymentMethodId: 9, lostBill: true, tendered: 0 });
    const [w] = await t.db.select().from(writeOffs).where(eq(writeOffs.closedTransactionId, res.body.data.rekap_id));
    expect(w).toMatchObject({ kind: "lostbill", reason: "" });

    const told = await openOrder(t, { table: stall.table("Meja 2"), items: mainLines(stall) });
    const withReason = await t.call("POST", PAY, {
      as: "kasir",
      body: cashBody(told.orderId, { payment_method: 9, nominal_uang: 0, exchange: 0, keterangan: "Tamu pergi tanpa bayar" }),
    });
    expect(withReason.status, JSON.stringify(withReason.body)).toBe(201);
    const [w2] = await t.db.select().from(writeOffs).where(eq(writeOffs.closedTransactionId, withReason.body.data.rekap_id));
    expect(w2).toMatchObject({ kind: "lostbill", reason: "Tamu pergi tanpa bayar" });
  });
});

describe("the total before rounding, sent with its round", () => {
  it("accepts total 47.150 with round 50 as the rounded 47.200, and still refuses a total that is neither", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 3"), items: mainLines(stall) });
    // Payment §9: Total = tax + service charge + subtotal (+ cash withdrawal − discount − voucher): 47.150.
    const before = MAIN_FIGURES.sub_total + MAIN_FIGURES.nominal_pajak + MAIN_FIGURES.nominal_sc;
    expect(before).toBe(47_150);
    const wrong = await t.call("POST", PAY, { as: "kasir", body: cashBody(o.orderId, { total: before, round: 0 }) });
    expect(wrong.body.meta).toMatchObject({ error: 1, message: MSG.DATA_CHANGED });
    const off = await t.call("POST", PAY, { as: "kasir", body: cashBody(o.orderId, { total: 47_160, round: 40 }) });
    // Adds up to 47.200, but 47.160 is not the total before rounding.
    expect(off.body.meta).toMatchObject({ error: 1, message: MSG.DATA_CHANGED });
    await expectUntouched(t, o.orderId);

    const res = await t.call("POST", PAY, { as: "kasir", body: cashBody(o.orderId, { total: before, round: 50 }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await orderState(t, o.orderId)).rekap[0]).toMatchObject({ total: 47_200, tendered: 50_000, change: 2_800 });
  });

  it("still takes the rounded total, whatever round says", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 4"), items: mainLines(stall) });
    const res = await t.call("POST", PAY, { as: "kasir", body: cashBody(o.orderId, { total: 47_200, round: 0 }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe("multipayment as a JSON string in a form", () => {
  it("pays 47.200 as BCA 40.000 + cash 10.000 from an urlencoded form, change 2.800 from the cash", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 5"), items: mainLines(stall) });
    const tenders = [
      { payment_method: 5, nominal: 40_000 },
      { payment_method: 1, nominal: 10_000 },
    ];
    const res = await payAsForm({
      ...cashBody(o.orderId, { nominal_uang: 0, exchange: 0 }),
      multipayment: JSON.stringify(tenders),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.kembalian).toBe(2_800);
    const rows = await t.db.select().from(paymentTenders).where(eq(paymentTenders.closedTransactionId, res.body.data.rekap_id));
    expect(rows.map((r) => [r.paymentMethodId, r.tendered]).sort()).toEqual([
      [1, 10_000],
      [5, 40_000],
    ]);
  });

  it("reads a blank multipayment field as none (a form that sends every field)", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 6"), items: mainLines(stall) });
    const res = await payAsForm({ ...cashBody(o.orderId), multipayment: "", keterangan: "" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await orderState(t, o.orderId)).rekap[0]).toMatchObject({ paymentMethodId: 1, tendered: 50_000 });
  });
});
