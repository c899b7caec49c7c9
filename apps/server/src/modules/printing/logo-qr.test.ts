/**
 * API tests of the printer extras: the outlet's logo upload (bounded, PNG only, kasir and
 * kacab), the per-printer Cetak Logo / Cetak QR switches decoded from the bytes a network printer
 * receives (the QR's link opens the receipt's PDF), Cetak Lagi of an android job answering a fresh
 * image link, and print-kitchen answering every android station's link.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outletLogos, printers, printJobs } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, mainLines, openCash, openOrder, outletIdOf, pay } from "../payment/payment.factory.ts";
import { type FakePrinter, startFakePrinter } from "./fake-printer.test-helpers.ts";
import { processDueJobs } from "./queue.ts";
import { pngSize, sampleLogo } from "./render-image.test-helpers.ts";

let t: TestApp;
let stall: Stall;
let outletId: number;
let kasirPrinter: FakePrinter;
const IMAGE_LINK = /^\/api\/print-image\/[A-Za-z0-9_-]{43}\.png$/;
const RASTER = "\x1dv0";
const QR = "\x1d(k";

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 5", "Meja 6", "Meja 7", "Meja 8", "Meja 9"]);
  outletId = await outletIdOf(t.db);
  await openCash(t, "kasir");
  kasirPrinter = await startFakePrinter();
  await t.db.delete(printers).where(eq(printers.outletId, outletId));
});

afterAll(async () => {
  await kasirPrinter.close();
  await t.close();
});

const setPrinter = (body: Record<string, unknown>, as = "kasir") =>
  t.call("POST", "/api/printer-setting", {
    as,
    body: { printer_id: 0, printer_width: 405, printer_group1: "[]", printer_group2: "[]", ...body },
  });

const upload = (png: Buffer | string, as = "kasir") =>
  t.call("POST", "/api/printer-logo", { as, body: { logo: typeof png === "string" ? png : png.toString("base64") } });

describe("the receipt logo", () => {
  it("refuses what is not a bounded PNG, and roles other than kasir and kacab, storing nothing", async () => {
    const rows = () => t.db.select().from(outletLogos);
    expect((await upload(Buffer.from("GIF89a not a png at all, really not"))).body.meta.message).toBe(
      "Logo harus berupa file PNG yang valid",
    );
    // A PNG header whose data is garbage.
    const broken = Buffer.concat([sampleLogo().subarray(0, 33), Buffer.alloc(100, 7)]);
    expect((await upload(broken)).status).toBe(422);
    const tooWide = await upload(sampleLogo(600, 20));
    expect(tooWide.status).toBe(422);
    expect(tooWide.body.meta.message).toBe("Logo maksimal 64 KB dan 576 x 576 piksel");
    expect((await upload("A".repeat(100_000))).status).toBe(422);
    expect((await upload(sampleLogo(), "wbd")).status).toBe(403);
    expect((await upload(sampleLogo(), "opp")).status).toBe(403);
    expect((await upload(sampleLogo(), "dapur")).status).toBe(403);
    expect(await rows()).toEqual([]);
    expect((await t.call("GET", "/api/printer-logo", { as: "kasir" })).status).toBe(404);
    expect((await t.call("DELETE", "/api/printer-logo", { as: "kasir" })).status).toBe(404);
  });

  it("stores the kasir's logo for the outlet only and serves it back", async () => {
    const png = sampleLogo();
    const saved = await upload(`data:image/png;base64,${png.toString("base64")}`);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ width: 200, height: 100, bytes: png.length });
    const back = await t.app.inject({
      method: "GET",
      url: "/api/printer-logo",
      headers: { authorization: `Bearer ${await t.login("kasir")}` },
    });
    expect(back.headers["content-type"]).toBe("image/png");
    expect(back.rawPayload.equals(png)).toBe(true);
    expect((await t.call("GET", "/api/printer-logo", { as: "kasir.kl" })).status).toBe(404);
  });

  it("lets the owner replace and remove it from the back office, each audited with its size and never the bytes", async () => {
    const logoAudit = () => t.db.select().from(auditLog).where(eq(auditLog.entity, "outlet_logo")).orderBy(auditLog.id);
    const already = (await logoAudit()).length;
    expect((await upload(sampleLogo(), "pelayan")).status).toBe(403);
    expect((await t.call("DELETE", "/api/printer-logo", { as: "dapur" })).status).toBe(403);
    expect((await t.call("GET", "/api/printer-logo", { as: "dapur" })).status).toBe(403);
    expect(await logoAudit()).toHaveLength(already);

    const png = sampleLogo(120, 40);
    const saved = await upload(png, "owner");
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await t.call("GET", "/api/printer-logo", { as: "owner" })).status).toBe(200);
    expect((await t.call("DELETE", "/api/printer-logo", { as: "owner" })).status).toBe(200);
    const rows = (await logoAudit()).slice(already);
    expect(rows.map((r) => [r.action, r.outletId, r.entityId])).toEqual([
      ["update", outletId, outletId],
      ["delete", outletId, outletId],
    ]);
    expect(rows[0]?.after).toEqual({ width: 120, height: 40, bytes: png.length });
    expect(rows[1]).toMatchObject({ before: { width: 120, height: 40, bytes: png.length }, after: null });
    expect(JSON.stringify(rows)).not.toContain(png.toString("base64").slice(0, 40));
    expect(await t.db.select().from(outletLogos)).toEqual([]);
    expect((await t.call("GET", "/api/printer-logo", { as: "owner" })).status).toBe(404);
  });
});

describe("Cetak Logo and Cetak QR", () => {
  it("prints the logo and the receipt's PDF link as a QR only while the kasir printer's switches are on", async () => {
    expect((await upload(sampleLogo())).status).toBe(200);
    const on = await setPrinter({
      printer_type: "network",
      printer_address: kasirPrinter.address,
      printer_location: "kasir",
      printer_logo: 1,
      printer_qr: 1,
    });
    expect(on.body.data).toMatchObject({ printer_setting_logo: true, printer_setting_qr: true });
    // A client that does not know the switches keeps them.
    const kept = await setPrinter({
      printer_id: on.body.data.printer_setting_id,
      printer_type: "network",
      printer_address: kasirPrinter.address,
      printer_location: "kasir",
    });
    expect(kept.body.data).toMatchObject({ printer_setting_logo: true, printer_setting_qr: true });

    const o = await openOrder(t, { table: stall.table("Meja 5"), items: mainLines(stall) });
    const rekapId = await pay(t, "kasir", cashBody(o.orderId));
    kasirPrinter.jobs.length = 0;
    expect((await t.call("GET", `/api/cashier/print-transaksi/${rekapId}/1`, { as: "kasir" })).status).toBe(200);
    await processDueJobs(t.db);
    const job = kasirPrinter.jobs.at(-1) ?? "";
    expect(job).toContain(RASTER);
    expect(job.indexOf(RASTER)).toBeLessThan(job.indexOf("Nota"));
    const qr = job.indexOf(QR);
    expect(qr).toBeGreaterThan(job.indexOf("TOTAL"));
    const link = /https?:\/\/[!-~]+?(\/api\/recap-transactions\/download-struct\/[A-Za-z0-9_-]{43})/.exec(job.slice(qr))?.[1];
    expect(link).toBeDefined();
    // The QR's link opens the bill's PDF without a session (the customer's phone).
    const pdf = await t.app.inject({ method: "GET", url: link ?? "" });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    // The job's stored document keeps no link.
    const [stored] = await t.db.select().from(printJobs).where(eq(printJobs.outletId, outletId)).orderBy(printJobs.id);
    expect(JSON.stringify(stored?.document)).not.toContain("download-struct");

    await setPrinter({
      printer_type: "network",
      printer_address: kasirPrinter.address,
      printer_location: "kasir",
      printer_logo: 0,
      printer_qr: "0",
    });
    kasirPrinter.jobs.length = 0;
    await t.call("GET", `/api/cashier/print-transaksi/${rekapId}/1`, { as: "kasir" });
    await processDueJobs(t.db);
    const plain = kasirPrinter.jobs.at(-1) ?? "";
    expect(plain).toContain("Nota");
    expect(plain).not.toContain(RASTER);
    expect(plain).not.toContain(QR);
  });

  it("puts the logo on the android printer's bill PNG when switched on", async () => {
    expect((await upload(sampleLogo())).status).toBe(200);
    const id = async () => (await t.call("GET", "/api/get-printer-info/kasir", { as: "kasir" })).body.data.printer_setting_id;
    const o = await openOrder(t, { table: stall.table("Meja 6"), items: [{ name: stall.item("Es Teh Manis"), qty: 1 }] });
    const heights: number[] = [];
    for (const logo of [0, 1]) {
      await setPrinter({
        printer_id: await id(),
        printer_type: "android-image",
        printer_address: "",
        printer_location: "kasir",
        printer_logo: logo,
      });
      const bill = await t.call("POST", "/api/cashier/print-bill", { as: "kasir", body: { tmp_transaction_id: o.orderId } });
      const png = await t.app.inject({ method: "GET", url: bill.body.struct });
      heights.push(pngSize(png.rawPayload).height);
    }
    expect((heights[1] ?? 0) - (heights[0] ?? 0)).toBeGreaterThanOrEqual(100);
  });
});

describe("android image links", () => {
  it("Cetak Lagi of an android job answers a fresh link that opens the copy", async () => {
    await setPrinter({ printer_type: "android-image", printer_address: "", printer_location: "kasir" });
    const o = await openOrder(t, { table: stall.table("Meja 7"), items: [{ name: stall.item("Es Teh Manis"), qty: 1 }] });
    const bill = await t.call("POST", "/api/cashier/print-bill", { as: "kasir", body: { tmp_transaction_id: o.orderId } });
    expect(bill.body.struct).toMatch(IMAGE_LINK);
    const queue = await t.call("GET", "/api/print-queue", { as: "kasir" });
    const jobId = queue.body.data[0].id;
    const again = await t.call("POST", `/api/print-queue/${jobId}/ulang`, { as: "kasir" });
    expect(again.status).toBe(200);
    expect(again.body.struct).toMatch(IMAGE_LINK);
    expect(again.body.struct).not.toBe(bill.body.struct);
    const png = await t.app.inject({ method: "GET", url: again.body.struct });
    expect(png.statusCode).toBe(200);
    expect(pngSize(png.rawPayload).width).toBe(384);
    const after = await t.call("GET", "/api/print-queue", { as: "kasir" });
    expect(after.body.data.find((j: { id: number }) => j.id === again.body.data.id)).toMatchObject({ status: "printed" });
    // Another outlet's job: 404, nothing queued.
    expect((await t.call("POST", `/api/print-queue/${jobId}/ulang`, { as: "kasir.kl" })).status).toBe(404);
  });

  it("Cetak Lagi of a network job answers an empty struct", async () => {
    await setPrinter({ printer_type: "network", printer_address: kasirPrinter.address, printer_location: "kasir" });
    const o = await openOrder(t, { table: stall.table("Meja 8"), items: [{ name: stall.item("Es Teh Manis"), qty: 1 }] });
    await t.call("POST", "/api/cashier/print-bill", { as: "kasir", body: { tmp_transaction_id: o.orderId } });
    const jobId = (await t.call("GET", "/api/print-queue", { as: "kasir" })).body.data[0].id;
    expect((await t.call("POST", `/api/print-queue/${jobId}/ulang`, { as: "kasir" })).body.struct).toBe("");
  });

  it("print-kitchen answers the link of every android station ticket in structs, struct the first", async () => {
    const cats = (await t.call("GET", "/api/jenis-produk", { as: "kasir" })).body.data as {
      m_jenis_produk_id: number;
      m_jenis_produk_nama: string;
    }[];
    /** The category of the built item labelled `label`, as Printer Setting's list offers it. */
    const idOf = (label: string) =>
      cats.filter((c) => c.m_jenis_produk_id === stall.menu.item(label).categoryId).map((c) => c.m_jenis_produk_id);
    await setPrinter({
      printer_type: "android-image",
      printer_address: "",
      printer_location: "kitchen",
      printer_group1: JSON.stringify(idOf("Ayam Goreng Dada")),
    });
    await setPrinter({
      printer_type: "android-image-vps",
      printer_address: "",
      printer_location: "bar",
      printer_width: 600,
      printer_group1: JSON.stringify(idOf("Es Teh Manis")),
    });
    const o = await openOrder(t, {
      table: stall.table("Meja 9"),
      items: [
        { name: stall.item("Ayam Goreng Dada"), qty: 1 },
        { name: stall.item("Es Teh Manis"), qty: 1 },
      ],
    });
    const res = await t.call("POST", "/api/cashier/print-kitchen", {
      as: "kasir",
      body: { tmp_transaction_id: o.orderId, production_status: 1, waiter_name: "Budi" },
    });
    expect(res.body.data).toHaveLength(2);
    expect(res.body.structs).toHaveLength(2);
    expect(res.body.struct).toBe(res.body.structs[0]);
    const widths: number[] = [];
    for (const link of res.body.structs as string[]) {
      expect(link).toMatch(IMAGE_LINK);
      const png = await t.app.inject({ method: "GET", url: link });
      expect(png.statusCode).toBe(200);
      widths.push(pngSize(png.rawPayload).width);
    }
    expect(widths).toEqual([384, 576]);
    await t.db.delete(printers).where(and(eq(printers.outletId, outletId), eq(printers.location, "kitchen")));
    await t.db.delete(printers).where(and(eq(printers.outletId, outletId), eq(printers.location, "bar")));
  });
});
