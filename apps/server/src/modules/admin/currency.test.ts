/**
 * The outlet's currency switch: Rp ↔ RM from the back office takes effect on the next
 * request, in this server process and in another one on the same database (the money plugin's
 * cached currency dropped by the `outletChanged` notice); refused while orders are open.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.ts";
import { buildTables } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openNote } from "../orders/orders.test-helpers.ts";

let t: TestApp;
/** The built name of the table labelled `label`. */
let table: (label: string) => string;
beforeAll(async () => {
  t = await createTestApp();
  table = await buildTables(t, ["Meja 5"]);
});
afterAll(async () => {
  await t.close();
});

const settings = { m_w_nama: "Waroeng Demo", m_w_tax: 10, m_w_sc: 5, m_w_pembulatan: "ya", m_w_alamat: "", m_w_footer: "" };
const largestNote = (body: { data: Array<{ m_modal_tipe_value: number }> }) => Math.max(...body.data.map((d) => d.m_modal_tipe_value));

describe("currency switch", () => {
  it("is refused while the outlet has an open order, and changes nothing", async () => {
    const orderId = await openNote(t, { table: table("Meja 5") });
    const res = await t.call("POST", "/api/admin/outlet", { as: "owner", body: { ...settings, m_w_currency: "RM" } });
    expect([res.status, res.body.meta.message]).toEqual([409, "Mata uang tidak bisa diganti: masih ada 1 nota terbuka"]);
    expect((await t.call("GET", "/api/admin/outlet", { as: "owner" })).body.data.m_w_currency).toBe("Rp");
    // Refresh clears the cashier's empty draft: no open order is left.
    const cleared = await t.call("GET", "/api/transaksi/clearTmp", { as: "kasir" });
    expect(cleared.body.data.tmp_transaction_ids).toEqual([orderId]);
  });

  it("shows money in the new currency on the next request, here and in another server process", async () => {
    const other: FastifyInstance = await buildApp({ db: t.db, databaseUrl: t.url });
    try {
      const token = await t.login("owner");
      const otherGet = async () =>
        (await other.inject({ method: "GET", url: "/api/admin/denominations", headers: { authorization: `Bearer ${token}` } })).json();
      expect(largestNote((await t.call("GET", "/api/admin/denominations", { as: "owner" })).body)).toBe(100_000);
      expect(largestNote(await otherGet())).toBe(100_000); // cached as rupiah in the other process

      const res = await t.call("POST", "/api/admin/outlet", { as: "owner", body: { ...settings, m_w_currency: "RM" } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.m_w_currency).toBe("RM");
      // 100000 minor units are RM 1,000.00 now: the very next request of this process says so.
      expect(largestNote((await t.call("GET", "/api/admin/denominations", { as: "owner" })).body)).toBe(1_000);
      expect((await t.call("GET", "/api/m-waroeng/waroeng-info", { as: "kasir" })).body.currency).toBe("RM");
      // The other process hears the notice (asynchronously, after the commit).
      await vi.waitFor(async () => expect(largestNote(await otherGet())).toBe(1_000));

      const audit = (await t.call("GET", "/api/admin/audit", { as: "owner" })).body.data.rows[0];
      expect(audit).toMatchObject({ audit_entity: "outlet", audit_before: { m_w_currency: "Rp" }, audit_after: { m_w_currency: "RM" } });

      expect((await t.call("POST", "/api/admin/outlet", { as: "owner", body: { ...settings, m_w_currency: "Rp" } })).status).toBe(200);
      expect(largestNote((await t.call("GET", "/api/admin/denominations", { as: "owner" })).body)).toBe(100_000);
    } finally {
      await other.close();
    }
  });

  it("refuses an unknown currency", async () => {
    const res = await t.call("POST", "/api/admin/outlet", { as: "owner", body: { ...settings, m_w_currency: "USD" } });
    expect([res.status, res.body.meta.message]).toEqual([422, "Mata uang harus Rp atau RM"]);
  });
});
