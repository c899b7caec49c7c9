#!/usr/bin/env node
/**
 * `npm start`: builds the web app and the server when their builds are missing or older than their
 * sources, then runs the built server (embedded PostgreSQL + demo data on first start) on PORT
 * (default 3000) in this same process: no second Node around it (a wrapper process cost ≈ 50 MB).
 * The server handles the signals and exits with its own code. Without `--enable-source-maps`
 * (≈ 30 MB at idle): logged errors have their stacks mapped to the sources (lib/stack-maps.ts).
 * The service unit (`npm run service:install`) runs `node apps/server/dist/main.js` directly.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureServerBuilt, ensureWebBuilt, root } from "./ensure-built.mjs";

ensureWebBuilt();
const dist = ensureServerBuilt();
process.chdir(root);
await import(pathToFileURL(path.join(dist, "main.js")).href);
