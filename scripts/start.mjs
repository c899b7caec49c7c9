#!/usr/bin/env node
/**
 * `npm start`: builds the web app when its build is missing or older than its sources, then runs
 * the server (embedded PostgreSQL + demo data on first start) on PORT (default 3000).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const built = path.join(root, "apps/web/dist/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const sources = ["apps/web/src", "apps/web/index.html", "packages/domain/src"].map((p) => path.join(root, p));
const sourceTime = Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
if (!existsSync(built) || statSync(built).mtimeMs < sourceTime) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build", "-w", "@waroeng/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}

const tsx = path.join(root, "node_modules/.bin/tsx");
const server = spawn(tsx, [path.join(root, "apps/server/src/main.ts")], { cwd: root, stdio: "inherit", env: process.env });
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => server.kill(sig));
}
server.on("exit", (code) => process.exit(code ?? 0));
