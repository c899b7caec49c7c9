/**
 * API tests of printing: printer settings, the ESC/POS bytes a network printer receives
 * (decoded from a local TCP server on 127.0.0.1), the kitchen tickets' routing by print group, the
 * durable queue (a down printer gets the job once it is back, never twice), Buka Laci and the test page.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawerOpenings, printers, printImageLinks, printJobs } from "../../db/schema/index.ts";
import { buildCategory, buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, openCash, openOrder, outletIdOf, pay } from "../payment/payment.factory.ts";
import { ESC, type FakePrinter, startFakePrinter, visibleLines } from "./fake-printer.test-helpers.ts";
import { processDueJobs } from "./queue.ts";
import { pngSize } from "./render-image.test-helpers.ts";

let t: TestApp;
let stall: Stall;
let outletId: number;
let kasirPrinter: FakePrinter;
/** Far enough ahead that every backoff has passed. */
const LATER = () => new Date(Date.now() + 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 3", "Meja 4", "Meja 5", "Meja 6", "Meja 7", "Meja 8", "Meja 9"]);
  outletId = await outletIdOf(t.db);
  await openCash(t, "kasir");
  kasirPrinter = await startFakePrinter();
  // Kitchen and bar printers of the demo point at addresses of a stall's LAN: aim them at nothing listening.
  await t.db.delete(printers).where(and(eq(printers.outletId, outletId)));
});

afterAll(async () => {
  await kasirPrinter.close();
  await t.close();
});

async function setPrinter(body: Record<string, unknown>, as = "kasir") {
  return t.call("POST", "/api/printer-setting", {
    as,
    body: { printer_id: 0, printer_width: 405, printer_group1: "[]", printer_group2: "[]", ...body },
  });
}

/** The categories of the built items labelled `labels`, checked to be on Printer Setting's list (GET /jenis-produk). */
async function categoryIds(labels: string[]): Promise<number[]> {
  const res = await t.call("GET", "/api/jenis-produk", { as: "kasir" });
  expect(res.status).toBe(200);
  const ids = labels.map((label) => stall.menu.item(label).categoryId);
  expect(res.body.data.map((c: { m_jenis_produk_id: number }) => c.m_jenis_produk_id)).toEqual(expect.arrayContaining(ids));
  return ids;
}

