/**
 * Browser benchmark of the live screens, in Debian's chromium against the built server
 * (built first when stale) on a fresh embedded PostgreSQL with the demo data. Prints:
 * - dish → Hal Tata: ms from the set-production reply to the nota badge in the page, p50/p95 over
 *   RUNS orders, with push (the event stream) and with polling (the stream blocked); the same to the
 *   nota's card on Hal Ambil (makan) and on Pesan Aktif, and to the dish on Layar Produksi (screen
 *   Dapur), with push; each with the load average when it ran;
 * - tap → cart line: ms from a tap on a menu card to the line's new quantity on screen (and with
 *   the CPU 4× slower);
 * - idle requests per minute per screen (Hal Tata, Hal Ambil, Daftar Transaksi), stream up and down.
 * Run: `npx tsx bench/live.ts` (RUNS=20, IDLE_SECONDS=15, BENCH_PORT=3513; LIVE_ONLY=dishes: the screens'
 * figures alone; LIVE_SCREENS=layar,tata: only the screens whose name holds one of these words;
 * LIVE_SAMPLES=1: every sample printed too; BENCH_SERVER_ROOT: serve another checkout's built app, e.g.
 * a worktree of main, built there first). Figures only: nothing asserts a time.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
// @ts-expect-error: a plain .mjs script without types (builds when stale, as `npm start` does)
import { ensureServerBuilt, ensureWebBuilt } from "../scripts/ensure-built.mjs";

const RUNS = Number(process.env.RUNS ?? 20);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 15);
const port = Number(process.env.BENCH_PORT ?? 3513);
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, "..");
const serverRoot = path.resolve(process.env.BENCH_SERVER_ROOT ?? root);
const dishesOnly = process.env.LIVE_ONLY === "dishes";
const screenWords = (process.env.LIVE_SCREENS ?? "").toLowerCase().split(",").filter(Boolean);
/** Whether the screen `name` is benched (LIVE_SCREENS). */
const benched = (name: string) => screenWords.length === 0 || screenWords.some((w) => name.toLowerCase().includes(w));
const printSamples = process.env.LIVE_SAMPLES === "1";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "waroeng-bench-live-"));
chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as "postgres" under root

// biome-ignore lint/suspicious/noExplicitAny: replies are read field by field
type Json = any;

async function startServer(): Promise<ChildProcess> {
  if (serverRoot === root) {
    ensureWebBuilt();
    ensureServerBuilt();
  }
  const child = spawn("node", [path.join(serverRoot, "apps/server/dist/main.js")], {
    cwd: serverRoot,
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
type ApiUser = Awaited<ReturnType<typeof apiUser>>;
/** The waiter's and the cook's calls (clearing the bench's notas), once signed in. */
let pelayan: ApiUser;
let dapur: ApiUser;

async function device(browser: Browser, email: string, blockStream: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  await context.addInitScript("window.__name = (f) => f"); // tsx (esbuild keepNames) names the functions passed to evaluate
  // Records when each live event reaches the page (for the breakdown: event after reply, badge after event).
  await context.addInitScript(`(() => {
    const ES = window.EventSource;
    window.__events = [];
    window.EventSource = class extends ES {
      constructor(url, init) {
        super(url, init);
        this.addEventListener("message", (e) => window.__events.push([Date.now(), e.data]));
      }
    };
  })()`);
  if (blockStream) {
    await context.route("**/api/events", (route) => route.abort("connectionrefused"));
  }
  const res = await context.request.post("/api/login", { data: { email, password: "demo12345" } });
  if (!res.ok()) {
    throw new Error(`login ${email}: ${res.status()}`);
  }
  return context;
}

/** The 1, 5 and 15 minute load averages now. */
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(0).padStart(5)} ms   p95 ${pct(xs, 95).toFixed(0).padStart(5)} ms   (n=${xs.length})`;

let tableCursor = 0;
/** The nota number of the last order openOrder opened. */
let lastNote = "";
async function openOrder(kasir: ApiUser, tables: number[], customer: string, menuIds: number[]): Promise<number> {
  const table = tables[tableCursor++ % tables.length];
  lastNote = String(20_000_000 + Math.floor(Math.random() * 70_000_000));
  const created = await kasir.post("tmp-transaction", {
    tmp_transaction_m_meja_id: table,
    tmp_transaction_note_number: lastNote,
    tmp_transaction_customer_name: customer,
    tmp_transaction_order_time: new Date().toISOString(),
  });
  const id = created.data.tmp_transaction_id as number;
  for (const m of menuIds) {
    await kasir.post("m-transaction-meja/add-menu", {
      tmp_transaction_detail_m_produk_id: m,
      tmp_transaction_detail_tmp_transaction_id: id,
    });
  }
  return id;
}

async function pay(kasir: ApiUser, id: number): Promise<void> {
  const t = (await kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`)).totals;
  await kasir.post("recap-transactions", {
    tmp_transaction_id: id,
    payment_method: 1,
    sub_total: t.subtotal,
    total: t.rounded,
    nominal_uang: t.rounded,
    exchange: 0,
    round: t.rounding,
    nominal_pajak: t.tax,
    nominal_sc: t.service_charge,
  });
}

