/**
 * The build's catalogue chunks (vite-plugins/catalogue.ts): the shell's areas load from a chunk per
 * language of their own, so the sign-in screen does not download every screen's texts, and so does
 * each further tier (a kitchen device does not download the back office's texts); and the
 * helpers those chunks import are named for the chunk groups, which must keep them out of the
 * framework chunk (an area module there waits for the language chunk: a cycle would leave the app blank).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogueImports, cataloguePerLanguage } from "../../vite-plugins/catalogue.ts";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const domainSrc = path.resolve(web, "../../packages/domain/src");
const messages = path.join(domainSrc, "messages");

/** The plugin's `load` for one module id (the hook reads no plugin context). */
function load(id: string, tiers: Readonly<Record<string, readonly string[]>>): string {
  const plugin = cataloguePerLanguage(domainSrc, path.join(web, "src/i18n/lazyCatalogue.ts"), "language", tiers);
  const hook = plugin.load as (id: string) => string | { code: string } | null;
  const out = hook(id);
  return typeof out === "string" ? out : (out?.code ?? "");
}

describe("the catalogue's language chunks", () => {
  it("a shell area loads from the shell's chunk of the language, any other area from the rest", () => {
    expect(load(path.join(messages, "web.ts"), { shell: ["web", "core"] })).toContain(`shell-areas.ts?locale=id`);
    expect(load(path.join(messages, "web.ts"), { shell: ["web", "core"] })).not.toContain("all-areas.ts");
    expect(load(path.join(messages, "orders.ts"), { shell: ["web", "core"] })).toContain(`all-areas.ts?locale=id`);
  });

  it("the shell's chunk holds only the shell's areas, the other chunk every other area", () => {
    const shell = load(`${path.join(messages, "shell-areas.ts")}?locale=en`, { shell: ["web", "core"] });
    const rest = load(`${path.join(messages, "all-areas.ts")}?locale=en`, { shell: ["web", "core"] });
    expect(shell.match(/export \* as (\w+)/g)).toEqual(["export * as core", "export * as web"]);
    expect(rest).toContain("export * as orders");
    expect(rest).not.toMatch(/export \* as (web|core)\b/);
  });

  it("an area of a further tier loads from that tier's chunk, which holds only that tier's areas", () => {
    const tiers = { shell: ["web", "core"], staff: ["kitchen", "orders"] };
    expect(load(path.join(messages, "kitchen.ts"), tiers)).toContain(`staff-areas.ts?locale=id`);
    expect(load(path.join(messages, "reports.ts"), tiers)).toContain(`all-areas.ts?locale=id`);
    const staff = load(`${path.join(messages, "staff-areas.ts")}?locale=ms`, tiers);
    expect(staff.match(/export \* as (\w+)/g)).toEqual(["export * as kitchen", "export * as orders"]);
    const rest = load(`${path.join(messages, "all-areas.ts")}?locale=ms`, tiers);
    expect(rest).toContain("export * as reports");
    expect(rest).not.toMatch(/export \* as (web|core|kitchen|orders)\b/);
  });

  it("names the modules a language chunk imports, directly or not, and nothing else", () => {
    const graph: Record<string, string[]> = {
      [`${path.join(messages, "web.ts")}?locale=id`]: [`${path.join(messages, "shared.ts")}?locale=id`, "/d/constants.ts"],
      "/d/constants.ts": ["/d/units.ts"],
      "/d/units.ts": [],
      "/app/framework-only.ts": ["/d/constants.ts"],
    };
    const found = catalogueImports(domainSrc, { getModuleInfo: (id) => (graph[id] ? { importedIds: graph[id] } : null) });
    expect([...found].filter((id) => !id.includes("?"))).toEqual(["/d/constants.ts", "/d/units.ts"]);
  });
});
