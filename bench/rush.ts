/**
 * Rush-hour benchmark: N tills each loop the whole main job over HTTP
 * (open table → add menu × k → set-production → the kitchen marks each dish ready → the pickup marks
 * each served → deliver → totals → pay), while each till has two live screens (Hal Tata: the kitchen's
 * `available` list; Hal Ambil: the pickup's `ready-by-type` list) subscribed to /api/events (bearer
 * header) that refetch their list when an event of topic `dishes` arrives (push: events within
 * `BENCH_RUSH_DEBOUNCE_MS` coalesce, at most one fetch in flight per screen), naming the live version
 * of the last event seen (`Live-Version`, as the web app does: the server may answer the outlet's
 * screens from one shared read). Each till's kitchen and pickup are their own devices (sessions): the
 * cook taps Siap on the till's Hal Tata session and the waiter serves on its Hal Ambil session. The server runs as a child
 * process so its CPU time is its own. Prints per N: p50/p99 of the tills' requests, paid orders/s,
 * screen fetches/s and server CPU per request, and (stderr) the server's event-loop delay per phase.
 * Two loads: **paced** — each till waits a think time between its requests (uniform 0.5…1.5 ×
 * `BENCH_RUSH_PACE_MS`, default 500 ms: a cashier, cook and waiter tapping twice a second between
 * them, faster than a real till keeps up) — the rush-hour latency target (p99 < 50 ms at N = 20);
 * and **closed loop** (no think time: every till fires its next request the moment the last returns)
 * — the capacity, where latency is only queueing (Little's law: p99 grows with N once the CPU is
 * full). Then the closed load at `BENCH_RUSH_BARE_N` against a bare Fastify + pg server running the
 * same SQL (bench/rush-bare.ts), and the app/bare CPU ratio — with the screens' shared reads, and again
 * with every screen read afresh (no `Live-Version`: the app running all of the bare server's SQL).
 * Knobs: BENCH_RUSH_N (paced, default 5,10,20,40), BENCH_RUSH_CLOSED_N (10,20), BENCH_RUSH_PACE_MS
 * (500), BENCH_RUSH_SECONDS per N (default 60 paced, 15 closed: a paced p99 needs ~1,600 till requests), BENCH_RUSH_ITEMS (3),
 * BENCH_RUSH_DEBOUNCE_MS (LIVE_COALESCE_MS, 25: as the web app), BENCH_RUSH_SCREENS (`inline`: the screens share the tills' event loop, as
 * before stop 23; default: their own process, as the other devices they are), BENCH_RUSH_BARE_N (10; 0 skips the baseline), PORT (3514), BENCH_RUSH_PROF
 * (a folder: the server writes a V8 CPU profile there, `node --cpu-prof`; read it with bench/cpu-profile-top.ts),
 * BENCH_RUSH_ROUTE_ROUNDS (20; 0 skips) and BENCH_RUSH_ROUTE_TILLS (10): the app's and the bare server's CPU per
 * request route by route (bench/rush-routes.ts) and their ratio. `BENCH_RUSH_N= BENCH_RUSH_CLOSED_N= BENCH_RUSH_BARE_N=0`
 * runs only that.
 * Figures only: nothing here asserts a time.
 */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { connect, ensureDatabase } from "../apps/server/src/db/client.ts";
import { startEmbedded } from "../apps/server/src/db/embedded.ts";
import { seedDemo } from "../apps/server/src/db/seed.ts";
import { LIVE_COALESCE_MS } from "../packages/domain/src/constants.ts";
import { printRouteCpu, type RouteCpu, routeCpu } from "./rush-routes.ts";
import { type ScreenStats, screen } from "./rush-screen.ts";

const counts = (process.env.BENCH_RUSH_N ?? "5,10,20,40").split(",").filter(Boolean).map(Number);
const closedCounts = (process.env.BENCH_RUSH_CLOSED_N ?? "10,20").split(",").filter(Boolean).map(Number);
const paceMs = Number(process.env.BENCH_RUSH_PACE_MS ?? 500);
// A paced phase at N = 20 makes about 8 till requests a second: 15 s gave ~400, whose p99 is the
// 4th-worst request (one stall of the box moved it by 50 ms). 60 s gives ~1,600 samples.
const pacedSeconds = Number(process.env.BENCH_RUSH_SECONDS ?? 60);
const closedSeconds = Number(process.env.BENCH_RUSH_SECONDS ?? 15);
const items = Number(process.env.BENCH_RUSH_ITEMS ?? 3);
const debounceMs = Number(process.env.BENCH_RUSH_DEBOUNCE_MS ?? LIVE_COALESCE_MS);
const bareN = Number(process.env.BENCH_RUSH_BARE_N ?? 10);
const screensInline = process.env.BENCH_RUSH_SCREENS === "inline";
const routeRounds = Number(process.env.BENCH_RUSH_ROUTE_ROUNDS ?? 20);
const routeTills = Number(process.env.BENCH_RUSH_ROUTE_TILLS ?? 10);
const port = Number(process.env.PORT ?? 3514);
const base = `http://127.0.0.1:${port}`;
const here = path.dirname(fileURLToPath(import.meta.url));

const dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-bench-rush-"));
chmodSync(dir, 0o755);
const pg = await startEmbedded(dir, 0, false);
await ensureDatabase(pg.url("postgres"), "bench");
const dbUrl = pg.url("bench");
const database = await connect(dbUrl);
await seedDemo(database.db);
// One dine-in table per till.
await database.pool.query(`insert into m_meja (m_meja_m_w_id, m_meja_nama, m_meja_type, m_meja_jenis_id, m_meja_urut)
  select m.m_meja_m_w_id, 'Rush ' || g, 'meja', m.m_meja_jenis_id, 100 + g
  from (select * from m_meja where m_meja_type = 'meja' order by m_meja_id limit 1) m, generate_series(1, ${Math.max(...counts, ...closedCounts, bareN, routeTills)}) g`);
await database.close();

/** Server CPU time (user + system) of a process, in ms, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function startServer(kind: "app" | "bare"): Promise<ChildProcess> {
  const prof = process.env.BENCH_RUSH_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_RUSH_PROF}`] : [];
  const child = spawn(process.execPath, [...prof, "--import", "tsx", path.join(here, "rush-server.ts")], {
    env: { ...process.env, RUSH_KIND: kind, RUSH_PORT: String(port), RUSH_DATABASE_URL: dbUrl, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stderr?.on("data", (b: Buffer) => (b.toString().includes("listening") ? resolve() : process.stderr.write(b)));
    child.on("exit", (code) => reject(new Error(`${kind} server exited ${code}`)));
  });
  return child;
}
async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

async function http(
  method: string,
  url: string,
  token: string,
  body?: object,
  liveVersion?: string,
): Promise<{ status: number; json: Reply }> {
  const res = await fetch(base + url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { "content-type": "application/json" } : {}),
      ...(liveVersion ? { "live-version": liveVersion } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** What the rush reads of a reply. */
interface Reply {
  data: unknown;
  totals: { subtotal: number; rounded: number; tax: number; service_charge: number; rounding: number };
}

interface Stats extends ScreenStats {
  till: number[];
  /** The same durations by route (method and path without ids): where a phase's tail comes from. */
  byRoute: Map<string, number[]>;
  paid: number;
}
/** `GET /api/m-dish-status/set-ready/123` → `GET /api/m-dish-status/set-ready`. */
const routeOf = (method: string, url: string) => `${method} ${(url.split("?")[0] ?? url).replace(/\/\d+$/, "")}`;
function record(stats: Stats, method: string, url: string, ms: number): void {
  stats.till.push(ms);
  const key = routeOf(method, url);
  const list = stats.byRoute.get(key) ?? [];
  list.push(ms);
  stats.byRoute.set(key, list);
}

interface Tokens {
  kasir: string;
  dapur: string;
  pelayan: string;
}
/** Whether the screens name their live version (`Live-Version`): off for the app run without shared reads. */
let shareReads = true;
/** Device sessions per till (kitchen and pickup), made once by cloning the demo users' sessions. */
const tillTokens: Tokens[] = [];
let nota = 100000;

