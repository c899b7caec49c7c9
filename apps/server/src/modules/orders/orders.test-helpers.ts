/**
 * Step helpers for the orders and kitchen API tests: look rows up by name (the factories build them
 * with unique names) and drive the API as a user would (open a table, tap menu cards, send to
 * production).
 */
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../db/client.ts";
import { diningTables, menuItems, outlets } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/harness.ts";

/** The id of the demo outlet with this code ("DEMO" or "DEMO-KL"). */
export async function outletIdOf(db: Db, code = "DEMO"): Promise<number> {
  const row = (await db.select({ id: outlets.id }).from(outlets).where(eq(outlets.code, code)))[0];
  if (!row) {
    throw new Error(`no outlet ${code}`);
  }
  return row.id;
}

/** The id of a table of an outlet by its name. */
export async function tableIdOf(db: Db, name: string, code = "DEMO"): Promise<number> {
  const outletId = await outletIdOf(db, code);
  const row = (
    await db
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(and(eq(diningTables.outletId, outletId), eq(diningTables.name, name)))
  )[0];
  if (!row) {
    throw new Error(`no table ${name}`);
  }
  return row.id;
}

/** The id of a menu item of an outlet by name. */
export async function menuIdOf(db: Db, name: string, code = "DEMO"): Promise<number> {
  const outletId = await outletIdOf(db, code);
  const row = (
    await db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.outletId, outletId), eq(menuItems.name, name)))
  )[0];
  if (!row) {
    throw new Error(`no menu item ${name}`);
  }
  return row.id;
}

/** Opens a note on a table through the API and returns the order id (expects success). */
export async function openNote(
  t: TestApp,
  opts: { table: string; note?: string; customer?: string; as?: string; outlet?: string; extra?: Record<string, unknown> },
): Promise<number> {
  const res = await t.call("POST", "/api/tmp-transaction", {
    as: opts.as ?? "kasir",
    body: {
      tmp_transaction_m_meja_id: await tableIdOf(t.db, opts.table, opts.outlet),
      tmp_transaction_note_number: opts.note ?? String(1000 + Math.floor(Math.random() * 8999000)),
      tmp_transaction_customer_name: opts.customer ?? "Budi",
      tmp_transaction_order_time: new Date().toISOString(),
      ...opts.extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.tmp_transaction_id as number;
}

/** Taps a menu card `times` times on the order (add-menu), expecting each to succeed. */
export async function addUnits(t: TestApp, orderId: number, item: string, times = 1, as = "kasir", outlet?: string): Promise<void> {
  const menuId = await menuIdOf(t.db, item, outlet);
  for (let i = 0; i < times; i++) {
    const res = await t.call("POST", "/api/m-transaction-meja/add-menu", {
      as,
      body: { tmp_transaction_detail_m_produk_id: menuId, tmp_transaction_detail_tmp_transaction_id: orderId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}

/** ORDER KE PRODUKSI, expecting 202. Returns the reply data. */
export async function sendToKitchen(t: TestApp, orderId: number, as = "kasir") {
  const res = await t.call("GET", `/api/m-transaction-meja/set-production/${orderId}`, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.data as { sent: Array<{ m_produk_nama: string; qty: number }>; dish_count: number; resend: boolean };
}
