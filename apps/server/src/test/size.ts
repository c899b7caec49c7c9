/**
 * The size of the long tests (property, fuzz, soak): how many cases one run makes.
 *
 * - `npm test` runs the quick size: enough to walk every path the test asserts on, and pinned to the
 *   cases that found real bugs (each test's header names them), so it stays a real check in minutes.
 * - `npm run test:full` sets `TEST_SIZE=full`: the full size, for a quiet machine (nightly, before a
 *   release, after touching payment, split or the cash book).
 * - A test's own variable (e.g. `PAYMENT_PROPERTY_RUNS=5000`) wins over both.
 *
 * @param envName the test's own variable, read as a positive whole number
 * @param quick runs under `npm test`
 * @param full runs under `TEST_SIZE=full`
 * @throws Error when the variable is set to something other than a positive whole number
 * @example testRuns("SPLIT_PROPERTY_RUNS", 30, 120) // 30 in npm test, 120 in npm run test:full
 */
export function testRuns(envName: string, quick: number, full: number): number {
  const own = process.env[envName];
  if (own !== undefined && own !== "") {
    const n = Number(own);
    if (!Number.isInteger(n) || n < 1) {
      throw new Error(`${envName} must be a positive whole number, got "${own}"`);
    }
    return n;
  }
  return isFullSize() ? full : quick;
}

/** True under `npm run test:full` (`TEST_SIZE=full`). */
export function isFullSize(): boolean {
  return process.env.TEST_SIZE === "full";
}
