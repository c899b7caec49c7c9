/**
 * Outlets per box (`npm run bench:outlets`): N outlets (copies of the demo outlet) on one server
 * and one embedded PostgreSQL, each with 2 tills at a stall's pace — one order a minute per till:
 * open, 3 items a couple of seconds apart, send to the kitchen, the kitchen device reads the nota and
 * marks each dish ready, the pickup device serves each and delivers, the bill is read and paid — and
 * per till two live screens (Hal Tata and Hal Ambil, bench/outlets-screens.ts, their own process)
 * that follow the events as the web app does. Tills start spread over the first minute (not
 * measured), then BENCH_OUTLETS_SECONDS (default 90) are measured. Prints per N: the tills' request
 * p50/p95/p99, requests/s, the screens' list reads/s and in-place updates/s, the CPU share (of one
 * core) of the node server and of PostgreSQL (all its processes), and the load average beside.
 * Knobs: BENCH_OUTLETS (N list, default 100,200), BENCH_OUTLETS_SECONDS, BENCH_OUTLETS_RAMP (60 s), PORT (3515),
 * BENCH_SERVER_ROOT (a checkout whose bench/rush-server.ts serves: compare another commit's server
 * under the same load, e.g. a worktree of main). Figures only: nothing here asserts a time.
 */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { connect, ensureDatabase } from "../apps/server/src/db/client.ts";
import { startEmbedded } from "../apps/server/src/db/embedded.ts";
import { seedDemo, seedDemoCopy } from "../apps/server/src/db/seed.ts";
import { LIVE_COALESCE_MS } from "../packages/domain/src/constants.ts";

const counts = (process.env.BENCH_OUTLETS ?? "100,200").split(",").map(Number);
const seconds = Number(process.env.BENCH_OUTLETS_SECONDS ?? 90);
const RAMP_S = Number(process.env.BENCH_OUTLETS_RAMP ?? 60);
const port = Number(process.env.PORT ?? 3515);
const base = `http://127.0.0.1:${port}`;
const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(process.env.BENCH_SERVER_ROOT ?? path.join(here, ".."));

const dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-bench-outlets-"));
chmodSync(dir, 0o755);
const pg = await startEmbedded(dir, 0, false, { log: { info: () => {}, error: (m) => console.error(m) } });
await ensureDatabase(pg.url("postgres"), "bench");
const dbUrl = pg.url("bench");

interface Till {
  kasir: string;
  dapur: string;
  pelayan: string;
  tableId: number;
  menuIds: number[];
}

/** Seeds `n` outlets with two tills each: sessions made in the database (no logins), tables and menus read back. */
async function setup(n: number): Promise<Till[]> {
  const database = await connect(dbUrl);
  await seedDemo(database.db);
  const q = async <R>(text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows as R[];
  const [{ password_hash: hash } = { password_hash: "" }] = await q<{ password_hash: string }>(
    "select password_hash from users where email = 'kasir@demo.test'",
  );
  const tills: Till[] = [];
  for (let i = 1; i <= n; i++) {
    const code = `B${String(i).padStart(3, "0")}`;
    const outletId = await seedDemoCopy(database.db, code, hash);
    const session = async (role: string) => {
      const token = randomBytes(24).toString("base64url");
      await q(
        `insert into sessions (user_id, m_w_id, token_hash, expires_at)
         select id, m_w_id, $1, now() + interval '1 day' from users where m_w_id = $2 and role = $3 limit 1`,
        [createHash("sha256").update(token).digest("hex"), outletId, role],
      );
      return token;
    };
    const tables = await q<{ id: number }>(
      "select m_meja_id as id from m_meja where m_meja_m_w_id = $1 and m_meja_type = 'meja' order by m_meja_urut limit 2",
      [outletId],
    );
    const menuIds = (
      await q<{ id: number }>("select m_menu_id as id from m_menu where m_w_id = $1 and m_menu_active order by m_menu_id", [outletId])
    ).map((r) => r.id);
    for (const t of tables) {
      tills.push({
        kasir: await session("kasir"),
        dapur: await session("dapur"),
        pelayan: await session("pelayan"),
        tableId: t.id,
        menuIds,
      });
    }
  }
  await database.close();
  return tills;
}

/** CPU time (user + system, ms) of process `pid`, with its ended children's when `children`, from /proc. */
function cpuOf(pid: number, children = false): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0);
    return (ticks * 1000) / 100;
  } catch {
    return 0; // ended meanwhile
  }
}
/**
 * PostgreSQL's CPU time so far (ms): the postmaster with its ended backends, and the live backends.
 * A backend that ends between two readings moves its time into the postmaster's children's: the sum holds.
 */
