import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";

describe("auth (foundations §2 Login, §6 Session)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("logs a cashier in and returns token, id, name and role", async () => {
    const res = await t.call("POST", "/api/login", { body: { email: "kasir@demo.test", password: "demo12345" } });
    expect(res.status).toBe(200);
    expect(res.body.meta.error).toBe(0);
    expect(res.body.data).toMatchObject({ name: "Siti Kasir", role: "kasir" });
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it("accepts the login form urlencoded too", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=dapur%40demo.test&password=demo12345",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe("dapur");
  });

  it("refuses a wrong password with meta.error 1 and the message", async () => {
    const res = await t.call("POST", "/api/login", { body: { email: "kasir@demo.test", password: "salah" } });
    // Foundations §5: the client reads meta.error 1 from the body, so HTTP 200.
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ code: 401, error: 1, message: "Email atau password salah" });
    expect(res.body.data).toBeNull();
  });

  it("requires email and password", async () => {
    const res = await t.call("POST", "/api/login", { body: { email: "", password: "" } });
    expect([res.status, res.body.meta.code, res.body.meta.error]).toEqual([200, 422, 1]);
    expect(res.body.meta.message).toContain("Email harus diisi");
  });

  it("GET /user needs the bearer token and returns the user", async () => {
    const anon = await t.call("GET", "/api/user");
    expect(anon.status).toBe(401);
    const res = await t.call("GET", "/api/user", { as: "pelayan" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: "Dewi Pelayan", role: "pelayan", email: "pelayan@demo.test" });
  });

  it("logout revokes the token", async () => {
    const login = await t.call("POST", "/api/login", { body: { email: "wbd@demo.test", password: "demo12345" } });
    const token = login.body.data.token as string;
    expect((await t.call("GET", "/api/user", { as: token })).status).toBe(200);
    expect((await t.call("POST", "/api/logout", { as: token })).status).toBe(200);
    expect((await t.call("GET", "/api/user", { as: token })).status).toBe(401);
  });

  it("lists the outlet's staff", async () => {
    const res = await t.call("GET", "/api/users", { as: "kasir" });
    expect(res.status).toBe(200);
    const names = (res.body.data as { name: string }[]).map((u) => u.name);
    expect(names).toContain("Joko Dapur");
    expect(names).not.toContain(expect.stringContaining("KL"));
  });
});
