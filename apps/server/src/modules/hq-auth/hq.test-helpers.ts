/**
 * Helpers of the head-office API tests (`ROLE=hq`): an app answering as head office with the demo
 * head-office accounts (db/hq-seed.ts), and `hqCall(method, url, { as })` signed in as one of them
 * ("owner", "area", "akuntan", or an email, or a token) through POST /api/hq/login.
 */
import type { InjectOptions } from "fastify";
import type { AppOptions } from "../../app.ts";
import { seedHqDemoIfEmpty } from "../../db/hq-seed.ts";
import { createTestApp, type JsonBody, type TestApp } from "../../test/harness.ts";

export interface HqTestApp extends TestApp {
  /** Signs in at head office ("owner" → owner@hq.test) and returns the bearer token. */
  hqLogin: (who: string) => Promise<string>;
  /** app.inject as head-office user `as` (a demo name, an email or a token); JSON body. */
  hqCall: (
    method: InjectOptions["method"],
    url: string,
    opts?: { as?: string; body?: unknown; query?: Record<string, string> },
  ) => Promise<{ status: number; body: JsonBody }>;
}

/** A head office (`ROLE=hq`) on a fresh test database, with the demo head-office accounts. */
export async function createHqTestApp(options: Omit<AppOptions, "db" | "databaseUrl" | "sync"> = {}): Promise<HqTestApp> {
  const t = await createTestApp({ ...options, sync: { role: "hq" } });
  await seedHqDemoIfEmpty(t.db);
  const tokens = new Map<string, string>();
  const hqLogin = async (who: string): Promise<string> => {
    const cached = tokens.get(who);
    if (cached) {
      return cached;
    }
    const email = who.includes("@") ? who : `${who}@hq.test`;
    const res = await t.call("POST", "/api/hq/login", { body: { email, password: "demo12345" } });
    const token = res.body?.data?.token as string | undefined;
    if (!token) {
      throw new Error(`head-office sign-in failed for ${email}: ${JSON.stringify(res.body)}`);
    }
    tokens.set(who, token);
    return token;
  };
  const hqCall: HqTestApp["hqCall"] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = {};
    if (opts.as) {
      headers.authorization = `Bearer ${opts.as.length > 40 ? opts.as : await hqLogin(opts.as)}`;
    }
    const res = await t.app.inject({
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
    return { status: res.statusCode, body };
  };
  return { ...t, hqLogin, hqCall };
}
