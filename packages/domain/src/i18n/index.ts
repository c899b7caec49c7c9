/**
 * The three languages: the locale state and reading the catalogue across languages. Every text of
 * `messages.ts` is one entry with its Indonesian, English and Malay and follows `currentLocale()`.
 */
export { missingKeys, translateText } from "./catalogue.ts";
export * from "./locale.ts";
