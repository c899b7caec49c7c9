/**
 * Step helpers for the payment and history tests: build the state a cashier would, through the
 * API — open cash (POST /m-modal/save-modal), open a table (POST /tmp-transaction), tap menu cards
 * (POST /m-transaction-meja/add-menu), pay (POST /recap-transactions). Only what has no endpoint
 * yet (marking a line cancelled/free) is written straight to the database.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../db/client.ts";
import { closedTransactions, orderLines, orders, orderTables } from "../../db/schema/index.ts";
import type { Stall } from "../../test/factories.ts";
import type { TestApp } from "../../test/harness.ts";
import { menuIdOf, outletIdOf, tableIdOf } from "../orders/orders.test-helpers.ts";

/** The id of the outlet with `code` ("DEMO" Rp, "DEMO-KL" RM). */
export { outletIdOf };

/**
 * Saldo Awal: opens `as`'s cash session at their outlet with 5 notes of the largest denomination,
 * unless one is open. Returns the session id (rekap_modal_id).
 */
export async function openCash(t: TestApp, as: string): Promise<number> {
  const form = await t.call("GET", "/api/m-modal/get-modal", { as });
  expect(form.status, JSON.stringify(form.body)).toBe(200);
  if (form.body.data.modal_id > 0) {
    return form.body.data.modal_id as number;
  }
  const largest = form.body.data.modal_tipe[0] as { m_modal_tipe_id: number };
  const res = await t.call("POST", "/api/m-modal/save-modal", {
    as,
    body: { rekap_modal_id: 0, modal_detail: [{ m_modal_tipe_id: largest.m_modal_tipe_id, rekap_modal_detail_qty: 5 }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.rekap_modal_id as number;
}

/** An order to open: table name, optional note/customer/outlet, and the menu cards to tap. */
export interface OrderSteps {
  /** Table name, e.g. "Meja 1", "Bungkus 2". */
  table: string;
  items: Array<{ name: string; qty: number }>;
  as?: string;
  /** Outlet code, default "DEMO". */
  outlet?: string;
  note?: string;
  customer?: string;
  /** Delivery platform (`tmp_transaction_m_t_t_name`, e.g. "gojek"); default dine in / take away by table. */
  typeName?: string;
}

export interface OpenedOrder {
  orderId: number;
  tableId: number;
  /** Line id by menu item name. */
  lineIds: Map<string, number>;
}

let noteCounter = 7000;

/** Opens a note on a table and taps each item `qty` times, through the API (expects success). */
export async function openOrder(t: TestApp, steps: OrderSteps): Promise<OpenedOrder> {
  const as = steps.as ?? "kasir";
  const outlet = steps.outlet ?? "DEMO";
  const tableId = await tableIdOf(t.db, steps.table, outlet);
  noteCounter += 1;
  const created = await t.call("POST", "/api/tmp-transaction", {
    as,
    body: {
      tmp_transaction_m_meja_id: tableId,
      tmp_transaction_note_number: steps.note ?? String(noteCounter),
      tmp_transaction_customer_name: steps.customer ?? "Pak Budi",
      tmp_transaction_order_time: new Date().toISOString(),
      ...(steps.typeName ? { tmp_transaction_m_t_t_name: steps.typeName } : {}),
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const orderId = created.body.data.tmp_transaction_id as number;
  const lineIds = new Map<string, number>();
  for (const item of steps.items) {
    const menuId = await menuIdOf(t.db, item.name, outlet);
    for (let i = 0; i < item.qty; i++) {
      const res = await t.call("POST", "/api/m-transaction-meja/add-menu", {
        as,
        body: { tmp_transaction_detail_m_produk_id: menuId, tmp_transaction_detail_tmp_transaction_id: orderId },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      lineIds.set(item.name, res.body.data.id as number);
    }
  }
  return { orderId, tableId, lineIds };
}

/**
 * Marks a line cancelled (2), replaced (3) or free (4) with its reason. Written to the database
 * directly: the warranty/cancel endpoint (changeMenuDetail) is not part of this module.
 */
export async function setLineStatus(db: Db, lineId: number, status: number, reason: string): Promise<void> {
  await db.update(orderLines).set({ status, approvalReason: reason }).where(eq(orderLines.id, lineId));
}

/** Pays through POST /recap-transactions, expecting 201; returns the rekap id. */
export async function pay(t: TestApp, as: string, body: Record<string, unknown>): Promise<number> {
  const res = await t.call("POST", "/api/recap-transactions", { as, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.rekap_id as number;
}

/**
 * The main lines of a bill on a built stall's menu (`buildStall`, whose STALL_MENU prices Ayam
 * Goreng Dada at Rp18.000 and Es Teh Manis at Rp5.000): Ayam Goreng Dada ×2 + Es Teh Manis,
 * subtotal 41.000, tax 10% 4.100, sc 5% 2.050, total 47.150 → 47.200 (MAIN_FIGURES, cashBody).
 */
export function mainLines(stall: Stall): Array<{ name: string; qty: number }> {
  return [
    { name: stall.item("Ayam Goreng Dada"), qty: 2 },
    { name: stall.item("Es Teh Manis"), qty: 1 },
  ];
}

/** The payment form's figures for `mainLines` at Waroeng Demo (10% tax, 5% service, rounding ya). */
export const MAIN_FIGURES = { sub_total: 41_000, nominal_pajak: 4_100, nominal_sc: 2_050, total: 47_200, round: 50 };

/** A cash payment form for `mainLines` with Rp50.000 handed over; `extra` overrides fields. */
export function cashBody(orderId: number, extra: Record<string, unknown> = {}) {
  return { tmp_transaction_id: orderId, payment_method: 1, ...MAIN_FIGURES, nominal_uang: 50_000, exchange: 2_800, ...extra };
}

/** The order's status, closing time, number of held tables and its closed transactions. */
export async function orderState(t: TestApp, orderId: number) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const held = await t.db.select().from(orderTables).where(eq(orderTables.orderId, orderId));
  const rekap = await t.db.select().from(closedTransactions).where(eq(closedTransactions.orderId, orderId));
  return { status: order?.status, closedAt: order?.closedAt, heldTables: held.length, rekap };
}

/** Asserts a refused payment changed nothing: the order is open, holds its table, and has no rekap. */
export async function expectUntouched(t: TestApp, orderId: number) {
  const state = await orderState(t, orderId);
  expect(state).toMatchObject({ status: 0, closedAt: null, heldTables: 1 });
  expect(state.rekap).toHaveLength(0);
}
