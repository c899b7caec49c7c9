/**
 * Authorisation on the matched route: every registered route,
 * probed anonymously over a real socket with the path sent as-is (like `curl --path-as-is`) in
 * encoded, doubled-slash, dot-segment and case variants, never answers 2xx with API data and never
 * answers ≥ 500.
 */

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";

interface Probe {
  status: number;
  type: string;
  body: string;
}

/** Sends `method path` verbatim (no normalisation) and reads the reply; gives up on a stream after 2 s. */
function probe(port: number, method: string, rawPath: string, headers: Record<string, string> = {}): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const withBody = !["GET", "HEAD", "DELETE", "OPTIONS"].includes(method);
    const req = http.request(
      { host: "127.0.0.1", port, method, path: rawPath, headers: withBody ? { "content-type": "application/json", ...headers } : headers },
      (res) => {
        let body = "";
        const done = () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body });
        const timer = setTimeout(() => {
          req.destroy();
          done();
        }, 2000);
        res.on("data", (c: Buffer) => {
          body += c.toString();
        });
        res.on("end", () => {
          clearTimeout(timer);
          done();
        });
      },
    );
    req.on("error", reject);
    req.end(withBody ? "{}" : undefined);
  });
}

/** Every route of `printRoutes({ commonPrefix: false })` as [method, path] pairs. */
function routesOf(tree: string): [string, string][] {
  const out: [string, string][] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const m = line.match(/^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!m) {
      continue;
    }
    const depth = (m[1] ?? "").length / 4;
    stack.length = depth;
    const full = stack.join("") + (m[2] ?? "");
    stack.push(m[2] ?? "");
    for (const method of (m[3] ?? "").split(", ").filter(Boolean)) {
      out.push([method, full]);
    }
  }
  return out;
}

/** A concrete URL for a route pattern (params → 1, wildcard → a file-like name). */
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z_]+/g, "1").replace(/\*$/, "x");

/** The anonymous variants of an /api path that a URL-text check would have missed. */
function variants(p: string): string[] {
  const rest = p.slice("/api".length); // "/user"
  const list = [
    p,
    `/%61pi${rest}`,
    `/%41PI${rest}`,
    `/api%2F${rest.slice(1)}`,
    `/api%2f${rest.slice(1)}`,
    `//api${rest}`,
    `/api/${rest}`,
    `/api/.${rest}`,
    `/x/..${p}`,
    `/api/x/..${rest}`,
    `/API${rest}`,
    `/Api${rest}`,
    `${p}/`,
    `${p}?token=x`,
    `/%2561pi${rest}`,
  ];
  const last = rest.match(/[a-z](?=[^a-z]*$)/);
  if (last?.index !== undefined) {
    const i = "/api".length + last.index;
    list.push(`${p.slice(0, i)}%${p.charCodeAt(i).toString(16)}${p.slice(i + 1)}`);
  }
  return list;
}

