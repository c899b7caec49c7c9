/**
 * Test harness for API tests: a fresh database per call (a clone of the migrated, demo-seeded
 * template), an app built on it, and helpers to log in as the demo users.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { type AppOptions, buildApp } from "../app.ts";
import { connect, type Db } from "../db/client.ts";

export interface TestDb {
  db: Db;
  url: string;
  close: () => Promise<void>;
}

/**
 * A fresh database holding the schema and the demo data. FILE_COPY copies the template's files
 * (about 0.2 s on the test cluster, which runs with fsync off) where the default WAL_LOG strategy
 * writes every page through the log (about 0.6 s, and seconds when durable).
 */
export async function createTestDb(): Promise<TestDb> {
  const adminUrl = inject("pgAdminUrl");
  const name = `t_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${inject("pgTemplate")}" strategy file_copy`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const database = await connect(url);
  return {
    db: database.db,
    url,
    close: async () => {
      await database.pool.end();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}

/** A reply body as tests read it: field by field, as a client would. */
// biome-ignore lint/suspicious/noExplicitAny: tests assert on the JSON shape they read
export type JsonBody = any;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Connection string of the test database (a second app on the same database). */
  url: string;
  /** Logs in a demo user (e.g. "kasir") and returns the bearer token. */
  login: (who: string) => Promise<string>;
  /** app.inject with JSON body and the bearer token of `as` (a demo user name or a token). */
  call: (
    method: InjectOptions["method"],
    url: string,
    opts?: { as?: string; body?: unknown; query?: Record<string, string> },
  ) => Promise<{ status: number; body: JsonBody }>;
  close: () => Promise<void>;
}

/** A fresh database and an app on it (with `options` beside the database). Tokens are cached per demo user. */
export async function createTestApp(options: Omit<AppOptions, "db" | "databaseUrl"> = {}): Promise<TestApp> {
  const t = await createTestDb();
  // Every reply is checked against its route's reply schema (lib/replies.ts): a mismatch answers
  // 500 with the issues, and the next call (or close) throws it, failing the test.
  const mismatches: string[] = [];
  const app = await buildApp({
    validateReplies: true,
    onReplyMismatch: (message) => mismatches.push(message),
    ...options,
    db: t.db,
    databaseUrl: t.url,
  });
  const failOnMismatch = () => {
    const found = mismatches.splice(0);
    if (found.length > 0) {
      throw new Error(`Reply schema mismatch:\n${found.join("\n")}`);
    }
  };
  const tokens = new Map<string, string>();
  const login = async (who: string): Promise<string> => {
    const cached = tokens.get(who);
    if (cached) {
      return cached;
    }
    const email = who.includes("@") ? who : `${who}@demo.test`;
    const res = await app.inject({ method: "POST", url: "/api/login", payload: { email, password: "demo12345" } });
    const token = res.json().data?.token as string | undefined;
    if (!token) {
      throw new Error(`login failed for ${email}: ${res.body}`);
    }
    tokens.set(who, token);
    return token;
  };
  const call: TestApp["call"] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = {};
    if (opts.as) {
      const token = opts.as.length > 40 ? opts.as : await login(opts.as);
      headers.authorization = `Bearer ${token}`;
    }
    const res = await app.inject({
      method,
      url,
      headers,
      ...(opts.body !== undefined ? { payload: opts.body as InjectOptions["payload"] } : {}),
      ...(opts.query ? { query: opts.query } : {}),
    });
    let body: unknown = null;
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    failOnMismatch();
    return { status: res.statusCode, body };
  };
  return {
    app,
    db: t.db,
    url: t.url,
    login,
    call,
    close: async () => {
      await app.close();
      await t.close();
      failOnMismatch();
    },
  };
}
