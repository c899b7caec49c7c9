/**
 * API tests of gateway QRIS with PAYMENT_GATEWAY=xendit against the fake Xendit of the test suite
 * (test/fakes/xendit.ts; never the network): the configuration and its secrets, a charge (its
 * documented request; 5xx and no answer refuse it), charge → poll → paid exactly once (worker and
 * callback too), the callback token (right, wrong, missing), a payment after expiry, and refunds
 * through Xendit's Refund API (accepted, refused then by hand).
 */
import { inspect } from "node:util";
import { QRIS_MSG } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedTransactions, drawerOpenings, qrisCharges, refunds } from "../../db/schema/index.ts";
import { buildStall, numbered, type Stall } from "../../test/factories.ts";
import { type FakeXendit, startFakeXendit } from "../../test/fakes/xendit.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { twoAyamRefundForm } from "../../test/refund-form.ts";
import { loadReceiptData } from "../history/receipt-data.ts";
import { cashBody, expectUntouched, mainLines, openCash, openOrder } from "../payment/payment.factory.ts";
import { gatewayFromEnv, type PaymentGateway } from "../qris/gateway/gateway.ts";
import { midtransGateway } from "../qris/gateway/midtrans.ts";
import { xenditGateway } from "../qris/gateway/xendit.ts";
import { pollPendingCharges } from "./qris-gateway.service.ts";

let t: TestApp;
let fake: FakeXendit;
let gw: PaymentGateway;
let stall: Stall;
let tables: string[];

const PAY = "/api/recap-transactions";
const charge = (orderId: number, total = 47_200) =>
  t.call("POST", "/api/qris/charge", { as: "kasir", body: { tmp_transaction_id: orderId, total } });
const status = (ref: string) => t.call("GET", `/api/qris/status/${ref}`, { as: "kasir" });
const notify = (c: { body: unknown; headers: Record<string, string> }) =>
  t.app.inject({ method: "POST", url: "/api/qris/notify", payload: c.body as object, headers: c.headers });
const rekapsOf = (orderId: number) => t.db.select().from(closedTransactions).where(eq(closedTransactions.orderId, orderId));
const chargeRow = async (ref: string) => (await t.db.select().from(qrisCharges).where(eq(qrisCharges.orderRef, ref)))[0];
let nextTable = 0;
const newOrder = () => openOrder(t, { table: stall.table(tables[nextTable++] ?? "none"), items: mainLines(stall) });

