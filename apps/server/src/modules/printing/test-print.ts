/**
 * GET /tes-cetak and /tes-cetak/{location} (foundations §4 "Printer test", §7): a test
 * page sent to the configured printer at once (not queued: the dialog waits for the answer) and
 * logged in the queue as printed or failed. status 200: the printer took it; 500: not configured
 * or unreachable (the client shows `Terjadi Kesalahan! Pastikan Informasi dan Printer Sudah Benar`).
 */
import { fixedPrinterAddress, jakartaParts, PRINT_MSG, type PrinterLocation } from "@waroeng/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { outlets, printJobs } from "../../db/schema/index.ts";
import { printerAt } from "./printers.service.ts";
import { enqueuePrintJob } from "./queue.ts";
import { printerModelOf, renderDocument } from "./render.ts";
import { defaultTransports, type Transports } from "./transports.ts";

/**
 * Sends the test page; returns the printer type ("" when none), 200 or 500, and `struct`: "" or, for
 * an android-image / android-image-vps printer (nothing is sent), the test page's image link, the job
 * waiting in the queue until the Android print app fetches it.
 */
export async function testPrint(
  db: Db,
  outletId: number,
  location: PrinterLocation,
  userId: number,
  transports: Transports = defaultTransports,
): Promise<{ type: string; status: 200 | 500; struct: string }> {
  const printer = await printerAt(db, outletId, location);
  if (!printer) {
    return { type: "", status: 500, struct: "" };
  }
  const [outlet] = await db.select({ name: outlets.name }).from(outlets).where(eq(outlets.id, outletId));
  const now = jakartaParts(new Date());
  const document = { kind: "test" as const, outletName: outlet?.name ?? "", date: now.date, time: now.time, location };
  // An android printer fetches its page, a device printer's device claims it: queued, not sent from here.
  if (fixedPrinterAddress(printer.type) !== null || printer.type === "device") {
    const job = await db.transaction((tx) =>
      enqueuePrintJob(tx, outletId, { location, document, printerId: printer.id, userId, title: `${PRINT_MSG.DOC_TEST} ${location}` }),
    );
    return { type: printer.type, status: job ? 200 : 500, struct: job?.struct ?? "" };
  }
  const payload = Buffer.from(renderDocument(document, { width: printer.width, printerModel: printerModelOf(printer.model) }));
  let error = "";
  try {
    await transports[printer.type as keyof Transports].send(printer.address, payload);
  } catch (err) {
    error = (err instanceof Error ? err.message : String(err)).slice(0, 500) || "error";
  }
  await db.insert(printJobs).values({
    outletId,
    printerId: printer.id,
    location,
    kind: "test",
    title: `${PRINT_MSG.DOC_TEST} ${location}`,
    payload,
    document,
    status: error ? "failed" : "printed",
    attempts: 1,
    lastError: error,
    printedAt: error ? null : sql`now()`,
    createdBy: userId,
  });
  return { type: printer.type, status: error ? 500 : 200, struct: "" };
}