describe("authorisation on the matched route", () => {
  let t: TestApp;
  let port: number;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), "waroeng-web-"));
    writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Waroeng POS</title>");
    writeFileSync(path.join(webDist, "app.js"), "console.log(1)");
    t = await createTestApp({ webDist });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("refuses the encoded path of the probe (/%61pi/m-payment-method) and answers 401, not 500, on /%61pi/user", async () => {
    const methods = await probe(port, "GET", "/%61pi/m-payment-method");
    expect(methods.status).toBe(401);
    expect(JSON.parse(methods.body).meta.message).toBe("Sesi berakhir, silakan login kembali");
    expect((await probe(port, "GET", "/%61pi/user")).status).toBe(401);
  });

  it("needs a session on every /api route except login, the OpenAPI document and the image link (default deny)", async () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
    const api = routes.filter(([, p]) => p.startsWith("/api/"));
    expect(api.length).toBeGreaterThan(40);
    const open: string[] = [];
    for (const [method, pattern] of api) {
      const res = await probe(port, method, concrete(pattern));
      if (res.status !== 401) {
        open.push(`${method} ${pattern} → ${res.status}`);
      }
    }
    // The android printer's image link is public by design: its name is the capability (a random
    // 256-bit token), so an unknown one is 404, never data (printing/image-link.ts).
    // The guest's QR calls are public by design: the table's QR code in the path is the
    // capability (a random 256-bit token), limited per code and per IP; a malformed one is 422.
    // The release version is public by design: the login screen shows it. Device setup is public by
    // design: a phone joining the stall asks before anyone signs in on it (no secret in it: the
    // addresses and the CA's fingerprint are what the setup page shows). Login refuses an empty
    // form in the body (HTTP 200, meta.error 1), as the spec's client reads a wrong password.
    // A customer display pairs without a session: the till's short code is its credential (single
    // use, 10 minutes, guesses limited per IP); a missing code is 422. Its state and stream then
    // need the display's own cookie (401 without it). The payment gateway's notification has no
    // session: it is there only with PUBLIC_URL (404 here), and then its signature is checked and
    // the status re-read from the gateway before anything changes.
    // Head office's own routes answer 404 on an outlet (as here), before any session is looked at.
    const hq = open.filter((line) => line.includes(" /api/hq/"));
    expect(hq.length).toBeGreaterThan(5);
    expect(hq.filter((line) => !line.endsWith("→ 404"))).toEqual([]);
    expect(open.filter((line) => !hq.includes(line)).sort()).toEqual([
      "GET /api/device-setup → 200",
      "GET /api/device-setup/ping → 204",
      "GET /api/openapi.json → 200",
      "GET /api/print-image/:name → 404",
      "GET /api/qr/:token → 422",
      // Head office's outlet-key routes: no session; on an outlet (as here) they are not there.
      "GET /api/sync/changes → 404",
      "GET /api/sync/whoami → 404",
      "GET /api/version → 200",
      "HEAD /api/device-setup → 200",
      "HEAD /api/device-setup/ping → 204",
      "HEAD /api/openapi.json → 200",
      "HEAD /api/print-image/:name → 404",
      "HEAD /api/qr/:token → 422",
      "HEAD /api/sync/changes → 404",
      "HEAD /api/sync/whoami → 404",
      "HEAD /api/version → 200",
      "POST /api/customer-display/pair → 422",
      "POST /api/login → 200",
      "POST /api/qr/:token/send → 422",
      "POST /api/qris/notify → 404",
      "POST /api/sync/menu-overrides → 404",
      "POST /api/sync/push → 404",
      "PUT /api/qr/:token/cart → 422",
    ]);
  });

  it("never answers an anonymous variant of any route with API data or an error ≥ 500", async () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
    const leaks: string[] = [];
    let sent = 0;
    for (const [method, pattern] of routes) {
      const url = concrete(pattern);
      const paths = url.startsWith("/api/") ? variants(url) : [url, url.toUpperCase(), `/.${url}`, `//${url.slice(1)}`];
      for (const p of paths) {
        const res = await probe(port, method, p);
        sent += 1;
        const json = res.type.includes("json") ? (JSON.parse(res.body || "null") as { meta?: { error?: number } } | null) : null;
        const apiData = res.status < 300 && json?.meta?.error === 0;
        // The version and device setup are public under any spelling of their paths (the routes themselves are public).
        const publicData = (url === "/api/openapi.json" && p === url) || url === "/api/version" || url.startsWith("/api/device-setup");
        if (res.status >= 500 || (apiData && !publicData) || (res.status < 300 && res.type.includes("event-stream"))) {
          leaks.push(`${method} ${p} → ${res.status} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(leaks).toEqual([]);
  });

  it("serves the web app's shell and files without a session", async () => {
    const shell = await probe(port, "GET", "/dashboard");
    expect(shell.status).toBe(200);
    expect(shell.body).toContain("Waroeng POS");
    expect((await probe(port, "GET", "/app.js")).status).toBe(200);
  });
});
