/**
 * Import rules of the server and the domain package (`npm run lint:deps`; docs/ARCHITECTURE.md
 * "Module dependency rule").
 *
 * - no-circular: no file imports itself back through others at run time (apps/server/src,
 *   packages/domain/src). A cycle closed by a type-only import (`import type`) is allowed between
 *   files: it is erased at compile time, so it can neither deadlock module loading nor leave a value
 *   undefined (e.g. a translation typed by the catalogue that registers it).
 * - no-module-cycle: the area folders (apps/server/src/modules/<area>) form no cycle either, even
 *   through different files or through lib/, plugins/ or db/; here type-only imports count: a
 *   module that needs another's types or internals is a sign that the shared part belongs lower
 *   (lib/, or a read module such as modules/dishes) or should come in as arguments.
 * - lib-imports-no-module: apps/server/src/lib is infrastructure under every module and plugin.
 * Test files and test helpers are left out: they may reach across areas to build their data.
 */
const TESTS = "(\\.test\\.ts|\\.test-helpers\\.ts|\\.fixture\\.ts)$|^apps/server/src/test/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A file imports itself back through others: move what both need into a third, lower file.",
      from: { pathNot: TESTS },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "no-module-cycle",
      severity: "error",
      comment:
        "Two server modules import each other (through any files): move the shared part into apps/server/src/lib " +
        "or a read module, or pass the data in as arguments.",
      scope: "folder",
      from: { path: "^apps/server/src/modules/[^/]+$" },
      to: { path: "^apps/server/src/modules/[^/]+$", circular: true },
    },
    {
      name: "lib-imports-no-module",
      severity: "error",
      comment: "apps/server/src/lib is under every module and plugin: it imports neither.",
      from: { path: "^apps/server/src/lib/", pathNot: TESTS },
      to: { path: "^apps/server/src/(modules|plugins)/" },
    },
    {
      name: "domain-is-pure",
      severity: "error",
      comment: "packages/domain is used by server and web: it imports neither.",
      from: { path: "^packages/domain/src/" },
      to: { path: "^apps/" },
    },
  ],
  options: {
    exclude: { path: TESTS },
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    cache: false,
    progress: { type: "none" },
  },
};
