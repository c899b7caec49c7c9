/**
 * Two devices, one order: device A (the cashier) changes an order, then device B (a waiter
 * whose screen has not caught up yet) acts on what it last saw. Each stale action is refused with a
 * message that says what happened, and changes nothing (the order's rows compared before and after).
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedTransactions, dishes, orderLines, orders, orderTables } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, mainLines, openCash, openOrder } from "../payment/payment.factory.ts";
import { sendToKitchen } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 9", "Meja 10", "Meja 11", "Meja 12"]);
  await openCash(t, "kasir");
});

afterAll(async () => {
  await t.close();
});

/** Every row the order owns: the order, its tables, lines, dishes and closed transactions. */
async function rowsOf(orderId: number) {
  return {
    order: await t.db.select().from(orders).where(eq(orders.id, orderId)),
    tables: await t.db.select().from(orderTables).where(eq(orderTables.orderId, orderId)),
    lines: await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    dishes: await t.db.select().from(dishes).where(eq(dishes.orderId, orderId)).orderBy(asc(dishes.id)),
    paid: await t.db.select().from(closedTransactions).where(eq(closedTransactions.orderId, orderId)),
  };
}

function addBody(orderId: number, menuId: number, lineId?: number) {
  return {
    tmp_transaction_detail_m_produk_id: menuId,
    tmp_transaction_detail_tmp_transaction_id: orderId,
    ...(lineId ? { tmp_transaction_detail_id: lineId } : {}),
  };
}

async function lineOf(orderId: number, name: string) {
  const res = await t.call("GET", "/api/transaction-detail", {
    as: "kasir",
    query: { tmp_transaction_detail_tmp_transaction_id: String(orderId) },
  });
  const line = (res.body.data as Array<{ id: number; m_produk_id: number; m_produk_nama: string }>).find((l) => l.m_produk_nama === name);
  if (!line) {
    throw new Error(`no line ${name}`);
  }
  return line;
}

describe("two devices on one order: stale actions are refused, never applied twice", () => {
  it("an order paid on device A: B's add, reduce, send to production and payment are refused, nothing changes", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 9"), items: mainLines(stall) });
    const tea = await lineOf(o.orderId, stall.item("Es Teh Manis"));
    // Device A pays.
    expect((await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(o.orderId) })).status).toBe(201);
    const before = await rowsOf(o.orderId);

    // Device B still shows the open order.
    const add = await t.call("POST", "/api/m-transaction-meja/add-menu", { as: "pelayan", body: addBody(o.orderId, tea.m_produk_id) });
    expect(add.status).toBe(404);
    expect(add.body.meta).toMatchObject({ error: 1, message: "Transaksi sudah dibayar" });
    const reduce = await t.call("POST", "/api/m-transaction-meja/reduce-menu", {
      as: "pelayan",
      body: { tmp_transaction_detail_id: tea.id },
    });
    expect(reduce.status).toBe(404);
    expect(reduce.body.meta.message).toBe("Transaksi sudah dibayar");
    const produce = await t.call("GET", `/api/m-transaction-meja/set-production/${o.orderId}`, { as: "pelayan" });
    expect(produce.status).toBe(404);
    expect(produce.body.meta.message).toBe("Transaksi sudah dibayar");
    const payAgain = await t.call("POST", "/api/recap-transactions", { as: "kacab", body: cashBody(o.orderId) });
    // Payment refusals come in the body (HTTP 200, meta.error 1; payment §7).
    expect([payAgain.status, payAgain.body.meta.code, payAgain.body.meta.error]).toEqual([200, 409, 1]);
    expect(payAgain.body.meta.message).toBe("Transaksi sudah dibayar");

    expect(await rowsOf(o.orderId)).toEqual(before);
    expect(before.paid).toHaveLength(1);
  });

  it("a line A reduced to 0: B's reduce of it is refused (Menu tidak ditemukan) and removes nothing else", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 10"), items: mainLines(stall) });
    const tea = await lineOf(o.orderId, stall.item("Es Teh Manis"));
    // A taps − on the single Es Teh: the line goes.
    const first = await t.call("POST", "/api/m-transaction-meja/reduce-menu", { as: "kasir", body: { tmp_transaction_detail_id: tea.id } });
    expect(first.status).toBe(200);
    expect(first.body.data).toBeNull();
    const before = await rowsOf(o.orderId);

    // B, whose screen still shows Es Teh ×1, taps − on it too.
    const stale = await t.call("POST", "/api/m-transaction-meja/reduce-menu", { as: "pelayan", body: { m_transaction_menu_id: tea.id } });
    expect(stale.status).toBe(404);
    expect(stale.body.meta).toMatchObject({ error: 1, message: "Menu tidak ditemukan" });
    expect(await rowsOf(o.orderId)).toEqual(before);
    expect(before.lines.map((l) => l.qty)).toEqual([2]);
  });

  it("a line A sent to the kitchen: B's − is refused (use Pembatalan), B's + makes a new unsent line, never a second dish", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 11"), items: mainLines(stall) });
    const tea = await lineOf(o.orderId, stall.item("Es Teh Manis"));
    await sendToKitchen(t, o.orderId);
    const before = await rowsOf(o.orderId);

    const minus = await t.call("POST", "/api/m-transaction-meja/reduce-menu", {
      as: "pelayan",
      body: { tmp_transaction_detail_id: tea.id },
    });
    expect(minus.status).toBe(409);
    expect(minus.body.meta.message).toBe("Menu sudah diorder ke produksi, gunakan Pembatalan");
    expect(await rowsOf(o.orderId)).toEqual(before);

    // B's + on the sent line: the sent line keeps its quantity; the unit goes to a new unsent line.
    const plus = await t.call("POST", "/api/m-transaction-meja/add-menu", {
      as: "pelayan",
      body: addBody(o.orderId, tea.m_produk_id, tea.id),
    });
    expect(plus.status).toBe(201);
    expect(plus.body.data.id).not.toBe(tea.id);
    expect(plus.body.data).toMatchObject({ qty: 1, production_status: 0 });
    const after = await rowsOf(o.orderId);
    expect(after.lines.find((l) => l.id === tea.id)).toEqual(before.lines.find((l) => l.id === tea.id));
    expect(after.dishes).toEqual(before.dishes);

    // B's send afterwards makes only that one new dish; a second send makes none (a resend).
    expect((await sendToKitchen(t, o.orderId, "pelayan")).dish_count).toBe(1);
    expect((await sendToKitchen(t, o.orderId)).resend).toBe(true);
    expect((await rowsOf(o.orderId)).dishes).toHaveLength(before.dishes.length + 1);
  });

  it("another outlet's device cannot touch the order (404), and nothing changes", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 12"), items: mainLines(stall) });
    const tea = await lineOf(o.orderId, stall.item("Es Teh Manis"));
    const before = await rowsOf(o.orderId);
    const kl = "kasir.kl@demo.test";
    const add = await t.call("POST", "/api/m-transaction-meja/add-menu", { as: kl, body: addBody(o.orderId, tea.m_produk_id) });
    expect(add.status).toBe(404);
    expect(add.body.meta.message).toBe("Maaf! Transaksi tidak ditemukan");
    const reduce = await t.call("POST", "/api/m-transaction-meja/reduce-menu", { as: kl, body: { tmp_transaction_detail_id: tea.id } });
    expect(reduce.status).toBe(404);
    expect(reduce.body.meta.message).toBe("Menu tidak ditemukan");
    expect(await rowsOf(o.orderId)).toEqual(before);
  });
});
