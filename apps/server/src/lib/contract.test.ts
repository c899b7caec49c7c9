/**
 * The contract holds: every API route declares reply
 * schemas, a summary and a description; the API tests' reply check bites on a wrong shape;
 * production serialises without checking (docs/API.md: docs/api-docs.test.ts).
 */
import { envelope, replies } from "@waroeng/domain/wire";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../app.ts";
import type { Db } from "../db/client.ts";
import { routeContracts } from "../modules/index.ts";
import { contractKey } from "./contract.ts";

const noDb = {} as Db;
/** Routes that are not JSON calls of the spec: the event stream and the OpenAPI document itself. */
const NOT_CONTRACTED = new Set(["GET /events", "GET /openapi.json"]);

/** Builds the app with one extra public route answering `data: { n: "not a number" }` against a schema of `{ n: number }`. */
async function appWithWrongReply(validateReplies: boolean) {
  const mismatches: string[] = [];
  const app = await buildApp({ db: noDb, validateReplies, onReplyMismatch: (m) => mismatches.push(m) });
  app.get(
    "/api/test-wrong-shape",
    { config: { public: true }, schema: { response: replies(200, envelope(z.strictObject({ n: z.number() }))) } },
    async () => ({ meta: { code: 200, error: 0, message: "OK" }, data: { n: "not a number" } }),
  );
  return { app, mismatches };
}

describe("reply schemas", () => {
  it("every /api route has reply schemas for its success and refusals, a summary and a description", async () => {
    const app = await buildApp({ db: noDb });
    await app.ready();
    const doc = app.swagger() as { paths: Record<string, Record<string, { summary?: string; description?: string; responses?: object }>> };
    await app.close();
    const missing: string[] = [];
    const keys = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const key = contractKey(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ":$1"));
        keys.add(key);
        const statuses = Object.keys(op.responses ?? {});
        if (!op.summary || !op.description || !statuses.some((s) => /^2\d\d$/.test(s)) || !statuses.includes("4XX")) {
          missing.push(key);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(keys.size).toBeGreaterThan(40);
    // No contract for a route that does not exist (a renamed path would silently lose its schema).
    expect(Object.keys(routeContracts).filter((k) => !keys.has(k) && !NOT_CONTRACTED.has(k))).toEqual([]);
  });

  it("under validateReplies, a route answering a wrong shape fails with the route, status and field", async () => {
    const { app, mismatches } = await appWithWrongReply(true);
    const res = await app.inject({ method: "GET", url: "/api/test-wrong-shape" });
    await app.close();
    expect(res.statusCode).toBe(500);
    const expected = "Reply of GET /api/test-wrong-shape (200) does not match its schema: data.n:";
    expect(res.json().meta.message).toContain(expected);
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toContain(expected);
  });

  it("in production (no validateReplies) the same reply is sent as it is, unchecked", async () => {
    const { app, mismatches } = await appWithWrongReply(false);
    const res = await app.inject({ method: "GET", url: "/api/test-wrong-shape" });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ n: "not a number" });
    expect(mismatches).toEqual([]);
  });
});
