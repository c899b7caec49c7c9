import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { sessions } from "../db/schema/index.ts";
import type { Auth } from "../plugins/auth.ts";
import { hashToken } from "../plugins/auth.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { SessionCache } from "./session-cache.ts";

const auth = (sessionId: number, expiresAt: number): Auth => ({
  userId: 1,
  name: "Siti Kasir",
  email: "kasir@demo.test",
  role: "kasir",
  outletId: 1,
  sessionId,
  expiresAt: new Date(expiresAt),
});

describe("SessionCache rules", () => {
  it("keeps nothing while the listener is not connected", () => {
    const cache = new SessionCache(5_000);
    cache.set("h", auth(1, 1e15), cache.begin(), 0);
    expect(cache.get("h", 1)).toBeUndefined();
    cache.setLive(true);
    cache.set("h", auth(1, 1e15), cache.begin(), 0);
    expect(cache.get("h", 1)?.sessionId).toBe(1);
    cache.setLive(false);
    expect(cache.get("h", 2)).toBeUndefined();
  });

  it("never answers past the session's expiry nor past the TTL", () => {
    const cache = new SessionCache(5_000);
    cache.setLive(true);
    cache.set("short", auth(1, 1_000), cache.begin(), 0);
    cache.set("long", auth(2, 1e15), cache.begin(), 0);
    expect(cache.get("short", 999)?.sessionId).toBe(1);
    expect(cache.get("short", 1_000)).toBeUndefined(); // expired, although the TTL runs to 5 000
    expect(cache.get("long", 4_999)?.sessionId).toBe(2);
    expect(cache.get("long", 5_000)).toBeUndefined();
  });

  it("drops an ended session, and does not keep a lookup that began before a session ended", () => {
    const cache = new SessionCache(5_000);
    cache.setLive(true);
    cache.set("a", auth(1, 1e15), cache.begin(), 0);
    const begun = cache.begin();
    cache.ended(1);
    expect(cache.get("a", 1)).toBeUndefined();
    cache.set("a", auth(1, 1e15), begun, 1); // the lookup read the row before the logout committed
    expect(cache.get("a", 2)).toBeUndefined();
  });
});

describe("cached session lookups never outlive the session", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const fresh = async () =>
    (await t.call("POST", "/api/login", { body: { email: "kasir@demo.test", password: "demo12345" } })).body.data.token as string;

  it("answers repeated requests from the cache, and refuses the very next request after logout", async () => {
    const token = await fresh();
    expect((await t.call("GET", "/api/user", { as: token })).status).toBe(200);
    const hits = t.app.sessionCache.hits;
    expect((await t.call("GET", "/api/user", { as: token })).status).toBe(200);
    expect(t.app.sessionCache.hits).toBe(hits + 1);
    expect((await t.call("POST", "/api/logout", { as: token })).status).toBe(200);
    const after = await t.call("GET", "/api/user", { as: token });
    expect(after.status).toBe(401);
    expect(after.body.meta.message).toBe("Sesi berakhir, silakan login kembali");
  });

  it("refuses a cached session once it expires", async () => {
    const token = await fresh();
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await t.call("GET", "/api/user", { as: token })).status).toBe(200); // now cached
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await t.call("GET", "/api/user", { as: token })).status).toBe(401);
  });

  it("a logout through another server process on the same database is refused here on the next request", async () => {
    const other: FastifyInstance = await buildApp({ db: t.db, databaseUrl: t.url });
    try {
      for (let round = 0; round < 5; round++) {
        const token = await fresh();
        const headers = { authorization: `Bearer ${token}` };
        expect((await t.call("GET", "/api/user", { as: token })).status).toBe(200); // cached here
        const hits = t.app.sessionCache.hits;
        expect((await t.call("GET", "/api/user", { as: token })).status).toBe(200);
        expect(t.app.sessionCache.hits).toBe(hits + 1);
        expect((await other.inject({ method: "POST", url: "/api/logout", headers })).statusCode).toBe(200);
        expect((await t.call("GET", "/api/user", { as: token })).status).toBe(401);
      }
    } finally {
      await other.close();
    }
  });
});
