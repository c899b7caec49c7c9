/**
 * Setting up state through the real API (as another device would), so a spec can focus on the
 * screen it checks. Same calls and payloads as the web app (docs/API.md).
 */
import { type APIRequestContext, expect } from "@playwright/test";
import { DEMO_PASSWORD } from "./session.ts";
import { storedSession } from "./stored-sessions.ts";

// biome-ignore lint/suspicious/noExplicitAny: replies are read field by field, as the web app does
type Json = any;

export interface ApiUser {
  token: string;
  get: (path: string) => Promise<Json>;
  post: (path: string, body: object) => Promise<Json>;
  put: (path: string, body: object) => Promise<Json>;
  del: (path: string) => Promise<Json>;
}

/**
 * A demo account's API session: the run's stored session (steps/stored-sessions.ts) as the bearer,
 * else a new one from POST /api/login with DEMO_PASSWORD. Never log it out: other tests share it.
 */
export async function apiLogin(request: APIRequestContext, email: string): Promise<ApiUser> {
  let token = storedSession(email)?.token;
  if (!token) {
    const res = await request.post("/api/login", { data: { email, password: DEMO_PASSWORD } });
    expect(res.ok()).toBeTruthy();
    token = (await res.json()).data.token as string;
  }
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    get: async (path) => (await request.get(`/api/${path}`, { headers })).json(),
    post: async (path, body) => (await request.post(`/api/${path}`, { headers, data: body })).json(),
    put: async (path, body) => (await request.put(`/api/${path}`, { headers, data: body })).json(),
    del: async (path) => (await request.delete(`/api/${path}`, { headers })).json(),
  };
}

/** Opens the user's cash session with 2 × Rp100.000 (no-op when one is open). */
export async function ensureCashOpen(user: ApiUser): Promise<void> {
  if ((await user.get("cek-modal")).data === 1) {
    return;
  }
  const modal = await user.get("m-modal/get-modal");
  const first = modal.data.modal_tipe[0];
  await user.post("m-modal/save-modal", { modal_detail: [{ m_modal_tipe_id: first.m_modal_tipe_id, rekap_modal_detail_qty: 2 }] });
}

/** The server refused to open an order on a table (it is taken). */
export class TableRefused extends Error {}

/**
 * Opens `tableName` for `customer` with these items (by name); returns the order id.
 * @throws TableRefused when the server refuses the table (another device took it meanwhile).
 */
export async function openOrder(user: ApiUser, tableName: string, note: string, customer: string, items: string[]): Promise<number> {
  const tables = (await user.get("m-meja")).data as { m_meja_id: number; m_meja_nama: string }[];
  const table = tables.find((t) => t.m_meja_nama === tableName);
  const created = await user.post("tmp-transaction", {
    tmp_transaction_m_meja_id: table?.m_meja_id,
    tmp_transaction_note_number: note,
    tmp_transaction_customer_name: customer,
    tmp_transaction_order_time: new Date().toISOString(),
  });
  if (created.meta?.error) {
    // e.g. "Meja sudah digunakan": another test took the table between the check and this call.
    throw new TableRefused(`${tableName}: ${created.meta.message}`);
  }
  const id = created.data.tmp_transaction_id as number;
  const menus = (await user.get("mmenu")).data as { m_menu_id: number; m_menu_nama: string }[];
  for (const name of items) {
    const menu = menus.find((m) => m.m_menu_nama === name);
    await user.post("m-transaction-meja/add-menu", {
      tmp_transaction_detail_m_produk_id: menu?.m_menu_id,
      tmp_transaction_detail_tmp_transaction_id: id,
    });
  }
  return id;
}

/**
 * Pays `orderId` in cash for exactly its total when it is still open (adding one Es Teh Manis to
 * an empty order first), so its tables are free again. Used by the fixture at the end of a test.
 */
export async function settleOrder(user: ApiUser, orderId: number): Promise<void> {
  if (Number((await user.get(`tmp-transaction/cek/${orderId}`)).data) !== 1) {
    return;
  }
  let detail = await user.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${orderId}`);
  if ((detail.data as unknown[]).length === 0) {
    const menus = (await user.get("mmenu")).data as { m_menu_id: number; m_menu_nama: string }[];
    await user.post("m-transaction-meja/add-menu", {
      tmp_transaction_detail_m_produk_id: menus.find((m) => m.m_menu_nama === "Es Teh Manis")?.m_menu_id,
      tmp_transaction_detail_tmp_transaction_id: orderId,
    });
    detail = await user.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${orderId}`);
  }
  await payOrder(user, orderId, 1);
}

/**
 * Pays an open order as `user` through POST /recap-transactions, as the payment screen sends it: cash
 * with the exact rounded total (method 1), or EDC Mandiri with an approval code (method 2). Fails the
 * test on a refusal. Returns the rounded total (rupiah).
 */
export async function payOrder(user: ApiUser, orderId: number, method: 1 | 2): Promise<number> {
  const t = (await user.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${orderId}`)).totals;
  const paid = await user.post("recap-transactions", {
    tmp_transaction_id: orderId,
    payment_method: method,
    sub_total: t.subtotal,
    total: t.rounded,
    nominal_uang: method === 1 ? t.rounded : 0,
    exchange: 0,
    round: t.rounding,
    nominal_pajak: t.tax,
    nominal_sc: t.service_charge,
    ...(method === 2 ? { approval_code: "APV-E2E" } : {}),
  });
  expect(paid.meta?.error ?? 0, JSON.stringify(paid.meta)).toBe(0);
  return t.rounded as number;
}

/**
 * Takes `orderId`'s dishes off the kitchen and pickup screens (ready, served, delivered), as the
 * kitchen and the waiters would, so later tests do not find them there (Hal Ambil pages by 6).
 */
export async function clearKitchen(user: ApiUser, orderId: number): Promise<void> {
  const dishes = ((await user.get(`m-dish-status/by-transaction/${orderId}`)).data ?? []) as {
    m_dish_status_id: number;
    is_ready: unknown;
    is_served: unknown;
  }[];
  if (dishes.length === 0) {
    return;
  }
  for (const d of dishes) {
    if (!d.is_ready) {
      await user.get(`m-dish-status/set-ready/${d.m_dish_status_id}`);
    }
    if (!d.is_served) {
      await user.get(`m-dish-status/set-served/${d.m_dish_status_id}`);
    }
  }
  for (const type of ["makan", "minum"]) {
    await user.get(`m-dish-status/set-delivered?transaction_id=${orderId}&type=${type}`);
  }
}
