import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/** Two test projects: pure domain tests, and API tests against a real (embedded) PostgreSQL. */
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
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: "forks",
        },
      },
      "apps/web/vitest.config.ts",
    ],
  },
});
