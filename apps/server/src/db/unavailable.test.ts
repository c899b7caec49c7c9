/**
 * A database that cannot be reached (dead, restarting) answers 503 with the catalogue's message,
 * never 500, on public and authenticated routes alike.
 */
import { SYSTEM_MSG } from "@waroeng/domain";
import { drizzle } from "drizzle-orm/node-postgres";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { freePort } from "./embedded.ts";
import * as schema from "./schema/index.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

let app: FastifyInstance;
let pool: pg.Pool;

beforeAll(async () => {
  // Nothing listens on this port: every connection is refused, as while PostgreSQL restarts.
  const port = await freePort();
  pool = new pg.Pool({ connectionString: `postgres://postgres:x@127.0.0.1:${port}/waroeng`, connectionTimeoutMillis: 2_000 });
  pool.on("error", () => {});
  app = await buildApp({ db: drizzle(pool, { schema }) });
});

afterAll(async () => {
  await app.close();
  await pool.end();
});

describe("while the database is down", () => {
  it.each([
    ["POST", "/api/login", { email: "kasir@demo.test", password: "demo12345" }],
    ["GET", "/api/m-payment-method", undefined],
    ["GET", "/api/tmp-transaction", undefined],
  ] as const)("%s %s answers 503 with a clear Indonesian message", async (method, url, payload) => {
    const res = await app.inject({ method, url, payload, headers: { authorization: "Bearer some-token" } });
    expect(res.statusCode).toBe(503);
    expect(res.json().meta).toEqual({ code: 503, error: 1, message: SYSTEM_MSG.DATABASE_UNAVAILABLE });
  });

  it("tells a lost database from a bad request", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("Failed query"), { cause: { code: "57P01" } }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("connect"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("Failed query"), { cause: { code: "23505" } }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
  });
});
