/**
 * The order-level calls at an RM outlet (money in ringgit on the wire, sen inside):
 * Tarik Tunai typed in ringgit (an inexact one refused, nothing changed), the Keluarkan Menu list's
 * prices and a voucher's value in ringgit.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index.ts";
import { buildStall, buildVoucher, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openOrder } from "../payment/payment.factory.ts";

let t: TestApp;
/** A stall of the RM outlet: prices in sen. */
let kl: Stall;
beforeAll(async () => {
  t = await createTestApp();
  kl = await buildStall(t, ["Meja 1", "Meja 2"], { "Nasi Lemak": { price: 850 } }, { outlet: "DEMO-KL" });
});
afterAll(async () => {
  await t.close();
});

const KL = { as: "kasir.kl", outlet: "DEMO-KL" } as const;
const totalsOf = async (id: number) =>
  (await t.call("GET", "/api/transaction-detail", { as: KL.as, query: { tmp_transaction_detail_tmp_transaction_id: String(id) } })).body
    .totals;

describe("order-level money at an RM outlet", () => {
  it("Tarik Tunai in ringgit: RM 2.50 is 250 sen inside and 2.5 in the totals; RM 2.505 refused, nothing changed", async () => {
    const o = await openOrder(t, { ...KL, table: kl.table("Meja 1"), items: [{ name: kl.item("Nasi Lemak"), qty: 1 }] });
    const put = await t.call("PUT", `/api/tmp-transaction/${o.orderId}`, {
      as: KL.as,
      body: { tmp_transaction_detail_tarik_tunai: "2.50" },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await t.db.select().from(orders).where(eq(orders.id, o.orderId)))[0]?.cashWithdrawal).toBe(250);
    expect((await totalsOf(o.orderId)).cash_withdrawal).toBe(2.5);

    const before = await t.db.select().from(orders).where(eq(orders.id, o.orderId));
    const inexact = await t.call("PUT", `/api/tmp-transaction/${o.orderId}`, {
      as: KL.as,
      body: { tmp_transaction_detail_tarik_tunai: "2.505" },
    });
    expect(inexact.status).toBe(422);
    expect(Object.keys(inexact.body.errors)).toEqual(["tmp_transaction_detail_tarik_tunai"]);
    expect(await t.db.select().from(orders).where(eq(orders.id, o.orderId))).toEqual(before);
  });

  it("Keluarkan Menu's list and a voucher's value in ringgit", async () => {
    const o = await openOrder(t, { ...KL, table: kl.table("Meja 2"), items: [{ name: kl.item("Nasi Lemak"), qty: 2 }] });
    const list = await t.call("GET", `/api/m-transaction-table/get-pull-menu/${o.orderId}`, { as: KL.as });
    expect(list.body.data.map((l: { price: number; nominal: number }) => [l.price, l.nominal])).toEqual([[8.5, 17]]);

    const { code } = await buildVoucher(t, { outlet: "DEMO-KL", value: 550 });
    const v = await t.call("GET", "/api/voucher/get-voucher", { as: KL.as, query: { voucher_code: code.toLowerCase() } });
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(v.body.data.m_voucher_value).toBe(5.5);
  });
});
