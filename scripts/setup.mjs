#!/usr/bin/env node
/**
 * `npm run setup`: builds the server when stale, then runs its set-up CLI (apps/server/src/setup-cli.ts):
 * creates the owner account and removes the demo accounts. Flags are passed on, e.g.
 * `SETUP_PASSWORD=… npm run setup -- --name "Bu Sari" --email sari@warungsari.id --non-interactive`
 * (the password never as a flag: npm echoes the command line).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ensureServerBuilt, root } from "./ensure-built.mjs";

const dist = ensureServerBuilt();
const res = spawnSync(process.execPath, ["--enable-source-maps", path.join(dist, "setup-cli.js"), ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
process.exit(res.status ?? 1);
