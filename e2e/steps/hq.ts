/**
 * Head office in the browser tests: a server of its own with `ROLE=hq` (the built server, its own
 * embedded PostgreSQL and demo data: the DEMO and DEMO-KL outlets and the head-office accounts
 * owner@hq.test, area@hq.test, akuntan@hq.test), outlet keys issued by `npm run sync:outlet-key`,
 * and bills pushed as an outlet pushes them (POST /api/sync/push). Steps for the head office's pages:
 * sign in, open a page from the navigation.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type Browser, expect, type Page } from "@playwright/test";
import type { ApiUser } from "./api.ts";
import { currentServerPort } from "./servers.ts";
import { DEMO_PASSWORD } from "./session.ts";
import { TABLET } from "./shots.ts";

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The head-office server's port: the running project's + 5 (so two runs' ports never meet). */
export function hqPort(): number {
  return currentServerPort() + 5;
}

export interface HqServer {
  url: string;
  dataDir: string;
  /**
   * The sync key of the outlet with `code`: issued by the first call (`npm run sync:outlet-key`, a
   * process of its own), the same key from then on for this head office.
   */
  outletKey: (code: string) => Promise<string>;
  /** Pushes `records` as the outlet with `key` does (one batch). */
  push: (key: string, batchId: string, records: unknown[]) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Starts the built server with `env` on `port`, its own data folder and embedded PostgreSQL (the demo
 * data), and waits until it answers. @returns its address, folder and a stop that removes the folder.
 */
async function startBox(port: number, role: "hq" | "outlet", extra: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `waroeng-e2e-${role}-`));
  // The embedded PostgreSQL may run as another user (root starts it as postgres): it must reach the folder.
  chmodSync(dataDir, 0o755);
  const env = {
    ...process.env,
    ROLE: role,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    MDNS: "off",
    EMBEDDED_PG_DURABLE: "0",
    HTTPS_PORT: "off",
    SYNC_EVERY_MINUTES: "0",
    ...extra,
  };
  const child: ChildProcess = spawn("node", ["--enable-source-maps", path.join(ROOT, "apps/server/dist/main.js")], {
    env,
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/api/openapi.json`).catch(() => null))?.status ?? 0, { timeout: 120_000, intervals: [500] })
    .toBe(200);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, dataDir, env, stop };
}

/** Starts a head office (`ROLE=hq`) on `port` and waits until it answers. */
export async function startHq(port = hqPort()): Promise<HqServer> {
  const { url, dataDir, env, stop } = await startBox(port, "hq", {});
  const keys = new Map<string, string>();
  return {
    url,
    dataDir,
    outletKey: async (code) => {
      const known = keys.get(code);
      if (known) {
        return known;
      }
      const { stdout } = await run("npx", ["tsx", "apps/server/src/modules/sync/outlet-key-cli.ts", code], { cwd: ROOT, env: { ...env } });
      const key = stdout.match(/HQ_OUTLET_KEY=(\S+)/)?.[1];
      if (!key) {
        throw new Error(`no key in: ${stdout}`);
      }
      keys.set(code, key);
      return key;
    },
    push: async (key, batchId, records) => {
      const res = await fetch(`${url}/api/sync/push`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-outlet-key": key },
        body: JSON.stringify({ batch_id: batchId, records }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    },
    stop,
  };
}

/** An outlet box of the chain: its own server syncing with a head office started by `startHq`. */
export interface OutletBox {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts an outlet (`ROLE=outlet`, the demo data: Waroeng Demo's menu, tables and staff) on `port`
 * (default: head office's + 1) that syncs with `hq` under the outlet `key`; nothing is pulled until
 * its Update Data runs.
 */
export async function startOutlet(hq: HqServer, key: string, port = hqPort() + 1): Promise<OutletBox> {
  const { url, stop } = await startBox(port, "outlet", { HQ_URL: hq.url, HQ_OUTLET_KEY: key });
  return { url, stop };
}

/**
 * A demo account's API session at `baseUrl` (POST /api/login with the demo password), for setting up
 * state as another device would: the same shape as steps/api.ts `apiLogin`.
 */
export async function apiAt(baseUrl: string, email: string): Promise<ApiUser> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const call = async (method: string, p: string, body?: object) =>
    (
      await fetch(`${baseUrl}/api/${p}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      })
    ).json();
  return {
    token,
    get: (p) => call("GET", p),
    post: (p, body) => call("POST", p, body),
    put: (p, body) => call("PUT", p, body),
    del: (p) => call("DELETE", p),
  };
}

/** Signs in at head office's /hq/login as `email` (demo password) in a new context; lands on Hari Ini. */
export async function hqSignIn(browser: Browser, hq: HqServer, email = "owner@hq.test", viewport = TABLET): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: hq.url, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/hq\/login$/);
  await page.getByTestId("hq-login-email").fill(email);
  await page.getByTestId("hq-login-password").fill("demo12345");
  await page.getByTestId("hq-login-submit").click();
  await expect(page).toHaveURL(/\/hq\/hari-ini$/);
  return page;
}

/**
 * Opens a head-office page from the navigation (a burger first on a phone). Waits for the shell
 * first: right after sign-in the URL is already /hq/hari-ini while the layout still shows its loader,
 * and a burger looked for then is not there yet (the link would stay off-screen in the closed menu).
 */
export async function hqOpen(page: Page, testId: "hq-nav-today" | "hq-nav-reports" | "hq-nav-accounts" | string): Promise<void> {
  await expect(page.getByTestId("hq-user-menu")).toBeVisible();
  const burger = page.getByTestId("hq-burger");
  if (await burger.isVisible()) {
    await burger.click();
  }
  await page.getByTestId(testId).click();
}
