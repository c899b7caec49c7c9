/**
 * API tests of the payment methods (payment spec §2.1, §4, §5, §9): EDC with its approval
 * number, multipayment, Lost Bill and Gratis behind the cashier matrix, platform defaults, the
 * discount that never eats a Tarik Tunai, void of a wrong EDC tap, save-member. Every refusal
 * leaves the order untouched (expectUntouched compares the rows).
 */
import { ACCESS_MSG, MSG, PAY_MSG } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cashierPermissions,
  closedTransactions,
  orders,
  orderTables,
  paymentTenders,
  paymentVoids,
  users,
  writeOffs,
} from "../../db/schema/index.ts";
import { buildStall, numbered, type Stall } from "../../test/factories.ts";
import { createTestApp, type JsonBody, type TestApp } from "../../test/harness.ts";
import { cashBody, expectUntouched, mainLines, openCash, openOrder, orderState, pay } from "./payment.factory.ts";

let t: TestApp;
let stall: Stall;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, [...numbered("Meja", 11), "Bungkus 1", "Bungkus 2"]);
  await openCash(t, "kasir");
  await openCash(t, "kacab");
});

afterAll(async () => {
  await t.close();
});

const PAY = "/api/recap-transactions";
const tendersOf = (rekapId: number) => t.db.select().from(paymentTenders).where(eq(paymentTenders.closedTransactionId, rekapId));
const nonCash = (orderId: number, method: number, extra: Record<string, unknown> = {}) => ({
  ...cashBody(orderId),
  payment_method: method,
  nominal_uang: 0,
  exchange: 0,
  ...extra,
});
async function userId(email: string): Promise<number> {
  const [u] = await t.db.select().from(users).where(eq(users.email, email));
  return u?.id ?? 0;
}

describe("EDC and e-wallets", () => {
  it("books EDC BCA with its approval number: no change, one tender at the total", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 1"), items: mainLines(stall) });
    const res = await t.call("POST", PAY, { as: "kasir", body: nonCash(o.orderId, 5, { approval_code: "APV-884213" }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.kembalian).toBe(0);
    const state = await orderState(t, o.orderId);
    expect(state.rekap[0]).toMatchObject({ paymentMethodId: 5, total: 47_200, tendered: 47_200, change: 0 });
    expect(await tendersOf(res.body.data.rekap_id)).toMatchObject([
      { paymentMethodId: 5, amount: 47_200, tendered: 47_200, approvalCode: "APV-884213" },
    ]);
  });

  it("records a delivery order under its platform with the platform's wallet", async () => {
    const { orderId } = await openOrder(t, {
      table: stall.table("Bungkus 1"),
      items: mainLines(stall),
      typeName: "gojek",
      customer: "Gojek Andi",
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.transactionTypeId).toBe(4);
    const rekapId = await pay(t, "kasir", nonCash(orderId, 7, await figuresOf(orderId)));
    const [rekap] = await t.db.select().from(closedTransactions).where(eq(closedTransactions.id, rekapId));
    expect(rekap).toMatchObject({ transactionTypeId: 4, paymentMethodId: 7 });
  });
});

/** The server's figures of an order (as the order screen shows them), for the payment form. */
async function figuresOf(orderId: number) {
  const detail = await t.call("GET", "/api/transaction-detail", {
    as: "kasir",
    query: { tmp_transaction_detail_tmp_transaction_id: String(orderId) },
  });
  const s = detail.body.totals;
  return { sub_total: s.subtotal, nominal_pajak: s.tax, nominal_sc: s.service_charge, total: s.rounded, round: s.rounded - s.total };
}

describe("multipayment", () => {
  it("takes cash + OVO summing to the total, change only from the cash, one bill with two payment rows", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 2"), items: mainLines(stall) });
    const body = {
      ...cashBody(o.orderId),
      multipayment: [
        { payment_method: 1, nominal: 30_000 },
        { payment_method: 6, nominal: 20_000 },
      ],
    };
    const res = await t.call("POST", PAY, { as: "kasir", body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.kembalian).toBe(2_800);
    const state = await orderState(t, o.orderId);
    expect(state.rekap).toHaveLength(1);
    expect(state.rekap[0]).toMatchObject({ paymentMethodId: 1, total: 47_200, tendered: 50_000, change: 2_800 });
    const rows = await tendersOf(res.body.data.rekap_id);
    expect(rows.map((r) => [r.paymentMethodId, r.amount, r.tendered]).sort()).toEqual([
      [1, 27_200, 30_000],
      [6, 20_000, 20_000],
    ]);
  });

  it.each([
    [
      "non-cash above the total",
      [
        { payment_method: 1, nominal: 10_000 },
        { payment_method: 5, nominal: 47_300 },
      ],
      PAY_MSG.MULTIPAY_NONCASH_OVER,
    ],
    [
      "short",
      [
        { payment_method: 1, nominal: 10_000 },
        { payment_method: 6, nominal: 37_100 },
      ],
      MSG.PAYMENT_SHORT,
    ],
    [
      "a method twice",
      [
        { payment_method: 6, nominal: 10_000 },
        { payment_method: 6, nominal: 37_200 },
      ],
      PAY_MSG.MULTIPAY_METHOD_TWICE,
    ],
    [
      "ShopeePay (not offered)",
      [
        { payment_method: 1, nominal: 10_000 },
        { payment_method: 8, nominal: 37_200 },
      ],
      PAY_MSG.MULTIPAY_METHOD_INVALID,
    ],
    ["one tender", [{ payment_method: 1, nominal: 50_000 }], PAY_MSG.MULTIPAY_TOO_FEW],
  ])("refuses %s and changes nothing", async (_what, multipayment, message) => {
    const o = await openOrder(t, { table: stall.table("Meja 3"), items: mainLines(stall) });
    const res = await t.call("POST", PAY, { as: "kasir", body: { ...cashBody(o.orderId), multipayment } });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ error: 1, code: 422, message });
    await expectUntouched(t, o.orderId);
    await pay(t, "kasir", cashBody(o.orderId));
  });
});

