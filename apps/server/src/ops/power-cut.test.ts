/**
 * The power-cut guarantee (README "Running a stall box"): the real server and its embedded
 * PostgreSQL killed together with SIGKILL under a write load, then started again as they are. The
 * full 20 rounds run in `npm run bench:power-cut` (about two minutes); here POWER_CUT_ROUNDS keeps
 * the test within about a minute and a half on a shared two-core box.
 */
import { describe, expect, it } from "vitest";
import { runPowerCuts } from "../test/power-cut.ts";

/** Rounds in the test suite; the bench runs 20. */
const POWER_CUT_ROUNDS = 5;

describe("power cuts", () => {
  it("keeps every acknowledged payment and refund, no order half-paid, and check-data clean after each restart", {
    timeout: 150_000,
  }, async () => {
    const report = await runPowerCuts(POWER_CUT_ROUNDS);
    expect(report.problems).toEqual([]);
    expect(report.cutsAt).toHaveLength(POWER_CUT_ROUNDS);
    // The load really ran: bills were paid (and some refunded) before the cuts.
    expect(report.payments).toBeGreaterThan(0);
  });
});
