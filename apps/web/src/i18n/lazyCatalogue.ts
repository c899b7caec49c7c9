/**
 * The message catalogue as the built web app loads it: one language at a time, one area at a time.
 * The build (vite-plugins/catalogue.ts) turns each `@waroeng/domain` area module
 * (`messages/<area>.ts`, every text `{ id, en, ms }`) into a small module that registers the area
 * here and three chunks, one per language, holding only that language's texts. The area's module
 * waits (top-level await) until the texts of the languages in use are in, so every `LABELS.X` read
 * is synchronous, as on the server; a screen's chunk brings the areas it reads.
 *
 * A language switch first loads that language for every area already registered (`loadLocale`),
 * then re-renders; areas registered later load every language asked for so far. Without the
 * plugin (tests, dev server, the server) nothing registers and the domain's full catalogue answers.
 *
 * This module imports nothing: the domain's area modules import it.
 */

/** The interface languages (the domain's `Locale`). */
export type CatalogueLocale = "id" | "en" | "ms";

/** An area's texts in one language: its blocks, each a tree of strings and templates. */
export type AreaTexts = Readonly<Record<string, unknown>>;

/** Loads an area's texts in one language (the chunk the build emitted for it). */
export type AreaLoader = () => Promise<AreaTexts>;

interface Area {
  readonly loaders: Readonly<Record<CatalogueLocale, AreaLoader>>;
  readonly texts: Partial<Record<CatalogueLocale, AreaTexts>>;
  readonly pending: Partial<Record<CatalogueLocale, Promise<void>>>;
}

/** The device's remembered language (lib/i18n.ts writes it). */
export const LANGUAGE_KEY = "waroeng.language";

const areas = new Map<string, Area>();
/** Every language asked for so far: the device's at start, then each one switched to or pinned. */
const wanted = new Set<CatalogueLocale>();
/** Text → its place in the catalogue (area, block path), over the loaded languages; rebuilt after a load. */
let index: Map<string, { area: string; path: readonly string[] }> | null = null;

function asLocale(tag: string | null | undefined): CatalogueLocale | null {
  const primary = tag?.trim().slice(0, 2).toLowerCase();
  return primary === "id" || primary === "en" || primary === "ms" ? primary : null;
}

/** The language this device last chose (localStorage), Indonesian when none or unreadable. */
export function storedLocale(): CatalogueLocale {
  try {
    return asLocale(globalThis.localStorage?.getItem(LANGUAGE_KEY)) ?? "id";
  } catch {
    return "id";
  }
}

function loadInto(name: string, area: Area, locale: CatalogueLocale): Promise<void> {
  if (area.texts[locale]) {
    return Promise.resolve();
  }
  area.pending[locale] ??= area.loaders[locale]().then(
    (texts) => {
      area.texts[locale] = texts;
      index = null;
    },
    (e: unknown) => {
      delete area.pending[locale];
      throw new Error(`catalogue ${name}.${locale}: ${String(e)}`);
    },
  );
  return area.pending[locale] as Promise<void>;
}

function at(node: unknown, path: readonly string[]): unknown {
  let n = node;
  for (const key of path) {
    n = (n as Record<string, unknown> | undefined)?.[key];
  }
  return n;
}

/**
 * The block of an area the code reads (`LINE_MSG`): the shape of its loaded texts, every text a
 * getter answering in `locale()` (the first loaded language when that one is not loaded).
 */
function blockOf(area: Area, name: string, locale: () => CatalogueLocale, shape: unknown, path: readonly string[]): unknown {
  const target: Record<string, unknown> | unknown[] = Array.isArray(shape) ? [] : {};
  for (const [key, child] of Object.entries(shape as object)) {
    const childPath = [...path, key];
    if (child !== null && typeof child === "object") {
      (target as Record<string, unknown>)[key] = blockOf(area, name, locale, child, childPath);
    } else {
      Object.defineProperty(target, key, {
        enumerable: true,
        configurable: true,
        get: () => at((area.texts[locale()] ?? Object.values(area.texts)[0])?.[name], childPath),
      });
    }
  }
  return target;
}

