/**
 * The outlet's scheduled sync (config SYNC_EVERY_MINUTES): every `everyMs`, one
 * `OutletSync.scheduled()` round (push, download, apply while nothing is unpaid). A failed round
 * (head office unreachable) waits longer each time — doubling, at most 8 × `everyMs` — and never
 * stops selling: the state is in the database (sync_state, sync_outbox, sync_inbox), so a restart
 * resumes where it was.
 *
 * The clock is a croner job ticking every 30 s (the first round at the first tick, so within 30 s of
 * start); a round counts down whole ticks to the next one, and a tick while a round runs is skipped.
 */
import { Cron } from "croner";
import type { OutletSync } from "./outlet.service.ts";

interface Log {
  info: (msg: string) => void;
  warn: (msg: string) => void;
}

/** The loop's tick: rounds start on it (SYNC_EVERY_MINUTES is whole minutes: two ticks each). */
const TICK_MS = 30_000;

/**
 * Starts the scheduled sync of `sync` every `everyMs` (ms, ≥ one tick), logging to `log`.
 * @returns stop(): no round starts after it (one in progress finishes).
 * @example
 * const stop = startSyncLoop(app.sync.outlet, cfg.syncEveryMinutes * 60_000, log);
 */
export function startSyncLoop(sync: Pick<OutletSync, "scheduled">, everyMs: number, log: Log): () => void {
  const everyTicks = Math.max(1, Math.round(everyMs / TICK_MS));
  let ticksLeft = 0;
  let failures = 0;
  const round = async () => {
    ticksLeft -= 1;
    if (ticksLeft > 0) {
      return;
    }
    try {
      const r = await sync.scheduled();
      failures = 0;
      if (r.pushed > 0 || (r.applied ?? 0) > 0) {
        log.info(`sync: pushed ${r.pushed}, applied ${r.applied ?? "later (unpaid orders open)"}`);
      }
    } catch (err) {
      failures += 1;
      log.warn(`sync with head office failed (${failures}×): ${err instanceof Error ? err.message : String(err)}`);
    }
    ticksLeft = everyTicks * Math.min(8, 2 ** failures);
  };
  const job = new Cron(`*/${TICK_MS / 1000} * * * * *`, { protect: true, unref: true }, round);
  return () => job.stop();
}
