/**
 * API tests of QRIS (static mode): the outlet's static QRIS in the back office (checked on the
 * server, audited), POST /qris/charge (the dynamic payload's tag 54 and CRC, idempotent per bill and
 * amount, a changed bill cancelling the old charge, the unique code), status and cancel, paying by
 * QRIS through POST /recap-transactions (the charge claimed and linked, refused when stale), and QRIS
 * wherever a payment shows: shift recap, report by method, history, receipt, split bill, multipayment;
 * rupiah only; roles before input; bad input never a 500.
 */
import { parseQris, QRIS_MSG } from "@waroeng/domain";
import { qrisSticker } from "@waroeng/domain/testing";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, closedTransactions, outlets, paymentTenders, qrisCharges } from "../../db/schema/index.ts";
import { buildStall, numbered, type Stall } from "../../test/factories.ts";
import { createTestApp, type JsonBody, type TestApp } from "../../test/harness.ts";
import { loadReceiptData } from "../history/receipt-data.ts";
import { cashBody, expectUntouched, MAIN_FIGURES, mainLines, openCash, openOrder, outletIdOf } from "../payment/payment.factory.ts";
import { newSplitId, splitBody } from "../payment/split.factory.ts";
import { liveQrisCharge } from "./qris.service.ts";

let t: TestApp;
let stall: Stall;
let kl: Stall;

const PAY = "/api/recap-transactions";

async function outletForm(extra: Record<string, unknown>) {
  const now = (await t.call("GET", "/api/admin/outlet", { as: "owner" })).body.data;
  return {
    m_w_nama: now.m_w_nama,
    m_w_tax: now.m_w_tax,
    m_w_sc: now.m_w_sc,
    m_w_pembulatan: now.m_w_pembulatan,
    m_w_alamat: now.m_w_alamat,
    m_w_footer: now.m_w_footer,
    ...extra,
  };
}
const saveOutlet = async (extra: Record<string, unknown>) =>
  t.call("POST", "/api/admin/outlet", { as: "owner", body: await outletForm(extra) });

const charge = (body: Record<string, unknown>, as = "kasir") => t.call("POST", "/api/qris/charge", { as, body });
const tag54 = (payload: string) => parseQris(payload).fields.find((f) => f.tag === "54")?.value;
const qrisBody = (orderId: number, orderRef: string, extra: Record<string, unknown> = {}) => ({
  ...cashBody(orderId),
  payment_method: 11,
  nominal_uang: 0,
  exchange: 0,
  qris_order_id: orderRef,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, [...numbered("Meja", 13)]);
  kl = await buildStall(t, ["Meja 2"], { "Nasi Lemak": { price: 850 } }, { outlet: "DEMO-KL" });
  await openCash(t, "kasir");
  await openCash(t, "kasir.kl");
});

afterAll(async () => {
  await t.close();
});

describe("back office · Outlet: the static QRIS", () => {
  it("refuses a charge before the outlet has a static QRIS", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 12"), items: mainLines(stall) });
    const res = await charge({ tmp_transaction_id: o.orderId, total: 47_200 });
    expect([res.status, res.body.meta.code, res.body.meta.message]).toEqual([200, 422, QRIS_MSG.NOT_SET]);
  });

  it("refuses a broken or foreign payload with what is wrong, storing nothing", async () => {
    const demo = await outletIdOf(t.db);
    const before = await t.db.select().from(outlets).where(eq(outlets.id, demo));
    const good = qrisSticker();
    const cases: Array<[string, string]> = [
      [`${good.slice(0, -4)}${good.slice(-4) === "0000" ? "0001" : "0000"}`, QRIS_MSG.CRC_MISMATCH],
      [qrisSticker({ currency: "458" }), QRIS_MSG.CURRENCY],
      ["hello", QRIS_MSG.BROKEN],
    ];
    for (const [payload, message] of cases) {
      const res = await saveOutlet({ m_w_qris_static: payload });
      expect(res.status, payload).toBe(422);
      expect(res.body.meta.message).toBe(message);
    }
    expect(await t.db.select().from(outlets).where(eq(outlets.id, demo))).toEqual(before);
  });

  it("stores a valid sticker, answers its merchant name and city, and audits it", async () => {
    const res = await saveOutlet({ m_w_qris_static: `  ${qrisSticker()}\n` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      m_w_qris_static: qrisSticker(),
      m_w_qris_merchant: "WAROENG SS",
      m_w_qris_kota: "JAKARTA",
      m_w_qris_kode_unik: "tidak",
    });
    const [audit] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ entity: "outlet", action: "update" });
    expect((audit?.after as JsonBody | undefined)?.m_w_qris_static).toBe(qrisSticker());
    expect((audit?.before as JsonBody | undefined)?.m_w_qris_static).toBe("");
    // Absent: unchanged.
    expect((await saveOutlet({})).body.data.m_w_qris_static).toBe(qrisSticker());
  });

  it("lists QRIS at the till of a rupiah outlet only", async () => {
    const ids = async (as: string) =>
      (await t.call("GET", "/api/m-payment-method", { as })).body.data.map((m: JsonBody) => m.m_payment_method_id);
    expect(await ids("kasir")).toContain(11);
    expect(await ids("kasir.kl")).not.toContain(11);
  });
});

