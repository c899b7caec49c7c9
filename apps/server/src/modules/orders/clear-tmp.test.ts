/**
 * GET /transaksi/clearTmp (foundations §2 Refresh, §7): clears only the caller's EMPTY drafts, frees
 * their tables, never an order with lines, never another cashier's; roles without Refresh are refused.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, orderTables } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { addUnits, openNote, tableIdOf } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3", "Meja 5"]);
});
afterAll(async () => {
  await t.close();
});

const existing = async (ids: number[]) =>
  (await t.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids))).map((r) => r.id).sort();

describe("GET /transaksi/clearTmp", () => {
  it("deletes the caller's empty drafts and frees their tables; keeps orders with lines and other cashiers' drafts", async () => {
    const emptyMine = await openNote(t, { table: stall.table("Meja 1"), as: "kasir" });
    const withLine = await openNote(t, { table: stall.table("Meja 2"), as: "kasir" });
    await addUnits(t, withLine, stall.item("Es Teh Manis"), 1);
    const emptyOther = await openNote(t, { table: stall.table("Meja 3"), as: "kacab" });

    const res = await t.call("GET", "/api/transaksi/clearTmp", { as: "kasir" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      deleted: 1,
      tmp_transaction_ids: [emptyMine],
      m_meja_ids: [await tableIdOf(t.db, stall.table("Meja 1"))],
    });
    expect(await existing([emptyMine, withLine, emptyOther])).toEqual([withLine, emptyOther].sort());
    const held = await t.db
      .select()
      .from(orderTables)
      .where(eq(orderTables.tableId, await tableIdOf(t.db, stall.table("Meja 1"))));
    expect(held).toEqual([]);
    const free = await t.call("GET", `/api/tmp-transaction/cek-meja/${await tableIdOf(t.db, stall.table("Meja 1"))}`, { as: "kasir" });
    expect(free.body.data).toBe(0);

    const again = await t.call("GET", "/api/transaksi/clearTmp", { as: "kasir" });
    expect(again.body.data.deleted).toBe(0);
    expect(await existing([withLine, emptyOther])).toEqual([withLine, emptyOther].sort());
  });

  it("is refused for roles without the Refresh item (opp, dapur, pelayan), changing nothing", async () => {
    const draft = await openNote(t, { table: stall.table("Meja 5"), as: "opp" });
    for (const who of ["opp", "dapur", "pelayan"]) {
      const res = await t.call("GET", "/api/transaksi/clearTmp", { as: who });
      expect(res.status, who).toBe(403);
    }
    expect(await existing([draft])).toEqual([draft]);
    expect((await t.call("GET", "/api/transaksi/clearTmp")).status).toBe(401);
  });
});
