/**
 * A cheap tablet: each screen's first useful element and tap → cart line, in Debian's chromium with
 * the CPU 4× slower (CDP `Emulation.setCPUThrottlingRate`), against the built server on a fresh
 * embedded PostgreSQL with the demo data. Compares web builds side by side: each build's files
 * are served from its own folder (Playwright routes every non-API request to it; the API is the
 * one server's), rounds interleaved (A B A B …), a fresh browser context (no cache, no service
 * worker) per load. Prints medians per route and tap → cart p50/p95, with `os.loadavg()`.
 *
 * Run: `npx tsx bench/render.ts [label=dist-folder …]` (default: `after=apps/web/dist`), e.g.
 * `npx tsx bench/render.ts before=/tmp/base-dist after=apps/web/dist`. ROUNDS=5, TAPS=20,
 * CPU=4, BENCH_PORT=3514. Figures only: nothing asserts a time.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium } from "@playwright/test";
// @ts-expect-error: a plain .mjs script without types (builds when stale, as `npm start` does)
import { ensureServerBuilt, ensureWebBuilt } from "../scripts/ensure-built.mjs";

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const TAPS = Number(process.env.TAPS ?? 20);
const CPU = Number(process.env.CPU ?? 4);
const port = Number(process.env.BENCH_PORT ?? 3514);
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "waroeng-bench-render-"));
chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as "postgres" under root

const builds = (process.argv.slice(2).length ? process.argv.slice(2) : ["after=apps/web/dist"]).map((arg) => {
  const [label, dir] = arg.includes("=") ? (arg.split("=", 2) as [string, string]) : [arg, arg];
  return { label, dir: path.resolve(root, dir) };
});

// biome-ignore lint/suspicious/noExplicitAny: replies are read field by field
type Json = any;

async function startServer(): Promise<ChildProcess> {
  ensureWebBuilt();
  ensureServerBuilt();
  const child = spawn("node", [path.join(root, "apps/server/dist/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HTTPS_PORT: "off",
      MDNS: "off",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/openapi.json`, { method: "HEAD" })).ok) {
        return child;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the built server did not start (run npm run build first)");
}

async function apiUser(email: string) {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "demo12345" }),
  });
  const token = ((await login.json()) as Json).data.token as string;
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  return {
    get: async (p: string): Promise<Json> => (await fetch(`${base}/api/${p}`, { headers })).json(),
    post: async (p: string, body: object): Promise<Json> =>
      (await fetch(`${base}/api/${p}`, { method: "POST", headers, body: JSON.stringify(body) })).json(),
  };
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".html": "text/html",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
};

/** A device of one build: its files from `dir`, the API from the server; signed in as `email` (or not). */
async function device(browser: Browser, dir: string, email: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
  await context.addInitScript("window.__name = (f) => f"); // tsx (esbuild keepNames) names the functions passed to evaluate
  await context.route(
    (url) => !url.pathname.startsWith("/api/"),
    async (route) => {
      const u = new URL(route.request().url());
      let file = path.join(dir, decodeURIComponent(u.pathname));
      if (!file.startsWith(dir) || !existsSync(file) || u.pathname === "/") {
        file = path.join(dir, "index.html"); // client routes: the SPA
      }
      if (existsSync(file) && !readFileSync(file).length) {
        file = path.join(dir, "index.html");
      }
      await route.fulfill({ body: readFileSync(file), contentType: TYPES[path.extname(file)] ?? "application/octet-stream" });
    },
  );
  if (email) {
    const res = await context.request.post("/api/login", { data: { email, password: "demo12345" } });
    if (!res.ok()) {
      throw new Error(`login ${email}: ${res.status()}`);
    }
  }
  return context;
}

/** ms from navigation start to the first element matching `selector`, CPU `CPU`× slower. */
async function firstUseful(browser: Browser, dir: string, email: string | null, url: string, selector: string): Promise<number> {
  const context = await device(browser, dir, email);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction((sel) => document.querySelector(sel) !== null, selector, { polling: "raf", timeout: 60_000 });
    return await page.evaluate(() => performance.now());
  } finally {
    await context.close();
  }
}

