/**
 * The shape of the message catalogue: every text is ONE entry with its three languages side by
 * side, `{ id, en, ms }` (Indonesian is the spec's wording; English is plain POS English; Malay is
 * Malaysian POS Malay, see `i18n/locale.ts`). `localized(tree)` turns a block of such entries into
 * the object the code reads (`MSG.NOTA_REQUIRED`, `MSG_TEMPLATES.sendingTo(…)`), whose every text is
 * a getter answering in `currentLocale()`.
 *
 * Wording rules of the translations: English keeps the spec's proper names (Big Boss, Lost Bill,
 * Service Charge, screen names in the glossary's English). Malay (DBP spelling) uses one word per
 * concept: juruwang (kasir), bil (nota), resit, baki (change; also Baki Awal / Tutup Baki), cukai, caj
 * perkhidmatan, tunai, wang, pencetak, kata laluan, kakitangan (staf/karyawan), dapur (produksi),
 * bungkus, penghantaran (ojol), bayaran balik (refund), kaedah bayaran, pesanan dalam talian, dijumpai,
 * padam (hapus), buang (remove), telah for a finished state (sudah only beside belum: SUDAH/BELUM
 * DIHANTAR); spec names stay (Big Boss, Lost Bill, Multipayment, KPP, Plotting, EDC).
 *
 * Spec: 01-foundations §1 (Indonesian interface; RM outlets), §9.
 */
import { currentLocale } from "../i18n/locale.ts";

/** A text with a placeholder: the same parameters in every language. */
export type Template = (...args: never[]) => string;

/**
 * One fixed text in the three languages.
 *
 * @example const e: WordsEntry = { id: "Simpan", en: "Save", ms: "Simpan" };
 */
export type WordsEntry = { readonly id: string; readonly en: string; readonly ms: string };

/** One text with a placeholder in the three languages: a template (function returning the text) each. */
export type TemplateEntry = { readonly id: Template; readonly en: Template; readonly ms: Template };

/** One text of the catalogue: all three languages strings, or all three templates. */
export type TextEntry = WordsEntry | TemplateEntry;

/** A block of the catalogue: entries, nested groups (`FEATURE_LABELS`) and lists (`HELP_SECTIONS`). */
export type TextTree = { readonly [key: string]: TextEntry | TextTree | readonly (TextEntry | TextTree)[] };

/** What the code reads from a block: each entry becomes its Indonesian type (literal text or template). */
export type Localized<T> = T extends { readonly id: infer V; readonly en: unknown; readonly ms: unknown }
  ? V
  : { readonly [K in keyof T]: Localized<T[K]> };

/** The three-language tree behind each block built by `localized` (for `translateText`, `missingKeys`). */
const trees = new WeakMap<object, TextTree>();

/**
 * Whether a catalogue node is one text (its `id` is a string or a template) rather than a group (a
 * group such as a help section may have an `id` entry of its own: an entry object, never a text).
 */
export function isTextEntry(node: unknown): node is TextEntry {
  if (node === null || typeof node !== "object" || Array.isArray(node)) {
    return false;
  }
  const { id } = node as Record<string, unknown>;
  return typeof id === "string" || typeof id === "function";
}

function build(node: TextTree | readonly (TextEntry | TextTree)[]): object {
  const target: Record<string, unknown> | unknown[] = Array.isArray(node) ? [] : {};
  for (const [key, child] of Object.entries(node)) {
    if (isTextEntry(child)) {
      Object.defineProperty(target, key, {
        enumerable: true,
        configurable: true,
        get: () => child[currentLocale()],
      });
    } else {
      (target as Record<string, unknown>)[key] = build(child as TextTree);
    }
  }
  return target;
}

/**
 * Builds a block of the catalogue from its three-language entries: every text becomes a getter in
 * `currentLocale()` (Indonesian until a resolver is set; see `setLocaleResolver`, `withLocale`).
 *
 * @param tree - the block's entries, each `{ id, en, ms }`; nested groups and lists allowed.
 * @returns an object of the same keys whose texts read in the current language, typed as the
 * Indonesian literals.
 * @example const B = localized({ SAVE: { id: "Simpan", en: "Save", ms: "Simpan" } });
 * B.SAVE; // "Simpan" (or "Save" while the locale is "en")
 */
export function localized<const T extends TextTree>(tree: T): Localized<T> {
  const block = build(tree);
  trees.set(block, tree);
  return block as Localized<T>;
}

/**
 * The three-language tree of a block built by `localized` (undefined for anything else).
 *
 * @example textTree(MSG)?.NOTA_REQUIRED; // { id: "Nota harus diisi!", en: "Bill number is required!", ms: … }
 */
export function textTree(block: unknown): TextTree | undefined {
  return block !== null && typeof block === "object" ? trees.get(block) : undefined;
}
