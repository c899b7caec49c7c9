/**
 * Login rate limits: failed logins per account and per client IP answer 429 with the
 * envelope and the catalogue's message; X-Forwarded-For is ignored unless TRUST_PROXY is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrustProxy } from "../../config.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { LOGIN_LIMITS } from "./login-limits.ts";

const THROTTLED = "Terlalu banyak percobaan login, coba lagi dalam 15 menit";

function attempt(t: TestApp, email: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/api/login", headers, payload: { email, password } });
}

describe("login rate limit per account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses the account with 429 after its failed logins, even with the right password from a device it has not seen, whatever the IP claims", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      const res = await attempt(t, "kasir@demo.test", `salah-${i}`, { "x-forwarded-for": `10.0.0.${i + 1}` });
      expect(res.json().meta.code).toBe(401);
    }
    const refused = await attempt(t, " KASIR@demo.test", "demo12345", { "x-forwarded-for": "10.0.1.1" });
    expect([refused.statusCode, refused.json().meta.code]).toEqual([200, 429]);
    expect(refused.json()).toMatchObject({ meta: { code: 429, error: 1, message: THROTTLED }, data: null });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(refused.headers["set-cookie"]).toBeUndefined();
  });

  it("leaves the other accounts alone, and successful logins never count", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccount + 3; i++) {
      expect((await attempt(t, "dapur@demo.test", "demo12345")).json().meta.code).toBe(200);
    }
    expect((await attempt(t, "pelayan@demo.test", "salah")).json().meta.code).toBe(401);
    expect((await attempt(t, "pelayan@demo.test", "demo12345")).json().meta.code).toBe(200);
  });
});

describe("login rate limit per IP", () => {
  it("refuses an IP spraying many accounts; X-Forwarded-For does not change the key when TRUST_PROXY is off", async () => {
    const t = await createTestApp();
    try {
      for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
        const res = await attempt(t, `nobody${i}@demo.test`, "salah", { "x-forwarded-for": `203.0.113.${i + 1}` });
        expect(res.json().meta.code).toBe(401);
      }
      const res = await attempt(t, "kacab@demo.test", "demo12345", { "x-forwarded-for": "198.51.100.7" });
      expect([res.statusCode, res.json().meta.code]).toEqual([200, 429]);
      expect(res.json().meta).toMatchObject({ code: 429, error: 1, message: THROTTLED });
    } finally {
      await t.close();
    }
  });

  it("keys on the forwarded client address when TRUST_PROXY names the proxy", async () => {
    const t = await createTestApp({ trustProxy: parseTrustProxy("127.0.0.1") });
    try {
      for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
        expect((await attempt(t, `nobody${i}@demo.test`, "salah", { "x-forwarded-for": "203.0.113.9" })).json().meta.code).toBe(401);
      }
      expect((await attempt(t, "kacab@demo.test", "demo12345", { "x-forwarded-for": "203.0.113.9" })).json().meta.code).toBe(429);
      expect((await attempt(t, "kacab@demo.test", "demo12345", { "x-forwarded-for": "198.51.100.7" })).json().meta.code).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe("TRUST_PROXY", () => {
  it("is off unless configured", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("")).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("true")).toBe(true);
    expect(parseTrustProxy(" 10.0.0.1,10.0.0.0/8 ")).toBe("10.0.0.1,10.0.0.0/8");
  });
});
