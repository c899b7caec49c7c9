/**
 * The server project reuses loaded modules from file to file (vitest.config.ts, `isolate: false`),
 * where `vi.mock` cannot replace a module another file already loaded: every server test file that
 * mocks a module must be listed in MOCKS_MODULES, which runs them in fresh workers; the web project
 * likewise (WEB_MOCKS_MODULES).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MOCKS_MODULES, WEB_MOCKS_MODULES } from "../../../../vitest.config.ts";
import { repoRoot } from "../config.ts";

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? testFiles(full) : /\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe("server test files that mock modules", () => {
  it("are exactly the files the config runs in fresh workers", () => {
    const mocking = testFiles(path.join(repoRoot, "apps/server/src"))
      .filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(f, "utf8")) && !f.endsWith("mocked-files.test.ts"))
      .map((f) => path.relative(repoRoot, f))
      .sort();
    expect(mocking).toEqual([...MOCKS_MODULES].sort());
  });

  it("and the web's, likewise", () => {
    const mocking = testFiles(path.join(repoRoot, "apps/web/src"))
      .filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(f, "utf8")))
      .map((f) => path.relative(repoRoot, f))
      .sort();
    expect(mocking).toEqual([...WEB_MOCKS_MODULES].sort());
  });
});
