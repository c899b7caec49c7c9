/**
 * The device printer's side of the print queue (docs/API.md "Printing", POST /printing/device/*): a
 * `device` printer ("Printer perangkat ini") is paired with one device's browser over Web Bluetooth,
 * WebUSB or Web Serial. Its jobs are rendered and queued exactly as a network printer's (queue.ts:
 * the same ESC/POS bytes in the same `print_job` row, status `queued`), but the server's worker
 * skips them: the paired device claims them here, writes them and reports.
 *
 * - A claim takes the oldest due job of the outlet's device printers paired with the device, with
 *   `FOR UPDATE SKIP LOCKED` (two tabs, or two server processes, never hand out one job), and leases
 *   it by moving `next_attempt_at` LEASE_MS ahead while counting the attempt: an unreported lease
 *   simply makes the job due again, and `attempts` is the claim's number (the report names it).
 * - `done` (sent only after the write resolved) marks the job printed. A report of an older claim
 *   counts too: that page did print it, so a later claim must not print it again.
 * - `failed` reschedules with the queue's backoff (2 s … 60 s) or, at MAX_ATTEMPTS, gives up, as a
 *   failed network send; only the latest claim's report counts.
 * - A lease that ran out on the last allowed attempt marks the job failed at the next claim.
 */
import { DEVICE_PRINT_MSG, PRINT_MSG } from "@waroeng/domain";
import { and, asc, eq, gte, inArray, lte, min, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { printers, printJobs } from "../../db/schema/index.ts";
import { backoffDelay } from "../../lib/backoff.ts";
import { notFound } from "../../lib/http.ts";
import { MAX_ATTEMPTS, PRINT_BACKOFF } from "./queue.ts";

/** How long a claim holds its job (ms): a page that does not report by then loses it. */
export const LEASE_MS = 30_000;

/** A job handed to its device: the bytes to write and the claim's attempt number. */
export interface DeviceJob {
  id: number;
  attempt: number;
  printerId: number;
  location: string;
  title: string;
  payload: Buffer;
}

/** The outlet's device printers paired with `deviceId` (a subquery of their ids). */
function pairedPrinters(tx: DbOrTx, outletId: number, deviceId: string) {
  return tx
    .select({ id: printers.id })
    .from(printers)
    .where(and(eq(printers.outletId, outletId), eq(printers.type, "device"), eq(printers.deviceId, deviceId)));
}

/**
 * POST /printing/device/claim: leases the oldest due job of the outlet's device printers paired with
 * `deviceId` (or none), and tells how long until the next queued one is due (ms; null when none).
 *
 * @example
 * const { job, nextInMs } = await claimDeviceJob(db, auth.outletId, "5f0c…"); // job: DeviceJob | null
 */
export async function claimDeviceJob(
  db: Db,
  outletId: number,
  deviceId: string,
): Promise<{ job: DeviceJob | null; nextInMs: number | null }> {
  return db.transaction(async (tx) => {
    const mine = pairedPrinters(tx, outletId, deviceId);
    // The last allowed attempt's lease ran out unreported: give the job up, as a failed last send.
    await tx
      .update(printJobs)
      .set({ status: "failed", lastError: sql`coalesce(nullif(${printJobs.lastError}, ''), ${DEVICE_PRINT_MSG.NO_REPORT})` })
      .where(
        and(
          eq(printJobs.outletId, outletId),
          eq(printJobs.status, "queued"),
          gte(printJobs.attempts, MAX_ATTEMPTS),
          lte(printJobs.nextAttemptAt, sql`now()`),
          inArray(printJobs.printerId, mine),
        ),
      );
    const [due] = await tx
      .select({ id: printJobs.id, attempts: printJobs.attempts, printerId: printJobs.printerId, location: printJobs.location })
      .from(printJobs)
      .where(
        and(
          eq(printJobs.outletId, outletId),
          eq(printJobs.status, "queued"),
          lte(printJobs.nextAttemptAt, sql`now()`),
          inArray(printJobs.printerId, mine),
        ),
      )
      .orderBy(asc(printJobs.id))
      .limit(1)
      .for("update", { skipLocked: true });
    let job: DeviceJob | null = null;
    if (due) {
      const [leased] = await tx
        .update(printJobs)
        .set({ attempts: due.attempts + 1, nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_MS / 1000})` })
        .where(eq(printJobs.id, due.id))
        .returning({ title: printJobs.title, payload: printJobs.payload });
      if (leased) {
        job = { id: due.id, attempt: due.attempts + 1, printerId: due.printerId, location: due.location, ...leased };
      }
    }
    const [next] = await tx
      .select({ ms: sql<number | null>`ceil(extract(epoch from (${min(printJobs.nextAttemptAt)} - now())) * 1000)::int` })
      .from(printJobs)
      .where(and(eq(printJobs.outletId, outletId), eq(printJobs.status, "queued"), inArray(printJobs.printerId, mine)));
    const ms = next?.ms;
    return { job, nextInMs: ms === null || ms === undefined ? null : Math.max(0, Number(ms)) };
  });
}

/** A report's outcome: the job's state after it, and for a job queued again the wait until it is due. */
export interface DeviceReportResult {
  id: number;
  status: "queued" | "printed" | "failed";
  retryInMs: number | null;
}

/**
 * POST /printing/device/jobs/{id}/done and …/failed: the device's report of its claim `attempt` of job
 * `jobId`. `done` marks it printed (any claim's report: the page printed it); `failed` (only the
 * latest claim's) reschedules it with the queue's backoff or, at MAX_ATTEMPTS, marks it failed,
 * keeping `error` as `last_error`. 404 (`Antrian cetak tidak ditemukan`) when the job is not one of
 * the outlet's device printers paired with `deviceId`, or was already given up.
 *
 * @example
 * await reportDeviceJob(db, auth.outletId, 41, { deviceId, attempt: 1, outcome: "done" }); // { id: 41, status: "printed", retryInMs: null }
 */
export async function reportDeviceJob(
  db: Db,
  outletId: number,
  jobId: number,
  report: { deviceId: string; attempt: number; outcome: "done" | "failed"; error?: string },
): Promise<DeviceReportResult> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ status: printJobs.status, attempts: printJobs.attempts })
      .from(printJobs)
      .where(
        and(
          eq(printJobs.id, jobId),
          eq(printJobs.outletId, outletId),
          inArray(printJobs.printerId, pairedPrinters(tx, outletId, report.deviceId)),
        ),
      )
      .for("update");
    if (!job || (job.status !== "queued" && job.status !== "printed") || report.attempt > job.attempts) {
      throw notFound(PRINT_MSG.JOB_NOT_FOUND);
    }
    if (job.status === "printed") {
      return { id: jobId, status: "printed", retryInMs: null };
    }
    if (report.outcome === "done") {
      await tx.update(printJobs).set({ status: "printed", printedAt: sql`now()`, lastError: "" }).where(eq(printJobs.id, jobId));
      return { id: jobId, status: "printed", retryInMs: null };
    }
    if (report.attempt !== job.attempts) {
      // An older claim's failure: the job was claimed again since, and that claim decides.
      return { id: jobId, status: "queued", retryInMs: null };
    }
    const giveUp = job.attempts >= MAX_ATTEMPTS;
    const delay = backoffDelay(job.attempts, PRINT_BACKOFF);
    await tx
      .update(printJobs)
      .set({
        status: giveUp ? "failed" : "queued",
        nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
        lastError: (report.error || DEVICE_PRINT_MSG.WRITE_FAILED).slice(0, 500),
      })
      .where(eq(printJobs.id, jobId));
    return { id: jobId, status: giveUp ? "failed" : "queued", retryInMs: giveUp ? null : delay };
  });
}
