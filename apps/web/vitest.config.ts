import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

/**
 * The web app's unit tests (Vitest project `web`): components and client-only logic in jsdom, with
 * Mantine's test set-up (src/test/setup.ts) and Testing Library. Rooted at the repository; the root
 * vitest.config.ts extends it into the projects `web` and `web-mocked` with their files. Used only by
 * Vitest: the app's build is vite.config.ts.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The receipt-printer libraries export only a `browser` build: jsdom tests load that file. */
const printerLibraries = ["webbluetooth", "webusb", "webserial"].map((api) => ({
  find: `@point-of-sale/${api}-receipt-printer`,
  replacement: path.join(root, `node_modules/@point-of-sale/${api}-receipt-printer/dist/${api}-receipt-printer.esm.js`),
}));

export default defineProject({
  resolve: { alias: printerLibraries },
  test: {
    name: "web",
    root,
    environment: "jsdom",
    setupFiles: ["apps/web/src/test/setup.ts"],
    css: false,
    // The files of a worker share its modules (React, Mantine, the app): loaded once per worker instead
    // of once per file (a third of the CPU). src/test/setup.ts puts back what a file may leave behind.
    isolate: false,
    // Typing into Mantine inputs takes a few hundred ms per test on an idle machine; a loaded CI box is much slower.
    testTimeout: 30_000,
  },
});
