#!/usr/bin/env node
/**
 * `npm test`: every check a change must pass, in three stages, stopping at the first that fails:
 *
 * 1. static checks and the build, side by side (each is one process on one core): the type check
 *    (`tsc -b`, incremental), lint (Biome), the module rules (dependency-cruiser: no import cycles),
 *    and the production build of the web app and the server that the browser tests run;
 * 2. unit and API tests (Vitest: domain, web and server projects, two files at a time; the server
 *    project against a real embedded PostgreSQL);
 * 3. browser tests (Playwright in Debian's chromium, against the built server).
 *
 * Each stage prints its wall time. Ends with one line "N passed, N failed" over all tests that ran.
 * `npm run test:full` (`--full`) runs the same with `TEST_SIZE=full`: full-size property and soak runs
 * (apps/server/src/test/size.ts) with Vitest's coverage summary, for a quiet machine, then the upgrade from an older release
 * (`npm run test:upgrade`: it installs that release's packages, so it needs the npm registry or cache).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const full = process.argv.includes("--full");
if (full) {
  process.env.TEST_SIZE = "full";
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = mkdtempSync(path.join(os.tmpdir(), "waroeng-test-report-"));
const unitReport = path.join(out, "vitest.json");
const e2eReport = path.join(out, "playwright.json");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const timings = [];
let passed = 0;
let failed = 0;
/** Tests that did not run (after a failure in a serial spec, the rest of its file). */
let skipped = 0;

/** Runs one command; with `buffer`, its output is printed in one piece when it ends (for side-by-side tasks). */
function task(title, cmd, args, { buffer = false, ...opts } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, stdio: buffer ? ["ignore", "pipe", "pipe"] : "inherit", ...opts });
    let text = "";
    child.stdout?.on("data", (c) => {
      text += c;
    });
    child.stderr?.on("data", (c) => {
      text += c;
    });
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (buffer) {
        console.log(`\n▶ ${title} (${seconds} s)${code === 0 ? "" : ` — FAILED (exit ${code})`}\n${text.trimEnd()}`);
      }
      resolve({ title, code: code ?? 1, seconds });
    });
  });
}

/** Runs tasks side by side (or one), prints the stage's wall time, and stops the run if any failed. */
async function stage(name, tasks) {
  console.log(`\n▶▶ ${name}`);
  const started = Date.now();
  const results = await Promise.all(tasks);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s (${results.map((r) => `${r.title} ${r.seconds} s`).join(", ")})`);
  console.log(`\n◀◀ ${name}: ${seconds} s`);
  return results.every((r) => r.code === 0);
}

function finish(code) {
  console.log(`\nStage times:\n${timings.map((t) => `  ${t}`).join("\n")}`);
  console.log(`\n${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`);
  process.exit(code);
}

const checks = [
  task("type check", bin("tsc"), ["-b"], { buffer: true }),
  task("lint", bin("biome"), ["check", "."], { buffer: true }),
  task("module rules", "npm", ["run", "-s", "lint:deps"], { buffer: true }),
  task("build the web app and the server", "npm", ["run", "-s", "build"], { buffer: true }),
];
if (!(await stage("static checks and build", checks))) {
  finish(1);
}

const unitOk = await stage("unit and API tests", [
  task("vitest", bin("vitest"), [
    "run",
    // Coverage instruments every server file: a third more CPU. The full run prints its summary.
    ...(full ? ["--coverage"] : []),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${unitReport}`,
  ]),
]);
try {
  const r = JSON.parse(readFileSync(unitReport, "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
} catch {
  failed += unitOk ? 0 : 1;
}
if (!unitOk) {
  finish(1);
}

const e2eOk = await stage("browser tests", [
  task("playwright", bin("playwright"), ["test", "--reporter=list,json"], {
    cwd: path.join(root, "e2e"),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  }),
]);
try {
  const r = JSON.parse(readFileSync(e2eReport, "utf8"));
  passed += r.stats?.expected ?? 0;
  failed += (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0);
  skipped += r.stats?.skipped ?? 0;
} catch {
  failed += e2eOk ? 0 : 1;
}
if (!e2eOk || process.env.TEST_SIZE !== "full") {
  finish(e2eOk ? 0 : 1);
}
const upgradeOk = await stage("upgrade from an older release", [task("test:upgrade", "npm", ["run", "-s", "test:upgrade"])]);
passed += upgradeOk ? 1 : 0;
failed += upgradeOk ? 0 : 1;
finish(upgradeOk ? 0 : 1);
