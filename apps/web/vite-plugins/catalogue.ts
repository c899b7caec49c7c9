/**
 * Build step: the message catalogue per language and per area (src/i18n/lazyCatalogue.ts).
 *
 * Every `packages/domain/src/messages/<area>.ts` holds its texts in three languages side by side
 * (`{ id, en, ms }`). In the web build each area module is replaced by a small module that
 * registers the area and exports its blocks (`LINE_MSG`, …) as getters, and three chunks are
 * emitted from the same source, `<area>.ts?locale=<l>`, with each entry cut down to that language
 * (its templates and imports kept); by default one module per language gathers the areas into one
 * chunk (`split: "language"`; the areas of each tier, `tiers`, such as the shell's, into a chunk of
 * their own), else each area's language is a chunk of its own (`split: "area"`).
 * The area modules are free of side effects for the bundler, so an area lands in the chunks of the
 * screens that read it. The domain's `i18n/catalogue.ts`
 * (`translateText`, which walks every block) answers over the loaded languages instead. The server,
 * the tests and the dev server keep the domain's full catalogue (this plugin runs in `vite build`).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import type { Plugin } from "vite";

const LOCALES = ["id", "en", "ms"] as const;
type Locale = (typeof LOCALES)[number];

/** The module of one language holding every area in no tier (`split: "language"`); no such file exists. */
const LANGUAGE_MODULE = "all-areas.ts";
/** The module of one language holding a tier's areas (`shell` → `shell-areas.ts`); no such file exists. */
const tierModule = (tier: string) => `${tier}-areas.ts`;

/** Modules of messages/ that are not areas: the block builder, and entries shared by two areas (used by the variants). */
const NOT_AREAS = new Set(["localized.ts", "shared.ts"]);

interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(source: string, edits: Edit[]): string {
  let out = source;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
  }
  return out;
}

function propName(p: ts.ObjectLiteralElementLike): string | undefined {
  return ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
}

/** `{ id: …, en: …, ms: … }`: one text in the three languages. */
function entryOf(node: ts.Node): Map<string, ts.Expression> | null {
  if (!ts.isObjectLiteralExpression(node) || node.properties.length !== 3) {
    return null;
  }
  const byName = new Map<string, ts.Expression>();
  for (const p of node.properties) {
    const name = propName(p);
    if (name && ts.isPropertyAssignment(p)) {
      byName.set(name, p.initializer);
    }
  }
  return LOCALES.every((l) => byName.has(l)) ? byName : null;
}

/**
 * An area module's source in one language: `localized(tree)` becomes `tree`, each `{ id, en, ms }`
 * its `locale` expression, `./shared.ts` its own variant; TypeScript stripped.
 *
 * @throws when the module has no `localized(…)` block (not an area).
 */
