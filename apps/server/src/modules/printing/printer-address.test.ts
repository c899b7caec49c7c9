/**
 * The network printer address cannot point the server anywhere but a printer on the stall's LAN:
 * not the box's own ports (the database), not 169.254.169.254, not through integer or hex IPv4
 * forms; a saved address that is no longer allowed is never connected to; and a failure reads the
 * same whatever the cause (no port mapping through the test print).
 */

import { createServer } from "node:net";
import { PRINT_MSG } from "@waroeng/domain";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printers, printJobs } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { outletIdOf } from "../payment/payment.factory.ts";
import { FAKE_PRINTER_HOST, startFakePrinter } from "./fake-printer.test-helpers.ts";
import { parsePrinterAddress, resolvePrinterAddress } from "./printer-address.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const save = (address: string) =>
  t.call("POST", "/api/printer-setting", {
    as: "kasir",
    body: { printer_id: 0, printer_width: 405, printer_type: "network", printer_address: address, printer_location: "bar" },
  });

describe("POST /printer-setting network addresses", () => {
  const refused = [
    "127.0.0.1:5432",
    "127.0.0.1",
    "localhost",
    "169.254.169.254",
    "169.254.169.254:9100",
    "2130706433",
    "2130706433:9100",
    "0x7f000001",
    "0x7f.0.0.1",
    "0177.0.0.1",
    "127.1",
    "[::1]:9100",
    "[::ffff:127.0.0.1]:9100",
    "[::ffff:a9fe:a9fe]:9100",
    "192.168.1.50:5432",
    "10.0.0.5:22",
    "10.0.0.5:515",
    "8.8.8.8",
    "printer.example.com",
    "192.168.1.50:+9100",
    " 192.168.1.50 :9100",
  ];
  for (const address of refused) {
    it(`refuses ${JSON.stringify(address)}`, async () => {
      const res = await save(address);
      expect(res.status).toBe(422);
      expect(res.body.meta.message).toBe(PRINT_MSG.ADDRESS_INVALID);
    });
  }

  it("keeps printers on the LAN's printer ports", async () => {
    for (const address of ["192.168.1.50", "10.0.0.7:9101", "172.16.4.2:9109", "printer-bar", "epson.local:9100", "[fd00::50]:9100"]) {
      const res = await save(address);
      expect(res.status, address).toBe(200);
      expect(res.body.data.printer_setting_address, address).toBe(address);
    }
  });
});

describe("sending to a saved address", () => {
  it("never connects to an address saved before the rule, and says only that the printer did not answer", async () => {
    let connections = 0;
    const database = createServer((socket) => {
      connections += 1;
      socket.end();
    });
    await new Promise<void>((resolve) => database.listen(0, "127.0.0.1", resolve));
    const port = (database.address() as { port: number }).port;
    const outletId = await outletIdOf(t.db);
    await t.db.delete(printers).where(and(eq(printers.outletId, outletId), eq(printers.location, "kasir")));
    await t.db.insert(printers).values({ outletId, location: "kasir", type: "network", address: `127.0.0.1:${port}`, width: 405 });
    try {
      const res = await t.call("GET", "/api/tes-cetak/kasir", { as: "kasir" });
      expect(res.body.status).toBe(500);
      expect(res.body.meta.message).not.toBe(PRINT_MSG.TEST_OK);
      expect(connections).toBe(0);
      const [job] = await t.db.select().from(printJobs).where(eq(printJobs.outletId, outletId)).orderBy(desc(printJobs.id)).limit(1);
      expect(job?.lastError).toBe(PRINT_MSG.UNREACHABLE);
    } finally {
      await new Promise<void>((resolve) => database.close(() => resolve()));
    }
  });

  it("reports a closed port exactly as a refused address", async () => {
    const probe = await startFakePrinter();
    await probe.close();
    const outletId = await outletIdOf(t.db);
    await t.db.delete(printers).where(and(eq(printers.outletId, outletId), eq(printers.location, "kasir")));
    await t.db
      .insert(printers)
      .values({ outletId, location: "kasir", type: "network", address: `${FAKE_PRINTER_HOST}:${probe.port}`, width: 405 });
    const res = await t.call("GET", "/api/tes-cetak/kasir", { as: "kasir" });
    expect(res.body.status).toBe(500);
    const [job] = await t.db.select().from(printJobs).where(eq(printJobs.outletId, outletId)).orderBy(desc(printJobs.id)).limit(1);
    expect(job?.lastError).toBe(PRINT_MSG.UNREACHABLE);
  });
});

describe("resolvePrinterAddress", () => {
  it("checks the address a local name resolves to", async () => {
    await expect(resolvePrinterAddress("printer-bar", async () => "192.168.1.9")).resolves.toEqual({ ip: "192.168.1.9", port: 9100 });
    await expect(resolvePrinterAddress("printer-bar", async () => "127.0.0.1")).rejects.toThrow();
    await expect(resolvePrinterAddress("printer-bar:9102", async () => "169.254.169.254")).rejects.toThrow();
    await expect(
      resolvePrinterAddress("printer-bar", async () => {
        throw new Error("ENOTFOUND");
      }),
    ).rejects.toThrow();
    expect(parsePrinterAddress("192.168.1.50:9100")).toEqual({ host: "192.168.1.50", port: 9100, literal: true });
  });
});
