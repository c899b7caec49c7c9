/**
 * API tests of the device printer ("Printer perangkat ini"): saving one paired with a device, its jobs
 * queued as a network printer's but never sent by the server, the paired device's claim (leased,
 * never handed out twice), `done` and `failed` reports (backoff, retry, give-up, a lapsed lease), the
 * drawer kick and who may claim what.
 */
import { DEVICE_PRINT_MSG } from "@waroeng/domain";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printers, printJobs } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, mainLines, openCash, openOrder, outletIdOf, pay } from "../payment/payment.factory.ts";
import { ESC, visibleLines } from "./fake-printer.test-helpers.ts";
import { MAX_ATTEMPTS, processDueJobs } from "./queue.ts";

let t: TestApp;
let stall: Stall;
let outletId: number;
const TILL = "till-0001-aaaa";
const TABLET = "tablet-0002-bbbb";
/** One table per order: an open order keeps its table. */
const TABLES = ["Meja 3", "Meja 4", "Meja 5", "Meja 6", "Meja 7", "Meja 8", "Meja 9", "Meja 10", "Meja 11"];
let nextTable = 0;
const freeTable = () => TABLES[nextTable++] ?? "";

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, TABLES);
  outletId = await outletIdOf(t.db);
  await openCash(t, "kasir");
  await t.db.delete(printers).where(eq(printers.outletId, outletId));
});

afterAll(async () => {
  await t.close();
});

const claim = (device = TILL, as = "kasir") => t.call("POST", "/api/printing/device/claim", { as, body: { device_id: device } });
const report = (id: number, outcome: "done" | "failed", body: Record<string, unknown>, as = "kasir") =>
  t.call("POST", `/api/printing/device/jobs/${id}/${outcome}`, { as, body: { device_id: TILL, ...body } });

/** Makes job `id` due now (its backoff or lease passed). */
const makeDue = (id: number) => t.db.update(printJobs).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(printJobs.id, id));

const jobRow = async (id: number) => (await t.db.select().from(printJobs).where(eq(printJobs.id, id)))[0];

/** Drains every job due for TILL, reporting each done. */
async function drain() {
  for (;;) {
    const c = await claim();
    if (!c.body.data.job) {
      return;
    }
    await report(c.body.data.job.id, "done", { attempt: c.body.data.job.attempt });
  }
}

async function printBill() {
  const o = await openOrder(t, { table: stall.table(freeTable()), items: [{ name: stall.item("Ayam Goreng Dada"), qty: 2 }] });
  const res = await t.call("POST", "/api/cashier/print-bill", { as: "kasir", body: { tmp_transaction_id: o.orderId } });
  expect(res.body.printed).toBe(true);
  const [job] = await t.db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.outletId, outletId), eq(printJobs.kind, "bill")))
    .orderBy(sql`${printJobs.id} desc`)
    .limit(1);
  if (!job) {
    throw new Error("no bill job");
  }
  return job;
}

