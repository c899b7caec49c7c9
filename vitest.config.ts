import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The test projects: pure domain tests, the web's unit tests (apps/web/vitest.config.ts: jsdom and
 * Testing Library), and API tests against a real (embedded) PostgreSQL.
 *
 * Speed on a 2-core box: test files run two at a time (`maxWorkers`), and a server worker keeps
 * its imported modules from file to file (`isolate: false`), so the server is loaded once per
 * worker instead of once per file. Each file still gets its own database (test/harness.ts), so
 * files share no rows; module-level state that tests change must be put back by the test itself.
 */
/** Server test files that vi.mock a module (test/mocked-files.test.ts fails on one missing here). */
export const MOCKS_MODULES = ["apps/server/src/modules/auth/login-timing.test.ts"];
/** Web test files that vi.mock a module: likewise in fresh workers (project `web-mocked`). */
export const WEB_MOCKS_MODULES = ["apps/web/src/lib/livePatch.test.tsx", "apps/web/src/lib/liveRender.test.tsx"];

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
    // `npm run test:full` runs with --coverage and prints this summary (statements, branches, functions, lines).
    coverage: {
      provider: "v8",
      include: ["packages/domain/src/**/*.ts", "apps/server/src/**/*.ts"],
      exclude: ["**/*.test.ts", "apps/server/src/test/**", "apps/server/src/db/migrations/**"],
      reporter: ["text-summary"],
      reportsDirectory: path.join(os.tmpdir(), "waroeng-coverage"),
    },
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "domain",
          include: ["packages/domain/src/**/*.test.ts"],
          // The property tests run hundreds of cases on the CPU: 4 s on a quiet box, 13 s on a busy one.
          testTimeout: 30_000,
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
      {
        extends: "apps/web/vitest.config.ts",
        // A worker's files share its modules (React, Mantine, the app): loaded once per worker instead of
        // once per file (a third of the CPU); apps/web/src/test/setup.ts puts back what a file may leave.
        test: { name: "web", include: ["apps/web/src/**/*.test.{ts,tsx}"], exclude: WEB_MOCKS_MODULES, isolate: false },
      },
      { extends: "apps/web/vitest.config.ts", test: { name: "web-mocked", include: WEB_MOCKS_MODULES } },
    ],
  },
});
