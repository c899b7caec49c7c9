/**
 * The bill's Diskon Transaksi and voucher kept on the order until it is paid (PUT
 * /tmp-transaction/{id}/discount; docs/API.md `PUT /tmp-transaction/{id}/discount`; payment §5, §6, §9): set, shown by
 * every read of the order, refused as the discount popup refuses, by role and above the outlet's
 * limit without a supervisor, and charged by the payment when its client sends none.
 *
 * Figures: `mainLines` is subtotal 41.000 + tax 4.100 + service 2.050 = sales 47.150 (→ 47.200).
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, closedTransactions, orders, printJobs, users, vouchers } from "../../db/schema/index.ts";
import { buildStall, buildVoucher, type Stall, storeOrderDiscount } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, expectUntouched, mainLines, openCash, openOrder, pay } from "../payment/payment.factory.ts";
import { escposText } from "../printing/escpos-text.test-helpers.ts";
import { startFakePrinter } from "../printing/fake-printer.test-helpers.ts";

let t: TestApp;
let stall: Stall;
let kl: Stall;
const tables = ["Meja 1", "Meja 2", "Meja 3", "Meja 4", "Meja 5", "Meja 6", "Meja 7", "Meja 8", "Meja 9", "Meja 10", "Meja 11", "Meja 12"];
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, tables);
  kl = await buildStall(t, ["Meja 1"], { "Nasi Lemak": { price: 850 } }, { outlet: "DEMO-KL" });
  await openCash(t, "kasir");
  await openCash(t, "kacab");
});
afterAll(async () => {
  await t.close();
});

const put = (orderId: number, body: Record<string, unknown>, as = "kasir") =>
  t.call("PUT", `/api/tmp-transaction/${orderId}/discount`, { as, body });
const orderOf = async (orderId: number) => (await t.call("GET", `/api/tmp-transaction/${orderId}`, { as: "kasir" })).body.data;
const totalsOf = async (orderId: number, as = "kasir") =>
  (await t.call("GET", "/api/transaction-detail", { as, query: { tmp_transaction_detail_tmp_transaction_id: String(orderId) } })).body
    .totals;
const row = async (orderId: number) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const open = (table: string) => openOrder(t, { table: stall.table(table), items: mainLines(stall) });

describe("PUT /tmp-transaction/{id}/discount", () => {
  it("keeps a nominal discount on the order: GET /tmp-transaction and the totals show it on every read", async () => {
    const o = await open("Meja 1");
    const res = await put(o.orderId, { discount_type: "diskon", discount_value: "5000" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.message).toBe("Diskon transaksi disimpan");
    expect(res.body.totals).toMatchObject({ global_discount: 5_000, total: 42_150, rounded: 42_200 });
    expect(await orderOf(o.orderId)).toMatchObject({ global_discount_type: "diskon", global_discount_nominal: 5_000 });
    // Another device (the waiter's phone) reads the same bill.
    expect(await totalsOf(o.orderId, "wbd")).toMatchObject({ global_discount: 5_000, rounded: 42_200 });
  });

  it("a percent follows the lines: 10% of the sales now", async () => {
    const o = await open("Meja 2");
    expect((await put(o.orderId, { discount_type: "diskonPercent", discount_value: "10" })).status).toBe(200);
    expect(await totalsOf(o.orderId)).toMatchObject({ global_discount: 4_715, total: 42_435, rounded: 42_400 });
    expect(await orderOf(o.orderId)).toMatchObject({ global_discount_type: "diskonPercent", global_discount_percent: 10 });
    const menuId = stall.menu.item("Es Teh Manis").menuItemId;
    const added = await t.call("POST", "/api/m-transaction-meja/add-menu", {
      as: "kasir",
      body: { tmp_transaction_detail_m_produk_id: menuId, tmp_transaction_detail_tmp_transaction_id: o.orderId },
    });
    expect(added.status).toBe(201);
    // Sales 47.150 + 5.000 + 500 tax + 250 service = 52.900: 10% is 5.290.
    expect((await totalsOf(o.orderId)).global_discount).toBe(5_290);
  });

  it("refuses roles that may not discount before reading the body, and what the discount popup refuses; nothing changes", async () => {
    const o = await open("Meja 3");
    const before = await row(o.orderId);
    const opp = await put(o.orderId, { discount_type: "bogus" }, "opp");
    expect([opp.status, opp.body.meta.message]).toEqual([403, "Hubungi Kacab/Asisten"]);
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ discount_type: "diskon", discount_value: "0" }, 422, "Nominal Belum Diisi"],
      [{ discount_type: "diskon", discount_value: "" }, 422, "Nominal Belum Diisi"],
      [{ discount_type: "diskon", discount_value: "47151" }, 422, "Diskon Melebihi Total Bayar"],
      [{ discount_type: "diskonPercent", discount_value: "101" }, 422, "Diskon persen maksimal 100"],
      [{ discount_type: "kupon", discount_value: "5" }, 422, "Jenis diskon tidak valid"],
      [{ voucher_code: "TIDAKADA" }, 404, "Voucher tidak ditemukan"],
    ];
    for (const [body, status, message] of refusals) {
      const res = await put(o.orderId, body);
      expect([res.status, res.body.meta.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await row(o.orderId)).toEqual(before);
  });

  it("above the outlet's limit a cashier needs a supervisor's approval (used once, audited); a kacab sets it", async () => {
    const o = await open("Meja 4");
    // 30.000 of 47.150 is above the demo outlet's 50%.
    const big = { discount_type: "diskon", discount_value: "30000" };
    const refused = await put(o.orderId, big);
    expect([refused.status, refused.body.meta.message]).toEqual([403, "Diskon melebihi batas outlet, perlu persetujuan Kacab/Asisten"]);
    expect((await row(o.orderId))?.discountType).toBe("");
    // Exactly the limit needs none.
    expect((await put(o.orderId, { discount_type: "diskon", discount_value: "23575" })).status).toBe(200);

    const approved = await t.call("POST", "/api/approve", { as: "kasir", body: { email: "kacab@demo.test", password: "demo12345" } });
    const approval = approved.body.data.id as number;
    const ok = await put(o.orderId, { ...big, approval_id: approval });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.totals.global_discount).toBe(30_000);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, o.orderId)));
    expect(audit.map((a) => a.after)).toEqual([expect.objectContaining({ discount: 30_000, approval_id: approval })]);
    const reused = await put(o.orderId, { discount_type: "diskon", discount_value: "31000", approval_id: approval });
    expect(reused.status).toBe(403);

    const other = await open("Meja 5");
    // Stored unapproved above the limit (its lines cut since): sent again it needs an approval too.
    await storeOrderDiscount(t, other.orderId, { kind: "diskon", value: 30_000 });
    expect((await put(other.orderId, big)).status).toBe(403);
    expect((await put(other.orderId, big, "kacab")).status).toBe(200);
    // Approved by the kacab: the cashier may send it again unchanged.
    expect((await put(other.orderId, big)).status).toBe(200);
    expect((await row(other.orderId))?.discountApprovedBy).not.toBeNull();
  });

  it("a voucher's value is what the server finds for its code; too big for the bill is refused; '' removes it", async () => {
    const o = await open("Meja 6");
    const v = await buildVoucher(t, { value: 5_000 });
    const res = await put(o.orderId, { voucher_code: v.code.toLowerCase(), discount_type: "diskon", discount_value: "5000" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await orderOf(o.orderId)).toMatchObject({ voucher_code: v.code, nominal_voucher: 5_000 });
    expect(res.body.totals).toMatchObject({ global_discount: 5_000, voucher: 5_000, rounded: 37_200 });
    // A discount that leaves less than the voucher is refused; the stored pair stays.
    const tooBig = await put(o.orderId, { discount_type: "diskon", discount_value: "45000" }, "kacab");
    expect([tooBig.status, tooBig.body.meta.message]).toEqual([422, "Nominal transaksi kurang dari Voucher"]);
    const cleared = await put(o.orderId, { voucher_code: "", discount_type: "" });
    expect(cleared.body.totals).toMatchObject({ global_discount: 0, voucher: 0, rounded: 47_200 });
    expect(await orderOf(o.orderId)).toMatchObject({ global_discount_type: "", voucher_code: "", nominal_voucher: 0 });
  });

  it("the printed bill (PRINTBILL) takes the stored discount and voucher off, as deductions", async () => {
    const printer = await startFakePrinter();
    const saved = await t.call("POST", "/api/printer-setting", {
      as: "kasir",
      body: {
        printer_id: 0,
        printer_width: 405,
        printer_group1: "[]",
        printer_group2: "[]",
        printer_type: "network",
        printer_address: printer.address,
        printer_location: "kasir",
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const o = await open("Meja 12");
    const v = await buildVoucher(t, { value: 2_000 });
    expect((await put(o.orderId, { discount_type: "diskon", discount_value: "5000", voucher_code: v.code })).status).toBe(200);
    const res = await t.call("POST", "/api/cashier/print-bill", { as: "kasir", body: { tmp_transaction_id: o.orderId } });
    expect(res.body).toMatchObject({ error: 0, printed: true });
    const [job] = await t.db.select().from(printJobs).where(eq(printJobs.kind, "bill")).orderBy(desc(printJobs.id)).limit(1);
    const text = escposText(job?.payload ?? new Uint8Array());
    expect(text).toMatch(/Diskon\s+-Rp 5\.000/);
    expect(text).toMatch(/Voucher\s+-Rp 2\.000/);
    // 47.150 − 5.000 − 2.000 = 40.150 → 40.200.
    expect(text).toMatch(/Rp 40\.200/);
    await printer.close();
  });

  it("is refused for a paid order", async () => {
    const o = await open("Meja 7");
    await pay(t, "kasir", cashBody(o.orderId));
    const res = await put(o.orderId, { discount_type: "diskon", discount_value: "1000" });
    expect([res.status, res.body.meta.message]).toEqual([404, "Transaksi sudah dibayar"]);
  });

  it("reads a nominal in ringgit at an RM outlet: RM 2.50 is 250 sen", async () => {
    const o = await openOrder(t, {
      as: "kasir.kl",
      outlet: "DEMO-KL",
      table: kl.table("Meja 1"),
      items: [{ name: kl.item("Nasi Lemak"), qty: 2 }],
    });
    const res = await put(o.orderId, { discount_type: "diskon", discount_value: "2.50" }, "kasir.kl");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await row(o.orderId))?.discountValue).toBe(250);
    expect(res.body.data.global_discount_nominal).toBe(2.5);
    expect((await put(o.orderId, { discount_type: "diskon", discount_value: "2.505" }, "kasir.kl")).status).toBe(422);
  });
});

describe("POST /recap-transactions with a stored discount", () => {
  const rekapOf = async (rekapId: number) => (await t.db.select().from(closedTransactions).where(eq(closedTransactions.id, rekapId)))[0];

  it("charges the stored discount and voucher when the client sends none, and spends the voucher", async () => {
    const o = await open("Meja 8");
    const v = await buildVoucher(t, { value: 5_000 });
    expect((await put(o.orderId, { discount_type: "diskon", discount_value: "5000", voucher_code: v.code })).status).toBe(200);
    const rekapId = await pay(t, "kasir", cashBody(o.orderId, { total: 37_200, round: 50, exchange: 12_800 }));
    expect(await rekapOf(rekapId)).toMatchObject({ globalDiscount: 5_000, voucher: 5_000 });
    expect((await t.db.select().from(vouchers).where(eq(vouchers.code, v.code)))[0]?.usedByTransactionId).toBe(rekapId);
  });

  it("accepts the same figures sent; refuses different ones (Terjadi perubahan data) and changes nothing", async () => {
    const o = await open("Meja 9");
    await storeOrderDiscount(t, o.orderId, { kind: "diskon", value: 5_000 });
    const body = (extra: Record<string, unknown>) => cashBody(o.orderId, { total: 42_200, round: 50, exchange: 7_800, ...extra });
    for (const sent of [0, 4_000, 6_000]) {
      const res = await t.call("POST", "/api/recap-transactions", {
        as: "kasir",
        body: body({ global_discount: sent, total: 47_200 - sent }),
      });
      expect([res.status, res.body.meta.code, res.body.msg], String(sent)).toEqual([200, 412, "Terjadi perubahan data"]);
    }
    await expectUntouched(t, o.orderId);
    const rekapId = await pay(t, "kasir", body({ global_discount: 5_000 }));
    expect((await rekapOf(rekapId))?.globalDiscount).toBe(5_000);
  });

  // A discount SENT at payment with nothing stored is checked against the limit too: payment-discount-limit.test.ts.
  it("a stored discount above the limit needs a supervisor", async () => {
    const big = { total: 17_200, round: 50, exchange: 32_800 };
    // Stored above the limit without an approval (its lines cut after it was set): a cashier's payment is refused.
    const stored = await open("Meja 11");
    await storeOrderDiscount(t, stored.orderId, { kind: "diskon", value: 30_000 });
    const refused = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(stored.orderId, big) });
    expect([refused.status, refused.body.meta.message]).toEqual([403, "Diskon melebihi batas outlet, perlu persetujuan Kacab/Asisten"]);
    await expectUntouched(t, stored.orderId);
    // Approved by a supervisor: paid.
    const [kacab] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, "kacab@demo.test"));
    await storeOrderDiscount(t, stored.orderId, { kind: "diskon", value: 30_000, approvedBy: kacab?.id ?? null });
    const paid = await pay(t, "kasir", cashBody(stored.orderId, big));
    expect((await rekapOf(paid))?.globalDiscount).toBe(30_000);
  });
});
