/**
 * API tests of gateway QRIS (PAYMENT_GATEWAY=midtrans) against the fake Midtrans of the test suite
 * (test/fakes/midtrans.ts; never the network): the configuration and its secret, POST /qris/charge
 * in gateway mode (idempotent, a replaced charge cancelled at the gateway, timeouts and 5xx), charge
 * → poll → paid exactly once whichever of poll, worker and notification comes first (also concurrent),
 * no drawer kick, the notification's signature (good, forged), a charge racing a cash payment, a
 * payment arriving after expiry or after the bill changed (money to return), and returning that money
 * (gateway refund, refused, by hand).
 */
import { inspect } from "node:util";
import { QRIS_MSG } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, closedTransactions, drawerOpenings, orders, paymentTenders, qrisCharges, refunds } from "../../db/schema/index.ts";
import { buildStall, numbered, type Stall } from "../../test/factories.ts";
import { type FakeMidtrans, startFakeMidtrans } from "../../test/fakes/midtrans.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { twoAyamRefundForm } from "../../test/refund-form.ts";
import { loadReceiptData } from "../history/receipt-data.ts";
import { cashBody, expectUntouched, mainLines, openCash, openOrder, setLineStatus } from "../payment/payment.factory.ts";
import { newSplitId } from "../payment/split.factory.ts";
import { gatewayFromEnv } from "../qris/gateway/gateway.ts";
import { midtransGateway } from "../qris/gateway/midtrans.ts";
import { pollPendingCharges } from "./qris-gateway.service.ts";

let t: TestApp;
let fake: FakeMidtrans;
let stall: Stall;
let tables: string[];

const PAY = "/api/recap-transactions";
const gateway = () => midtransGateway({ serverKey: fake.serverKey, baseUrl: fake.url, timeoutMs: 2000 });
const charge = (orderId: number, total = 47_200) =>
  t.call("POST", "/api/qris/charge", { as: "kasir", body: { tmp_transaction_id: orderId, total } });
const status = (ref: string) => t.call("GET", `/api/qris/status/${ref}`, { as: "kasir" });
const notify = (body: unknown) => t.app.inject({ method: "POST", url: "/api/qris/notify", payload: body as object });
const rekapsOf = (orderId: number) => t.db.select().from(closedTransactions).where(eq(closedTransactions.orderId, orderId));
const chargeRow = async (ref: string) => (await t.db.select().from(qrisCharges).where(eq(qrisCharges.orderRef, ref)))[0];
let nextTable = 0;
const newOrder = () => openOrder(t, { table: stall.table(tables[nextTable++] ?? "none"), items: mainLines(stall) });

