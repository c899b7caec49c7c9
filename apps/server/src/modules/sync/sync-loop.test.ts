/**
 * The scheduled sync's clock (sync-loop.ts): the first round within 30 s of start, then every
 * SYNC_EVERY_MINUTES; after failures the wait doubles (at most 8 ×) and a success resets it.
 * Fake timers and a fake OutletSync: no head office, no waiting.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startSyncLoop } from "./sync-loop.ts";

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-23T05:00:10Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A sync whose rounds succeed or fail as `outcomes` says (then succeed); `at` logs each round's minute:second. */
function fakeSync(outcomes: boolean[]) {
  const at: string[] = [];
  return {
    at,
    scheduled: async () => {
      at.push(new Date().toISOString().slice(14, 19));
      if (outcomes[at.length - 1] === false) {
        throw new Error("head office unreachable");
      }
      return { pushed: 0, applied: 0 };
    },
  };
}

describe("startSyncLoop", () => {
  it("runs within 30 s of start, then every minute", async () => {
    const sync = fakeSync([]);
    const stop = startSyncLoop(sync, 60_000, { info: () => {}, warn: () => {} });
    await vi.advanceTimersByTimeAsync(19_000);
    expect(sync.at).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * 60_000 + 1_000);
    expect(sync.at).toEqual(["00:30", "01:30", "02:30"]);
    stop();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(sync.at).toHaveLength(3);
  });

  it("backs off after failures (2 ×, 4 ×, 8 ×, never more) and resets after a success", async () => {
    const warnings: string[] = [];
    const sync = fakeSync([false, false, false, false, true]);
    const stop = startSyncLoop(sync, 60_000, { info: () => {}, warn: (m) => warnings.push(m) });
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    stop();
    // 05:00:30 fails → 2 min, fails → 4 min, fails → 8 min, fails → 8 min, succeeds → 1 min …
    expect(sync.at.slice(0, 7)).toEqual(["00:30", "02:30", "06:30", "14:30", "22:30", "23:30", "24:30"]);
    expect(warnings[3]).toBe("sync with head office failed (4×): head office unreachable");
  });
});
