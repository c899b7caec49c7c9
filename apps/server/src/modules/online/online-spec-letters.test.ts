/**
 * QR online orders as a client written from the spec reads them (foundations §7, §8):
 * GET /cashier/print-bill-online/{tmpId} gives a `struct` link to follow when no printer took the
 * bill, and the warning of a table that already has a bill reads `Pesanan Meja 7 Sudah Ada!`, never
 * `Meja Meja 7`.
 */
import { MSG_TEMPLATES } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printers, printJobs } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openCash, outletIdOf } from "../payment/payment.factory.ts";
import { guestOrders, guestPage, menuId, pendingId, qrCodeOf } from "./online.test-helpers.ts";

let t: TestApp;
let outletId: number;
beforeAll(async () => {
  t = await createTestApp();
  outletId = await outletIdOf(t.db);
  await openCash(t, "kasir");
  await t.db.delete(printers).where(eq(printers.outletId, outletId));
});
afterAll(async () => {
  await t.close();
});

async function pendingOrderOn(table: string, boss: string): Promise<number> {
  const code = await qrCodeOf(t, table);
  const teh = menuId(await guestPage(t, code), "Es Teh Manis");
  return pendingId(t, await guestOrders(t, code, boss, [{ m_menu_id: teh, qty: 2 }]));
}

describe("GET /cashier/print-bill-online/{tmpId} without a printer", () => {
  it("gives the browser print page as its struct link, which reads the bill with view=1 and queues nothing", async () => {
    const id = await pendingOrderOn("Meja 6", "Rina");
    const res = await t.call("GET", `/api/cashier/print-bill-online/${id}`, { as: "kasir" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, printed: false, struct: `/cetak/bill-online/${id}` });
    expect(res.body.data).toMatchObject({ tmp_online_table_name: "Meja 6", tmp_online_bigboss_name: "Rina" });

    const page = await t.call("GET", `/api/cashier/print-bill-online/${id}`, { as: "kasir", query: { view: "1" } });
    expect(page.body.data).toEqual(res.body.data);
    expect(await t.db.select().from(printJobs).where(eq(printJobs.outletId, outletId))).toEqual([]);
  });
});

describe("a table that already has a bill", () => {
  it("warns `Pesanan Meja 7 Sudah Ada!` on print, and names it `meja 7` on accept", async () => {
    const first = await pendingOrderOn("Meja 7", "Tono");
    const accepted = await t.call("POST", "/api/tmp-online/terima", { as: "kasir", body: { tmp_online_id: first, pindah_meja: 0 } });
    expect(accepted.body.meta.code, JSON.stringify(accepted.body)).toBe(200);

    const second = await pendingOrderOn("Meja 7", "Sari");
    const print = await t.call("GET", `/api/cashier/print-bill-online/${second}`, { as: "kasir" });
    expect(print.body.meta).toMatchObject({ code: 204, error: 1, message: "Pesanan Meja 7 Sudah Ada!" });
    const check = await t.call("GET", `/api/tmp-online/cek-nota/${second}`, { as: "kasir" });
    // The accept dialog's text, from the name cek-nota gives.
    expect(MSG_TEMPLATES.tableHasOrder(check.body.data.m_meja_nama)).toBe("Terdapat pesanan di meja 7");
    expect(MSG_TEMPLATES.tableOrderExists("Teras 2")).toBe("Pesanan Meja Teras 2 Sudah Ada!");
  });
});
