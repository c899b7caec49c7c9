/**
 * Printer Setting as a client written from the spec reads it (foundations §4 Printer test, §8, §9):
 * the test of a saved printer that is unreachable fails with the spec's printer-test text, not
 * `Printer belum di set`; a paper width other than 405 or 600 is refused as the width, not the address.
 */
import { MSG, PRINT_MSG } from "@waroeng/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { startFakePrinter } from "./fake-printer.test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function setPrinter(body: Record<string, unknown>) {
  return t.call("POST", "/api/printer-setting", {
    as: "kasir",
    body: { printer_id: 0, printer_width: 405, printer_group1: "[]", printer_group2: "[]", ...body },
  });
}

describe("printer test", () => {
  it("of no printer: status 500, Printer belum di set", async () => {
    const res = await t.call("GET", "/api/tes-cetak/bar", { as: "kasir" });
    expect(res.body).toMatchObject({ status: 500, type: "" });
    expect(res.body.meta.message).toBe(PRINT_MSG.NOT_CONFIGURED);
  });

  it("of a saved printer that is unreachable: status 500 with the spec's printer-test text", async () => {
    const gone = await startFakePrinter();
    await gone.close();
    const saved = await setPrinter({ printer_type: "network", printer_address: gone.address, printer_location: "kitchen" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const res = await t.call("GET", "/api/tes-cetak/kitchen", { as: "kasir" });
    expect(res.body).toMatchObject({ status: 500, type: "network" });
    expect(res.body.meta.message).toBe(MSG.PRINTER_TEST_FAILED);
    expect(MSG.PRINTER_TEST_FAILED).toBe("Pastikan Informasi dan Printer Sudah Benar");
  });
});

describe("printer setting", () => {
  it("refuses a paper width other than 405 or 600 as the width", async () => {
    const printer = await startFakePrinter();
    try {
      for (const width of [500, "lebar"]) {
        const res = await setPrinter({
          printer_type: "network",
          printer_address: printer.address,
          printer_location: "repeat",
          printer_width: width,
        });
        expect(res.status).toBe(422);
        expect(res.body.meta.message).toBe(PRINT_MSG.WIDTH_INVALID);
        expect(res.body.errors).toEqual({ printer_width: PRINT_MSG.WIDTH_INVALID });
      }
      const ok = await setPrinter({
        printer_type: "network",
        printer_address: printer.address,
        printer_location: "repeat",
        printer_width: 600,
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    } finally {
      await printer.close();
    }
  });
});
