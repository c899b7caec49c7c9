import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { HQ_STUB_KEY, HQ_STUB_PORT } from "./steps/hq-stub.ts";
import { WA_GATEWAY_PORT } from "./steps/wa-gateway.ts";

/**
 * Browser tests: the real built app (apps/web/dist served by the real server) on a fresh embedded
 * PostgreSQL with the demo data, driven in Debian's chromium (/usr/bin/chromium; never a downloaded browser).
 */
const port = Number(process.env.E2E_PORT ?? 3310);
// Named once in the runner process; workers inherit it. global-teardown.ts removes it at the end.
process.env.WAROENG_E2E_DATA_DIR ??= path.join(os.tmpdir(), `waroeng-e2e-${process.pid}`);
const dataDir = process.env.WAROENG_E2E_DATA_DIR;

export default defineConfig({
  testDir: "./tests",
  globalTeardown: "./global-teardown.ts",
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  // Per run: traces of parallel runs on one machine must not overwrite each other.
  outputDir: path.join(os.tmpdir(), `waroeng-e2e-results-${port}`),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The built app registers a service worker (issue 16); only pwa.spec.ts lets it run (its own contexts say "allow"),
    // so the other specs' page.route() mocks see every request and no context precaches the whole app.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node --enable-source-maps ../apps/server/dist/main.js",
    url: `http://127.0.0.1:${port}/api/openapi.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      // Digital receipts go to a local gateway (only whatsapp.spec.ts listens there); quick retries.
      WA_GATEWAY_URL: `http://127.0.0.1:${WA_GATEWAY_PORT}/send`,
      WA_GATEWAY_TOKEN: "e2e-gateway-token",
      WA_RETRY_BASE_MS: "500",
      WA_WORKER_MS: "300",
      // Head office for Update Data (only update-data.spec.ts listens there); no scheduled sync.
      HQ_URL: `http://127.0.0.1:${HQ_STUB_PORT}`,
      HQ_OUTLET_KEY: HQ_STUB_KEY,
      SYNC_EVERY_MINUTES: "0",
    },
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
