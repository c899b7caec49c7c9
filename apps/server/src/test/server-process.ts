/**
 * Process-level test helper: runs the real server (src/main.ts through tsx) as a child process on
 * its own port and data folder, the way `npm start` does, and cleans up after it: the server, any
 * PostgreSQL left in the folder, and the folder itself.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../config.ts";
import { alive, freePort } from "../db/embedded.ts";

export interface ServerProcess {
  baseUrl: string;
  proc: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** A fresh data folder under the system temp dir, reachable by the `postgres` user when root. */
export function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-proc-"));
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * Environment variable naming the test run's folder for a prepared data folder (test/global-setup.ts
 * makes it and removes it at the end). Unset outside Vitest: `preparedDataDir` then starts from empty.
 */
export const DATA_TEMPLATE_ENV = "WAROENG_TEST_DATA_TEMPLATE";

/**
 * A fresh data folder that already holds what the server's first start makes: the PostgreSQL
 * cluster (initdb), its password file, the migrated schema and the demo data, stopped cleanly.
 * The first call of a test run starts the server once on a template folder and stops it (SIGTERM,
 * exit 0); every call copies that folder (`cp -a`: PostgreSQL wants its files owned by the user it
 * runs as). A start on the copy skips initdb, the migrations and the seed: for process tests whose
 * subject is what comes after the first start (a kill -9, a power cut, two signals, HTTPS).
 * Outside a Vitest run (no DATA_TEMPLATE_ENV) it is `tempDataDir()`, empty.
 * @throws Error when the template's server does not start or does not stop cleanly
 */
export async function preparedDataDir(): Promise<string> {
  const root = process.env[DATA_TEMPLATE_ENV];
  const dir = tempDataDir();
  if (!root) {
    return dir;
  }
  const template = await prepareDataTemplate(root);
  await new Promise<void>((resolve, reject) => execFile("cp", ["-a", `${template}/.`, dir], (err) => (err ? reject(err) : resolve())));
  return dir;
}

/**
 * Makes the run's template data folder now (a no-op once made; the first caller of two test workers
 * makes it, the other waits). Call it in `beforeAll` (120 s hook timeout, vitest.config.ts) of a file
 * that uses `preparedDataDir`, so the first start's minute counts against no test's own timeout.
 * @returns the template folder, or undefined outside a Vitest run
 */
export async function prepareDataTemplate(root = process.env[DATA_TEMPLATE_ENV]): Promise<string | undefined> {
  return root ? await ensureTemplate(root) : undefined;
}

/** The template data folder under `root`, made by the first caller (two test workers may ask at once). */
async function ensureTemplate(root: string): Promise<string> {
  const data = path.join(root, "data");
  const ready = path.join(root, "ready");
  const failed = path.join(root, "failed");
  try {
    mkdirSync(path.join(root, "lock"));
  } catch {
    // Another worker makes it: wait for its result (a first start takes up to two minutes on a busy box).
    for (let i = 0; i < 1800 && !existsSync(ready); i++) {
      if (existsSync(failed)) {
        throw new Error(`the prepared data folder could not be made: ${readFileSync(failed, "utf8")}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    if (!existsSync(ready)) {
      throw new Error("the prepared data folder was not ready within 180 s");
    }
    return data;
  }
  try {
    mkdirSync(data);
    chmodSync(data, 0o755);
    // A first start (initdb, migrations, seed) while the other worker's tests load the box: 2 minutes.
    const server = await spawnServer(data, {}, repoRoot, 120);
    server.proc.kill("SIGTERM");
    const code = await server.exited;
    if (code !== 0 || postmasterPid(data) !== undefined) {
      throw new Error(`the template's server stopped with ${code}:\n${server.output()}`);
    }
    writeFileSync(ready, "");
    return data;
  } catch (err) {
    writeFileSync(failed, err instanceof Error ? err.message : String(err));
    throw err;
  }
}

/** The pid of the postmaster running on `dataDir`, or undefined. */
export function postmasterPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, "pg", "postmaster.pid");
  return existsSync(file) ? Number(readFileSync(file, "utf8").split("\n")[0]) || undefined : undefined;
}

/**
 * Starts the server on `dataDir` (with `env` on top) and waits (up to `waitS`, default 50 s) until it
 * answers HTTP. `root` is the checkout whose server runs (another release's worktree in the upgrade check).
 */
export async function spawnServer(dataDir: string, env: NodeJS.ProcessEnv = {}, root = repoRoot, waitS = 50): Promise<ServerProcess> {
  const port = await freePort();
  const proc = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      WEB_DIST: path.join(dataDir, "no-web"),
      // No HTTPS (3443 is the box's, and tests run side by side) and no mDNS on the network, unless a test asks.
      HTTPS_PORT: "off",
      MDNS: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout?.on("data", (c: Buffer) => {
    out += c.toString("utf8");
  });
  proc.stderr?.on("data", (c: Buffer) => {
    out += c.toString("utf8");
  });
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < waitS * 5; i++) {
    if (proc.exitCode !== null) {
      throw new Error(`the server exited with ${proc.exitCode}:\n${out}`);
    }
    const ok = await fetch(`${baseUrl}/api/openapi.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return { baseUrl, proc, output: () => out, exited };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.kill("SIGKILL");
  throw new Error(`the server did not answer within ${waitS} s:\n${out}`);
}

/** Kills the server if still running, stops a PostgreSQL left on `dataDir`, deletes the folder. */
export async function cleanUp(server: ServerProcess | undefined, dataDir: string): Promise<void> {
  if (server && server.proc.exitCode === null && server.proc.signalCode === null) {
    server.proc.kill("SIGKILL");
    await server.exited;
  }
  const pid = postmasterPid(dataDir);
  if (pid && alive(pid)) {
    process.kill(pid, "SIGQUIT");
    for (let i = 0; i < 100 && alive(pid); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** What a server start that was expected to fail did: its exit code, its output, how long it took (ms). */
export interface FailedStart {
  code: number | null;
  output: string;
  ms: number;
}

/**
 * Starts the server with `env` on top of a test environment (a fresh port, no web build) and waits
 * for it to exit, killing it after `timeoutMs` (then `code` is null).
 */
export async function startToExit(env: NodeJS.ProcessEnv, timeoutMs = 25_000): Promise<FailedStart> {
  const port = await freePort();
  const started = Date.now();
  const proc = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "apps/server/src/main.ts")], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      WEB_DIST: path.join(os.tmpdir(), "no-web"),
      HTTPS_PORT: "off",
      MDNS: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  proc.stdout?.on("data", (c: Buffer) => {
    output += c.toString("utf8");
  });
  proc.stderr?.on("data", (c: Buffer) => {
    output += c.toString("utf8");
  });
  const timer = setTimeout(() => proc.kill("SIGKILL"), timeoutMs);
  const code = await new Promise<number | null>((resolve) => proc.once("exit", (c) => resolve(c)));
  clearTimeout(timer);
  return { code, output, ms: Date.now() - started };
}
