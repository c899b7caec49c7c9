/**
 * Browser tests leave no database folder behind: the embedded PostgreSQL of the test server lives
 * in `WAROENG_E2E_DATA_DIR` (a temp folder named by playwright.config.ts). Playwright stops the web
 * server after this teardown, so the folder is removed when the runner process exits, once the
 * server (and its PostgreSQL) has been stopped.
 */
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export default function globalTeardown(): void {
  const dir = process.env.WAROENG_E2E_DATA_DIR;
  // Only ever a folder of ours in the temp dir.
  if (!dir || path.dirname(dir) !== os.tmpdir() || !path.basename(dir).startsWith("waroeng-e2e-")) {
    return;
  }
  process.on("exit", () => {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  });
}