/** One till: loops the main job on its table until `deadline`, `pace` ms (mean think time, 0: none) between requests. */
async function till(t: Tokens, tableId: number, menuIds: number[], stats: Stats, deadline: number, pace: number): Promise<void> {
  const think = () => (pace > 0 ? new Promise((r) => setTimeout(r, pace * (0.5 + Math.random()))) : undefined);
  const timed = async (method: string, url: string, token: string, body?: object) => {
    await think();
    const t0 = performance.now();
    const res = await http(method, url, token, body);
    record(stats, method, url, performance.now() - t0);
    if (res.status >= 300) {
      stats.errors++;
      throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.json)}`);
    }
    return res.json;
  };
  while (performance.now() < deadline) {
    const created = await timed("POST", "/api/tmp-transaction", t.kasir, {
      tmp_transaction_m_meja_id: tableId,
      tmp_transaction_note_number: String(nota++),
      tmp_transaction_customer_name: "Rush Boss",
      tmp_transaction_order_time: new Date().toISOString(),
    });
    const id = (created.data as { tmp_transaction_id: number }).tmp_transaction_id;
    for (let k = 0; k < items; k++) {
      await timed("POST", "/api/m-transaction-meja/add-menu", t.kasir, {
        tmp_transaction_detail_m_produk_id: menuIds[(id + k) % menuIds.length],
        tmp_transaction_detail_tmp_transaction_id: id,
      });
    }
    await timed("GET", `/api/m-transaction-meja/set-production/${id}`, t.kasir);
    const dishes = (await timed("GET", `/api/m-dish-status/by-transaction/${id}`, t.dapur)).data as { m_dish_status_id: number }[];
    for (const d of dishes) {
      await timed("GET", `/api/m-dish-status/set-ready/${d.m_dish_status_id}`, t.dapur);
    }
    for (const d of dishes) {
      await timed("GET", `/api/m-dish-status/set-served/${d.m_dish_status_id}`, t.pelayan);
    }
    for (const type of ["makan", "minum"]) {
      await think();
      const t0 = performance.now();
      await http("GET", `/api/m-dish-status/set-delivered?transaction_id=${id}&type=${type}`, t.pelayan);
      record(stats, "GET", "/api/m-dish-status/set-delivered", performance.now() - t0);
    }
    const totals = (await timed("GET", `/api/transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`, t.kasir)).totals;
    await timed("POST", "/api/recap-transactions", t.kasir, {
      tmp_transaction_id: id,
      payment_method: 1,
      sub_total: totals.subtotal,
      total: totals.rounded,
      nominal_pajak: totals.tax,
      nominal_sc: totals.service_charge,
      nominal_uang: totals.rounded,
      round: totals.rounding,
    });
    stats.paid++;
  }
}

interface PhaseResult {
  n: number;
  p50: number;
  p99: number;
  paidPerS: number;
  fetchPerS: number;
  requests: number;
  /** The tills' own requests (the p50/p99 are theirs): the p99's sample size. */
  tillRequests: number;
  cpuPerReq: number;
  cpuPerOrder: number;
  errors: number;
}
/** `n` tills' device sessions: the cashier's shared, a kitchen and a pickup session per till (clones in the database). */
async function tillSessions(t: Tokens, n: number): Promise<Tokens[]> {
  if (tillTokens.length < n) {
    const database = await connect(dbUrl);
    const hash = (token: string) => createHash("sha256").update(token).digest("hex");
    const clone = async (token: string) => {
      const fresh = randomBytes(24).toString("base64url");
      await database.pool.query(
        `insert into sessions (user_id, m_w_id, token_hash, expires_at)
         select user_id, m_w_id, $1, expires_at from sessions where token_hash = $2`,
        [hash(fresh), hash(token)],
      );
      return fresh;
    };
    while (tillTokens.length < n) {
      tillTokens.push({ kasir: t.kasir, dapur: await clone(t.dapur), pelayan: await clone(t.pelayan) });
    }
    await database.close();
  }
  return tillTokens.slice(0, n);
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

async function phase(
  pid: number,
  t: Tokens,
  tableIds: number[],
  menuIds: number[],
  n: number,
  pace: number,
  secs: number,
): Promise<PhaseResult> {
  const stats: Stats = { till: [], byRoute: new Map(), screenFetches: 0, paid: 0, errors: 0 };
  const devices = await tillSessions(t, n);
  const screens = await startScreens(devices, stats);
  await new Promise((r) => setTimeout(r, 300));
  process.kill(pid, "SIGUSR2"); // the server's event-loop delay starts counting for this phase
  const cpu0 = cpuMs(pid);
  const t0 = performance.now();
  const deadline = t0 + secs * 1000;
  const tills = tableIds.slice(0, n).map((tableId, i) =>
    till(devices[i] as Tokens, tableId, menuIds, stats, deadline, pace).catch((err: Error) => {
      console.error(`till stopped: ${err.message}`);
    }),
  );
  await Promise.all(tills);
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = cpuMs(pid) - cpu0;
  process.kill(pid, "SIGUSR2"); // prints the phase's event-loop delay (stderr)
  await screens.stop();
  const p99All = pct(stats.till, 99);
  const routes = [...stats.byRoute].map(([route, xs]) => ({
    route,
    n: xs.length,
    p99: pct(xs, 99),
    over: xs.filter((x) => x >= p99All).length,
  }));
  routes.sort((a, b) => b.over - a.over);
  if (secs >= 5) {
    console.error(
      `N=${n} pace ${pace}: requests at or over the p99 (${p99All.toFixed(1)} ms) by route: ` +
        routes
          .filter((r) => r.over > 0)
          .map((r) => `${r.route} ${r.over}/${r.n} (route p99 ${r.p99.toFixed(1)})`)
          .join("; "),
    );
  }
  const requests = stats.till.length + stats.screenFetches;
  return {
    n,
    p50: pct(stats.till, 50),
    p99: pct(stats.till, 99),
    paidPerS: stats.paid / elapsed,
    fetchPerS: stats.screenFetches / elapsed,
    requests,
    tillRequests: stats.till.length,
    cpuPerReq: cpu / Math.max(1, requests),
    cpuPerOrder: cpu / Math.max(1, stats.paid),
    errors: stats.errors,
  };
}

/**
 * Starts two live screens per device (Hal Tata and Hal Ambil) — in their own process (bench/rush-screens.ts)
 * unless `BENCH_RUSH_SCREENS=inline` — and resolves once every stream is open. `stop` ends them and
 * adds their fetches and failures to `stats`.
 */
async function startScreens(devices: Tokens[], stats: Stats): Promise<{ stop: () => Promise<void> }> {
  const opts = { debounceMs, shareReads };
  if (screensInline) {
    const abort = new AbortController();
    const all = devices.flatMap((d) => [
      screen(base, d.dapur, "GET", "/api/m-dish-status/available", undefined, opts, stats, abort.signal),
      screen(base, d.pelayan, "POST", "/api/m-dish-status/ready-by-type?page=1", { type: "makan" }, opts, stats, abort.signal),
    ]);
    await Promise.all(all.map((s) => s.opened));
    return {
      stop: async () => {
        abort.abort();
        await Promise.all(all.map((s) => s.done));
      },
    };
  }
  const child = fork(path.join(here, "rush-screens.ts"), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = () => new Promise<{ started?: true; fetches?: number; errors?: number }>((r) => child.once("message", r));
  const started = next();
  child.send({ start: { base, devices: devices.map((d) => ({ dapur: d.dapur, pelayan: d.pelayan })), ...opts } });
  await started;
  return {
    stop: async () => {
      const result = next();
      child.send({ stop: true });
      const r = await result;
      stats.screenFetches += r.fetches ?? 0;
      stats.errors += r.errors ?? 0;
      child.disconnect();
    },
  };
}

let tokens: Tokens | undefined;
/** CPU per request per hot route, by server kind (bench/rush-routes.ts), measured on each kind's first run. */
const routeCpus = new Map<"app" | "bare", RouteCpu>();
async function run(kind: "app" | "bare", ns: number[], pace: number): Promise<PhaseResult[]> {
  const child = await startServer(kind);
  try {
    const login = async (email: string) => {
      const res = await fetch(`${base}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "demo12345" }),
      });
      return ((await res.json()) as { data: { token: string } }).data.token;
    };
    // Sessions and the open cash live in the database: the app's first run sets them up for every run.
    if (!tokens) {
      tokens = { kasir: await login("kasir@demo.test"), dapur: await login("dapur@demo.test"), pelayan: await login("pelayan@demo.test") };
      const modal = (await http("GET", "/api/m-modal/get-modal", tokens.kasir)).json.data as { modal_tipe: { m_modal_tipe_id: number }[] };
      await http("POST", "/api/m-modal/save-modal", tokens.kasir, {
        modal_detail: modal.modal_tipe.map((d) => ({ m_modal_tipe_id: d.m_modal_tipe_id, rekap_modal_detail_qty: 2 })),
      });
    }
    const t = tokens;
    const ids = await connect(dbUrl);
    const tableIds = (await ids.pool.query("select m_meja_id from m_meja where m_meja_nama like 'Rush %' order by m_meja_id")).rows.map(
      (r) => r.m_meja_id,
    );
    const menuIds = (
      await ids.pool.query(`select m_menu_id from m_menu where m_menu_active and not m_menu_habis
        and m_w_id = (select m_meja_m_w_id from m_meja where m_meja_nama like 'Rush %' limit 1) order by m_menu_id`)
    ).rows.map((r) => r.m_menu_id);
    await ids.close();
    // Warm up: one till, two seconds.
    await phase(child.pid ?? 0, t, tableIds, menuIds, 1, 0, 2);
    const out: PhaseResult[] = [];
    for (const n of ns) {
      const r = await phase(child.pid ?? 0, t, tableIds, menuIds, n, pace, pace > 0 ? pacedSeconds : closedSeconds);
      out.push(r);
      console.error(`${kind} N=${n} pace ${pace}: p99 ${r.p99.toFixed(1)} ms, ${r.paidPerS.toFixed(1)} paid/s`);
    }
    if (routeRounds > 0 && !routeCpus.has(kind)) {
      const devices = await tillSessions(t, routeTills);
      const lockstep = (rounds: number) => {
        const first = nota;
        nota += rounds * routeTills;
        return routeCpu(child, base, devices, tableIds, menuIds, items, rounds, first);
      };
      await lockstep(2); // warm-up, not counted
      routeCpus.set(kind, await lockstep(routeRounds));
    }
    return out;
  } finally {
    await stopServer(child);
  }
}