/** A registered area, as its module sees it: `block("LINE_MSG")` builds an exported block. */
export interface CatalogueArea {
  block(name: string): unknown;
}

/**
 * Registers an area of the catalogue and waits for its texts in every language in use (the
 * device's at start). Called by the build's area modules, once each.
 *
 * @param name - the area (`orders` for messages/orders.ts).
 * @param locale - the catalogue's current language (the domain's `currentLocale`, `withLocale` included).
 * @param loaders - one loader per language (the chunks the build emitted).
 * @throws when a language's chunk cannot be loaded.
 */
export async function catalogueArea(
  name: string,
  locale: () => CatalogueLocale,
  loaders: Readonly<Record<CatalogueLocale, AreaLoader>>,
): Promise<CatalogueArea> {
  const area: Area = areas.get(name) ?? { loaders, texts: {}, pending: {} };
  areas.set(name, area);
  if (wanted.size === 0) {
    wanted.add(storedLocale());
  }
  await Promise.all([...wanted].map((l) => loadInto(name, area, l)));
  return {
    block: (block) => {
      const shape = Object.values(area.texts)[0]?.[block];
      return shape === undefined ? undefined : blockOf(area, block, locale, shape, []);
    },
  };
}

/** True when every registered area has its texts in `locale` (always true without registered areas). */
export function catalogueHas(locale: CatalogueLocale): boolean {
  return [...areas.values()].every((a) => a.texts[locale] !== undefined);
}

/**
 * Loads `locale` for every area registered so far, and for every area registered from now on (a
 * language switch, or the outlet's language a receipt prints in).
 *
 * @returns once the texts are in; rejects when a chunk cannot be loaded (the language stays as it was).
 */
export async function loadLocale(locale: CatalogueLocale): Promise<void> {
  if (wanted.size === 0) {
    wanted.add(storedLocale());
  }
  wanted.add(locale);
  await Promise.all([...areas].map(([name, area]) => loadInto(name, area, locale)));
}

/** Names of the registered areas and the languages loaded for each (for tests and the bench). */
export function loadedCatalogue(): Record<string, CatalogueLocale[]> {
  return Object.fromEntries([...areas].map(([name, a]) => [name, Object.keys(a.texts) as CatalogueLocale[]]));
}

function walk(node: unknown, path: string[], out: (text: string, path: readonly string[]) => void): void {
  if (typeof node === "string") {
    out(node, path);
  } else if (node !== null && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      walk(v, [...path, k], out);
    }
  }
}

/**
 * A catalogue text in whichever loaded language it was worded, in `locale` (the domain's
 * `translateText` over the loaded languages: texts captured by value, such as zod messages); a text
 * not found, or whose `locale` wording is not loaded, is returned unchanged. Indonesian wordings win
 * over English, English over Malay, as in the domain.
 */
export function translateLoaded(text: string, locale: CatalogueLocale): string {
  if (!index) {
    const built = new Map<string, { area: string; path: readonly string[] }>();
    for (const l of ["id", "en", "ms"] as const) {
      for (const [name, area] of areas) {
        walk(area.texts[l], [], (t, path) => {
          if (!built.has(t)) {
            built.set(t, { area: name, path });
          }
        });
      }
    }
    index = built;
  }
  const found = index.get(text);
  const translated = found ? at(areas.get(found.area)?.texts[locale], found.path) : undefined;
  return typeof translated === "string" ? translated : text;
}

/**
 * The loaded texts that lack `locale` while Indonesian has them (or have another shape), as
 * `BLOCK.KEY` paths, over the areas loaded in both languages (the domain's `missingKeys`).
 */
export function missingLoaded(locale: Exclude<CatalogueLocale, "id">): string[] {
  const missing: string[] = [];
  for (const area of areas.values()) {
    const other = area.texts[locale];
    const id = area.texts.id;
    if (!(other && id)) {
      continue;
    }
    const visit = (node: unknown, path: string[]) => {
      if (node !== null && typeof node === "object") {
        for (const [k, v] of Object.entries(node)) {
          visit(v, [...path, k]);
        }
      } else if (typeof at(other, path) !== typeof node) {
        missing.push(path.join("."));
      }
    };
    visit(id, []);
  }
  return missing;
}