describe("Printer Setting", () => {
  it("answers 201 for an empty location, saves a network printer and lists it", async () => {
    const empty = await t.call("GET", "/api/get-printer-info/kasir", { as: "kasir" });
    expect(empty.status).toBe(201);
    expect(empty.body.data).toBeNull();
    const saved = await setPrinter({ printer_type: "network", printer_address: kasirPrinter.address, printer_location: "kasir" });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      printer_setting_type: "network",
      printer_setting_address: kasirPrinter.address,
      printer_setting_width: 405,
      location: "kasir",
    });
    const info = await t.call("GET", "/api/get-printer-info/kasir", { as: "kasir" });
    expect(info.status).toBe(200);
    expect(info.body.data.printer_setting_id).toBe(saved.body.data.printer_setting_id);
    const list = await t.call("GET", "/api/list-printer", { as: "kasir" });
    expect(list.body.data.map((p: { location: string }) => p.location)).toEqual(["kasir"]);
  });

  it("fixes the address of the android types whatever is sent", async () => {
    const res = await setPrinter({
      printer_type: "android-image-vps",
      printer_address: "10.0.0.9",
      printer_location: "repeat",
      printer_width: 600,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ printer_setting_address: "android-vps", printer_setting_width: 600 });
    await t.db.delete(printers).where(and(eq(printers.outletId, outletId), eq(printers.location, "repeat")));
  });

  it("removes a printer (Hapus): the location is unset again; other outlets, opp at kasir and kitchen roles remove nothing", async () => {
    const bar = await setPrinter({ printer_type: "network", printer_address: "10.0.0.7", printer_location: "bar" });
    const id = bar.body.data.printer_setting_id;
    const kasirId = (await t.call("GET", "/api/get-printer-info/kasir", { as: "kasir" })).body.data.printer_setting_id;
    const before = await t.db.select().from(printers).orderBy(printers.id);
    expect((await t.call("DELETE", `/api/printer-setting/${id}`, { as: "kasir.kl" })).status).toBe(404);
    expect((await t.call("DELETE", `/api/printer-setting/${id}`, { as: "dapur" })).status).toBe(403);
    expect((await t.call("DELETE", `/api/printer-setting/${kasirId}`, { as: "opp" })).status).toBe(403);
    expect((await t.call("DELETE", "/api/printer-setting/abc", { as: "kasir" })).status).toBeGreaterThanOrEqual(400);
    expect(await t.db.select().from(printers).orderBy(printers.id)).toEqual(before);
    const removed = await t.call("DELETE", `/api/printer-setting/${id}`, { as: "kasir" });
    expect(removed.body).toMatchObject({ data: { printer_setting_id: id }, meta: { message: "Printer berhasil dihapus" } });
    expect((await t.call("GET", "/api/get-printer-info/bar", { as: "kasir" })).status).toBe(201);
    expect((await t.call("DELETE", `/api/printer-setting/${id}`, { as: "kasir" })).status).toBe(404);
  });

  it("refuses bad settings and stores nothing", async () => {
    const before = await t.db.select().from(printers).orderBy(printers.id);
    const klCategory = { id: (await buildCategory(t, { outlet: "DEMO-KL" })).categoryId };
    const cases: [Record<string, unknown>, string, number][] = [
      [{ printer_type: "network", printer_address: kasirPrinter.address, printer_location: "kasir" }, "opp", 403],
      [{ printer_type: "network", printer_address: "", printer_location: "bar" }, "kasir", 422],
      [{ printer_type: "network", printer_address: "host:99999", printer_location: "bar" }, "kasir", 422],
      [{ printer_type: "network", printer_address: "8.8.8.8:9100", printer_location: "bar" }, "kasir", 422],
      [{ printer_type: "network", printer_address: "printer.example.com", printer_location: "bar" }, "kasir", 422],
      [{ printer_type: "usb-unix", printer_address: "/etc/passwd", printer_location: "bar" }, "kasir", 422],
      [{ printer_type: "usb-cups", printer_address: "epson; rm -rf /", printer_location: "bar" }, "kasir", 422],
      [{ printer_type: "network", printer_address: "10.0.0.4", printer_location: "bar", printer_width: 500 }, "kasir", 422],
      [{ printer_type: "network", printer_address: "10.0.0.4", printer_location: "kasir", printer_group1: "[1]" }, "kasir", 422],
      [
        { printer_type: "network", printer_address: "10.0.0.4", printer_location: "bar", printer_group1: `[${klCategory?.id}]` },
        "kasir",
        422,
      ],
      [{ printer_type: "network", printer_address: "10.0.0.4", printer_location: "kitchen" }, "dapur", 403],
    ];
    for (const [body, as, status] of cases) {
      const res = await setPrinter(body, as === "opp" ? "opp" : as);
      expect(res.status, JSON.stringify(body)).toBe(status);
    }
    expect(await t.db.select().from(printers).orderBy(printers.id)).toEqual(before);
  });
});

