/**
 * The web app's language: a small store (`appLocale`, `applyLanguage`, `useAppLocale`) that the
 * catalogue of `@waroeng/domain` reads (`setLocaleResolver`), so every `LABELS.X` / `X_MSG.Y` follows
 * it, and that re-renders its React subscribers on a change. It starts from the device's last choice
 * (localStorage, kept across log-outs, like the device name), then the user's own setting or their
 * outlet's default once signed in (`useUserLanguage`). Every API call sends it as `X-Language`
 * (api/client.ts). In the built app the catalogue holds only the languages in use
 * (i18n/lazyCatalogue.ts): a switch first loads the new language's texts, then shows it.
 */
import { intlTag, type Locale, setLocaleResolver } from "@waroeng/domain";
import { useSyncExternalStore } from "react";
import { catalogueHas, LANGUAGE_KEY, loadLocale, storedLocale } from "../i18n/lazyCatalogue.ts";

export { LANGUAGE_KEY };

let current: Locale = storedLocale();
/** The language a switch is loading (the last one asked for wins). */
let loading: Locale | null = null;
const listeners = new Set<() => void>();

/** The language the app shows now. */
export function appLocale(): Locale {
  return current;
}

/**
 * Shows the app in `locale`: every subscriber re-renders (`useAppLocale`), the page's `lang` follows
 * and the device remembers it (localStorage); nothing is saved on the server. When the catalogue
 * lacks that language's texts (built app) they are loaded first and the switch follows; if they
 * cannot be loaded the app stays in its language.
 */
export function applyLanguage(locale: Locale): void {
  loading = null;
  if (current === locale) {
    return;
  }
  if (!catalogueHas(locale)) {
    loading = locale;
    void loadLocale(locale).then(
      () => {
        if (loading === locale) {
          applyLanguage(locale);
        }
      },
      () => undefined,
    );
    return;
  }
  current = locale;
  document.documentElement.lang = intlTag(locale);
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // storage unavailable: the choice lasts until the page reloads
  }
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The language the app shows now, re-rendering the calling component when it changes. */
export function useAppLocale(): Locale {
  return useSyncExternalStore(subscribe, appLocale, appLocale);
}

setLocaleResolver(appLocale);
document.documentElement.lang = intlTag(current);
