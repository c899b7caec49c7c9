/**
 * The power-cut guarantee (README "Running a stall box"): the real server and its embedded
 * PostgreSQL killed together with SIGKILL under a write load, then started again as they are.
 * `npm test` cuts the power 3 times (the first round also leaves a stale postmaster.pid naming a
 * live process), `npm run test:full` and `npm run bench:power-cut` 20 times (about two minutes).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { runPowerCuts } from "../test/power-cut.ts";
import { prepareDataTemplate } from "../test/server-process.ts";
import { testRuns } from "../test/size.ts";

/** Power cuts in this run (test/size.ts; POWER_CUT_ROUNDS overrides). */
const POWER_CUT_ROUNDS = testRuns("POWER_CUT_ROUNDS", 3, 20);

// The run's prepared data folder (test/server-process.ts), made before any test's clock starts.
beforeAll(() => prepareDataTemplate());

describe("power cuts", () => {
  it("keeps every acknowledged payment and refund, no order half-paid, and check-data clean after each restart", {
    // A round (a start, the load, the cut, the checks) took up to 35 s on a busy box.
    timeout: Math.max(150_000, POWER_CUT_ROUNDS * 35_000),
  }, async () => {
    const report = await runPowerCuts(POWER_CUT_ROUNDS);
    expect(report.problems).toEqual([]);
    expect(report.cutsAt).toHaveLength(POWER_CUT_ROUNDS);
    // The load really ran: bills were paid (and some refunded) before the cuts.
    expect(report.payments).toBeGreaterThan(0);
  });
});