describe("Lost Bill and Gratis", () => {
  it("refuses a cashier the matrix denies (Akses DiTolak!), and asks for a reason first", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 4"), items: mainLines(stall) });
    const noReason = await t.call("POST", PAY, { as: "kasir", body: nonCash(o.orderId, 10) });
    expect(noReason.body.meta).toMatchObject({ error: 1, code: 422, message: PAY_MSG.REASON_REQUIRED });
    for (const method of [9, 10]) {
      const res = await t.call("POST", PAY, { as: "kasir", body: nonCash(o.orderId, method, { keterangan: "Tamu kabur" }) });
      expect(res.body.meta).toMatchObject({ error: 1, code: 403, title: MSG.ACCESS_DENIED_TITLE, message: MSG.ACCESS_DENIED });
    }
    await expectUntouched(t, o.orderId);
    await pay(t, "kasir", cashBody(o.orderId));
  });

  it("closes a lost bill with 0 received when a supervisor's grant allows it, recording who approved", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 5"), items: mainLines(stall) });
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
    const res = await t.call("POST", PAY, { as: "kasir", body: nonCash(o.orderId, 9, { keterangan: "Tamu pergi tanpa bayar" }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const state = await orderState(t, o.orderId);
    expect(state).toMatchObject({ status: 2, heldTables: 0 });
    expect(state.rekap[0]).toMatchObject({ paymentMethodId: 9, lostBill: true, total: 47_200, tendered: 0, change: 0 });
    expect(await tendersOf(res.body.data.rekap_id)).toEqual([]);
    const [w] = await t.db.select().from(writeOffs).where(eq(writeOffs.closedTransactionId, res.body.data.rekap_id));
    expect(w).toMatchObject({
      kind: "lostbill",
      reason: "Tamu pergi tanpa bayar",
      approverId: await userId("kacab@demo.test"),
      requestedBy: await userId("kasir@demo.test"),
    });
  });

  it("lets a supervisor give a meal free (Gratis), approved by themself", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 6"), items: mainLines(stall), as: "kacab" });
    const rekapId = await pay(t, "kacab", nonCash(o.orderId, 10, { keterangan: "Jamuan tamu owner" }));
    const [w] = await t.db.select().from(writeOffs).where(eq(writeOffs.closedTransactionId, rekapId));
    expect(w).toMatchObject({ kind: "gratis", approverId: await userId("kacab@demo.test") });
    expect((await orderState(t, o.orderId)).rekap[0]).toMatchObject({ paymentMethodId: 10, lostBill: false, tendered: 0 });
  });

  it("refuses a Lost Bill or Gratis of a bill carrying a Tarik Tunai (cash out for nothing received)", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 9"), items: mainLines(stall), as: "kacab" });
    const set = await t.call("PUT", `/api/tmp-transaction/${o.orderId}`, {
      as: "kacab",
      body: { tmp_transaction_detail_tarik_tunai: "50000" },
    });
    expect(set.status).toBe(200);
    for (const method of [9, 10]) {
      const stored = await t.call("POST", PAY, { as: "kacab", body: nonCash(o.orderId, method, { keterangan: "Jamuan tamu owner" }) });
      expect(stored.body.meta).toMatchObject({ error: 1, code: 422, message: PAY_MSG.WRITE_OFF_WITH_WITHDRAWAL });
      const sent = await t.call("POST", PAY, {
        as: "kacab",
        body: nonCash(o.orderId, method, { keterangan: "Jamuan tamu owner", nominal_tariktunai: 50_000 }),
      });
      expect(sent.body.meta).toMatchObject({ error: 1, code: 422, message: PAY_MSG.WRITE_OFF_WITH_WITHDRAWAL });
    }
    await expectUntouched(t, o.orderId);
    await t.call("PUT", `/api/tmp-transaction/${o.orderId}`, { as: "kacab", body: { tmp_transaction_detail_tarik_tunai: "0" } });
    const rekapId = await pay(t, "kacab", nonCash(o.orderId, 10, { keterangan: "Jamuan tamu owner" }));
    expect((await orderState(t, o.orderId)).rekap[0]).toMatchObject({ paymentMethodId: 10, tendered: 0, cashWithdrawal: 0 });
    expect(rekapId).toBeGreaterThan(0);
  });

  it("refuses a Lost Bill of a gojek order (the platform pays), even for a supervisor", async () => {
    const { orderId } = await openOrder(t, { table: stall.table("Bungkus 2"), items: mainLines(stall), typeName: "gojek", as: "kacab" });
    const res = await t.call("POST", PAY, {
      as: "kacab",
      body: nonCash(orderId, 9, { ...(await figuresOf(orderId)), keterangan: "Driver batal" }),
    });
    expect(res.body.meta).toMatchObject({ error: 1, code: 422, message: PAY_MSG.LOST_BILL_HIDDEN });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe(0);
    expect(await t.db.select().from(closedTransactions).where(eq(closedTransactions.orderId, orderId))).toEqual([]);
  });
});

