/**
 * Builds what `npm start` and `npm run setup` run, when its build is missing or older than its
 * sources: the web app (apps/web/dist, pre-compressed) and the server (apps/server/dist, plain
 * JavaScript run by `node`). Exits the process with the build's code when a build fails.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function newestMtime(p) {
  const st = statSync(p);
  if (!st.isDirectory()) {
    return st.mtimeMs;
  }
  let newest = 0;
  for (const entry of readdirSync(p)) {
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

function ensure(what, output, sources, workspace) {
  const sourceTime = Math.max(...sources.map((p) => newestMtime(path.join(root, p))));
  const out = path.join(root, output);
  if (existsSync(out) && statSync(out).mtimeMs >= sourceTime) {
    return;
  }
  console.log(`Building ${what}…`);
  const build = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}

/** Builds apps/web/dist when stale. */
export function ensureWebBuilt() {
  ensure(
    "the web app",
    "apps/web/dist/index.html",
    ["apps/web/src", "apps/web/index.html", "packages/domain/src", "scripts/precompress.mjs"],
    "@waroeng/web",
  );
}

/** Builds apps/server/dist when stale; returns the folder of the built server. */
export function ensureServerBuilt() {
  ensure(
    "the server",
    "apps/server/dist/main.js",
    ["apps/server/src", "apps/server/build.mjs", "apps/server/package.json", "packages/domain/src"],
    "@waroeng/server",
  );
  return path.join(root, "apps/server/dist");
}