beforeAll(async () => {
  // The client waits 2 s (a busy box answers the fake late, and 0.4 s failed good calls as timeouts);
  // a `timeout` failure holds its answer 6 s, well past that.
  fake = await startFakeMidtrans({ holdMs: 6000 });
  t = await createTestApp({ qrisGateway: { gateway: gateway(), acceptNotifications: true, workerMs: 0 } });
  tables = numbered("Meja", 20);
  stall = await buildStall(t, tables);
  await openCash(t, "kasir");
  await openCash(t, "kacab");
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("configuration", () => {
  it("static QRIS unless PAYMENT_GATEWAY is set; a missing key or a bad URL stop the start without quoting the key", () => {
    const make = {
      midtrans: (o: { serverKey: string; baseUrl: string }) => midtransGateway({ ...o, timeoutMs: 1000 }),
      xendit: () => {
        throw new Error("not this one");
      },
    };
    expect(gatewayFromEnv({}, make).gateway).toBeNull();
    const on = gatewayFromEnv({ PAYMENT_GATEWAY: "midtrans", MIDTRANS_SERVER_KEY: "SB-secret-123" }, make);
    expect(on.gateway?.name).toBe("midtrans");
    expect(on.acceptNotifications).toBe(false);
    expect(
      gatewayFromEnv({ PAYMENT_GATEWAY: "midtrans", MIDTRANS_SERVER_KEY: "k", PUBLIC_URL: "https://x.example" }, make).acceptNotifications,
    ).toBe(true);
    expect(() => gatewayFromEnv({ PAYMENT_GATEWAY: "midtrans" }, make)).toThrow(/MIDTRANS_SERVER_KEY/);
    expect(() => gatewayFromEnv({ PAYMENT_GATEWAY: "doku", MIDTRANS_SERVER_KEY: "k" }, make)).toThrow(/midtrans or xendit/);
    const bad = () =>
      gatewayFromEnv({ PAYMENT_GATEWAY: "midtrans", MIDTRANS_SERVER_KEY: "SB-secret-123", MIDTRANS_BASE_URL: "https://u:p@h" }, make);
    expect(bad).toThrow(/MIDTRANS_BASE_URL/);
    expect(() => bad()).not.toThrow(/SB-secret-123/);
    // The key is in no printable property of the adapter or the options.
    expect(inspect(on, { depth: 10, showHidden: true })).not.toContain("SB-secret-123");
    expect(JSON.stringify(on)).not.toContain("SB-secret-123");
  });

  it("a gateway error carries no key and no request", async () => {
    const wrong = midtransGateway({ serverKey: "SB-wrong-key-999", baseUrl: fake.url, timeoutMs: 2000 });
    const err = await wrong.status("QRIS-1-1-1").catch((e: unknown) => e);
    expect(err).toMatchObject({ name: "GatewayError", failure: "refused" });
    expect(inspect(err, { depth: 10, showHidden: true })).not.toContain("SB-wrong-key-999");
  });
});

describe("POST /qris/charge in gateway mode", () => {
  it("answers the gateway's QR with mode gateway, one charge per bill and amount; a changed total cancels the old one at the gateway", async () => {
    const o = await newOrder();
    const before = fake.calls.filter((c) => c.path === "/v2/charge").length;
    const res = await charge(o.orderId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = res.body.data;
    expect(c).toMatchObject({
      mode: "gateway",
      status: "pending",
      amount: 47_200,
      bill_total: 47_200,
      unique_amount: 0,
      merchant_name: "WAROENG SS",
    });
    expect(fake.charges.get(c.order_id)).toMatchObject({ amount: 47_200, state: "pending" });
    expect(c.qr_string).toBe((await chargeRow(c.order_id))?.qrString);
    // Asked twice (even at once): the same charge, one charge at the gateway.
    const [a, b] = await Promise.all([charge(o.orderId), charge(o.orderId)]);
    expect([a.body.data.order_id, b.body.data.order_id]).toEqual([c.order_id, c.order_id]);
    expect(fake.calls.filter((x) => x.path === "/v2/charge").length - before).toBe(1);
    // The bill changed: a new charge; the old one is cancelled here and at the gateway.
    const next = (await charge(o.orderId, 50_000)).body.data;
    expect(next.order_id).not.toBe(c.order_id);
    expect(fake.charges.get(c.order_id)?.state).toBe("cancel");
    expect((await status(c.order_id)).body.data.status).toBe("cancelled");
  });

  it("the gateway failing (5xx, no answer in time) refuses the charge and stores nothing; a split bill is refused", async () => {
    const o = await newOrder();
    for (const how of ["5xx", "timeout"] as const) {
      fake.failNext(1, how);
      const res = await charge(o.orderId);
      expect([res.body.meta.code, res.body.meta.message], how).toEqual([503, QRIS_MSG.GATEWAY_DOWN]);
      expect(await t.db.select().from(qrisCharges).where(eq(qrisCharges.orderId, o.orderId))).toEqual([]);
    }
    const split = await t.call("POST", "/api/qris/charge", {
      as: "kasir",
      body: { tmp_transaction_id: o.orderId, total: 20_700, splitId: newSplitId() },
    });
    expect(split.body.meta.message).toBe(QRIS_MSG.GATEWAY_NO_SPLIT);
    // Back up: it works again.
    expect((await charge(o.orderId)).body.data.mode).toBe("gateway");
  });
});

describe("charge → poll → paid exactly once", () => {
  it("pending while the gateway says so; once settled the status poll pays the bill by QRIS, no drawer kick, once", async () => {
    const o = await newOrder();
    const c = (await charge(o.orderId)).body.data;
    expect((await status(c.order_id)).body.data).toMatchObject({ status: "pending", mode: "gateway", rekap_id: null, to_return: 0 });
    expect(await rekapsOf(o.orderId)).toEqual([]);
    const drawersBefore = (await t.db.select().from(drawerOpenings)).length;
    fake.settle(c.order_id, "dana");
    const paid = (await status(c.order_id)).body.data;
    expect(paid).toMatchObject({ status: "paid", issuer: "dana", to_return: 0 });
    const [rekap, ...more] = await rekapsOf(o.orderId);
    expect(more).toEqual([]);
    expect(rekap).toMatchObject({ id: paid.rekap_id, paymentMethodId: 11, total: 47_200, change: 0 });
    expect(await t.db.select().from(paymentTenders).where(eq(paymentTenders.closedTransactionId, paid.rekap_id))).toMatchObject([
      { paymentMethodId: 11, amount: 47_200, tendered: 47_200 },
    ]);
    expect((await t.db.select().from(drawerOpenings)).length).toBe(drawersBefore);
    // The receipt names the app that paid.
    const receipt = await loadReceiptData(t.db, rekap?.outletId ?? 0, paid.rekap_id);
    expect(receipt.tenders).toEqual([{ name: "QRIS · DANA", amount: 47_200 }]);
    // History names it as the receipt does, in the list and in the detail.
    const history = (await t.call("GET", "/api/transaksi/history", { as: "kasir" })).body.data as Array<{
      r_t_id: number;
      payment_method: string;
    }>;
    expect(history.find((h) => h.r_t_id === paid.rekap_id)?.payment_method).toBe("QRIS · DANA");
    const detail = (await t.call("GET", `/api/transaksi/history-detail/${paid.rekap_id}`, { as: "kasir" })).body.data;
    expect(detail.transaction.payment_method).toBe("QRIS · DANA");
    // Asked again by poll, worker and a notification: still one payment.
    expect((await status(c.order_id)).body.data.rekap_id).toBe(paid.rekap_id);
    await pollPendingCharges(t.db, gateway());
    expect((await notify(fake.notification(c.order_id))).statusCode).toBe(200);
    expect(await rekapsOf(o.orderId)).toHaveLength(1);
  });

  it("the cashier cannot pay a gateway charge by hand before the gateway reports the money", async () => {
    const o = await newOrder();
    const c = (await charge(o.orderId)).body.data;
    const body = { ...cashBody(o.orderId), payment_method: 11, nominal_uang: 0, exchange: 0, qris_order_id: c.order_id };
    const res = await t.call("POST", PAY, { as: "kasir", body });
    expect(res.body.meta.message).toBe(QRIS_MSG.CHARGE_NEEDED);
    await expectUntouched(t, o.orderId);
  });

  it("poll, worker and notification at the same moment pay the bill once", async () => {
    const o = await newOrder();
    const c = (await charge(o.orderId)).body.data;
    fake.settle(c.order_id);
    const note = fake.notification(c.order_id);
    await Promise.all([status(c.order_id), status(c.order_id), pollPendingCharges(t.db, gateway()), notify(note), notify(note)]);
    expect(await rekapsOf(o.orderId)).toHaveLength(1);
    expect(await chargeRow(c.order_id)).toMatchObject({ status: "paid", toReturn: 0 });
  });

  it("the worker alone pays a settled charge; a gateway that does not answer is tried again next tick", async () => {
    const o = await newOrder();
    const c = (await charge(o.orderId)).body.data;
    fake.settle(c.order_id);
    fake.failNext(100, "5xx");
    const down = await pollPendingCharges(t.db, gateway());
    expect(down.failed).toBeGreaterThan(0);
    expect((await status(c.order_id)).body.data.status).toBe("pending"); // no answer: the stored status, never a 500
    fake.heal();
    await pollPendingCharges(t.db, gateway());
    expect(await rekapsOf(o.orderId)).toHaveLength(1);
    expect((await chargeRow(c.order_id))?.status).toBe("paid");
  });
});

describe("an older charge of the bill paid late while a newer one is shown", () => {
  it("pays the bill once; the newer charge is cancelled here and at the gateway, and its status stops being pending", async () => {
    const o = await newOrder();
    const old = (await charge(o.orderId)).body.data;
    // Its 15 minutes ran out: the till asks again and shows a newer QR of the same bill.
    await t.db
      .update(qrisCharges)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(qrisCharges.orderRef, old.order_id));
    const shown = (await charge(o.orderId)).body.data;
    expect(shown.order_id).not.toBe(old.order_id);
    // The customer had paid the old QR at the last second.
    fake.settle(old.order_id, "gopay");
    await pollPendingCharges(t.db, gateway());
    const [rekap, ...more] = await rekapsOf(o.orderId);
    expect(more).toEqual([]);
    expect(await chargeRow(old.order_id)).toMatchObject({ status: "paid", closedTransactionId: rekap?.id, toReturn: 0 });
    expect(await chargeRow(shown.order_id)).toMatchObject({ status: "cancelled", toReturn: 0 });
    expect(fake.charges.get(shown.order_id)?.state).toBe("cancel");
    expect((await status(shown.order_id)).body.data).toMatchObject({ status: "cancelled", to_return: 0 });
  });
});

describe("POST /qris/notify", () => {
  it("a forged signature is refused and changes nothing, even when the gateway would say settled; a good one pays", async () => {
    const o = await newOrder();
    const c = (await charge(o.orderId)).body.data;
    fake.settle(c.order_id);
    const statusCalls = () => fake.calls.filter((x) => x.path === `/v2/${c.order_id}/status`).length;
    const before = statusCalls();
    const forged = await notify(fake.notification(c.order_id, { forged: true }));
    expect(forged.statusCode).toBe(403);
    expect(forged.json().meta.message).toBe(QRIS_MSG.NOTIFY_FORGED);
    const tampered = { ...fake.notification(c.order_id), gross_amount: "1.00" };
    expect((await notify(tampered)).statusCode).toBe(403);
    expect((await notify({ order_id: c.order_id })).statusCode).toBe(403);
    expect(statusCalls()).toBe(before);
    await expectUntouched(t, o.orderId);
    expect(await chargeRow(c.order_id)).toMatchObject({ status: "pending", settledAt: null });
    const good = await notify(fake.notification(c.order_id));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({ order_id: c.order_id, status: "paid" });
    expect(await rekapsOf(o.orderId)).toHaveLength(1);
  });

  it("re-reads the gateway rather than trusting the body: a 'settlement' notification of a pending charge pays nothing", async () => {
    const o = await newOrder();
    const c = (await charge(o.orderId)).body.data;
    // Signed right, but the gateway says pending (a replayed or early notification).
    fake.settle(c.order_id);
    const note = fake.notification(c.order_id);
    const f = fake.charges.get(c.order_id);
    if (f) {
      f.state = "pending";
    }
    expect((await notify(note)).json().data.status).toBe("pending");
    await expectUntouched(t, o.orderId);
  });

  it("is not there without PUBLIC_URL", async () => {
    const off = await createTestApp({ qrisGateway: { gateway: gateway(), acceptNotifications: false, workerMs: 0 } });
    try {
      const res = await off.app.inject({ method: "POST", url: "/api/qris/notify", payload: { order_id: "QRIS-1-1-1" } });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe("money that pays no bill", () => {
  it("a charge racing a cash payment: exactly one payment; QRIS money that lost is money to return", async () => {
    const o = await newOrder();
    const c = (await charge(o.orderId)).body.data;
    fake.settle(c.order_id);
    const [cash] = await Promise.all([t.call("POST", PAY, { as: "kasir", body: cashBody(o.orderId) }), status(c.order_id)]);
    const rekaps = await rekapsOf(o.orderId);
    expect(rekaps).toHaveLength(1);
    const row = await chargeRow(c.order_id);
    if (cash.status === 201) {
      expect(rekaps[0]?.paymentMethodId).toBe(1);
      expect(row).toMatchObject({ toReturn: 47_200, closedTransactionId: null });
    } else {
      expect(cash.body.meta.code).toBe(409);
      expect(rekaps[0]?.paymentMethodId).toBe(11);
      expect(row).toMatchObject({ status: "paid", toReturn: 0 });
    }
  });

  it("paid by cash first, the QRIS money arriving after is recorded and listed as money to return", async () => {
    const o = await newOrder();
    const c = (await charge(o.orderId)).body.data;
    expect((await t.call("POST", PAY, { as: "kasir", body: cashBody(o.orderId) })).status).toBe(201);
    fake.settle(c.order_id, "ovo");
    await pollPendingCharges(t.db, gateway());
    expect(await rekapsOf(o.orderId)).toHaveLength(1);
    expect((await status(c.order_id)).body.data).toMatchObject({ status: "cancelled", rekap_id: null, to_return: 47_200, issuer: "ovo" });
    const list = (await t.call("GET", "/api/qris/returns", { as: "kasir" })).body.data;
    expect(list.map((x: { order_id: string }) => x.order_id)).toContain(c.order_id);
    // The cashier's list names the bill (its nota), when the money came, how much and from which app.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, o.orderId));
    const item = list.find((x: { order_id: string }) => x.order_id === c.order_id);
    expect(item).toMatchObject({ nota: order?.noteNumber, amount: 47_200, issuer: "ovo", refund_note: null });
    expect(Date.now() - Date.parse(item.settled_at)).toBeLessThan(60_000);
  });

  it("a payment after expiry pays the bill when it still asks that amount; after the bill changed it is money to return", async () => {
    const same = await newOrder();
    const a = (await charge(same.orderId)).body.data;
    await t.db
      .update(qrisCharges)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(qrisCharges.orderRef, a.order_id));
    expect((await status(a.order_id)).body.data.status).toBe("expired");
    fake.settle(a.order_id);
    await pollPendingCharges(t.db, gateway());
    expect(await rekapsOf(same.orderId)).toMatchObject([{ paymentMethodId: 11, total: 47_200 }]);

    const changed = await newOrder();
    const b = (await charge(changed.orderId)).body.data;
    await t.db
      .update(qrisCharges)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(qrisCharges.orderRef, b.order_id));
    const teh = changed.lineIds.get(stall.item("Es Teh Manis")) ?? 0;
    await setLineStatus(t.db, teh, 2, "batal");
    fake.settle(b.order_id);
    await pollPendingCharges(t.db, gateway());
    expect(await rekapsOf(changed.orderId)).toEqual([]);
    expect(await chargeRow(b.order_id)).toMatchObject({ toReturn: 47_200 });
  });

  it("returning it: refunded through the gateway; a refused refund is recorded and shown, then returned by hand", async () => {
    const refundOne = async () => {
      const o = await newOrder();
      const c = (await charge(o.orderId)).body.data;
      expect((await t.call("POST", PAY, { as: "kasir", body: cashBody(o.orderId) })).status).toBe(201);
      fake.settle(c.order_id);
      await status(c.order_id);
      return c.order_id as string;
    };
    const ret = (ref: string, body: Record<string, unknown> = {}) => t.call("POST", `/api/qris/return/${ref}`, { as: "kasir", body });
    const listed = async () =>
      ((await t.call("GET", "/api/qris/returns", { as: "kasir" })).body.data as Array<{ order_id: string }>).map((x) => x.order_id);

    const first = await refundOne();
    const ok = await ret(first);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(fake.charges.get(first)?.refunds).toEqual([{ amount: 47_200, refundKey: `${first}-R`, reason: "QRIS tanpa tagihan" }]);
    expect(await chargeRow(first)).toMatchObject({ refundStatus: "refunded" });
    expect(await listed()).not.toContain(first);
    expect((await ret(first)).body.meta.message).toBe(QRIS_MSG.NOTHING_TO_RETURN);

    const second = await refundOne();
    fake.refuseRefunds("Refund is not allowed for this transaction");
    try {
      const refused = await ret(second);
      expect([refused.body.meta.code, refused.body.meta.message]).toEqual([409, QRIS_MSG.REFUND_REFUSED]);
      expect(await chargeRow(second)).toMatchObject({ refundStatus: "refused", refundNote: "Refund is not allowed for this transaction" });
      expect(await listed()).toContain(second);
      const manual = await ret(second, { manual: true });
      expect(manual.status).toBe(200);
      expect(await chargeRow(second)).toMatchObject({ refundStatus: "manual" });
      expect(await listed()).not.toContain(second);
      const row = await chargeRow(second);
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "qris_charge"), eq(auditLog.entityId, row?.id ?? 0)));
      expect(audits.map((x) => (x.after as { refund_status: string }).refund_status)).toEqual(["refused", "manual"]);
    } finally {
      fake.refuseRefunds(null);
    }
  });
});

describe("refunding a bill paid by gateway QRIS", () => {
  /** A bill paid by gateway QRIS (settled, polled): its id and its Ayam line for the refund form. */
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
  const drawer = async () =>
    (await t.call("GET", "/api/cashier/payment", { as: "kacab" })).body.data.reconciliation.uang_seharusnya as number;

  it("calls the gateway's refund for the refunded amount; no cash leaves the drawer", async () => {
    const b = await paidByGateway();
    const before = await drawer();
    const res = await refund(twoAyamRefundForm(b.billId, b.ayamId));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(fake.charges.get(b.orderRef)?.refunds).toEqual([{ amount: 39_600, refundKey: `${b.orderRef}-B${b.billId}`, reason: "Refund" }]);
    expect(await chargeRow(b.orderRef)).toMatchObject({ refundStatus: "refunded" });
    expect(await drawer()).toBe(before);
  });

  it("a refused refund is shown and recorded, nothing refunded; the cashier then records a manual refund (cash from the drawer)", async () => {
    const b = await paidByGateway();
    fake.refuseRefunds("Transaction cannot be refunded");
    try {
      const refused = await refund(twoAyamRefundForm(b.billId, b.ayamId));
      expect([refused.body.meta.code, refused.body.meta.message]).toEqual([409, QRIS_MSG.REFUND_REFUSED]);
      expect(await t.db.select().from(refunds).where(eq(refunds.closedTransactionId, b.billId))).toEqual([]);
      expect(await chargeRow(b.orderRef)).toMatchObject({ refundStatus: "refused", refundNote: "Transaction cannot be refunded" });
      const before = await drawer();
      const manual = await refund(twoAyamRefundForm(b.billId, b.ayamId, { manual_refund: true }));
      expect(manual.status, JSON.stringify(manual.body)).toBe(201);
      expect(fake.charges.get(b.orderRef)?.refunds).toEqual([]);
      expect(await chargeRow(b.orderRef)).toMatchObject({ refundStatus: "manual" });
      expect(before - (await drawer())).toBe(39_600);
    } finally {
      fake.refuseRefunds(null);
    }
  });

  it("the gateway not answering refunds nothing", async () => {
    const b = await paidByGateway();
    fake.failNext(1, "5xx");
    const res = await refund(twoAyamRefundForm(b.billId, b.ayamId));
    expect([res.body.meta.code, res.body.meta.message]).toEqual([503, QRIS_MSG.GATEWAY_DOWN]);
    expect(await t.db.select().from(refunds).where(eq(refunds.closedTransactionId, b.billId))).toEqual([]);
    expect((await chargeRow(b.orderRef))?.refundStatus).toBeNull();
  });
});
