/**
 * The app's stylesheet carries only the Mantine component styles the app renders (src/mantine.css,
 * imported by main.tsx instead of Mantine's whole `styles.css`): one `@import` per component whose
 * styles a module of @mantine/core used by the app (or by @mantine/dates, notifications, modals,
 * charts) reads, directly or through the components it is built from, in the order of Mantine's
 * own `styles.css`. When this fails after a new component is used, add the line it names.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(path.join(web, "package.json"));
/** The folder of an installed package (as the app resolves it). */
function packageDir(name: string): string {
  const dir = require.resolve(name);
  return dir.slice(0, dir.lastIndexOf(`/node_modules/${name}/`) + `/node_modules/${name}`.length);
}
const core = packageDir("@mantine/core");
const coreRoot = path.join(core, "esm");

/** The source files of a folder, recursively (tests excluded). */
function sources(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && ext.test(e.name) && !/\.test\./.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Names imported from "@mantine/core" by these files. */
function coreNames(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const f of files) {
    for (const m of readFileSync(f, "utf8").matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g)) {
      if (m[1]) {
        continue;
      }
      for (const part of (m[2] ?? "").split(",")) {
        const name = part
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0];
        if (name && !part.trim().startsWith("type ")) {
          names.add(name);
        }
      }
    }
  }
  return names;
}

/** The Mantine stylesheets (`styles/<X>.css`) the used components need, in styles.css's order. */
function requiredStyles(): string[] {
  const index = readFileSync(path.join(coreRoot, "index.mjs"), "utf8");
  const fileOf = new Map<string, string>();
  for (const m of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const n of (m[1] ?? "").split(",")) {
      fileOf.set(n.trim().split(/\s+as\s+/)[0] ?? "", path.join(coreRoot, m[2] ?? ""));
    }
  }
  const pkgSources = ["@mantine/dates", "@mantine/notifications", "@mantine/modals", "@mantine/charts"].flatMap((p) =>
    sources(path.join(packageDir(p), "esm"), /\.mjs$/),
  );
  const used = coreNames([...sources(path.join(web, "src"), /\.tsx?$/), ...pkgSources]);
  const seen = new Set<string>();
  const todo = [...used].map((n) => fileOf.get(n)).filter((f): f is string => f !== undefined);
  const styles = new Set<string>();
  for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
    if (seen.has(f)) {
      continue;
    }
    seen.add(f);
    const code = readFileSync(f, "utf8");
    const css = /\/\/#region packages\/@mantine\/core\/src\/.*\/(\w+)\.module\.css/.exec(code)?.[1];
    if (css) {
      styles.add(css);
    }
    for (const m of code.matchAll(/(?:import|export)[^"']*?from\s*"(\.[^"]+\.mjs)"/g)) {
      todo.push(path.resolve(path.dirname(f), m[1] ?? ""));
    }
  }
  const all = readFileSync(path.join(core, "styles.css"), "utf8");
  const at = (name: string) => {
    const first = readFileSync(path.join(core, "styles", `${name}.css`), "utf8").split("\n")[0] ?? "";
    return all.indexOf(first);
  };
  return [...styles].filter((s) => at(s) >= 0).sort((a, b) => at(a) - at(b));
}

describe("the Mantine stylesheets the app imports (src/mantine.css)", () => {
  it("are the base layers and exactly the styles of the components the app renders", () => {
    const imported = [
      ...readFileSync(path.join(web, "src/mantine.css"), "utf8").matchAll(/@import\s+"@mantine\/core\/styles\/(\w[\w-]*)\.css"/g),
    ].map((m) => m[1]);
    expect(imported).toEqual(["baseline", "default-css-variables", "global", ...requiredStyles()]);
  });

  it("replace Mantine's whole stylesheet in main.tsx", () => {
    const main = readFileSync(path.join(web, "src/main.tsx"), "utf8");
    expect(main).not.toContain('"@mantine/core/styles.css"');
    expect(main).toContain('import "./mantine.css"');
  });
});
