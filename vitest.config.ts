import { statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import type { TestSequencer, TestSpecification } from "vitest/node";

/**
 * The test projects: pure domain tests, the web's unit tests (apps/web/vitest.config.ts: jsdom and
 * Testing Library), and API tests against a real (embedded) PostgreSQL.
 *
 * Speed on a 2-core box: test files run two at a time (`maxWorkers`), the long ones spread through
 * the first part of the run (`LONG_FILES`), and a server worker keeps
 * its imported modules from file to file (`isolate: false`), so the server is loaded once per
 * worker instead of once per file. Each file still gets its own database (test/harness.ts), so
 * files share no rows; module-level state that tests change must be put back by the test itself.
 */
/** Server test files that vi.mock a module (test/mocked-files.test.ts fails on one missing here). */
export const MOCKS_MODULES = ["apps/server/src/modules/auth/login-timing.test.ts"];

/**
 * The long files and about how many seconds each takes on a busy 2-core box: each starts a server
 * process or a PostgreSQL cluster of its own (test/long-files.test.ts fails on one missing here), or
 * runs a fuzz or property size. Vitest's own order (larger files first) started these short files
 * last, where they ran on one worker while the other had nothing left: a tail of two minutes.
 */
export const LONG_FILES: ReadonlyArray<readonly [file: string, seconds: number]> = [
  ["apps/server/src/ops/power-cut.test.ts", 70],
  ["apps/server/src/server-process.test.ts", 80],
  ["apps/server/src/db/crash-under-load.test.ts", 70],
  ["apps/server/src/settings-checks.test.ts", 45],
  ["apps/server/src/test/fuzz.test.ts", 40],
  ["apps/server/src/https-start.test.ts", 25],
  ["apps/server/src/ops/backup.test.ts", 20],
  ["apps/web/src/pages/order/DiscountModal.test.tsx", 20],
  ["apps/server/src/db/embedded.test.ts", 15],
  ["apps/server/src/ops/disk-full.test.ts", 15],
  ["apps/server/src/db/demo-accounts.test.ts", 12],
];

/** About how long any other file of a project takes, in seconds on the same box (import and setup apart). */
const SHORT_FILE_SECONDS: Record<string, number> = { domain: 0.2, server: 1.5, web: 2 };

/**
 * Vitest's order (by project, then the larger file first) with the long files spread through its
 * first part, so that one worker runs a long file while the other runs short ones: a long file,
 * then about as many short files as fill its time, then the next long file. Two long files
 * starting together (each a server or a cluster starting on two cores) were slow enough to time out.
 */
class LongFilesSpread implements TestSequencer {
  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return files;
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const long = (f: TestSpecification) => LONG_FILES.find(([file]) => f.moduleId.endsWith(`/${file}`));
    const size = (f: TestSpecification) => statSync(f.moduleId).size;
    const short = files
      .filter((f) => !long(f))
      .sort((a, b) => (a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0) || size(b) - size(a));
    const longest = files.filter((f) => long(f)).sort((a, b) => (long(b)?.[1] ?? 0) - (long(a)?.[1] ?? 0));
    const order: TestSpecification[] = [];
    for (const f of longest) {
      order.push(f);
      for (let filled = 0; filled < (long(f)?.[1] ?? 0) && short.length > 0; ) {
        const next = short.shift() as TestSpecification;
        order.push(next);
        filled += SHORT_FILE_SECONDS[next.project.name] ?? 1.5;
      }
    }
    return [...order, ...short];
  }
}

const serverTest = {
  globalSetup: ["apps/server/src/test/global-setup.ts"],
  // The fake network printers listen on 127.77.0.1 (printing/fake-printer.test-helpers.ts), any port.
  env: { PRINTER_EXTRA_NETWORKS: "127.77.0.0/16" },
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: "forks" as const,
};

export default defineConfig({
  test: {
    // `npm test` runs with --coverage and prints this summary (statements, branches, functions, lines).
    coverage: {
      provider: "v8",
      include: ["packages/domain/src/**/*.ts", "apps/server/src/**/*.ts"],
      exclude: ["**/*.test.ts", "apps/server/src/test/**", "apps/server/src/db/migrations/**"],
      reporter: ["text-summary"],
      reportsDirectory: path.join(os.tmpdir(), "waroeng-coverage"),
    },
    maxWorkers: 2,
    sequence: { sequencer: LongFilesSpread },
    projects: [
      {
        test: {
          name: "domain",
          include: ["packages/domain/src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: MOCKS_MODULES,
          ...serverTest,
          isolate: false,
        },
      },
      {
        // vi.mock replaces a module only where it is not loaded yet: these files get a fresh worker.
        test: { name: "server-mocked", include: MOCKS_MODULES, ...serverTest },
      },
      "apps/web/vitest.config.ts",
    ],
  },
});
