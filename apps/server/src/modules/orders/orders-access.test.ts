/** API tests: form payloads, the API reference and outlet separation of open orders. */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStall, buildTables, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { addUnits, openNote, outletIdOf, sendToKitchen, tableIdOf } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
/** The built name of the KL table labelled `label`. */
let klTable: (label: string) => string;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Bungkus 5", "Bungkus 6", "Meja 11", "Meja 12"]);
  klTable = await buildTables(t, ["Meja 1"], { outlet: "DEMO-KL" });
});
afterAll(async () => {
  await t.close();
});

describe("form payloads and the API reference", () => {
  it("accepts the note form urlencoded, as a browser form posts it", async () => {
    const bungkus = await tableIdOf(t.db, stall.table("Bungkus 5"));
    const token = await t.login("kasir");
    const form = new URLSearchParams({
      tmp_transaction_m_meja_id: String(bungkus),
      tmp_transaction_note_number: "9001",
      tmp_transaction_customer_name: "Form Budi",
      tmp_transaction_order_time: "08:30",
      tmp_transaction_member_id: "",
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/tmp-transaction",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
      payload: form.toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call("GET", `/api/tmp-transaction/cek-meja/${bungkus}`, { as: "kasir" })).body.data).toBe(
      res.json().data.tmp_transaction_id,
    );
  });

  it("documents the orders and kitchen calls in /api/openapi.json", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(["/api/tmp-transaction", "/api/m-transaction-meja/add-menu", "/api/m-dish-status/ready-by-type"]),
    );
  });
});

describe("outlets are separate", () => {
  it("keeps the RM outlet's orders out of outlet 1's reach", async () => {
    const kl = await openNote(t, {
      table: klTable("Meja 1"),
      note: "8001",
      customer: "Ahmad",
      as: "kasir.kl@demo.test",
      outlet: "DEMO-KL",
    });
    const klOrder = (await t.call("GET", `/api/tmp-transaction/${kl}`, { as: "kasir.kl@demo.test" })).body.data;
    expect(klOrder).toMatchObject({ pajak: 6, service_charge: 10, tmp_transaction_by: "Aisyah Kasir KL" });

    const seen = await t.call("GET", `/api/tmp-transaction/${kl}`, { as: "kasir" });
    expect(seen.status).toBe(404);
    expect(seen.body.meta.message).toBe("Maaf! Transaksi tidak ditemukan");
    expect((await t.call("GET", `/api/tmp-transaction/cek/${kl}`, { as: "kasir" })).body.data).toBe(0);
    const list = (await t.call("GET", "/api/tmp-transaction", { as: "kasir" })).body.data as Record<string, { tmp_transaction_id: number }>;
    expect(Object.values(list).some((o) => o.tmp_transaction_id === kl)).toBe(false);
    const klTableId = await tableIdOf(t.db, klTable("Meja 1"), "DEMO-KL");
    expect((await t.call("GET", `/api/tmp-transaction/cek-meja/${klTableId}`, { as: "kasir" })).status).toBe(404);
    // Outlet 1's Meja 1 and the KL Meja 1 are different tables: the nota number "8001" is free in outlet 1.
    await openNote(t, { table: stall.table("Meja 12"), note: "8001" });
  });

  it("answers 404 for an unknown order and 0 for a free table", async () => {
    expect((await t.call("GET", "/api/tmp-transaction/999999", { as: "kasir" })).status).toBe(404);
    expect((await t.call("GET", "/api/tmp-transaction/cek/999999", { as: "kasir" })).body.data).toBe(0);
    expect(
      (await t.call("GET", `/api/tmp-transaction/cek-meja/${await tableIdOf(t.db, stall.table("Bungkus 6"))}`, { as: "kasir" })).body.data,
    ).toBe(0);
    expect((await t.call("GET", "/api/tmp-transaction/abc", { as: "kasir" })).status).toBe(422);
  });
});

describe("live screens", () => {
  it("publishes committed changes on waroeng_events, never refused ones", async () => {
    const client = await (t.db as unknown as { $client: pg.Pool }).$client.connect();
    const outletId = await outletIdOf(t.db);
    const events: Array<{ outletId: number; topic: string; orderId?: number }> = [];
    client.on("notification", (n) => {
      events.push(JSON.parse(n.payload ?? "{}"));
    });
    try {
      await client.query("listen waroeng_events");
      const id = await openNote(t, { table: stall.table("Meja 11"), note: "9101" });
      await addUnits(t, id, stall.item("Es Teh Manis"), 1);
      await sendToKitchen(t, id);
      const refused = await t.call("POST", "/api/tmp-transaction", {
        as: "kasir",
        body: {
          tmp_transaction_m_meja_id: await tableIdOf(t.db, stall.table("Meja 11")),
          tmp_transaction_note_number: "9102",
          tmp_transaction_customer_name: "Budi",
          tmp_transaction_order_time: "10:00",
        },
      });
      expect([refused.status, refused.body.meta.code]).toEqual([200, 204]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const table = await tableIdOf(t.db, stall.table("Meja 11"));
      // Opening the note names its table; adding a unit and sending name the order; the dishes event
      // names the order and the menu types the kitchen screens show (Es Teh Manis: one type).
      expect(events).toEqual([
        { outletId, topic: "orders", orderId: id, tableIds: [table] },
        { outletId, topic: "orders", orderId: id },
        { outletId, topic: "orders", orderId: id },
        { outletId, topic: "dishes", orderId: id, menuTypeIds: [expect.any(Number)] },
      ]);
    } finally {
      await client.query("unlisten waroeng_events");
      client.release();
    }
  });
});
