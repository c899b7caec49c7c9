/**
 * What a real outlet box pushes besides bills (docs/chain-sync.md "Push"): its open shift, the Kas
 * Kasir entries, drawer openings and audit entries of the day, and at close the shift's counted, expected and
 * difference, each landing in head office's tables under the outlet.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, openCash, openOrder, outletIdOf, pay } from "../payment/payment.factory.ts";
import { issueOutletKey } from "../sync/hq.service.ts";
import { injectTransport } from "../sync/sync.test-helpers.ts";

let hq: TestApp;
let outlet: TestApp;
let demo: number;

beforeAll(async () => {
  hq = await createTestApp({ sync: { role: "hq" } });
  demo = await outletIdOf(hq.db, "DEMO");
  outlet = await createTestApp({ sync: { transport: injectTransport(hq.app, await issueOutletKey(hq.db, demo)) } });
});
afterAll(async () => {
  await Promise.all([outlet?.close(), hq?.close()]);
});

const atHq = async (query: ReturnType<typeof sql>) => (await hq.db.execute(query)).rows;

describe("an outlet's cash day reaches head office", () => {
  it("the open shift, a Kas Kasir entry and Buka Laci with its audit entry arrive; the close brings the difference", async () => {
    const session = await openCash(outlet, "kasir");
    const order = await openOrder(outlet, {
      table: "Meja 3",
      items: [
        { name: "Ayam Goreng Dada", qty: 2 },
        { name: "Es Teh Manis", qty: 1 },
      ],
    });
    await pay(outlet, "kasir", cashBody(order.orderId));
    const expense = { nama_pengguna: "Pak Joko", debit: 0, kredit: 25_000, group: "Reguler", keterangan: "Beli es batu" };
    expect((await outlet.call("POST", "/api/recap-mutasi-modal", { as: "kasir", body: expense })).status).toBe(200);
    // Buka Laci to change money (audited at the outlet).
    expect((await outlet.call("POST", "/api/cashier/buka-laci", { as: "kasir", body: { reason: "tukaruang" } })).status).toBe(200);
    await outlet.app.sync.outlet?.push();

    expect(
      await atHq(sql`select closed_at is null as open, jsonb_array_length(counts) > 0 as counted from hq_cash_session
        where m_w_id = ${demo} and rekap_modal_id = ${session}`),
    ).toEqual([{ open: true, counted: true }]);
    expect(
      await atHq(
        sql`select r_m_m_kredit as out, r_m_m_keterangan as what, rekap_modal_id as session from hq_cash_mutation where m_w_id = ${demo}`,
      ),
    ).toEqual([{ out: 25_000, what: "Beli es batu", session }]);
    expect(await atHq(sql`select reason from hq_drawer_open where m_w_id = ${demo} and rekap_modal_id = ${session}`)).toEqual([
      { reason: "tukaruang" },
    ]);
    expect(await atHq(sql`select audit_action as action from hq_audit where m_w_id = ${demo} and audit_entity = 'drawer'`)).toHaveLength(1);

    // Tutup Saldo 500 short: the closed shift's figures replace the open one at head office.
    const should = (await outlet.call("GET", "/api/cashier/payment", { as: "kasir" })).body.data.reconciliation.uang_seharusnya as number;
    const closed = await outlet.call("POST", "/api/m-modal/close-modal", { as: "kasir", body: { nominal_cash: should - 500 } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    await outlet.app.sync.outlet?.push();
    const [shift] = await outlet.db
      .execute<{ expected: number; difference: number }>(
        sql`select rekap_modal_nominal_seharusnya as expected, rekap_modal_selisih as difference from rekap_modal where rekap_modal_id = ${session}`,
      )
      .then((r) => r.rows);
    expect(
      await atHq(sql`select closed_at is null as open, rekap_modal_nominal_seharusnya as expected, rekap_modal_selisih as difference
        from hq_cash_session where m_w_id = ${demo} and rekap_modal_id = ${session}`),
    ).toEqual([{ open: false, expected: shift?.expected, difference: shift?.difference }]);
    expect(shift?.difference).toBe(-500);
  });
});
