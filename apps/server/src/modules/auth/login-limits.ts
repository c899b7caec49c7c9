/**
 * Login rate limits (docs/API.md "Login limits"): failed logins are counted per client IP
 * (`request.ip`: the socket's address unless TRUST_PROXY is set) and per account (the email, case
 * and spaces ignored), in fixed windows of 15 minutes. Once a key reached its limit, POST /api/login
 * answers 429 with `Retry-After` and "Terlalu banyak percobaan login, coba lagi dalam N menit"
 * until its window ends: the guessing IP is slowed down, and so are guesses at the account.
 *
 * Known devices go through: a successful login sets the HttpOnly cookie `waroeng_device` (a random
 * token, Path=/api/login, a year) and remembers the pair device × account. A login from a device
 * already known for that account is not held by the account's count (someone on the LAN guessing
 * the owner's password cannot lock the owner's own till out); its own failures count per device
 * (the same limit as an account), and its IP's limit still applies.
 *
 * Built on @fastify/rate-limit (`createRateLimit`) with a store that counts failures only: the check
 * before a login does not count, a refused password does. Staff signing in many times a day are
 * never locked out by their own successful logins. Counts live in this process's memory.
 */

import { createHash, randomBytes } from "node:crypto";
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
  /** Device × account pairs remembered (oldest forgotten first). */
  knownDevices: 10_000,
};

/** The known-device cookie (HttpOnly, SameSite=Strict, sent only to POST /api/login). */
export const DEVICE_COOKIE = "waroeng_device";
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

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
  `account:${sha256(
    String(email ?? "")
      .trim()
      .toLowerCase(),
  )}`;

/** The device cookie's token, when it has the form of one. */
function deviceTokenOf(req: FastifyRequest): string | undefined {
  const token = req.cookies?.[DEVICE_COOKIE];
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/** Device × account pairs that logged in successfully, bounded (oldest forgotten first). */
class KnownDevices {
  private readonly pairs = new Set<string>();
  constructor(private readonly max: number) {}
  private key(token: string, account: string) {
    return sha256(`${token}\u0000${account}`);
  }
  has(token: string | undefined, account: string): boolean {
    return token !== undefined && this.pairs.has(this.key(token, account));
  }
  add(token: string, account: string): void {
    const key = this.key(token, account);
    this.pairs.delete(key);
    if (this.pairs.size >= this.max) {
      const oldest = this.pairs.values().next().value;
      if (oldest !== undefined) {
        this.pairs.delete(oldest);
      }
    }
    this.pairs.add(key);
  }
}

/**
 * Registers the limiter in `app` (the auth routes' scope) and returns the login route's guard
 * (a preHandler refusing 429 past a limit), `recordFailure(req)` for a refused password and
 * `recordSuccess(req, reply)` for an accepted one (sets the known-device cookie).
 */
export async function loginLimiter(app: FastifyInstance, limits = LOGIN_LIMITS) {
  const failures = new FailureLog(limits.windowMs);
  const known = new KnownDevices(limits.knownDevices);
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
  /** The key a failure of this request counts under besides its IP: its known device, else its account. */
  const failureKey = (req: FastifyRequest) => {
    const account = accountKey(emailOf(req));
    const device = deviceTokenOf(req);
    return known.has(device, account) ? `device:${sha256(`${device}\u0000${account}`)}` : account;
  };
  const checks = [
    app.createRateLimit({ max: limits.perIp, timeWindow: limits.windowMs, keyGenerator: ipKey }),
    app.createRateLimit({ max: limits.perAccount, timeWindow: limits.windowMs, keyGenerator: failureKey }),
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
      failures.record(failureKey(req));
    },
    /** Remembers this device for the account it signed in to (a new device token when it has none). */
    recordSuccess: (req: FastifyRequest, reply: FastifyReply) => {
      const token = deviceTokenOf(req) ?? randomBytes(24).toString("base64url");
      known.add(token, accountKey(emailOf(req)));
      reply.setCookie(DEVICE_COOKIE, token, {
        path: "/api/login",
        httpOnly: true,
        sameSite: "strict",
        secure: req.protocol === "https",
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
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
