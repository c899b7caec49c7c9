import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { HQ_STUB_KEY } from "./steps/hq-stub.ts";
import {
  FAKE_MIDTRANS_KEY,
  GATEWAY_PORT,
  gatewayPort,
  hqStubPort,
  httpsPortOf,
  LAN_NAME,
  midtransPort,
  PARALLEL_PORT,
  SERIAL_PORT,
} from "./steps/servers.ts";

/**
 * Browser tests: the real built app (apps/web/dist served by the real server) on a fresh embedded
 * PostgreSQL with the demo data, driven in Debian's chromium (/usr/bin/chromium; never a downloaded browser).
 *
 * Three projects run side by side, each on a web server and database of its own (steps/servers.ts).
 * `parallel` runs, in every worker the others leave free (two, then three), the specs whose tests
 * keep to their own data (the `stall` fixture: own table, nota, Big Boss). `serial` runs, one test
 * at a time, the specs that change what
 * the whole outlet sees (outlet settings, language, ringgit, role settings, payment methods,
 * printers, menu and tables, Update Data's deletions, the day's report totals, QR orders on fixed
 * tables, the live-event counts) or whose login is the subject. Pictures only with SCREENSHOTS=1
 * (steps/shots.ts).
 */
// Named once in the runner process; workers inherit it. global-teardown.ts removes it at the end.
process.env.WAROENG_E2E_DATA_DIR ??= path.join(os.tmpdir(), `waroeng-e2e-${process.pid}`);
const dataDir = process.env.WAROENG_E2E_DATA_DIR;
// Per run: traces of parallel runs on one machine must not overwrite each other.
const outputDir = path.join(os.tmpdir(), `waroeng-e2e-results-${PARALLEL_PORT}`);
// The demo accounts' stored sessions (global-setup.ts), inside the output dir Playwright empties first.
process.env.WAROENG_E2E_SESSIONS_DIR ??= path.join(outputDir, ".sessions");

/** Specs that change outlet-wide state or need the server to themselves: one at a time, on their own server. */
const SERIAL = [
  "admin", // outlet settings (receipt footer); logs out
  "admin-config", // payment methods
  "admin-menu", // menu prices and items
  "admin-staff", // staff, tables and their CSV import, production screens
  "cash-book", // wbd's cash session closed; logs out
  "device-printer", // the outlet's kasir printer (a device printer)
  "language", // the demo users' languages
  "live", // counts the live events and requests of screens every order changes
  "menu-photo", // a menu item's photo
  "nota-otomatis", // the outlet's nota otomatis setting
  "online-bell", // QR orders on fixed tables; the bell heard for any new order
  "option-admin", // option groups attached to the outlet's menu
  "options-till", // menu items of its own with option groups (the till's menu)
  "options-kitchen", // a menu item of its own with option groups; a QR order (the pending-order badge count)
  "printing", // the outlet's printers
  "qris", // the outlet's static QRIS
  "qris-recon", // the outlet's static QRIS; the day's QRIS totals
  "production", // counts every dish on a station's screen; Plotting's Update saves the outlet's stations
  "qr-order", // QR orders on a fixed table; the pending-order badge count
  "reports", // the day's totals; kacab's cash session
  "ringgit", // the ringgit outlet's fixed tables and its cashier's language
  "role-setting", // the outlet's role settings
  "saldo-awal", // kacab's cash session and outlet
  "security", // the login itself; a fixed table
  "update-data", // deletes every unpaid order
];
const serialSpecs = new RegExp(`/(${SERIAL.join("|")})\\.spec\\.ts$`);

/**
 * Gateway QRIS (qris-gateway.spec.ts) needs a server in gateway mode (PAYMENT_GATEWAY is server-wide):
 * a third server, whose Midtrans is the test suite's fake (steps/servers.ts). `E2E_GATEWAY=0` leaves it
 * out (a run of other specs alone, to start one server fewer).
 */