describe("printing to a network printer", () => {
  it("prints the cash receipt (init, nota, lines, total, cut) and kicks the drawer for the cash payment", async () => {
    const o = await openOrder(t, {
      table: stall.table("Meja 3"),
      items: [
        { name: stall.item("Ayam Goreng Dada"), qty: 2 },
        { name: stall.item("Es Teh Manis"), qty: 1 },
      ],
      customer: "Bu Sari",
    });
    const rekapId = await pay(t, "kasir", cashBody(o.orderId));
    expect((await t.call("GET", "/api/open-laci/payment", { as: "kasir" })).body.error).toBe(0);
    const receipt = await t.call("GET", `/api/cashier/print-transaksi/${rekapId}/2`, { as: "kasir" });
    expect(receipt.body.struct).toBe("");
    // The /struk page reads it without printing.
    expect((await t.call("GET", `/api/cashier/print-transaksi/${rekapId}/2`, { as: "kasir", query: { view: "1" } })).body.struct).toBe(
      `/struk/${rekapId}?mode=2`,
    );
    kasirPrinter.jobs.length = 0;
    expect(await processDueJobs(t.db, undefined)).toBe(2);
    const [pulse, slip] = kasirPrinter.jobs;
    expect(pulse?.startsWith(ESC.INIT)).toBe(true);
    expect(pulse).toContain(ESC.PULSE);
    expect(slip?.startsWith(ESC.INIT)).toBe(true);
    expect(slip).toContain(receipt.body.data.r_t_nota_code);
    expect(slip).toContain("Bu Sari");
    expect(slip).toContain(stall.item("Ayam Goreng Dada"));
    expect(slip).toMatch(/TOTAL[\s\S]{1,30}Rp 47\.200/);
    expect(slip).toMatch(/Kembalian\s+Rp 2\.800/);
    expect(slip?.indexOf(ESC.CUT)).toBeGreaterThan(slip?.indexOf("TOTAL") ?? 0);
    // 58 mm: no printed line is wider than 32 columns.
    const texts = visibleLines(slip ?? "");
    expect(Math.max(...texts.map((l) => l.length))).toBeLessThanOrEqual(32);
    const rows = await t.db.select().from(printJobs).where(eq(printJobs.outletId, outletId));
    expect(rows.every((r) => r.status === "printed")).toBe(true);
  });

  it("sends each kitchen ticket only to the printer whose groups hold its categories", async () => {
    const kitchen = await startFakePrinter();
    const bar = await startFakePrinter();
    try {
      const food = await categoryIds(["Ayam Goreng Dada"]);
      const drinks = await categoryIds(["Es Teh Manis"]);
      expect(food.length).toBeGreaterThan(0);
      expect(drinks.length).toBeGreaterThan(0);
      expect(
        (
          await setPrinter({
            printer_type: "network",
            printer_address: kitchen.address,
            printer_location: "kitchen",
            printer_width: 600,
            printer_group1: JSON.stringify(food),
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await setPrinter({
            printer_type: "network",
            printer_address: bar.address,
            printer_location: "bar",
            printer_group2: JSON.stringify(drinks),
          })
        ).status,
      ).toBe(200);
      const o = await openOrder(t, {
        table: stall.table("Meja 4"),
        items: [
          { name: stall.item("Ayam Goreng Dada"), qty: 2 },
          { name: stall.item("Es Teh Manis"), qty: 1 },
        ],
      });
      const short = await t.call("POST", "/api/cashier/print-kitchen", {
        as: "kasir",
        body: { tmp_transaction_id: o.orderId, production_status: 1, waiter_name: "Bu" },
      });
      expect(short.status).toBe(422);
      const res = await t.call("POST", "/api/cashier/print-kitchen", {
        as: "kasir",
        body: { tmp_transaction_id: o.orderId, production_status: 1, waiter_name: "Budi" },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(2);
      await processDueJobs(t.db);
      expect(kitchen.jobs).toHaveLength(1);
      expect(bar.jobs).toHaveLength(1);
      expect(kitchen.jobs[0]).toContain(`2 x ${stall.item("Ayam Goreng Dada")}`);
      expect(kitchen.jobs[0]).not.toContain(stall.item("Es Teh Manis"));
      expect(kitchen.jobs[0]).toContain("Budi");
      expect(bar.jobs[0]).toContain(`1 x ${stall.item("Es Teh Manis")}`);
      expect(bar.jobs[0]).not.toContain("Ayam");
    } finally {
      await kitchen.close();
      await bar.close();
      await t.db.delete(printers).where(and(eq(printers.outletId, outletId), eq(printers.location, "kitchen")));
      await t.db.delete(printers).where(and(eq(printers.outletId, outletId), eq(printers.location, "bar")));
    }
  });

  it("keeps the job of a printer that is down and prints it once when it is back", async () => {
    const probe = await startFakePrinter();
    const port = probe.port;
    await probe.close();
    expect((await setPrinter({ printer_type: "network", printer_address: `127.77.0.1:${port}`, printer_location: "repeat" })).status).toBe(
      200,
    );
    const o = await openOrder(t, { table: stall.table("Meja 5"), items: [{ name: stall.item("Es Teh Manis"), qty: 3 }], as: "opp" });
    const res = await t.call("GET", `/api/cashier/print-repeat-order/${o.orderId}`, { as: "opp" });
    expect(res.body.printed).toBe(true);
    expect(await processDueJobs(t.db)).toBe(0);
    const [waiting] = await t.db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.outletId, outletId), eq(printJobs.location, "repeat")));
    expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
    expect(waiting?.lastError).not.toBe("");
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is tried.
    expect(await processDueJobs(t.db)).toBe(0);
    const back = await startFakePrinter(port);
    try {
      expect(await processDueJobs(t.db, undefined, LATER())).toBe(1);
      expect(await processDueJobs(t.db, undefined, LATER())).toBe(0);
      expect(back.jobs).toHaveLength(1);
      expect(back.jobs[0]).toContain("REPEAT ORDER");
      expect(back.jobs[0]).toContain(`3 x ${stall.item("Es Teh Manis")}`);
      const [done] = await t.db
        .select()
        .from(printJobs)
        .where(eq(printJobs.id, waiting?.id ?? 0));
      expect(done).toMatchObject({ status: "printed", attempts: 2 });
      // The queue view shows it; "print again" queues a copy that prints once more.
      const queue = await t.call("GET", "/api/print-queue", { as: "kasir" });
      expect(queue.body.data.find((j: { id: number }) => j.id === done?.id)).toMatchObject({ status: "printed", attempts: 2 });
      const again = await t.call("POST", `/api/print-queue/${done?.id}/ulang`, { as: "kasir" });
      expect(again.status).toBe(200);
      expect(await processDueJobs(t.db)).toBe(1);
      expect(back.jobs).toHaveLength(2);
      expect((await t.call("POST", "/api/print-queue/999999/ulang", { as: "kasir" })).status).toBe(404);
      expect((await t.call("POST", `/api/print-queue/${done?.id}/ulang`, { as: "kasir.kl" })).status).toBe(404);
    } finally {
      await back.close();
    }
  });
});

describe("Buka Laci and the printer test", () => {
  it("logs who opened the drawer and why, kicks it and prints the slip", async () => {
    const before = await t.db.select().from(drawerOpenings);
    const bad = await t.call("POST", "/api/cashier/buka-laci", { as: "kasir", body: { reason: "iseng" } });
    expect(bad.status).toBe(422);
    expect(await t.db.select().from(drawerOpenings)).toEqual(before);
    expect((await t.call("POST", "/api/cashier/buka-laci", { as: "opp", body: { reason: "tukaruang" } })).status).toBe(403);
    const res = await t.call("POST", "/api/cashier/buka-laci", { as: "kasir", body: { reason: "tukaruang" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, struct: "", printed: true });
    const [row] = await t.db.select().from(drawerOpenings).where(eq(drawerOpenings.id, res.body.data.id));
    expect(row).toMatchObject({ reason: "tukaruang", outletId });
    kasirPrinter.jobs.length = 0;
    await processDueJobs(t.db);
    expect(kasirPrinter.jobs).toHaveLength(1);
    expect(kasirPrinter.jobs[0]).toContain("BUKA LACI");
    expect(kasirPrinter.jobs[0]).toContain("Tukar Uang");
    expect(kasirPrinter.jobs[0]).toContain(ESC.PULSE);
    const again = await t.call("GET", `/api/cashier/print-tarikan/${res.body.data.id}`, { as: "kasir" });
    expect(again.body.printed).toBe(true);
    expect((await t.call("GET", `/api/cashier/print-tarikan/${res.body.data.id}`, { as: "kasir.kl" })).status).toBe(404);
    await processDueJobs(t.db);
    expect(kasirPrinter.jobs[1]).toContain("Tukar Uang");
    expect(kasirPrinter.jobs[1]).not.toContain(ESC.PULSE);
  });

  it("answers status 200 when the printer took the test page and 500 when it is down or not set", async () => {
    kasirPrinter.jobs.length = 0;
    const okRes = await t.call("GET", "/api/tes-cetak/kasir", { as: "kasir" });
    expect(okRes.body).toMatchObject({ status: 200, type: "network", struct: "" });
    // The sender is done once its bytes are flushed; the printer reads the end of them a moment later.
    await expect.poll(() => kasirPrinter.jobs[0] ?? "").toContain("TES CETAK");
    const none = await t.call("GET", "/api/tes-cetak/bar", { as: "kasir" });
    expect(none.body.status).toBe(500);
    const probe = await startFakePrinter();
    await probe.close();
    await setPrinter({ printer_type: "network", printer_address: probe.address, printer_location: "bar" });
    expect((await t.call("GET", "/api/tes-cetak/bar", { as: "kasir" })).body.status).toBe(500);
    expect((await t.call("GET", "/api/tes-cetak", { as: "opp" })).body.status).toBe(500);
  });
});

describe("bill and refusals", () => {
  it("prints the bill to the kasir printer and refuses other outlets' orders, roles and bad ids without queueing", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 6"), items: [{ name: stall.item("Ayam Goreng Dada"), qty: 1 }] });
    const before = await t.db.select().from(printJobs);
    expect((await t.call("POST", "/api/cashier/print-bill", { as: "kasir.kl", body: { tmp_transaction_id: o.orderId } })).status).toBe(404);
    expect((await t.call("POST", "/api/cashier/print-bill", { as: "opp", body: { tmp_transaction_id: o.orderId } })).status).toBe(403);
    expect((await t.call("POST", "/api/cashier/print-bill", { as: "kasir", body: { tmp_transaction_id: "x" } })).status).toBe(422);
    expect((await t.call("GET", `/api/cashier/print-repeat-order/${o.orderId}`, { as: "kasir" })).status).toBe(403);
    expect(await t.db.select().from(printJobs)).toEqual(before);
    kasirPrinter.jobs.length = 0;
    const res = await t.call("POST", "/api/cashier/print-bill", {
      as: "kasir",
      body: { tmp_transaction_id: o.orderId, sub_total: 18_000, total: 20_700, nominal_pajak: 1_800, nominal_sc: 900 },
    });
    expect(res.body).toMatchObject({ error: 0, struct: "", printed: true });
    await processDueJobs(t.db);
    expect(kasirPrinter.jobs[0]).toContain("BILL - BELUM LUNAS");
    expect(kasirPrinter.jobs[0]).toContain("1 x Rp 18.000");
    expect(kasirPrinter.jobs[0]).not.toContain(ESC.PULSE);
  });

  it("tries a down printer once per round and still prints the other printers' jobs", async () => {
    const probe = await startFakePrinter();
    await probe.close();
    const drinks = await categoryIds(["Es Teh Manis"]);
    await setPrinter({
      printer_type: "network",
      printer_address: probe.address,
      printer_location: "bar",
      printer_group1: JSON.stringify(drinks),
    });
    const o = await openOrder(t, { table: stall.table("Meja 7"), items: [{ name: stall.item("Es Teh Manis"), qty: 1 }] });
    for (let i = 0; i < 2; i++) {
      await t.call("POST", "/api/cashier/print-kitchen", {
        as: "kasir",
        body: { tmp_transaction_id: o.orderId, production_status: 1, waiter_name: "Budi" },
      });
    }
    await t.call("POST", "/api/cashier/print-bill", { as: "kasir", body: { tmp_transaction_id: o.orderId } });
    kasirPrinter.jobs.length = 0;
    expect(await processDueJobs(t.db)).toBe(1);
    expect(kasirPrinter.jobs).toHaveLength(1);
    const barJobs = await t.db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.outletId, outletId), eq(printJobs.location, "bar"), eq(printJobs.kind, "kitchen")))
      .orderBy(printJobs.id);
    expect(barJobs.map((j) => [j.status, j.attempts])).toEqual([
      ["queued", 1],
      ["queued", 0],
    ]);
    await t.db.delete(printers).where(and(eq(printers.outletId, outletId), eq(printers.location, "bar")));
  });
});

