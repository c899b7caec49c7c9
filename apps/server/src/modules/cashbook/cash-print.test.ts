/**
 * API tests of the cash book's printing: the Kas Kasir slip goes to the kasir
 * printer with the drawer pulse (GET /cashier/cash-out/{id}), the closing report of Tutup Saldo and
 * its "print again" (GET /cashier/print-closing-report/{id}); without a kasir printer the print
 * pages' links are answered and nothing is queued. Bytes decoded from a local TCP printer.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printers, printJobs } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, mainLines, openCash, openOrder, outletIdOf, pay } from "../payment/payment.factory.ts";
import { ESC, type FakePrinter, startFakePrinter, visibleLines } from "../printing/fake-printer.test-helpers.ts";
import { processDueJobs } from "../printing/queue.ts";

let t: TestApp;
let stall: Stall;
let outletId: number;
let printer: FakePrinter;
let sessionId = 0;
const expense = { nama_pengguna: "Pak Joko", debit: 0, kredit: 25_000, group: "Reguler", keterangan: "Beli es batu" };
const jobCount = async () => (await t.db.select().from(printJobs).where(eq(printJobs.outletId, outletId))).length;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 4"]);
  outletId = await outletIdOf(t.db);
  sessionId = await openCash(t, "kasir");
  printer = await startFakePrinter();
  // The demo's printers are android placeholders (never sent by the server): start with none.
  await t.db.delete(printers).where(eq(printers.outletId, outletId));
});

afterAll(async () => {
  await printer.close();
  await t.close();
});

describe("the Kas Kasir slip", () => {
  it("without a kasir printer answers the slip's print page and queues nothing", async () => {
    const saved = await t.call("POST", "/api/recap-mutasi-modal", { as: "kasir", body: expense });
    expect(saved.status).toBe(200);
    const id = saved.body.data.r_m_m_id;
    const res = await t.call("GET", `/api/cashier/cash-out/${id}`, { as: "kasir" });
    expect(res.body).toMatchObject({ error: 0, struct: `/cetak/kas/${id}`, printed: false });
    expect(await jobCount()).toBe(0);
  });

  it("prints to the kasir printer with the drawer pulse; view=1 only reads", async () => {
    const setting = await t.call("POST", "/api/printer-setting", {
      as: "kasir",
      body: { printer_id: 0, printer_type: "network", printer_address: printer.address, printer_location: "kasir", printer_width: 405 },
    });
    expect(setting.status).toBe(200);
    const id = (await t.call("POST", "/api/recap-mutasi-modal", { as: "kasir", body: expense })).body.data.r_m_m_id;
    const res = await t.call("GET", `/api/cashier/cash-out/${id}`, { as: "kasir" });
    expect(res.body).toMatchObject({ error: 0, struct: "", printed: true, data: { r_m_m_keterangan: "Beli es batu" } });
    const view = await t.call("GET", `/api/cashier/cash-out/${id}`, { as: "kasir", query: { view: "1" } });
    expect(view.body).toMatchObject({ struct: `/cetak/kas/${id}`, printed: false });
    // Another outlet's cashier cannot print it.
    expect((await t.call("GET", `/api/cashier/cash-out/${id}`, { as: "kasir.kl" })).status).toBe(404);
    expect(await jobCount()).toBe(1);

    printer.jobs.length = 0;
    expect(await processDueJobs(t.db)).toBe(1);
    const [slip = ""] = printer.jobs;
    const text = visibleLines(slip).join("\n");
    expect(slip.startsWith(ESC.INIT)).toBe(true);
    expect(text).toContain("KAS KASIR - KAS KELUAR");
    expect(text).toContain("Pak Joko");
    expect(text).toContain("Beli es batu");
    expect(text).toMatch(/Jumlah Uang\s+Rp 25\.000/);
    expect(slip).toContain(ESC.PULSE);
    expect(slip.indexOf(ESC.CUT)).toBeGreaterThan(slip.indexOf("Rp 25.000"));
    expect(Math.max(...visibleLines(slip).map((l) => l.length))).toBeLessThanOrEqual(32);
  });
});

describe("the closing report", () => {
  it("Tutup Saldo prints it (expected cash, counted cash, difference); print again queues it once more", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 4"), items: mainLines(stall) });
    await pay(t, "kasir", cashBody(o.orderId));
    const expected = (await t.call("GET", "/api/cashier/payment", { as: "kasir" })).body.data.reconciliation.uang_seharusnya;
    const closed = await t.call("POST", "/api/m-modal/close-modal", { as: "kasir", body: { nominal_cash: expected - 500 } });
    expect(closed.body).toMatchObject({ error: 0, rekap_modal_id: sessionId, struct: "", printed: true });

    printer.jobs.length = 0;
    // Only the report (the drawer opens for a payment on GET /open-laci/payment, not called here).
    expect(await processDueJobs(t.db)).toBe(1);
    const report = printer.jobs.find((j) => j.includes("LAPORAN TUTUP SALDO")) ?? "";
    const text = visibleLines(report).join("\n");
    expect(text).toContain("Siti Kasir");
    expect(text).toMatch(/Total Tunai\s+Rp 47\.200/);
    expect(text).toMatch(/Kas Keluar\s+-Rp 50\.000/);
    expect(text).toMatch(/Uang di laci\s+Rp [\d.]+\s+seharusnya/);
    expect(text).toMatch(/Selisih\s+-Rp 500/);
    expect(Math.max(...visibleLines(report).map((l) => l.length))).toBeLessThanOrEqual(32);

    const again = await t.call("GET", `/api/cashier/print-closing-report/${sessionId}`, { as: "kasir" });
    expect(again.body).toMatchObject({ error: 0, struct: "", printed: true });
    const before = await jobCount();
    expect((await t.call("GET", `/api/cashier/print-closing-report/${sessionId}`, { as: "kasir.kl" })).status).toBe(404);
    expect((await t.call("GET", `/api/cashier/print-closing-report/${sessionId}`, { as: "dapur" })).status).toBe(403);
    expect(await jobCount()).toBe(before);
    printer.jobs.length = 0;
    expect(await processDueJobs(t.db)).toBe(1);
    expect(printer.jobs[0]).toContain("LAPORAN TUTUP SALDO");
  });

  it("without a kasir printer answers the report's print page", async () => {
    await t.db.delete(printers).where(and(eq(printers.outletId, outletId), eq(printers.location, "kasir")));
    const res = await t.call("GET", `/api/cashier/print-closing-report/${sessionId}`, { as: "kasir" });
    expect(res.body).toMatchObject({ struct: `/cetak/tutup-saldo/${sessionId}`, printed: false });
  });
});
