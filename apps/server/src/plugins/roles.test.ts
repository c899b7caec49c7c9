/**
 * The server refuses exactly what the domain's role matrix refuses: for every guarded call and every
 * demo role, 403 `Akses DiTolak!` / `Hubungi Kacab/Asisten` iff `can(role, action)` is false (the
 * web hides the same controls from the same table). Writing calls aim at things that do not exist,
 * so an allowed role gets past the guard (404/422) without changing an order.
 */
import { type Action, can, MSG, ROLES } from "@waroeng/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tableIdOf } from "../modules/orders/orders.test-helpers.ts";
import { buildTables } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp;
/** The built name of the table labelled `label`. */
let table: (label: string) => string;
beforeAll(async () => {
  t = await createTestApp();
  table = await buildTables(t, ["Meja 11", "Bungkus 5"]);
});
afterAll(async () => t.close());

const MISSING = 999_999;
const CALLS: Array<[Action, "GET" | "POST", string, unknown?]> = [
  ["cash.manage", "GET", "/api/m-modal/get-modal"],
  [
    "order.take",
    "POST",
    "/api/m-transaction-meja/add-menu",
    { tmp_transaction_detail_m_produk_id: MISSING, tmp_transaction_detail_tmp_transaction_id: MISSING },
  ],
  ["order.produce", "GET", `/api/m-transaction-meja/set-production/${MISSING}`],
  ["order.pay", "POST", "/api/recap-transactions", {}],
  ["order.pay", "GET", "/api/open-laci/payment"],
  ["history.read", "GET", "/api/transaksi/history"],
  ["kitchen.prepare", "GET", `/api/m-dish-status/set-ready/${MISSING}`],
  ["pickup.serve", "GET", `/api/m-dish-status/set-served/${MISSING}`],
];

describe("every guarded call answers per the role matrix", () => {
  for (const [action, method, url, body] of CALLS) {
    it(`${method} ${url.replace(String(MISSING), "{id}")} (${action})`, async () => {
      const seen: Record<string, number> = {};
      for (const role of ROLES) {
        const res = await t.call(method, url, { as: role, ...(body !== undefined ? { body } : {}) });
        seen[role] = res.status;
        if (!can(role, action)) {
          expect(res.body.meta, role).toMatchObject({ error: 1, title: MSG.ACCESS_DENIED_TITLE, message: MSG.ACCESS_DENIED });
        }
      }
      const refused = Object.entries(seen)
        .filter(([, status]) => status === 403)
        .map(([role]) => role);
      expect(refused).toEqual(ROLES.filter((r) => !can(r, action)));
    });
  }

  it("a dine-in (MEJA) order is refused to wbd, who does not see the MEJA card; a take-away one is not", async () => {
    const note = (table: number) => ({
      tmp_transaction_m_meja_id: table,
      tmp_transaction_note_number: String(7000 + Math.floor(Math.random() * 2000)),
      tmp_transaction_customer_name: "Budi",
      tmp_transaction_order_time: new Date().toISOString(),
    });
    const meja = await t.call("POST", "/api/tmp-transaction", { as: "wbd", body: note(await tableIdOf(t.db, table("Meja 11"))) });
    expect(meja.status).toBe(403);
    expect(meja.body.meta).toMatchObject({ title: "Akses DiTolak!", message: "Hubungi Kacab/Asisten" });
    expect(
      (await t.call("GET", `/api/tmp-transaction/cek-meja/${await tableIdOf(t.db, table("Meja 11"))}`, { as: "kasir" })).body.data,
    ).toBe(0);
    const bungkus = await t.call("POST", "/api/tmp-transaction", {
      as: "wbd",
      body: note(await tableIdOf(t.db, table("Bungkus 5"))),
    });
    expect(bungkus.status).toBe(200);
  });
});
