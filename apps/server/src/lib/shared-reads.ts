/**
 * Shared screen reads (docs/API.md "Live events"): when a change event
 * reaches an outlet, every kitchen, pickup and dashboard screen there refetches the same lists at
 * the same moment. A list read that says which live version it has seen (request header
 * `Live-Version`, the `v` of the last event its stream delivered) may be answered from one read
 * already made (or under way) for the same outlet and list, so N screens cost one query, not N.
 *
 * A shared answer is never older than what the asker can know:
 * - it was read after the last change event this process received for the outlet (events arrive
 *   only after their transaction committed, and each bumps the outlet's version, dropping its reads);
 * - it was read after the asker's session last finished any other request (its own writes: a cook
 *   who taps Siap sees the dish ready on the next read);
 * - the version the asker names is this process's and not ahead of it (else: a fresh read);
 * - the live listener is connected (while it is down no event can invalidate: every read is fresh).
 * A read without the header (the spec's client, polling screens, the tests) is always fresh; its
 * answer is kept for askers with the header. Answers are shared objects: callers must not mutate them.
 */
import { randomBytes } from "node:crypto";

/** Most lists kept per outlet (list × parameters, e.g. pages); past it reads are fresh and not kept. */
const MAX_KEYS_PER_OUTLET = 64;
/** Sessions remembered for the own-writes rule; past it every kept read is dropped. */
const MAX_SESSIONS = 5_000;
/** The request header naming the live version a screen has seen. */
export const LIVE_VERSION_HEADER = "live-version";

interface Entry {
  /** The outlet's version when the read started. */
  version: number;
  /** `tick` when the read started (ordering against the sessions' other requests). */
  startTick: number;
  answer: Promise<unknown>;
}

/** Who asks: the session's outlet and id, and the `Live-Version` header (if any). */
export interface SharedReadAsker {
  outletId: number;
  sessionId: number;
  liveVersion: string | undefined;
}

export class SharedReads {
  /** Names this process's versions: a version from another process (or before a restart) is not comparable. */
  private readonly boot = randomBytes(4).toString("hex");
  private readonly versions = new Map<number, number>();
  private readonly kept = new Map<number, Map<string, Entry>>();
  private readonly lastOther = new Map<number, number>();
  private tick = 0;
  private live = false;
  /** Reads answered from a shared read (for tests and the bench). */
  hits = 0;
  /** Reads that ran their query. */
  misses = 0;

  /** The version token of `outletId` (`{boot}.{n}`), sent as `v` in that outlet's events. */
  version(outletId: number): string {
    return `${this.boot}.${this.versions.get(outletId) ?? 0}`;
  }

  /** A change event of `outletId` arrived: its kept reads are dropped, its version moves on. */
  changed(outletId: number): void {
    this.versions.set(outletId, (this.versions.get(outletId) ?? 0) + 1);
    this.kept.delete(outletId);
  }

  /** The live listener is connected (true) or lost (false): either way nothing kept is trusted. */
  setLive(live: boolean): void {
    this.live = live;
    this.kept.clear();
  }

  /** A request other than a shared read finished for `sessionId` (its writes are committed). */
  otherRequestDone(sessionId: number): void {
    if (this.lastOther.size >= MAX_SESSIONS && !this.lastOther.has(sessionId)) {
      this.lastOther.clear();
      this.kept.clear(); // forgotten sessions must not be answered from reads older than their writes
    }
    this.lastOther.set(sessionId, ++this.tick);
  }

  /**
   * The answer of list `key` at the asker's outlet: shared when the rules above allow, else `read()`
   * run now (and kept for later askers). A failed read is not kept.
   */
  read<T>(asker: SharedReadAsker, key: string, read: () => Promise<T>): Promise<T> {
    const { outletId } = asker;
    const current = this.versions.get(outletId) ?? 0;
    const lists = this.kept.get(outletId);
    const entry = lists?.get(key);
    if (
      entry &&
      this.live &&
      entry.version === current &&
      this.knows(asker.liveVersion, current) &&
      entry.startTick > (this.lastOther.get(asker.sessionId) ?? 0)
    ) {
      this.hits += 1;
      return entry.answer as Promise<T>;
    }
    this.misses += 1;
    const answer = read();
    if (this.live) {
      const fresh: Entry = { version: current, startTick: ++this.tick, answer };
      const map = lists ?? new Map<string, Entry>();
      if (map.has(key) || map.size < MAX_KEYS_PER_OUTLET) {
        map.set(key, fresh);
        this.kept.set(outletId, map);
      }
      answer.catch(() => {
        if (this.kept.get(outletId)?.get(key) === fresh) {
          this.kept.get(outletId)?.delete(key);
        }
      });
    }
    return answer;
  }

  /** True when `token` is one of this process's versions and not ahead of `current`. */
  private knows(token: string | undefined, current: number): boolean {
    if (!token || token.length > 40) {
      return false;
    }
    const dot = token.indexOf(".");
    if (token.slice(0, dot) !== this.boot) {
      return false;
    }
    const n = Number(token.slice(dot + 1));
    return Number.isInteger(n) && n >= 0 && n <= current;
  }
}