describe("a discount never reduces a Tarik Tunai", () => {
  it("refuses a 110,000 discount on a 20,700 bill carrying a 100,000 Tarik Tunai", async () => {
    // Ayam Goreng Dada 18,000 + 10% tax + 5% service = 20,700.
    const o = await openOrder(t, { table: stall.table("Meja 7"), items: [{ name: stall.item("Ayam Goreng Dada"), qty: 1 }] });
    const f = await figuresOf(o.orderId);
    expect(f.sub_total + f.nominal_pajak + f.nominal_sc).toBe(20_700);
    const body = {
      ...cashBody(o.orderId),
      ...f,
      nominal_tariktunai: 100_000,
      global_discount: 110_000,
      total: 10_700,
      nominal_uang: 20_000,
    };
    const res = await t.call("POST", PAY, { as: "kasir", body });
    expect(res.body.meta).toMatchObject({ error: 1, code: 422, message: MSG.DISCOUNT_TOO_BIG, title: MSG.DISCOUNT_TOO_BIG_TITLE });
    const voucher = await t.call("POST", PAY, { as: "kasir", body: { ...body, global_discount: 0, nominal_voucher: 110_000 } });
    expect(voucher.body.meta).toMatchObject({ error: 1, code: 422, message: MSG.VOUCHER_TOO_BIG });
    await expectUntouched(t, o.orderId);
    // The whole sales may be discounted (above the outlet's limit: with a supervisor's approval); the Tarik Tunai is still paid out in full.
    const approved = await t.call("POST", "/api/approve", { as: "kasir", body: { email: "kacab@demo.test", password: "demo12345" } });
    const ok = await t.call("POST", PAY, {
      as: "kasir",
      body: { ...body, global_discount: 20_700, total: 100_000, nominal_uang: 100_000, exchange: 0, approval_id: approved.body.data.id },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });
});

describe("POST /recap-transactions/{id}/void", () => {
  it("undoes a wrong EDC tap: the order opens again with its table, the void is audited", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 8"), items: mainLines(stall) });
    const rekapId = await pay(t, "kasir", nonCash(o.orderId, 3));
    const noReason = await t.call("POST", `${PAY}/${rekapId}/void`, { as: "kasir", body: {} });
    expect(noReason.body.meta).toMatchObject({ error: 1, message: PAY_MSG.REASON_REQUIRED });
    const other = await t.call("POST", `${PAY}/${rekapId}/void`, { as: "wbd", body: { keterangan: "Salah bank" } });
    expect(other.body.meta).toMatchObject({ error: 1, message: PAY_MSG.VOID_NOT_ALLOWED });
    const res = await t.call("POST", `${PAY}/${rekapId}/void`, { as: "kasir", body: { keterangan: "Salah pilih bank, harusnya BCA" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ tmp_transaction_id: o.orderId });
    await expectUntouched(t, o.orderId);
    const [audit] = await t.db.select().from(paymentVoids).where(eq(paymentVoids.closedTransactionId, rekapId));
    expect(audit).toMatchObject({
      orderId: o.orderId,
      reason: "Salah pilih bank, harusnya BCA",
      voidedBy: await userId("kasir@demo.test"),
    });
    expect((audit?.snapshot as JsonBody)?.transaction?.paymentMethodId).toBe(3);
    // Then paid right.
    const again = await pay(t, "kasir", nonCash(o.orderId, 5));
    expect((await tendersOf(again))[0]?.paymentMethodId).toBe(5);
  });

  it("refuses to void a cash payment or an unknown one", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 9"), items: mainLines(stall) });
    const rekapId = await pay(t, "kasir", cashBody(o.orderId));
    const res = await t.call("POST", `${PAY}/${rekapId}/void`, { as: "kasir", body: { keterangan: "Coba batal" } });
    expect(res.body.meta).toMatchObject({ error: 1, code: 422, message: PAY_MSG.VOID_NOT_ALLOWED });
    expect((await orderState(t, o.orderId)).rekap).toHaveLength(1);
    const unknown = await t.call("POST", `${PAY}/999999/void`, { as: "kasir", body: { keterangan: "Coba batal" } });
    expect(unknown.body.meta).toMatchObject({ error: 1, code: 404 });
  });

  it("refuses when the table was taken meanwhile, changing nothing", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 10"), items: mainLines(stall) });
    const rekapId = await pay(t, "kasir", nonCash(o.orderId, 2));
    const next = await openOrder(t, { table: stall.table("Meja 10"), items: mainLines(stall) });
    const res = await t.call("POST", `${PAY}/${rekapId}/void`, { as: "kasir", body: { keterangan: "Salah bank" } });
    expect(res.body.meta).toMatchObject({ error: 1, code: 409, message: PAY_MSG.VOID_TABLE_TAKEN });
    expect((await orderState(t, o.orderId)).rekap).toHaveLength(1);
    expect(await t.db.select().from(orderTables).where(eq(orderTables.orderId, next.orderId))).toHaveLength(1);
    await pay(t, "kasir", cashBody(next.orderId));
  });
});

