/**
 * The web app's session cookie (no token in localStorage) and its CSRF guard.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";

/** The Set-Cookie header of a reply, as one string. */
/** The session cookie's Set-Cookie line (login also sets the known-device cookie, login-limits.ts). */
const setCookieOf = (headers: Record<string, unknown>) =>
  [headers["set-cookie"] ?? []]
    .flat()
    .filter((line) => String(line).startsWith("waroeng_session="))
    .join("\n");
const cookieValue = (setCookie: string) => setCookie.match(/waroeng_session=([^;]*)/)?.[1] ?? "";

describe("session cookie (foundations §6 Session; docs/API.md Authentication)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/login", headers, payload: { email, password: "demo12345", ...extra } });

  it("login sets an HttpOnly, SameSite=Strict cookie on /api and still returns the token for API clients", async () => {
    const res = await login("kasir@demo.test");
    expect(res.statusCode).toBe(200);
    const setCookie = setCookieOf(res.headers);
    expect(setCookie).toMatch(/^waroeng_session=[A-Za-z0-9_-]{40,};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Path=/api");
    expect(setCookie).not.toContain("Secure");
    expect(cookieValue(setCookie)).toBe(res.json().data.token);
  });

  it("remember-me keeps the cookie 30 days; without it the cookie ends with the browser", async () => {
    expect(setCookieOf((await login("kasir@demo.test", { remember: true })).headers)).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(setCookieOf((await login("kasir@demo.test", { remember: false })).headers)).not.toContain("Max-Age");
  });

  it("marks the cookie Secure when the request came over https (through a trusted proxy)", async () => {
    const proxied = await createTestApp({ trustProxy: "127.0.0.1" });
    try {
      const res = await proxied.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { "x-forwarded-proto": "https" },
        payload: { email: "kasir@demo.test", password: "demo12345" },
      });
      expect(setCookieOf(res.headers)).toContain("Secure");
    } finally {
      await proxied.close();
    }
  });

  it("authenticates API calls with the cookie alone, and logout revokes it and clears it", async () => {
    const token = cookieValue(setCookieOf((await login("pelayan@demo.test")).headers));
    const cookie = `waroeng_session=${token}`;
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ name: "Dewi Pelayan", role: "pelayan" });

    const out = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, "content-type": "application/json" },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const cleared = setCookieOf(out.headers);
    expect(cleared).toMatch(/^waroeng_session=;/);
    expect(cleared).toContain("Path=/api");
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
    // and the bearer form of the same token is dead too
    expect((await t.call("GET", "/api/user", { as: token })).status).toBe(401);
  });

  it("prefers the bearer header over a cookie of another session", async () => {
    const cookie = `waroeng_session=${cookieValue(setCookieOf((await login("dapur@demo.test")).headers))}`;
    const token = await t.login("kacab");
    const res = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie, authorization: `Bearer ${token}` } });
    expect(res.json().data.role).toBe("kacab");
  });

  it("refuses a cookie-authenticated write from a page of another origin (CSRF), 403 with a clear message", async () => {
    const cookie = `waroeng_session=${cookieValue(setCookieOf((await login("kasir@demo.test")).headers))}`;
    for (const origin of ["http://evil.example", "http://localhost:9999", "null"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/logout",
        headers: { cookie, origin, "content-type": "application/json" },
        payload: {},
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().meta).toMatchObject({ error: 1, message: "Permintaan dari situs lain ditolak" });
    }
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, "sec-fetch-site": "cross-site", "content-type": "application/json" },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
    // the session survived every refused attempt
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(200);
  });

  it("refuses cookie-authenticated reads a page of another origin sends (the spec has state-changing GETs)", async () => {
    const cookie = `waroeng_session=${cookieValue(setCookieOf((await login("wbd@demo.test")).headers))}`;
    for (const headers of [{ "sec-fetch-site": "same-site" }, { "sec-fetch-site": "cross-site" }, { origin: "http://localhost:5000" }]) {
      const res = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie, ...headers } });
      expect(res.statusCode).toBe(403);
      expect(res.json().meta.message).toBe("Permintaan dari situs lain ditolak");
    }
  });

  it("accepts reads and writes from this server's own pages", async () => {
    const cookie = `waroeng_session=${cookieValue(setCookieOf((await login("wbd@demo.test")).headers))}`;
    const read = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie, "sec-fetch-site": "same-origin" } });
    expect(read.statusCode).toBe(200);
    const own = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: {
        cookie,
        origin: "http://localhost",
        host: "localhost:80",
        "sec-fetch-site": "same-origin",
        "content-type": "application/json",
      },
      payload: {},
    });
    expect(own.statusCode).toBe(200);
  });

  it("lets bearer clients write whatever their Origin (no ambient credential to forge)", async () => {
    const token = await t.login("kacab");
    const res = await t.app.inject({
      method: "GET",
      url: "/api/users",
      headers: { authorization: `Bearer ${token}`, origin: "http://elsewhere.example" },
    });
    expect(res.statusCode).toBe(200);
    const write = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { authorization: `Bearer ${await t.login("opp")}`, origin: "http://elsewhere.example", "content-type": "application/json" },
      payload: {},
    });
    expect(write.statusCode).toBe(200);
  });

  it("refuses a login posted from another site (login CSRF) and sets no cookie", async () => {
    const res = await login("kasir@demo.test", {}, { origin: "http://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("clears a cookie whose session ended", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: "waroeng_session=stale" } });
    expect(res.statusCode).toBe(401);
    expect(setCookieOf(res.headers)).toMatch(/^waroeng_session=;/);
  });
});