describe("POST /qris/charge", () => {
  it("gives the dynamic QRIS of the bill: point of initiation 12, tag 54 = the total, CRC valid, merchant from the payload", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 1"), items: mainLines(stall) });
    const res = await charge({ tmp_transaction_id: o.orderId, total: 47_200 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      order_id: `QRIS-${await outletIdOf(t.db)}-${o.orderId}-1`,
      amount: 47_200,
      bill_total: 47_200,
      unique_amount: 0,
      mode: "static",
      status: "pending",
      merchant_name: "WAROENG SS",
      merchant_city: "JAKARTA",
    });
    const info = parseQris(d.qr_string);
    expect(tag54(d.qr_string)).toBe("47200");
    expect(info.pointOfInitiation).toBe("12");
    expect(new Date(d.expires_at).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it("is idempotent per bill and amount; a changed bill cancels the old charge", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 2"), items: mainLines(stall) });
    const first = (await charge({ tmp_transaction_id: o.orderId, total: 47_200 })).body.data;
    const again = (await charge({ tmp_transaction_id: o.orderId, total: 47_200 })).body.data;
    expect(again).toEqual(first);
    const changed = (await charge({ tmp_transaction_id: o.orderId, total: 52_900 })).body.data;
    expect(changed.order_id).not.toBe(first.order_id);
    expect(tag54(changed.qr_string)).toBe("52900");
    const old = await t.call("GET", `/api/qris/status/${first.order_id}`, { as: "kasir" });
    expect(old.body.data).toMatchObject({ order_id: first.order_id, status: "cancelled" });
    // Paying with the cancelled charge is refused, nothing paid.
    const stale = await t.call("POST", PAY, { as: "kasir", body: qrisBody(o.orderId, first.order_id) });
    expect([stale.body.meta.code, stale.body.meta.message]).toEqual([409, QRIS_MSG.CHARGE_NEEDED]);
    await expectUntouched(t, o.orderId);
  });

  it("cancels a pending charge; an expired one reads expired and cannot pay", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 3"), items: mainLines(stall) });
    const c = (await charge({ tmp_transaction_id: o.orderId, total: 47_200 })).body.data;
    const cancelled = await t.call("POST", `/api/qris/cancel/${c.order_id}`, { as: "kasir" });
    expect(cancelled.body.data.status).toBe("cancelled");
    const next = (await charge({ tmp_transaction_id: o.orderId, total: 47_200 })).body.data;
    expect(next.order_id).not.toBe(c.order_id);
    await t.db
      .update(qrisCharges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(qrisCharges.orderRef, next.order_id));
    expect((await t.call("GET", `/api/qris/status/${next.order_id}`, { as: "kasir" })).body.data.status).toBe("expired");
    const res = await t.call("POST", PAY, { as: "kasir", body: qrisBody(o.orderId, next.order_id) });
    expect(res.body.meta.message).toBe(QRIS_MSG.CHARGE_NEEDED);
    await expectUntouched(t, o.orderId);
  });

  it("checks the role before the input, and answers bad input with 422 or 404, never 500", async () => {
    for (const as of ["pelayan", "dapur"]) {
      const res = await charge({ tmp_transaction_id: "x" }, as);
      expect(res.status, as).toBe(403);
      expect((await t.call("GET", "/api/qris/status/nonsense", { as })).status).toBe(403);
    }
    const bad = [{}, { tmp_transaction_id: "x", total: 1000 }, { tmp_transaction_id: 1, total: -5 }, { tmp_transaction_id: 1, total: 0 }];
    for (const body of bad) {
      const res = await charge(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await t.call("GET", "/api/qris/status/nonsense", { as: "kasir" })).status).toBe(422);
    const unknown = await t.call("GET", "/api/qris/status/QRIS-1-999999-1", { as: "kasir" });
    expect([unknown.body.meta.code, unknown.body.meta.message]).toEqual([404, QRIS_MSG.CHARGE_NOT_FOUND]);
    expect((await charge({ tmp_transaction_id: 2_000_000_000, total: 1000 })).body.meta.code).toBe(404);
    // Another outlet's charge is not found.
    const o = await openOrder(t, { table: stall.table("Meja 4"), items: mainLines(stall) });
    const c = (await charge({ tmp_transaction_id: o.orderId, total: 47_200 })).body.data;
    expect((await t.call("GET", `/api/qris/status/${c.order_id}`, { as: "kasir.kl" })).body.meta.code).toBe(404);
  });

  it("is rupiah only: an RM outlet's charge and QRIS payment are refused", async () => {
    const o = await openOrder(t, {
      as: "kasir.kl",
      outlet: "DEMO-KL",
      table: kl.table("Meja 2"),
      items: [{ name: kl.item("Nasi Lemak"), qty: 1 }],
    });
    const res = await charge({ tmp_transaction_id: o.orderId, total: 10 }, "kasir.kl");
    expect([res.body.meta.code, res.body.meta.message]).toEqual([422, QRIS_MSG.RUPIAH_ONLY]);
    const figures = (
      await t.call("GET", "/api/transaction-detail", {
        as: "kasir.kl",
        query: { tmp_transaction_detail_tmp_transaction_id: String(o.orderId) },
      })
    ).body.totals;
    const pay = await t.call("POST", PAY, {
      as: "kasir.kl",
      body: {
        tmp_transaction_id: o.orderId,
        payment_method: 11,
        sub_total: figures.subtotal,
        nominal_pajak: figures.tax,
        nominal_sc: figures.service_charge ?? figures.serviceCharge ?? 0,
        total: figures.total,
        round: figures.round ?? figures.rounding ?? 0,
        nominal_uang: 0,
        exchange: 0,
        qris_order_id: "QRIS-1-1-1",
      },
    });
    expect(pay.body.meta.message, JSON.stringify(pay.body)).toBe(QRIS_MSG.RUPIAH_ONLY);
  });
});

