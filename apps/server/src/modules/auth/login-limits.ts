/**
 * Login rate limits (docs/API.md "Login limits"): failed logins are counted per client IP
 * (`request.ip`: the socket's address unless TRUST_PROXY is set) and per account (the email, case
 * and spaces ignored), in fixed windows of 15 minutes. Once a key reached its limit, POST /api/login
 * answers 429 with `Retry-After` and "Terlalu banyak percobaan login, coba lagi dalam N menit" —
 * even for the right password — until its window ends.
 *
 * Built on @fastify/rate-limit (`createRateLimit`) with a store that counts failures only: the check
 * before a login does not count, a refused password does. Staff signing in many times a day are
 * never locked out by their own successful logins. Counts live in this process's memory.
 */
import { createHash } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import { MSG_TEMPLATES } from "@waroeng/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../../lib/http.ts";

export const LOGIN_LIMITS = {
  /** Window of the counts, ms. */
  windowMs: 15 * 60_000,
  /** Failed logins per account (email) per window. */
  perAccount: 5,
  /** Failed logins per client IP per window (all accounts together). */
  perIp: 20,
};

interface Entry {
  count: number;
  start: number;
}

/** Failure counts per key in fixed windows, bounded to `maxKeys` keys (oldest dropped first). */
class FailureLog {
  private readonly entries = new Map<string, Entry>();
  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  private live(key: string, now: number): Entry | undefined {
    const e = this.entries.get(key);
    if (e && e.start + this.windowMs <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  /** What a check sees: this attempt counted on top of the failures so far, and the ms left in the window. */
  peek(key: string): { current: number; ttl: number } {
    const now = Date.now();
    const e = this.live(key, now);
    return e ? { current: e.count + 1, ttl: e.start + this.windowMs - now } : { current: 1, ttl: this.windowMs };
  }

  /** Counts one failure for `key`. */
  record(key: string): void {
    const now = Date.now();
    let e = this.live(key, now);
    if (!e) {
      if (this.entries.size >= this.maxKeys) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) {
          this.entries.delete(oldest);
        }
      }
      e = { count: 0, start: now };
      this.entries.set(key, e);
    }
    e.count += 1;
  }
}

const ipKey = (req: FastifyRequest) => `ip:${req.ip}`;
/** The account key: a hash of the normalised email (fixed size whatever the input). */
const accountKey = (email: unknown) =>
  `account:${createHash("sha256")
    .update(
      String(email ?? "")
        .trim()
        .toLowerCase(),
    )
    .digest("hex")}`;

/**
 * Registers the limiter in `app` (the auth routes' scope) and returns the login route's guard
 * (a preHandler refusing 429 past a limit) and `recordFailure(req)` for a refused password.
 */
export async function loginLimiter(app: FastifyInstance, limits = LOGIN_LIMITS) {
  const failures = new FailureLog(limits.windowMs);
  class FailureStore {
    incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void): void {
      cb(null, failures.peek(key));
    }
    child(): FailureStore {
      return this;
    }
  }
  await app.register(rateLimit, { global: false, store: FailureStore });
  const emailOf = (req: FastifyRequest) => (req.body as { email?: unknown } | undefined)?.email;
  const checks = [
    app.createRateLimit({ max: limits.perIp, timeWindow: limits.windowMs, keyGenerator: ipKey }),
    app.createRateLimit({ max: limits.perAccount, timeWindow: limits.windowMs, keyGenerator: (req) => accountKey(emailOf(req)) }),
  ];
  return {
    guard: async (req: FastifyRequest, reply: FastifyReply) => {
      for (const check of checks) {
        const r = await check(req);
        if (!r.isAllowed && r.isExceeded) {
          reply.header("retry-after", r.ttlInSeconds);
          throw new ApiError(429, MSG_TEMPLATES.loginThrottled(Math.max(1, Math.ceil(r.ttl / 60_000))));
        }
      }
    },
    recordFailure: (req: FastifyRequest) => {
      failures.record(ipKey(req));
      failures.record(accountKey(emailOf(req)));
    },
  };
}

/** The login limiter of an auth routes' scope (`loginLimiter`): its guard and its failure count. */
export type LoginLimiter = Awaited<ReturnType<typeof loginLimiter>>;

/**
 * A route registered inside the auth routes' scope under the same login limits (authRoutes'
 * `limitedRoutes`; e.g. Role Setting's POST /approve of modules/access).
 */
export type LimitedRoute = (app: FastifyInstance, limiter: LoginLimiter) => void;
