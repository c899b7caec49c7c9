/**
 * `npm run bench:power-cut`: the full power-cut loop (20 rounds of SIGKILL to the server
 * and its PostgreSQL under a write load, restart, verify; see apps/server/src/test/power-cut.ts).
 * Prints each round, the totals, and exits 1 when any acknowledged row was lost or check-data failed.
 */
import { runPowerCuts } from "../apps/server/src/test/power-cut.ts";

const rounds = Number(process.env.POWER_CUT_ROUNDS ?? 20);
const started = Date.now();
const report = await runPowerCuts(rounds, (line) => console.log(line));
console.log(
  `power cuts: ${report.rounds} rounds in ${((Date.now() - started) / 1000).toFixed(0)} s; ${report.payments} payments and ${report.refunds} refunds acknowledged; ${report.problems.length} problem(s)`,
);
for (const p of report.problems) {
  console.log(`  ${p}`);
}
process.exit(report.problems.length === 0 ? 0 : 1);
