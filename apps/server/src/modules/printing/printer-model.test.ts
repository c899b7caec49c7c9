/**
 * The printer's model in Printer Setting (POST /printer-setting `printer_model`): saved and shown,
 * kept when a client never sends it, refused when the ESC/POS encoder does not know it; the bytes a
 * printer receives (the queued bill, the test page) end with that model's feed before the cut.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printers, printJobs } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openOrder, outletIdOf } from "../payment/payment.factory.ts";
import { ESC, type FakePrinter, startFakePrinter } from "./fake-printer.test-helpers.ts";

let t: TestApp;
let outletId: number;
let printer: FakePrinter;

beforeAll(async () => {
  t = await createTestApp();
  outletId = await outletIdOf(t.db);
  printer = await startFakePrinter();
  await t.db.delete(printers).where(eq(printers.outletId, outletId));
});

afterAll(async () => {
  await printer.close();
  await t.close();
});

async function setKasirPrinter(extra: Record<string, unknown> = {}, id = 0) {
  return t.call("POST", "/api/printer-setting", {
    as: "kasir",
    body: {
      printer_id: id,
      printer_type: "network",
      printer_address: printer.address,
      printer_location: "kasir",
      printer_width: 600,
      ...extra,
    },
  });
}

async function savedModel(): Promise<string> {
  return (await t.call("GET", "/api/get-printer-info/kasir", { as: "kasir" })).body.data.printer_setting_model;
}

/** The line feeds between the last printed text and the cut command of a job's bytes. */
function feedsBeforeCut(job: string): number {
  const before = job.slice(0, job.lastIndexOf(ESC.CUT));
  return (/(\n\r)*$/.exec(before)?.[0].length ?? 0) / 2;
}

describe("Printer Setting's printer model", () => {
  it("is generic for a printer saved without one, stores a chosen model and keeps it when a save leaves it out", async () => {
    const created = await setKasirPrinter();
    expect(created.status).toBe(200);
    expect(created.body.data.printer_setting_model).toBe("generic");
    const id = created.body.data.printer_setting_id;

    const chosen = await setKasirPrinter({ printer_model: "epson-tm-t88vi" }, id);
    expect(chosen.body.data.printer_setting_model).toBe("epson-tm-t88vi");
    expect(await savedModel()).toBe("epson-tm-t88vi");
    const list = await t.call("GET", "/api/list-printer", { as: "kasir" });
    expect(list.body.data[0]).toMatchObject({ location: "kasir", printer_setting_model: "epson-tm-t88vi" });

    // A client written from the spec never sends the field: the model stays.
    await setKasirPrinter({ printer_width: 405 }, id);
    expect(await savedModel()).toBe("epson-tm-t88vi");
    // Blank is the generic profile again.
    await setKasirPrinter({ printer_model: "" }, id);
    expect(await savedModel()).toBe("generic");
  });

  it("refuses a model the encoder does not know, and stores nothing", async () => {
    await setKasirPrinter({ printer_model: "citizen-ct-s310ii" });
    const before = await t.db.select().from(printers).orderBy(printers.id);
    for (const model of ["epson-tm-t82", "GENERIC", "x".repeat(65), "<script>"]) {
      const res = await setKasirPrinter({ printer_model: model, printer_width: 405 });
      expect(res.status, model).toBe(422);
      expect(res.body.meta.message).toBe("Model printer tidak dikenal");
    }
    expect(await t.db.select().from(printers).orderBy(printers.id)).toEqual(before);
  });

  it("prints the queued bill and the test page with the model's feed before the cut: 4 lines for an Epson TM-T88VI, 2 generic", async () => {
    const o = await openOrder(t, { table: "Meja 5", items: [{ name: "Es Teh Manis", qty: 1 }] });
    const billBytes = async () => {
      expect((await t.call("POST", "/api/cashier/print-bill", { as: "kasir", body: { tmp_transaction_id: o.orderId } })).status).toBe(200);
      const [job] = await t.db
        .select({ payload: printJobs.payload })
        .from(printJobs)
        .where(and(eq(printJobs.outletId, outletId), eq(printJobs.kind, "bill")))
        .orderBy(desc(printJobs.id))
        .limit(1);
      return Buffer.from(job?.payload ?? []).toString("latin1");
    };
    const testPage = async () => {
      printer.jobs.length = 0;
      expect((await t.call("GET", "/api/tes-cetak/kasir", { as: "kasir" })).body.status).toBe(200);
      await expect.poll(() => printer.jobs[0] ?? "").toContain(ESC.CUT);
      return printer.jobs[0] ?? "";
    };

    await setKasirPrinter({ printer_model: "generic" });
    expect(feedsBeforeCut(await billBytes())).toBe(1 + 2);
    expect(feedsBeforeCut(await testPage())).toBe(1 + 2);

    await setKasirPrinter({ printer_model: "epson-tm-t88vi" });
    expect(feedsBeforeCut(await billBytes())).toBe(1 + 4);
    expect(feedsBeforeCut(await testPage())).toBe(1 + 4);
  });

  it("prints with the generic profile when the stored model is one the encoder no longer knows", async () => {
    await setKasirPrinter({ printer_model: "epson-tm-t88vi" });
    await t.db
      .update(printers)
      .set({ model: "epson-tm-t99" })
      .where(and(eq(printers.outletId, outletId), eq(printers.location, "kasir")));
    printer.jobs.length = 0;
    expect((await t.call("GET", "/api/tes-cetak/kasir", { as: "kasir" })).body.status).toBe(200);
    await expect.poll(() => printer.jobs[0] ?? "").toContain(ESC.CUT);
    expect(feedsBeforeCut(printer.jobs[0] ?? "")).toBe(1 + 2);
  });
});
