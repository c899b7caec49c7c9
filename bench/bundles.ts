/**
 * Bytes each group of screens downloads from the built web app (apps/web/dist, Vite's manifest
 * dist/.vite/manifest.json): the entry (index.html's script and styles) plus every chunk the
 * group's lazy routes and layouts import, raw and gzip (level 9). A waiter's phone (pickup) and the
 * kitchen screens must not download the cashier screens; the last lines show what they skip. The
 * message catalogue ships per language and per area (apps/web/vite-plugins/catalogue.ts): a group
 * counts its areas' chunks in one language (LANGUAGE, default `id`), the ones a device loads.
 * Run: `npx tsx bench/bundles.ts` (builds the web app first when there is no manifest; `WEB_DIST=<folder>`
 * measures another build, e.g. main's, for a before/after table). Figures only.
 */
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
}

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web");
/** The build to measure: WEB_DIST (as the server reads it), else apps/web/dist. */
const dist = path.resolve(process.env.WEB_DIST ?? path.join(web, "dist"));
const manifestPath = path.join(dist, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  execSync("npm run -s build -w @waroeng/web", { cwd: path.join(web, "../.."), stdio: "inherit" });
}
const language = process.env.LANGUAGE ?? "id";
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, Chunk>;

/** The lazy modules of each group (apps/web/src/routes.tsx). */
const GROUPS: Record<string, string[]> = {
  login: ["src/pages/login/LoginPage.tsx"],
  cashier: [
    "src/components/CashierLayout.tsx",
    "src/pages/opening-cash/OpeningCashPage.tsx",
    "src/pages/dashboard/DashboardPage.tsx",
    // The one order screen (OrderPage) shares its chunk with its staff wrapper (/kitchen-order/{id}).
    "src/pages/order/KitchenOrderPage.tsx",
    "src/pages/history/HistoryPage.tsx",
    "src/pages/online-order/OnlineOrderPage.tsx",
    "src/pages/receipt/ReceiptPage.tsx",
  ],
  // One screen each: what a till downloads to show Daftar Transaksi, or an order.
  dashboard: ["src/components/CashierLayout.tsx", "src/pages/dashboard/DashboardPage.tsx"],
  order: ["src/components/CashierLayout.tsx", "src/pages/order/OrderPage.tsx"],
  kitchen: ["src/components/StaffLayout.tsx", "src/pages/kitchen/KitchenPrepPage.tsx"],
  pickup: ["src/components/StaffLayout.tsx", "src/pages/pickup/PickupLandingPage.tsx", "src/pages/pickup/PickupPage.tsx"],
};

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entry) {
  throw new Error(`no entry in ${manifestPath}`);
}

/**
 * Every file (js, css, assets) that loading these manifest keys fetches: static imports followed,
 * and the catalogue chunks of `language` that the areas among them load.
 */
function filesOf(keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) {
      throw new Error(`${key} is not in the manifest: is it still a lazy route?`);
    }
    if (seen.has(key)) {
      return;
    }
    seen.add(key);
    for (const f of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) {
      files.add(f);
    }
    for (const k of chunk.imports ?? []) {
      visit(k);
    }
    for (const k of chunk.dynamicImports ?? []) {
      if (k.endsWith(`?locale=${language}`)) {
        visit(k);
      }
    }
  };
  for (const k of keys) {
    visit(k);
  }
  return files;
}

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string): { raw: number; gzip: number } {
  let s = sizes.get(file);
  if (!s) {
    const bytes = readFileSync(path.join(dist, file));
    s = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, s);
  }
  return s;
}

function total(files: Iterable<string>, only?: (f: string) => boolean) {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    if (!only || only(f)) {
      const s = sizeOf(f);
      raw += s.raw;
      gzip += s.gzip;
    }
  }
  return { raw, gzip };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`.padStart(10);
const isJs = (f: string) => f.endsWith(".js");
const isCss = (f: string) => f.endsWith(".css");

console.log(`web bundles per route group (${path.relative(process.cwd(), dist)}; entry + lazy chunks + catalogue in "${language}")`);
console.log(
  `${"group".padEnd(10)}${"files".padStart(6)}${"js raw".padStart(10)}${"js gzip".padStart(10)}${"css raw".padStart(10)}${"css gzip".padStart(10)}${"all gzip".padStart(10)}`,
);
const groupFiles = new Map<string, Set<string>>();
for (const [group, keys] of Object.entries(GROUPS)) {
  const files = filesOf([entry, ...keys]);
  groupFiles.set(group, files);
  const js = total(files, isJs);
  const css = total(files, isCss);
  const all = total(files);
  console.log(
    `${group.padEnd(10)}${String(files.size).padStart(6)}${kb(js.raw)}${kb(js.gzip)}${kb(css.raw)}${kb(css.gzip)}${kb(all.gzip)}`,
  );
}
const everything = total(filesOf(Object.keys(manifest)));
console.log(
  `whole app: ${Object.keys(manifest).length} chunks, js+css ${kb(everything.raw).trim()} raw, ${kb(everything.gzip).trim()} gzip`,
);

const cashier = groupFiles.get("cashier") ?? new Set<string>();
for (const group of ["kitchen", "pickup"]) {
  const mine = groupFiles.get(group) ?? new Set<string>();
  const skipped = [...cashier].filter((f) => !mine.has(f));
  const s = total(skipped);
  console.log(`${group}: does not download ${skipped.length} cashier files (${kb(s.raw).trim()} raw, ${kb(s.gzip).trim()} gzip)`);
}