/** Resolves (in the page) with Date.now() when an element of `selector` showing `name` is in the document. */
function watchBadge(page: Page, name: string, selector: string) {
  return page.evaluate(
    ([n, sel]) =>
      new Promise<number>((resolve) => {
        const seen = () => [...document.querySelectorAll(sel as string)].some((b) => (b.textContent ?? "").includes(n as string));
        if (seen()) {
          resolve(Date.now());
          return;
        }
        const mo = new MutationObserver(() => {
          if (seen()) {
            mo.disconnect();
            resolve(Date.now());
          }
        });
        mo.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    [name, selector],
  );
}

/**
 * A live screen of the bench: who opens it, where, what it has loaded, and the element a new nota
 * shows as (with the customer's name, or with the nota number when `byNote`).
 */
interface LiveScreen {
  email: string;
  url: string;
  ready: string;
  nota: string;
  byNote?: boolean;
}
const HAL_TATA: LiveScreen = { email: "dapur@demo.test", url: "/hal-tata/dine_in", ready: "hal-tata", nota: '[data-testid="nota-badge"]' };

/** Makes ready, serves and delivers the order's dishes: its nota leaves the kitchen and pickup lists (Hal Ambil's page 1 stays free). */
async function clearNota(pelayan: ApiUser, id: number): Promise<void> {
  for (const d of (await pelayan.get(`m-dish-status/by-transaction/${id}`)).data as { m_dish_status_id: number }[]) {
    await dapur.get(`m-dish-status/set-ready/${d.m_dish_status_id}`);
    await pelayan.get(`m-dish-status/set-served/${d.m_dish_status_id}`);
  }
  await pelayan.get(`m-dish-status/set-delivered?transaction_id=${id}`);
}

async function dishToScreen(browser: Browser, kasir: ApiUser, tables: number[], menuId: number, blockStream: boolean, screen: LiveScreen) {
  const context = await device(browser, screen.email, blockStream);
  const page = await context.newPage();
  await page.goto(screen.url);
  await page.getByTestId(screen.ready).waitFor();
  await page.waitForLoadState("networkidle").catch(() => undefined);
  const times: number[] = [];
  const eventAfterReply: number[] = [];
  const badgeAfterEvent: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const name = `Bench ${blockStream ? "poll" : "push"} ${i} ${Date.now() % 100000}`;
    const id = await openOrder(kasir, tables, name, [menuId]);
    const seen = watchBadge(page, screen.byNote ? lastNote : name, screen.nota);
    await new Promise((r) => setTimeout(r, 50)); // the observer is installed
    await kasir.get(`m-transaction-meja/set-production/${id}`);
    const replied = Date.now();
    const shown = await seen;
    times.push(shown - replied);
    const events = (await page.evaluate("window.__events")) as Array<[number, string]>;
    const event = events.find(([, data]) => data.includes('"dishes"') && data.includes(`"orderId":${id}`));
    if (event) {
      eventAfterReply.push(event[0] - replied);
      badgeAfterEvent.push(shown - event[0]);
    }
    if (printSamples) {
      console.log(`    ${screen.url} run ${i}: ${shown - replied} ms (event after ${event ? event[0] - replied : "?"} ms)`);
    }
    await pay(kasir, id);
    await clearNota(pelayan, id);
  }
  await context.close();
  return { times, eventAfterReply, badgeAfterEvent };
}

async function tapToLine(browser: Browser, kasir: ApiUser, tables: number[], cpuSlowdown: number) {
  const context = await device(browser, "kasir@demo.test", false);
  const page = await context.newPage();
  const id = await openOrder(kasir, tables, `Bench tap ${cpuSlowdown}`, []);
  await page.goto(`/order/${id}`);
  const card = page.locator('[data-testid^="menu-card-"]', { hasText: "Es Teh Manis" }).first();
  await card.waitFor();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  }
  const times: number[] = [];
  for (let i = 1; i <= RUNS; i++) {
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
      i,
    );
    times.push(ms);
  }
  await page.waitForFunction(() => !document.querySelector('[data-testid^="menu-card-"]:disabled'));
  await context.close();
  await pay(kasir, id);
  return times;
}

