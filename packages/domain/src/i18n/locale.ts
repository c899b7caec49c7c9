/**
 * The interface languages: Indonesian (`id`, the spec's words, the default), English
 * (`en`) and Malaysian Malay (`ms`), the last two a choice per user and device.
 *
 * Spec: 01-foundations §1 (Indonesian interface; RM outlets), §9 (formats).
 */
export type Locale = "id" | "en" | "ms";

/** Every locale, Indonesian first (the source of the catalogue's keys). */
export const LOCALES: readonly Locale[] = ["id", "en", "ms"];

/** Each locale's own name, as the language switch lists it (never translated). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { id: "Bahasa Indonesia", en: "English", ms: "Bahasa Melayu" };

let resolver: () => Locale = () => "id";
/** A locale forced for one synchronous call (`withLocale`), over the resolver's. */
let forced: Locale | null = null;

/**
 * Tells the catalogue where the current language lives: the web app's language store, the
 * server's per-request store (AsyncLocalStorage). Until set, everything is Indonesian.
 *
 * @param fn - returns the locale of the caller's context; called on every catalogue read (keep it cheap).
 * @example setLocaleResolver(() => storedLanguage);
 */
export function setLocaleResolver(fn: () => Locale): void {
  resolver = fn;
}

/**
 * The locale the catalogue answers in right now (see `setLocaleResolver`).
 *
 * @returns `"id"`, `"en"` or `"ms"`; anything else the resolver returns counts as `"id"`.
 */
export function currentLocale(): Locale {
  const l = forced ?? resolver();
  return l === "en" || l === "ms" ? l : "id";
}

/**
 * Runs `fn` with the catalogue answering in `locale` (synchronously; the previous language is back
 * afterwards, also on a throw). For texts worded in another language than the user's: a receipt
 * printed in the outlet's language. Read the texts inside `fn` (spread a block to capture it).
 *
 * @example const words = withLocale("ms", () => ({ ...SCREEN_MSG })); // words.TOTAL === "Jumlah"
 */
export function withLocale<T>(locale: Locale, fn: () => T): T {
  const before = forced;
  forced = locale;
  try {
    return fn();
  } finally {
    forced = before;
  }
}

/**
 * Reads a language tag (a header value, a stored setting): `en`, `en-GB`, `ms-MY`, `id-ID`…
 *
 * @param tag - any string, or null/undefined.
 * @returns the matching locale, or `null` for an empty or unknown tag (the caller picks its default).
 * @example parseLocale("ms-MY"); // "ms"
 * parseLocale("fr"); // null
 */
export function parseLocale(tag: string | null | undefined): Locale | null {
  const primary = tag?.trim().slice(0, 2).toLowerCase();
  return primary === "id" || primary === "en" || primary === "ms" ? primary : null;
}

/**
 * Every outlet's language: the interface is Indonesian at every outlet (foundations §1); a ringgit
 * (RM) outlet changes the currency, not the language. Receipts and slips print in it; a user and
 * device with no language chosen see it. English and Malay stay a choice per user and device.
 *
 * @example OUTLET_LOCALE; // "id"
 */
export const OUTLET_LOCALE: Locale = "id";

/**
 * The `Intl` tag of a locale for numbers and dates: `id-ID`, `en`, `ms-MY`.
 *
 * @param locale - defaults to the current one.
 * @example new Intl.NumberFormat(intlTag("en")).format(61000); // "61,000"
 */
export function intlTag(locale: Locale = currentLocale()): string {
  return locale === "en" ? "en" : locale === "ms" ? "ms-MY" : "id-ID";
}
