/** Security headers (helmet) on the API and on the web app's pages. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";

describe("security headers", () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), "waroeng-web-"));
    writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Waroeng POS</title>");
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    ["the web app's shell", "/dashboard"],
    ["an API reply", "/api/user"],
    ["a refused login", "/api/login"],
  ])("are on %s", async (_what, url) => {
    const res = await t.app.inject({ method: url === "/api/login" ? "POST" : "GET", url, payload: url === "/api/login" ? {} : undefined });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("do not force https on a stall's plain-HTTP network (no HSTS, no upgrade-insecure-requests)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/dashboard" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(String(res.headers["content-security-policy"])).not.toContain("upgrade-insecure-requests");
  });

  it("let the device setup page alone ask another https origin (its trust check); every other page keeps 'self'", async () => {
    const setup = await t.app.inject({ method: "GET", url: "/pasang" });
    expect(setup.statusCode).toBe(200);
    expect(String(setup.headers["content-security-policy"])).toMatch(/connect-src 'self' https:(;|$)/);
    for (const url of ["/dashboard", "/login", "/pasang-x", "/api/user"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(String(res.headers["content-security-policy"]), url).toMatch(/connect-src 'self'(;|$)/);
    }
  });
});