async function idleRequests(browser: Browser, email: string, url: string, blockStream: boolean): Promise<number> {
  const context = await device(browser, email, blockStream);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await new Promise((r) => setTimeout(r, 3000)); // first loads and the stream settle
  let count = 0;
  page.on("request", (req) => {
    const u = new URL(req.url());
    if (u.pathname.startsWith("/api/") && u.pathname !== "/api/events") {
      count++;
    }
  });
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  await context.close();
  return (count * 60) / IDLE_SECONDS;
}

const server = await startServer();
process.on("exit", () => server.kill("SIGTERM")); // also when a step throws
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const kasir = await apiUser("kasir@demo.test");
  pelayan = await apiUser("pelayan@demo.test");
  dapur = await apiUser("dapur@demo.test");
  const modal = await kasir.get("m-modal/get-modal");
  await kasir.post("m-modal/save-modal", {
    modal_detail: [{ m_modal_tipe_id: modal.data.modal_tipe[0].m_modal_tipe_id, rekap_modal_detail_qty: 2 }],
  });
  const tables = ((await kasir.get("m-meja")).data as { m_meja_id: number; m_meja_type: string }[])
    .filter((t) => t.m_meja_type === "meja")
    .map((t) => t.m_meja_id);
  const menus = (await kasir.get("mmenu")).data as { m_menu_id: number; m_menu_nama: string }[];
  const dish = menus.find((m) => m.m_menu_nama === "Ayam Bakar")?.m_menu_id ?? menus[0]?.m_menu_id ?? 0;

  console.log(
    `live screens in chromium, built server (${serverRoot}) on a fresh embedded database, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  if (benched("Hal Tata")) {
    const push = await dishToScreen(browser, kasir, tables, dish, false, HAL_TATA);
    console.log(`dish → Hal Tata after set-production returns, push     ${fmt(push.times)}   load ${load()}`);
    console.log(`  of which: the event reaches the page after the reply ${fmt(push.eventAfterReply)}`);
    console.log(`            the badge is on screen after the event     ${fmt(push.badgeAfterEvent)}`);
  }
  const dapurScreen = ((await dapur.get("m-layar-produksi/all")).data as Array<{ id: number; layar_name: string }>).find(
    (s) => s.layar_name === "Dapur",
  )?.id;
  const others: Array<[string, LiveScreen]> = [
    ["Hal Ambil", { email: "pelayan@demo.test", url: "/hal-ambil/makan", ready: "hal-ambil", nota: '[data-testid="pickup-card"]' }],
    ["Pesan Aktif", { email: "pelayan@demo.test", url: "/pesan-aktif", ready: "pesan-aktif", nota: '[data-testid="pickup-card"]' }],
    [
      "Layar Prod.",
      {
        email: "dapur@demo.test",
        url: `/layar-produksi/${dapurScreen}`,
        ready: "layar-produksi",
        nota: '[data-testid="production-dish"]',
        byNote: true,
      },
    ],
  ];
  for (const [name, screen] of others.filter(([name]) => benched(name))) {
    const r = await dishToScreen(browser, kasir, tables, dish, false, screen);
    console.log(`dish → ${name.padEnd(11)} after set-production returns, push ${fmt(r.times)}   load ${load()}`);
    console.log(`  of which: on screen after the event                  ${fmt(r.badgeAfterEvent)}`);
  }
  if (!dishesOnly) {
    const polling = await dishToScreen(browser, kasir, tables, dish, true, HAL_TATA);
    console.log(`dish → Hal Tata after set-production returns, polling  ${fmt(polling.times)}`);
    console.log(`tap → cart line visible                                ${fmt(await tapToLine(browser, kasir, tables, 1))}`);
    console.log(`tap → cart line visible, CPU 4× slower                 ${fmt(await tapToLine(browser, kasir, tables, 4))}`);
    const screens: Array<[string, string, string]> = [
      ["Hal Tata", "dapur@demo.test", "/hal-tata/dine_in"],
      ["Hal Ambil", "pelayan@demo.test", "/hal-ambil/makan"],
      ["Daftar Transaksi (Hal Meja)", "kasir@demo.test", "/dashboard"],
    ];
    console.log(`idle requests per minute per screen (${IDLE_SECONDS} s each)   stream up   stream down`);
    for (const [name, email, url] of screens) {
      const up = await idleRequests(browser, email, url, false);
      const down = await idleRequests(browser, email, url, true);
      console.log(`  ${name.padEnd(52)} ${up.toFixed(0).padStart(9)} ${down.toFixed(0).padStart(13)}`);
    }
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
