/**
 * Five wrong passwords from anyone on the LAN must not lock the owner out: the device the owner
 * signed in from before goes through the account's limit; other devices are still held by it, and
 * a known device's own failures still count.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { DEVICE_COOKIE, LOGIN_LIMITS } from "./login-limits.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function attempt(email: string, password: string, device?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email, password },
    ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
  });
}

/** The known-device token a login reply sets. */
function deviceOf(res: Awaited<ReturnType<typeof attempt>>): string {
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/login" });
  return cookie?.value ?? "";
}

describe("login limits and known devices", () => {
  it("lets the owner's own device in after someone else's five wrong tries; a new device waits", async () => {
    const ownersTill = deviceOf(await attempt("owner@demo.test", "demo12345"));
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect((await attempt("owner@demo.test", `tebak-${i}`)).json().meta.code).toBe(401);
    }
    expect((await attempt("owner@demo.test", "demo12345")).json().meta.code).toBe(429);
    expect((await attempt("owner@demo.test", "demo12345", "a-device-token-never-issued")).json().meta.code).toBe(429);
    const owner = await attempt("owner@demo.test", "demo12345", ownersTill);
    expect(owner.json().meta.code).toBe(200);
    expect(owner.json().data.role).toBe("owner");
  });

  it("counts a known device's own failures, and knows a device only for the account it signed in to", async () => {
    const till = deviceOf(await attempt("kacab@demo.test", "demo12345"));
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect((await attempt("kacab@demo.test", `tebak-${i}`, till)).json().meta.code).toBe(401);
    }
    expect((await attempt("kacab@demo.test", "demo12345", till)).json().meta.code).toBe(429);
    // The account's own count was not touched: another device of the branch head still signs in.
    expect((await attempt("kacab@demo.test", "demo12345")).json().meta.code).toBe(200);
  });
});
