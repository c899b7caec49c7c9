/**
 * The transports other than the network one: usb-unix appends to a device file (a temp
 * file here), usb-cups / windows-sharing run `lp -d <queue> -o raw` with the bytes on stdin (a stand-in
 * `lp` script records its arguments and input), and the 80 mm rendering is 48 columns wide.
 */
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ESC, visibleLines } from "./fake-printer.test-helpers.ts";
import { parsePrinterAddress } from "./printer-address.ts";
import { renderDocument } from "./render.ts";
import { cupsTransport, deviceTransport, lpArgs } from "./transports.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "waroeng-print-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const ticket = (width: number) =>
  renderDocument(
    {
      kind: "kitchen",
      outletName: "Waroeng Demo",
      date: "2026-11-23",
      time: "12:00",
      station: "kitchen",
      nota: "7001",
      customer: "Pak Budi",
      tables: "Meja 1",
      waiter: "Budi",
      lines: [{ name: "Ayam Goreng Dada dengan sambal matah yang sangat pedas sekali", qty: 2, note: "tanpa nasi", additional: true }],
    },
    { width },
  );

describe("transports", () => {
  it("usb-unix appends the job to the device file", async () => {
    const device = join(dir, "lp0");
    await writeFile(device, "");
    const bytes = ticket(405);
    await deviceTransport.send(device, bytes);
    await deviceTransport.send(device, bytes);
    const written = await readFile(device);
    expect(written.length).toBe(bytes.length * 2);
    expect(written.toString("latin1")).toContain("2 x Ayam Goreng");
    await expect(deviceTransport.send("relative/lp0", bytes)).rejects.toThrow();
  });

  it("usb-cups runs lp -d <queue> -o raw with the bytes on stdin, and refuses a queue name that is not one", async () => {
    const lp = join(dir, "lp");
    await writeFile(lp, `#!/bin/sh\necho "$@" > ${dir}/args\ncat > ${dir}/stdin\n`);
    await chmod(lp, 0o755);
    const bytes = ticket(600);
    await cupsTransport(lp).send("EPSON_TM-T82", bytes);
    expect((await readFile(join(dir, "args"), "utf8")).trim()).toBe("-d EPSON_TM-T82 -o raw");
    expect((await readFile(join(dir, "stdin"))).equals(Buffer.from(bytes))).toBe(true);
    expect(() => lpArgs("a b; rm -rf /")).toThrow();
    await expect(cupsTransport(join(dir, "missing-lp")).send("EPSON", bytes)).rejects.toThrow();
  });

  it("reads network addresses with port 9100 by default", () => {
    expect(parsePrinterAddress("192.168.1.50")).toEqual({ host: "192.168.1.50", port: 9100, literal: true });
    expect(parsePrinterAddress("printer-bar:9101")).toEqual({ host: "printer-bar", port: 9101, literal: false });
    expect(parsePrinterAddress("a:70000")).toBeNull();
  });
});

describe("rendering widths", () => {
  it("wraps at 32 columns on 58 mm and 48 on 80 mm, marks Tambahan and notes, and cuts", () => {
    for (const [width, columns] of [
      [405, 32],
      [600, 48],
    ] as const) {
      const job = Buffer.from(ticket(width)).toString("latin1");
      const lines = visibleLines(job);
      expect(Math.max(...lines.map((l) => l.length))).toBe(columns);
      expect(job.startsWith(ESC.INIT)).toBe(true);
      expect(job).toContain("[TAMBAHAN]");
      expect(job).toContain("Catatan: tanpa nasi");
      expect(job).toContain(ESC.CUT);
      expect(job).not.toContain(ESC.PULSE);
    }
  });
});
