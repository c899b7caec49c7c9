/**
 * Helpers of the line-action API tests: the rows an order holds (to compare before and after a
 * refusal), its lines as the screen reads them, and the calls.
 */
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { dishes, orderLines, orders } from "../../db/schema/index.ts";
import type { JsonBody, TestApp } from "../../test/harness.ts";

/** Every row of the order, its lines and its dishes: equal before and after a refused call. */
export async function rowsOf(t: TestApp, orderId: number) {
  return {
    order: await t.db.select().from(orders).where(eq(orders.id, orderId)),
    lines: await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    dishes: await t.db.select().from(dishes).where(eq(dishes.orderId, orderId)).orderBy(asc(dishes.id)),
  };
}

/** The order's lines and totals (GET /transaction-detail). */
export async function detail(t: TestApp, orderId: number): Promise<{ lines: JsonBody[]; totals: JsonBody }> {
  const res = await t.call("GET", "/api/transaction-detail", {
    as: "kasir",
    query: { tmp_transaction_detail_tmp_transaction_id: String(orderId) },
  });
  expect(res.status).toBe(200);
  return { lines: res.body.data, totals: res.body.totals };
}

/** POST a form as a user. */
export function post(t: TestApp, path: string, body: Record<string, unknown>, as = "kasir") {
  return t.call("POST", `/api${path}`, { as, body });
}

/** Calls `run` and expects it refused with `status`, `message` (and meta.code), the order's rows unchanged. */
export async function expectRefused(
  t: TestApp,
  orderId: number,
  run: () => Promise<{ status: number; body: JsonBody }>,
  status: number,
  message: string,
  code?: number,
): Promise<void> {
  const before = await rowsOf(t, orderId);
  const res = await run();
  // changeMenuDetail and customMenu (meta.code 400) refuse in a 200 body (payment §7), except a
  // role refusal (403) and an unreadable request.
  const http = code === 400 && ![400, 401, 403].includes(status) ? 200 : status;
  expect(res.status, JSON.stringify(res.body)).toBe(http);
  expect(res.body.meta.message).toBe(message);
  expect(res.body.meta.error).toBe(1);
  if (code !== undefined) {
    expect(res.body.meta.code).toBe(code);
  }
  expect(await rowsOf(t, orderId)).toEqual(before);
}

/** The Hal Tata list (GET /m-dish-status/available) as the kitchen reads it. */
export async function kitchen(t: TestApp) {
  const res = await t.call("GET", "/api/m-dish-status/available", { as: "dapur" });
  expect(res.status).toBe(200);
  return res.body.data as JsonBody;
}
