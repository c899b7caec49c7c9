/**
 * The real server as a process (the way `npm start` runs it): it survives the death of its
 * embedded PostgreSQL, stops once and cleanly however many signals arrive, and warns while demo
 * passwords are active. Each test has its own data folder and port, and removes both.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { SYSTEM_MSG } from "@waroeng/domain";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanUp, postmasterPid, prepareDataTemplate, preparedDataDir, type ServerProcess, spawnServer } from "./test/server-process.ts";

let server: ServerProcess | undefined;
let dataDir = "";

afterEach(async () => {
  await cleanUp(server, dataDir);
  server = undefined;
});

async function login(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "kasir@demo.test", password: "demo12345" }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) {
    throw new Error(`login failed: ${JSON.stringify(body)}`);
  }
  return body.data.token;
}

// The run's prepared data folder (test/server-process.ts), made before any test's clock starts.
beforeAll(() => prepareDataTemplate());

describe("the server process", () => {
  it("restarts a killed PostgreSQL by itself: 503 with a clear message meanwhile, 200 again within 15 s", { timeout: 60_000 }, async () => {
    dataDir = await preparedDataDir();
    server = await spawnServer(dataDir);
    expect(server.output()).toMatch(/WARNING: 8 active account\(s\) use the published demo password/);
    const token = await login(server.baseUrl);
    const before = postmasterPid(dataDir);
    expect(before).toBeGreaterThan(0);
    process.kill(before as number, "SIGKILL");
    // A read served from the server's caches can still answer 200 in the instant before it notices.
    await expect.poll(() => server?.output() ?? "", { timeout: 10_000 }).toMatch(/The embedded PostgreSQL stopped unexpectedly/);

    const statuses: number[] = [];
    const messages = new Set<string>();
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const res = await fetch(`${server.baseUrl}/api/m-payment-method`, { headers: { authorization: `Bearer ${token}` } });
      statuses.push(res.status);
      const body = (await res.json()) as { meta?: { message?: string } };
      if (res.status === 200) {
        break;
      }
      messages.add(body.meta?.message ?? "");
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(statuses.at(-1)).toBe(200);
    expect(statuses).toContain(503);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect([...messages]).toEqual([SYSTEM_MSG.DATABASE_UNAVAILABLE]);
    expect(postmasterPid(dataDir)).not.toBe(before);
    expect(server.output()).toMatch(/The embedded PostgreSQL stopped unexpectedly \(SIGKILL\); restarting it/);
    // Info lines reach stdout within the log's flush interval (lib/logger.ts LOG_FLUSH_MS).
    await vi.waitFor(() => expect(server?.output()).toMatch(/running again \(attempt \d+, recovered from the crash\)/), { timeout: 5_000 });
    expect(server.proc.exitCode).toBeNull();
    // Live screens get their event feed back too (the LISTEN connection reconnects).
    for (let i = 0; i < 100 && !server.output().includes("realtime listener back"); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(server.output()).toMatch(/realtime listener back/);
  });

  it("stops once on two signals with an event stream open, exits 0, and the database starts clean next time", {
    timeout: 60_000,
  }, async () => {
    dataDir = await preparedDataDir();
    server = await spawnServer(dataDir);
    const token = await login(server.baseUrl);
    const stream = await fetch(`${server.baseUrl}/api/events`, { headers: { authorization: `Bearer ${token}` } });
    expect(stream.status).toBe(200);
    const reading = stream.body
      ?.getReader()
      .read()
      .catch(() => undefined);
    await reading;

    server.proc.kill("SIGINT");
    server.proc.kill("SIGTERM");
    const code = await server.exited;
    const output = server.output();
    // Both signals may be pending when the process looks: either order, the second one is only noted.
    expect(output).toMatch(/(SIGTERM|SIGINT) received again; already stopping/);
    expect(output).not.toMatch(/Called end on pool more than once|did not stop within/);
    expect(code).toBe(0);
    // A clean PostgreSQL shutdown removes its pid file; a crash or kill leaves it behind.
    expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);

    server = await spawnServer(dataDir);
    expect(server.output()).not.toMatch(/recovered from an unclean stop|stopped unexpectedly/);
    expect(server.output()).toMatch(/WARNING: 8 active account\(s\)/);
    const again = await fetch(`${server.baseUrl}/api/m-payment-method`, { headers: { authorization: `Bearer ${token}` } });
    expect(again.status).toBe(200);
    server.proc.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("takes its PostgreSQL down with it when the server itself is killed (kill -9, a group kill)", { timeout: 60_000 }, async () => {
    dataDir = await preparedDataDir();
    server = await spawnServer(dataDir);
    const pid = postmasterPid(dataDir) as number;
    expect(pid).toBeGreaterThan(0);
    server.proc.kill("SIGKILL");
    await server.exited;
    const gone = async () => {
      for (let i = 0; i < 100; i++) {
        try {
          process.kill(pid, 0);
        } catch {
          return true;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    };
    expect(await gone()).toBe(true);
    // It went down cleanly (fast shutdown removes the pid file).
    expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
  });
});
