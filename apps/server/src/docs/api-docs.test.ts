/**
 * docs/API.md is true: it is the generator's output, and — read as text, independently of the
 * generator — it holds every /api route the app declares, each with the access the route declares
 * (lib/route-access.ts: public, any signed-in role, or the roles of its `requireRole` guard): the
 * line after its `### \`METHOD /api/path\`` heading opens with that access, and its row in the
 * section's table says it too. The routes the OpenAPI document hides are documented in prose.
 */
import { readFile } from "node:fs/promises";
import type { RouteOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Db } from "../db/client.ts";
import { describeAccess, routeAccess } from "../lib/route-access.ts";
import { API_MD, renderApiDocs } from "./api-docs.ts";

/** Routes under /api that the OpenAPI document hides (`schema.hide`), documented in docs/api/intro.md. */
const PROSE_ONLY = new Set(["GET /api/events", "GET /api/customer-display/events", "GET /api/openapi.json"]);

/** Every /api route as the app declares it: "METHOD /api/path" (path params as `{name}`) → its access sentence. */
async function declaredRoutes(): Promise<Map<string, string>> {
  const routes = new Map<string, string>();
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD" && route.url.startsWith("/api/")) {
        routes.set(`${method} ${route.url.replace(/:(\w+)/g, "{$1}")}`, describeAccess(routeAccess(route)));
      }
    }
  };
  const app = await buildApp({ db: {} as Db, onRoute });
  await app.ready();
  await app.close();
  return routes;
}

/** The documented routes of API.md: "METHOD /api/path" → the line that follows its heading. */
function documentedRoutes(md: string): Map<string, string> {
  const docs = new Map<string, string>();
  const lines = md.split("\n");
  lines.forEach((line, i) => {
    const m = /^### `([A-Z]+) (\/api\/\S+)`/.exec(line);
    if (m) {
      docs.set(`${m[1]} ${m[2]}`, lines[i + 2] ?? "");
    }
  });
  return docs;
}

let apiMd = "";
let declared = new Map<string, string>();
beforeAll(async () => {
  [apiMd, declared] = await Promise.all([readFile(API_MD, "utf8"), declaredRoutes()]);
});

describe("docs/API.md", () => {
  it("is the generator's output (run `npm run docs:api` after changing a route, a contract or docs/api/intro.md)", async () => {
    const generated = await renderApiDocs();
    expect(apiMd === generated, "docs/API.md is stale: run `npm run docs:api`").toBe(true);
  });

  it("documents every route the app declares, and no other", () => {
    const documented = documentedRoutes(apiMd);
    expect(declared.size).toBeGreaterThan(150);
    const missing = [...declared.keys()].filter((k) => !documented.has(k) && !(PROSE_ONLY.has(k) && apiMd.includes(`\`${k}\``)));
    expect(missing, "routes missing from docs/API.md").toEqual([]);
    expect(
      [...documented.keys()].filter((k) => !declared.has(k)),
      "docs/API.md documents routes that do not exist",
    ).toEqual([]);
  });

  it("gives each route the access its declaration enforces, in its section and in its table row", () => {
    const documented = documentedRoutes(apiMd);
    const rows = new Map(
      apiMd.split("\n").flatMap((l) => {
        const m = /^\| `([A-Z]+ \/api\/\S+)` \|.* \| ([^|]+) \|$/.exec(l);
        return m ? [[m[1], m[2]] as [string, string]] : [];
      }),
    );
    const wrong: string[] = [];
    for (const [key, access] of declared) {
      const line = documented.get(key);
      if (line !== undefined && !line.startsWith(access)) {
        wrong.push(`${key}: declared "${access}", its section says "${line.slice(0, 60)}"`);
      }
      if (line !== undefined && rows.get(key) !== access) {
        wrong.push(`${key}: declared "${access}", its table row says "${rows.get(key)}"`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
