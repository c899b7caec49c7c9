/**
 * The durable print queue (docs/ARCHITECTURE.md "Printing"), a small PostgreSQL table
 * (`print_job`) with row locks rather than pg-boss/graphile-worker: a job is written in the caller's
 * own transaction (it exists exactly when the change that printed it committed), its ESC/POS bytes
 * are rendered then (a retry sends the same bytes), and the worker claims one due job at a time
 * with `FOR UPDATE SKIP LOCKED` (several server processes never send the same job), sends it while
 * holding the lock and marks it printed in the same transaction. A failed send is retried with
 * exponential backoff (2 s, 4 s … capped at 60 s) until MAX_ATTEMPTS, then the job is `failed`.
 * A printed job is never sent again; "print again" queues a copy. A crash in the middle of a send
 * rolls the claim back, so the job is sent again after restart (at least once: a raw printer gives
 * no receipt of what it printed).
 */
import { fixedPrinterAddress, PRINT_MSG, type PrinterLocation } from "@waroeng/domain";
import { and, desc, eq, ne, notInArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { printers, printJobs } from "../../db/schema/index.ts";
import { type BackoffPolicy, backoffDelay } from "../../lib/backoff.ts";
import { notifyChange } from "../../lib/events.ts";
import { notFound } from "../../lib/http.ts";
import type { PrintDocument } from "./documents.ts";
import { createImageLink } from "./image-link.ts";
import { logoOf, logoPixels } from "./logo.ts";
import { printerModelOf, renderDocument } from "./render.ts";
import { imageWidth, renderImage } from "./render-image.ts";
import { defaultTransports, type Transports } from "./transports.ts";

/** Attempts before a job is given up (`failed`); "print again" queues it anew. */
export const MAX_ATTEMPTS = 20;

/** Backoff after the n-th failed attempt (lib/backoff.ts): 2 s, 4 s, 8 s, 16 s, 32 s, then 60 s. */
export const PRINT_BACKOFF: BackoffPolicy = { baseMs: 2_000, maxMs: 60_000 };

const KIND_TITLES: Record<PrintDocument["kind"], string> = {
  receipt: PRINT_MSG.DOC_RECEIPT,
  bill: PRINT_MSG.DOC_BILL,
  kitchen: PRINT_MSG.DOC_KITCHEN,
  repeat: PRINT_MSG.DOC_REPEAT,
  drawer: PRINT_MSG.DOC_DRAWER,
  test: PRINT_MSG.DOC_TEST,
  slip: PRINT_MSG.DOC_SLIP,
  pulse: PRINT_MSG.DOC_DRAWER,
  opening: PRINT_MSG.DOC_OPENING,
};

/** What to print: at the printer of `location` (or the given printer row), optionally with the drawer pulse. */
export interface PrintRequest {
  location: PrinterLocation;
  document: PrintDocument;
  /** Append the drawer-kick pulse (cash payments). */
  kick?: boolean;
  /** A printer row of the outlet (kitchen tickets routed by group); else the printer of `location`. */
  printerId?: number;
  /** Who asked (shown in the queue view). */
  userId?: number;
  /** The queue view's title; default the document kind's name plus its nota if any. */
  title?: string;
  /**
   * A receipt's PDF link for its QR (called, inside the same transaction, only when the printer's
   * Cetak QR is on and the document is a receipt).
   */
  qrLink?: (tx: DbOrTx) => Promise<string>;
}

/** The documents that carry the outlet's logo when the printer's Cetak Logo is on. */
const LOGO_KINDS: ReadonlySet<PrintDocument["kind"]> = new Set(["receipt", "bill", "test"]);

/** A queued job: its id, and `struct` "" (the server sends it) or the image link of an android printer. */
export interface QueuedJob {
  id: number;
  struct: string;
}

/**
 * Queues `req.document` for the outlet's printer at `req.location`, inside `tx` (the job exists only
 * if `tx` commits). Returns the job and its `struct`, or null when no printer is configured there.
 * For an android-image / android-image-vps printer the job is not sent: its PNG is kept (status
 * `waiting`) and `struct` is the link the Android print app opens (image-link.ts); a bare pulse has
 * no image and is not queued for them. A `device` printer's job is queued as a network printer's
 * (same bytes, status `queued`) for its device to claim (device-jobs.ts), with a `print` live event.
 *
 * @example
 * const job = await enqueuePrintJob(tx, outletId, { location: "kasir", document: billDoc }); // { id, struct } | null
 */
export async function enqueuePrintJob(tx: DbOrTx, outletId: number, req: PrintRequest): Promise<QueuedJob | null> {
  const where = req.printerId
    ? and(eq(printers.outletId, outletId), eq(printers.id, req.printerId))
    : and(eq(printers.outletId, outletId), eq(printers.location, req.location));
  const [printer] = await tx.select().from(printers).where(where).limit(1);
  if (!printer) {
    return null;
  }
  const android = fixedPrinterAddress(printer.type) !== null;
  if (android && req.document.kind === "pulse") {
    return null;
  }
  const logo = printer.printLogo && LOGO_KINDS.has(req.document.kind) ? await logoOf(tx, outletId) : null;
  const qr = printer.printQr && req.document.kind === "receipt" && req.qrLink ? await req.qrLink(tx) : undefined;
  const payload = android
    ? renderImage(req.document, printer.width, { logo: logo ?? undefined, qr })
    : Buffer.from(
        renderDocument(req.document, {
          width: printer.width,
          kick: req.kick,
          logo: logo ? logoPixels(logo, imageWidth(printer.width)) : undefined,
          qr,
          printerModel: printerModelOf(printer.model),
        }),
      );
  const nota = "nota" in req.document ? ` ${req.document.nota}` : "";
  const [job] = await tx
    .insert(printJobs)
    .values({
      outletId,
      printerId: printer.id,
      location: printer.location,
      kind: req.document.kind,
      title: (req.title ?? `${KIND_TITLES[req.document.kind]}${nota}`).slice(0, 200),
      payload,
      document: req.document,
      status: android ? "waiting" : "queued",
      createdBy: req.userId ?? null,
    })
    .returning({ id: printJobs.id });
  if (!job) {
    return null;
  }
  if (printer.type === "device") {
    // The device it is paired with claims it now, rather than at its next poll.
    await notifyChange(tx, outletId, { topic: "print" });
  }
  return { id: job.id, struct: android ? await createImageLink(tx, job.id) : "" };
}

/**
 * As enqueuePrintJob, returning only the job id (or null: no printer there, or a pulse for an
 * android printer).
 *
 * @example
 * const jobId = await enqueuePrint(tx, outletId, { location: "kasir", document: receiptDoc, kick: true });
 */
async function enqueuePrint(tx: DbOrTx, outletId: number, req: PrintRequest): Promise<number | null> {
  return (await enqueuePrintJob(tx, outletId, req))?.id ?? null;
}

/**
 * Opens the cash drawer: queues the kick pulse to the outlet's kasir printer, inside `tx`. `reason`
 * (payment, refund, saldo-awal, tukaruang …) titles the job. Returns the job id, or null with no
 * kasir printer. The opening itself is logged by the caller (rekap_buka_laci).
 *
 * @example
 * await kickDrawer(tx, auth.outletId, "payment");
 */
export async function kickDrawer(tx: DbOrTx, outletId: number, reason: string, userId?: number): Promise<number | null> {
  return enqueuePrint(tx, outletId, {
    location: "kasir",
    document: { kind: "pulse" },
    title: `${PRINT_MSG.DOC_DRAWER} (${reason})`.slice(0, 200),
    userId,
  });
}

/**
 * Sends every job due at `asOf` (default: the database's now()), one claimed job at a time; returns how many were
 * printed. A failure reschedules the job (`attempts`+1, `next_attempt_at` = asOf + backoff) or,
 * at MAX_ATTEMPTS, marks it failed; `last_error` keeps the reason.
 */
export async function processDueJobs(db: Db, transports: Transports = defaultTransports, asOf?: Date): Promise<number> {
  // Due by the database's clock unless a test moves it: a job is queued with the database's now()
  // (microseconds), which can be later than this process's millisecond clock in the same instant.
  const dueBy = asOf ? sql`${printJobs.nextAttemptAt} <= ${asOf.toISOString()}` : sql`${printJobs.nextAttemptAt} <= now()`;
  let printed = 0;
  // A printer that failed this round is not tried again in it: its other jobs wait for their turn
  // instead of holding up every other printer's jobs behind a timeout each.
  const down: number[] = [];
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const [job] = await tx
        .select({
          id: printJobs.id,
          printerId: printJobs.printerId,
          payload: printJobs.payload,
          attempts: printJobs.attempts,
          type: printers.type,
          address: printers.address,
        })
        .from(printJobs)
        .innerJoin(printers, eq(printers.id, printJobs.printerId))
        .where(
          and(
            eq(printJobs.status, "queued"),
            dueBy,
            // A device printer's jobs are claimed by its device (device-jobs.ts), never sent from here.
            ne(printers.type, "device"),
            down.length > 0 ? notInArray(printJobs.printerId, down) : undefined,
          ),
        )
        .orderBy(printJobs.id)
        .limit(1)
        .for("update", { of: printJobs, skipLocked: true });
      if (!job) {
        return "idle" as const;
      }
      const transport = transports[job.type as keyof Transports];
      try {
        if (!transport) {
          throw new Error(`unknown printer type ${job.type}`);
        }
        await transport.send(job.address, job.payload);
        await tx
          .update(printJobs)
          .set({ status: "printed", attempts: job.attempts + 1, printedAt: sql`now()`, lastError: "" })
          .where(eq(printJobs.id, job.id));
        return "printed" as const;
      } catch (err) {
        const attempts = job.attempts + 1;
        const next = new Date((asOf ?? new Date()).getTime() + backoffDelay(attempts, PRINT_BACKOFF));
        await tx
          .update(printJobs)
          .set({
            attempts,
            status: attempts >= MAX_ATTEMPTS ? "failed" : "queued",
            nextAttemptAt: next,
            lastError: (err instanceof Error ? err.message : String(err)).slice(0, 500),
          })
          .where(eq(printJobs.id, job.id));
        down.push(job.printerId);
        return "retry" as const;
      }
    });
    if (outcome === "idle") {
      return printed;
    }
    if (outcome === "printed") {
      printed += 1;
    }
  }
}

