#!/usr/bin/env node
/**
 * Pre-compresses a built web app: next to every text asset (js, css, html, svg, json, txt, map,
 * webmanifest) of at least 1 kB it writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip
 * level 9), so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing on every request. Usage: `node scripts/precompress.mjs <dist folder>`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
const MIN_BYTES = 1024;

/** Writes .br and .gz beside each text file of `dir` (recursively); returns how many files it compressed. */
export function precompressDir(dir) {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompressDir(file);
      continue;
    }
    if (!TEXT.test(entry.name) || statSync(file).size < MIN_BYTES) {
      continue;
    }
    const data = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    count++;
  }
  return count;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? "dist");
  const count = precompressDir(dir);
  console.log(`Pre-compressed ${count} files in ${dir} (brotli and gzip)`);
}
