/**
 * Order calls as a client written from the spec makes them: PUT /tmp-transaction/{id} echoing the
 * `m_transaction_menu_service_charge` that GET gives out (orders §7), DELETE /tmp-transaction/{id}
 * read by its top-level `error` (payment §7), and edit-menu's discount type `%` (orders §5).
 */
import { LINE_MSG, ORDER_MSG } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openOrder } from "../payment/payment.factory.ts";
import { detail } from "./line-actions.test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const AYAM = [{ name: "Ayam Goreng Dada", qty: 2 }];

describe("PUT /tmp-transaction/{id} with what GET gave out", () => {
  it("accepts the service-charge percent read back (5) and a Tarik Tunai with it", async () => {
    const o = await openOrder(t, { table: "Meja 1", items: AYAM });
    const read = await t.call("GET", `/api/tmp-transaction/${o.orderId}`, { as: "kasir" });
    const sc = read.body.data.m_transaction_menu_service_charge;
    expect(sc).toBe(5);
    const echoed = await t.call("PUT", `/api/tmp-transaction/${o.orderId}`, {
      as: "kasir",
      body: { m_transaction_menu_service_charge: sc, m_transaction_menu_tarik_tunai: 10_000 },
    });
    expect(echoed.status, JSON.stringify(echoed.body)).toBe(200);
    expect(echoed.body.meta.message).toBe(ORDER_MSG.CHARGES_UPDATED);
    // 36.000 + 10% tax + 5% service + 10.000 Tarik Tunai.
    expect((await detail(t, o.orderId)).totals).toMatchObject({ subtotal: 36_000, service_charge: 1_800, total: 51_400 });
  });

  it("reads the percent as a switch: 0 takes the service charge off, the percent (as text too) puts it back", async () => {
    const o = await openOrder(t, { table: "Meja 2", items: AYAM });
    const off = await t.call("PUT", `/api/tmp-transaction/${o.orderId}`, { as: "kasir", body: { m_transaction_menu_service_charge: 0 } });
    expect(off.status).toBe(200);
    expect((await detail(t, o.orderId)).totals.service_charge).toBe(0);
    const on = await t.call("PUT", `/api/tmp-transaction/${o.orderId}`, { as: "kasir", body: { m_transaction_menu_service_charge: "5" } });
    expect(on.status).toBe(200);
    expect((await detail(t, o.orderId)).totals.service_charge).toBe(1_800);
  });

  it("accepts the 0 read from an order without service charge, and still refuses switching it on", async () => {
    const o = await openOrder(t, { table: "Meja 3", items: AYAM });
    await t.db.update(orders).set({ serviceChargeRateBp: 0 }).where(eq(orders.id, o.orderId));
    const read = await t.call("GET", `/api/tmp-transaction/${o.orderId}`, { as: "kasir" });
    expect(read.body.data.m_transaction_menu_service_charge).toBe(0);
    const echoed = await t.call("PUT", `/api/tmp-transaction/${o.orderId}`, {
      as: "kasir",
      body: { m_transaction_menu_service_charge: 0, m_transaction_menu_tarik_tunai: 5_000 },
    });
    expect(echoed.status, JSON.stringify(echoed.body)).toBe(200);
    expect((await detail(t, o.orderId)).totals).toMatchObject({ service_charge: 0, total: 44_600 });
    const on = await t.call("PUT", `/api/tmp-transaction/${o.orderId}`, { as: "kasir", body: { m_transaction_menu_service_charge: 5 } });
    expect(on.status).toBe(422);
    expect(on.body.meta.message).toBe(ORDER_MSG.SC_RATE_ZERO);
  });
});

describe("DELETE /tmp-transaction/{id}", () => {
  it("answers with a top-level error 0 (the client returns to the dashboard), and error 1 when gone", async () => {
    const o = await openOrder(t, { table: "Meja 4", items: AYAM });
    const res = await t.call("DELETE", `/api/tmp-transaction/${o.orderId}`, { as: "kasir" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, msg: ORDER_MSG.ORDER_DELETED, meta: { error: 0, message: ORDER_MSG.ORDER_DELETED } });
    const again = await t.call("DELETE", `/api/tmp-transaction/${o.orderId}`, { as: "kasir" });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(1);
  });
});

describe("edit menu's discount type %", () => {
  it("is the percent discount (Persen): 50 % of 2 × 18.000", async () => {
    const o = await openOrder(t, { table: "Meja 5", items: AYAM });
    const lineId = o.lineIds.get("Ayam Goreng Dada");
    const res = await t.call("POST", "/api/m-transaction-meja/changeMenuDetail", {
      as: "kasir",
      body: { tmp_transaction_detail_id: lineId, discount_type: "%", discount: "50" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.message).toBe(LINE_MSG.LINE_EDITED);
    const { lines, totals } = await detail(t, o.orderId);
    expect(lines[0]).toMatchObject({ discount_type: "Persen", discount: 18_000, nominal: 18_000 });
    expect(totals.subtotal).toBe(18_000);
  });
});
