import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { catalogueImports, cataloguePerLanguage } from "./vite-plugins/catalogue.ts";
import { scrollAreaRefs } from "./vite-plugins/scrollAreaRefs.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const domainSrc = path.resolve(here, "../../packages/domain/src");

/**
 * The catalogue's areas in chunks that load together (one per language and tier, vite-plugins/catalogue.ts):
 * - `shell`: what the app shell (routes, guards, the admin section list) and the sign-in screen read,
 *   loaded at start (the build warns when the shell reads an area not listed here);
 * - `staff`: what the kitchen screens read beyond the shell (the pickup screens and the tills too);
 * - `orders`: what the pickup screens and an order's screen read beyond those;
 * - `till`: what the till's daily screens (Daftar Transaksi, an order, paying) read beyond those.
 * Every other area (back office, head office, reports, split bill …) shares one more chunk, loaded
 * with the first screen that reads one of them.
 */
const CATALOGUE_TIERS = {
  shell: ["core", "menu-options", "requests", "screens", "sync", "web"],
  staff: ["device-printer", "kitchen", "printing", "stock"],
  orders: ["orders", "refund"],
  till: ["access", "admin", "api", "cash", "customer-display", "join-device", "option-sheet", "payment", "qr-orders"],
};

/**
 * React Router's package resolves every import to its development build (its warnings switched on);
 * the production build next to it is the same code with them off. `vite build` uses that one.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.resolve(here, "../../node_modules/react-router/dist/production/index.mjs"),
};

const messagesDir = path.join(domainSrc, "messages");

/**
 * The chunk of an area's own module (`messages/<area>.ts`, not a language's `?locale=` variant):
 * `<tier>-texts` for the tiers after the shell's (whose areas are in the framework), `more-texts`
 * for the areas in no tier; null for any other module.
 */
function textsChunkOf(id: string): string | null {
  if (path.dirname(id) !== messagesDir || !id.endsWith(".ts")) {
    return null;
  }
  const area = path.basename(id, ".ts");
  const tier = Object.entries(CATALOGUE_TIERS).find(([, areas]) => areas.includes(area))?.[0];
  return tier === "shell" || area === "shared" || area === "localized" ? null : `${tier ?? "more"}-texts`;
}

/** index.html and the module it loads: the entry chunk, kept out of the framework group. */
const isEntryModule = (id: string) => id === path.join(here, "index.html") || id === path.join(here, "src/main.tsx");

/**
 * The SPA; in development /api is proxied to the server on :3000. Screens are split into chunks by
 * the router's lazy routes; `build.manifest` (dist/.vite/manifest.json) lets `npm run bench`
 * (bench/bundles.ts) add up the bytes each group of screens downloads.
 *
 * The message catalogue ships per language: only the language in use is loaded (vite-plugins/catalogue.ts,
 * src/i18n/lazyCatalogue.ts); per language one chunk per tier of areas (CATALOGUE_TIERS: the
 * shell's, what the sign-in screen needs, first) and one for the rest, or per language and area with CATALOGUE_SPLIT=area
 * (more, smaller requests: slower to a first screen in bench/render.ts).
 *
 * Installable: vite-plugin-pwa writes `manifest.webmanifest` and a Workbox service worker
 * (`sw.js`) that precaches the app shell (index.html, every chunk, the icons), so a reload during a
 * Wi-Fi drop still opens the app; client routes fall back to the cached index.html. The API
 * (`/api/…`, the live stream included) is never answered from a cache: no Workbox route matches
 * it (so the worker leaves those requests to the browser's network stack, untouched — network only,
 * without even a pass-through), and the navigation fallback skips it. A new build takes over at
 * once (skipWaiting + clientsClaim; registered in main.tsx).
 */
export default defineConfig(({ command }) => ({
  resolve: { alias: command === "build" ? [reactRouterProduction] : [] },
  plugins: [
    cataloguePerLanguage(
      domainSrc,
      path.resolve(here, "src/i18n/lazyCatalogue.ts"),
      process.env.CATALOGUE_SPLIT === "area" ? "area" : "language",
      CATALOGUE_TIERS,
    ),
    scrollAreaRefs(path.resolve(here, "src/lib/mergeRefs.ts")),
    react(),
    VitePWA({
      registerType: "autoUpdate",
      injectRegister: false,
      includeAssets: ["zod-jitless.js", "icons/icon.svg", "icons/apple-touch-icon.png", "sounds/*"],
      manifest: {
        id: "/",
        name: "Waroeng POS",
        short_name: "Waroeng POS",
        description: "Kasir dan dapur waroeng",
        lang: "id",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "any",
        background_color: "#ffffff",
        theme_color: "#c2410c",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,ico,woff2,mp3,wav,ogg}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  // Names this build, so a device's kept query data (lib/queryPersist.ts) is used only by the build that wrote it.
  define: { "import.meta.env.VITE_BUILD_ID": JSON.stringify(Date.now().toString(36)) },
  server: { port: 5173, proxy: { "/api": "http://localhost:3000" } },
  build: {
    outDir: "dist",
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Everything the entry needs before any screen (react, react-dom, react-router, react-query,
        // Mantine's provider and the pieces the shell renders, the app shell) in ONE chunk: every
        // route loads all of it anyway, and the bundler's own split made ~60 small files of it. The
        // entry module stays out so index.html keeps an entry chunk (the manifest's `isEntry`), and
        // so do the helpers the catalogue's language chunks import (catalogueImports: the shell's
        // area modules wait for those chunks, which must not wait for the framework in turn).
        codeSplitting: {
          groups: [
            {
              name: (id, ctx) =>
                isEntryModule(id) || catalogueImports(domainSrc, ctx, Object.keys(CATALOGUE_TIERS)).has(id) ? null : "framework",
              debugName: "framework",
              includeDependenciesRecursively: false,
              tags: ["$initial"],
            },
            {
              // An area's own module (its blocks, registered with the catalogue: a few hundred bytes)
              // would be a file of its own per screen set: one file per tier instead.
              name: (id) => textsChunkOf(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
