/**
 * Cold start and memory of the built server (apps/server/dist), as a stall runs it. Per round, in turn:
 * - cold start: `node dist/main.js` on a fresh DATA_DIR (initdb, migrations, demo data) until it
 *   answers, and the server's own `Started in …` line (where the seconds went: modules, certificates,
 *   PostgreSQL, migrations, demo data, app, listening); then a warm start on the same folder;
 * - idle RSS of the server process 3 s after it answered, with and without `--enable-source-maps`;
 * - `npm start`: the RSS of the whole process tree npm starts, minus the server's own (the wrappers),
 *   when the web app is built (apps/web/dist; else skipped).
 * The embedded PostgreSQL's processes are not counted (they are the same in every case).
 * Prints medians over `BENCH_FOOTPRINT_ROUNDS` (3) rounds with the load average beside each figure.
 * Run: `npx tsx bench/footprint.ts` (builds the server first). Knobs: PORT (3520). Figures only.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "apps/server/dist/main.js");
const port = Number(process.env.PORT ?? 3520);
const rounds = Number(process.env.BENCH_FOOTPRINT_ROUNDS ?? 3);
const load = () => (os.loadavg()[0] ?? 0).toFixed(1);

const built = spawnSync(process.execPath, [path.join(root, "apps/server/build.mjs")], {
  cwd: path.join(root, "apps/server"),
  stdio: "inherit",
});
if (built.status !== 0) {
  throw new Error("server build failed");
}

/** Resident memory of a process, MB (VmRSS), 0 when it is gone. */
function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}
/** The process and its descendants (from /proc), by pid, with their command names. */
function tree(pid: number): { pid: number; comm: string }[] {
  const children = new Map<number, number[]>();
  const comm = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      comm.set(Number(entry), name);
    } catch {
      // gone meanwhile
    }
  }
  const out: { pid: number; comm: string }[] = [];
  const walk = (p: number) => {
    out.push({ pid: p, comm: comm.get(p) ?? "?" });
    for (const c of children.get(p) ?? []) {
      walk(c);
    }
  };
  walk(pid);
  return out;
}

interface Started {
  child: ChildProcess;
  ms: number;
  startedLine: string;
}
/** Starts `command args` with a DATA_DIR and resolves once the server answers on `port`. */
async function start(command: string, args: string[], dataDir: string): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HTTPS_PORT: "off",
      MDNS: "off",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (b: Buffer) => {
    out += b.toString();
  });
  child.stderr?.on("data", (b: Buffer) => {
    out += b.toString();
  });
  const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`${command} exited ${code}: ${out}`))));
  await Promise.race([
    exited,
    (async () => {
      while (!out.includes("Waroeng POS (")) {
        await new Promise((r) => setTimeout(r, 20));
      }
    })(),
  ]);
  const ms = performance.now() - t0;
  return { child, ms, startedLine: /Started in [^\n]*/.exec(out)?.[0] ?? "" };
}
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) {
    return;
  }
  const procs = tree(child.pid ?? 0);
  const pids = procs.map((p) => p.pid);
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  // A wrapper that does not pass the signal on: its processes (started here) are ended after 20 s.
  const late = setTimeout(() => {
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }, 20_000);
  await exited;
  // A wrapper may exit without passing the signal on (npm): end the server it started, and wait until
  // every process of the tree is gone (the next start reuses the port).
  for (const p of procs.filter((p) => p.comm === "node" && p.pid !== child.pid && alive(p.pid))) {
    process.kill(p.pid, "SIGTERM");
  }
  while (pids.some(alive)) {
    await new Promise((r) => setTimeout(r, 50));
  }
  clearTimeout(late);
}

/** True while `pid` runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
/** The server's node process under `pid` (itself, or the node child running dist/main.js). */
function serverPid(pid: number): number {
  const nodes = tree(pid).filter((p) => p.comm === "node");
  return nodes[nodes.length - 1]?.pid ?? pid;
}
const settle = () => new Promise((r) => setTimeout(r, 3000));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const figures = new Map<string, { values: number[]; loads: string[] }>();
const note = (name: string, value: number) => {
  const f = figures.get(name) ?? { values: [], loads: [] };
  f.values.push(value);
  f.loads.push(load());
  figures.set(name, f);
};
const startedLines: string[] = [];
const webBuilt = existsSync(path.join(root, "apps/web/dist/index.html"));

for (let r = 0; r < rounds; r++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "waroeng-bench-footprint-"));
  chmodSync(dataDir, 0o755);
  try {
    const cold = await start(process.execPath, [dist], dataDir);
    note("cold start, fresh data folder (s)", cold.ms / 1000);
    startedLines.push(cold.startedLine);
    await settle();
    note("idle RSS, node dist/main.js (MB)", rssMb(cold.child.pid ?? 0));
    await stop(cold.child);
    const warm = await start(process.execPath, ["--enable-source-maps", dist], dataDir);
    note("warm start, same folder, with --enable-source-maps (s)", warm.ms / 1000);
    await settle();
    note("idle RSS, node --enable-source-maps dist/main.js (MB)", rssMb(warm.child.pid ?? 0));
    await stop(warm.child);
    if (webBuilt) {
      const npm = await start("npm", ["start"], dataDir);
      await settle();
      const all = tree(npm.child.pid ?? 0);
      const total = all.filter((p) => p.comm !== "postgres").reduce((sum, p) => sum + rssMb(p.pid), 0);
      note("npm start: wrappers around the server, RSS (MB)", total - rssMb(serverPid(npm.child.pid ?? 0)));
      note("npm start: processes besides PostgreSQL", all.filter((p) => p.comm !== "postgres").length);
      await stop(npm.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`footprint of the built server, ${rounds} rounds, median (each round's load average), ${os.cpus().length} cores`);
for (const [name, f] of figures) {
  console.log(
    `${name.padEnd(56)}${median(f.values).toFixed(2).padStart(9)}   (${f.values.map((v) => v.toFixed(2)).join(", ")}; load ${f.loads.join(", ")})`,
  );
}
if (!webBuilt) {
  console.log("npm start: skipped (the web app is not built: npm run build)");
}
console.log(`where the cold starts went:\n  ${startedLines.join("\n  ")}`);
