/** backoffDelay (lib/backoff.ts): the WhatsApp outbox's and the print queue's next-attempt delays. */
import { describe, expect, it } from "vitest";
import { backoffDelay } from "./backoff.ts";

describe("backoffDelay", () => {
  it("doubles from the base after each failure and stops at the ceiling", () => {
    const print = { baseMs: 2_000, maxMs: 60_000 };
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => backoffDelay(n, print))).toEqual([
      2_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
    const wa = { baseMs: 30_000, maxMs: 3_600_000 };
    expect([1, 2, 3, 8].map((n) => backoffDelay(n, wa))).toEqual([30_000, 60_000, 120_000, 3_600_000]);
  });

  it("spreads by ±jitter around the delay", () => {
    for (let i = 0; i < 200; i++) {
      const d = backoffDelay(2, { baseMs: 250, maxMs: 10_000, jitter: 0.2 });
      expect(d).toBeGreaterThanOrEqual(400);
      expect(d).toBeLessThanOrEqual(600);
    }
  });
});
