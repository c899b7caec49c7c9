/**
 * The one message catalogue in three languages (issue 16). `messages.ts` stays the Indonesian
 * source of every key, word for word as the spec; `en.ts` and `ms.ts` are parallel objects with the
 * same blocks and keys. `installCatalogue()` turns every text of `messages.ts` into a getter that
 * answers in `currentLocale()`, so every usage site (`ADMIN_MSG.SAVE`, `MSG_TEMPLATES.x(…)`) keeps
 * working unchanged and follows the language. A key missing in a translation falls back to
 * Indonesian (the completeness test lists such keys).
 *
 * Texts captured by value before a language was chosen (zod schema messages) are translated back
 * through `translateText`, which finds the Indonesian text's key.
 */
import * as ID from "../messages.ts";
import { EN } from "./en.ts";
import { currentLocale, type Locale } from "./locale.ts";
import { MS } from "./ms.ts";

/** A translation of one catalogue value: same shape, any words; templates keep their parameters. */
export type Translation<T> = T extends (...args: infer A) => string
  ? (...args: A) => string
  : T extends string
    ? string
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]?: Translation<T[K]> }
        : T;

/** The Indonesian catalogue: every block of `messages.ts`. */
export type IdCatalogue = typeof ID;

/** A language's catalogue: the blocks and keys of `messages.ts`, each optional (missing → Indonesian). */
export type Catalogue = { readonly [B in keyof IdCatalogue]?: Translation<IdCatalogue[B]> };

const CATALOGUES: Record<Exclude<Locale, "id">, Catalogue> = { en: EN, ms: MS };

type Path = readonly (string | number)[];
let installed = false;
/** Indonesian text → its first key path (for `translateText`). */
const byText = new Map<string, Path>();
/** Key path ("BLOCK.KEY") → its Indonesian text. */
const originals = new Map<string, string>();

function lookup(locale: Locale, path: Path): unknown {
  if (locale === "id") {
    return undefined;
  }
  let node: unknown = CATALOGUES[locale];
  for (const part of path) {
    if (node === null || typeof node !== "object") {
      return undefined;
    }
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}

function install(target: Record<string | number, unknown>, path: Path): void {
  for (const key of Object.keys(target)) {
    const original = target[key];
    const at = [...path, Array.isArray(target) ? Number(key) : key];
    if (original !== null && typeof original === "object") {
      install(original as Record<string, unknown>, at);
      continue;
    }
    if (typeof original === "string") {
      originals.set(at.join("."), original);
      if (!byText.has(original)) {
        byText.set(original, at);
      }
    }
    Object.defineProperty(target, key, {
      enumerable: true,
      configurable: true,
      get() {
        const found = lookup(currentLocale(), at);
        return typeof found === typeof original ? found : original;
      },
    });
  }
}

/**
 * Makes every text of `messages.ts` answer in the current locale (idempotent; run once when the
 * domain package loads). Indonesian values stay the fallback of every key.
 */
export function installCatalogue(): void {
  if (installed) {
    return;
  }
  installed = true;
  for (const [block, value] of Object.entries(ID)) {
    if (value !== null && typeof value === "object") {
      install(value as Record<string, unknown>, [block]);
    }
  }
}

/** English and Malay text → key path (built on first use; an Indonesian text's own key wins). */
let byTranslation: Map<string, Path> | null = null;

function translationPaths(): Map<string, Path> {
  if (!byTranslation) {
    const map = new Map<string, Path>();
    const walk = (node: unknown, path: Path) => {
      if (typeof node === "string") {
        if (!map.has(node)) {
          map.set(node, path);
        }
      } else if (node !== null && typeof node === "object") {
        for (const [k, v] of Object.entries(node)) {
          walk(v, [...path, Array.isArray(node) ? Number(k) : k]);
        }
      }
    };
    walk(EN, []);
    walk(MS, []);
    byTranslation = map;
  }
  return byTranslation;
}

/**
 * A catalogue text, in whichever language it was worded, in `locale` (for texts captured by value,
 * such as zod messages, or worded in the outlet's language inside a print); any other text is
 * returned unchanged.
 *
 * @example translateText("Data tidak valid", "en"); // "Invalid data"
 * translateText("Invalid data", "id"); // "Data tidak valid"
 */
export function translateText(text: string, locale: Locale = currentLocale()): string {
  const at = byText.get(text) ?? translationPaths().get(text);
  if (!at) {
    return text;
  }
  if (locale === "id") {
    return originals.get(at.join(".")) ?? text;
  }
  const found = lookup(locale, at);
  return typeof found === "string" ? found : text;
}

/**
 * The keys of the Indonesian catalogue that a language lacks (or has with another shape), as
 * `BLOCK.KEY` paths: what the lead fills in when a block or key was added in Indonesian only.
 *
 * @example missingKeys("en"); // [] when English is complete
 */
export function missingKeys(locale: Exclude<Locale, "id">): string[] {
  const missing: string[] = [];
  const walk = (source: unknown, translated: unknown, path: string) => {
    if (source !== null && typeof source === "object") {
      for (const key of Object.keys(source)) {
        const next = translated !== null && typeof translated === "object" ? (translated as Record<string, unknown>)[key] : undefined;
        walk((source as Record<string, unknown>)[key], next, path ? `${path}.${key}` : key);
      }
    } else if (typeof translated !== typeof source) {
      missing.push(path);
    }
  };
  for (const [block, value] of Object.entries(ID)) {
    walk(value, (CATALOGUES[locale] as Record<string, unknown>)[block], block);
  }
  return missing;
}