/**
 * Runs processDueJobs every `intervalMs` (default 1000) until stopped; errors are reported to `onError`
 * and the loop goes on. `stop()` waits for the round in progress.
 */
export function startPrintWorker(
  db: Db,
  opts: { intervalMs?: number; transports?: Transports; onError?: (err: unknown) => void } = {},
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  const tick = () => {
    round = processDueJobs(db, opts.transports)
      .catch((err) => opts.onError?.(err))
      .finally(() => {
        if (!stopped) {
          timer = setTimeout(tick, opts.intervalMs ?? 1000);
        }
      });
  };
  timer = setTimeout(tick, opts.intervalMs ?? 1000);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}

/** The outlet's latest `limit` jobs, newest first, for the queue view (payload left out). */
export async function listJobs(db: DbOrTx, outletId: number, limit = 50) {
  return db
    .select({
      id: printJobs.id,
      location: printJobs.location,
      kind: printJobs.kind,
      title: printJobs.title,
      status: printJobs.status,
      attempts: printJobs.attempts,
      lastError: printJobs.lastError,
      createdAt: printJobs.createdAt,
      printedAt: printJobs.printedAt,
    })
    .from(printJobs)
    .where(eq(printJobs.outletId, outletId))
    .orderBy(desc(printJobs.id))
    .limit(limit);
}

/**
 * "Print again": queues a copy of the outlet's job `jobId` (same printer, same bytes). 404 if not the
 * outlet's. A copy of an android printer's job waits (status `waiting`) and gets a fresh image link,
 * returned as `struct` (the web opens it, as after the first print); else `struct` is "".
 */
export async function reprintJob(db: Db, outletId: number, jobId: number, userId: number): Promise<QueuedJob> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.outletId, outletId), eq(printJobs.id, jobId)));
    if (!job) {
      throw notFound(PRINT_MSG.JOB_NOT_FOUND);
    }
    const waiting = job.status === "waiting" || job.payload.subarray(1, 4).toString("latin1") === "PNG";
    const [copy] = await tx
      .insert(printJobs)
      .values({
        outletId,
        printerId: job.printerId,
        location: job.location,
        kind: job.kind,
        title: job.title,
        payload: job.payload,
        document: job.document,
        status: waiting ? "waiting" : "queued",
        createdBy: userId,
      })
      .returning({ id: printJobs.id });
    if (!copy) {
      throw notFound(PRINT_MSG.JOB_NOT_FOUND);
    }
    return { id: copy.id, struct: waiting ? await createImageLink(tx, copy.id) : "" };
  });
}