export function areaVariant(source: string, fileName: string, locale: Locale): string {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Edit[] = [];
  const visit = (node: ts.Node): void => {
    const entry = entryOf(node);
    if (entry) {
      const chosen = entry.get(locale) as ts.Expression;
      edits.push({ start: node.getStart(sf), end: node.getEnd(), text: `(${chosen.getText(sf)})` });
      return;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "localized") {
      const arg = node.arguments[0];
      if (arg) {
        edits.push({ start: node.getStart(sf), end: arg.getStart(sf), text: "(" });
        edits.push({ start: arg.getEnd(), end: node.getEnd(), text: ")" });
      }
    }
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      if (spec === "./localized.ts") {
        edits.push({ start: node.getStart(sf), end: node.getEnd(), text: "" });
        return;
      }
      if (spec === "./shared.ts") {
        const s = node.moduleSpecifier;
        edits.push({ start: s.getStart(sf), end: s.getEnd(), text: JSON.stringify(`./shared.ts?locale=${locale}`) });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  const cut = applyEdits(source, edits);
  return ts.transpileModule(cut, {
    fileName,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  }).outputText;
}

/** The exported blocks of an area module (`export const X = localized(…)`). */
export function areaBlocks(source: string, fileName: string): string[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const blocks: string[] = [];
  for (const st of sf.statements) {
    const exported = ts.canHaveModifiers(st) && ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) {
      continue;
    }
    if (!ts.isVariableStatement(st)) {
      throw new Error(`${fileName}: an area exports text blocks only (found ${ts.SyntaxKind[st.kind]})`);
    }
    for (const d of st.declarationList.declarations) {
      const init = d.initializer;
      if (
        !(
          ts.isIdentifier(d.name) &&
          init &&
          ts.isCallExpression(init) &&
          ts.isIdentifier(init.expression) &&
          init.expression.text === "localized"
        )
      ) {
        throw new Error(`${fileName}: export ${d.name.getText(sf)} is not a localized(…) block`);
      }
      blocks.push(d.name.text);
    }
  }
  return blocks;
}

/** The identifier of an area in a language's module (`menu-admin` → `menu_admin`). */
const ident = (area: string) => area.replace(/[^A-Za-z0-9_$]/g, "_");

/**
 * The Vite plugin (build only).
 *
 * @param domainSrc - absolute path of packages/domain/src.
 * @param runtime - absolute path of the web's src/i18n/lazyCatalogue.ts.
 * @param split - `area`: one chunk per language and area, each loaded with the first screen that
 * reads the area; `language`: one chunk per language holding every area, loaded once (fewer requests).
 * @param tiers - with `language`: areas that load together, by tier name (`web` for
 * messages/web.ts). Each tier gets a chunk per language of its own (`<tier>-areas.<l>`), loaded
 * with the first screen that reads one of its areas; the areas in no tier share one more
 * (`all-areas.<l>`). The `shell` tier holds what the app shell and the sign-in screen read, the
 * first chunk loaded: the build warns when the entry's chunks register an area outside it.
 */
export function cataloguePerLanguage(
  domainSrc: string,
  runtime: string,
  split: "area" | "language" = "area",
  tiers: Readonly<Record<string, readonly string[]>> = {},
): Plugin {
  const shell = new Set(tiers.shell ?? []);
  /** Area → the language module holding it (`split: "language"`). */
  const moduleOfArea = new Map(Object.entries(tiers).flatMap(([tier, areas]) => areas.map((a) => [a, tierModule(tier)] as const)));
  const languageModuleOf = (area: string) => moduleOfArea.get(area) ?? LANGUAGE_MODULE;
  const languageModules = new Set([LANGUAGE_MODULE, ...Object.keys(tiers).map(tierModule)]);
  const messagesDir = path.join(domainSrc, "messages");
  const localeModule = path.join(domainSrc, "i18n/locale.ts");
  const catalogueModule = path.join(domainSrc, "i18n/catalogue.ts");
  const areaOf = (id: string): string | null => {
    const file = id.split("?")[0] ?? id;
    return path.dirname(file) === messagesDir && file.endsWith(".ts") ? path.basename(file) : null;
  };
  const variantLocale = (id: string): Locale | null => {
    const l = /\?locale=(id|en|ms)$/.exec(id)?.[1];
    return (l as Locale | undefined) ?? null;
  };
  return {
    name: "waroeng-catalogue-per-language",
    apply: "build",
    enforce: "pre",
    // A language's chunks carry it in their names (`orders.en-<hash>.js`), for the bench and the browser tests.
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            chunkFileNames: (chunk: { facadeModuleId?: string | null }) => {
              const locale = variantLocale(chunk.facadeModuleId ?? "");
              return locale ? `assets/[name].${locale}-[hash].js` : "assets/[name]-[hash].js";
            },
          },
        },
      },
    }),
    async resolveId(source, importer) {
      const locale = variantLocale(source);
      if (!locale) {
        return null;
      }
      const file = source.split("?")[0] as string;
      const abs = path.isAbsolute(file) ? file : path.resolve(path.dirname((importer ?? "").split("?")[0] ?? ""), file);
      return `${abs}?locale=${locale}`;
    },
    load(id) {
      const file = areaOf(id);
      if (!file) {
        return id === catalogueModule ? catalogueReplacement(localeModule, runtime) : null;
      }
      const full = path.join(messagesDir, file);
      const locale = variantLocale(id);
      if (languageModules.has(file) && locale) {
        // The areas of one tier (or of none) in one language: one chunk.
        const areas = readdirSync(messagesDir).filter(
          (f) =>
            f.endsWith(".ts") &&
            !NOT_AREAS.has(f) &&
            !languageModules.has(f) &&
            !f.includes(".test.") &&
            languageModuleOf(f.replace(/\.ts$/, "")) === file,
        );
        return areas
          .map(
            (f) => `export * as ${ident(f.replace(/\.ts$/, ""))} from ${JSON.stringify(`${path.join(messagesDir, f)}?locale=${locale}`)};`,
          )
          .join("\n");
      }
      const source = readFileSync(full, "utf8");
      if (locale) {
        return { code: areaVariant(source, full, locale) };
      }
      if (NOT_AREAS.has(file) || id.includes("?")) {
        return null;
      }
      const name = file.replace(/\.ts$/, "");
      const loaders = LOCALES.map((l) =>
        split === "area"
          ? `${l}: () => import(${JSON.stringify(`${full}?locale=${l}`)})`
          : `${l}: () => import(${JSON.stringify(`${path.join(messagesDir, languageModuleOf(name))}?locale=${l}`)}).then((m) => m.${ident(name)})`,
      ).join(", ");
      const code = [
        `import { currentLocale } from ${JSON.stringify(localeModule)};`,
        `import { catalogueArea } from ${JSON.stringify(runtime)};`,
        `const area = await catalogueArea(${JSON.stringify(name)}, currentLocale, { ${loaders} });`,
        ...areaBlocks(source, full).map((b) => `export const ${b} = area.block(${JSON.stringify(b)});`),
      ].join("\n");
      return { code, moduleSideEffects: false };
    },
    generateBundle(_options, bundle) {
      if (split !== "language") {
        return;
      }
      // The areas the entry's chunks register: each should be a shell area.
      const initial = new Set<string>();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (chunk?.type !== "chunk" || initial.has(file)) {
          return;
        }
        initial.add(file);
        for (const f of chunk.imports) {
          visit(f);
        }
      };
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type === "chunk" && chunk.isEntry) {
          visit(file);
        }
      }
      const missing = new Set<string>();
      for (const file of initial) {
        const chunk = bundle[file];
        for (const id of chunk?.type === "chunk" ? chunk.moduleIds : []) {
          const area = id.includes("?") ? null : areaOf(id);
          if (area && !NOT_AREAS.has(area) && !shell.has(area.replace(/\.ts$/, ""))) {
            missing.add(area.replace(/\.ts$/, ""));
          }
        }
      }
      if (missing.size) {
        this.warn(`catalogue: the app shell reads areas outside the shell tier (add them): ${[...missing].sort().join(", ")}`);
      }
    },
  };
}

