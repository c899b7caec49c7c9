/**
 * The order-deletion log: `DELETE /tmp-transaction/{id}` records who deleted which order
 * (nota, tables, total, lines, dishes) and when, in the deletion's transaction; a refused deletion
 * records nothing and changes nothing.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashierPermissions, orderDeletionLog, orders, users } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { detail, rowsOf } from "./line-actions.test-helpers.ts";
import { addUnits, openNote, outletIdOf, sendToKitchen } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 4", "Meja 5"]);
});
afterAll(async () => {
  await t.close();
});

const logOf = (orderId: number) => t.db.select().from(orderDeletionLog).where(eq(orderDeletionLog.orderId, orderId));
const userIdOf = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

describe("the order-deletion log", () => {
  it("records who deleted which nota, its tables, total and lines, when", async () => {
    const id = await openNote(t, { table: stall.table("Meja 4"), note: "4404", customer: "Rina" });
    await addUnits(t, id, stall.item("Ayam Goreng Dada"), 2);
    await sendToKitchen(t, id);
    await addUnits(t, id, stall.item("Es Teh Manis"), 1);
    const { lines, totals } = await detail(t, id);
    const [order] = (await rowsOf(t, id)).order;
    const started = new Date();

    const res = await t.call("DELETE", `/api/tmp-transaction/${id}`, { as: "kasir" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const log = await logOf(id);
    expect(log).toHaveLength(1);
    const [row] = log;
    expect(row).toMatchObject({
      outletId: await outletIdOf(t.db),
      orderId: id,
      noteNumber: "4404",
      businessDate: order?.businessDate,
      customerName: "Rina",
      tableNames: stall.table("Meja 4"),
      total: totals.total,
      dishCount: 2,
      deletedBy: await userIdOf("kasir@demo.test"),
    });
    expect(row?.lines.map((l) => [l.tmp_transaction_detail_id, l.m_produk_nama, l.qty, l.price, l.sent_qty])).toEqual(
      lines.map((l) => [l.id, l.m_produk_nama, l.qty, l.price, l.sent_qty]),
    );
    expect(row?.lines.map((l) => [l.m_produk_nama, l.qty, l.sent_qty])).toEqual([
      [stall.item("Ayam Goreng Dada"), 2, 2],
      [stall.item("Es Teh Manis"), 1, 0],
    ]);
    expect(row?.deletedAt.getTime()).toBeGreaterThanOrEqual(started.getTime() - 1000);
    expect(row?.deletedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("records nothing when the deletion is refused (opp, the matrix, another outlet, a closed order)", async () => {
    const id = await openNote(t, { table: stall.table("Meja 5") });
    await addUnits(t, id, stall.item("Es Teh Manis"), 1);
    const before = await rowsOf(t, id);
    const outlet = await outletIdOf(t.db);
    const feature = and(eq(cashierPermissions.outletId, outlet), eq(cashierPermissions.feature, "cancel_transaksi"));

    expect((await t.call("DELETE", `/api/tmp-transaction/${id}`, { as: "opp" })).status).toBe(403);
    await t.db.update(cashierPermissions).set({ defaultRole: false, temporaryRole: false }).where(feature);
    try {
      const denied = await t.call("DELETE", `/api/tmp-transaction/${id}`, { as: "kasir" });
      expect(denied.status).toBe(403);
      expect(denied.body.meta).toMatchObject({ title: "Akses DiTolak!", message: "Hubungi Kacab/Asisten" });
    } finally {
      await t.db.update(cashierPermissions).set({ defaultRole: true }).where(feature);
    }
    expect((await t.call("DELETE", `/api/tmp-transaction/${id}`, { as: "kasir.kl@demo.test" })).status).toBe(404);
    expect(await rowsOf(t, id)).toEqual(before);

    await t.db.update(orders).set({ status: 2 }).where(eq(orders.id, id));
    expect((await t.call("DELETE", `/api/tmp-transaction/${id}`, { as: "kasir" })).status).toBe(404);
    expect(await logOf(id)).toEqual([]);
  });
});
