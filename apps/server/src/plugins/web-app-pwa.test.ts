/**
 * The installable web app's files: the service worker and the web manifest are served
 * with their right content types, pre-compressed when large, never cached long (a new sw.js must be
 * seen on the next check), and under a CSP that lets the worker and the manifest load from 'self'.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { repoRoot } from "../config.ts";
import type { Db } from "../db/client.ts";

let dist: string;
let app: FastifyInstance;
const sw = `importScripts("/workbox-abc.js");${"self.__WB_MANIFEST;".repeat(100)}\n`;
const manifest = JSON.stringify({ name: "Waroeng POS", description: "x".repeat(1200), start_url: "/", display: "standalone" });

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), "waroeng-pwa-"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><html></html>");
  writeFileSync(path.join(dist, "sw.js"), sw);
  writeFileSync(path.join(dist, "manifest.webmanifest"), manifest);
  execFileSync(process.execPath, [path.join(repoRoot, "scripts/precompress.mjs"), dist]);
  app = await buildApp({ db: {} as Db, webDist: dist });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("serving the service worker and the manifest", () => {
  it("sends sw.js as JavaScript, compressed, with no-cache (never a long cache), without a session", async () => {
    const res = await app.inject({ url: "/sw.js", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(sw);
  });

  it("sends the manifest as application/manifest+json with no-cache", async () => {
    const res = await app.inject({ url: "/manifest.webmanifest", headers: { "accept-encoding": "identity" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(JSON.parse(res.body).name).toBe("Waroeng POS");
  });

  it("has a CSP that lets a same-origin worker and manifest load (script-src / default-src 'self', no worker or manifest ban)", async () => {
    const res = await app.inject({ url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/worker-src 'none'|manifest-src 'none'/);
  });
});
