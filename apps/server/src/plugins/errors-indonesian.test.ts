/**
 * Every way a request can be refused before a route's own rules run (Fastify's parsers, the router,
 * the zod validation of querystring, params and body, auth) answers with an Indonesian text of the
 * catalogue, never Fastify's English ("body must be object", "Unsupported Media Type: …") nor zod's
 * generic text for a body that is not a form at all.
 */
import { API_MSG, FIELD_MSG, MSG, REQUEST_MSG } from "@waroeng/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";

/** Words of Fastify's and zod's English messages. */
const ENGLISH = /\b(must|body|invalid|expected|received|unsupported|required|querystring|params|not found|error|bad request)\b/i;
const CATALOGUE = new Set<string>([
  ...Object.values(MSG),
  ...Object.values(FIELD_MSG),
  ...Object.values(REQUEST_MSG),
  ...Object.values(API_MSG),
]);

describe("refusals before the route's rules are Indonesian catalogue texts", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login("kasir");
  });
  afterAll(async () => t.close());

  const cases: Array<[string, { method: "GET" | "POST"; url: string; body?: string; type?: string }]> = [
    ["querystring of the wrong type", { method: "GET", url: "/api/m-transaction-table/ready-status?type=xyz" }],
    ["querystring page not a number", { method: "POST", url: "/api/m-dish-status/ready-by-type?page=abc", body: '{"type":"minum"}' }],
    ["params not a number", { method: "GET", url: "/api/tmp-transaction/abc" }],
    ["params a negative id", { method: "GET", url: "/api/tmp-transaction/-1" }],
    ["body an array (body must be object)", { method: "POST", url: "/api/tmp-transaction", body: "[]" }],
    ["body a string", { method: "POST", url: "/api/tmp-transaction", body: '"x"' }],
    ["body null", { method: "POST", url: "/api/tmp-transaction", body: "null" }],
    ["body not JSON", { method: "POST", url: "/api/tmp-transaction", body: "{" }],
    ["empty JSON body", { method: "POST", url: "/api/recap-transactions", body: "" }],
    ["unknown content type", { method: "POST", url: "/api/tmp-transaction", body: "x", type: "text/csv" }],
    ["content type without a subtype", { method: "POST", url: "/api/tmp-transaction", body: "x", type: "application" }],
    ["bad %-escape", { method: "GET", url: "/api/tmp-transaction/%zz" }],
    ["unknown path", { method: "GET", url: "/api/no-such-thing" }],
    ["wrong method", { method: "POST", url: "/api/m-meja", body: "{}" }],
  ];

  it.each(cases)("%s", async (_name, c) => {
    const res = await t.app.inject({
      method: c.method,
      url: c.url,
      headers: { authorization: `Bearer ${token}`, ...(c.body !== undefined ? { "content-type": c.type ?? "application/json" } : {}) },
      ...(c.body !== undefined ? { payload: c.body } : {}),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const message: string = res.json().meta.message;
    expect(message).not.toMatch(ENGLISH);
    expect(CATALOGUE.has(message), message).toBe(true);
  });
});