function print(title: string, rows: PhaseResult[]): void {
  console.log(title);
  console.log(
    ["tills", "p50 ms", "p99 ms", "till requests", "paid/s", "screen fetch/s", "requests", "CPU ms/req", "CPU ms/order", "errors"]
      .map((h, i) => (i === 0 ? h.padEnd(6) : h.padStart(16)))
      .join(""),
  );
  for (const r of rows) {
    console.log(
      [
        String(r.n).padEnd(6),
        r.p50.toFixed(1).padStart(16),
        r.p99.toFixed(1).padStart(16),
        String(r.tillRequests).padStart(16),
        r.paidPerS.toFixed(1).padStart(16),
        r.fetchPerS.toFixed(1).padStart(16),
        String(r.requests).padStart(16),
        r.cpuPerReq.toFixed(2).padStart(16),
        r.cpuPerOrder.toFixed(1).padStart(16),
        String(r.errors).padStart(16),
      ].join(""),
    );
  }
}

const load = os.loadavg()[0]?.toFixed(1);
const head = (secs: number) =>
  `push screens (2 per till, ${screensInline ? "in the tills' process" : "their own process"}), ${secs} s per N, ${items} items per order, ${os.cpus().length} cores, load ${load}`;
const paced = await run("app", counts, paceMs);
if (paced.length > 0) {
  print(`rush hour, paced tills (think time ${paceMs} ms ± 50% between requests), ${head(pacedSeconds)}: app`, paced);
}
const closed = closedCounts.length > 0 ? await run("app", closedCounts, 0) : [];
if (closed.length > 0) {
  print(`capacity, closed-loop tills (no think time; latency is queueing), ${head(closedSeconds)}: app`, closed);
}
if (bareN > 0) {
  const bare = await run("bare", [bareN], 0);
  print(`same closed load at N=${bareN}: bare Fastify + pg, same SQL`, bare);
  const appAtN = closed.find((r) => r.n === bareN) ?? (await run("app", [bareN], 0))[0];
  // The same load with every screen read afresh (no Live-Version): the app doing the bare server's SQL, all of it.
  shareReads = false;
  const unshared = await run("app", [bareN], 0);
  shareReads = true;
  print(`same closed load at N=${bareN}: app, screens without Live-Version (no shared reads)`, unshared);
  const b = bare[0];
  const ratio = (label: string, a: PhaseResult | undefined) => {
    if (a && b) {
      console.log(
        `app/bare CPU per request at N=${bareN}, ${label}: ${(a.cpuPerReq / b.cpuPerReq).toFixed(2)}× (per paid order: ${(a.cpuPerOrder / b.cpuPerOrder).toFixed(2)}×)`,
      );
    }
  };
  ratio("shared screen reads", appAtN);
  ratio("every read afresh", unshared[0]);
}
if (routeRounds > 0 && !routeCpus.has("bare")) {
  await run("bare", [], 0);
}
const appRoutes = routeCpus.get("app");
const bareRoutes = routeCpus.get("bare");
if (appRoutes && bareRoutes) {
  printRouteCpu(
    appRoutes,
    bareRoutes,
    `server CPU per request by route (target app/bare ≤ 1.5×): ${routeTills} tills in lockstep, ${routeRounds} orders each, ${items} items per order, no screens, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
}
await pg.stop();
rmSync(dir, { recursive: true, force: true });
