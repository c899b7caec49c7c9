/**
 * Exponential backoff for the durable queues (DESIGN §3 "background jobs"): a row that failed is
 * given a `next_attempt_at` column value, so the delay is computed here rather than slept by
 * `p-retry` (which serves every in-process retry: sync transport, realtime reconnect).
 */

/** The shape of a backoff: first delay, ceiling and random spread. */
export interface BackoffPolicy {
  /** The delay after the first failed attempt, in ms. */
  baseMs: number;
  /** The ceiling of any delay, in ms (before jitter). */
  maxMs: number;
  /** Random spread as a fraction (0.2: ±20 %); default 0, no jitter. */
  jitter?: number;
}

/**
 * The delay (ms) before the next attempt after `failedAttempts` failures: `baseMs` × 2^(n−1),
 * capped at `maxMs`, then spread by ±`jitter` (rounded to whole ms). 0 or 1 failures → `baseMs`.
 *
 * @example
 * backoffDelay(3, { baseMs: 2_000, maxMs: 60_000 }); // 8000
 * backoffDelay(9, { baseMs: 2_000, maxMs: 60_000 }); // 60000
 * backoffDelay(1, { baseMs: 250, maxMs: 10_000, jitter: 0.2 }); // 200…300
 */
export function backoffDelay(failedAttempts: number, policy: BackoffPolicy): number {
  const exponent = Math.max(0, failedAttempts - 1);
  const delay = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  const jitter = policy.jitter ?? 0;
  return jitter > 0 ? Math.round(delay * (1 - jitter + Math.random() * 2 * jitter)) : delay;
}
