#!/usr/bin/env node
/**
 * `npm start`: builds the web app and the server when their builds are missing or older than their
 * sources, then runs the built server with `node` (embedded PostgreSQL + demo data on first start)
 * on PORT (default 3000). Signals are passed on; the server stops once however many arrive (a
 * Ctrl-C reaches both this process and the server). Exits with the server's exit code.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureServerBuilt, ensureWebBuilt, root } from "./ensure-built.mjs";

ensureWebBuilt();
const dist = ensureServerBuilt();

const server = spawn(process.execPath, ["--enable-source-maps", path.join(dist, "main.js")], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(sig, () => server.kill(sig));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