describe("POST /transaksi/save-member", () => {
  it("stores phone, member id and account name on the bill, by payment §5's rules", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 11"), items: mainLines(stall) });
    const rekapId = await pay(t, "kasir", cashBody(o.orderId));
    const save = (body: Record<string, unknown>) =>
      t.call("POST", "/api/transaksi/save-member", { as: "kasir", body: { r_t_id: rekapId, ...body } });
    expect((await save({ nomor_wa: "08123" })).body.meta).toMatchObject({
      error: 1,
      message: MSG.PHONE_INVALID,
      title: MSG.WARNING_EN_TITLE,
    });
    expect((await save({ member_id: "00000" })).body.meta).toMatchObject({ error: 1, message: MSG.MEMBER_ID_INVALID });
    expect((await save({ member_id: "1234567" })).body.meta).toMatchObject({ error: 1, message: MSG.NIK_MEMBER_INVALID });
    expect((await save({ account_name: "Budi" })).body.meta).toMatchObject({ error: 1, message: PAY_MSG.ACCOUNT_NAME_SHORT });
    expect((await orderState(t, o.orderId)).rekap[0]).toMatchObject({ phone: "", memberId: "", accountName: "" });
    const ok = await save({ nomor_wa: "081234567890", member_id: "00042", account_name: "Budi Santoso Pay" });
    expect(ok.body.data).toEqual({
      r_t_id: rekapId,
      r_t_nomor_wa: "081234567890",
      r_t_member_id: "00042",
      r_t_account_name: "Budi Santoso Pay",
    });
    const other = await t.call("POST", "/api/transaksi/save-member", {
      as: "kasir.kl",
      body: { r_t_id: rekapId, nomor_wa: "081234567890" },
    });
    expect(other.body.meta).toMatchObject({ error: 1, code: 404 });
  });
});