describe("saving a device printer", () => {
  it("needs a connection and the device it is paired with", async () => {
    const base = { printer_id: 0, printer_type: "device", printer_location: "kasir", printer_width: 405 };
    const noDevice = await t.call("POST", "/api/printer-setting", { as: "kasir", body: { ...base, printer_address: "bluetooth" } });
    expect(noDevice.status).toBe(422);
    expect(JSON.stringify(noDevice.body)).toContain(DEVICE_PRINT_MSG.DEVICE_REQUIRED);
    const badConnection = await t.call("POST", "/api/printer-setting", {
      as: "kasir",
      body: { ...base, printer_address: "wifi", printer_device_id: TILL },
    });
    expect(badConnection.status).toBe(422);
    expect(JSON.stringify(badConnection.body)).toContain(DEVICE_PRINT_MSG.CONNECTION_INVALID);
    const saved = await t.call("POST", "/api/printer-setting", {
      as: "kasir",
      body: { ...base, printer_address: "bluetooth", printer_device_id: TILL, printer_device_name: "Kasir 1" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      printer_setting_type: "device",
      printer_setting_address: "bluetooth",
      printer_setting_device_id: TILL,
      printer_setting_device_name: "Kasir 1",
    });
  });
});

describe("a device printer's jobs", () => {
  it("queues the bill as a network printer's, which the server never sends, and hands it to the paired device only", async () => {
    const job = await printBill();
    expect(job.status).toBe("queued");
    expect(await processDueJobs(t.db)).toBe(0);
    expect((await jobRow(job.id))?.attempts).toBe(0);
    // Another device of the outlet gets nothing; the till gets the job, once.
    expect((await claim(TABLET)).body.data.job).toBeNull();
    const [first, second] = await Promise.all([claim(), claim()]);
    const claims = [first.body.data.job, second.body.data.job].filter(Boolean);
    expect(claims).toHaveLength(1);
    const handed = claims[0];
    expect(handed).toMatchObject({ id: job.id, attempt: 1, location: "kasir", lease_ms: 30_000 });
    const bytes = Buffer.from(handed.bytes, "base64");
    expect(bytes.equals(job.payload)).toBe(true);
    const text = bytes.toString("latin1");
    expect(text.startsWith(ESC.INIT)).toBe(true);
    expect(visibleLines(text).join("\n")).toContain(stall.item("Ayam Goreng Dada"));
    expect(text).toContain(ESC.CUT);
    // Leased: a second tab waits for the lease, and is told how long.
    const again = await claim();
    expect(again.body.data.job).toBeNull();
    expect(again.body.data.next_in_ms).toBeGreaterThan(25_000);
    const done = await report(job.id, "done", { attempt: 1 });
    expect(done.body.data).toEqual({ id: job.id, status: "printed", retry_in_ms: null });
    const queue = await t.call("GET", "/api/print-queue", { as: "kasir" });
    expect(queue.body.data.find((j: { id: number }) => j.id === job.id)).toMatchObject({ status: "printed", attempts: 1, last_error: "" });
    // Printed is never handed out again; a repeated report answers the same.
    expect((await claim()).body.data).toEqual({ job: null, next_in_ms: null });
    expect((await report(job.id, "done", { attempt: 1 })).body.data.status).toBe("printed");
  });

  it("skips a job another claim holds (a second tab, another server process) instead of waiting for it or taking it", async () => {
    const job = await printBill();
    const other = new pg.Client({ connectionString: t.url });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("select id from print_job where id = $1 for update", [job.id]);
      const answer = await Promise.race([claim(), new Promise<"blocked">((resolve) => setTimeout(() => resolve("blocked"), 3_000))]);
      expect(answer).not.toBe("blocked");
      expect(answer === "blocked" ? undefined : answer.body.data.job).toBeNull();
    } finally {
      await other.query("rollback");
      await other.end();
    }
    await drain();
  });

  it("retries a failed write after the backoff and shows the printer's error meanwhile", async () => {
    const job = await printBill();
    const c1 = (await claim()).body.data.job;
    const failed = await report(job.id, "failed", { attempt: c1.attempt, error: "GATT Server is disconnected" });
    expect(failed.body.data).toEqual({ id: job.id, status: "queued", retry_in_ms: 2_000 });
    const queue = await t.call("GET", "/api/print-queue", { as: "kasir" });
    expect(queue.body.data.find((j: { id: number }) => j.id === job.id)).toMatchObject({
      status: "queued",
      attempts: 1,
      last_error: "GATT Server is disconnected",
    });
    const waiting = await claim();
    expect(waiting.body.data.job).toBeNull();
    expect(waiting.body.data.next_in_ms).toBeGreaterThan(0);
    expect(waiting.body.data.next_in_ms).toBeLessThanOrEqual(2_000);
    await makeDue(job.id);
    const c2 = (await claim()).body.data.job;
    expect(c2).toMatchObject({ id: job.id, attempt: 2 });
    // The first claim's late failure changes nothing: the second claim decides.
    expect((await report(job.id, "failed", { attempt: 1, error: "late" })).body.data.status).toBe("queued");
    expect((await jobRow(job.id))?.lastError).toBe("GATT Server is disconnected");
    await report(job.id, "done", { attempt: 2 });
    expect(await jobRow(job.id)).toMatchObject({ status: "printed", attempts: 2, lastError: "" });
  });

  it("hands a job out again when its lease lapses unreported, and gives it up after the last attempt", async () => {
    const job = await printBill();
    const c1 = (await claim()).body.data.job;
    await makeDue(job.id); // the page was closed mid-print: nothing reported
    const c2 = (await claim()).body.data.job;
    expect(c2).toMatchObject({ id: job.id, attempt: c1.attempt + 1 });
    // The first page did print after all: its report counts, and the job is not printed a third time.
    expect((await report(job.id, "done", { attempt: c1.attempt })).body.data.status).toBe("printed");
    expect((await report(job.id, "done", { attempt: c2.attempt })).body.data.status).toBe("printed");

    const last = await printBill();
    await t.db
      .update(printJobs)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(printJobs.id, last.id));
    const final = (await claim()).body.data.job;
    expect(final).toMatchObject({ id: last.id, attempt: MAX_ATTEMPTS });
    await makeDue(last.id);
    expect((await claim()).body.data.job).toBeNull();
    expect(await jobRow(last.id)).toMatchObject({ status: "failed", lastError: DEVICE_PRINT_MSG.NO_REPORT });
    expect((await report(last.id, "done", { attempt: MAX_ATTEMPTS })).status).toBe(404);
  });

  it("gives up after the last attempt's failure, as a network printer's job", async () => {
    const job = await printBill();
    await t.db
      .update(printJobs)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(printJobs.id, job.id));
    const c = (await claim()).body.data.job;
    const failed = await report(job.id, "failed", { attempt: c.attempt, error: "out of paper" });
    expect(failed.body.data).toEqual({ id: job.id, status: "failed", retry_in_ms: null });
    expect((await claim()).body.data).toEqual({ job: null, next_in_ms: null });
  });

  it("sends the cash payment's drawer kick and receipt to the device printer", async () => {
    await drain();
    const o = await openOrder(t, { table: stall.table(freeTable()), items: mainLines(stall) });
    const rekapId = await pay(t, "kasir", cashBody(o.orderId));
    await t.call("GET", "/api/open-laci/payment", { as: "kasir" });
    const receipt = await t.call("GET", `/api/cashier/print-transaksi/${rekapId}/2`, { as: "kasir" });
    const printed: string[] = [];
    for (;;) {
      const c = (await claim()).body.data.job;
      if (!c) {
        break;
      }
      printed.push(Buffer.from(c.bytes, "base64").toString("latin1"));
      await report(c.id, "done", { attempt: c.attempt });
    }
    expect(printed.some((p) => p.includes(ESC.PULSE))).toBe(true);
    const slip = printed.find((p) => p.includes(receipt.body.data.r_t_nota_code));
    expect(slip).toContain(stall.item("Es Teh Manis"));
    expect(slip).toMatch(/TOTAL[\s\S]{1,30}Rp 47\.200/);
    expect(slip).toContain(ESC.CUT);
  });

  it("answers only the outlet's signed-in users, about the outlet's device printers paired with that device", async () => {
    const job = await printBill();
    const unsigned = await t.app.inject({ method: "POST", url: "/api/printing/device/claim", payload: { device_id: TILL } });
    expect(unsigned.statusCode).toBe(401);
    // Another outlet's cashier, naming the same device id: nothing of this outlet.
    expect((await claim(TILL, "kasir.kl")).body.data.job).toBeNull();
    const c = (await claim()).body.data.job;
    expect(c.id).toBe(job.id);
    expect((await report(job.id, "done", { attempt: c.attempt }, "kasir.kl")).status).toBe(404);
    expect((await report(job.id, "done", { attempt: c.attempt, device_id: TABLET })).status).toBe(404);
    expect((await claim("x")).status).toBe(422);
    // Any role of the outlet may print on its paired device (the kitchen tablet's user too).
    expect((await report(job.id, "done", { attempt: c.attempt }, "opp")).body.data.status).toBe("printed");
  });
});
