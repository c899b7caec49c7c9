/**
 * Scheduled backups: nightly at BACKUP_AT (HH:MM Asia/Jakarta, default 03:00; "off"
 * disables) and after each shift close (`backupAfterShiftClose`, called by the cash-book close once
 * its transaction committed). A backup never blocks or fails what triggered it: it runs in the
 * background, one at a time (a request while one runs is dropped: the running one is as fresh), and
 * an error is only logged. Nothing runs until the server registers its runner (tests do not).
 * The nightly time is a croner job in the Asia/Jakarta time zone.
 */
import { Cron } from "croner";

type Runner = () => Promise<string>;
interface Log {
  info: (msg: string) => void;
  error: (msg: string) => void;
}

let runner: Runner | undefined;
let log: Log = { info: () => {}, error: () => {} };
let running: Promise<void> | undefined;

/** Registers what a backup does (main.ts: writeBackup on the server's pool) and where it logs. */
export function setBackupRunner(run: Runner | undefined, logTo?: Log): void {
  runner = run;
  if (logTo) {
    log = logTo;
  }
}

/** Starts a backup in the background, for `reason`; @returns the run (resolved, never rejected). */
function backupSoon(reason: string): Promise<void> {
  const run = runner;
  if (!run) {
    return Promise.resolve();
  }
  if (running) {
    return running;
  }
  running = (async () => {
    try {
      log.info(`backup (${reason}): ${await run()}`);
    } catch (err) {
      log.error(`backup (${reason}) failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      running = undefined;
    }
  })();
  return running;
}

/** Resolves when no backup is running (tests, shutdown). */
export function backupIdle(): Promise<void> {
  return running ?? Promise.resolve();
}

/** The cash-book close's hook: a background backup, never awaited by the close. */
export function backupAfterShiftClose(): void {
  void backupSoon("shift close");
}

/** The Cron of a nightly `hh:mm` in Asia/Jakarta (croner; `callback` runs one at a time, timer unref'd). */
function nightly(at: string, callback?: () => Promise<void>): Cron {
  const [h, m] = at.split(":").map(Number);
  return new Cron(`${m ?? 0} ${h ?? 3} * * *`, { timezone: "Asia/Jakarta", protect: true, unref: true, paused: !callback }, callback);
}

/** Milliseconds from `now` to the next `hh:mm` in Asia/Jakarta (UTC+7, no daylight saving). */
export function msUntilNext(at: string, now: Date): number {
  const job = nightly(at);
  const next = job.nextRun(now);
  job.stop();
  return next ? next.getTime() - now.getTime() : 86_400_000;
}

/** Starts the nightly backup at `at` (HH:MM Jakarta; "off": none). @returns a stop function. */
export function startNightlyBackups(at = "03:00"): () => void {
  if (at === "off" || !/^([01]\d|2[0-3]):[0-5]\d$/.test(at)) {
    if (at !== "off") {
      log.error(`BACKUP_AT must be HH:MM or off, got "${at}"; nightly backups are off`);
    }
    return () => {};
  }
  const job = nightly(at, () => backupSoon("nightly"));
  return () => job.stop();
}
