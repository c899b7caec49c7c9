import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { areaBlocks, areaVariant } from "../../vite-plugins/catalogue.ts";
import { type AreaTexts, type CatalogueLocale, catalogueArea, catalogueHas, loadLocale, translateLoaded } from "./lazyCatalogue.ts";

const messages = path.resolve(import.meta.dirname, "../../../../packages/domain/src/messages");

/** A variant's module, evaluated: the build's chunk for one language. */
async function variantOf(area: string, locale: CatalogueLocale): Promise<AreaTexts> {
  const file = path.join(messages, `${area}.ts`);
  // The kitchen area imports only ./localized.ts, which its variants drop: the module runs on its own.
  const code = areaVariant(readFileSync(file, "utf8"), file, locale);
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as AreaTexts;
}

describe("the catalogue per language (build step and runtime)", () => {
  it("cuts an area down to one language, templates included", async () => {
    const en = await variantOf("kitchen", "en");
    const ms = await variantOf("kitchen", "ms");
    expect(areaBlocks(readFileSync(path.join(messages, "kitchen.ts"), "utf8"), "kitchen.ts").sort()).toEqual(Object.keys(en).sort());
    const block = Object.keys(en)[0] as string;
    const texts = (t: AreaTexts) => JSON.stringify(t[block]);
    expect(texts(en)).not.toEqual(texts(ms));
    expect(texts(en)).not.toContain('"id":');
  });

  it("loads only the language in use, and a switch loads the other one and reads it", async () => {
    const loads: string[] = [];
    const texts: Record<CatalogueLocale, AreaTexts> = {
      id: { DEMO_MSG: { SAVE: "Simpan", greet: (n: string) => `Halo ${n}` } },
      en: { DEMO_MSG: { SAVE: "Save", greet: (n: string) => `Hello ${n}` } },
      ms: { DEMO_MSG: { SAVE: "Simpan", greet: (n: string) => `Helo ${n}` } },
    };
    let locale: CatalogueLocale = "id";
    const loader = (l: CatalogueLocale) => async () => {
      loads.push(l);
      return texts[l];
    };
    const area = await catalogueArea("demo", () => locale, { id: loader("id"), en: loader("en"), ms: loader("ms") });
    const block = area.block("DEMO_MSG") as { SAVE: string; greet: (n: string) => string };
    expect(loads).toEqual(["id"]);
    expect(block.SAVE).toBe("Simpan");
    expect(catalogueHas("en")).toBe(false);

    await loadLocale("en");
    locale = "en";
    expect(loads).toEqual(["id", "en"]);
    expect(block.SAVE).toBe("Save");
    expect(block.greet("Sari")).toBe("Hello Sari");
    expect({ ...block }.SAVE).toBe("Save");
    // A text captured in Indonesian reads in English.
    expect(translateLoaded("Simpan", "en")).toBe("Save");
  });
});