beforeAll(async () => {
  // The client waits 2 s (a busy box answers the fake late, and 0.4 s failed good calls as timeouts);
  // a `timeout` failure holds its answer 6 s, well past that.
  fake = await startFakeXendit({ holdMs: 6000 });
  gw = xenditGateway({ secretKey: fake.secretKey, baseUrl: fake.url, callbackToken: fake.callbackToken, timeoutMs: 2000 });
  t = await createTestApp({ qrisGateway: { gateway: gw, acceptNotifications: true, workerMs: 0 } });
  tables = numbered("Meja", 12);
  stall = await buildStall(t, tables);
  await openCash(t, "kasir");
  await openCash(t, "kacab");
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("configuration", () => {
  const make = {
    midtrans: (o: { serverKey: string; baseUrl: string }) => midtransGateway({ ...o, timeoutMs: 1000 }),
    xendit: (o: { secretKey: string; baseUrl: string; callbackToken: string }) => xenditGateway({ ...o, timeoutMs: 1000 }),
  };

  it("PAYMENT_GATEWAY=xendit needs XENDIT_SECRET_KEY; a bad XENDIT_BASE_URL stops the start; no secret is printable", () => {
    const env = { PAYMENT_GATEWAY: "xendit", XENDIT_SECRET_KEY: "xnd_secret_123", XENDIT_CALLBACK_TOKEN: "tok_secret_456" };
    const on = gatewayFromEnv(env, make);
    expect(on.gateway?.name).toBe("xendit");
    expect(() => gatewayFromEnv({ PAYMENT_GATEWAY: "xendit" }, make)).toThrow(/XENDIT_SECRET_KEY/);
    const bad = () => gatewayFromEnv({ ...env, XENDIT_BASE_URL: "https://u:p@h" }, make);
    expect(bad).toThrow(/XENDIT_BASE_URL/);
    expect(() => bad()).not.toThrow(/xnd_secret_123/);
    for (const shown of [inspect(on, { depth: 10, showHidden: true }), JSON.stringify(on)]) {
      expect(shown).not.toContain("xnd_secret_123");
      expect(shown).not.toContain("tok_secret_456");
    }
  });

  it("a gateway error carries no key and no request", async () => {
    const wrong = xenditGateway({ secretKey: "xnd_wrong_key_999", baseUrl: fake.url, callbackToken: "", timeoutMs: 2000 });
    const err = await wrong.charge({ orderId: "QRIS-1-1-1", amount: 1000, expiryMinutes: 15 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: "GatewayError", failure: "refused" });
    expect(inspect(err, { depth: 10, showHidden: true })).not.toContain("xnd_wrong_key_999");
    expect(JSON.stringify(err)).not.toContain("xnd_wrong_key_999");
  });
});

describe("POST /qris/charge with Xendit", () => {
  it("creates a DYNAMIC IDR QR code named by our order id and shows its qr_string; asked again, the same one", async () => {
    const o = await newOrder();
    const creates = () => fake.calls.filter((x) => x.method === "POST" && x.path === "/qr_codes").length;
    const before = creates();
    const res = await charge(o.orderId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = res.body.data;
    expect(c).toMatchObject({ mode: "gateway", status: "pending", amount: 47_200, merchant_name: "WAROENG SS" });
    const qr = fake.qrs.get(c.order_id);
    expect(qr).toMatchObject({ amount: 47_200, status: "ACTIVE" });
    expect(Date.parse(qr?.expiresAt ?? "")).toBeGreaterThan(Date.now());
    expect(c.qr_string).toBe((await chargeRow(c.order_id))?.qrString);
    expect((await charge(o.orderId)).body.data.order_id).toBe(c.order_id);
    expect(creates() - before).toBe(1);
  });

  it("Xendit failing (5xx, no answer in time) refuses the charge and stores nothing", async () => {
    const o = await newOrder();
    for (const how of ["5xx", "timeout"] as const) {
      fake.failNext(1, how);
      const res = await charge(o.orderId);
      expect([res.body.meta.code, res.body.meta.message], how).toEqual([503, QRIS_MSG.GATEWAY_DOWN]);
      expect(await t.db.select().from(qrisCharges).where(eq(qrisCharges.orderId, o.orderId))).toEqual([]);
    }
    expect((await charge(o.orderId)).body.data.mode).toBe("gateway");
  });
});

describe("charge → poll → paid exactly once", () => {
  it("pending until Xendit lists a SUCCEEDED payment; then paid by QRIS once, named by the app, no drawer kick", async () => {
    const o = await newOrder();
    const c = (await charge(o.orderId)).body.data;
    expect((await status(c.order_id)).body.data).toMatchObject({ status: "pending", rekap_id: null });
    const drawersBefore = (await t.db.select().from(drawerOpenings)).length;
    fake.settle(c.order_id, "DANA");
    const paid = (await status(c.order_id)).body.data;
    expect(paid).toMatchObject({ status: "paid", issuer: "dana", to_return: 0 });
    const [rekap, ...more] = await rekapsOf(o.orderId);
    expect(more).toEqual([]);
    expect(rekap).toMatchObject({ id: paid.rekap_id, paymentMethodId: 11, total: 47_200 });
    expect((await t.db.select().from(drawerOpenings)).length).toBe(drawersBefore);
    const receipt = await loadReceiptData(t.db, rekap?.outletId ?? 0, paid.rekap_id);
    expect(receipt.tenders).toEqual([{ name: "QRIS · DANA", amount: 47_200 }]);
    await pollPendingCharges(t.db, gw);
    expect((await notify(fake.callback(c.order_id))).statusCode).toBe(200);
    expect(await rekapsOf(o.orderId)).toHaveLength(1);
  });

  it("the worker alone pays a settled charge; Xendit not answering is tried again next tick", async () => {
    const o = await newOrder();
    const c = (await charge(o.orderId)).body.data;
    fake.settle(c.order_id);
    fake.failNext(100, "5xx");
    expect((await pollPendingCharges(t.db, gw)).failed).toBeGreaterThan(0);
    fake.heal();
    await pollPendingCharges(t.db, gw);
    expect(await rekapsOf(o.orderId)).toHaveLength(1);
  });

  it("a charge shown before a restart is still confirmed after it: Xendit's QR id is stored with the charge", async () => {
    const o = await newOrder();
    const c = (await charge(o.orderId)).body.data;
    const qr = fake.qrs.get(c.order_id);
    expect((await chargeRow(c.order_id))?.gatewayRef).toBe(qr?.id);
    fake.settle(c.order_id, "OVO");
    // A new adapter, as after the server restarted: it knows nothing but what the database holds.
    const restarted = xenditGateway({ secretKey: fake.secretKey, baseUrl: fake.url, callbackToken: fake.callbackToken, timeoutMs: 2000 });
    await pollPendingCharges(t.db, restarted);
    expect(await rekapsOf(o.orderId)).toMatchObject([{ paymentMethodId: 11, total: 47_200 }]);
    expect(await chargeRow(c.order_id)).toMatchObject({ status: "paid", issuer: "ovo" });
  });

  it("a payment after expiry pays the bill when it still asks that amount", async () => {
    const o = await newOrder();
    const c = (await charge(o.orderId)).body.data;
    fake.expire(c.order_id);
    await t.db
      .update(qrisCharges)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(qrisCharges.orderRef, c.order_id));
    expect((await status(c.order_id)).body.data.status).toBe("expired");
    fake.settle(c.order_id);
    await pollPendingCharges(t.db, gw);
    expect(await rekapsOf(o.orderId)).toMatchObject([{ paymentMethodId: 11, total: 47_200 }]);
  });
});

describe("POST /qris/notify with Xendit's callback token", () => {
  it("a wrong or missing x-callback-token is refused and asks nothing; the right one re-reads Xendit and pays", async () => {
    const o = await newOrder();
    const c = (await charge(o.orderId)).body.data;
    fake.settle(c.order_id);
    const asked = () => fake.calls.filter((x) => x.method === "GET").length;
    const before = asked();
    const forged = await notify(fake.callback(c.order_id, { forged: true }));
    expect(forged.statusCode).toBe(403);
    expect(forged.json().meta.message).toBe(QRIS_MSG.NOTIFY_FORGED);
    expect((await notify({ body: fake.callback(c.order_id).body, headers: {} })).statusCode).toBe(403);
    expect(asked()).toBe(before);
    await expectUntouched(t, o.orderId);
    const good = await notify(fake.callback(c.order_id));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({ order_id: c.order_id, status: "paid" });
    expect(await rekapsOf(o.orderId)).toHaveLength(1);
  });

  it("trusts Xendit, not the body: a callback for a QR code Xendit still shows unpaid pays nothing", async () => {
    const o = await newOrder();
    const c = (await charge(o.orderId)).body.data;
    const res = await notify(fake.callback(c.order_id));
    expect(res.json().data.status).toBe("pending");
    await expectUntouched(t, o.orderId);
  });
});

describe("refunds through Xendit's Refund API", () => {
  const paidByGateway = async () => {
    const o = await newOrder();
    const c = (await charge(o.orderId)).body.data;
    fake.settle(c.order_id);
    const billId = (await status(c.order_id)).body.data.rekap_id as number;
    const lines = (await t.call("GET", `/api/rekap-transaksi-detail/detailtransaksi/${billId}`, { as: "kacab" })).body.data;
    const ayam = lines.find((l: { m_produk_nama: string }) => l.m_produk_nama === stall.item("Ayam Goreng Dada"));
    return { orderRef: c.order_id as string, billId, ayamId: ayam.r_t_detail_id as number };
  };
  const refund = (form: Record<string, unknown>) => t.call("POST", "/api/transaksi/refund", { as: "kacab", body: form });

  it("refunds the refunded amount of the QR payment", async () => {
    const b = await paidByGateway();
    const res = await refund(twoAyamRefundForm(b.billId, b.ayamId));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const qr = fake.qrs.get(b.orderRef);
    expect(qr?.refunds).toEqual([
      {
        paymentId: qr?.payment?.id,
        amount: 39_600,
        referenceId: `${b.orderRef}-B${b.billId}`,
        idempotencyKey: `${b.orderRef}-B${b.billId}`,
      },
    ]);
    expect(await chargeRow(b.orderRef)).toMatchObject({ refundStatus: "refunded" });
  });

  it("a refused refund is shown and recorded, nothing refunded; then a manual refund", async () => {
    const b = await paidByGateway();
    fake.refuseRefunds("Refund is not supported for this channel");
    try {
      const refused = await refund(twoAyamRefundForm(b.billId, b.ayamId));
      expect([refused.body.meta.code, refused.body.meta.message]).toEqual([409, QRIS_MSG.REFUND_REFUSED]);
      expect(await t.db.select().from(refunds).where(eq(refunds.closedTransactionId, b.billId))).toEqual([]);
      expect(await chargeRow(b.orderRef)).toMatchObject({
        refundStatus: "refused",
        refundNote: "Refund is not supported for this channel",
      });
      const manual = await refund(twoAyamRefundForm(b.billId, b.ayamId, { manual_refund: true }));
      expect(manual.status, JSON.stringify(manual.body)).toBe(201);
      expect(await chargeRow(b.orderRef)).toMatchObject({ refundStatus: "manual" });
    } finally {
      fake.refuseRefunds(null);
    }
  });

  it("money that lost a race with cash is returned through Xendit too", async () => {
    const o = await newOrder();
    const c = (await charge(o.orderId)).body.data;
    expect((await t.call("POST", PAY, { as: "kasir", body: cashBody(o.orderId) })).status).toBe(201);
    fake.settle(c.order_id);
    await status(c.order_id);
    const ok = await t.call("POST", `/api/qris/return/${c.order_id}`, { as: "kasir", body: {} });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(fake.qrs.get(c.order_id)?.refunds.map((r) => r.amount)).toEqual([47_200]);
  });
});
