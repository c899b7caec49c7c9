/**
 * Role rules on the server (payment spec §6; one matrix, `PERMISSIONS`): opp only adds lines (and
 * reduces unsent ones), never pays or opens the drawer; wbd never sends to production. Each refusal
 * is checked against the rows before and after, called directly on the API as a client could.
 */
import { MSG } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedTransactions, dishes, drawerOpenings, orderLines, orders } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { addUnits, menuIdOf, openNote } from "../orders/orders.test-helpers.ts";
import { cashBody, openCash } from "../payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Bungkus 1"]);
  await openCash(t, "kasir");
  await openCash(t, "wbd");
});
afterAll(async () => {
  await t.close();
});

/** The rows an order action could touch. */
async function rows(orderId: number) {
  return {
    order: await t.db.select().from(orders).where(eq(orders.id, orderId)),
    lines: await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id),
    dishes: await t.db.select().from(dishes).where(eq(dishes.orderId, orderId)),
    rekap: await t.db.select().from(closedTransactions).where(eq(closedTransactions.orderId, orderId)),
    drawer: await t.db.select().from(drawerOpenings),
  };
}

function expectAccessDenied(res: { status: number; body: { meta: { title?: string; message: string } } }) {
  expect(res.status).toBe(403);
  expect(res.body.meta).toMatchObject({ title: MSG.ACCESS_DENIED_TITLE, message: MSG.ACCESS_DENIED });
}

describe("opp: adds lines only", () => {
  it("adds and reduces unsent lines on its order", async () => {
    const order = await openNote(t, { table: stall.table("Meja 1"), as: "opp" });
    await addUnits(t, order, stall.item("Es Teh Manis"), 2, "opp");
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order));
    const res = await t.call("POST", "/api/m-transaction-meja/reduce-menu", {
      as: "opp",
      body: { tmp_transaction_detail_id: line?.id, role_user: "opp" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.qty).toBe(1);
  });

  it("is refused payment and the drawer when calling the API directly; nothing changes", async () => {
    const order = await openNote(t, { table: stall.table("Meja 2"), as: "opp" });
    await addUnits(t, order, stall.item("Es Teh Manis"), 1, "opp");
    const before = await rows(order);
    expectAccessDenied(await t.call("POST", "/api/recap-transactions", { as: "opp", body: cashBody(order, { sub_total: 5000 }) }));
    expectAccessDenied(await t.call("GET", "/api/open-laci/payment", { as: "opp" }));
    expect(await rows(order)).toEqual(before);
  });
});

describe("wbd: no ORDER KE PRODUKSI", () => {
  it("is refused set-production; the lines stay unsent and no dish reaches the kitchen", async () => {
    const order = await openNote(t, { table: stall.table("Bungkus 1"), as: "wbd" });
    await t.call("POST", "/api/m-transaction-meja/add-menu", {
      as: "wbd",
      body: {
        tmp_transaction_detail_m_produk_id: await menuIdOf(t.db, stall.item("Es Teh Manis")),
        tmp_transaction_detail_tmp_transaction_id: order,
      },
    });
    const before = await rows(order);
    expectAccessDenied(await t.call("GET", `/api/m-transaction-meja/set-production/${order}`, { as: "wbd" }));
    expect(await rows(order)).toEqual(before);
    expect(before.lines.every((l) => l.productionStatus === 0)).toBe(true);
  });
});
