/**
 * Reading the catalogue across languages. Every text of `messages.ts` is one entry with its
 * Indonesian, English and Malay side by side (`messages/<area>.ts`), and every block already answers
 * in `currentLocale()` (`messages/localized.ts`). Texts captured by value before a language was chosen
 * (zod schema messages) are translated back through `translateText`, which finds the text's key.
 */

import { isTextEntry, type TextEntry, textTree } from "../messages/localized.ts";
import * as BLOCKS from "../messages.ts";
import type { Locale } from "./locale.ts";
import { currentLocale } from "./locale.ts";

/** One text of the catalogue with its key path (`BLOCK.KEY`, nested groups and list items included). */
interface Found {
  readonly path: string;
  readonly entry: TextEntry;
}

/**
 * The order in which English and Malay wordings are looked up when one wording belongs to several
 * keys with different translations ("Tutup", "Sisa"): the first block listed wins (the catalogue's
 * order before it was split by area; Indonesian wordings are looked up in the blocks' name order).
 */
const WORDING_ORDER = [
  "MSG",
  "MSG_TEMPLATES",
  "FIELD_MSG",
  "LINE_MSG",
  "REQUEST_MSG",
  "API_MSG",
  "UI_MSG",
  "SYSTEM_MSG",
  "LABELS",
  "INPUT_MSG",
  "SCREEN_ERROR",
  "LIVE_MSG",
  "ORDER_MSG",
  "ACCESS_MSG",
  "STOCK_MSG",
  "PAY_MSG",
  "PAY_FIELD_MSG",
  "SPLIT_MSG",
  "PRODUCTION_MSG",
  "REFUND_MSG",
  "PRINT_MSG",
  "WA_MSG",
  "RECEIPT_MSG",
  "CASH_BOOK_MSG",
  "CASH_UI",
  "QR_MSG",
  "DISPLAY_MSG",
  "A11Y_MSG",
  "REPORT_MSG",
  "OFFLINE_MSG",
  "ADMIN_MSG",
  "CSV_MSG",
  "CONFIG_MSG",
  "PEOPLE_MSG",
  "MENU_ADMIN_MSG",
  "SYNC_MSG",
  "LANG_MSG",
  "WEB_MSG",
  "MENU_PHOTO_MSG",
  "SCREEN_MSG",
];

/** Every text of the catalogue's blocks, depth first, blocks in their names' order. */
function entries(source: Readonly<Record<string, unknown>> = BLOCKS): Found[] {
  const out: Found[] = [];
  const walk = (node: unknown, path: string) => {
    if (isTextEntry(node)) {
      out.push({ path, entry: node });
    } else if (node !== null && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) {
        walk(child, `${path}.${key}`);
      }
    }
  };
  const blocks = Object.entries(source).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [block, value] of blocks) {
    const tree = textTree(value);
    if (tree) {
      walk(tree, block);
    }
  }
  return out;
}

/** A text's entry, by its wording: Indonesian wordings first, then English, then Malay (built on first use). */
let byText: Map<string, TextEntry> | null = null;

function textIndex(): Map<string, TextEntry> {
  if (!byText) {
    const all = entries();
    const rank = (path: string) => WORDING_ORDER.indexOf(path.slice(0, path.indexOf(".")));
    const byWordingOrder = [...all].sort((a, b) => rank(a.path) - rank(b.path));
    const map = new Map<string, TextEntry>();
    for (const locale of ["id", "en", "ms"] as const) {
      const words = new Map<string, TextEntry>();
      for (const { entry } of locale === "id" ? all : byWordingOrder) {
        const text = entry[locale];
        if (typeof text === "string" && !words.has(text)) {
          words.set(text, entry);
        }
      }
      for (const [text, entry] of words) {
        if (!map.has(text)) {
          map.set(text, entry);
        }
      }
    }
    byText = map;
  }
  return byText;
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
  const found = textIndex().get(text)?.[locale];
  return typeof found === "string" ? found : text;
}

/**
 * The texts of the catalogue that lack a language (or have it with another shape than the
 * Indonesian: a string for a template), as `BLOCK.KEY` paths. The entries' type already asks for the
 * three languages; this is the check at run time.
 *
 * @param blocks - the blocks to check (by name); defaults to every block of `messages.ts`.
 * @example missingKeys("en"); // [] when English is complete
 */
export function missingKeys(locale: Exclude<Locale, "id">, blocks: Readonly<Record<string, unknown>> = BLOCKS): string[] {
  return entries(blocks)
    .filter(({ entry }) => typeof entry[locale] !== typeof entry.id)
    .map(({ path }) => path);
}