describe("liveQrisCharge (what the customer display shows)", () => {
  it("is the pending charge of an open bill; none once cancelled, or once the bill is paid another way", async () => {
    const demo = await outletIdOf(t.db);
    const o = await openOrder(t, { table: stall.table("Meja 13"), items: mainLines(stall) });
    expect(await liveQrisCharge(t.db, demo, o.orderId)).toBeNull();
    const c = (await charge({ tmp_transaction_id: o.orderId, total: 47_200 })).body.data;
    expect(await liveQrisCharge(t.db, demo, o.orderId)).toMatchObject({ orderId: c.order_id, amount: 47_200, merchantName: "WAROENG SS" });
    await t.call("POST", `/api/qris/cancel/${c.order_id}`, { as: "kasir" });
    expect(await liveQrisCharge(t.db, demo, o.orderId)).toBeNull();
    const again = (await charge({ tmp_transaction_id: o.orderId, total: 47_200 })).body.data;
    expect((await liveQrisCharge(t.db, demo, o.orderId))?.orderId).toBe(again.order_id);
    expect((await t.call("POST", PAY, { as: "kasir", body: cashBody(o.orderId) })).status).toBe(201);
    expect(await liveQrisCharge(t.db, demo, o.orderId)).toBeNull();
  });
});

describe("paying by QRIS", () => {
  it("pays the bill with method QRIS through the payment path: no change, the charge linked and paid", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 5"), items: mainLines(stall) });
    const c = (await charge({ tmp_transaction_id: o.orderId, total: 47_200 })).body.data;
    const res = await t.call("POST", PAY, { as: "kasir", body: qrisBody(o.orderId, c.order_id) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.kembalian).toBe(0);
    const rekapId = res.body.data.rekap_id;
    const [rekap] = await t.db.select().from(closedTransactions).where(eq(closedTransactions.id, rekapId));
    expect(rekap).toMatchObject({ paymentMethodId: 11, total: 47_200, tendered: 47_200, change: 0 });
    expect(await t.db.select().from(paymentTenders).where(eq(paymentTenders.closedTransactionId, rekapId))).toMatchObject([
      { paymentMethodId: 11, amount: 47_200, tendered: 47_200 },
    ]);
    const [row] = await t.db.select().from(qrisCharges).where(eq(qrisCharges.orderRef, c.order_id));
    expect(row).toMatchObject({ status: "paid", closedTransactionId: rekapId, qrString: c.qr_string });
    expect((await t.call("GET", `/api/qris/status/${c.order_id}`, { as: "kasir" })).body.data.status).toBe("paid");
    // A paid charge is not cancelled; the bill cannot be charged again.
    expect((await t.call("POST", `/api/qris/cancel/${c.order_id}`, { as: "kasir" })).body.data.status).toBe("paid");
    expect((await charge({ tmp_transaction_id: o.orderId, total: 47_200 })).body.meta.code).toBe(409);
    // History and receipt say QRIS.
    const history = (await t.call("GET", "/api/transaksi/history", { as: "kasir" })).body.data as JsonBody[];
    expect(history.find((h) => h.r_t_id === rekapId || h.id === rekapId)?.payment_method ?? JSON.stringify(history[0])).toBe("QRIS");
    const detail = await t.call("GET", `/api/transaksi/history-detail/${rekapId}`, { as: "kasir" });
    expect(JSON.stringify(detail.body.data)).toContain('"payment_method":"QRIS"');
    const receipt = await loadReceiptData(t.db, await outletIdOf(t.db), rekapId);
    expect(receipt.tenders).toEqual([{ name: "QRIS", amount: 47_200 }]);
    // A wrong tap voided: the bill opens again, its charge is no longer paid, a new QR can be shown.
    const voided = await t.call("POST", `/api/recap-transactions/${rekapId}/void`, { as: "kasir", body: { keterangan: "salah metode" } });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect((await t.call("GET", `/api/qris/status/${c.order_id}`, { as: "kasir" })).body.data.status).toBe("cancelled");
    const next = (await charge({ tmp_transaction_id: o.orderId, total: 47_200 })).body.data;
    expect(next.order_id).not.toBe(c.order_id);
    expect((await t.call("POST", PAY, { as: "kasir", body: qrisBody(o.orderId, next.order_id) })).status).toBe(201);
  });

  it("without a charge (or another bill's) QRIS is refused and nothing is paid", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 6"), items: mainLines(stall) });
    const other = await openOrder(t, { table: stall.table("Meja 7"), items: mainLines(stall) });
    const c = (await charge({ tmp_transaction_id: other.orderId, total: 47_200 })).body.data;
    for (const ref of [undefined, c.order_id]) {
      const body = qrisBody(o.orderId, ref as string);
      const res = await t.call("POST", PAY, { as: "kasir", body });
      expect(res.body.meta.message, String(ref)).toBe(QRIS_MSG.CHARGE_NEEDED);
    }
    await expectUntouched(t, o.orderId);
  });

  it("the unique code: the QR asks total + 1–99 rupiah; the bill's total stays, the code is booked as received over it", async () => {
    expect((await saveOutlet({ m_w_qris_kode_unik: "ya" })).body.data.m_w_qris_kode_unik).toBe("ya");
    try {
      const o = await openOrder(t, { table: stall.table("Meja 8"), items: mainLines(stall) });
      const c = (await charge({ tmp_transaction_id: o.orderId, total: 47_200 })).body.data;
      expect(c.unique_amount).toBeGreaterThanOrEqual(1);
      expect(c.unique_amount).toBeLessThanOrEqual(99);
      expect(c.amount).toBe(47_200 + c.unique_amount);
      expect(c.bill_total).toBe(47_200);
      expect(tag54(c.qr_string)).toBe(String(47_200 + c.unique_amount));
      expect((await charge({ tmp_transaction_id: o.orderId, total: 47_200 })).body.data.amount).toBe(c.amount);
      const res = await t.call("POST", PAY, { as: "kasir", body: qrisBody(o.orderId, c.order_id) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.kembalian).toBe(0);
      const rekapId = res.body.data.rekap_id;
      const [rekap] = await t.db.select().from(closedTransactions).where(eq(closedTransactions.id, rekapId));
      expect(rekap).toMatchObject({ total: 47_200, subtotal: 41_000, tax: 4_100, change: 0 });
      expect(await t.db.select().from(paymentTenders).where(eq(paymentTenders.closedTransactionId, rekapId))).toMatchObject([
        { paymentMethodId: 11, amount: 47_200, tendered: 47_200 + c.unique_amount },
      ]);
      const receipt = await loadReceiptData(t.db, await outletIdOf(t.db), rekapId);
      expect(receipt.tenders).toEqual([
        { name: "QRIS", amount: 47_200 + c.unique_amount },
        { name: "Kode unik QRIS", amount: c.unique_amount },
      ]);
      expect(receipt.change).toBe(0);
    } finally {
      await saveOutlet({ m_w_qris_kode_unik: "tidak" });
    }
  });

  it("a split bill: the charge for the sub-bill pays it with QRIS", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 9"), items: mainLines(stall) });
    const ayam = o.lineIds.get(stall.item("Ayam Goreng Dada")) ?? 0;
    const note = (await t.call("GET", `/api/tmp-transaction/${o.orderId}`, { as: "kasir" })).body.data.tmp_transaction_note_number;
    const AYAM = { sub_total: 18_000, nominal_pajak: 1_800, nominal_sc: 900, total: 20_700, round: 0 };
    const splitId = newSplitId();
    const c = (await charge({ tmp_transaction_id: o.orderId, total: 20_700, splitId })).body.data;
    expect(tag54(c.qr_string)).toBe("20700");
    const body = { ...splitBody(o.orderId, `${note}-S1`, { [ayam]: 1 }, AYAM, { splitId, method: 11 }), qris_order_id: c.order_id };
    // Another split id cannot use this charge.
    const wrong = await t.call("POST", PAY, { as: "kasir", body: { ...body, splitId: newSplitId() } });
    expect(wrong.body.meta.message).toBe(QRIS_MSG.CHARGE_NEEDED);
    const res = await t.call("POST", PAY, { as: "kasir", body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [rekap] = await t.db.select().from(closedTransactions).where(eq(closedTransactions.id, res.body.data.rekap_id));
    expect(rekap).toMatchObject({ paymentMethodId: 11, total: 20_700 });
    expect((await t.call("GET", `/api/qris/status/${c.order_id}`, { as: "kasir" })).body.data.status).toBe("paid");
  });

  it("multipayment: cash + QRIS, change only from the cash", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 10"), items: mainLines(stall) });
    const body = {
      ...cashBody(o.orderId),
      multipayment: [
        { payment_method: 1, nominal: 30_000 },
        { payment_method: 11, nominal: 20_000 },
      ],
    };
    const res = await t.call("POST", PAY, { as: "kasir", body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.kembalian).toBe(2_800);
    const rows = await t.db.select().from(paymentTenders).where(eq(paymentTenders.closedTransactionId, res.body.data.rekap_id));
    expect(rows.map((r) => [r.paymentMethodId, r.amount]).sort()).toEqual([
      [1, 27_200],
      [11, 20_000],
    ]);
  });
});

describe("QRIS in the books", () => {
  it("shift recap: QRIS is non-cash, not EDC, not in the drawer; the report lists it by method", async () => {
    const before = (await t.call("GET", "/api/cashier/payment", { as: "kasir" })).body.data;
    const o = await openOrder(t, { table: stall.table("Meja 11"), items: mainLines(stall) });
    const c = (await charge({ tmp_transaction_id: o.orderId, total: MAIN_FIGURES.total })).body.data;
    expect((await t.call("POST", PAY, { as: "kasir", body: qrisBody(o.orderId, c.order_id) })).status).toBe(201);
    const after = (await t.call("GET", "/api/cashier/payment", { as: "kasir" })).body.data;
    expect(after.nonTunaiTotal - before.nonTunaiTotal).toBe(47_200);
    expect(after.cashTotal).toBe(before.cashTotal);
    expect(after.edcTotal).toBe(before.edcTotal);
    expect(after.reconciliation.uang_seharusnya).toBe(before.reconciliation.uang_seharusnya);
    const qris = (d: JsonBody) => (d.paymentDetail as JsonBody[]).find((p) => p.vendor === "QRIS");
    expect((qris(after)?.nominal as number) - ((qris(before)?.nominal as number) ?? 0)).toBe(47_200);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
    const report = await t.call("GET", "/api/laporan", { as: "kacab", query: { dari: today, sampai: today } });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const byMethod = (report.body.data.per_pembayaran as JsonBody[]).find((p) => p.metode === "QRIS");
    expect(byMethod).toMatchObject({ tipe: "qris" });
    expect(byMethod?.nominal as number).toBeGreaterThanOrEqual(47_200);
  });
});
