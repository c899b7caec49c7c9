import { statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import type { TestSequencer, TestSpecification } from "vitest/node";

/**
 * The test projects: pure domain tests, the web's unit tests (apps/web/vitest.config.ts: jsdom and
 * Testing Library), and API tests against a real (embedded) PostgreSQL.
 *
 * Speed on a 2-core box: test files run two at a time (`maxWorkers`), the long ones first
 * (`LONG_FILES`), and a server worker keeps
 * its imported modules from file to file (`isolate: false`), so the server is loaded once per
 * worker instead of once per file. Each file still gets its own database (test/harness.ts), so
 * files share no rows; module-level state that tests change must be put back by the test itself.
 */
/** Server test files that vi.mock a module (test/mocked-files.test.ts fails on one missing here). */
export const MOCKS_MODULES = ["apps/server/src/modules/auth/login-timing.test.ts"];

/**
 * The long files, started first, longest first (seconds on a busy box): each starts a server process
 * or a PostgreSQL cluster of its own (test/long-files.test.ts fails on one missing here), or runs a
 * fuzz or property size. Started last (Vitest's default order is by file size, and these are short
 * files) they ran on one worker while the other had nothing left: a tail of two minutes.
 */
export const LONG_FILES = [
  "apps/server/src/ops/power-cut.test.ts", // 113
  "apps/server/src/server-process.test.ts", // 82
  "apps/server/src/db/crash-under-load.test.ts", // 71
  "apps/server/src/settings-checks.test.ts", // 44
  "apps/server/src/test/fuzz.test.ts", // 38
  "apps/server/src/https-start.test.ts", // 26
  "apps/server/src/ops/backup.test.ts", // 20
  "apps/web/src/pages/order/DiscountModal.test.tsx", // 20
  "apps/server/src/db/embedded.test.ts", // 15
  "apps/server/src/ops/disk-full.test.ts", // 14
  "apps/server/src/db/demo-accounts.test.ts", // 12
  "apps/server/src/modules/payment/payment-property.test.ts", // 10
];

/**
 * Vitest's order with the long files first: LONG_FILES in their order, then, as Vitest does, by
 * project, then the larger file first. The two workers take files in this order.
 */
class LongFilesFirst implements TestSequencer {
  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return files;
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONG_FILES.findIndex((file) => f.moduleId.endsWith(`/${file}`));
      return i === -1 ? LONG_FILES.length : i;
    };
    const size = (f: TestSpecification) => statSync(f.moduleId).size;
    return [...files].sort(
      (a, b) => rank(a) - rank(b) || (a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0) || size(b) - size(a),
    );
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
    sequence: { sequencer: LongFilesFirst },
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
