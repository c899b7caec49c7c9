/**
 * `npm run test:upgrade [commit]`: the upgrade check from an older release (upgrade-release.ts;
 * default DEFAULT_OLD_RELEASE) to this checkout. Prints each step and any problem; exit 1 on a problem.
 */
import { checkUpgradeFrom, DEFAULT_OLD_RELEASE } from "./upgrade-release.ts";

const from = process.argv[2] ?? DEFAULT_OLD_RELEASE;
const started = Date.now();
checkUpgradeFrom(from, (line) => console.log(`upgrade: ${line}`)).then(
  (problems) => {
    for (const p of problems) {
      console.error(`upgrade: PROBLEM ${p}`);
    }
    console.log(
      `upgrade from ${from}: ${problems.length === 0 ? "nothing lost" : `${problems.length} problem(s)`} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
    process.exit(problems.length === 0 ? 0 : 1);
  },
  (err: unknown) => {
    console.error(`upgrade: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
