/**
 * Retries to head office (docs/chain-sync.md): a flaky connection is tried again up to `attempts`,
 * with backoff; a refusal (4xx) is not retried. Fake timers: the backoff's waits pass at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HqError, type HqTransport, withRetry } from "./transport.ts";

/** A transport that fails with `errors` in turn, then answers "ok"; `calls` counts the tries. */
function flaky(errors: Error[]): HqTransport & { calls: number } {
  const t = {
    calls: 0,
    request: async () => {
      const err = errors[t.calls];
      t.calls += 1;
      if (err) {
        throw err;
      }
      return "ok";
    },
  };
  return t;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("withRetry", () => {
  it("retries an unreachable head office (status 0) and a 503, then answers", async () => {
    const hq = flaky([new HqError(0, "unreachable"), new HqError(503, "busy")]);
    const answer = withRetry(hq).request("GET", "/sync/pull");
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toBe("ok");
    expect(hq.calls).toBe(3);
  });

  it("waits between tries, half to all of 1 s, 2 s … (nothing before the first wait is over)", async () => {
    const hq = flaky([new HqError(0, "unreachable"), new HqError(0, "unreachable")]);
    const answer = withRetry(hq).request("GET", "/sync/pull");
    await vi.advanceTimersByTimeAsync(499);
    expect(hq.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(501);
    expect(hq.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(hq.calls).toBe(3);
    await expect(answer).resolves.toBe("ok");
  });

  it("gives up after `attempts` tries with the last failure", async () => {
    const hq = flaky([new HqError(0, "a"), new HqError(502, "b"), new HqError(504, "c")]);
    const answer = withRetry(hq, { attempts: 3 }).request("POST", "/sync/push", {});
    const settled = expect(answer).rejects.toMatchObject({ status: 504, message: "c" });
    await vi.runAllTimersAsync();
    await settled;
    expect(hq.calls).toBe(3);
  });

  it("does not retry a refusal (4xx), but retries 408 and 429", async () => {
    const refused = flaky([new HqError(403, "kunci salah")]);
    await expect(withRetry(refused).request("GET", "/sync/pull")).rejects.toMatchObject({ status: 403 });
    expect(refused.calls).toBe(1);
    const throttled = flaky([new HqError(429, "slow down"), new HqError(408, "timeout")]);
    const answer = withRetry(throttled).request("GET", "/sync/pull");
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toBe("ok");
    expect(throttled.calls).toBe(3);
  });
});
