/**
 * Head-office sign-in and roles: sessions like the outlets' (HttpOnly cookie, sign-out revokes,
 * cross-site refused), the area manager sees only their outlets, the accountant changes nothing,
 * authorise before validating, and nothing of it at an outlet.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { createHqTestApp, type HqTestApp } from "./hq.test-helpers.ts";

let hq: HqTestApp;
let outlet: TestApp;
beforeAll(async () => {
  hq = await createHqTestApp();
  outlet = await createTestApp();
});
afterAll(async () => {
  await hq.close();
  await outlet.close();
});

describe("head-office sign-in", () => {
  it("signs in with an HttpOnly cookie on /api/hq and refuses a wrong password", async () => {
    const res = await hq.app.inject({ method: "POST", url: "/api/hq/login", payload: { email: "owner@hq.test", password: "demo12345" } });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/waroeng_hq_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/hq/);
    const token = cookie.match(/waroeng_hq_session=([^;]+)/)?.[1] ?? "";
    const me = await hq.app.inject({ method: "GET", url: "/api/hq/me", cookies: { waroeng_hq_session: token } });
    expect(me.json().data).toMatchObject({ email: "owner@hq.test", role: "owner" });
    expect(me.json().data.outlets.length).toBeGreaterThanOrEqual(2);

    const wrong = await hq.hqCall("POST", "/api/hq/login", { body: { email: "owner@hq.test", password: "nope-nope" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.meta.message).toBe("Email atau password salah");
  });

  it("refuses a cookie-carried call from another site", async () => {
    const token = await hq.hqLogin("owner");
    const res = await hq.app.inject({
      method: "GET",
      url: "/api/hq/me",
      cookies: { waroeng_hq_session: token },
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("sign-out ends the session", async () => {
    const token = await hq.hqLogin("akuntan@hq.test");
    expect((await hq.hqCall("POST", "/api/hq/logout", { as: token })).status).toBe(200);
    expect((await hq.hqCall("GET", "/api/hq/me", { as: token })).status).toBe(401);
  });

  it("an outlet's staff token is no head-office session, and an outlet has no head office", async () => {
    const staff = await hq.login("owner");
    expect((await hq.hqCall("GET", "/api/hq/me", { as: staff })).status).toBe(401);
    const res = await outlet.call("POST", "/api/hq/login", { body: { email: "owner@hq.test", password: "demo12345" } });
    expect(res.status).toBe(404);
  });
});

describe("head-office roles", () => {
  it("the area manager sees only their outlets", async () => {
    const me = await hq.hqCall("GET", "/api/hq/me", { as: "area" });
    expect(me.status).toBe(200);
    expect(me.body.data.outlets.map((o: { m_w_code: string }) => o.m_w_code)).toEqual(["DEMO"]);
  });

  it("only the owner manages accounts; the role is checked before the body", async () => {
    for (const who of ["area", "akuntan"]) {
      expect((await hq.hqCall("GET", "/api/hq/accounts", { as: who })).status).toBe(403);
      const bad = await hq.hqCall("POST", "/api/hq/accounts", { as: who, body: { nonsense: true } });
      expect(bad.status).toBe(403);
      expect(bad.body.meta.message).toBe("Akses DiTolak!");
    }
    expect((await hq.hqCall("POST", "/api/hq/accounts", { as: "owner", body: { nonsense: true } })).status).toBe(422);
  });

  it("the owner adds an area manager with outlets, and deactivating ends their sessions", async () => {
    const me = await hq.hqCall("GET", "/api/hq/me", { as: "owner" });
    const kl = me.body.data.outlets.find((o: { m_w_code: string }) => o.m_w_code !== "DEMO");
    const added = await hq.hqCall("POST", "/api/hq/accounts", {
      as: "owner",
      body: {
        email: "area2@hq.test",
        name: "Area Dua",
        password: "rahasia123",
        role: "area",
        m_w_ids: [kl.m_w_id],
        phone: "+62 812-3456-7890",
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ role: "area", m_w_ids: [kl.m_w_id], phone: "6281234567890", active: true });
    const again = await hq.hqCall("POST", "/api/hq/accounts", {
      as: "owner",
      body: { email: "AREA2@hq.test", name: "Area Lagi", password: "rahasia123", role: "accountant" },
    });
    expect(again.status).toBe(409);

    const res = await hq.hqCall("POST", "/api/hq/login", { body: { email: "area2@hq.test", password: "rahasia123" } });
    const token = res.body.data.token as string;
    const theirs = await hq.hqCall("GET", "/api/hq/me", { as: token });
    expect(theirs.body.data.outlets.map((o: { m_w_id: number }) => o.m_w_id)).toEqual([kl.m_w_id]);

    const off = await hq.hqCall("PATCH", `/api/hq/accounts/${added.body.data.id}`, { as: "owner", body: { active: false } });
    expect(off.body.data.active).toBe(false);
    expect((await hq.hqCall("GET", "/api/hq/me", { as: token })).status).toBe(401);
    const relogin = await hq.hqCall("POST", "/api/hq/login", { body: { email: "area2@hq.test", password: "rahasia123" } });
    expect(relogin.status).toBe(401);
  });

  it("an area manager needs an outlet; a bad phone is refused; the owner cannot deactivate themselves", async () => {
    const noOutlet = await hq.hqCall("POST", "/api/hq/accounts", {
      as: "owner",
      body: { email: "area3@hq.test", name: "Area Tiga", password: "rahasia123", role: "area" },
    });
    expect(noOutlet.status).toBe(422);
    const badPhone = await hq.hqCall("POST", "/api/hq/accounts", {
      as: "owner",
      body: { email: "x@hq.test", name: "Xena", password: "rahasia123", role: "owner", phone: "12ab" },
    });
    expect(badPhone.status).toBe(422);
    const me = await hq.hqCall("GET", "/api/hq/me", { as: "owner" });
    const self = await hq.hqCall("PATCH", `/api/hq/accounts/${me.body.data.id}`, { as: "owner", body: { active: false } });
    expect(self.status).toBe(422);
  });
});
