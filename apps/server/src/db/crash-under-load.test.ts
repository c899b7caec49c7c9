/**
 * The database dies while two tills are writing (README "When things go wrong"): the server process
 * stays up, answers every request meanwhile with 503 and `Retry-After` (never a 500, never a refused
 * connection), restarts PostgreSQL by itself, takes payments again without a person, and not one
 * payment it acknowledged is lost. Once for the postmaster alone (kill -9), once for every process
 * of the cluster at the same instant (as a power cut of the database alone would).
 */

import { SYSTEM_MSG } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { openOpsDb } from "../ops/ops-db.ts";
import { cleanUp, postmasterPid, prepareDataTemplate, preparedDataDir, type ServerProcess, spawnServer } from "../test/server-process.ts";
import { clusterPids, startWriteLoad } from "../test/write-load.ts";

let server: ServerProcess | undefined;
let dataDir = "";

afterEach(async () => {
  await cleanUp(server, dataDir);
  server = undefined;
});

async function killUnderLoad(kill: (postmaster: number) => void): Promise<void> {
  dataDir = await preparedDataDir();
  server = await spawnServer(dataDir);
  const load = await startWriteLoad(server.baseUrl, 2);
  // Writing before the kill: a few payments through.
  await expect.poll(() => load.payments.size, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  const before = postmasterPid(dataDir) as number;
  kill(before);
  const paidBefore = load.payments.size;
  const repliesBefore = load.replies.length;
  await expect.poll(() => server?.output() ?? "", { timeout: 10_000 }).toMatch(/The embedded PostgreSQL stopped unexpectedly/);
  // Recovery without a person: payments are acknowledged again after the restart.
  await expect.poll(() => load.payments.size, { timeout: 40_000 }).toBeGreaterThanOrEqual(paidBefore + 3);
  await load.stop();

  expect(server.proc.exitCode, server.output()).toBeNull();
  expect(server.proc.signalCode).toBeNull();
  const during = load.replies.slice(repliesBefore);
  const statuses = new Set(during.map((r) => r.status));
  // Only answers a till can act on: done, refused by a rule (a table held by an order cut
  // before its payment), or 503 "retry"; never a server fault or a refused connection.
  expect([...statuses].filter((s) => s >= 500 && s !== 503)).toEqual([]);
  expect(statuses.has(0)).toBe(false);
  const unavailable = during.filter((r) => r.status === 503);
  expect(unavailable.length).toBeGreaterThan(0);
  for (const r of unavailable) {
    expect(Number(r.retryAfter)).toBeGreaterThan(0);
    expect(r.message).toBe(SYSTEM_MSG.DATABASE_UNAVAILABLE);
  }
  expect(postmasterPid(dataDir)).not.toBe(before);

  // Every acknowledged payment is in the books.
  const ops = await openOpsDb({ dataDir });
  try {
    const ids = `{${[...load.payments].join(",")}}`;
    const found = (await ops.db.execute(sql`select count(*)::int as n from rekap_transaksi where r_t_id = any(${ids}::int[])`)).rows[0] as {
      n: number;
    };
    expect(found.n).toBe(load.payments.size);
  } finally {
    await ops.close();
  }
}

// The run's prepared data folder (test/server-process.ts), made before any test's clock starts.
beforeAll(() => prepareDataTemplate());

describe("the database dies under write load", () => {
  it("the postmaster killed (kill -9): 503 with Retry-After, back by itself, no payment lost", { timeout: 120_000 }, async () => {
    await killUnderLoad((postmaster) => process.kill(postmaster, "SIGKILL"));
  });

  it("every process of the cluster killed at once: 503 with Retry-After, back by itself, no payment lost", {
    timeout: 120_000,
  }, async () => {
    await killUnderLoad((postmaster) => {
      for (const pid of clusterPids(postmaster)) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // Gone already (a backend that ended with its connection).
        }
      }
    });
  });
});
