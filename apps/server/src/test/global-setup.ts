/**
 * Vitest global setup for the API tests: one embedded PostgreSQL for the run, in a temp folder
 * (reachable by the `postgres` user), with a template database that holds the migrated schema and
 * the demo data. Each test file clones it (CREATE DATABASE … TEMPLATE) for a fresh database.
 *
 * It also names the run's folder for a prepared server data folder (`preparedDataDir` in
 * test/server-process.ts: made on first use, so a run without process tests pays nothing) and
 * removes it at the end; the test workers inherit the name through the environment.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { connect, ensureDatabase } from "../db/client.ts";
import { startEmbedded } from "../db/embedded.ts";
import { seedDemo } from "../db/seed.ts";
import { DATA_TEMPLATE_ENV } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-test-"));
  // mkdtemp makes 0700; as root the cluster runs as user postgres, which must reach it.
  chmodSync(dir, 0o755);
  // Durability is not what these tests check (the power-cut, kill -9 and server-process tests run
  // their own durable clusters): nothing waits for the disk.
  const pg = await startEmbedded(dir, 0, false, { durable: false });
  const template = "waroeng_template";
  await ensureDatabase(pg.url("postgres"), template);
  const database = await connect(pg.url(template));
  await seedDemo(database.db);
  await database.pool.end();
  project.provide("pgAdminUrl", pg.url("postgres"));
  project.provide("pgTemplate", template);
  const dataTemplate = mkdtempSync(path.join(os.tmpdir(), "waroeng-data-template-"));
  chmodSync(dataTemplate, 0o755);
  process.env[DATA_TEMPLATE_ENV] = dataTemplate;
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataTemplate, { recursive: true, force: true });
  };
}
