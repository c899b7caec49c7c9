#!/usr/bin/env node
/**
 * Draws the app's install icons (the BrandMonogram: a warm rounded square with a "W") into
 * apps/web/public/icons as PNG: 192 and 512 px ("any"), a 512 px maskable one (the W inside the
 * safe zone, full-bleed background) and the 180 px apple-touch-icon. The PNGs are committed; run
 * `node apps/web/scripts/pwa-icons.mjs` again only when the mark changes. The W is a path (no font needed).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "../public/icons");

/** The monogram as SVG on a 512 unit square; `maskable`: square background, the W scaled into the 80 % safe zone. */
function svg(maskable) {
  const radius = maskable ? 0 : 154;
  const scale = maskable ? 0.7 : 1;
  const w = "M126 150 L190 372 L256 206 L322 372 L386 150";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512" role="img" aria-label="Waroeng POS">
  <title>Waroeng POS</title>
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff922b"/><stop offset="1" stop-color="#c2410c"/></linearGradient></defs>
  <rect width="512" height="512" rx="${radius}" fill="url(#g)"/>
  <g transform="translate(256 261) scale(${scale}) translate(-256 -261)">
    <path d="${w}" fill="none" stroke="#fff" stroke-width="52" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`;
}

function png(source, size) {
  return new Resvg(source, { fitTo: { mode: "width", value: size } }).render().asPng();
}

mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, "icon.svg"), svg(false));
writeFileSync(path.join(out, "icon-192.png"), png(svg(false), 192));
writeFileSync(path.join(out, "icon-512.png"), png(svg(false), 512));
writeFileSync(path.join(out, "maskable-512.png"), png(svg(true), 512));
writeFileSync(path.join(out, "apple-touch-icon.png"), png(svg(true), 180));
console.log(`icons written to ${out}`);
