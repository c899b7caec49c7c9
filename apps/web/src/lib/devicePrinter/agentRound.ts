/**
 * One round of the print agent, free of the browser so it is tested on its own: while one of this
 * device's printers may print, claim the next due job (POST /printing/device/claim), write its bytes
 * to the printer of its location, and report `done` only after the write resolved, else `failed`
 * with the printer's error (the server retries it after the backoff). A round ends when nothing is
 * due, after a failure, or when no printer may print; it answers when to look again (ms; null: at
 * the next live event or poll).
 */
import { DEVICE_PRINT_MSG } from "@waroeng/domain";
import type { PrinterEvent } from "./agentState.ts";

/** A job as claimed: its id, the claim's attempt, the location's printer, a title, the bytes (base64). */
export interface ClaimedJob {
  id: number;
  attempt: number;
  location: string;
  title: string;
  bytes: string;
}

/** What a round needs: the API calls, the printers, and where their state changes go. */
export interface RoundDeps {
  claim(): Promise<{ job: ClaimedJob | null; next_in_ms: number | null }>;
  report(id: number, outcome: "done" | "failed", attempt: number, error?: string): Promise<{ retry_in_ms: number | null }>;
  /** Whether any printer of this device may print now (agentState.ts mayPrint). */
  anyReady(): boolean;
  /** The writer of the printer at `location`, or null when it is not connected. */
  writerFor(location: string): ((bytes: Uint8Array) => Promise<void>) | null;
  dispatch(location: string, event: PrinterEvent): void;
}

/** The bytes of a base64 string. */
export function decodeBase64(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) {
    out[i] = bin.charCodeAt(i);
  }
  return out;
}

function messageOf(e: unknown): string {
  const m = e instanceof Error ? e.message : typeof e === "string" ? e : "";
  return (m || DEVICE_PRINT_MSG.WRITE_FAILED).slice(0, 500);
}

/**
 * Runs one round; returns the wait (ms) until the next job is due, or null when none is known.
 *
 * @example
 * const wait = await runRound(deps); // e.g. 2000 after a failed write
 */
export async function runRound(deps: RoundDeps): Promise<number | null> {
  for (;;) {
    if (!deps.anyReady()) {
      return null;
    }
    const { job, next_in_ms } = await deps.claim();
    if (!job) {
      return next_in_ms;
    }
    const write = deps.writerFor(job.location);
    if (!write) {
      const r = await deps.report(job.id, "failed", job.attempt, DEVICE_PRINT_MSG.NOT_CONNECTED);
      return r.retry_in_ms;
    }
    deps.dispatch(job.location, { type: "printStart", title: job.title });
    try {
      await write(decodeBase64(job.bytes));
    } catch (e) {
      const error = messageOf(e);
      deps.dispatch(job.location, { type: "printFailed", error });
      const r = await deps.report(job.id, "failed", job.attempt, error);
      return r.retry_in_ms;
    }
    deps.dispatch(job.location, { type: "printDone" });
    await deps.report(job.id, "done", job.attempt);
  }
}
