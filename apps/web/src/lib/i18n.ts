/**
 * The web app's language: a small store (`appLocale`, `applyLanguage`, `useAppLocale`) that the
 * catalogue of `@waroeng/domain` reads (`setLocaleResolver`), so every `LABELS.X` / `X_MSG.Y` follows
 * it, and that re-renders its React subscribers on a change. It starts from the device's last choice
 * (localStorage, kept across log-outs, like the device name), then the user's own setting or their
 * outlet's default once signed in (`useUserLanguage`). Every API call sends it as `X-Language`
 * (api/client.ts).
 */
import { intlTag, type Locale, parseLocale, setLocaleResolver } from "@waroeng/domain";
import { useSyncExternalStore } from "react";

export const LANGUAGE_KEY = "waroeng.language";

function stored(): Locale {
  try {
    return parseLocale(localStorage.getItem(LANGUAGE_KEY)) ?? "id";
  } catch {
    return "id";
  }
}

let current: Locale = stored();
const listeners = new Set<() => void>();

/** The language the app shows now. */
export function appLocale(): Locale {
  return current;
}

/**
 * Shows the app in `locale`: every subscriber re-renders (`useAppLocale`), the page's `lang` follows
 * and the device remembers it (localStorage); nothing is saved on the server.
 */
export function applyLanguage(locale: Locale): void {
  if (current === locale) {
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
