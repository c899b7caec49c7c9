/**
 * The README tells a newcomer the truth: every demo login the seed creates is listed (with the
 * demo password), and the Node version it names is the root `engines` range, which every locked
 * package's own `engines.node` accepts (checked at the range's lowest version).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { DEMO_EMAILS } from "./seed.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe("README", () => {
  it("lists every demo login of the seed", () => {
    expect(DEMO_EMAILS.length).toBeGreaterThanOrEqual(8);
    expect(DEMO_EMAILS.filter((email) => !readme.includes(`\`${email}\``))).toEqual([]);
    expect(readme).toContain("demo12345");
  });

  it("names a Node version that every locked package accepts, the root engines range", () => {
    // Packages that only ever run in the browser (bundled by Vite, never loaded by Node): their
    // `engines` speaks of their own build, not of ours. Each is imported by apps/web alone.
    const browserOnly: Record<string, string> = {
      "@zxing/library": "the QR decoder of the outlet form's camera scan (via @zxing/browser), loaded only in the browser",
    };
    const range = pkg.engines.node;
    const lowest = semver.minVersion(range)?.version ?? "";
    const refused = Object.entries(lock.packages)
      .map(([where, p]) => ({ where, node: Array.isArray(p.engines) ? undefined : p.engines?.node }))
      .filter((p): p is { where: string; node: string } => typeof p.node === "string" && semver.validRange(p.node) !== null)
      .filter((p) => !semver.satisfies(lowest, p.node))
      .filter((p) => !(p.where.replace(/^.*node_modules\//, "") in browserOnly))
      .map((p) => `${p.where.replace(/^.*node_modules\//, "")} wants ${p.node}`);
    expect(refused).toEqual([]);
    for (const name of Object.keys(browserOnly)) {
      expect(JSON.parse(readFileSync(path.join(root, "apps/server/package.json"), "utf8")).dependencies?.[name]).toBeUndefined();
    }
    expect(readme).toContain("22.13");
    // The lock file carries the same range, or a fresh clone's `npm install` rewrites it.
    expect((lock.packages[""]?.engines as { node?: string } | undefined)?.node).toBe(range);
  });
});
