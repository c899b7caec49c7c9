/**
 * The outlet's scheduled sync (issue 15; config SYNC_EVERY_MINUTES): every `everyMs`, one
 * `OutletSync.scheduled()` round (push, download, apply while nothing is unpaid). A failed round
 * (head office unreachable) waits longer each time — doubling, at most 8 × `everyMs` — and never
 * stops selling: the state is in the database (sync_state, sync_outbox, sync_inbox), so a restart
 * resumes where it was. @returns stop().
 */
import type { OutletSync } from "./outlet.service.ts";

interface Log {
  info: (msg: string) => void;
  warn: (msg: string) => void;
}

export function startSyncLoop(sync: OutletSync, everyMs: number, log: Log): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let failures = 0;
  const next = () => {
    if (stopped) {
      return;
    }
    const wait = everyMs * Math.min(8, 2 ** failures);
    timer = setTimeout(round, wait);
    timer.unref();
  };
  const round = async () => {
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
    next();
  };
  timer = setTimeout(round, Math.min(everyMs, 30_000));
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
