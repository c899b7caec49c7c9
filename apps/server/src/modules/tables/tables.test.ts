import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diningTables, orderTables } from "../../db/schema/index.ts";
import { buildTable, openOrder, outletId } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

type Row = { m_meja_id: number; m_meja_nama: string };
const namesOf = (rows: Row[]) => rows.map((x) => x.m_meja_nama);

/** Ids of the outlet's active tables (of one type when given), in display order. */
async function activeTableIds(outlet: "DEMO" | "DEMO-KL", type?: string): Promise<number[]> {
  const where = [eq(diningTables.outletId, await outletId(t, outlet)), eq(diningTables.active, true)];
  const rows = await t.db
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(and(...where, ...(type ? [eq(diningTables.type, type)] : [])))
    .orderBy(asc(diningTables.sortOrder), asc(diningTables.id));
  return rows.map((r) => r.id);
}

describe("GET /m-meja", () => {
  it("shows a cashier every active table of the outlet in display order with their kinds", async () => {
    const meja = await buildTable(t, { type: "meja", sortOrder: 1_000 });
    const bungkus = await buildTable(t, { type: "bungkus", sortOrder: 1_001 });
    const express = await buildTable(t, { type: "express", sortOrder: 1_002 });
    const res = await t.call("GET", "/api/m-meja", { as: "kasir" });
    expect(res.status).toBe(200);
    const tables = res.body.data as Array<Record<string, unknown>>;
    expect(tables.map((x) => x.m_meja_id)).toEqual(await activeTableIds("DEMO"));
    expect(tables.slice(-3).map((x) => x.m_meja_nama)).toEqual([meja.name, bungkus.name, express.name]);
    expect(tables.at(-3)).toMatchObject({ m_meja_type: "meja", m_meja_jenis_nama: "Meja", m_meja_jenis_id: expect.any(Number) });
    expect(tables.at(-2)).toMatchObject({ m_meja_id: bungkus.tableId, m_meja_type: "bungkus", m_meja_jenis_nama: "Bungkus" });
    expect(tables.at(-1)).toMatchObject({ m_meja_id: express.tableId, m_meja_type: "express", m_meja_jenis_nama: "Express" });
  });

  it("shows the RM outlet only its own tables", async () => {
    const kl = await buildTable(t, { outlet: "DEMO-KL" });
    const demo = await buildTable(t);
    const res = await t.call("GET", "/api/m-meja", { as: "kasir.kl" });
    expect(res.status).toBe(200);
    expect(res.body.data.map((x: Row) => x.m_meja_id)).toEqual(await activeTableIds("DEMO-KL"));
    expect(namesOf(res.body.data)).toContain(kl.name);
    expect(namesOf(res.body.data)).not.toContain(demo.name);
  });

  it("leaves out a deactivated table", async () => {
    const table = await buildTable(t);
    await t.db.update(diningTables).set({ active: false }).where(eq(diningTables.id, table.tableId));
    const res = await t.call("GET", "/api/m-meja", { as: "pelayan" });
    expect(namesOf(res.body.data)).not.toContain(table.name);
  });

  it("refuses a caller without a token", async () => {
    const res = await t.call("GET", "/api/m-meja");
    expect(res.status).toBe(401);
    expect(res.body.meta.error).toBe(1);
  });
});

describe("GET /meja/meja-kosong", () => {
  it("lists only free dine-in tables and drops the ones an order holds (merged ones too)", async () => {
    const three = await buildTable(t);
    const four = await buildTable(t);
    const bungkus = await buildTable(t, { type: "bungkus" });
    const before = await t.call("GET", "/api/meja/meja-kosong", { as: "kasir" });
    expect(before.status).toBe(200);
    const names = namesOf(before.body.data);
    expect(names).toContain(three.name);
    expect(names).not.toContain(bungkus.name);
    const dineIn = await activeTableIds("DEMO", "meja");
    expect(before.body.data.every((x: Row) => dineIn.includes(x.m_meja_id))).toBe(true);
    expect(before.body.data.find((x: Row) => x.m_meja_id === three.tableId)).toEqual({ m_meja_id: three.tableId, m_meja_nama: three.name });

    await openOrder(t, { table: three.tableId, alsoHolds: [four.tableId] });
    const after = await t.call("GET", "/api/meja/meja-kosong", { as: "kasir" });
    const afterNames = namesOf(after.body.data);
    expect(afterNames).not.toContain(three.name);
    expect(afterNames).not.toContain(four.name);
    expect(afterNames).toHaveLength(names.length - 2);
  });

  it("gives a table back once the order no longer holds it", async () => {
    const table = await buildTable(t);
    const { orderId } = await openOrder(t, { table: table.tableId });
    const held = await t.call("GET", "/api/meja/meja-kosong", { as: "opp" });
    expect(namesOf(held.body.data)).not.toContain(table.name);
    await t.db.delete(orderTables).where(eq(orderTables.orderId, orderId));
    const freed = await t.call("GET", "/api/meja/meja-kosong", { as: "opp" });
    expect(namesOf(freed.body.data)).toContain(table.name);
  });

  it("does not show another outlet's free tables", async () => {
    const kl = await buildTable(t, { outlet: "DEMO-KL" });
    const demo = await buildTable(t);
    const res = await t.call("GET", "/api/meja/meja-kosong", { as: "kasir.kl" });
    expect(res.status).toBe(200);
    expect(namesOf(res.body.data)).toContain(kl.name);
    expect(namesOf(res.body.data)).not.toContain(demo.name);
    const klMeja = await activeTableIds("DEMO-KL", "meja");
    expect(res.body.data.every((x: Row) => klMeja.includes(x.m_meja_id))).toBe(true);
  });

  it("refuses a caller without a token", async () => {
    expect((await t.call("GET", "/api/meja/meja-kosong")).status).toBe(401);
  });
});