function pgCpuMs(): number {
  const master = Number(readFileSync(path.join(dir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
  let sum = cpuOf(master, true);
  for (const p of readdirSync("/proc")) {
    if (/^\d+$/.test(p)) {
      try {
        if (Number(readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1]?.split(" ")[1]) === master) {
          sum += cpuOf(Number(p));
        }
      } catch {
        // ended meanwhile
      }
    }
  }
  return sum;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
let nota = 100000;

async function call(method: string, url: string, token: string, body?: object) {
  const res = await fetch(base + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** One till until `deadline`: an order a minute; request times after `measureFrom` go to `times`. */
async function till(t: Till, times: number[], errors: { n: number }, measureFrom: number, deadline: number): Promise<void> {
  const timed = async (method: string, url: string, token: string, body?: object) => {
    const t0 = performance.now();
    const res = await call(method, url, token, body);
    if (t0 >= measureFrom) {
      times.push(performance.now() - t0);
    }
    if (res.status >= 300) {
      errors.n++;
      throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.json)}`);
    }
    return res.json;
  };
  await sleep(Math.random() * RAMP_S * 1000);
  while (performance.now() < deadline) {
    const start = performance.now();
    const created = await timed("POST", "/api/tmp-transaction", t.kasir, {
      tmp_transaction_m_meja_id: t.tableId,
      tmp_transaction_note_number: String(nota++),
      tmp_transaction_customer_name: "Pak Bench",
      tmp_transaction_order_time: new Date().toISOString(),
    });
    const id = created.data.tmp_transaction_id as number;
    for (let k = 0; k < 3; k++) {
      await sleep(1500);
      await timed("POST", "/api/m-transaction-meja/add-menu", t.kasir, {
        tmp_transaction_detail_m_produk_id: t.menuIds[(id + k * 7) % t.menuIds.length],
        tmp_transaction_detail_tmp_transaction_id: id,
      });
    }
    await timed("GET", `/api/m-transaction-meja/set-production/${id}`, t.kasir);
    await sleep(4000);
    const dishes = (await timed("GET", `/api/m-dish-status/by-transaction/${id}`, t.dapur)).data as { id: number }[];
    for (const d of dishes) {
      await sleep(1500);
      await timed("GET", `/api/m-dish-status/set-ready/${d.id}`, t.dapur);
    }
    for (const d of dishes) {
      await sleep(1000);
      await timed("GET", `/api/m-dish-status/set-served/${d.id}`, t.pelayan);
    }
    for (const type of ["makan", "minum"]) {
      await timed("GET", `/api/m-dish-status/set-delivered?transaction_id=${id}&type=${type}`, t.pelayan);
    }
    await sleep(2000);
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
    await sleep(Math.max(0, start + 60_000 - performance.now()));
  }
}

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(serverRoot, "bench", "rush-server.ts")], {
    cwd: serverRoot,
    env: { ...process.env, RUSH_KIND: "app", RUSH_PORT: String(port), RUSH_DATABASE_URL: dbUrl, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stderr?.on("data", (b: Buffer) => (b.toString().includes("listening") ? resolve() : undefined));
    child.on("exit", (code) => reject(new Error(`server exited ${code}`)));
  });
  return child;
}

async function phase(server: ChildProcess, tills: Till[]) {
  const screens = fork(path.join(here, "outlets-screens.ts"), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = () =>
    new Promise<{ started?: true; fetches?: number; patched?: number; errors?: number }>((r) => screens.once("message", r));
  const started = next();
  screens.send({
    start: {
      base,
      debounceMs: LIVE_COALESCE_MS,
      screens: tills.flatMap((t) => [
        { token: t.dapur, kind: "tata" },
        { token: t.pelayan, kind: "ambil" },
      ]),
    },
  });
  await started;
  const times: number[] = [];
  const errors = { n: 0 };
  const t0 = performance.now();
  const measureFrom = t0 + RAMP_S * 1000;
  const deadline = measureFrom + seconds * 1000;
  const running = tills.map((t) =>
    till(t, times, errors, measureFrom, deadline).catch((e: Error) => console.error(`till stopped: ${e.message}`)),
  );
  await sleep(RAMP_S * 1000);
  const [node0, pg0, c0] = [cpuOf(server.pid ?? 0), pgCpuMs(), performance.now()];
  const screens0 = next();
  await sleep(seconds * 1000);
  const [node1, pg1, c1] = [cpuOf(server.pid ?? 0), pgCpuMs(), performance.now()];
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  screens.send({ stop: true });
  const s = await screens0;
  screens.disconnect();
  await Promise.all(running);
  const wall = c1 - c0;
  return {
    times,
    errors: errors.n + (s.errors ?? 0),
    wall,
    node: (node1 - node0) / wall,
    pg: (pg1 - pg0) / wall,
    fetches: s.fetches ?? 0,
    patched: s.patched ?? 0,
    load,
  };
}

const maxN = Math.max(...counts);
console.error(`seeding ${maxN} outlets…`);
const all = await setup(maxN);
console.log(
  `outlets per box: 2 tills per outlet at one order a minute, 2 live screens per till, ${seconds} s measured after a ${RAMP_S} s ramp, server ${serverRoot}, ${os.cpus().length} cores`,
);
console.log(
  ["outlets", "p50 ms", "p95 ms", "p99 ms", "req/s", "list reads/s", "in place/s", "node CPU", "PG CPU", "errors", "load 1/5/15"]
    .map((h, i) => (i === 0 ? h.padEnd(8) : h.padStart(i === 10 ? 16 : 13)))
    .join(""),
);
for (const n of counts) {
  const server = await startServer();
  try {
    // Opening cash per till (the cashier's session must have one before the first order).
    for (const t of all.slice(0, n * 2)) {
      const modal = (await call("GET", "/api/m-modal/get-modal", t.kasir)).json.data as { modal_tipe: { m_modal_tipe_id: number }[] };
      await call("POST", "/api/m-modal/save-modal", t.kasir, {
        modal_detail: modal.modal_tipe.map((d) => ({ m_modal_tipe_id: d.m_modal_tipe_id, rekap_modal_detail_qty: 2 })),
      });
    }
    const r = await phase(server, all.slice(0, n * 2));
    const share = (x: number) => `${(x * 100).toFixed(1)} %`;
    console.log(
      [
        String(n).padEnd(8),
        ...[pct(r.times, 50), pct(r.times, 95), pct(r.times, 99)].map((x) => x.toFixed(1)),
        (r.times.length / (r.wall / 1000)).toFixed(1),
        (r.fetches / (r.wall / 1000)).toFixed(1),
        (r.patched / (r.wall / 1000)).toFixed(1),
        share(r.node),
        share(r.pg),
        String(r.errors),
        r.load,
      ]
        .map((c, i) => (i === 0 ? c : c.padStart(i === 10 ? 16 : 13)))
        .join(""),
    );
  } finally {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
}
await pg.stop();
rmSync(dir, { recursive: true, force: true });
