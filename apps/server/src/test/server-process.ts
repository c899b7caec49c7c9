/**
 * Process-level test helper: runs the real server (src/main.ts through tsx) as a child process on
 * its own port and data folder, the way `npm start` does, and cleans up after it: the server, any
 * PostgreSQL left in the folder, and the folder itself.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
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

/** The pid of the postmaster running on `dataDir`, or undefined. */
export function postmasterPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, "pg", "postmaster.pid");
  return existsSync(file) ? Number(readFileSync(file, "utf8").split("\n")[0]) || undefined : undefined;
}

/**
 * Starts the server on `dataDir` (with `env` on top) and waits (up to 50 s) until it answers HTTP.
 * `root` is the checkout whose server runs (another release's worktree in the upgrade check).
 */
export async function spawnServer(dataDir: string, env: NodeJS.ProcessEnv = {}, root = repoRoot): Promise<ServerProcess> {
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
  for (let i = 0; i < 250; i++) {
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
  throw new Error(`the server did not answer within 50 s:\n${out}`);
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
