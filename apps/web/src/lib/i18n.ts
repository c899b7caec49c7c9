/**
 * The web app's language (issue 16): i18next holds it (react-i18next re-renders on a change), the
 * catalogue of `@waroeng/domain` reads it (`setLocaleResolver`), so every `LABELS.X` / `X_MSG.Y`
 * follows it. It starts from the device's last choice (localStorage, kept across log-outs, like the
 * device name), then the user's own setting or their outlet's default once signed in
 * (`useUserLanguage`). Every API call sends it as `X-Language` (api/client.ts).
 */
import { intlTag, type Locale, parseLocale, setLocaleResolver } from "@waroeng/domain";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";

export const LANGUAGE_KEY = "waroeng.language";

function stored(): Locale {
  try {
    return parseLocale(localStorage.getItem(LANGUAGE_KEY)) ?? "id";
  } catch {
    return "id";
  }
}

void i18next.use(initReactI18next).init({
  lng: stored(),
  fallbackLng: "id",
  supportedLngs: ["id", "en", "ms"],
  // The words live in the domain catalogue (messages.ts, i18n/en.ts, i18n/ms.ts), not in i18next resources.
  resources: { id: {}, en: {}, ms: {} },
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The language the app shows now. */
export function appLocale(): Locale {
  return parseLocale(i18next.language) ?? "id";
}

setLocaleResolver(appLocale);
document.documentElement.lang = intlTag(appLocale());
i18next.on("languageChanged", () => {
  const locale = appLocale();
  document.documentElement.lang = intlTag(locale);
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // storage unavailable: the choice lasts until the page reloads
  }
});

/** Shows the app in `locale` (every screen re-renders; nothing is saved on the server). */
export function applyLanguage(locale: Locale): void {
  if (appLocale() !== locale) {
    void i18next.changeLanguage(locale);
  }
}

export { i18next };
