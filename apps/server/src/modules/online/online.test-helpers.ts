/**
 * Steps of the QR-order API tests: the sheet's code of a table, a guest's cart and send, the
 * cashier's pending id. Every call goes through the API as a client would.
 */
import { expect } from "vitest";
import type { JsonBody, TestApp } from "../../test/harness.ts";

/** The guest page's code of table `name` ("Meja 5"; "Bungkus" = the take-away counter), read from the QR sheet as kasir. */
export async function qrCodeOf(t: TestApp, name: string): Promise<string> {
  const res = await t.call("GET", "/api/qr-token/list", { as: "kasir" });
  expect(res.status).toBe(200);
  const row = res.body.data.find((r: { m_meja_nama: string }) => r.m_meja_nama === name);
  expect(row, `QR of ${name}`).toBeDefined();
  return String(row.path).split("/qr/")[1] as string;
}

/** GET /qr/{code}: the guest page's data. */
export async function guestPage(t: TestApp, code: string): Promise<JsonBody> {
  const res = await t.call("GET", `/api/qr/${code}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Menu ids by name from the guest page. */
export function menuId(page: JsonBody, name: string): number {
  const item = page.menu.find((m: { m_menu_nama: string }) => m.m_menu_nama === name);
  expect(item, name).toBeDefined();
  return item.m_menu_id;
}

/** A guest fills the shared cart with `items` and sends it as `name`: returns the order code. */
export async function guestOrders(
  t: TestApp,
  code: string,
  name: string,
  items: Array<{ m_menu_id: number; qty: number; custom_menu?: string }>,
) {
  const page = await guestPage(t, code);
  const cart = await t.call("PUT", `/api/qr/${code}/cart`, { body: { version: page.cart.version, items } });
  expect(cart.status).toBe(200);
  const sent = await t.call("POST", `/api/qr/${code}/send`, { body: { version: cart.body.data.version, name } });
  expect(sent.status).toBe(200);
  return sent.body.data.tmp_online_code as string;
}

/** The pending order's id on the cashier's list by its code. */
export async function pendingId(t: TestApp, orderCode: string): Promise<number> {
  const list = await t.call("GET", "/api/tmp-online/list", { as: "kasir" });
  expect(list.status).toBe(200);
  const row = list.body.data.find((o: { tmp_online_code: string }) => o.tmp_online_code === orderCode);
  expect(row, `pending ${orderCode}`).toBeDefined();
  return row.tmp_online_id;
}
