#!/usr/bin/env node
/**
 * `npm test`: type check, lint, the domain, API and web unit tests (Vitest with a coverage summary; real embedded
 * PostgreSQL and the server run as a process; the web's components in jsdom), a build of the web app and the server, then the browser tests
 * (Playwright in Debian's chromium, against the built server). Stops at the
 * first failing stage. Ends with one line "N passed, N failed" over all tests that ran.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = mkdtempSync(path.join(os.tmpdir(), "waroeng-test-report-"));
const unitReport = path.join(out, "vitest.json");
const e2eReport = path.join(out, "playwright.json");
let passed = 0;
let failed = 0;

function run(title, cmd, args, opts = {}) {
  console.log(`\n▶ ${title}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", ...opts });
  return res.status ?? 1;
}

function finish(code) {
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(code);
}

const npx = path.join(root, "node_modules/.bin");
if (run("type check", "npm", ["run", "-s", "typecheck"]) !== 0) {
  finish(1);
}
if (run("lint", path.join(npx, "biome"), ["check", "."]) !== 0) {
  finish(1);
}
const unit = run("domain, API and web unit tests", path.join(npx, "vitest"), [
  "run",
  "--project",
  "domain",
  "--project",
  "server",
  "--project",
  "web",
  "--coverage",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${unitReport}`,
]);
try {
  const r = JSON.parse(readFileSync(unitReport, "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
} catch {
  failed += unit === 0 ? 0 : 1;
}
if (unit !== 0) {
  finish(1);
}
// The browser tests run the production build: the web app (pre-compressed) and the server (node dist/main.js).
if (run("build the web app and the server", "npm", ["run", "-s", "build"]) !== 0) {
  finish(1);
}
const e2e = run("browser tests", path.join(npx, "playwright"), ["test", "--reporter=list,json"], {
  cwd: path.join(root, "e2e"),
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
});
try {
  const r = JSON.parse(readFileSync(e2eReport, "utf8"));
  passed += r.stats?.expected ?? 0;
  failed += (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0);
} catch {
  failed += e2e === 0 ? 0 : 1;
}
finish(e2e === 0 ? 0 : 1);