/** What a chunk-splitting hook may read of the module graph (rolldown's `ChunkingContext`). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const importsOfCatalogue = new WeakMap<ModuleGraph, Set<string>>();

/**
 * The modules the language chunks import (helpers their templates call, directly or not), for the
 * build's chunk groups: such a module must not share a chunk with an area module. An area module
 * waits (top-level await) for its language's chunk; were that chunk to import the area module's
 * own chunk, neither would ever finish (the app would stay blank).
 *
 * @param domainSrc - absolute path of packages/domain/src.
 * @param graph - the bundler's module graph (the `ctx` of a `codeSplitting` group's `name`).
 * @param tiers - the plugin's tier names (their language modules are included too).
 * @returns module ids (the language modules themselves included); computed once per graph.
 */
export function catalogueImports(domainSrc: string, graph: ModuleGraph, tiers: readonly string[] = ["shell"]): Set<string> {
  let found = importsOfCatalogue.get(graph);
  if (!found) {
    const messagesDir = path.join(domainSrc, "messages");
    const seen = new Set<string>();
    const todo = readdirSync(messagesDir)
      .filter((f) => f.endsWith(".ts") && !f.includes(".test."))
      .concat(LANGUAGE_MODULE, ...tiers.map(tierModule))
      .flatMap((f) => LOCALES.map((l) => `${path.join(messagesDir, f)}?locale=${l}`));
    for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
      const info = graph.getModuleInfo(id);
      if (info && !seen.has(id)) {
        seen.add(id);
        todo.push(...info.importedIds);
      }
    }
    found = seen;
    importsOfCatalogue.set(graph, found);
  }
  return found;
}

/** The domain's i18n/catalogue.ts in the web build: the same API over the loaded languages. */
function catalogueReplacement(localeModule: string, runtime: string): string {
  return [
    `import { currentLocale } from ${JSON.stringify(localeModule)};`,
    `import { missingLoaded, translateLoaded } from ${JSON.stringify(runtime)};`,
    "export function translateText(text, locale = currentLocale()) { return translateLoaded(text, locale); }",
    "export function missingKeys(locale) { return missingLoaded(locale); }",
  ].join("\n");
}
