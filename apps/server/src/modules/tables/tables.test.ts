import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diningTables, orders, orderTables, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let outletId: number;
let cashierId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [kasir] = await t.db.select().from(users).where(eq(users.email, "kasir@demo.test"));
  if (!kasir) {
    throw new Error("demo kasir missing");
  }
  outletId = kasir.outletId;
  cashierId = kasir.id;
});

afterAll(async () => {
  await t.close();
});

/** Opens an order holding `tableNames` directly in the database (the create-order call is another module's). */
async function holdTables(noteNumber: string, tableNames: string[]): Promise<number> {
  const ids: number[] = [];
  for (const name of tableNames) {
    const [row] = await t.db
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(and(eq(diningTables.outletId, outletId), eq(diningTables.name, name)));
    if (!row) {
      throw new Error(`table ${name} missing`);
    }
    ids.push(row.id);
  }
  const [order] = await t.db
    .insert(orders)
    .values({
      outletId,
      noteNumber,
      customerName: "Budi",
      orderTime: new Date(),
      tableId: ids[0] as number,
      transactionTypeId: 1,
      cashierId,
      taxRateBp: 1000,
      serviceChargeRateBp: 500,
      rounding: "ya",
    })
    .returning({ id: orders.id });
  if (!order) {
    throw new Error("order not inserted");
  }
  await t.db.insert(orderTables).values(ids.map((tableId) => ({ orderId: order.id, tableId })));
  return order.id;
}

describe("GET /m-meja", () => {
  it("shows a cashier the 21 tables of Waroeng Demo in display order with their kinds", async () => {
    const res = await t.call("GET", "/api/m-meja", { as: "kasir" });
    expect(res.status).toBe(200);
    const tables = res.body.data as Array<Record<string, unknown>>;
    expect(tables).toHaveLength(21);
    expect(tables.map((x) => x.m_meja_nama)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `Meja ${i + 1}`),
      ...Array.from({ length: 6 }, (_, i) => `Bungkus ${i + 1}`),
      ...Array.from({ length: 3 }, (_, i) => `Express ${i + 1}`),
    ]);
    expect(tables[0]).toMatchObject({ m_meja_type: "meja", m_meja_jenis_nama: "Meja", m_meja_jenis_id: expect.any(Number) });
    expect(tables[12]).toMatchObject({ m_meja_nama: "Bungkus 1", m_meja_type: "bungkus", m_meja_jenis_nama: "Bungkus" });
    expect(tables[20]).toMatchObject({ m_meja_nama: "Express 3", m_meja_type: "express", m_meja_jenis_nama: "Express" });
  });

  it("shows the RM outlet only its own 7 tables", async () => {
    const res = await t.call("GET", "/api/m-meja", { as: "kasir.kl" });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(7);
    expect(res.body.data[0].m_meja_nama).toBe("Meja 1");
  });

  it("leaves out a deactivated table", async () => {
    await t.db
      .update(diningTables)
      .set({ active: false })
      .where(and(eq(diningTables.outletId, outletId), eq(diningTables.name, "Meja 12")));
    const res = await t.call("GET", "/api/m-meja", { as: "pelayan" });
    expect(res.body.data.map((x: { m_meja_nama: string }) => x.m_meja_nama)).not.toContain("Meja 12");
    await t.db
      .update(diningTables)
      .set({ active: true })
      .where(and(eq(diningTables.outletId, outletId), eq(diningTables.name, "Meja 12")));
  });

  it("refuses a caller without a token", async () => {
    const res = await t.call("GET", "/api/m-meja");
    expect(res.status).toBe(401);
    expect(res.body.meta.error).toBe(1);
  });
});

describe("GET /meja/meja-kosong", () => {
  it("lists only free dine-in tables and drops the ones an order holds (merged ones too)", async () => {
    const before = await t.call("GET", "/api/meja/meja-kosong", { as: "kasir" });
    expect(before.status).toBe(200);
    const names = (before.body.data as Array<{ m_meja_nama: string }>).map((x) => x.m_meja_nama);
    expect(names).toContain("Meja 3");
    expect(names.every((n) => n.startsWith("Meja "))).toBe(true);
    expect(before.body.data[0]).toEqual({ m_meja_id: expect.any(Number), m_meja_nama: "Meja 1" });

    await holdTables("9001", ["Meja 3", "Meja 4"]);
    const after = await t.call("GET", "/api/meja/meja-kosong", { as: "kasir" });
    const afterNames = (after.body.data as Array<{ m_meja_nama: string }>).map((x) => x.m_meja_nama);
    expect(afterNames).not.toContain("Meja 3");
    expect(afterNames).not.toContain("Meja 4");
    expect(afterNames).toHaveLength(names.length - 2);
  });

  it("gives a table back once the order no longer holds it", async () => {
    const orderId = await holdTables("9002", ["Meja 7"]);
    const held = await t.call("GET", "/api/meja/meja-kosong", { as: "opp" });
    expect(held.body.data.map((x: { m_meja_nama: string }) => x.m_meja_nama)).not.toContain("Meja 7");
    await t.db.delete(orderTables).where(eq(orderTables.orderId, orderId));
    const freed = await t.call("GET", "/api/meja/meja-kosong", { as: "opp" });
    expect(freed.body.data.map((x: { m_meja_nama: string }) => x.m_meja_nama)).toContain("Meja 7");
  });

  it("does not show another outlet's free tables", async () => {
    const kl = await t.call("GET", "/api/meja/meja-kosong", { as: "kasir.kl" });
    expect(kl.status).toBe(200);
    expect(kl.body.data.map((x: { m_meja_nama: string }) => x.m_meja_nama)).toEqual(["Meja 1", "Meja 2", "Meja 3", "Meja 4"]);
  });

  it("refuses a caller without a token", async () => {
    expect((await t.call("GET", "/api/meja/meja-kosong")).status).toBe(401);
  });
});