const withGateway = process.env.E2E_GATEWAY !== "0";
const gatewaySpecs = /\/qris-gateway\.spec\.ts$/;

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./global-setup.ts",
  globalTeardown: "./global-teardown.ts",
  // Two workers share a small machine: a long flow (main-job.spec) can need more than two minutes.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  // Three at once: one for `serial` (its specs one at a time) and one for `gateway` while they last,
  // the rest for `parallel`, which takes every worker the other two leave free. The dispatcher hands
  // a free worker the first waiting test whose project is under its cap, in this order: `serial`
  // first (the longest single line of tests), `gateway` beside it, `parallel` in every other worker.
  workers: 3,
  retries: 0,
  reporter: [["list"]],
  outputDir,
  projects: [
    {
      name: "serial",
      testMatch: serialSpecs,
      fullyParallel: false,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${SERIAL_PORT}` },
    },
    ...(withGateway
      ? [
          {
            name: "gateway",
            testMatch: gatewaySpecs,
            fullyParallel: false,
            workers: 1,
            use: { baseURL: `http://127.0.0.1:${GATEWAY_PORT}` },
          },
        ]
      : []),
    {
      name: "parallel",
      testIgnore: [serialSpecs, gatewaySpecs],
      fullyParallel: true,
      use: { baseURL: `http://127.0.0.1:${PARALLEL_PORT}` },
    },
  ],
  use: {
    viewport: { width: 1280, height: 800 },
    // Every device asks for reduced motion, which the app honours (theme.ts): dialogs, menus and toasts
    // appear and go at once, so no click waits for a dialog to stop scaling and no measurement catches
    // one mid-transition. Contexts a test opens itself (signIn) get it too.
    reducedMotion: "reduce",
    // Traces cost a third of the stage's time (each action's DOM and screencast): on request only,
    // E2E_TRACE=retain-on-failure. A failure still leaves its screenshot and error context.
    trace: (process.env.E2E_TRACE ?? "off") as "off" | "retain-on-failure" | "on",
    screenshot: "only-on-failure",
    // The built app registers a service worker; only pwa.spec.ts lets it run (its own contexts say "allow"),
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
  webServer: [
    testServer(PARALLEL_PORT),
    testServer(SERIAL_PORT),
    ...(withGateway
      ? [
          testServer(GATEWAY_PORT, {
            PAYMENT_GATEWAY: "midtrans",
            MIDTRANS_SERVER_KEY: FAKE_MIDTRANS_KEY,
            MIDTRANS_BASE_URL: `http://127.0.0.1:${midtransPort(GATEWAY_PORT)}`,
            QRIS_POLL_MS: "500",
          }),
        ]
      : []),
  ],
});

/** One test server: the built server on `port` with its own embedded PostgreSQL under the run's data dir. */
function testServer(port: number, extra: Record<string, string> = {}) {
  return {
    command: "node --enable-source-maps ../apps/server/dist/main.js",
    url: `http://127.0.0.1:${port}/api/openapi.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // HTTPS beside it on a port of its own (never the box's 3443), for a name only the browser maps
      // (pwa-lan.spec.ts); nothing announced on the network.
      HTTPS_PORT: String(httpsPortOf(port)),
      LAN_NAME,
      MDNS: "off",
      DATA_DIR: path.join(dataDir, String(port)),
      DATABASE_URL: "",
      // Digital receipts go to a local gateway (only whatsapp.spec.ts listens there); quick retries.
      WA_GATEWAY_URL: `http://127.0.0.1:${gatewayPort(port)}/send`,
      WA_GATEWAY_TOKEN: "e2e-gateway-token",
      WA_RETRY_BASE_MS: "500",
      WA_WORKER_MS: "300",
      // Head office for Update Data (only update-data.spec.ts listens there); no scheduled sync.
      HQ_URL: `http://127.0.0.1:${hqStubPort(port)}`,
      HQ_OUTLET_KEY: HQ_STUB_KEY,
      SYNC_EVERY_MINUTES: "0",
      // The test printers listen on 127.77.0.1 (steps/printer.ts), on any port.
      PRINTER_EXTRA_NETWORKS: "127.77.0.0/16",
      // A test database need not survive a power cut: no fsync (the server's embedded PostgreSQL).
      EMBEDDED_PG_DURABLE: "0",
      ...extra,
    },
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}
