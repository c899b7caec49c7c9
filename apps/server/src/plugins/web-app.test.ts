import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { repoRoot } from "../config.ts";
import type { Db } from "../db/client.ts";

// A small built web app: an index page and a hashed script, pre-compressed like `npm run build` does.
let dist: string;
let app: FastifyInstance;
const script = `console.log(${JSON.stringify("Waroeng ".repeat(400))});\n`;
const index = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${"<!-- pad -->".repeat(100)}</body></html>`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), "waroeng-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), index);
  writeFileSync(path.join(dist, "assets/index-AbC123.js"), script);
  writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
  execFileSync(process.execPath, [path.join(repoRoot, "scripts/precompress.mjs"), dist]);
  // The static part never touches the database.
  app = await buildApp({ db: {} as Db, webDist: dist });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("serving the built web app", () => {
  it("pre-compresses text files of 1 kB or more at build time, and leaves small ones", () => {
    expect(brotliDecompressSync(readFileSync(path.join(dist, "assets/index-AbC123.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dist, "index.html.gz"))).toString()).toBe(index);
    expect(() => readFileSync(path.join(dist, "favicon.svg.br"))).toThrow();
  });

  it("sends a hashed script brotli-compressed, immutable, when the browser accepts br", async () => {
    const res = await app.inject({ url: "/assets/index-AbC123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it("sends gzip to a browser without brotli, and the plain file to one without either", async () => {
    const gz = await app.inject({ url: "/assets/index-AbC123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: "/assets/index-AbC123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends index.html and the SPA fallback compressed with no-cache", async () => {
    for (const url of ["/", "/index.html", "/kasir/meja", "/login"]) {
      const res = await app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(index);
    }
  });

  it("answers 404 for a missing hashed file instead of the SPA page", async () => {
    const res = await app.inject({ url: "/assets/index-Old999.js", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/json/);
  });
});
