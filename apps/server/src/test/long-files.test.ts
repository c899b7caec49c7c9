/**
 * The long test files are spread through the first part of the run (vitest.config.ts,
 * `LONG_FILES`): a file that starts a server process or a PostgreSQL cluster of its own takes tens
 * of seconds, and one started last runs on one worker while the other has nothing left to do. Every such server test file must be listed,
 * and every listed file must exist (a renamed file would silently fall back to the end).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LONG_FILES } from "../../../../vitest.config.ts";
import { repoRoot } from "../config.ts";

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? testFiles(full) : e.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** A call that starts a process of the file's own: the server, a cluster, a CLI, the power-cut loop. */
const STARTS_A_PROCESS = /\b(spawnServer|startToExit|runPowerCuts|startEmbedded|spawn)\(/;

describe("the long test files", () => {
  it("list every server test file that starts a server or a cluster of its own", () => {
    const starting = testFiles(path.join(repoRoot, "apps/server/src"))
      .filter((f) => STARTS_A_PROCESS.test(readFileSync(f, "utf8")) && !f.endsWith("long-files.test.ts"))
      .map((f) => path.relative(repoRoot, f));
    expect(starting.filter((f) => !LONG_FILES.some(([file]) => file === f))).toEqual([]);
  });

  it("name files that exist", () => {
    expect(LONG_FILES.filter(([f]) => !existsSync(path.join(repoRoot, f)))).toEqual([]);
  });
});
