/**
 * Stack traces of the built server in source positions, paid for only when an error is logged. The
 * built bundle (dist/*.js) has source maps beside it; `node --enable-source-maps` would parse them at
 * start and keep them (≈ 30 MB of idle memory). Instead the logger's `err` serializer maps the frames
 * of the stacks it writes: a bundle's map is read on the first error that names it and kept from then on.
 * Under `--enable-source-maps` (or from TypeScript sources) stacks are left as they are.
 */
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";
import pino from "pino";

/** A frame's location in a built file: `(file:///…/dist/main.js:12:34)` or `at /…/dist/main.js:12:34`. */
const FRAME = /((?:file:\/\/)?\/[^\s():]+\/dist\/[^\s():/]+\.js):(\d+):(\d+)/g;

/** Each built file's map, or null when it has none (read once). */
const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  let map = maps.get(file);
  if (map === undefined) {
    try {
      const filePath = file.startsWith("file://") ? fileURLToPath(file) : file;
      map = new SourceMap(JSON.parse(readFileSync(`${filePath}.map`, "utf8")));
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  return map;
}

/**
 * `stack` with every frame in a built file (dist/*.js) replaced by its source position
 * (`src/modules/x.ts:line:column`, as the map names the source); frames without a map stay as they are.
 */
export function mapStack(stack: string): string {
  if (process.sourceMapsEnabled || !stack.includes("/dist/")) {
    return stack;
  }
  return stack.replace(FRAME, (whole, file: string, line: string, column: string) => {
    const entry = mapOf(file)?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry || !("originalSource" in entry) || !entry.originalSource) {
      return whole;
    }
    const source = entry.originalSource.replace(/^(?:\.\.\/)+/, "");
    return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

/** pino's error serializer with the stack in source positions (mapStack). */
export function errWithSourceStack(err: Error): pino.SerializedError {
  const out = pino.stdSerializers.err(err);
  if (typeof out.stack === "string") {
    out.stack = mapStack(out.stack);
  }
  return out;
}
