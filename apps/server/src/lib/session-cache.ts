/**
 * Session lookups cached in process (at rush every screen refetch cost a
 * session query, one of a read's two or three statements). Keyed by the SHA-256 of the token (what the
 * sessions table stores); the value is what the lookup returned (plugins/auth.ts: its `Auth`).
 *
 * A cached session is never trusted longer than the database would trust it:
 * - ended sessions are dropped at once: every session-ended notice (`notifySessionEnded` on the
 *   channel of lib/events.ts, heard by plugins/realtime.ts: logout, a deactivation by `npm run setup`, from any server
 *   process) drops it when it arrives; each process then acknowledges on the same channel, and logout
 *   answers only after every listening process acknowledged (`whenEnded`), so the client's next
 *   request, to this process or another, finds the session gone;
 * - only while the LISTEN connection is up: while it is down (or before it first connects, or in an
 *   app built without one) nothing is cached and every request looks its session up;
 * - never past the session's `expiresAt` (checked on every hit);
 * - never longer than `SESSION_CACHE_TTL_MS` (5 s), the backstop for changes that send no notice
 *   (a session revoked or a user deactivated or changed by hand in SQL): they take effect within 5 s;
 * - a lookup that started before a session ended (or before the listener dropped) is not kept.
 */
/** What the cache needs of a looked-up session (plugins/auth.ts `Auth` has more). */
export interface CachedSession {
  sessionId: number;
  /** When the session stops working: never served from the cache past it. */
  expiresAt: Date;
}

/** Longest a cached lookup is trusted, ms (the backstop for changes made without a notice). */
const SESSION_CACHE_TTL_MS = 5_000;
/** Most sessions kept; past it the cache starts over (a bound on memory, not a policy). */
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  auth: T;
  /** Date.now() past which the entry is not used. */
  until: number;
}

interface Waiter {
  /** Acknowledgements still awaited. */
  left: number;
  done: () => void;
}

/** The cache of session lookups; `T` is the looked-up session (plugins/auth.ts: `Auth`). */
export class SessionCache<T extends CachedSession = CachedSession> {
  private readonly byHash = new Map<string, Entry<T>>();
  private live = false;
  private readonly waiters = new Map<number, Set<Waiter>>();
  /** Moves on every ended session and listener change: a lookup started in an older epoch is not kept. */
  private epoch = 0;
  /** Lookups answered from the cache (for tests and the bench). */
  hits = 0;

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  /** The cached session of `tokenHash` when it may still be trusted, else undefined. */
  get(tokenHash: string, now = Date.now()): T | undefined {
    const entry = this.live ? this.byHash.get(tokenHash) : undefined;
    if (!entry) {
      return undefined;
    }
    if (entry.until <= now || entry.auth.expiresAt.getTime() <= now) {
      this.byHash.delete(tokenHash);
      return undefined;
    }
    this.hits += 1;
    return entry.auth;
  }

  /** The epoch to pass to `set` for a lookup starting now. */
  begin(): number {
    return this.epoch;
  }

  /** Keeps a lookup's answer, unless a session ended or the listener changed since it began. */
  set(tokenHash: string, auth: T, begunAt: number, now = Date.now()): void {
    if (!this.live || begunAt !== this.epoch) {
      return;
    }
    if (this.byHash.size >= MAX_ENTRIES) {
      this.byHash.clear();
    }
    this.byHash.set(tokenHash, { auth, until: now + this.ttlMs });
  }

  /**
   * Resolves once `processes` acknowledgements of `sessionId`'s end arrived (`acknowledged`: each
   * server process, itself included, acknowledges a session-ended notice after dropping the session
   * from its cache), at once when this process has no listener, or after `timeoutMs` (a process that
   * died between the count and the notice). Logout waits on it before it answers, so the client's next
   * request, to this process or another, finds the session gone.
   */
  whenEnded(sessionId: number, processes: number, timeoutMs = 2_000): Promise<void> {
    if (!this.live || processes <= 0) {
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const waiter: Waiter = { left: processes, done: () => {} };
      const timer = setTimeout(() => waiter.done(), timeoutMs);
      waiter.done = () => {
        clearTimeout(timer);
        this.waiters.get(sessionId)?.delete(waiter);
        if (this.waiters.get(sessionId)?.size === 0) {
          this.waiters.delete(sessionId);
        }
        resolve();
      };
      const set = this.waiters.get(sessionId) ?? new Set<Waiter>();
      set.add(waiter);
      this.waiters.set(sessionId, set);
    });
  }

  /** `count` server processes acknowledged that `sessionId` ended or changed (see `whenEnded`). */
  acknowledged(sessionId: number, count = 1): void {
    for (const waiter of [...(this.waiters.get(sessionId) ?? [])]) {
      waiter.left -= count;
      if (waiter.left <= 0) {
        waiter.done();
      }
    }
  }

  /** Session `sessionId` ended or changed (logout, deactivation, outlet switch): it is looked up afresh. */
  ended(sessionId: number): void {
    this.epoch += 1;
    for (const [hash, entry] of this.byHash) {
      if (entry.auth.sessionId === sessionId) {
        this.byHash.delete(hash);
      }
    }
  }

  /** The LISTEN connection is up (true) or lost (false): either way nothing cached so far is kept. */
  setLive(live: boolean): void {
    this.live = live;
    this.epoch += 1;
    this.byHash.clear();
    if (!live) {
      for (const waiter of [...this.waiters.values()].flatMap((set) => [...set])) {
        waiter.done();
      }
    }
  }
}
