/**
 * Soak: the real server process (embedded PostgreSQL, durable, as `npm start` runs it) under N tills
 * (open a table → 3 lines → pay cash, then `pace` ms) and K kitchen screens (their two lists every
 * 2 s) for M minutes. Prints one row per minute: payments, requests, p50 / p99 (ms), errors (no
 * answer or ≥ 500), the server's RSS and PostgreSQL's PSS (MB; memory must plateau), and at the
 * end a check-data pass. Figures only; exit 1 when a request failed or check-data found anything.
 * Run: `npm run bench:soak -- [minutes=10] [tills=4] [kitchens=2] [pace ms=1000]`.
 */
import { readFileSync } from "node:fs";
import { checkData } from "../apps/server/src/ops/check-data.ts";
import { openOpsDb } from "../apps/server/src/ops/ops-db.ts";
import { cleanUp, postmasterPid, spawnServer, tempDataDir } from "../apps/server/src/test/server-process.ts";
import { clusterPids, demoLogin, type SeenReply, startWriteLoad } from "../apps/server/src/test/write-load.ts";

const [minutes = 10, tills = 4, kitchens = 2, pace = 1000] = process.argv.slice(2).map(Number);
const dataDir = tempDataDir();
const server = await spawnServer(dataDir);
const base = server.baseUrl;

/** Resident memory of one process (kB field of /proc/<pid>/<file>), 0 when it is gone. */
function memoryKb(pid: number, file: "status" | "smaps_rollup", field: "VmRSS" | "Pss"): number {
  try {
    const line = readFileSync(`/proc/${pid}/${file}`, "utf8")
      .split("\n")
      .find((l) => l.startsWith(`${field}:`));
    return Number(line?.split(/\s+/)[1] ?? 0);
  } catch {
    return 0;
  }
}
const serverMb = () => memoryKb(server.proc.pid as number, "status", "VmRSS") / 1024;
// PSS: the shared buffers counted once across the backends, not once per backend.
const postgresMb = () => clusterPids(postmasterPid(dataDir) ?? 0).reduce((kb, pid) => kb + memoryKb(pid, "smaps_rollup", "Pss"), 0) / 1024;

const kitchenReplies: SeenReply[] = [];
let running = true;
const kitchen = async () => {
  const token = await demoLogin(base, "dapur");
  while (running) {
    for (const url of ["/api/m-dish-status/available", "/api/m-transaction-table/ready-status?type=dine_in"]) {
      const at = Date.now();
      const t0 = performance.now();
      const status = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } }).then(
        async (r) => {
          await r.arrayBuffer();
          return r.status;
        },
        () => 0,
      );
      kitchenReplies.push({ status, retryAfter: null, message: undefined, at, ms: performance.now() - t0 });
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
};

const load = await startWriteLoad(base, tills, pace);
const screens = Array.from({ length: kitchens }, () => kitchen());
const started = Date.now();
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
console.log(`soak: ${tills} tills (pace ${pace} ms), ${kitchens} kitchen screens, ${minutes} min, server ${base}`);
console.log(
  "min".padStart(4),
  "paid".padStart(6),
  "req".padStart(7),
  "p50 ms".padStart(8),
  "p99 ms".padStart(8),
  "errors".padStart(7),
  "node MB".padStart(8),
  "pg MB".padStart(7),
);
let paidBefore = 0;
let errors = 0;
for (let m = 1; m <= minutes; m++) {
  await new Promise((r) => setTimeout(r, started + m * 60_000 - Date.now()));
  const from = started + (m - 1) * 60_000;
  const to = started + m * 60_000;
  const minute = [...load.replies, ...kitchenReplies].filter((r) => (r.at ?? 0) >= from && (r.at ?? 0) < to);
  const ms = minute.map((r) => r.ms ?? 0);
  const failed = minute.filter((r) => r.status === 0 || r.status >= 500).length;
  errors += failed;
  const paid = load.payments.size - paidBefore;
  paidBefore = load.payments.size;
  console.log(
    String(m).padStart(4),
    String(paid).padStart(6),
    String(minute.length).padStart(7),
    pct(ms, 50).toFixed(1).padStart(8),
    pct(ms, 99).toFixed(1).padStart(8),
    String(failed).padStart(7),
    serverMb().toFixed(0).padStart(8),
    postgresMb().toFixed(0).padStart(7),
  );
}
running = false;
await load.stop();
await Promise.all(screens);

const ops = await openOpsDb({ dataDir });
const findings = await checkData(ops.db);
await ops.close();
console.log(
  `payments acknowledged: ${load.payments.size}; errors: ${errors}; check-data: ${findings.length === 0 ? "clean" : findings.map((f) => `${f.check}: ${f.detail}`).join("; ")}`,
);
await cleanUp(server, dataDir);
process.exit(errors === 0 && findings.length === 0 ? 0 : 1);
