import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { ApiError } from "../lib/http.ts";
import { createTestDb, type TestDb } from "../test/harness.ts";

describe("error envelope (DESIGN §4: a clear 4xx, never a 500 for bad input)", () => {
  let t: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestDb();
    app = await buildApp({ db: t.db });
    app.get("/api/test/spec-refusal", { config: { public: true } }, async () => {
      throw new ApiError(409, "Meja sudah digunakan", { code: 204, title: "Oops!" });
    });
    app.get("/api/test/int-overflow", { config: { public: true } }, async () => {
      await t.db.execute(sql`select ${"99999999999"}::int`);
    });
    app.get("/api/test/unique", { config: { public: true } }, async () => {
      await t.db.execute(sql`insert into m_transaction_type (m_t_t_id, m_t_t_name) values (1, 'dine in')`);
    });
    app.get("/api/test/nul", { config: { public: true } }, async () => {
      await t.db.execute(sql`select ${"a\u0000b"}::text`);
    });
    app.get("/api/test/bad-date", { config: { public: true } }, async () => {
      await t.db.execute(sql`select ${"2025-02-30"}::date`);
    });
    app.get("/api/test/bug", { config: { public: true } }, async () => {
      throw new TypeError("undefined is not a function");
    });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it("answers a spec refusal with its HTTP status, meta.code, message and title", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test/spec-refusal" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ meta: { code: 204, error: 1, message: "Meja sudah digunakan", title: "Oops!" }, data: null });
  });

  it("turns a number too large for the database into a 422", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test/int-overflow" });
    expect(res.statusCode).toBe(422);
    expect(res.json().meta.message).toBe("Angka terlalu besar");
  });

  it("turns a unique violation nobody handled into a 409", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test/unique" });
    expect(res.statusCode).toBe(409);
  });

  it("turns text the database cannot store (a NUL: 22021) into a 422, not a 500", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test/nul" });
    expect(res.statusCode).toBe(422);
    expect(res.json().meta).toEqual({ code: 422, error: 1, message: "Teks berisi karakter yang tidak diizinkan" });
  });

  it("turns any other data exception of class 22 (an impossible date) into a 422", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test/bad-date" });
    expect(res.statusCode).toBe(422);
    expect(res.json().meta.error).toBe(1);
  });

  it("answers a real bug with a 500 and no internals", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test/bug" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("undefined is not a function");
    expect(res.json().meta.error).toBe(1);
  });

  it("answers an unknown API path with 404 in the envelope, before and after login (no route, nothing to guard)", async () => {
    const anonymous = await app.inject({ method: "GET", url: "/api/nope" });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json().meta.error).toBe(1);
    const login = await app.inject({ method: "POST", url: "/api/login", payload: { email: "kasir@demo.test", password: "demo12345" } });
    const token = login.json().data.token as string;
    const res = await app.inject({ method: "GET", url: "/api/nope", headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json().meta.error).toBe(1);
  });
});
