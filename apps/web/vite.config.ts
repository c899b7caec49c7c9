import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The SPA; in development /api is proxied to the server on :3000. */
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { "/api": "http://localhost:3000" } },
  build: { outDir: "dist", chunkSizeWarningLimit: 1500 },
});