describe("android-image printers (PNG by link)", () => {
  /** GET a print-image link without any session. */
  const fetchImage = (path: string) => t.app.inject({ method: "GET", url: path });

  it("makes print-transaksi's struct an image link that opens once without login, 384 px wide, and marks the job printed", async () => {
    const saved = await setPrinter({ printer_type: "android-image", printer_address: "", printer_location: "kasir" });
    expect(saved.status).toBe(200);
    const o = await openOrder(t, {
      table: stall.table("Meja 8"),
      items: [
        { name: stall.item("Ayam Goreng Dada"), qty: 2 },
        { name: stall.item("Es Teh Manis"), qty: 1 },
      ],
      customer: "Bu Rina",
    });
    const rekapId = await pay(t, "kasir", cashBody(o.orderId));
    const receipt = await t.call("GET", `/api/cashier/print-transaksi/${rekapId}/2`, { as: "kasir" });
    expect(receipt.status).toBe(200);
    const link: string = receipt.body.struct;
    expect(link).toMatch(/^\/api\/print-image\/[A-Za-z0-9_-]{43}\.png$/);
    const [job] = await t.db.select().from(printJobs).where(eq(printJobs.outletId, outletId)).orderBy(desc(printJobs.id)).limit(1);
    expect(job).toMatchObject({ kind: "receipt", status: "waiting" });
    // Only the token's SHA-256 is stored.
    const stored = await t.db
      .select()
      .from(printImageLinks)
      .where(eq(printImageLinks.jobId, job?.id ?? 0));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(link.slice(19, 62));
    // The worker leaves it alone.
    kasirPrinter.jobs.length = 0;
    await processDueJobs(t.db, undefined, LATER());
    expect(
      (
        await t.db
          .select()
          .from(printJobs)
          .where(eq(printJobs.id, job?.id ?? 0))
      )[0]?.status,
    ).toBe("waiting");

    const png = await fetchImage(link);
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["cache-control"]).toBe("private, no-store");
    expect(pngSize(png.rawPayload).width).toBe(384);
    const queue = await t.call("GET", "/api/print-queue", { as: "kasir" });
    expect(queue.body.data.find((j: { id: number }) => j.id === job?.id)).toMatchObject({ status: "printed" });
    expect((await fetchImage(link)).statusCode).toBe(200); // the app may fetch it again

    // Another token, a malformed name: 404 with the envelope.
    const other = await fetchImage(`/api/print-image/${"A".repeat(43)}.png`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ meta: { code: 404 } });
    expect((await fetchImage(link.replace(".png", ".pdf"))).statusCode).toBe(404);
    expect((await fetchImage(`${link.slice(0, -5)}x.png`)).statusCode).toBe(404);
  });

  it("answers the link of the bill, the test page and Buka Laci at 80 mm (576 px); no bare pulse; an expired link is 404", async () => {
    await setPrinter({ printer_type: "android-image-vps", printer_address: "", printer_location: "kasir", printer_width: 600 });
    const o = await openOrder(t, { table: stall.table("Meja 9"), items: [{ name: stall.item("Es Teh Manis"), qty: 1 }] });
    const bill = await t.call("POST", "/api/cashier/print-bill", { as: "kasir", body: { tmp_transaction_id: o.orderId } });
    expect(bill.body).toMatchObject({ error: 0, printed: true });
    expect(bill.body.struct).toMatch(/^\/api\/print-image\/[A-Za-z0-9_-]{43}\.png$/);
    const png = await fetchImage(bill.body.struct);
    expect(pngSize(png.rawPayload).width).toBe(576);

    const testPage = await t.call("GET", "/api/tes-cetak", { as: "kasir" });
    expect(testPage.body).toMatchObject({ type: "android-image-vps", status: 200 });
    expect(testPage.body.struct).toMatch(/^\/api\/print-image\//);

    const drawer = await t.call("POST", "/api/cashier/buka-laci", { as: "kasir", body: { reason: "tukaruang" } });
    expect(drawer.body.struct).toMatch(/^\/api\/print-image\//);
    expect((await t.call("GET", "/api/open-laci/refund", { as: "kacab" })).body.struct).toBe("");

    await t.db.update(printImageLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await fetchImage(bill.body.struct)).statusCode).toBe(404);
    await t.db.delete(printers).where(and(eq(printers.outletId, outletId), eq(printers.location, "kasir")));
  });
});
