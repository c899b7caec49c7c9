#!/usr/bin/env node
/**
 * Builds the server for production: bundles src/main.ts (and the seed and setup CLIs) with
 * packages/domain into plain JavaScript under dist/ (ESM, Node 20, source maps); every npm package
 * stays an external import resolved from node_modules at run time. The SQL migrations are copied to
 * dist/migrations, where db/client.ts looks for them beside the bundle.
 */
import { cpSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, "dist");
const pkg = JSON.parse(readFileSync(path.join(here, "package.json"), "utf8"));
// Workspace packages are TypeScript sources: bundle them; everything else comes from node_modules.
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith("@waroeng/"));

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(here, "src/main.ts"),
    "seed-cli": path.join(here, "src/seed-cli.ts"),
    "setup-cli": path.join(here, "src/setup-cli.ts"),
  },
  outdir: dist,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  logLevel: "warning",
});
cpSync(path.join(here, "src/db/migrations"), path.join(dist, "migrations"), { recursive: true });
console.log(`Server built in ${path.relative(process.cwd(), dist) || dist}`);
