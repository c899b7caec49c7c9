import { afterEach, describe, expect, it } from "vitest";
import {
  ACCESS_MSG,
  ADMIN_MSG,
  formatMoney,
  formatNumberId,
  LABELS,
  type Locale,
  MSG,
  MSG_TEMPLATES,
  missingKeys,
  OUTLET_LOCALE,
  parseLocale,
  SCREEN_MSG,
  STOCK_MSG,
  setLocaleResolver,
  translateText,
  withLocale,
} from "../index.ts";
import { isTextEntry, localized, type TextTree, textTree } from "../messages/localized.ts";
import * as BLOCKS from "../messages.ts";

let locale: Locale = "id";
setLocaleResolver(() => locale);
afterEach(() => {
  locale = "id";
});

/** Every text entry of a three-language tree (nested groups, lists), with its path. */
function entries(value: unknown, path: string): [string, Record<string, unknown>][] {
  if (isTextEntry(value)) {
    return [[path, value]];
  }
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => entries(v, `${path}.${k}`));
  }
  return [];
}

describe("the catalogue in three languages", () => {
  it("English and Malay have every key of the Indonesian catalogue (missing keys listed here)", () => {
    expect(missingKeys("en")).toEqual([]);
    expect(missingKeys("ms")).toEqual([]);
  });

  it("every block is built from three-language entries, and no text is empty in any language", () => {
    const blocks = Object.entries(BLOCKS);
    expect(blocks.filter(([, block]) => !textTree(block)).map(([name]) => name)).toEqual([]);
    const all = blocks.flatMap(([name, block]) => entries(textTree(block), name));
    expect(all.length).toBeGreaterThan(1400);
    const empty = all.flatMap(([path, entry]) =>
      (["id", "en", "ms"] as const)
        .filter((l) => typeof entry[l] === "string" && (entry[l] as string).trim() === "")
        .map((l) => `${path}.${l}`),
    );
    expect(empty).toEqual([]);
  });

  it("a text without one of its languages fails the type and is listed by missingKeys", () => {
    // @ts-expect-error: an entry needs its Indonesian, English and Malay.
    const partial: TextTree = { X: { id: "Simpan", en: "Save" } };
    // @ts-expect-error: a template entry is templates in every language.
    const mixed: TextTree = { Y: { id: (n: number) => `${n} menit`, en: "min", ms: (n: number) => `${n} minit` } };
    const block = localized({ ...partial, ...mixed });
    expect(missingKeys("en", { B: block })).toEqual(["B.Y"]);
    expect(missingKeys("ms", { B: block })).toEqual(["B.X"]);
  });

  it("is Indonesian, word for word, until a language is chosen", () => {
    expect(MSG.TABLE_IN_USE).toBe("Meja sudah digunakan");
    expect(LABELS.ORDER_TO_PRODUCTION).toBe("ORDER KE PRODUKSI");
    expect(MSG_TEMPLATES.tableOrderExists("5")).toBe("Pesanan Meja 5 Sudah Ada!");
  });

  it("withLocale words one call in another language (a receipt in the outlet's) and restores the user's", () => {
    locale = "en";
    const words = withLocale("ms", () => ({ ...SCREEN_MSG }));
    expect(words.TOTAL_CAPS).toBe("JUMLAH");
    expect(words.CHANGE).toBe("Baki");
    expect(withLocale("id", () => SCREEN_MSG.CHANGE)).toBe("Kembalian");
    expect(() =>
      withLocale("id", () => {
        throw new Error("x");
      }),
    ).toThrow("x");
    expect(SCREEN_MSG.CHANGE).toBe("Change");
  });

  it("the usage sites answer in the current locale, templates and nested blocks included", () => {
    locale = "en";
    expect(ADMIN_MSG.SAVE).toBe("Save");
    expect(LABELS.ORDER_TO_PRODUCTION).toBe("SEND TO KITCHEN");
    expect(MSG_TEMPLATES.elapsed(1, 5)).toBe("1 h 5 min");
    expect(ACCESS_MSG.FEATURE_LABELS.refund).toBe("Refund");
    expect(ADMIN_MSG.HELP_SECTIONS[0]?.title).toBe("Transactions (Dashboard)");
    expect(STOCK_MSG.notEnough("Es Teh", 0)).toBe("Es Teh is out of stock");
    locale = "ms";
    expect(ADMIN_MSG.SAVE).toBe("Simpan");
    expect(LABELS.CHANGE).toBe("Baki");
    expect({ ...LABELS }.PAY).toBe("Bayar");
    expect(Object.values(MSG)).toContain("Meja sedang digunakan");
  });

  it("a text captured in Indonesian (a zod message) is translated by its words", () => {
    locale = "en";
    expect(translateText("Data tidak valid")).toBe("Invalid data");
    expect(translateText("Es Teh")).toBe("Es Teh");
    locale = "id";
    expect(translateText("Data tidak valid")).toBe("Data tidak valid");
  });
});

describe("locale rules", () => {
  it("reads language tags; every outlet speaks Indonesian, RM or not", () => {
    expect(parseLocale("en-GB")).toBe("en");
    expect(parseLocale("ms-MY")).toBe("ms");
    expect(parseLocale("fr")).toBeNull();
    expect(parseLocale(undefined)).toBeNull();
    expect(OUTLET_LOCALE).toBe("id");
  });

  it("money keeps the spec's Rp and RM rules; grouping follows the language", () => {
    expect(formatMoney(61_000, "IDR")).toBe("Rp 61.000");
    expect(formatMoney(123_450, "MYR")).toBe("RM 1,234.50");
    locale = "en";
    expect(formatMoney(61_000, "IDR")).toBe("Rp 61,000");
    expect(formatMoney(-123_450, "MYR")).toBe("-RM 1,234.50");
    expect(formatNumberId(47_200)).toBe("47,200");
    locale = "ms";
    expect(formatMoney(61_000, "IDR")).toBe("Rp 61,000");
    expect(formatMoney(850, "MYR")).toBe("RM 8.50");
  });
});
