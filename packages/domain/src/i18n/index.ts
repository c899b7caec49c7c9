/**
 * The three languages (issue 16): the locale state and the catalogue's translations. Importing
 * this module (the domain's index does) makes every text of `messages.ts` follow `currentLocale()`.
 */
import { installCatalogue } from "./catalogue.ts";

export { type Catalogue, missingKeys, type Translation, translateText } from "./catalogue.ts";
export * from "./locale.ts";

installCatalogue();
