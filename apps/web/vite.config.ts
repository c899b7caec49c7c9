import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The SPA; in development /api is proxied to the server on :3000. Screens are split into chunks by
 * the router's lazy routes; `build.manifest` (dist/.vite/manifest.json) lets `npm run bench`
 * (bench/bundles.ts) add up the bytes each group of screens downloads.
 */
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { "/api": "http://localhost:3000" } },
  build: { outDir: "dist", manifest: true, chunkSizeWarningLimit: 600 },
});