/** Tap → cart line: ms from a tap on a menu card to the line's new quantity on screen, CPU `CPU`× slower. */
async function tapToLine(browser: Browser, dir: string, orderId: number): Promise<number[]> {
  const context = await device(browser, dir, "kasir@demo.test");
  const page = await context.newPage();
  await page.goto(`/order/${orderId}`);
  await page.locator('[data-testid^="menu-card-"]', { hasText: "Es Teh Manis" }).first().waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
  const times: number[] = [];
  const start = Number(
    (await page
      .locator('[data-testid^="cart-line-"]', { hasText: "Es Teh Manis" })
      .locator('[data-testid="line-qty"]')
      .first()
      .textContent()
      .catch(() => "0")) ?? 0,
  );
  for (let i = 1; i <= TAPS; i++) {
    await page.waitForFunction(() => !document.querySelector('[data-testid^="menu-card-"]:disabled'));
    const ms = await page.evaluate(
      (want) =>
        new Promise<number>((resolve) => {
          const card = [...document.querySelectorAll<HTMLElement>('[data-testid^="menu-card-"]')].find((c) =>
            (c.textContent ?? "").includes("Es Teh Manis"),
          );
          const qty = () =>
            [...document.querySelectorAll('[data-testid^="cart-line-"]')]
              .find((l) => (l.textContent ?? "").includes("Es Teh Manis"))
              ?.querySelector('[data-testid="line-qty"]')?.textContent;
          const t0 = performance.now();
          const mo = new MutationObserver(() => {
            if (qty() === String(want)) {
              mo.disconnect();
              resolve(performance.now() - t0);
            }
          });
          mo.observe(document.body, { subtree: true, childList: true, characterData: true });
          card?.click();
        }),
      start + i,
    );
    times.push(ms);
  }
  await page.waitForFunction(() => !document.querySelector('[data-testid^="menu-card-"]:disabled'));
  await context.close();
  return times;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const load = () => os.loadavg()[0]?.toFixed(2) ?? "?";

const server = await startServer();
process.on("exit", () => server.kill("SIGTERM")); // also when a step throws
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const kasir = await apiUser("kasir@demo.test");
  const modal = await kasir.get("m-modal/get-modal");
  await kasir.post("m-modal/save-modal", {
    modal_detail: [{ m_modal_tipe_id: modal.data.modal_tipe[0].m_modal_tipe_id, rekap_modal_detail_qty: 2 }],
  });
  const table = ((await kasir.get("m-meja")).data as { m_meja_id: number; m_meja_type: string }[]).find((t) => t.m_meja_type === "meja");
  const created = await kasir.post("tmp-transaction", {
    tmp_transaction_m_meja_id: table?.m_meja_id,
    tmp_transaction_note_number: String(20_000_000 + Math.floor(Math.random() * 70_000_000)),
    tmp_transaction_customer_name: "Bench render",
    tmp_transaction_order_time: new Date().toISOString(),
  });
  const orderId = created.data.tmp_transaction_id as number;

  const routes: Array<[string, string | null, string, string]> = [
    ["login", null, "/login", '[data-testid="login-submit"]'],
    ["cashier (Daftar Transaksi)", "kasir@demo.test", "/dashboard", '[data-testid^="table-card-"]'],
    ["order (menu card)", "kasir@demo.test", `/order/${orderId}`, '[data-testid^="menu-card-"]'],
    ["kitchen (Hal Tata)", "dapur@demo.test", "/hal-tata/dine_in", '[data-testid="hal-tata"]'],
    ["pickup (Hal Ambil)", "pelayan@demo.test", "/hal-ambil/makan", '[data-testid="hal-ambil"]'],
  ];
  const first = new Map<string, number[]>();
  const loads = new Map<string, number[]>();
  const taps = new Map<string, number[]>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const b of round % 2 ? builds : [...builds].reverse()) {
      loads.set(b.label, [...(loads.get(b.label) ?? []), os.loadavg()[0] ?? 0]);
      for (const [name, email, url, selector] of routes) {
        const ms = await firstUseful(browser, b.dir, email, url, selector);
        first.set(`${b.label} ${name}`, [...(first.get(`${b.label} ${name}`) ?? []), ms]);
      }
      taps.set(b.label, [...(taps.get(b.label) ?? []), ...(await tapToLine(browser, b.dir, orderId))]);
      console.log(`round ${round} ${b.label} done (load ${load()})`);
    }
  }
  console.log(`\nfirst useful element, CPU ${CPU}× slower, median of ${ROUNDS} cold loads (ms); ${os.cpus().length} cores`);
  console.log(`${"route".padEnd(30)}${builds.map((b) => b.label.padStart(12)).join("")}`);
  for (const [name] of routes) {
    console.log(
      `${name.padEnd(30)}${builds
        .map((b) =>
          median(first.get(`${b.label} ${name}`) ?? [])
            .toFixed(0)
            .padStart(12),
        )
        .join("")}`,
    );
  }
  console.log(
    `${"tap → cart line p50".padEnd(30)}${builds
      .map((b) =>
        pct(taps.get(b.label) ?? [], 50)
          .toFixed(0)
          .padStart(12),
      )
      .join("")}`,
  );
  console.log(
    `${"tap → cart line p95".padEnd(30)}${builds
      .map((b) =>
        pct(taps.get(b.label) ?? [], 95)
          .toFixed(0)
          .padStart(12),
      )
      .join("")}`,
  );
  console.log(
    `${"load average (1 min, median)".padEnd(30)}${builds
      .map((b) =>
        median(loads.get(b.label) ?? [])
          .toFixed(2)
          .padStart(12),
      )
      .join("")}`,
  );
} finally {
  await browser.close();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
