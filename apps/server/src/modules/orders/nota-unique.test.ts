/**
 * A nota number is used once per outlet and Asia/Jakarta business date, whether its order is
 * open or already paid ("1001" was accepted twice; foundations §8 `Nomor Nota sudah ada`).
 */
import { FIELD_MSG, MSG } from "@waroeng/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index.ts";
import { buildStall, numbered, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, mainLines, openCash, openOrder, pay } from "../payment/payment.factory.ts";
import { tableIdOf } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, [...numbered("Meja", 11), ...numbered("Bungkus", 4)]);
  await openCash(t, "kasir");
});
afterAll(async () => {
  await t.close();
});

async function ordersWithNumber(note: string) {
  return t.db.select({ id: orders.id }).from(orders).where(eq(orders.noteNumber, note));
}

/** The cashier's dine-in / take-away form. */
async function cashierForm(table: string, note: string) {
  return t.call("POST", "/api/tmp-transaction", {
    as: "kasir",
    body: {
      tmp_transaction_m_meja_id: await tableIdOf(t.db, table),
      tmp_transaction_note_number: note,
      tmp_transaction_customer_name: "Budi",
      tmp_transaction_order_time: "12:30",
    },
  });
}

/** The staff side's older form (orders spec §7). */
async function staffForm(table: string, note: string) {
  return t.call("POST", "/api/tmp-transaction", {
    as: "pelayan",
    body: {
      m_transaction_table_note_number: note,
      m_transaction_table_customer_name: "Sari",
      m_transaction_table_order_time: "12:30",
      m_transaction_table_table_list: JSON.stringify([await tableIdOf(t.db, table)]),
    },
  });
}

function expectNotaExists(res: { status: number; body: { meta: { code: number; error: number; message: string } } }) {
  // Foundations §4: the client reads meta.code 204 from the body, so HTTP 200.
  expect(res.status).toBe(200);
  expect(res.body.meta).toMatchObject({ code: 204, error: 1, message: MSG.NOTA_EXISTS });
}

describe("one nota number per outlet and business day", () => {
  it("refuses a second open order with the same number, dine-in then take-away, cashier and staff forms", async () => {
    expect((await cashierForm(stall.table("Meja 1"), "1001")).body.meta).toMatchObject({ code: 200, error: 0 });
    expectNotaExists(await cashierForm(stall.table("Meja 2"), "1001"));
    expectNotaExists(await cashierForm(stall.table("Bungkus 1"), "1001"));
    expectNotaExists(await staffForm(stall.table("Meja 3"), "1001"));
    expect(await ordersWithNumber("1001")).toHaveLength(1);
  });

  it("refuses the number of an order already paid and closed today", async () => {
    const first = await openOrder(t, { table: stall.table("Meja 4"), note: "2002", items: mainLines(stall) });
    await pay(t, "kasir", cashBody(first.orderId));
    expectNotaExists(await cashierForm(stall.table("Meja 5"), "2002"));
    expectNotaExists(await cashierForm(stall.table("Bungkus 2"), "2002"));
    expectNotaExists(await staffForm(stall.table("Meja 6"), "2002"));
    expect(await ordersWithNumber("2002")).toHaveLength(1);
  });

  it("lets two simultaneous openings with one number end with exactly one order", async () => {
    const results = await Promise.all([
      cashierForm(stall.table("Meja 7"), "3003"),
      cashierForm(stall.table("Meja 8"), "3003"),
      cashierForm(stall.table("Bungkus 3"), "3003"),
    ]);
    expect(results.map((r) => r.body.meta.code).sort()).toEqual([200, 204, 204]);
    expect(await ordersWithNumber("3003")).toHaveLength(1);
  });

  it("accepts a number again on another business day once its order is closed", async () => {
    const res = await cashierForm(stall.table("Meja 9"), "4004");
    expect(res.status).toBe(200);
    const id = res.body.data.tmp_transaction_id as number;
    // Yesterday's order, already closed (paid): its tables are free.
    await t.db.execute(
      sql`update tmp_transaction set tmp_transaction_business_date = tmp_transaction_business_date - 1, tmp_transaction_status = 2 where tmp_transaction_id = ${id}`,
    );
    await t.db.execute(sql`delete from tmp_transaction_meja where tmp_transaction_id = ${id}`);
    expect((await cashierForm(stall.table("Meja 9"), "4004")).status).toBe(200);
  });

  it("the edit form cannot take another order's number, and changes nothing", async () => {
    const a = await cashierForm(stall.table("Meja 10"), "5005");
    const b = await cashierForm(stall.table("Bungkus 4"), "5006");
    const id = b.body.data.tmp_transaction_id as number;
    const res = await t.call("POST", `/api/tmp-transaction/${id}`, {
      as: "kasir",
      body: { tmp_transaction_note_number: "5005", tmp_transaction_customer_name: "Diganti", tmp_transaction_order_time: "13:00" },
    });
    expect(a.status).toBe(200);
    expect(res.status).toBe(422);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ noteNumber: "5006", customerName: "Budi" });
  });

  it("bounds the nota number: more than 20 digits is refused with the field's message", async () => {
    const res = await cashierForm(stall.table("Meja 11"), "1".repeat(21));
    expect(res.status).toBe(422);
    expect(res.body.meta.message).toBe(FIELD_MSG.NOTE_NUMBER_MAX);
    expect((await cashierForm(stall.table("Meja 11"), "1".repeat(20))).status).toBe(200);
  });
});
